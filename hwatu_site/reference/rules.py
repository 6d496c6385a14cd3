"""Pictured examples for the rules pages, taken from real engine positions (seed + moves)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

RULES_PAGES = {
    "hato": _("«Hato»"),
    "koikoi": _("Koi-Koi"),
}


def rules_context(game: str, order: str) -> dict:
    """Context of the rules page of ``game``."""
    return {"game": game, "title": RULES_PAGES[game]}
