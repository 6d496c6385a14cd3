"""Contact sheets: all 48 faces in a labelled grid, months as columns in the face's order."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from engine.cards import PLANTS, Tradition, month_cards, months_in_order

from .render import render_card

GAP = 10
LABEL = 22  # per size step


def contact_sheet(face: str = "hanafuda", size: int = 1, *, index: bool = False) -> Image.Image:
    """A 12 x 4 grid: one column per month (in the face's tradition), highest card on top."""
    tradition = Tradition.KOREAN if face == "hwatu" else Tradition.JAPANESE
    cw, ch = 120 * size, 196 * size
    width = GAP + 12 * (cw + GAP)
    label = LABEL * size
    height = label + GAP + 4 * (ch + label) + GAP
    sheet = Image.new("RGBA", (width, height), (214, 208, 196, 255))
    draw = ImageDraw.Draw(sheet)
    font = ImageFont.load_default(size=13 * size)
    for col, month in enumerate(months_in_order(tradition)):
        shown = (
            month
            if tradition is Tradition.JAPANESE
            else (12 if month == 11 else 11 if month == 12 else month)
        )
        x = GAP + col * (cw + GAP)
        draw.text((x + 2, 6), f"{shown} {PLANTS[month - 1].name.en}", fill=(40, 30, 25, 255), font=font)
        for row, card in enumerate(month_cards(month)):
            y = label + GAP + row * (ch + label)
            sheet.alpha_composite(render_card(card.code, face, size, index=index), (x, y))
            draw.text(
                (x + 2, y + ch + 3), f"{card.code} {card.kind.value}", fill=(40, 30, 25, 255), font=font
            )
    return sheet
