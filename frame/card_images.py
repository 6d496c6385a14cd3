"""Card pictures as HTML: the ``<picture>`` of a face or a back, and its alt text from the card data.

The template tags of ``{% load hwatu %}`` and any app that needs a card's alt text use these.
"""

from __future__ import annotations

from functools import cache, lru_cache

from django.conf import settings
from django.core.signals import setting_changed
from django.dispatch import receiver
from django.templatetags.static import static
from django.utils.html import format_html

from engine.cards import BY_CODE, DECK, KIND_NAMES, MONTH_NAMES, Card
from engine.phrases import points_count
from frame.deck import card_face
from frame.language import lang

CARD_WIDTH = 120  # table size, CSS pixels; the 2x files are twice that
CARD_HEIGHT = 196


def as_card(value: Card | str | int) -> Card:
    """Accept a Card, a code (``01a``) or an index (0-47)."""
    if isinstance(value, Card):
        return value
    if isinstance(value, int):
        return DECK[value]
    return BY_CODE[str(value)]


@cache
def has_indexed_faces(face: str) -> bool:
    """Whether the card art offers faces with a printed corner index (``static/cards/<face>-index``)."""
    return (settings.BASE_DIR / "static" / "cards" / f"{face}-index" / "1x" / "12d.webp").is_file()


def _files(base: str, name: str) -> dict[str, str]:
    """The static URLs of one picture under ``base``: WebP (``w1``, ``w2``) and PNG (``png``, ``png2``)."""
    return {
        "w1": static(f"{base}/1x/{name}.webp"),
        "w2": static(f"{base}/2x/{name}.webp"),
        "png": static(f"{base}/1x/{name}.png"),
        "png2": static(f"{base}/2x/{name}.png"),
    }


@lru_cache(maxsize=8192)
def card_html(code: str, order: str, corner: bool, language: str, size: str, css: str, alt: str | None):
    """The HTML of one card face (cached; ``language`` is part of the key because the alt text is).

    ``order`` (``ja`` or ``ko``) picks the face, ``corner`` the beginners' corner index: the indexed
    faces where the card art has them, otherwise the month and points printed beside the picture.
    """
    card = BY_CODE[code]
    face = card_face(order)
    indexed = corner and has_indexed_faces(face)
    base = f"cards/{face}-index" if indexed else f"cards/{face}"
    alt_text = alt if alt is not None else card_alt(card, order, language)
    scale = 2 if size == "2x" else 1
    picture = format_html(
        '<picture class="{css}"><source type="image/webp" srcset="{w1} 1x, {w2} 2x">'
        '<img src="{png}" srcset="{png2} 2x" alt="{alt}" width="{w}" height="{h}" loading="lazy" '
        'decoding="async"></picture>',
        css=css,
        alt=alt_text,
        w=CARD_WIDTH * scale,
        h=CARD_HEIGHT * scale,
        **_files(base, card.code),
    )
    if indexed or not corner:
        return picture
    return format_html(
        '<span class="card-wrap">{picture}'
        '<span class="corner-index" aria-hidden="true">{month} · {points}</span></span>',
        picture=picture,
        month=card.month_in(order),
        points=card.points,
    )


@lru_cache(maxsize=256)
def back_html(face: str, css: str, alt: str):
    """The HTML of the back of a card of ``face`` (``hanafuda`` or ``hwatu``), cached."""
    base = f"cards/{face}"
    return format_html(
        '<picture class="{css}"><source type="image/webp" srcset="{w1} 1x, {w2} 2x">'
        '<img src="{png}" alt="{alt}" width="{w}" height="{h}"></picture>',
        css=css,
        alt=alt,
        w=CARD_WIDTH,
        h=CARD_HEIGHT,
        **_files(base, "back"),
    )


@receiver(setting_changed)
def _forget_urls(*, setting: str, **kwargs) -> None:
    """Static URLs change with these settings (tests override them): drop the cached HTML."""
    if setting in ("STATIC_URL", "STORAGES", "STATICFILES_DIRS", "STATIC_ROOT", "BASE_DIR"):
        card_html.cache_clear()
        back_html.cache_clear()
        has_indexed_faces.cache_clear()


def card_alt(card: Card, order: str = "ja", language: str | None = None) -> str:
    """Alt text from the card data, e.g. «Журавль и солнце: январь, сосна, яркая карта, 20 очков»
    (the points with their plural: «0 очков», «5 очков»)."""
    language = language or lang()
    month = MONTH_NAMES[card.month_in(order) - 1].get(language)
    kind = KIND_NAMES[card.kind].get(language)
    plant = card.plant.name.get(language)
    points = points_count(card.points, language)
    if language == "en":
        return f"{card.name.en}: {month}, {plant}, {kind}, {points}"
    return f"{card.name.ru}: {month.lower()}, {plant.lower()}, {kind}, {points}"
