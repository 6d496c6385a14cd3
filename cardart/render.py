"""Compose a card: paper, the month's drawing, the optional corner index, the edge; then downscale.

Cards are drawn ``SUPERSAMPLE`` times larger than the output and reduced with Lanczos, which gives smooth
edges from plain Pillow shapes. The same code, face and size always give the same pixels.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PIL import Image, ImageDraw

from engine.cards import BY_CODE, Card, Kind, Ribbon, Tradition

from .canvas import HEIGHT, WIDTH, Canvas
from .glyphs import text_layer
from .palette import FACES, Palette

SUPERSAMPLE = 4
EDGE = 3.5  # card units of coloured edge around the face
RADIUS = 7.0  # corner radius of the card

Drawer = Callable[[Canvas, Palette, Card], None]


@cache
def drawers() -> dict[int, Drawer]:
    """The drawing function of each month (Japanese numbering)."""
    from . import autumn, pine, spring, summer, winter

    return {
        1: pine.pine,
        2: winter.plum,
        3: winter.cherry,
        4: spring.wisteria,
        5: spring.iris,
        6: spring.peony,
        7: summer.clover,
        8: summer.susuki,
        9: summer.chrysanthemum,
        10: autumn.maple,
        11: autumn.willow,
        12: autumn.paulownia,
    }


def render_card(code: str, face: str = "hanafuda", size: int = 1, *, index: bool = False) -> Image.Image:
    """The card ``code`` as an RGBA image of ``120*size`` x ``196*size`` pixels, transparent corners."""
    card = BY_CODE[code]
    pal = FACES[face]
    art = Canvas(SUPERSAMPLE * size, (*pal.paper, 255))
    art.paper = pal.paper
    drawers()[card.month](art, pal, card)
    if index:
        corner_index(art, pal, card)
    return finish(art, pal, size)


def render_back(face: str = "hanafuda", size: int = 1) -> Image.Image:
    """The back of the card: the deck's colour with a quiet lattice and a frame."""
    pal = FACES[face]
    art = Canvas(SUPERSAMPLE * size, (*pal.back, 255))
    art.paper = pal.back
    for row in range(-1, 22):
        for col in range(-1, 14):
            x: float = col * 10 + (5 if row % 2 else 0)
            y = row * 10
            art.poly([(x, y - 4.2), (x + 4.2, y), (x, y + 4.2), (x - 4.2, y)], pal.back_pattern)
    art.rect(10, 12, 110, 184, pal.back, radius=4)
    art.rect(12, 14, 108, 182, pal.back_pattern, radius=3)
    art.rect(13.5, 15.5, 106.5, 180.5, pal.back, radius=2)
    for k in range(4):
        x = 60 + (k - 1.5) * 0
    art.ellipse(60, 98, 22, fill=pal.back_pattern)
    art.ellipse(60, 98, 18, fill=pal.back)
    art.ellipse(60, 98, 8, fill=pal.back_pattern)
    return finish(art, pal, size, back=True)


def finish(art: Canvas, pal: Palette, size: int, *, back: bool = False) -> Image.Image:
    """Put the drawing inside the card's edge with rounded corners and reduce it to output size."""
    unit = art.unit
    full = (WIDTH * unit, HEIGHT * unit)
    card = Image.new("RGBA", full, (0, 0, 0, 0))
    draw = ImageDraw.Draw(card)
    draw.rounded_rectangle((0, 0, full[0] - 1, full[1] - 1), radius=RADIUS * unit, fill=(*pal.edge, 255))
    if back:
        inset, radius = 0.0, RADIUS
    else:
        inset, radius = EDGE, RADIUS - EDGE + 1
    face_mask = Image.new("L", full, 0)
    ImageDraw.Draw(face_mask).rounded_rectangle(
        (inset * unit, inset * unit, full[0] - inset * unit - 1, full[1] - inset * unit - 1),
        radius=radius * unit,
        fill=255,
    )
    card.paste(art.image, (0, 0), face_mask)
    if not back:
        draw.rounded_rectangle(
            (inset * unit, inset * unit, full[0] - inset * unit - 1, full[1] - inset * unit - 1),
            radius=radius * unit,
            outline=(*pal.ink, 255),
            width=max(1, round(0.5 * unit)),
        )
    return card.resize((WIDTH * size, HEIGHT * size), Image.Resampling.LANCZOS)


def corner_index(c: Canvas, pal: Palette, card: Card) -> None:
    """A small tag in the top left corner: the month in the face's tradition and a mark for the kind."""
    tradition = Tradition.KOREAN if pal.face == "hwatu" else Tradition.JAPANESE
    month = card.month_in(tradition)
    digits = str(month)
    c.rect(4, 4, 22 if month > 9 else 18, 34, (*pal.white, 235), radius=3)
    c.draw.rounded_rectangle(
        (4 * c.unit, 4 * c.unit, (22 if month > 9 else 18) * c.unit, 34 * c.unit),
        radius=3 * c.unit,
        outline=(*pal.ink, 255),
        width=max(1, round(0.6 * c.unit)),
    )
    x = 6.0
    for d in digits:
        layer = text_layer(f"digit{d}", 14, c.unit, pal.ink)
        c.paste(layer, x - 2.5 if len(digits) > 1 else x - 0.5, 5)
        x += 7.5
    kind_mark(c, pal, card, ((22 if month > 9 else 18) + 4) / 2, 27)


def kind_mark(c: Canvas, pal: Palette, card: Card, x: float, y: float) -> None:
    """Bright: red disc; animal: ochre diamond; ribbon: a small strip in its colour; plain: a ring."""
    if card.kind is Kind.BRIGHT:
        c.ellipse(x, y, 3.6, fill=pal.mark, ink=pal.ink, width=0.4)
    elif card.kind is Kind.ANIMAL:
        c.poly([(x, y - 4), (x + 3.6, y), (x, y + 4), (x - 3.6, y)], pal.ochre, pal.ink, 0.4)
    elif card.kind is Kind.RIBBON:
        colour = pal.ribbon_blue if card.ribbon is Ribbon.BLUE else pal.ribbon_red
        c.rect(x - 2, y - 4.5, x + 2, y + 4.5, colour)
        if card.ribbon is Ribbon.RED_POEM:
            c.line([(x, y - 3), (x, y + 3)], pal.ink, 0.6)
    else:
        c.ellipse(x, y, 2.8, ink=pal.ink, width=0.7)
