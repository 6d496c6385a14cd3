"""February plum (bush warbler), March cherry (curtain); January's pine lives in ``pine.py``."""

from __future__ import annotations

import itertools

from engine.cards import Card, Kind

from .birds import songbird
from .canvas import Canvas
from .geometry import Point, arc, bezier, bezier_of, leaf, place
from .motifs import blossom, bright_mark, clouds, ribbon
from .palette import Palette

# --- February: plum -------------------------------------------------------------------------------


def plum_branch(c: Canvas, pal: Palette, points: list[Point], w0: float, w1: float) -> list[Point]:
    """A gnarled plum branch (a zigzag spine with knots); returns its spine."""
    spine = []
    for a, b in itertools.pairwise(points):
        spine += bezier(
            a,
            (a[0] * 0.6 + b[0] * 0.4 + 3, a[1] * 0.6 + b[1] * 0.4),
            (a[0] * 0.3 + b[0] * 0.7 - 3, a[1] * 0.3 + b[1] * 0.7),
            b,
            6,
        )[:-1]
    spine.append(points[-1])
    c.stroke(spine, w0, w1, pal.branch, pal.ink)
    for x, y in points[1:-1]:
        c.ellipse(x, y, w0 * 0.28, fill=pal.branch, ink=pal.ink, width=0.4)
    return spine


def plum_flower(c: Canvas, pal: Palette, at: Point, r: float = 6.5, angle: float = -90) -> None:
    """A red five-petal plum flower with yellow stamens."""
    blossom(c, at, r * 1.3, pal.red, pal.yellow, pal.ink, angle=angle)


def plum_bud(c: Canvas, pal: Palette, at: Point, r: float = 2.0) -> None:
    """A closed plum bud."""
    c.ellipse(at[0], at[1], r * 1.4, fill=pal.red, ink=pal.ink, width=0.35)


def plum(c: Canvas, pal: Palette, card: Card) -> None:
    """February: plum branches with red blossoms; bush warbler (animal), poem ribbon, two plains."""
    if card.kind is Kind.ANIMAL:
        clouds(c, pal.red, 22, pal.red_dark, seed=1)
        plum_branch(c, pal, [(-4, 170), (30, 150), (64, 132), (96, 120), (124, 112)], 12, 6)
        plum_branch(c, pal, [(70, 130), (84, 98), (110, 70)], 5, 2.5)
        plum_branch(c, pal, [(30, 150), (20, 190)], 5, 3)
        songbird(c, pal, (58, 110), 1.15, (128, 150, 58), (206, 196, 96), (92, 112, 44))
        for at, r in (((90, 100), 7), ((108, 74), 6.5), ((24, 172), 6), ((104, 128), 6), ((16, 146), 5.5)):
            plum_flower(c, pal, at, r)
        for at in ((96, 84), (84, 116), (30, 186), (116, 104), (8, 160)):
            plum_bud(c, pal, at)
    elif card.kind is Kind.RIBBON:
        plum_branch(c, pal, [(10, 200), (22, 150), (50, 126), (60, 80), (92, 40)], 11, 4)
        plum_branch(c, pal, [(50, 126), (96, 140), (112, 170)], 6, 3)
        ribbon(c, pal, card, (62, 96), 10)
        for at, r in (
            ((90, 44), 6.5),
            ((40, 140), 7),
            ((96, 140), 6.5),
            ((110, 168), 6),
            ((24, 176), 6.5),
            ((82, 66), 5.5),
            ((30, 40), 6),
        ):
            plum_flower(c, pal, at, r)
        for at in ((100, 30), (70, 138), (14, 160), (104, 154), (24, 52)):
            plum_bud(c, pal, at)
    elif card.rank == 2:
        plum_branch(c, pal, [(30, 200), (36, 160), (24, 120), (40, 70), (34, 30)], 9, 3)
        plum_branch(c, pal, [(36, 160), (70, 140), (80, 96), (96, 60)], 7, 3)
        for at, r in (
            ((34, 36), 7),
            ((44, 90), 6.5),
            ((96, 62), 7),
            ((76, 120), 7),
            ((20, 140), 6),
            ((40, 178), 6),
            ((100, 150), 6),
            ((24, 100), 5.5),
            ((84, 90), 5.5),
        ):
            plum_flower(c, pal, at, r)
        for at in ((26, 66), (88, 84), (58, 150), (104, 50)):
            plum_bud(c, pal, at)
    else:
        plum_branch(c, pal, [(124, 176), (90, 164), (60, 172), (28, 140), (20, 96)], 11, 4)
        plum_branch(c, pal, [(60, 172), (66, 120), (88, 84)], 6, 3)
        for at, r in (
            ((20, 100), 7),
            ((36, 146), 6.5),
            ((90, 88), 7),
            ((68, 126), 6.5),
            ((100, 160), 6.5),
            ((50, 60), 5.5),
            ((96, 40), 6),
            ((30, 44), 6),
            ((76, 184), 5.5),
        ):
            plum_flower(c, pal, at, r)
        for at in ((14, 118), (80, 100), (112, 170), (56, 48)):
            plum_bud(c, pal, at)


# --- March: cherry --------------------------------------------------------------------------------


def cherry_flower(c: Canvas, pal: Palette, at: Point, r: float = 7.0, red: bool = False) -> None:
    """A cherry blossom with notched petals: pink, or red for the deep-coloured ones."""
    fill = pal.red if red else pal.pink
    blossom(c, at, r, fill, pal.red_dark if not red else pal.yellow, pal.ink, notch=True)


def cherry_cluster(c: Canvas, pal: Palette, at: Point, spread: float = 1.0, turn: int = 0) -> None:
    """Three blossoms together, one of them red."""
    x, y = at
    offsets = ((-7, -3), (6, -6), (1, 6))
    for i, (dx, dy) in enumerate(offsets):
        cherry_flower(c, pal, (x + dx * spread * 1.25, y + dy * spread * 1.25), 8, red=(i + turn) % 3 == 0)


def cherry_trunk(c: Canvas, pal: Palette, points: list[Point], w0: float, w1: float) -> None:
    """A cherry trunk with horizontal bark bands."""
    spine = bezier_of(points, 20)
    c.stroke(spine, w0, w1, pal.branch, pal.ink)
    for i in range(2, 19, 3):
        (x, y) = spine[i]
        c.line([(x - w0 * 0.3, y - 0.5), (x + w0 * 0.3, y + 0.5)], pal.ink, 0.4)


def cherry(c: Canvas, pal: Palette, card: Card) -> None:
    """March: cherry blossom; curtain (bright), poem ribbon, two plains."""
    if card.kind is Kind.BRIGHT:
        for i, at in enumerate(
            ((22, 24), (58, 18), (94, 26), (38, 56), (78, 54), (16, 88), (104, 84), (58, 90))
        ):
            cherry_cluster(c, pal, at, 1.0, i)
        curtain(c, pal)
        bright_mark(c, pal, (22, 170))
    elif card.kind is Kind.RIBBON:
        cherry_trunk(c, pal, [(124, 150), (96, 140), (80, 110), (70, 60)], 8, 4)
        for i, at in enumerate(((30, 26), (84, 30), (20, 90), (100, 96), (28, 152), (92, 166), (56, 180))):
            cherry_cluster(c, pal, at, 1.0, i)
        ribbon(c, pal, card, (58, 100), -8)
    elif card.rank == 2:
        cherry_trunk(c, pal, [(120, 200), (104, 140), (110, 80), (90, 10)], 13, 6)
        cherry_trunk(c, pal, [(108, 120), (80, 110), (60, 96), (40, 80)], 5, 2.5)
        for i, at in enumerate(((70, 26), (30, 48), (44, 92), (72, 120), (24, 140), (56, 170))):
            cherry_cluster(c, pal, at, 1.1, i)
    else:
        cherry_trunk(c, pal, [(-4, 176), (30, 160), (60, 170), (96, 124)], 12, 5)
        cherry_trunk(c, pal, [(40, 164), (30, 120), (40, 90), (30, 60)], 5, 2.5)
        for i, at in enumerate(((32, 40), (80, 30), (90, 76), (54, 110), (22, 100), (100, 130))):
            cherry_cluster(c, pal, at, 1.1, i + 1)


def curtain(c: Canvas, pal: Palette) -> None:
    """The cherry-viewing curtain (maku) across the lower half, hung from a knotted rope."""
    main = pal.ribbon_blue if pal.face == "hanafuda" else pal.black
    top, bottom = 112, 200
    c.poly([(0, top), (120, top), (120, bottom), (0, bottom)], main, pal.ink, 0.6)
    c.rect(0, top + 34, 120, top + 54, pal.red)
    c.line([(0, top + 34), (120, top + 34)], pal.ink, 0.6)
    c.line([(0, top + 54), (120, top + 54)], pal.ink, 0.6)
    for x in range(12, 120, 24):
        c.line(
            [(x, top + 4), (x - 2, bottom)], pal.leaf_dark if pal.face == "hanafuda" else (60, 55, 55), 0.5
        )
    for x in (34, 86):
        crest(c, pal, (x, top + 20))
    swag = []
    for x0 in range(0, 120, 30):
        swag += arc(x0 + 15, top - 3, 15, 8, 180, 0, 10)
    c.line(swag, pal.ochre, 2.4)
    c.line(swag, pal.ink, 0.4)
    for x in range(0, 121, 30):
        c.ellipse(x, top - 3, 3.2, fill=pal.red, ink=pal.ink, width=0.4)


def crest(c: Canvas, pal: Palette, at: Point) -> None:
    """A round family crest (three cherry petals in a ring) on the curtain."""
    x, y = at
    c.ellipse(x, y, 11, fill=pal.white, ink=pal.ink, width=0.5)
    c.ellipse(x, y, 9, ink=pal.red, width=0.8)
    for k in range(3):
        petal = place(leaf((0, 0), (0, -7), 6), (x, y), k * 120)
        c.poly(petal, pal.red)
    c.ellipse(x, y, 1.6, fill=pal.white)
