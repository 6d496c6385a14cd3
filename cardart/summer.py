"""July bush clover (boar), August susuki grass (moon, geese), September chrysanthemum (sake cup)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.cards import Card, Kind

from .birds import goose
from .canvas import Canvas
from .geometry import Point, arc, bezier, bezier_of, curve, leaf, place
from .glyphs import text_layer
from .motifs import bright_mark, clouds, eye, ribbon
from .palette import Palette

# --- July: bush clover ----------------------------------------------------------------------------


def clover_sprig(c: Canvas, pal: Palette, points: list[Point], flowers_from: float = 0.45) -> None:
    """An arching bush-clover stem: rounded leaf triplets below, clusters of small red flowers above."""
    spine = bezier_of(points, 30)
    c.stroke(spine, 2.0, 0.6, pal.branch, pal.ink)
    for i in range(2, 30, 2):
        x, y = spine[i]
        nx, ny = spine[i + 1]
        angle = math.degrees(math.atan2(ny - y, nx - x))
        side = 1 if (i // 2) % 2 else -1
        tip = place([(6.0, side * 6.5)], (x, y), angle)[0]
        c.line([(x, y), tip], pal.branch, 0.5)
        if i / 30 < flowers_from:
            for turn in (-34, 0, 34):
                leaf_tip = place([(8.5, 0)], tip, angle + side * 55 + turn)[0]
                c.poly(leaf(tip, leaf_tip, 6.0), pal.leaf, pal.ink, 0.35)
        else:
            for k, (dx, dy) in enumerate(((0, 0), (3.2, -2.2), (-2.4, -3.0))):
                r = 2.8 - k * 0.4
                c.ellipse(tip[0] + dx, tip[1] + dy, r * 1.3, r, fill=pal.red, ink=pal.ink, width=0.3)


def boar(c: Canvas, pal: Palette, at: Point, scale: float = 1.0) -> None:
    """A wild boar running to the left, bristles along its back."""

    def p(points: Sequence[Point]) -> list[Point]:
        return place(points, at, 0, scale)

    fur, dark = (196, 134, 62), (120, 74, 36)
    legs: tuple[tuple[float, bool], ...] = ((-18, False), (-10, False), (14, True), (22, True))
    for x0, front in legs:
        leg = [(x0, 6), (x0 + (-6 if front else 5), 18), (x0 + (-9 if front else 9), 22)]
        c.stroke(p(leg), 5, 3, dark, pal.ink)
    body = [(-30, -2), (-24, -14), (-4, -19), (18, -16), (30, -8), (32, 4), (20, 12), (-6, 13), (-26, 8)]
    c.poly(p(curve_smooth(body)), fur, pal.ink, 0.6)
    head = [(18, -14), (-12 + 50, -8), (46, 0), (48, 6), (40, 9), (24, 10)]
    c.poly(p(curve_smooth(head)), fur, pal.ink, 0.6)
    c.ellipse(*p([(47, 3)])[0], 2.6 * scale, 3.2 * scale, fill=dark, ink=pal.ink, width=0.4)
    c.poly(p([(26, -14), (30, -24), (34, -12)]), dark, pal.ink, 0.4)
    c.poly(p([(40, 7), (44, 3), (42, 10)]), pal.white, pal.ink, 0.3)
    eye(c, p([(34, -5)])[0], 1.4 * scale, pal.ink, pal.white)
    c.poly(p([(-30, -2), (-38, -8), (-36, 0)]), dark, pal.ink, 0.4)
    for k in range(16):
        x0 = -26 + k * 3.4
        y0 = -15 - 4 * math.sin(math.pi * (k + 1) / 17)
        c.line(p([(x0, y0 + 3), (x0 - 2, y0 - 1)]), dark, 0.7)
    for k in range(6):
        c.line(p([(-20 + k * 7, -4), (-16 + k * 7, 4)]), dark, 0.5)


def curve_smooth(points: Sequence[Point]) -> list[Point]:
    """A closed, smoothed outline through the midpoints of ``points``."""
    out = []
    n = len(points)
    for i in range(n):
        a, b, d = points[i - 1], points[i], points[(i + 1) % n]
        out += curve(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), b, ((b[0] + d[0]) / 2, (b[1] + d[1]) / 2), 6)[
            :-1
        ]
    return out


def clover(c: Canvas, pal: Palette, card: Card) -> None:
    """July: bush clover; boar (animal), plain red ribbon, two plains."""
    if card.kind is Kind.ANIMAL:
        clouds(c, pal.red, 18, pal.red_dark, seed=0)
        clover_sprig(c, pal, [(110, 200), (110, 120), (90, 70), (60, 44)])
        clover_sprig(c, pal, [(8, 200), (12, 140), (30, 100), (50, 80)])
        boar(c, pal, (52, 152), 1.05)
    elif card.kind is Kind.RIBBON:
        clover_sprig(c, pal, [(20, 200), (14, 120), (30, 60), (60, 20)])
        clover_sprig(c, pal, [(100, 200), (110, 130), (100, 80), (112, 20)])
        clover_sprig(c, pal, [(60, 200), (70, 170), (90, 150), (112, 140)], 0.6)
        ribbon(c, pal, card, (60, 96), 12)
    elif card.rank == 2:
        clover_sprig(c, pal, [(30, 200), (20, 130), (50, 70), (96, 30)])
        clover_sprig(c, pal, [(40, 200), (80, 170), (100, 130), (110, 90)], 0.5)
        clover_sprig(c, pal, [(20, 160), (10, 120), (12, 80), (24, 40)], 0.5)
        clover_sprig(c, pal, [(60, 200), (66, 150), (86, 110), (112, 60)], 0.55)
        clover_sprig(c, pal, [(10, 200), (30, 186), (56, 180), (80, 186)], 0.5)
    else:
        clover_sprig(c, pal, [(96, 200), (110, 130), (70, 70), (20, 40)])
        clover_sprig(c, pal, [(80, 200), (40, 170), (20, 140), (12, 100)], 0.5)
        clover_sprig(c, pal, [(100, 150), (112, 110), (110, 70), (98, 26)], 0.4)
        clover_sprig(c, pal, [(50, 200), (54, 150), (40, 110), (56, 70)], 0.55)
        clover_sprig(c, pal, [(120, 196), (96, 186), (80, 176), (64, 150)], 0.5)


# --- August: susuki grass -------------------------------------------------------------------------


def hill(c: Canvas, pal: Palette, ridge: list[Point], blades: int = 14, plumes: int = 0) -> None:
    """The grassy hill: a dark mound up to ``ridge`` covered in tufts of pale susuki blades."""
    line = bezier_of(ridge, 30)
    c.poly([*line, (124, 200), (-4, 200)], pal.hill, pal.ink, 0.6)
    grass_tufts(c, pal, line, blades)
    for k in range(plumes):
        t = (k + 0.7) / (plumes + 0.4)
        x, y = line[round(t * 30)]
        susuki_plume(c, pal, (x, y + 4), 46 + (k % 2) * 14, 10 if k % 2 else -12)


def ridge_y(line: list[Point], x: float) -> float:
    """The height of the ridge line at ``x``."""
    best = min(line, key=lambda p: abs(p[0] - x))
    return best[1]


def grass_tufts(c: Canvas, pal: Palette, line: list[Point], columns: int) -> None:
    """Rows of fan-shaped grass tufts on the hill, each three to five arching blades."""
    rows = 11
    for row in range(rows):
        for col in range(columns + 1):
            x = (col + (0.5 if row % 2 else 0)) * 124 / columns - 2
            top = ridge_y(line, x)
            y = top + 8 + row * 13
            if y > 206 or y < top + 6:
                continue
            for blade in (-2, -1, 0, 1, 2):
                tip = (x + blade * 3.2, y - 9 + abs(blade) * 1.5)
                c.line(curve((x, y), (x + blade * 0.8, y - 5), tip, 6), pal.grass, 0.5)


def susuki_plume(c: Canvas, pal: Palette, base: Point, height: float, lean: float) -> None:
    """A tall pampas stalk with a feathery, nodding seed head."""
    x, y = base
    stalk = curve((x, y), (x + lean * 0.2, y - height * 0.6), (x + lean, y - height), 16)
    colour = pal.hill
    c.line(stalk, colour, 0.7)
    head = pal.ochre
    for j in range(7, 17):
        hx, hy = stalk[j]
        sway = 1 if lean > 0 else -1
        length = 3 + (j - 7) * 0.35
        c.line([(hx, hy), (hx + sway * length, hy + length * 0.9)], head, 0.7)
        c.line([(hx, hy), (hx - sway * length * 0.7, hy + length)], head, 0.7)
    c.poly(leaf((x, y - 4), (x - lean * 0.6 - 10, y - height * 0.45), 4), colour)


def susuki(c: Canvas, pal: Palette, card: Card) -> None:
    """August: susuki grass on a hill; full moon (bright), geese (animal), two plains."""
    if card.kind is Kind.BRIGHT:
        c.rect(0, 0, 120, 140, pal.sky)
        c.ellipse(60, 66, 36, fill=pal.moon, ink=pal.ink, width=0.7)
        hill(c, pal, [(-4, 132), (30, 100), (80, 110), (124, 128)], 9)
        bright_mark(c, pal, (22, 172))
    elif card.kind is Kind.ANIMAL:
        c.rect(0, 0, 120, 132, (238, 204, 148) if pal.face == "hanafuda" else pal.paper)
        for at, phase in (((35, 30), "up"), ((65, 58), "level"), ((95, 86), "down")):
            goose(c, pal, at, 0.75, phase, angle=14)
        hill(c, pal, [(-4, 130), (30, 110), (80, 114), (124, 134)], 9)
    elif card.rank == 2:
        hill(c, pal, [(-4, 120), (30, 70), (90, 70), (124, 120)], 9)
    else:
        hill(c, pal, [(-4, 150), (50, 136), (80, 130), (124, 140)], 9, plumes=4)


# --- September: chrysanthemum ---------------------------------------------------------------------


def chrysanthemum_flower(c: Canvas, pal: Palette, at: Point, r: float = 14) -> None:
    """A chrysanthemum head: two rings of narrow petals (yellow over red) and a golden heart."""
    x, y = at
    r *= 1.3
    for k in range(18):
        a = math.radians(k * 20)
        c.poly(
            leaf((x, y), (x + math.cos(a) * r, y + math.sin(a) * r * 0.85), r * 0.28), pal.red, pal.ink, 0.35
        )
    for k in range(14):
        a = math.radians(k * 360 / 14 + 10)
        c.poly(
            leaf((x, y), (x + math.cos(a) * r * 0.72, y + math.sin(a) * r * 0.62), r * 0.26),
            pal.yellow,
            pal.ink,
            0.3,
        )
    c.ellipse(x, y, r * 0.2, fill=pal.ochre, ink=pal.ink, width=0.35)


def chrysanthemum_leaf(c: Canvas, pal: Palette, at: Point, size: float, angle: float) -> None:
    """A deeply lobed chrysanthemum leaf: a main lobe and two pairs of side lobes, one silhouette."""
    lobes: list[tuple[Point, Point, float]] = [((0, 0), (0, -size), size * 0.5)]
    for f, spread, length in ((0.3, 60, 0.55), (0.6, 48, 0.42)):
        for side in (-1, 1):
            base = (0, -size * f)
            tip = place([(0, -size * length)], base, side * spread)[0]
            lobes.append((base, tip, size * 0.36))
    shapes = [place(leaf(base, tip, width), at, angle) for base, tip, width in lobes]
    for shape in shapes:
        c.line([*shape, shape[0]], pal.ink, 1.2)
    for shape in shapes:
        c.poly(shape, pal.leaf)
    c.line(place([(0, 0), (0, -size * 0.85)], at, angle), pal.vein, 0.5)
    for f, spread, _ in ((0.3, 60, 0.55), (0.6, 48, 0.42)):
        for side in (-1, 1):
            base = (0, -size * f)
            c.line(place([base, place([(0, -size * 0.3)], base, side * spread)[0]], at, angle), pal.vein, 0.4)


def chrysanthemum_stem(
    c: Canvas, pal: Palette, points: list[Point], leaves: list[tuple[float, float]]
) -> None:
    """A stem with leaves at fractions along it: (t, angle)."""
    spine = bezier_of(points, 20)
    c.stroke(spine, 2.4, 1.6, pal.leaf_dark, pal.ink)
    for t, angle in leaves:
        chrysanthemum_leaf(c, pal, spine[round(t * 20)], 27, angle)


def sake_cup(c: Canvas, pal: Palette, at: Point, scale: float = 1.5, tilt: float = -10) -> None:
    """A sakazuki seen from a little above: red lacquer bowl on a foot ring, gilded rim, gold 寿 inside.

    ``at`` is the centre of the cup's opening.
    """

    def p(points: Sequence[Point]) -> list[Point]:
        return place(points, at, tilt, scale)

    ink = pal.ink
    c.poly(p([(-8, 11), (8, 11), (10.5, 19), (-10.5, 19)]), pal.red_dark, ink, 0.6)
    c.poly(p(arc(0, 19, 10.5, 2.4, 0, 180, 12)), pal.red_dark, ink, 0.6)
    c.line(p([(-9.4, 16), (9.4, 16)]), pal.gold, 0.6)
    side = bezier((24, 0), (23, 8), (14, 12.5), (0, 13), 12)
    body = side + [(-x, y) for x, y in reversed(side)][1:]
    c.poly(p(body), pal.red, ink, 0.7)
    c.line(p(bezier((-19, 4.5), (-16, 8.5), (-10, 10.5), (-5, 11), 8)), (236, 120, 104), 1.0)
    c.poly(p(arc(0, 0, 24, 8.5, 0, 360, 36)), pal.red, ink, 0.7)
    c.poly(p(arc(0, 0.4, 21.5, 7.2, 0, 360, 36)), pal.red, pal.gold, 0.9)
    shade = arc(0, 0.4, 21.5, 7.2, 180, 360, 18) + arc(0, 2.6, 19, 4.4, 0, -180, 18)
    c.poly(p(shade), pal.red_dark)
    mark = text_layer("kotobuki", 13 * scale, c.unit, pal.gold)
    mark = mark.resize((mark.width, round(mark.height * 0.5)))
    mark = mark.rotate(-tilt, expand=True)
    cx, cy = p([(0, 1.6)])[0]
    c.paste(mark, cx - mark.width / c.unit / 2, cy - mark.height / c.unit / 2)


def chrysanthemum(c: Canvas, pal: Palette, card: Card) -> None:
    """September: chrysanthemum; sake cup (animal), blue ribbon, two plains."""
    if card.kind is Kind.ANIMAL:
        clouds(c, pal.red, 16, pal.red_dark, seed=1)
        chrysanthemum_stem(c, pal, [(30, 200), (30, 150), (40, 110), (44, 70)], [(0.3, -60), (0.6, 50)])
        chrysanthemum_flower(c, pal, (44, 66), 17)
        chrysanthemum_stem(c, pal, [(100, 200), (104, 160), (96, 130), (92, 106)], [(0.35, 60), (0.7, -40)])
        chrysanthemum_flower(c, pal, (92, 96), 11)
        sake_cup(c, pal, (62, 150))
    elif card.kind is Kind.RIBBON:
        chrysanthemum_stem(c, pal, [(84, 200), (90, 150), (80, 110), (84, 60)], [(0.35, 60), (0.7, -50)])
        chrysanthemum_stem(c, pal, [(30, 200), (26, 170), (30, 150), (30, 136)], [(0.4, -50)])
        chrysanthemum_flower(c, pal, (84, 56), 16)
        chrysanthemum_flower(c, pal, (30, 134), 13)
        ribbon(c, pal, card, (52, 96), -14)
    elif card.rank == 2:
        chrysanthemum_stem(c, pal, [(20, 200), (24, 180), (30, 160), (26, 130)], [(0.2, -70), (0.6, -30)])
        chrysanthemum_stem(c, pal, [(100, 200), (98, 180), (92, 168), (96, 150)], [(0.2, 70), (0.6, 30)])
        chrysanthemum_stem(
            c,
            pal,
            [(60, 200), (56, 150), (70, 100), (62, 60)],
            [(0.15, -60), (0.35, 60), (0.55, -55), (0.75, 50)],
        )
        chrysanthemum_flower(c, pal, (62, 56), 18)
        chrysanthemum_flower(c, pal, (26, 118), 11)
        chrysanthemum_flower(c, pal, (96, 150), 10)
        c.stroke([(26, 130), (40, 170)], 1.8, 1.2, pal.leaf_dark, pal.ink)
    else:
        chrysanthemum_stem(
            c, pal, [(64, 200), (62, 186), (66, 176), (62, 164)], [(0.1, 70), (0.2, -70), (0.7, 10)]
        )
        chrysanthemum_stem(
            c, pal, [(40, 200), (46, 160), (30, 130), (36, 110)], [(0.2, -60), (0.3, 55), (0.6, -60)]
        )
        chrysanthemum_stem(
            c, pal, [(90, 200), (96, 150), (84, 90), (90, 50)], [(0.2, 65), (0.4, -60), (0.75, -50)]
        )
        chrysanthemum_flower(c, pal, (36, 106), 15)
        chrysanthemum_flower(c, pal, (90, 46), 14)
        chrysanthemum_flower(c, pal, (20, 40), 9)
