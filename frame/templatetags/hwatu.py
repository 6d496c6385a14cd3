"""Template helpers shared by every app (``{% load hwatu %}``): card pictures and bilingual engine texts."""

from __future__ import annotations

from django import template

from engine import phrases
from engine.cards import KIND_NAMES, MONTH_NAMES, Card, Text
from frame.card_images import as_card, back_html, card_html
from frame.deck import card_face
from frame.language import lang

register = template.Library()


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
    return card_html(card.code, order, corner, lang(), "2x" if size == "2x" else "1x", css, alt)


@register.filter
def number(value: object) -> str:
    """A number as people read it, negative ones with a true minus sign: ``{{ points|number }}``
    gives «−33» (U+2212), not «-33»; anything that is not a whole number is shown as it is."""
    if isinstance(value, bool) or not isinstance(value, int):
        return "" if value is None else str(value)
    return phrases.number(value)


@register.filter
def plural_count(value: int | None) -> int:
    """The number a plural form is chosen by: a negative score («−18 очков») takes the form of its
    size (Python's ``%`` makes ``-18 % 10`` 2, so the plural formula alone would say «−18 очка»)."""
    return abs(int(value or 0))


@register.filter
def any_playable(hand: object) -> bool:
    """Whether some card of a hand (``room.felt.HandCard`` items) can be played now."""
    return any(getattr(card, "playable", False) for card in hand or ())  # type: ignore[attr-defined]


@register.filter
def lowerfirst(value: str) -> str:
    """The text with its first letter in lower case, for a sentence quoted after a colon."""
    text = str(value)
    return text[:1].lower() + text[1:]


@register.filter
def kind_name(value: Card | str | int) -> str:
    """The card's kind in the active language: «яркая карта» / "bright"."""
    return KIND_NAMES[as_card(value).kind].get(lang())


@register.filter
def month_name(value: Card | str | int, order: str = "ja") -> str:
    """The card's month name in the active language, numbered in ``order`` (``ja`` or ``ko``)."""
    return MONTH_NAMES[as_card(value).month_in("ko" if order == "ko" else "ja") - 1].get(lang())


@register.simple_tag(takes_context=True)
def card_back(context, css: str = "card card-back", alt: str = ""):
    """The back of a card (for hidden hands and the deck)."""
    return back_html(card_face(context.get("deck_order", "ja")), css, alt)
