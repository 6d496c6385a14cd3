"""The share picture of a reading: the three cards and a title, 1200×630 PNG (Open Graph size).

It never shows the question. Card faces come from the rendered card art
(``static/cards/hanafuda/2x/<code>.png``); when a file is missing we draw a simple card frame with the
card's name instead, so the picture always renders.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from PIL import Image, ImageDraw, ImageFont

from engine.cards import Card, card

WIDTH, HEIGHT = 1200, 630
CARD_W, CARD_H = 240, 392
BACKGROUND = (28, 27, 38)
INK = (246, 238, 222)
MUTED = (201, 186, 160)
ACCENT = (196, 58, 49)

# Our bundled font first (Noto Serif, OFL: fortune/fonts/README.md), so every server draws Cyrillic.
_FONT_CANDIDATES = (
    str(Path(__file__).resolve().parent / "fonts" / "NotoSerif-Regular.ttf"),
    "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/Library/Fonts/Arial Unicode.ttf",
)


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """A font with Cyrillic letters if the system has one, else Pillow's built-in font."""
    for path in _FONT_CANDIDATES:
        if Path(path).exists():
            return ImageFont.truetype(path, size)
    return ImageFont.load_default(size)


def card_art_dir(face: str = "hanafuda") -> Path:
    return Path(settings.BASE_DIR) / "static" / "cards" / face / "2x"


def _card_face(c: Card, face: str) -> Image.Image:
    path = card_art_dir(face) / f"{c.code}.png"
    if path.exists():
        try:
            with Image.open(path) as img:
                return img.convert("RGBA").resize((CARD_W, CARD_H), Image.Resampling.LANCZOS)
        except OSError:
            pass  # a broken file: fall back to the drawn frame
    return _drawn_card(c)


def _drawn_card(c: Card) -> Image.Image:
    """A plain card frame with the month and the card's name (when the card art is missing)."""
    img = Image.new("RGBA", (CARD_W, CARD_H), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    draw.rounded_rectangle(
        (0, 0, CARD_W - 1, CARD_H - 1), radius=18, fill=(250, 244, 230), outline=ACCENT, width=6
    )
    draw.rounded_rectangle((14, 14, CARD_W - 15, CARD_H - 15), radius=10, outline=(40, 40, 40), width=2)
    big = _font(72)
    draw.text((CARD_W / 2, 120), str(c.month), font=big, fill=ACCENT, anchor="mm")
    small = _font(24)
    y = 220
    for line in _wrap(c.name.en, small, CARD_W - 40, draw):
        draw.text((CARD_W / 2, y), line, font=small, fill=(40, 40, 40), anchor="mm")
        y += 32
    return img


def _wrap(text: str, font, width: int, draw: ImageDraw.ImageDraw) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and draw.textlength(f"{lines[-1]} {word}", font=font) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def render_share_image(
    cards: Sequence[Card | str], *, title: str, captions: Sequence[str], face: str = "hanafuda"
) -> bytes:
    """PNG bytes of the share picture: ``title`` on top, three cards, a caption under each."""
    chosen = [c if isinstance(c, Card) else card(c) for c in cards]
    return _render(tuple(c.code for c in chosen), title, tuple(captions), face)


@lru_cache(maxsize=256)
def _render(codes: tuple[str, ...], title: str, captions: tuple[str, ...], face: str) -> bytes:
    img = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, WIDTH, 8), fill=ACCENT)
    title_font = _font(44)
    draw.text((WIDTH / 2, 62), title, font=title_font, fill=INK, anchor="mm")
    gap = 60
    total = len(codes) * CARD_W + (len(codes) - 1) * gap
    left = (WIDTH - total) // 2
    top = 112
    caption_font = _font(24)
    for i, code in enumerate(codes):
        x = left + i * (CARD_W + gap)
        face_img = _card_face(card(code), face)
        img.paste(face_img, (x, top), face_img)
        if i < len(captions):
            lines = _wrap(captions[i], caption_font, CARD_W + gap - 16, draw)
            if len(lines) > 2:
                lines = [lines[0], " ".join(lines[1:])]
                while draw.textlength(lines[1], font=caption_font) > CARD_W + gap - 16 and len(lines[1]) > 4:
                    lines[1] = lines[1][:-2].rstrip() + "…"
            for n, line in enumerate(lines):
                position = (x + CARD_W / 2, top + CARD_H + 30 + n * 32)
                draw.text(position, line, font=caption_font, fill=MUTED, anchor="mm")
    out = io.BytesIO()
    img.save(out, "PNG", optimize=True)
    return out.getvalue()
