"""The visitor's deck choices, kept in the session: the deck order and the beginners' corner index."""

from __future__ import annotations

from django.http import HttpRequest

DECK_ORDERS = ("ja", "ko")


def deck_order(request: HttpRequest) -> str:
    """The visitor's deck: ``ja`` (Japanese order and hanafuda faces, the default) or ``ko``."""
    session = getattr(request, "session", None)
    value = session.get("deck_order", "ja") if session is not None else "ja"
    return value if value in DECK_ORDERS else "ja"


def corner_index(request: HttpRequest) -> bool:
    """Whether the beginners' corner index (month and points on every card) is switched on."""
    session = getattr(request, "session", None)
    return bool(session.get("corner_index", False)) if session is not None else False


def card_face(order: str) -> str:
    """The card faces of a deck order: ``hwatu`` for ``ko``, ``hanafuda`` otherwise."""
    return "hwatu" if order == "ko" else "hanafuda"
