"""``manage.py render_cards``: each flag, always into a temporary folder (the committed pictures under
static/cards and the committed masks under cardart/glyphs are never written by these tests)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from PIL import Image

from cardart import glyphs
from cardart.output import FACE_NAMES, SIZES
from engine.cards import DECK
from frame.management.commands import render_cards

STATIC_CARDS = Path(settings.BASE_DIR) / "static" / "cards"
FACES = {card.code for card in DECK}
PIXELS = {1: (120, 196), 2: (240, 392)}


def run(*args: str) -> str:
    out = io.StringIO()
    call_command("render_cards", *args, stdout=out)
    return out.getvalue()


def names(folder: Path) -> set[str]:
    return {path.name for path in folder.iterdir()}


def pictures(*codes: str) -> set[str]:
    return {f"{code}.{ext}" for code in codes for ext in ("webp", "png")}


@pytest.fixture
def calls(monkeypatch) -> list[tuple]:
    """Record what the command would write instead of drawing it (for the flags that pick what)."""
    made: list[tuple] = []

    def write_face(out: Path, face: str, size: int, *, index: bool = False) -> list[Path]:
        made.append(("face", out, face, size, index))
        return []

    def write_sheet(out: Path, face: str) -> Path:
        made.append(("sheet", out, face))
        return out / f"contact-sheet-{face}.png"

    monkeypatch.setattr(render_cards, "write_face", write_face)
    monkeypatch.setattr(render_cards, "write_sheet", write_sheet)
    return made


def test_defaults_write_into_static_cards_and_draw_with_the_committed_masks() -> None:
    parser = render_cards.Command().create_parser("manage.py", "render_cards")
    options = parser.parse_args([])
    assert options.out == STATIC_CARDS
    assert options.glyph_dir == glyphs.GLYPH_DIR
    assert (options.face, options.sheet, options.no_index, options.glyphs) == (None, False, False, False)


def test_without_flags_every_face_at_every_size_with_its_index_variant(tmp_path: Path, calls) -> None:
    run("--out", str(tmp_path))
    every = [(face, size, index) for face in FACE_NAMES for size in SIZES for index in (False, True)]
    assert calls == [("face", tmp_path, *written) for written in every]


def test_face_is_repeatable_and_no_index_skips_the_variant(tmp_path: Path, calls) -> None:
    run("--out", str(tmp_path), "--face", "hwatu", "--no-index")
    assert calls == [("face", tmp_path, "hwatu", size, False) for size in SIZES]
    calls.clear()
    run("--out", str(tmp_path), "--face", "hwatu", "--face", "hanafuda", "--no-index", "--sheet")
    assert [c[2] for c in calls] == ["hwatu", "hwatu", "hwatu", "hanafuda", "hanafuda", "hanafuda"]
    sheets = [c for c in calls if c[0] == "sheet"]
    assert sheets == [("sheet", tmp_path, "hwatu"), ("sheet", tmp_path, "hanafuda")]


def test_an_unknown_face_is_refused(tmp_path: Path) -> None:
    from django.core.management.base import CommandError

    with pytest.raises(CommandError):
        run("--out", str(tmp_path), "--face", "tarot")


@pytest.mark.thorough
def test_one_face_without_index_writes_the_48_cards_and_the_back(tmp_path: Path) -> None:
    output = run("--out", str(tmp_path), "--face", "hwatu", "--no-index")
    assert names(tmp_path) == {"hwatu"}
    for size in SIZES:
        folder = tmp_path / "hwatu" / f"{size}x"
        assert names(folder) == pictures(*FACES, "back")
        for name in ("01a.png", "12d.webp", "back.png"):
            with Image.open(folder / name) as image:
                assert image.size == PIXELS[size]
    assert f"{2 * 49 * 2} files in {tmp_path}" in output
    fresh = Image.open(tmp_path / "hwatu" / "1x" / "11a.png").convert("RGBA").tobytes()
    with Image.open(STATIC_CARDS / "hwatu" / "1x" / "11a.png") as committed:
        assert committed.convert("RGBA").tobytes() == fresh, "the committed picture is not the renderer's"


@pytest.mark.thorough
def test_index_variant_and_contact_sheet(tmp_path: Path) -> None:
    output = run("--out", str(tmp_path), "--face", "hanafuda", "--sheet")
    assert names(tmp_path) == {"hanafuda", "hanafuda-index", "contact-sheet-hanafuda.png"}
    for size in SIZES:
        assert names(tmp_path / "hanafuda-index" / f"{size}x") == pictures(*FACES)  # no back
        assert names(tmp_path / "hanafuda" / f"{size}x") == pictures(*FACES, "back")
    with Image.open(tmp_path / "contact-sheet-hanafuda.png") as sheet:
        assert sheet.width > 12 * 120 / 2 and sheet.height > 4 * 196 / 2
    assert f"{2 * (49 + 48) * 2 + 1} files in {tmp_path}" in output


def test_glyphs_rebuilds_the_masks_from_the_fonts_first(tmp_path: Path, calls) -> None:
    committed = {path.name: path.read_bytes() for path in glyphs.GLYPH_DIR.iterdir()}
    masks = tmp_path / "glyphs"
    output = run("--glyphs", "--glyph-dir", str(masks), "--out", str(tmp_path / "cards"), "--face", "hwatu")
    assert f"glyph masks: {len(glyphs.TEXTS)} in {masks}" in output
    assert names(masks) == {f"{name}.png" for name in glyphs.TEXTS}
    for name, (text, _font, _index) in glyphs.TEXTS.items():
        with Image.open(masks / f"{name}.png") as mask:
            assert mask.mode == "L"
            assert mask.size == (glyphs.CELL, glyphs.CELL * len(text))
            assert mask.getextrema()[1] > 200, f"{name}: no writing in the mask"
    assert calls, "the cards are drawn after the masks"
    assert {path.name: path.read_bytes() for path in glyphs.GLYPH_DIR.iterdir()} == committed
