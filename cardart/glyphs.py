"""Writing on the cards (光, あかよろし, 홍단, month numbers) as small greyscale masks.

The masks in ``glyphs/`` were rasterised once from Noto Serif CJK / Noto Sans CJK (SIL Open Font
License 1.1) by :func:`build`, so rendering needs no font and gives the same pixels on every machine.
Rebuild them with ``python manage.py render_cards --glyphs`` where the Noto CJK fonts are installed.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PIL import Image, ImageFont

GLYPH_DIR = Path(__file__).resolve().parent / "glyphs"
NOTO_DIR = Path("/usr/share/fonts/opentype/noto")
CELL = 128  # pixels per character in a stored mask

# name: (text, font file, collection index: 0 JP, 1 KR), written top to bottom
TEXTS: dict[str, tuple[str, str, int]] = {
    "hikari_ja": ("光", "NotoSerifCJK-Bold.ttc", 0),
    "hikari_ko": ("光", "NotoSansCJK-Bold.ttc", 1),
    "akayoroshi": ("あかよろし", "NotoSerifCJK-Bold.ttc", 0),
    "miyoshino": ("みよしの", "NotoSerifCJK-Bold.ttc", 0),
    "hongdan": ("홍단", "NotoSerifCJK-Bold.ttc", 1),
    "cheongdan": ("청단", "NotoSerifCJK-Bold.ttc", 1),
    "kotobuki": ("寿", "NotoSerifCJK-Bold.ttc", 0),
    **{f"digit{d}": (str(d), "NotoSansCJK-Bold.ttc", 0) for d in range(10)},
}


def build(font_dir: Path = NOTO_DIR, out_dir: Path = GLYPH_DIR) -> list[Path]:
    """Rasterise every text in ``TEXTS`` into ``out_dir/<name>.png`` (one character per cell, stacked)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (text, font_file, index) in TEXTS.items():
        font = ImageFont.truetype(str(font_dir / font_file), int(CELL * 0.9), index=index)
        column = Image.new("L", (CELL, CELL * len(text)), 0)
        for i, char in enumerate(text):
            mask = font.getmask(char, mode="L")
            glyph = Image.frombytes("L", mask.size, bytes(mask))
            x = (CELL - glyph.width) // 2
            y = i * CELL + (CELL - glyph.height) // 2
            column.paste(glyph, (x, y))
        path = out_dir / f"{name}.png"
        column.save(path, optimize=True)
        written.append(path)
    return written


@cache
def mask(name: str) -> Image.Image:
    """The stored mask ``name`` (white writing on black), one character per ``CELL`` rows."""
    with Image.open(GLYPH_DIR / f"{name}.png") as img:
        return img.convert("L")


def text_layer(name: str, height: float, unit: int, colour: tuple[int, int, int]) -> Image.Image:
    """The writing ``name`` scaled to ``height`` card units tall, as an RGBA layer in ``colour``."""
    source = mask(name)
    h = max(1, round(height * unit))
    w = max(1, round(source.width * h / source.height))
    alpha = source.resize((w, h), Image.Resampling.LANCZOS)
    layer = Image.new("RGBA", (w, h), (*colour, 0))
    layer.putalpha(alpha)
    return layer
