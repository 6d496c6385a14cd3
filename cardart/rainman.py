"""November's bright card (11a): Ono no Michikaze in the rain, the frog and the willow.

The poet walks left along a winding stream in a red court robe with wide sleeves and folds, a tall black
cap, holding a raised umbrella tilted into the rain; a frog leaps up at the willow at the lower left.
"""

from __future__ import annotations

from collections.abc import Sequence

from .canvas import Canvas
from .geometry import Point, arc, bezier, curve, leaf, place, taper
from .motifs import eye
from .palette import Palette

SKIN = (244, 214, 176)
FROG = (104, 164, 70)
FROG_DARK = (52, 100, 40)
UMBRELLA = (236, 178, 58)


def rain_man(c: Canvas, pal: Palette) -> None:
    """The scene: stream, umbrella behind, the man, then the frog in front."""
    stream(c, pal)
    umbrella(c, pal, (38, 58), -24)
    poet(c, pal, (72, 120))
    frog(c, pal, (22, 150))


def rain(c: Canvas, pal: Palette) -> None:
    """Slanting rain over the whole scene."""
    grey = (150, 146, 140) if pal.face == "hanafuda" else (120, 120, 120)
    for k in range(16):
        x = 4 + (k * 23) % 120
        y = 8 + (k * 37) % 120
        c.line([(x, y), (x - 5, y + 14)], grey, 0.5)


def stream(c: Canvas, pal: Palette) -> None:
    """A winding stream from the left edge to the foot of the card, with ripple lines."""
    top = bezier((-4, 150), (40, 140), (40, 176), (124, 168), 20)
    bottom = bezier((124, 200), (60, 200), (30, 170), (-4, 172), 20)
    c.poly([*top, *bottom], pal.water, pal.ink, 0.5)
    for k in range(3):
        c.line(
            bezier((4, 156 + k * 5), (36, 150 + k * 6), (46, 180 + k * 4), (116, 176 + k * 6), 14),
            pal.white,
            0.5,
        )


def umbrella(c: Canvas, pal: Palette, centre: Point, angle: float) -> None:
    """An oiled-paper umbrella, open and tilted: a shallow dome with ribs and a ring, on a long shaft."""
    dome = place(arc(0, 0, 29, 16, 180, 360, 18), centre, angle)
    rim = place(bezier((29, 0), (14, 5), (-14, 5), (-29, 0), 12), centre, angle)
    c.poly([*dome, *rim], UMBRELLA, pal.ink, 0.6)
    apex = place([(0, -16)], centre, angle)[0]
    for k in range(0, 19, 2):
        c.line([apex, dome[k]], pal.red_dark, 0.4)
    c.line(place(arc(0, -3, 21, 10, 186, 354, 14), centre, angle), pal.red, 1.4)
    c.line(place(arc(0, -9, 9, 5, 186, 354, 10), centre, angle), pal.red, 1.0)
    c.ellipse(apex[0], apex[1], 1.8, fill=pal.red, ink=pal.ink, width=0.35)
    shaft = [place([(0, 3)], centre, angle)[0], place([(0, 46)], centre, angle)[0]]
    c.line(shaft, pal.brown, 1.1)


def poet(c: Canvas, pal: Palette, at: Point) -> None:
    """The man walking left: hakama and shoes, the robe with folds, sleeve, hands, head and tall cap."""
    x, y = at
    for dx in (-8, 6):
        c.poly(
            [(x + dx - 4, y + 30), (x + dx + 5, y + 30), (x + dx + 6, y + 44), (x + dx - 6, y + 44)],
            pal.white,
            pal.ink,
            0.5,
        )
        c.poly(
            [(x + dx - 7, y + 44), (x + dx + 5, y + 44), (x + dx + 4, y + 48), (x + dx - 8, y + 48)],
            pal.black,
        )
    robe = [
        (x - 6, y - 28),
        (x + 8, y - 28),
        (x + 16, y - 4),
        (x + 22, y + 34),
        (x - 18, y + 34),
        (x - 12, y - 4),
    ]
    c.poly(robe, pal.red, pal.ink, 0.7)
    for k in range(4):
        fx = x - 10 + k * 8
        c.line(curve((x - 2 + k * 2, y - 12), (fx - 2, y + 10), (fx - 4 + k, y + 33), 10), pal.red_dark, 0.6)
    c.line([(x - 18, y + 34), (x + 22, y + 34)], pal.gold, 1.4)
    sleeve = [(x - 6, y - 24), (x - 20, y - 8), (x - 24, y + 14), (x - 10, y + 16), (x - 4, y - 6)]
    c.poly(sleeve, pal.red, pal.ink, 0.6)
    for k in range(2):
        c.line(
            curve((x - 8 - k * 4, y - 16), (x - 16 - k * 3, y), (x - 14 - k * 4, y + 14), 8),
            pal.red_dark,
            0.55,
        )
    c.line([(x - 24, y + 14), (x - 10, y + 16)], pal.gold, 1.0)
    c.ellipse(x - 16, y - 16, 2.8, fill=SKIN, ink=pal.ink, width=0.4)
    c.poly(taper([(x + 6, y - 22), (x + 10, y - 6), (x + 4, y + 2)], 6, 5), pal.red, pal.ink, 0.5)
    c.line([(x - 3, y - 28), (x + 2, y - 10), (x + 8, y - 28)], pal.white, 0.7)
    head(c, pal, (x, y - 34))


def head(c: Canvas, pal: Palette, at: Point) -> None:
    """A face in profile to the left under a tall black eboshi cap, with a thin beard."""
    x, y = at
    c.ellipse(x, y, 5.2, 6, fill=SKIN, ink=pal.ink, width=0.5)
    c.poly([(x - 5, y - 1), (x - 7, y + 1), (x - 5, y + 2)], SKIN, pal.ink, 0.35)
    c.poly([(x - 4, y - 4), (x + 5, y - 5), (x + 7, y - 16), (x + 2, y - 20), (x - 3, y - 12)], pal.black)
    c.line([(x - 5, y - 4), (x + 6, y - 5)], pal.black, 1.0)
    eye(c, (x - 2.2, y - 1.2), 0.8, pal.ink, SKIN)
    c.line([(x - 3, y + 4), (x - 1, y + 8)], pal.ink, 0.4)


def frog(c: Canvas, pal: Palette, at: Point) -> None:
    """A frog in mid-leap up towards the willow: hind legs stretched back, forelegs reaching."""
    x, y = at

    def p(points: Sequence[Point]) -> list[Point]:
        return place(points, at, -50)

    c.poly(taper(p([(-6, 3), (-16, 8), (-24, 4), (-30, 8)]), 4.2, 2.0), FROG, pal.ink, 0.5)
    c.poly(taper(p([(-6, -3), (-16, -8), (-22, -4), (-30, -8)]), 4.2, 2.0), FROG, pal.ink, 0.5)
    c.poly(p(leaf((-10, 0), (12, 0), 13, bulge=-1)), FROG, pal.ink, 0.55)
    for side in (-1, 1):
        c.poly(taper(p([(6, side * 4), (12, side * 8), (18, side * 6)]), 3, 1.8), FROG, pal.ink, 0.45)
    for k in range(3):
        c.ellipse(*p([(-4 + k * 4, (k % 2) * 2 - 1)])[0], 1.2, fill=FROG_DARK)
    ex, ey = p([(8, -3.5)])[0]
    c.ellipse(ex, ey, 2.0, fill=FROG, ink=pal.ink, width=0.4)
    c.ellipse(ex, ey, 1.0, fill=pal.ink)
    del x, y
