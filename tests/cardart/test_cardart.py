"""The card art: deterministic, complete, small, and the committed files match the renderer."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from cardart.output import FACE_NAMES, encode_png, encode_webp
from cardart.render import render_back, render_card
from engine.cards import DECK

CARDS = Path(__file__).resolve().parents[2] / "static" / "cards"
NAMES = [card.code for card in DECK] + ["back"]
SAMPLE = ("01a", "01c", "03b", "04a", "08a", "08b", "09a", "10a", "11d", "12a", "12c")
MAX_1X_BYTES = 25 * 1024


@pytest.mark.parametrize("face", FACE_NAMES)
def test_same_card_gives_same_bytes(face):
    for code in SAMPLE:
        first, second = render_card(code, face), render_card(code, face)
        assert encode_png(first) == encode_png(second)
        assert encode_webp(first) == encode_webp(second)
    assert encode_png(render_back(face)) == encode_png(render_back(face))


@pytest.mark.parametrize("face", FACE_NAMES)
def test_renderer_draws_every_card_at_table_size(face):
    for card in DECK:
        image = render_card(card.code, face, index=card.index % 5 == 0)
        assert image.size == (120, 196)
        assert image.mode == "RGBA"
        assert image.getpixel((0, 0))[3] == 0, "corners are transparent"
        assert image.getpixel((60, 98))[3] == 255, "the face is opaque"


def test_cards_differ_from_each_other():
    pictures = {card.code: render_card(card.code).tobytes() for card in DECK}
    assert len(set(pictures.values())) == 48
    base = (60, 185)
    assert render_card("12c", "hanafuda").getpixel(base) != render_card("12c", "hwatu").getpixel(base)


@pytest.mark.parametrize("face", FACE_NAMES)
@pytest.mark.parametrize("size", ["1x", "2x"])
def test_every_file_is_committed(face, size):
    for name in NAMES:
        for ext in ("webp", "png"):
            path = CARDS / face / size / f"{name}.{ext}"
            assert path.is_file(), path
            with Image.open(path) as image:
                assert image.size == ((120, 196) if size == "1x" else (240, 392))
        for ext in ("webp", "png"):
            if name != "back":
                assert (CARDS / f"{face}-index" / size / f"{name}.{ext}").is_file()
    assert (CARDS / f"contact-sheet-{face}.png").is_file()


@pytest.mark.parametrize("face", FACE_NAMES)
def test_table_size_files_are_small(face):
    for name in NAMES:
        for ext in ("webp", "png"):
            path = CARDS / face / "1x" / f"{name}.{ext}"
            assert path.stat().st_size < MAX_1X_BYTES, path


@pytest.mark.parametrize("face", FACE_NAMES)
def test_committed_pictures_match_the_renderer(face):
    for code in SAMPLE:
        fresh = Image.open(io.BytesIO(encode_png(render_card(code, face)))).convert("RGBA")
        with Image.open(CARDS / face / "1x" / f"{code}.png") as stored:
            assert stored.convert("RGBA").tobytes() == fresh.tobytes(), f"re-run render_cards: {code}"
