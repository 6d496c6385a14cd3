"""Shapes shared by several months: ribbons, the bright mark, clouds, blossoms, leaves, birds' eyes."""

from __future__ import annotations

import math

from PIL import Image

from engine.cards import Card, Ribbon

from .canvas import Canvas
from .geometry import Point, arc, bezier, leaf, place, taper
from .glyphs import text_layer
from .palette import Colour, Palette


def ribbon(c: Canvas, pal: Palette, card: Card, at: Point, angle: float = 0.0, length: float = 78) -> None:
    """A tanzaku ribbon centred on ``at``, tilted by ``angle`` degrees, with its writing if it has any."""
    width = 17.0
    half = length / 2
    spine = bezier((0, -half), (5, -half / 3), (-5, half / 3), (0, half), 16)
    outline = place(taper(spine, width, width), at, angle)
    colour = pal.ribbon_blue if card.ribbon is Ribbon.BLUE else pal.ribbon_red
    c.poly(outline, colour, pal.ink, 0.8)
    inner = place(taper(spine, width - 4, width - 4), at, angle)
    c.line([*inner, inner[0]], _lighter(colour), 0.5)
    name = ribbon_writing(card, pal.face)
    if name:
        letters = {"akayoroshi": 5, "miyoshino": 4}.get(name, 2)
        height = min(length - 14, letters * 11.5)
        layer = text_layer(name, height, c.unit, pal.ribbon_text)
        layer = layer.rotate(-angle, resample=Image.Resampling.BICUBIC, expand=True)
        c.paste(layer, at[0] - layer.width / c.unit / 2, at[1] - layer.height / c.unit / 2)


def ribbon_writing(card: Card, face: str) -> str | None:
    """Which writing a ribbon carries: あかよろし / みよしの on hanafuda, 홍단 / 청단 on hwatu."""
    if card.ribbon is Ribbon.RED_POEM:
        if face == "hwatu":
            return "hongdan"
        return "miyoshino" if card.month == 3 else "akayoroshi"
    if card.ribbon is Ribbon.BLUE and face == "hwatu":
        return "cheongdan"
    return None


def _lighter(colour: Colour, amount: float = 0.35) -> Colour:
    return tuple(round(v + (255 - v) * amount) for v in colour)  # type: ignore[return-value]


def bright_mark(c: Canvas, pal: Palette, at: Point, r: float = 9.5) -> None:
    """The round mark of a bright card: a red disc with 光 (seal style on hanafuda, bold on hwatu)."""
    x, y = at
    c.ellipse(x, y, r + 0.9, fill=pal.mark_text)
    c.ellipse(x, y, r, fill=pal.mark, ink=pal.ink, width=0.5)
    if pal.face == "hanafuda":
        c.ellipse(x, y, r - 1.6, ink=pal.mark_text, width=0.6)
    name = "hikari_ja" if pal.face == "hanafuda" else "hikari_ko"
    size = r * (1.45 if pal.face == "hanafuda" else 1.6)
    layer = text_layer(name, size, c.unit, pal.mark_text)
    c.paste(layer, x - size / 2, y - size / 2)


def clouds(c: Canvas, colour: Colour, y: float, ink: Colour, top: bool = True, seed: int = 0) -> None:
    """A band of scalloped clouds filling the card above (or below) height ``y``."""
    edge = -2.0 if top else 198.0
    c.rect(0, min(edge, y), 120, max(edge, y), colour)
    x = -6.0 + (seed % 3) * 4
    i = 0
    while x < 130:
        r = 7.0 + ((i + seed) % 3) * 2.2
        cy = y + (r * 0.35 if top else -r * 0.35)
        c.ellipse(x, cy, r, r * 0.8, fill=colour)
        curl = (
            arc(x, cy, r * 0.55, r * 0.45, 200, 340, 10)
            if top
            else arc(x, cy, r * 0.55, r * 0.45, 20, 160, 10)
        )
        c.line(curl, ink, 0.6)
        x += r * 1.5
        i += 1


def blossom(
    c: Canvas,
    at: Point,
    r: float,
    fill: Colour,
    centre: Colour,
    ink: Colour,
    *,
    petals: int = 5,
    notch: bool = False,
    angle: float = -90.0,
) -> None:
    """A flower seen from the front: round petals (plum) or notched petals (cherry)."""
    x, y = at
    for i in range(petals):
        a = math.radians(angle + i * 360 / petals)
        px, py = x + math.cos(a) * r * 0.55, y + math.sin(a) * r * 0.55
        c.ellipse(px, py, r * 0.5, fill=fill, ink=ink, width=0.45)
        if notch:
            nx, ny = x + math.cos(a) * r * 1.02, y + math.sin(a) * r * 1.02
            c.poly(
                [
                    (nx, ny),
                    (nx - math.cos(a - 0.6) * r * 0.3, ny - math.sin(a - 0.6) * r * 0.3),
                    (nx - math.cos(a + 0.6) * r * 0.3, ny - math.sin(a + 0.6) * r * 0.3),
                ],
                c.paper,
            )
    c.ellipse(x, y, r * 0.42, fill=fill)
    c.ellipse(x, y, r * 0.22, fill=centre)
    for i in range(petals):
        a = math.radians(angle + 36 + i * 360 / petals)
        c.line([(x, y), (x + math.cos(a) * r * 0.42, y + math.sin(a) * r * 0.42)], centre, 0.45)


def leaf_shape(
    c: Canvas,
    base: Point,
    tip: Point,
    width: float,
    fill: Colour,
    vein: Colour,
    ink: Colour | None = None,
    bulge: float = 0.0,
) -> None:
    """A pointed leaf with a middle vein."""
    c.poly(leaf(base, tip, width, bulge=bulge), fill, ink, 0.45)
    mid = bezier(base, base, tip, tip, 2)
    c.line([*mid[:-1], ((base[0] + 5 * tip[0]) / 6, (base[1] + 5 * tip[1]) / 6)], vein, 0.4)


def eye(c: Canvas, at: Point, r: float, ink: Colour, white: Colour) -> None:
    """A bird's or beast's eye."""
    c.ellipse(at[0], at[1], r, fill=white, ink=ink, width=0.35)
    c.ellipse(at[0] + r * 0.15, at[1], r * 0.55, fill=ink)


def speckles(
    c: Canvas, colour: Colour, region: tuple[float, float, float, float], count: int, seed: int
) -> None:
    """Fine dots scattered over a region (a deterministic pattern, no random module)."""
    x0, y0, x1, y1 = region
    for i in range(count):
        fx = (i * 0.618034 + seed * 0.31) % 1.0
        fy = (i * 0.414214 * 1.7 + seed * 0.17) % 1.0
        c.ellipse(x0 + (x1 - x0) * fx, y0 + (y1 - y0) * fy, 0.55, fill=colour)
