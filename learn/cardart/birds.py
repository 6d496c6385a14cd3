"""Birds and beasts drawn from simple shapes; each takes a position, a scale and a direction."""

from __future__ import annotations

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

    def p(points):
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

    def p(points):
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
