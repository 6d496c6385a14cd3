"""October maple (deer), November willow (rain man, swallow, lightning), December paulownia (phoenix)."""

from __future__ import annotations

import math

from engine.cards import Card, Kind

from .birds import flying_bird
from .canvas import Canvas
from .geometry import Point, arc, bezier, curve, leaf, place, star
from .motifs import bright_mark, eye, ribbon
from .palette import Palette

# --- October: maple -------------------------------------------------------------------------------


def maple_leaf(c: Canvas, pal: Palette, at: Point, r: float, angle: float, colour) -> None:
    """A seven-pointed maple leaf with its veins and stalk."""
    x, y = at
    r *= 1.3
    c.line([at, place([(0, r * 1.2)], at, angle)[0]], pal.ink, 0.6)
    c.poly(star(x, y, r, r * 0.45, 7, angle - 90), colour, pal.ink, 0.5)
    for k in range(7):
        a = math.radians(angle - 90 + k * 360 / 7)
        c.line([at, (x + math.cos(a) * r * 0.75, y + math.sin(a) * r * 0.75)], pal.ink, 0.3)


def maple_colours(pal: Palette) -> tuple:
    """Autumn colours of the leaves on each face."""
    if pal.face == "hwatu":
        return (pal.red, pal.black, pal.red, pal.yellow)
    return (pal.red, pal.leaf, pal.red_dark, pal.yellow)


def maple_spray(c: Canvas, pal: Palette, leaves: list[tuple[float, float, float, float]], twigs=()) -> None:
    """Twigs, then leaves given as (x, y, radius, angle); colours cycle through the autumn set."""
    for twig in twigs:
        c.stroke(bezier(*twig, 16), 2.2, 1.0, pal.branch, pal.ink)
    colours = maple_colours(pal)
    for i, (x, y, r, angle) in enumerate(leaves):
        maple_leaf(c, pal, (x, y), r, angle, colours[i % len(colours)])


def deer(c: Canvas, pal: Palette, at: Point) -> None:
    """A stag standing to the right, looking back over its shoulder."""

    def p(points):
        return place(points, at, 0, 1.0)

    fur, dark = (214, 150, 70), (140, 88, 40)
    for x0, dx in ((-20, -2), (-12, 2), (14, -2), (22, 2)):
        c.stroke(p([(x0, 4), (x0 + dx, 22), (x0 + dx, 40)]), 4.2, 2.4, fur, pal.ink)
        c.ellipse(*p([(x0 + dx, 41)])[0], 2.0, 1.4, fill=pal.ink)
    body = [(-28, -4), (-20, -12), (10, -12), (26, -16), (30, -4), (24, 8), (-20, 8), (-30, 4)]
    from .summer import curve_smooth

    c.poly(p(curve_smooth(body)), fur, pal.ink, 0.6)
    c.poly(p([(-30, -4), (-36, -8), (-32, 0)]), pal.white, pal.ink, 0.4)
    neck = bezier((22, -10), (26, -26), (18, -34), (8, -40), 10)
    c.stroke(p(neck), 10, 7, fur, pal.ink)
    head = p(leaf((10, -40), (-8, -34), 12, bulge=1.5))
    c.poly(head, fur, pal.ink, 0.5)
    c.ellipse(*p([(-8, -34)])[0], 1.6, fill=pal.ink)
    c.poly(p([(12, -46), (20, -52), (16, -42)]), fur, pal.ink, 0.4)
    eye(c, p([(4, -40)])[0], 1.3, pal.ink, pal.white)
    for side in (-1, 1):
        base = (8 + side * 2, -45)
        tine = curve(base, (side * 8 + 8, -62), (side * 2 + 14, -70), 10)
        c.line(p(tine), dark, 1.3)
        for k in (4, 7):
            x, y = tine[k]
            c.line(p([(x, y), (x + side * 5, y - 4)]), dark, 1.0)
    for k in range(8):
        c.ellipse(*p([(-20 + k * 5.5, -6 + (k % 2) * 3)])[0], 1.1, fill=pal.white)


def maple(c: Canvas, pal: Palette, card: Card) -> None:
    """October: maple; deer (animal), blue ribbon, two plains."""
    if card.kind is Kind.ANIMAL:
        maple_spray(
            c,
            pal,
            [
                (20, 22, 12, -20),
                (52, 14, 11, 10),
                (90, 24, 13, 30),
                (106, 60, 10, -10),
                (70, 50, 10, 0),
                (30, 60, 9, 20),
            ],
            [((124, 10), (90, 40), (60, 30), (20, 50))],
        )
        deer(c, pal, (60, 138))
    elif card.kind is Kind.RIBBON:
        maple_spray(
            c,
            pal,
            [
                (18, 20, 13, 0),
                (98, 18, 12, 20),
                (100, 70, 12, -10),
                (18, 112, 12, 15),
                (92, 150, 13, 5),
                (26, 176, 12, -20),
                (70, 182, 10, 30),
            ],
            [((-4, 60), (30, 40), (70, 30), (110, 10))],
        )
        ribbon(c, pal, card, (58, 100), 12)
    elif card.rank == 2:
        maple_spray(
            c,
            pal,
            [
                (26, 28, 14, -10),
                (84, 40, 13, 20),
                (50, 84, 14, 0),
                (96, 110, 12, 30),
                (22, 130, 13, -25),
                (70, 164, 14, 10),
            ],
            [((124, 60), (90, 70), (60, 90), (20, 130)), ((60, 90), (70, 60), (80, 50), (84, 40))],
        )
    else:
        maple_spray(
            c,
            pal,
            [
                (92, 26, 13, 25),
                (34, 54, 15, -5),
                (88, 86, 12, -20),
                (28, 118, 12, 30),
                (74, 136, 14, 0),
                (34, 178, 12, 10),
                (100, 176, 11, -30),
            ],
            [((-4, 150), (30, 130), (60, 110), (88, 86)), ((40, 126), (40, 90), (36, 70), (34, 54))],
        )


# --- November: willow -----------------------------------------------------------------------------


def willow_strand(c: Canvas, pal: Palette, points: list[Point], leaves: int = 9) -> None:
    """A hanging willow twig with narrow leaves along it."""
    spine = bezier(*points, 30)
    c.line(spine, pal.branch, 0.8)
    for k in range(leaves):
        i = 2 + k * 27 // leaves
        x, y = spine[i]
        side = 1 if k % 2 else -1
        tip = (x + side * 9, y + 12)
        c.poly(leaf((x, y), tip, 4.6, bulge=side * 0.8), pal.leaf, pal.ink, 0.35)


def willow_tree(c: Canvas, pal: Palette, strands: list[tuple[float, float, float]]) -> None:
    """Strands hanging from the top: (x, length, sway)."""
    for x, length, sway in strands:
        willow_strand(
            c, pal, [(x, -4), (x + sway, length * 0.3), (x - sway, length * 0.7), (x + sway * 0.5, length)]
        )


def rain_man(c: Canvas, pal: Palette) -> None:
    """Ono no Michikaze under his umbrella by a stream, with the frog leaping at the willow."""
    c.poly(
        [*bezier((-4, 170), (40, 160), (70, 190), (124, 176), 16), (124, 200), (-4, 200)],
        pal.water,
        pal.ink,
        0.5,
    )
    for k in range(3):
        c.line(
            bezier((4, 178 + k * 6), (40, 170 + k * 6), (70, 196 + k * 4), (116, 184 + k * 6), 12),
            pal.white,
            0.5,
        )
    x, y = 74, 120
    robe = [(x - 6, y - 20), (x + 6, y - 20), (x + 14, y + 44), (x - 14, y + 44)]
    c.poly(robe, pal.red, pal.ink, 0.6)
    c.poly([(x - 14, y + 44), (x + 14, y + 44), (x + 12, y + 50), (x - 12, y + 50)], pal.black)
    c.line([(x, y - 18), (x - 3, y + 42)], pal.red_dark, 0.6)
    c.ellipse(x, y - 24, 5, 5.5, fill=(240, 210, 170), ink=pal.ink, width=0.5)
    c.poly([(x - 5, y - 27), (x + 5, y - 27), (x + 3, y - 38), (x - 2, y - 38)], pal.black)
    c.line([(x - 14, y - 52), (x + 2, y + 4)], pal.ink, 0.9)
    canopy = place(arc(0, 0, 22, 10, 180, 360, 16), (x - 14, y - 52), -25)
    c.poly([*canopy], pal.yellow, pal.ink, 0.6)
    apex = place([(0, -10)], (x - 14, y - 52), -25)[0]
    for k in range(0, 17, 4):
        c.line([apex, canopy[k]], pal.ochre, 0.4)
    c.stroke([(x - 6, y - 14), (x - 8, y - 2), (x + 1, y + 2)], 4, 3, pal.red, pal.ink)
    frog(c, pal, (26, 150))


def frog(c: Canvas, pal: Palette, at: Point) -> None:
    """A green frog stretching up."""
    x, y = at
    green, dark = (104, 160, 70), (52, 96, 40)
    c.stroke([(x - 2, y + 6), (x - 10, y + 14), (x - 4, y + 18)], 3, 2, green, pal.ink)
    c.stroke([(x + 4, y + 6), (x + 10, y + 16), (x + 16, y + 16)], 3, 2, green, pal.ink)
    c.poly(leaf((x, y + 10), (x + 8, y - 8), 12), green, pal.ink, 0.5)
    c.stroke([(x + 6, y - 2), (x + 12, y - 12), (x + 14, y - 18)], 2.4, 1.6, green, pal.ink)
    c.ellipse(x + 8, y - 8, 1.3, fill=pal.ink)
    c.ellipse(x + 2, y + 4, 1.6, fill=dark)


def lightning(c: Canvas, pal: Palette) -> None:
    """The storm card: red sky, black thunderclouds and willow, a ring of thunder drums and a bolt."""
    c.rect(0, 0, 120, 200, pal.red)
    dark = pal.black
    for cx, cy, r in ((20, 30, 26), (60, 16, 24), (104, 34, 26), (10, 70, 18), (112, 76, 16)):
        c.ellipse(cx, cy, r, r * 0.8, fill=dark)
        c.line(arc(cx, cy, r * 0.6, r * 0.45, 200, 480, 24), pal.red_dark, 1.0)
    c.poly([*bezier((-4, 110), (30, 90), (70, 130), (124, 100), 20), (124, 200), (-4, 200)], dark)
    for k in range(6):
        c.line(
            bezier((10 + k * 18, 200), (0 + k * 20, 160), (20 + k * 18, 130), (8 + k * 20, 108), 16),
            pal.red_dark,
            1.4,
        )
    for k in range(5):
        a = math.radians(200 + k * 30)
        dx, dy = 60 + math.cos(a) * 40, 150 + math.sin(a) * 40
        c.ellipse(dx, dy, 7, fill=pal.ochre, ink=pal.ink, width=0.6)
        c.ellipse(dx, dy, 4.5, fill=pal.red, ink=pal.ink, width=0.4)
        c.line(arc(dx, dy, 2.4, 2.4, 0, 270, 10), pal.yellow, 0.6)
    bolt = [(62, 34), (46, 74), (60, 72), (42, 118), (74, 64), (60, 66), (74, 34)]
    c.poly(bolt, pal.yellow, pal.ink, 0.8)


def willow(c: Canvas, pal: Palette, card: Card) -> None:
    """November (hwatu: December): willow; rain man (bright), swallow (animal), red ribbon, lightning."""
    if card.kind is Kind.BRIGHT:
        for k in range(10):
            x0 = 8 + k * 12
            c.line([(x0, 20 + (k % 3) * 8), (x0 - 6, 40 + (k % 3) * 8)], (150, 150, 150), 0.5)
        willow_tree(c, pal, [(14, 120, 6), (30, 96, -5), (104, 110, 6)])
        rain_man(c, pal)
        bright_mark(c, pal, (104, 152))
    elif card.kind is Kind.ANIMAL:
        willow_tree(c, pal, [(10, 150, 6), (26, 110, -6), (44, 70, 5), (92, 130, -5), (108, 170, 6)])
        flying_bird(c, pal, (62, 116), 1.2, (34, 40, 80), (26, 30, 60), angle=24, throat=pal.red, forked=True)
    elif card.kind is Kind.RIBBON:
        willow_tree(c, pal, [(10, 170, 6), (28, 130, -6), (84, 150, 5), (100, 110, -5), (112, 180, 6)])
        c.stroke(bezier((-4, 4), (30, 10), (70, 6), (124, 14), 12), 4, 2, pal.branch, pal.ink)
        ribbon(c, pal, card, (56, 104), -8)
    else:
        lightning(c, pal)


# --- December: paulownia -------------------------------------------------------------------------


def paulownia_leaf(c: Canvas, pal: Palette, at: Point, r: float, angle: float) -> None:
    """A broad paulownia leaf: a wide heart ending in a point, with spreading veins."""
    x, y = at
    outline = [
        place([(math.cos(a) * r * (1.0 + 0.25 * math.cos(3 * a)), math.sin(a) * r * 0.85)], at, angle)[0]
        for a in (math.radians(d) for d in range(0, 360, 12))
    ]
    c.poly(outline, pal.leaf, pal.ink, 0.6)
    for d in (-60, -30, 0, 30, 60):
        tip = place([(0, -r * 0.8)], at, angle + d)[0]
        c.line(curve(at, ((x + tip[0]) / 2 + 1, (y + tip[1]) / 2), tip, 8), pal.vein, 0.5)


def paulownia_flowers(c: Canvas, pal: Palette, base: Point, height: float, tiers: int = 3) -> None:
    """An upright spike of paulownia flowers: tiers of small bells (purple, blue on hwatu)."""
    x, y = base
    c.stroke(
        [(x, y), (x, y - height)], 2.2, 1.2, pal.leaf_dark if pal.face == "hanafuda" else pal.ink, pal.ink
    )
    bell = pal.purple if pal.face == "hanafuda" else pal.iris
    for t in range(tiers):
        ty = y - height * (0.45 + 0.55 * t / max(tiers - 1, 1))
        spread = 9 - t * 2.2
        for dx in (-spread, 0, spread) if t < tiers - 1 else (0,):
            c.line([(x, ty + 4), (x + dx, ty)], pal.ink, 0.4)
            c.poly(leaf((x + dx, ty + 2), (x + dx, ty - 7), 6), bell, pal.ink, 0.45)
            c.ellipse(x + dx, ty - 1, 1.0, fill=pal.white)


def phoenix(c: Canvas, pal: Palette) -> None:
    """The phoenix (hōō) descending with its sweeping tail, against a golden sky."""
    c.rect(0, 0, 120, 120, (240, 196, 92) if pal.face == "hanafuda" else pal.yellow)
    tail_colours = (pal.leaf if pal.face == "hanafuda" else (40, 140, 80), pal.red, pal.ribbon_blue, pal.gold)
    for k in range(7):
        start = (40, 54)
        end = (124, 20 + k * 14)
        mid = (70 + k * 4, -10 + k * 16)
        plume = curve(start, mid, end, 18)
        c.stroke(plume, 7 - k * 0.4, 2.5, tail_colours[k % 4], pal.ink)
        ex, ey = plume[-3]
        c.ellipse(ex, ey, 2.6, fill=pal.white, ink=pal.ink, width=0.3)
    c.poly(
        curve_path([(40, 54), (24, 40), (20, 22), (30, 10)]) + curve_path([(36, 14), (34, 34), (52, 56)]),
        pal.red,
        pal.ink,
        0.6,
    )
    c.ellipse(30, 14, 7, 6, fill=pal.red, ink=pal.ink, width=0.5)
    c.poly([(24, 12), (14, 16), (24, 18)], pal.yellow, pal.ink, 0.4)
    for k in range(3):
        c.line([(32, 8), (38 + k * 3, -2 + k * 2)], pal.ink, 0.6)
    eye(c, (29, 12), 1.4, pal.ink, pal.white)
    for k in range(5):
        c.line(arc(34, 32 + k * 5, 6, 3, 0, 180, 8), pal.gold, 0.6)


def curve_path(points: list[Point]) -> list[Point]:
    """A smooth open path through ``points``."""
    return bezier(*points, 14) if len(points) == 4 else curve(*points, 14)


def paulownia(c: Canvas, pal: Palette, card: Card) -> None:
    """December (hwatu: November): paulownia; phoenix (bright), three plains, one with a coloured base."""
    if card.kind is Kind.BRIGHT:
        phoenix(c, pal)
        paulownia_flowers(c, pal, (60, 160), 66)
        for at, r, a in (((20, 176), 20, -20), ((60, 182), 22, 0), ((100, 176), 20, 20)):
            paulownia_leaf(c, pal, at, r, a)
        bright_mark(c, pal, (100, 138))
        return
    if card.subject == "coloured_base":
        c.rect(0, 150, 120, 200, pal.base_12c)
        c.line([(0, 150), (120, 150)], pal.ink, 0.6)
    spikes = {
        1: [(32, 110, 70), (60, 104, 86), (88, 110, 70)],
        2: [(40, 112, 80), (80, 108, 92)],
        3: [(24, 118, 66), (60, 96, 82), (96, 118, 66)],
    }[card.rank]
    for x, y, h in spikes:
        paulownia_flowers(c, pal, (x, y), h)
    leaves = {
        1: [((24, 126), 22, -25), ((96, 126), 22, 25), ((60, 136), 24, 0)],
        2: [((30, 130), 24, -15), ((88, 126), 26, 15)],
        3: [((18, 132), 20, -30), ((102, 132), 20, 30), ((60, 118), 22, 0), ((60, 150), 18, 180)],
    }[card.rank]
    for at, r, a in leaves:
        paulownia_leaf(c, pal, at, r, a)
