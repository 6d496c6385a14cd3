"""October maple (deer), November willow (rain man, swallow, lightning), December paulownia (phoenix)."""

from __future__ import annotations

import math

from engine.cards import Card, Kind

from .birds import flying_bird
from .canvas import Canvas
from .deer import deer
from .geometry import Point, bezier, bezier_of, curve, curve_of, leaf, place
from .motifs import bright_mark, ribbon
from .palette import Palette
from .phoenix import phoenix
from .rainman import rain, rain_man
from .storm import lightning

# --- October: maple -------------------------------------------------------------------------------


def maple_leaf(c: Canvas, pal: Palette, at: Point, r: float, angle: float, colour) -> None:
    """A seven-lobed maple leaf: pointed lobes spread like a hand, the lowest ones short, with veins."""
    r *= 1.5
    c.line([at, place([(0, r * 1.1)], at, angle)[0]], pal.ink, 0.6)
    lobes = []
    for k in range(7):
        turn = -135 + k * 45
        length = r * (1.0 - 0.12 * abs(k - 3) - (0.2 if k in (0, 6) else 0))
        tip = place([(0, -length)], at, angle + turn)[0]
        lobes.append(leaf(at, tip, length * 0.5))
    for shape in lobes:
        c.line([*shape, shape[0]], pal.ink, 1.0)
    for shape in lobes:
        c.poly(shape, colour)
    for k in range(7):
        tip = place([(0, -r * 0.7 * (1.0 - 0.12 * abs(k - 3)))], at, angle - 135 + k * 45)[0]
        c.line([at, tip], pal.ink, 0.3)


def maple_colours(pal: Palette) -> tuple:
    """Autumn colours of the leaves on each face."""
    if pal.face == "hwatu":
        return (pal.red, pal.black, pal.red, pal.yellow)
    return (pal.red, pal.leaf, pal.red_dark, pal.yellow)


def maple_spray(c: Canvas, pal: Palette, leaves: list[tuple[float, float, float, float]], twigs=()) -> None:
    """Twigs, then leaves given as (x, y, radius, angle); colours cycle through the autumn set."""
    for twig in twigs:
        c.stroke(bezier_of(twig, 16), 2.2, 1.0, pal.branch, pal.ink)
    colours = maple_colours(pal)
    for i, (x, y, r, angle) in enumerate(leaves):
        maple_leaf(c, pal, (x, y), r, angle, colours[i % len(colours)])


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
                (14, 104, 9, 20),
                (108, 168, 10, 40),
                (96, 190, 9, -30),
                (10, 186, 9, 10),
            ],
            [((124, 10), (90, 40), (60, 30), (20, 50)), ((124, 150), (112, 166), (104, 180), (94, 192))],
        )
        deer(c, pal, (60, 136), 1.3)
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
                (104, 72, 10, -15),
                (56, 46, 9, 25),
                (16, 78, 10, 35),
                (44, 124, 10, -35),
                (100, 156, 11, 15),
                (30, 178, 11, -5),
            ],
            [
                ((124, 60), (90, 70), (60, 90), (20, 130)),
                ((60, 90), (70, 60), (80, 50), (84, 40)),
                ((40, 104), (56, 130), (64, 150), (70, 164)),
            ],
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
                (60, 22, 10, 10),
                (14, 24, 10, -30),
                (62, 82, 10, 30),
                (106, 120, 10, 5),
                (66, 178, 9, -20),
            ],
            [((-4, 150), (30, 130), (60, 110), (88, 86)), ((40, 126), (40, 90), (36, 70), (34, 54))],
        )


# --- November: willow -----------------------------------------------------------------------------


def willow_strand(c: Canvas, pal: Palette, points: list[Point], leaves: int = 9) -> None:
    """A hanging willow twig with narrow leaves along it."""
    spine = bezier_of(points, 30)
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


def willow(c: Canvas, pal: Palette, card: Card) -> None:
    """November (hwatu: December): willow; rain man (bright), swallow (animal), red ribbon, lightning."""
    if card.kind is Kind.BRIGHT:
        c.stroke(bezier((-4, 2), (20, 8), (50, 4), (70, 0), 10), 4, 2, pal.branch, pal.ink)
        willow_tree(c, pal, [(8, 150, 6), (22, 124, -5), (36, 96, 4), (98, 84, 5), (112, 118, -5)])
        rain(c, pal)
        rain_man(c, pal)
        bright_mark(c, pal, (102, 150))
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
    """A broad paulownia leaf: a wide heart with its point up, a midrib and paired side veins.

    ``at`` is where the stalk meets the leaf (the notch); ``angle`` 0 points the tip straight up.
    """
    k = r / 17
    outline = []
    for d in range(0, 360, 6):
        t = math.radians(d)
        wave = 1 + 0.03 * math.sin(9 * t)
        x = 16 * math.sin(t) ** 3 * k * 1.2 * wave
        y = (
            (13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t) - 5)
            * k
            * 1.4
            * wave
        )
        outline.append((x, y))
    c.poly(place(outline, at, angle), pal.leaf, pal.ink, 0.6)
    c.line(place([(0, 0), (0, -29 * k)], at, angle), pal.vein, 0.6)
    for j in range(3):
        y0 = -k * (3 + j * 8)
        for side in (-1, 1):
            vein = curve((0, y0), (side * 7 * k, y0 - 2 * k), (side * (14 - j * 3.5) * k, y0 - 10 * k), 8)
            c.line(place(vein, at, angle), pal.vein, 0.45)


def paulownia_flowers(c: Canvas, pal: Palette, base: Point, height: float, tiers: int = 5) -> None:
    """An upright flower panicle: a stalk with paired twigs ending in bell buds, open stars below."""
    x, y = base
    stalk_colour = pal.branch if pal.face == "hanafuda" else pal.ink
    bell = pal.purple if pal.face == "hanafuda" else pal.iris
    stalk = curve((x, y), (x + 3, y - height * 0.5), (x - 1, y - height), 12)
    c.stroke(stalk, 2.2, 1.0, stalk_colour, pal.ink)
    for t in range(tiers + 1):
        f = 0.5 + 0.5 * t / tiers
        sx, sy = stalk[round(f * 12)]
        reach = 11 * (1 - 0.55 * t / tiers)
        for side in (-1, 1) if t < tiers else (0,):
            tip = (sx + side * reach, sy - 5 - (3 if side == 0 else 0))
            c.line(curve((sx, sy), (sx + side * reach * 0.5, sy), tip, 6), stalk_colour, 0.6)
            c.poly(leaf((tip[0], tip[1] + 2), (tip[0] + side * 1.5, tip[1] - 7.5), 6.2), bell, pal.ink, 0.4)
    for side, lift in ((-1, 0.3), (1, 0.4), (-1, 0.5)):
        fx, fy = x + side * 10, y - height * lift
        c.line([(x, y - height * lift + 4), (fx, fy)], stalk_colour, 0.6)
        bell_flower(c, pal, (fx, fy), 7.5, bell)


def bell_flower(c: Canvas, pal: Palette, at: Point, r: float, colour) -> None:
    """An open paulownia flower seen from the front: five rounded lobes, a pale throat with dots."""
    x, y = at
    for k in range(5):
        a = math.radians(-90 + k * 72)
        c.ellipse(
            x + math.cos(a) * r * 0.5,
            y + math.sin(a) * r * 0.5,
            r * 0.45,
            fill=colour,
            ink=pal.ink,
            width=0.4,
        )
    c.ellipse(x, y, r * 0.5, fill=colour)
    c.ellipse(x, y + r * 0.05, r * 0.26, fill=pal.white, ink=pal.ink, width=0.3)
    c.ellipse(x, y + r * 0.05, r * 0.08, fill=pal.yellow)


def curve_path(points: list[Point]) -> list[Point]:
    """A smooth open path through ``points``."""
    return bezier_of(points, 14) if len(points) == 4 else curve_of(points, 14)


def paulownia(c: Canvas, pal: Palette, card: Card) -> None:
    """December (hwatu: November): paulownia; phoenix (bright), three plains, one with a coloured base."""
    if card.kind is Kind.BRIGHT:
        phoenix(c, pal)
        paulownia_flowers(c, pal, (30, 176), 60)
        for at, r, a in (((28, 190), 17, -50), ((86, 190), 17, 50), ((56, 194), 19, 0)):
            paulownia_leaf(c, pal, at, r, a)
        bright_mark(c, pal, (106, 156))
        return
    if card.subject == "coloured_base":
        c.rect(0, 150, 120, 200, pal.base_12c)
        c.line([(0, 150), (120, 150)], pal.ink, 0.6)
    spikes = {
        1: [(28, 150, 90), (60, 140, 104), (92, 150, 90)],
        2: [(36, 146, 98), (82, 142, 108)],
        3: [(24, 156, 86), (60, 136, 102), (96, 156, 86)],
    }[card.rank]
    for x, y, h in spikes:
        paulownia_flowers(c, pal, (x, y), h)
    leaves = {
        1: [((34, 178), 24, -48), ((86, 178), 24, 48), ((60, 186), 26, 0)],
        2: [((42, 176), 27, -30), ((84, 174), 26, 28)],
        3: [((22, 178), 20, -50), ((98, 178), 20, 50), ((48, 188), 23, -14), ((74, 188), 23, 14)],
    }[card.rank]
    for at, r, a in leaves:
        paulownia_leaf(c, pal, at, r, a)
