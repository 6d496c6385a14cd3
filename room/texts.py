"""Words of the room that both tables use: what lies beside each player, the bots' levels."""

from __future__ import annotations

from django.utils.translation import gettext as _


def pile_label(kind: str) -> str:
    """The name of the cards beside a player, by what the game's piles hold (``Game.pile_kind``):
    a fishing game's captured cards, Nylon-ppong's called ppongs, Aigoma-koppai's cleared plays."""
    labels = {
        "captured": _("Captured cards"),
        "melds": _("Called ppongs"),
        "cleared": _("Cleared from the table"),
    }
    return labels.get(kind, _("Cards laid out"))
