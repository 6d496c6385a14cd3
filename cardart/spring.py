"""April wisteria (cuckoo), May iris (bridge), June peony (butterflies)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.cards import Card, Kind

from .canvas import Canvas
from .geometry import Point, bezier, bezier_of, leaf, place
from .motifs import clouds, eye, leaf_shape, ribbon
from .palette import Palette

# --- April: wisteria ------------------------------------------------------------------------------

LAVENDER = (150, 128, 200)


def raceme(
    c: Canvas, pal: Palette, top: Point, length: float, sway: float = 4.0, up: bool = False, size: float = 1.0
) -> None:
    """A hanging wisteria cluster: small flowers along a drooping stalk, smaller towards the tip.

    Korean decks print the wisteria upside down (clusters standing up), so ``up`` turns it over.
    """
    sign = -1 if up else 1
    x0, y0 = top
    stalk = bezier(
        (x0, y0),
        (x0 + sway, y0 + sign * length * 0.4),
        (x0 - sway, y0 + sign * length * 0.7),
        (x0 + sway * 0.5, y0 + sign * length),
        14,
    )
    c.line(stalk, pal.leaf_dark if pal.face == "hanafuda" else pal.ink, 0.6)
    steps = max(7, round(length / 7))
    for i in range(steps):
        t = i / (steps - 1)
        (x, y) = stalk[round(t * 14)]
        r = 5.6 * size * (1 - 0.55 * t)
        side = -1 if i % 2 else 1
        fill = pal.purple if i % 3 else LAVENDER
        fx = x + side * r * 0.6
        c.ellipse(fx, y, r * 1.05, r * 0.85, fill=fill, ink=pal.ink, width=0.35)
        c.poly(
            leaf((fx - side * r * 0.7, y + r * 0.25), (fx + side * r * 0.8, y + r * 0.1), r * 0.7), LAVENDER
        )
        c.ellipse(fx - side * r * 0.3, y - r * 0.3, r * 0.18, fill=pal.yellow)


def vine(c: Canvas, pal: Palette, points: list[Point], leaves: int = 4) -> list[Point]:
    """A thin wisteria vine with pairs of small leaves; returns its spine."""
    spine = bezier_of(points, 24)
    c.stroke(spine, 2.6, 1.2, pal.branch, pal.ink)
    for k in range(leaves):
        x, y = spine[3 + k * (20 // max(leaves, 1))]
        for side in (-1, 1):
            leaf_shape(c, (x, y), (x + side * 7, y - 5), 4, pal.leaf, pal.vein, pal.ink)
    return spine


def cuckoo(c: Canvas, pal: Palette, at: Point, scale: float, angle: float = 0.0) -> None:
    """The lesser cuckoo (hototogisu) in flight, facing left: raised fanned wing, barred breast, long tail."""

    def p(points: Sequence[Point]) -> list[Point]:
        return place(points, at, angle, scale, True)

    if pal.face == "hwatu":
        body, wing, belly = pal.ochre, (170, 96, 40), pal.yellow
    else:
        body, wing, belly = (84, 74, 70), (52, 46, 44), pal.white
    ink = pal.ink
    for k in range(4):
        c.poly(p(leaf((2, 2), (-6 - k * 3, 18 + k * 2), 6)), wing, ink, 0.45)
    tail = [(-11, -2), (-30, -6), (-33, 0), (-30, 5), (-11, 3)]
    c.poly(p(tail), wing, ink, 0.5)
    for k in range(3):
        c.ellipse(*p([(-17 - k * 5, 0)])[0], 0.9 * scale, fill=pal.white)
    c.poly(p(leaf((-16, 0), (15, -1), 12, bulge=-1)), body, ink, 0.55)
    c.poly(p(leaf((-6, 3), (12, 2), 6, bulge=1.5)), belly)
    for k in range(4):
        c.line(p([(-3 + k * 3.5, 1.5), (-2 + k * 3.5, 5)]), ink, 0.3)
    for k in range(6):
        length = 30 - abs(k - 2) * 3
        c.poly(p(leaf((0, -3), place([(length, 0)], (0, -3), -128 + k * 12)[0], 8)), wing, ink, 0.45)
    for k in range(4):
        c.poly(p(leaf((2, -3), place([(14, 0)], (2, -3), -120 + k * 16)[0], 7)), body, ink, 0.4)
    c.ellipse(*p([(15, -2)])[0], 5.2 * scale, fill=body, ink=ink, width=0.5)
    c.poly(p([(19, -3.5), (26, -1), (19.5, 0)]), pal.ink)
    eye(c, p([(16.5, -3)])[0], 1.3 * scale, ink, pal.yellow)


def black_sprig(c: Canvas, pal: Palette, points: list[Point], leaves: int = 7, twigs: bool = True) -> None:
    """A Korean-deck April sprig standing up: a thin black stem with alternate teardrop leaves."""
    spine = bezier_of(points, 28)
    c.stroke(spine, 1.8, 0.7, pal.ink)
    for k in range(leaves):
        i = 3 + k * 23 // leaves
        (x, y), (x2, y2) = spine[i], spine[i + 1]
        angle = math.degrees(math.atan2(y2 - y, x2 - x))
        side = 1 if k % 2 else -1
        size = 12 - 5 * k / leaves
        if twigs and k in (1, 4):
            twig = [
                (x, y),
                place([(12, side * 14)], (x, y), angle)[0],
                place([(26, side * 18)], (x, y), angle)[0],
            ]
            black_sprig(c, pal, [twig[0], twig[1], twig[1], twig[2]], 4, twigs=False)
            continue
        tip = place([(size * 0.6, side * size)], (x, y), angle)[0]
        c.poly(leaf((x, y), tip, size * 0.6, bulge=side * 0.6), pal.leaf)
    (x, y), (px, py) = spine[-1], spine[-3]
    c.poly(
        leaf((x, y + 2), place([(8, 0)], (x, y), math.degrees(math.atan2(y - py, x - px)))[0], 4.5), pal.leaf
    )


def wisteria(c: Canvas, pal: Palette, card: Card) -> None:
    """April: wisteria (black sprigs on hwatu); cuckoo and crescent moon (animal), red ribbon, plains."""
    if pal.face == "hwatu":
        sprigs_hwatu(c, pal, card)
        return
    if card.kind is Kind.ANIMAL:
        c.ellipse(62, 50, 30, fill=pal.red, ink=pal.ink, width=0.6)
        c.ellipse(74, 42, 27, fill=pal.paper)
        cuckoo(c, pal, (62, 64), 1.2, angle=12)
        vine(c, pal, [(-2, 100), (40, 112), (80, 92), (124, 104)], 4)
        for x, y, length in ((16, 104, 86), (46, 108, 72), (76, 100, 90), (104, 102, 78)):
            raceme(c, pal, (x, y + 2), length, 5, size=1.15)
        return
    vine(c, pal, [(-2, 16), (40, 26), (80, 10), (124, 22)], 3)
    if card.kind is Kind.RIBBON:
        for x, length in ((14, 120), (40, 70), (96, 130), (110, 84)):
            raceme(c, pal, (x, 20), length, 5)
        ribbon(c, pal, card, (66, 102), 10)
    elif card.rank == 2:
        for x, length in ((18, 140), (52, 96), (84, 156)):
            raceme(c, pal, (x, 20), length, 6)
        c.line(bezier((100, 22), (118, 60), (94, 80), (110, 104), 16), pal.leaf_dark, 0.8)
    else:
        for x, length in ((12, 90), (38, 150), (66, 110), (98, 144)):
            raceme(c, pal, (x, 20), length, -5)


SPRIGS = {
    "animal": [((24, 200), (20, 170), (34, 150), (30, 120)), ((100, 200), (110, 150), (94, 110), (104, 70))],
    "ribbon": [
        ((14, 200), (8, 150), (24, 110), (16, 60)),
        ((40, 200), (44, 170), (30, 140), (36, 116)),
        ((92, 200), (100, 150), (86, 100), (96, 40)),
        ((110, 200), (118, 170), (104, 150), (112, 120)),
    ],
    "c": [
        ((20, 200), (10, 150), (30, 110), (18, 56)),
        ((48, 200), (52, 140), (40, 100), (50, 30)),
        ((70, 200), (64, 160), (80, 120), (76, 80)),
        ((98, 200), (110, 150), (92, 100), (102, 44)),
    ],
    "d": [
        ((30, 200), (20, 160), (40, 120), (26, 70)),
        ((56, 200), (60, 150), (50, 110), (62, 44)),
        ((84, 200), (96, 160), (78, 120), (94, 90)),
        ((106, 200), (104, 150), (116, 110), (106, 60)),
    ],
}


def sprigs_hwatu(c: Canvas, pal: Palette, card: Card) -> None:
    """The Korean April: upright black sprigs; the cuckoo crosses a red crescent in open sky."""
    key = {Kind.ANIMAL: "animal", Kind.RIBBON: "ribbon"}.get(card.kind, "c" if card.rank == 2 else "d")
    if card.kind is Kind.ANIMAL:
        c.ellipse(46, 58, 30, fill=pal.red, ink=pal.ink, width=0.6)
        c.ellipse(58, 50, 27, fill=pal.paper)
    for points in SPRIGS[key]:
        black_sprig(c, pal, list(points), 11)
    if card.kind is Kind.ANIMAL:
        cuckoo(c, pal, (52, 70), 1.2, angle=12)
    elif card.kind is Kind.RIBBON:
        ribbon(c, pal, card, (64, 92), 10)
    elif card.rank == 3:
        c.line(bezier((106, 62), (100, 40), (116, 36), (110, 26), 16), pal.ink, 0.6)


# --- May: iris ------------------------------------------------------------------------------------


def iris_leaves(c: Canvas, pal: Palette, blades: list[tuple[float, float, float]], base: float = 200) -> None:
    """Sword-shaped iris leaves rising from the bottom: (x, height, lean) for each blade."""
    for x, height, lean in blades:
        spine = bezier(
            (x, base),
            (x, base - height * 0.5),
            (x + lean * 0.5, base - height * 0.8),
            (x + lean, base - height),
            12,
        )
        c.stroke(spine, 6.5, 0.4, pal.leaf, pal.ink)
        c.line(spine[2:-3], pal.vein, 0.35)


def iris_flower(c: Canvas, pal: Palette, at: Point, r: float = 11, stem: float = 0) -> None:
    """An iris flower: three drooping falls with a yellow mark, two upright standards."""
    x, y = at
    r *= 1.3
    if stem:
        c.stroke([(x, y + stem), (x, y + 4)], 2.2, 1.6, pal.leaf_dark, pal.ink)
    for dx in (-0.35, 0.35):
        c.poly(leaf((x + dx * r * 0.4, y), (x + dx * r, y - r * 1.1), r * 0.55), pal.iris, pal.ink, 0.45)
    for angle in (-145, -90, -35):
        a = math.radians(angle + 180)
        tip = (x + math.cos(a) * r * 1.1, y + math.sin(a) * r * 1.0)
        c.poly(leaf((x, y - 1), tip, r * 0.75, bulge=1.0), pal.iris, pal.ink, 0.45)
        c.poly(leaf((x, y), (x + math.cos(a) * r * 0.6, y + math.sin(a) * r * 0.55), r * 0.22), pal.yellow)
    c.ellipse(x, y - 1, r * 0.16, fill=pal.white)


def bridge(c: Canvas, pal: Palette) -> None:
    """The eight-plank bridge (yatsuhashi): planks laid in a zigzag over water, on posts."""
    c.poly([(0, 150), (120, 136), (120, 200), (0, 200)], pal.water, pal.ink, 0.5)
    for k in range(6):
        y0 = 154 + k * 8
        c.line(bezier((4, y0), (30, y0 - 4), (60, y0 + 4), (116, y0 - 8), 12), pal.white, 0.5)
    planks = [((-4, 128), (70, 150)), ((50, 170), (124, 132))]
    for (x0, y0), (x1, y1) in planks:
        for post in (x0 + 10, x1 - 10):
            py = y0 + (y1 - y0) * (post - x0) / (x1 - x0)
            c.rect(post - 2.2, py, post + 2.2, py + 22, pal.brown)
        c.poly([(x0, y0), (x1, y1), (x1, y1 + 9), (x0, y0 + 9)], pal.ochre, pal.ink, 0.6)
        c.poly([(x0, y0 + 9), (x1, y1 + 9), (x1, y1 + 13), (x0, y0 + 13)], pal.brown, pal.ink, 0.5)
        for k in range(1, 5):
            t = k / 5
            xa, ya = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            c.line([(xa - 1, ya), (xa + 1, ya + 9)], pal.ink, 0.35)


def iris(c: Canvas, pal: Palette, card: Card) -> None:
    """May: iris; eight-plank bridge (animal), plain red ribbon, two plains."""
    if card.kind is Kind.ANIMAL:
        iris_leaves(c, pal, [(14, 150, -8), (28, 120, 6), (60, 160, 10), (92, 130, -6), (108, 150, 8)], 160)
        for at in ((28, 44), (62, 26), (96, 50)):
            iris_flower(c, pal, at, 11, 40)
        bridge(c, pal)
    elif card.kind is Kind.RIBBON:
        iris_leaves(
            c, pal, [(10, 170, 6), (26, 110, -8), (52, 140, 4), (84, 160, -10), (100, 120, 8), (112, 176, -6)]
        )
        iris_flower(c, pal, (84, 46), 11, 30)
        iris_flower(c, pal, (104, 80), 9, 20)
        ribbon(c, pal, card, (42, 78), -10)
    elif card.rank == 2:
        iris_leaves(
            c, pal, [(12, 150, -8), (30, 110, 10), (50, 170, 4), (70, 130, -6), (92, 160, 8), (110, 120, -10)]
        )
        for at, r in (((34, 46), 12), ((82, 30), 11), ((64, 74), 10)):
            iris_flower(c, pal, at, r, 30)
    else:
        iris_leaves(c, pal, [(16, 120, 10), (36, 172, -6), (56, 100, 6), (78, 176, 10), (100, 130, -8)])
        for at, r in (((40, 78), 12), ((92, 54), 11)):
            iris_flower(c, pal, at, r, 46)


# --- June: peony ----------------------------------------------------------------------------------


def peony_flower(c: Canvas, pal: Palette, at: Point, r: float = 20) -> None:
    """A full peony: rings of rounded red petals around a golden heart."""
    x, y = at
    r *= 1.15
    for ring, (count, rr, dark) in enumerate(((10, 0.78, False), (8, 0.52, True), (6, 0.28, False))):
        for i in range(count):
            a = math.radians(i * 360 / count + ring * 17)
            fill = pal.red_dark if dark else pal.red
            c.ellipse(
                x + math.cos(a) * r * rr,
                y + math.sin(a) * r * rr * 0.8,
                r * 0.32,
                r * 0.28,
                fill=fill,
                ink=pal.ink,
                width=0.45,
            )
    c.ellipse(x, y, r * 0.18, fill=pal.yellow, ink=pal.ink, width=0.4)


def peony_leaf(c: Canvas, pal: Palette, base: Point, size: float, angle: float) -> None:
    """A peony leaf of three pointed lobes."""
    size *= 1.25
    for turn in (-35, 0, 35):
        tip = place([(0, -size)], base, angle + turn)[0]
        leaf_shape(c, base, tip, size * 0.5, pal.leaf, pal.vein, pal.ink)


def peony_bud(c: Canvas, pal: Palette, at: Point, stem_to: Point) -> None:
    """A closed peony bud on its stem."""
    c.stroke([stem_to, at], 2.0, 1.5, pal.leaf_dark, pal.ink)
    c.ellipse(at[0], at[1] - 2, 5, 6, fill=pal.red, ink=pal.ink, width=0.45)
    for turn in (-40, 40):
        c.poly(leaf(at, place([(0, -8)], at, turn)[0], 4), pal.leaf, pal.ink, 0.4)


def butterfly(c: Canvas, pal: Palette, at: Point, scale: float, angle: float) -> None:
    """A swallowtail butterfly with yellow wings edged in black."""

    def p(points: Sequence[Point]) -> list[Point]:
        return place(points, at, angle, scale)

    for side in (-1, 1):
        c.poly(
            p([(0, -1), (side * 14, -12), (side * 17, -4), (side * 10, 2), (0, 2)]), pal.yellow, pal.ink, 0.6
        )
        c.poly(p([(0, 2), (side * 10, 4), (side * 9, 12), (side * 4, 16), (0, 6)]), pal.ochre, pal.ink, 0.5)
        c.line(p([(side * 4, -4), (side * 13, -9)]), pal.ink, 0.7)
        c.ellipse(*p([(side * 6, 9)])[0], 1.4 * scale, fill=pal.red)
        c.line(p([(0, -5), (side * 4, -12)]), pal.ink, 0.4)
    c.poly(p(leaf((0, -6), (0, 12), 3)), pal.ink)


def peony(c: Canvas, pal: Palette, card: Card) -> None:
    """June: peony; butterflies (animal), blue ribbon, two plains."""
    if card.kind is Kind.ANIMAL:
        clouds(c, pal.red, 16, pal.red_dark, seed=2)
        peony_leaf(c, pal, (30, 200), 40, -30)
        peony_leaf(c, pal, (92, 200), 40, 30)
        peony_leaf(c, pal, (60, 196), 34, 0)
        peony_flower(c, pal, (60, 140), 24)
        butterfly(c, pal, (36, 64), 1.2, -15)
        butterfly(c, pal, (86, 84), 1.05, 20)
    elif card.kind is Kind.RIBBON:
        peony_leaf(c, pal, (20, 200), 40, -20)
        peony_leaf(c, pal, (100, 200), 38, 25)
        peony_bud(c, pal, (34, 40), (44, 100))
        peony_flower(c, pal, (80, 130), 24)
        ribbon(c, pal, card, (50, 96), 14)
    elif card.rank == 2:
        peony_leaf(c, pal, (24, 200), 44, -25)
        peony_leaf(c, pal, (96, 200), 44, 25)
        peony_leaf(c, pal, (60, 190), 30, 0)
        peony_bud(c, pal, (60, 36), (60, 100))
        peony_flower(c, pal, (60, 112), 26)
    else:
        peony_leaf(c, pal, (10, 200), 36, -40)
        peony_leaf(c, pal, (60, 200), 44, 10)
        peony_leaf(c, pal, (108, 200), 32, 40)
        peony_bud(c, pal, (92, 42), (80, 110))
        peony_flower(c, pal, (46, 140), 24)
        peony_flower(c, pal, (80, 78), 14)
