"""The phoenix (hōō) of December's bright card: a large bird alighting over the paulownia.

It fills the upper two thirds: a sunburst sky, a wing raised in layered feathers, a crested head with a
hooked beak turned to the left, and a tail of long eyed plumes that rises in an arc behind the body.
"""

from __future__ import annotations

import math

from .canvas import Canvas
from .geometry import Point, arc, bezier, bezier_of, leaf, place, taper
from .motifs import eye
from .palette import Colour, Palette


def phoenix(c: Canvas, pal: Palette) -> None:
    """The whole bird, back to front: sky, tail, wing, body, neck and head."""
    sunburst(c, pal)
    tail(c, pal)
    wing(c, pal)
    body(c, pal)
    head(c, pal, (28, 38))


def _wing_colours(pal: Palette) -> tuple[Colour, Colour]:
    if pal.face == "hwatu":
        return pal.black, pal.red
    return pal.purple, pal.ribbon_blue


def sunburst(c: Canvas, pal: Palette) -> None:
    """A golden sky with rays spreading from behind the bird."""
    c.rect(0, 0, 120, 150, pal.gold)
    rays = pal.ochre if pal.face == "hanafuda" else pal.yellow
    centre = (70, 70)
    for k in range(14):
        a0 = math.radians(k * 360 / 14)
        a1 = a0 + math.radians(360 / 28)
        far = 160
        c.poly(
            [
                centre,
                (centre[0] + math.cos(a0) * far, centre[1] + math.sin(a0) * far),
                (centre[0] + math.cos(a1) * far, centre[1] + math.sin(a1) * far),
            ],
            rays,
        )
    c.rect(0, 150, 120, 200, pal.paper)


def plume(c: Canvas, pal: Palette, points: list[Point], width: float, colour: Colour, tip: Colour) -> None:
    """One broad tail plume: swelling then narrowing along a curve, a shaft, slanted barbs, an eye near
    its end."""
    spine = bezier_of(points, 28)
    n = len(spine) - 1
    widths = [1.5 + width * math.sin(math.pi * (0.15 + 0.8 * i / n)) ** 0.8 for i in range(n + 1)]
    left, right = [], []
    for i, (x, y) in enumerate(spine):
        nx, ny = _normal(spine, i)
        left.append((x + nx * widths[i] / 2, y + ny * widths[i] / 2))
        right.append((x - nx * widths[i] / 2, y - ny * widths[i] / 2))
    c.poly(left + right[::-1], colour, pal.ink, 0.55)
    c.line(spine[1:-2], pal.ink, 0.4)
    for i in range(3, n - 5, 2):
        (x, y), (x2, y2) = spine[i], spine[i + 2]
        c.line([left[i], ((x + x2) / 2, (y + y2) / 2)], pal.ink, 0.3)
        c.line([right[i], ((x + x2) / 2, (y + y2) / 2)], pal.ink, 0.3)
    ex, ey = spine[n - 4]
    c.ellipse(ex, ey, widths[n - 4] * 0.55, fill=tip, ink=pal.ink, width=0.45)
    c.ellipse(ex, ey, widths[n - 4] * 0.25, fill=colour, ink=pal.ink, width=0.35)


def _normal(spine: list[Point], i: int) -> Point:
    (xa, ya), (xb, yb) = spine[max(i - 1, 0)], spine[min(i + 1, len(spine) - 1)]
    length = math.hypot(xb - xa, yb - ya) or 1.0
    return -(yb - ya) / length, (xb - xa) / length


TAIL = (
    ((70, 100), (48, 164), (122, 170), (98, 124)),
    ((73, 98), (74, 144), (124, 136), (98, 104)),
    ((76, 96), (100, 110), (120, 88), (98, 80)),
)


def tail(c: Canvas, pal: Palette) -> None:
    """Three large eyed plumes leaving the body downwards, then sweeping right and curling back up."""
    wing_main, _ = _wing_colours(pal)
    colours = (pal.leaf if pal.face == "hanafuda" else pal.red, wing_main, pal.red)
    for k, (points, colour) in enumerate(zip(TAIL, colours, strict=True)):
        plume(c, pal, list(points), 13.0 - k * 1.5, colour, pal.gold)


def wing(c: Canvas, pal: Palette) -> None:
    """The raised wing: long flight feathers fanning up and right, rows of coverts over their roots."""
    main, second = _wing_colours(pal)
    shoulder = (60, 70)
    for k in range(6):
        angle = -110 + k * 18
        length = 56 - abs(k - 2.5) * 3
        tip = place([(length, 0)], shoulder, angle)[0]
        c.poly(leaf(shoulder, tip, 16, bulge=-2.5), main if k % 2 == 0 else second, pal.ink, 0.5)
        c.line(
            [place([(14, 0)], shoulder, angle)[0], place([(length * 0.9, 0)], shoulder, angle)[0]],
            pal.ink,
            0.3,
        )
    for k in range(5):
        angle = -102 + k * 18
        tip = place([(30, 0)], shoulder, angle)[0]
        c.poly(leaf(shoulder, tip, 11), pal.leaf if pal.face == "hanafuda" else pal.red, pal.ink, 0.45)
    for k in range(4):
        angle = -96 + k * 20
        tip = place([(19, 0)], shoulder, angle)[0]
        c.poly(leaf(shoulder, tip, 9), pal.red, pal.ink, 0.45)
        c.line([shoulder, place([(14, 0)], shoulder, angle)[0]], pal.gold, 0.5)


def body(c: Canvas, pal: Palette) -> None:
    """A full breast and body, crimson with golden scale marks, and a long curving neck."""
    outline = place(leaf((-26, 0), (26, 0), 32, bulge=3), (58, 84), 30)
    c.poly(outline, pal.red, pal.ink, 0.6)
    for row in range(3):
        for k in range(4 - row):
            x, y = 46 + k * 7 + row * 4, 76 + row * 7 + k * 4
            c.line(arc(x, y, 3.2, 2.4, 20, 160, 8), pal.gold, 0.55)
    neck = bezier((48, 80), (32, 70), (40, 56), (30, 44), 12)
    c.stroke(neck, 15, 8, pal.red, pal.ink)
    for k in range(3):
        bx, by = neck[2 + k * 3]
        c.line(arc(bx, by, 3.0, 2.0, 20, 160, 8), pal.gold, 0.55)


def head(c: Canvas, pal: Palette, at: Point) -> None:
    """The head turned left: streaming crest plumes, a gold hooked beak, a ringed eye, a beard."""
    x, y = at
    main, _ = _wing_colours(pal)
    for k, colour in enumerate((pal.red, main, pal.red)):
        crest = bezier(
            (x + 2, y - 5),
            (x + 10, y - 16 - k * 2),
            (x + 24 + k * 5, y - 20 + k * 2),
            (x + 32 + k * 7, y - 8 + k * 5),
            14,
        )
        c.poly(taper(crest, 4.0, 1.2), colour, pal.ink, 0.4)
        ex, ey = crest[-1]
        c.ellipse(ex, ey, 2.2, fill=pal.gold, ink=pal.ink, width=0.35)
    for k in range(3):
        c.poly(
            leaf((x + 3, y + 5), (x + 2 - k * 3, y + 18 + k * 2), 4.5),
            pal.gold if k % 2 else pal.red_dark,
            pal.ink,
            0.4,
        )
    c.poly(leaf((x + 9, y), (x - 9, y - 1), 15, bulge=-1), pal.red, pal.ink, 0.6)
    beak = [
        (x - 7, y - 4),
        (x - 16, y - 4),
        (x - 21, y + 1),
        (x - 17, y + 5),
        (x - 17, y + 2),
        (x - 7, y + 3),
    ]
    c.poly(beak, pal.gold, pal.ink, 0.5)
    c.line([(x - 16, y + 0.5), (x - 8, y + 0.5)], pal.ink, 0.35)
    eye(c, (x - 2, y - 2), 2.4, pal.ink, pal.gold)
    c.line(arc(x - 2, y - 2, 4.2, 3.6, 200, 340, 8), pal.ink, 0.5)
