"""Words of the room that both tables use: what lies beside each player, the sentences for moves
and for what they did."""

from __future__ import annotations

from django.utils.translation import gettext as _

from engine import phrases
from engine.game import Event, Game, Move
from frame.language import lang


def pile_label(kind: str) -> str:
    """The name of the cards beside a player, by what the game's piles hold (``Game.pile_kind``):
    a fishing game's captured cards, Nylon-ppong's called ppongs, Aigoma-koppai's cleared plays."""
    labels = {
        "captured": _("Captured cards"),
        "melds": _("Called ppongs"),
        "cleared": _("Cleared from the table"),
    }
    return labels.get(kind, _("Cards laid out"))


def move_sentence(game: Game, move: Move) -> str:
    """A sentence for a move (the label of its button, a line of the replay's move list): the
    engine's, else the cards it plays, else its action."""
    text = game.describe_move(move, lang())
    if text:
        return text
    if move.cards:
        return phrases.card_list(list(move.cards), lang())
    return move.action


def event_sentence(game: Game, event: Event) -> str:
    """One log line for ``event``: the engine's sentence, else the cards it moved."""
    return game.describe(event, lang()) or phrases.card_list(list(event.cards), lang())
