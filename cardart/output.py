"""Write the rendered cards to disk: WebP and PNG, 1x and 2x, both faces; fixed encoder settings.

No metadata is written (Pillow adds none unless asked), so the same drawing gives the same bytes.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

from PIL import Image

from engine.cards import DECK

from .render import render_back, render_card
from .sheet import contact_sheet

FACE_NAMES = ("hanafuda", "hwatu")
SIZES = (1, 2)
PNG_COLOURS = 160
WEBP_QUALITY = 88


def encode_png(image: Image.Image) -> bytes:
    """A palette PNG (colours quantised, alpha kept): small and exact enough for flat card art."""
    quantised = image.quantize(colors=PNG_COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    quantised.save(buffer, "PNG", optimize=True)
    return buffer.getvalue()


def encode_webp(image: Image.Image) -> bytes:
    """A lossy WebP with full-quality alpha, a middle encoder effort."""
    buffer = io.BytesIO()
    image.save(buffer, "WEBP", quality=WEBP_QUALITY, alpha_quality=100, method=4, exact=False)
    return buffer.getvalue()


def card_images(face: str, size: int, *, index: bool = False) -> Iterator[tuple[str, Image.Image]]:
    """(name, image) for the 48 faces and, unless it is the index variant, the back."""
    for card in DECK:
        yield card.code, render_card(card.code, face, size, index=index)
    if not index:
        yield "back", render_back(face, size)


def write_face(out: Path, face: str, size: int, *, index: bool = False) -> list[Path]:
    """Write one face at one size to ``out/<face>[-index]/<size>x/``; returns the files written."""
    folder = out / (f"{face}-index" if index else face) / f"{size}x"
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, image in card_images(face, size, index=index):
        for ext, data in (("webp", encode_webp(image)), ("png", encode_png(image))):
            path = folder / f"{name}.{ext}"
            path.write_bytes(data)
            written.append(path)
    return written


def write_sheet(out: Path, face: str) -> Path:
    """The contact sheet of ``face`` as ``out/contact-sheet-<face>.png``."""
    path = out / f"contact-sheet-{face}.png"
    buffer = io.BytesIO()
    contact_sheet(face, 1).save(buffer, "PNG", optimize=True)
    path.write_bytes(buffer.getvalue())
    return path
