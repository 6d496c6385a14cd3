"""A question's card pictures, as bytes that name no card.

The public card files (``static/cards/<face>/<size>/<code>.<ext>``) are the same for everyone, so a
hash of a picture, or the file name in a header, would tell which card a question shows. A question's
picture is therefore drawn afresh: the card's PNG file is decoded, a few pixels are nudged by one step of
colour (invisible, and different for every question and slot: the seed is a keyed hash of the
question's token and the slot), and the image is encoded again without any metadata. The response
carries no file name, date or ETag.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import io
import random
from pathlib import Path

from django.conf import settings
from PIL import Image

NUDGED_PIXELS = 96
"""Pixels changed by one colour step in every question picture."""
CONTENT_TYPES = {"png": "image/png", "webp": "image/webp"}


def seed(token: str, slot: int, size: str) -> bytes:
    """The per-question variation seed: a keyed hash, so nobody can reproduce or undo it."""
    message = f"{token}:{slot}:{size}".encode()
    return hmac.new(settings.SECRET_KEY.encode(), message, hashlib.sha256).digest()


def _nudge(image: Image.Image, key: bytes) -> None:
    """Move ``NUDGED_PIXELS`` opaque pixels of ``image`` one colour step, where ``key`` says."""
    rng = random.Random(key)
    pixels = image.load()
    if pixels is None:  # pragma: no cover - an RGBA image in memory always has pixels
        return
    width, height = image.size
    changed: set[tuple[int, int]] = set()
    for _try in range(NUDGED_PIXELS * 20):
        if len(changed) == NUDGED_PIXELS:
            break
        x, y = rng.randrange(width), rng.randrange(height)
        if (x, y) in changed:
            continue  # each pixel moves one step at most
        pixel = pixels[x, y]
        colour = list(pixel) if isinstance(pixel, tuple) else [int(pixel)] * 4
        if not colour[3]:
            continue  # a transparent corner: nothing to see, and encoders may drop it
        channel, step = rng.randrange(3), rng.choice((-1, 1))
        value = colour[channel] + step
        colour[channel] = value if 0 <= value <= 255 else colour[channel] - step
        pixels[x, y] = tuple(colour)
        changed.add((x, y))


WEBP_QUALITY = 88
"""As the card art's own WebP files (``cardart.output``), so the picture looks just the same."""


def question_picture(path: Path, *, key: bytes, ext: str) -> bytes:
    """The card's lossless PNG at ``path``, nudged with ``key`` and encoded afresh as ``ext`` (png or
    webp: from the PNG, so that a WebP loses no more than the public one). A lossy WebP may smooth
    every nudge away (about one picture in 170 at 2x, measured) and come out as the card's plain encoding,
    the same bytes in every question: then the nudge is drawn again from the key's hash."""
    for _attempt in range(8):
        body = _encoded(_nudged(path, key), ext)
        if ext != "webp" or body != _plain(path, ext):
            break
        key = hashlib.sha256(key).digest()
    return body


def _nudged(path: Path, key: bytes) -> Image.Image:
    with Image.open(path) as source:
        image = source.convert("RGBA")
    _nudge(image, key)
    return image


@functools.lru_cache(maxsize=128)
def _plain(path: Path, ext: str) -> bytes:
    """The card at ``path`` encoded as ``ext`` without a nudge (what a lost nudge leaves)."""
    with Image.open(path) as source:
        return _encoded(source.convert("RGBA"), ext)


def _encoded(image: Image.Image, ext: str) -> bytes:
    out = io.BytesIO()
    if ext == "webp":
        image.save(out, format="WEBP", quality=WEBP_QUALITY, alpha_quality=100, method=4, exact=False)
    else:
        image.save(out, format="PNG", compress_level=6)
    return out.getvalue()
