"""Template helpers shared by every app: card pictures and bilingual engine texts."""

from __future__ import annotations

from functools import cache, lru_cache

from django import template
from django.conf import settings
from django.core.signals import setting_changed
from django.dispatch import receiver
from django.templatetags.static import static
from django.utils.html import format_html
from django.utils.translation import get_language

from engine.cards import BY_CODE, DECK, Card, Text

register = template.Library()

CARD_WIDTH = 120  # table size, CSS pixels; the 2x files are twice that
CARD_HEIGHT = 196


def lang() -> str:
    """The active language as ``ru`` or ``en``."""
    return "en" if (get_language() or "ru").startswith("en") else "ru"


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


@register.filter
def tr(value: Text | None) -> str:
    """A bilingual engine text in the active language: ``{{ card.name|tr }}``."""
    if value is None:
        return ""
    return value.get(lang())


@register.simple_tag(takes_context=True)
def card_img(context, value, size: str = "1x", css: str = "card", alt: str | None = None):
    """A card picture: ``<picture>`` with WebP (1x and 2x) and a PNG fallback, alt text from the data.

    The face follows the visitor's deck choice (``deck`` in the context: ``ja`` hanafuda, ``ko`` hwatu).
    The HTML depends only on its arguments, the deck choice, the corner-index choice and the language,
    so it is built once per process for each combination (a play table shows dozens of cards).
    """
    card = as_card(value)
    order = "ko" if context.get("deck_order") == "ko" else "ja"
    corner = bool(context.get("corner_index"))
    return _card_html(card.code, order, corner, lang(), "2x" if size == "2x" else "1x", css, alt)


@lru_cache(maxsize=8192)
def _card_html(code: str, order: str, corner: bool, language: str, size: str, css: str, alt: str | None):
    """The HTML of ``card_img`` (cached; ``language`` is part of the key because the alt text is)."""
    card = BY_CODE[code]
    face = "hwatu" if order == "ko" else "hanafuda"
    indexed = corner and has_indexed_faces(face)
    base = f"cards/{face}-index" if indexed else f"cards/{face}"
    alt_text = alt if alt is not None else card_alt(card, order, language)
    scale = 2 if size == "2x" else 1
    picture = format_html(
        '<picture class="{css}"><source type="image/webp" srcset="{w1} 1x, {w2} 2x">'
        '<img src="{png}" srcset="{png2} 2x" alt="{alt}" width="{w}" height="{h}" loading="lazy" '
        'decoding="async"></picture>',
        css=css,
        w1=static(f"{base}/1x/{card.code}.webp"),
        w2=static(f"{base}/2x/{card.code}.webp"),
        png=static(f"{base}/1x/{card.code}.png"),
        png2=static(f"{base}/2x/{card.code}.png"),
        alt=alt_text,
        w=CARD_WIDTH * scale,
        h=CARD_HEIGHT * scale,
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


@register.filter
def lowerfirst(value: str) -> str:
    """The text with its first letter in lower case, for a sentence quoted after a colon."""
    text = str(value)
    return text[:1].lower() + text[1:]


@register.filter
def kind_name(value: Card | str | int) -> str:
    """The card's kind in the active language: «яркая карта» / "bright"."""
    from engine.cards import KIND_NAMES

    return KIND_NAMES[as_card(value).kind].get(lang())


@register.filter
def month_name(value: Card | str | int, order: str = "ja") -> str:
    """The card's month name in the active language, numbered in ``order`` (``ja`` or ``ko``)."""
    from engine.cards import MONTH_NAMES

    return MONTH_NAMES[as_card(value).month_in("ko" if order == "ko" else "ja") - 1].get(lang())


@register.simple_tag(takes_context=True)
def card_back(context, css: str = "card card-back", alt: str = ""):
    """The back of a card (for hidden hands and the deck)."""
    return _back_html("hwatu" if context.get("deck_order") == "ko" else "hanafuda", css, alt)


@lru_cache(maxsize=256)
def _back_html(face: str, css: str, alt: str):
    base = f"cards/{face}"
    return format_html(
        '<picture class="{css}"><source type="image/webp" srcset="{w1} 1x, {w2} 2x">'
        '<img src="{png}" alt="{alt}" width="{w}" height="{h}"></picture>',
        css=css,
        w1=static(f"{base}/1x/back.webp"),
        w2=static(f"{base}/2x/back.webp"),
        png=static(f"{base}/1x/back.png"),
        alt=alt,
        w=CARD_WIDTH,
        h=CARD_HEIGHT,
    )


@receiver(setting_changed)
def _forget_urls(*, setting: str, **kwargs) -> None:
    """Static URLs change with these settings (tests override them): drop the cached HTML."""
    if setting in ("STATIC_URL", "STORAGES", "STATICFILES_DIRS", "STATIC_ROOT", "BASE_DIR"):
        _card_html.cache_clear()
        _back_html.cache_clear()
        has_indexed_faces.cache_clear()


def card_alt(card: Card, order: str = "ja", language: str | None = None) -> str:
    """Alt text from the card data, e.g. «Журавль и солнце — январь, сосна, яркая карта, 20 очков»."""
    from engine.cards import KIND_NAMES, MONTH_NAMES

    language = language or lang()
    month = MONTH_NAMES[card.month_in(order) - 1].get(language)
    kind = KIND_NAMES[card.kind].get(language)
    plant = card.plant.name.get(language)
    if language == "en":
        return f"{card.name.en}: {month}, {plant}, {kind}, {card.points} points"
    return f"{card.name.ru}: {month.lower()}, {plant.lower()}, {kind}, очков: {card.points}"
