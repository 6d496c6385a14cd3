"""Sentences of «Хато»'s own events; the shared ones (play, flip, capture...) are in
``engine.describe``."""

from __future__ import annotations

from collections.abc import Callable

from engine.game import Event
from engine.phrases import card_list, cards_phrase


def _freeze(event: Event, lang: str) -> str:
    if lang == "en":
        cards = card_list(event.cards, lang)
        return f"Freeze: {cards} stay on the table until someone brings the fourth card of their month."
    cards = cards_phrase(event.cards, lang, "nom")
    return f"Заморозка: {cards} остаются на столе, пока кто-нибудь не положит к ним четвёртую карту."


#: The game's own event kinds and their sentences.
DESCRIBERS: dict[str, Callable[[Event, str], str]] = {"freeze": _freeze}
