"""January: the pine of the deck (layered cloud-like needle masses on a twisting trunk) and the crane."""

from __future__ import annotations

import itertools
import math

from engine.cards import Card, Kind

from .canvas import Canvas
from .geometry import Point, arc, bezier, leaf, place
from .motifs import bright_mark, eye, ribbon
from .palette import Colour, Palette


def _bark(pal: Palette) -> Colour:
    """Bark marks: dark on the brown hanafuda trunk, paper-white on the black hwatu one."""
    return pal.paper if pal.face == "hwatu" else pal.ink


def pine_cloud(c: Canvas, pal: Palette, x: float, y: float, w: float, h: float, shoots: int = 3) -> None:
    """A mass of pine needles standing on (x, y): rows of rounded needle clusters, back rows higher.

    Each cluster is a rounded lobe with a needle-fringed top and a fan of needles inside; the back rows
    are drawn first and darker, so the front clusters overlap them and the mass reads as layers.
    """
    front = max(2, round(w / 28))
    r = w / front / 2 * 1.12
    rows = []
    for k in range(4):
        count, cy = front - k, y - r * 0.45 - k * r * 0.95
        if count < 1 or y - cy + r * 0.8 > h + r * 0.5:
            break
        rows.append([(x + (i - (count - 1) / 2) * 2 * r / 1.12, cy) for i in range(count)])
    for k in range(len(rows) - 1, -1, -1):
        for cx, cy in rows[k]:
            needle_lobe(c, pal, cx, cy, r, dark=k > 0)
        if k == len(rows) - 1:
            _shoots(c, pal, rows[k], r, shoots)


def needle_lobe(c: Canvas, pal: Palette, cx: float, cy: float, r: float, *, dark: bool) -> None:
    """One rounded cluster of pine needles: serrated dome, rounded base, needles fanning from the base."""
    ry = r * 0.78
    outline = _serrated(cx, cy, r, ry, 180, 360) + arc(cx, cy, r, ry * 0.55, 0, 180, 10)[1:-1]
    fill = pal.leaf_dark if dark and pal.face == "hanafuda" else pal.leaf
    c.poly(outline, fill, pal.ink, 0.6)
    lines = pal.leaf_light if dark and pal.face == "hanafuda" else pal.vein
    base = (cx, cy + ry * 0.45)
    for k in range(9):
        a = math.radians(196 + k * 148 / 8)
        c.line([base, (cx + math.cos(a) * r * 0.84, cy + math.sin(a) * ry * 0.84)], lines, 0.4)


def _serrated(cx: float, cy: float, rx: float, ry: float, start: float, end: float) -> list[Point]:
    """An arc whose rim alternates in and out: the needle tips along the top of a cluster."""
    steps = max(10, round((end - start) / 7))
    out = []
    for k in range(steps + 1):
        a = math.radians(start + (end - start) * k / steps)
        f = 1.0 if k % 2 == 0 else 0.9
        out.append((cx + math.cos(a) * rx * f, cy + math.sin(a) * ry * f))
    return out


def _shoots(c: Canvas, pal: Palette, tops: list[Point], r: float, count: int) -> None:
    """Young pine shoots (candles) rising from the top clusters."""
    step = max(1, len(tops) // max(count, 1))
    for i in list(range(0, len(tops), step))[:count]:
        bx, by = tops[i]
        lean = (i - (len(tops) - 1) / 2) * 1.5
        c.poly(leaf((bx, by - r * 0.6), (bx + lean, by - r * 0.78 - 6), 2.2), pal.ochre, pal.ink, 0.35)


def pine_trunk(c: Canvas, pal: Palette, points: list[Point], w0: float = 10, w1: float = 3.5) -> list[Point]:
    """A twisting trunk through ``points`` (bends alternate sides) with bark plates; returns its spine."""
    spine: list[Point] = []
    for k, (a, b) in enumerate(itertools.pairwise(points)):
        side = 5 if k % 2 == 0 else -5
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * side, dx / length * side
        p1 = (a[0] + dx * 0.33 + nx, a[1] + dy * 0.33 + ny)
        p2 = (a[0] + dx * 0.66 - nx * 0.4, a[1] + dy * 0.66 - ny * 0.4)
        spine += bezier(a, p1, p2, b, 8)[:-1]
    spine.append(points[-1])
    c.stroke(spine, w0, w1, pal.branch, pal.ink)
    bark = _bark(pal)
    n = len(spine)
    for i in range(2, n - 3, 3):
        (x, y), (x2, y2) = spine[i], spine[i + 1]
        w = (w0 + (w1 - w0) * i / (n - 1)) * 0.32
        ang = math.atan2(y2 - y, x2 - x)
        ox, oy = -math.sin(ang) * w, math.cos(ang) * w
        c.line(
            arc(
                x + ox * 0.3,
                y + oy * 0.3,
                w * 0.7,
                w * 0.45,
                160 + math.degrees(ang),
                340 + math.degrees(ang),
                5,
            ),
            bark,
            0.35,
        )
    return spine


def pine_branch(c: Canvas, pal: Palette, start: Point, end: Point, width: float = 3.2) -> None:
    """A side branch from the trunk out to a needle mass."""
    mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2 + 4)
    c.stroke(bezier(start, mid, mid, end, 10), width, width * 0.55, pal.branch, pal.ink)


def pine(c: Canvas, pal: Palette, card: Card) -> None:
    """January: crane and red sun (bright), poem ribbon, two plains with different trees."""
    if card.kind is Kind.BRIGHT:
        pine_bright(c, pal)
    elif card.kind is Kind.RIBBON:
        spine = pine_trunk(c, pal, [(70, 200), (80, 160), (56, 120), (66, 76), (46, 40)], 11, 4)
        pine_branch(c, pal, spine[12], (98, 118))
        pine_cloud(c, pal, 50, 64, 70, 44)
        pine_cloud(c, pal, 100, 130, 44, 30, shoots=2)
        pine_cloud(c, pal, 24, 204, 64, 56)
        pine_cloud(c, pal, 96, 204, 56, 44, shoots=2)
        ribbon(c, pal, card, (40, 112), -10)
    elif card.rank == 2:
        spine = pine_trunk(c, pal, [(20, 200), (34, 150), (22, 110), (54, 76), (84, 50)], 11, 3.5)
        pine_branch(c, pal, spine[18], (92, 114))
        pine_cloud(c, pal, 80, 66, 64, 44)
        pine_cloud(c, pal, 30, 106, 50, 32, shoots=2)
        pine_cloud(c, pal, 94, 128, 48, 30)
        pine_cloud(c, pal, 60, 206, 124, 72, shoots=4)
    else:
        spine = pine_trunk(c, pal, [(104, 200), (88, 156), (100, 120), (62, 92), (40, 46)], 12, 3.5)
        pine_branch(c, pal, spine[16], (24, 112))
        pine_cloud(c, pal, 44, 60, 64, 44)
        pine_cloud(c, pal, 24, 126, 48, 30, shoots=2)
        pine_cloud(c, pal, 36, 206, 80, 80, shoots=3)
        pine_cloud(c, pal, 100, 204, 50, 40, shoots=2)


def pine_bright(c: Canvas, pal: Palette) -> None:
    """The crane standing under a big red sun, pine below."""
    c.ellipse(80, 44, 46, fill=pal.red, ink=pal.ink, width=0.6)
    pine_trunk(c, pal, [(112, 200), (104, 170), (114, 140), (100, 112)], 10, 4)
    pine_cloud(c, pal, 104, 122, 44, 28, shoots=2)
    crane(c, pal)
    pine_cloud(c, pal, 92, 206, 76, 62)
    pine_cloud(c, pal, 14, 204, 44, 34, shoots=2)
    bright_mark(c, pal, (18, 28))


def crane(c: Canvas, pal: Palette) -> None:
    """A red-crowned crane standing, facing right, neck raised in an S with its head against the sun."""
    ink = pal.ink
    for hip, knee, foot in (((52, 130), (46, 152), (48, 178)), ((60, 130), (64, 152), (62, 176))):
        c.line([hip, knee, foot], ink, 1.2)
        c.ellipse(knee[0], knee[1], 1.1, fill=ink)
        for dx, dy in ((7, 1), (-5, 2), (2, 3)):
            c.line([foot, (foot[0] + dx, foot[1] + dy)], ink, 0.8)
    for k in range(4):
        plume = place(leaf((0, 0), (-26 + k * 3, 8 + k * 5), 7, bulge=2), (40, 114 + k * 2), 0)
        c.poly(plume, pal.black, ink, 0.45)
    body = place(leaf((-28, 0), (24, 0), 34, bulge=-3), (54, 116), -12)
    c.poly(body, pal.white, ink, 0.6)
    for k in range(4):
        wing = place(leaf((-22 + k, 3 + k * 2.2), (12 - k * 5, 4 + k * 1.8), 7), (54, 114), -12)
        c.poly(wing, pal.white, (150, 150, 150), 0.4)
    neck = bezier((68, 106), (84, 90), (62, 74), (76, 54), 18)
    c.stroke(neck, 7.5, 4, pal.black, ink)
    c.ellipse(77, 51, 5, 4, fill=pal.white, ink=ink, width=0.5)
    c.ellipse(76.5, 48.2, 2.6, 1.8, fill=pal.red)
    c.poly([(81, 50), (98, 42), (81, 53.5)], pal.ochre, ink, 0.4)
    eye(c, (78.5, 50.5), 1.1, ink, pal.white)
