"""Birds and beasts drawn from simple shapes; each takes a position, a scale and a direction."""

from __future__ import annotations

from collections.abc import Sequence

from .canvas import Canvas
from .geometry import Point, bezier, leaf, place, taper
from .motifs import eye
from .palette import Colour, Palette


def songbird(
    c: Canvas,
    pal: Palette,
    at: Point,
    scale: float,
    body: Colour,
    belly: Colour,
    wing: Colour,
    *,
    flip: bool = False,
    angle: float = 0.0,
) -> None:
    """A small perching bird facing right (left when ``flip``): tail, body, wing, head, beak."""

    def p(points: Sequence[Point]) -> list[Point]:
        return place(points, at, angle, scale, flip)

    ink = pal.ink
    c.poly(p(taper([(-10, 2), (-22, 9), (-30, 15)], 6, 3.5)), wing, ink, 0.5)
    c.poly(p(leaf((-14, 4), (12, -2), 17, bulge=-1.5)), body, ink, 0.55)
    c.poly(p(leaf((-8, 7), (10, 3), 8, bulge=1.5)), belly)
    c.poly(p(leaf((-16, 2), (6, -3), 9, bulge=-2)), wing, ink, 0.45)
    head = p([(10, -5)])[0]
    c.ellipse(head[0], head[1], 6.5 * scale, fill=body, ink=ink, width=0.55)
    c.poly(p([(15, -7), (22, -4.5), (15.5, -3)]), pal.ink)
    eye(c, p([(11.5, -6.5)])[0], 1.4 * scale, ink, pal.white)
    for dx in (-3, 2):
        c.line(p([(dx, 8), (dx + 1, 13)]), ink, 0.7)


def flying_bird(
    c: Canvas,
    pal: Palette,
    at: Point,
    scale: float,
    body: Colour,
    wing: Colour,
    *,
    flip: bool = False,
    angle: float = 0.0,
    throat: Colour | None = None,
    forked: bool = False,
) -> None:
    """A bird in flight seen from the side: swept wings over a slim body."""

    def p(points: Sequence[Point]) -> list[Point]:
        return place(points, at, angle, scale, flip)

    ink = pal.ink
    if forked:
        c.poly(p(taper(bezier((-12, 1), (-22, 2), (-30, 8), (-38, 14), 8), 3.5, 0.6)), body, ink, 0.4)
        c.poly(p(taper(bezier((-12, 0), (-22, -2), (-32, -2), (-40, 2), 8), 3.5, 0.6)), body, ink, 0.4)
    else:
        c.poly(p([(-12, -2), (-24, -5), (-25, 4), (-12, 3)]), wing, ink, 0.5)
    c.poly(p(leaf((-16, 0), (14, 0), 10)), body, ink, 0.55)
    if throat is not None:
        c.poly(p(leaf((6, 1), (15, 0), 5)), throat)
    c.poly(p([(-6, -2), (4, -24), (16, -30), (6, -14), (4, -3)]), wing, ink, 0.55)
    c.poly(p([(-8, 2), (-4, 18), (4, 26), (2, 12), (2, 3)]), wing, ink, 0.5)
    for y0 in (-20, -14, -8):
        c.line(p([(7, y0 + 2), (9, y0 - 3)]), ink, 0.35)
    c.poly(p([(14, -2), (20, 0.5), (14, 2)]), pal.ink)
    eye(c, p([(10.5, -1.5)])[0], 1.2 * scale, ink, pal.white)


GOOSE_WINGS = {
    "up": [(6, -3), (1, -16), (-7, -30), (-14, -33), (-9, -19), (-6, -3)],
    "level": [(6, -2), (-6, -9), (-24, -14), (-31, -12), (-14, -3), (-4, 1)],
    "down": [(6, 1), (2, 13), (-5, 25), (-11, 27), (-7, 13), (-6, 2)],
}


def goose(c: Canvas, pal: Palette, at: Point, scale: float, phase: str, *, angle: float = 0.0) -> None:
    """A wild goose flying left: neck stretched forward, dark head with a pale cheek, wings in ``phase``.

    ``phase`` is where the wings are in their beat: ``up``, ``level`` or ``down``.
    """

    def p(points: Sequence[Point]) -> list[Point]:
        return place(points, at, angle, scale, True)

    ink = pal.ink
    body, wing, dark = (128, 108, 88), (84, 68, 56), (44, 36, 32)
    far = [(x * 0.85 + 3, y * 0.8 + (2 if phase == "up" else -2)) for x, y in GOOSE_WINGS[phase]]
    c.poly(p(far), dark, ink, 0.45)
    c.poly(p([(-15, -1), (-23, -3), (-22, 3), (-15, 2)]), dark, ink, 0.4)
    c.poly(p(leaf((-17, 0.5), (13, -0.5), 11, bulge=1.2)), body, ink, 0.55)
    c.poly(p(leaf((-12, 3), (8, 3), 4.5, bulge=0.5)), pal.white)
    c.stroke(p(bezier((9, -1), (16, -2), (22, -4), (27, -5), 8)), 5.0, 3.0, dark, ink)
    head = p([(28.5, -5)])[0]
    c.ellipse(head[0], head[1], 3.4 * scale, 2.7 * scale, fill=dark, ink=ink, width=0.4)
    c.poly(p(leaf((24, -3.6), (29, -3.8), 2.6)), pal.white)
    c.poly(p([(31, -6.2), (37.5, -5), (31, -3.6)]), pal.black, ink, 0.3)
    shape = GOOSE_WINGS[phase]
    c.poly(p(shape), wing, ink, 0.5)
    (rx, ry), (tx, ty) = shape[0], shape[3]
    for k in (0.35, 0.55, 0.75):
        c.line(p([(rx, ry), (rx + (tx - rx) * k * 1.1, ry + (ty - ry) * k)]), ink, 0.3)
