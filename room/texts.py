"""Words of the room that both tables use: who sits at each seat, what lies beside each player, the
sentences for moves and for what they did, and why a move or an action was refused."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from django.utils.translation import gettext as _

from engine import phrases
from engine.cards import DECK
from engine.describe import ILLEGAL_REASONS
from engine.game import BadOptions, Event, Game, IllegalMove, Move
from frame.language import lang
from room.bots import level_label


@dataclass(frozen=True)
class Sitter:
    """Who sits at a seat, as much as its label says.

    A practice game numbers its seats as the engine's log sentences do («Игрок 2»); a people's table
    ``named`` them after the people who took them.
    """

    number: int
    named: bool = False
    #: The person's name (a named seat of a person, or of a person a bot now plays for).
    name: str = ""
    #: The level of the bot whose seat it is ("" for a person's seat, also while a bot keeps it).
    level: str = ""
    you: bool = False
    #: A bot keeps the seat of a person who left or went silent (they may come back).
    stand_in: bool = False
    empty: bool = False


def seat_label(sitter: Sitter) -> str:
    """The seat's label, the same at both tables: «Игрок 1 (вы)», «Игрок 2 (бот: сильный)» where the
    seats are numbered; «Бабушка (вы)», «Бот (сильный)», «Миша (за него играет бот)», «Свободное
    место» where people named them."""
    number, level = sitter.number + 1, level_label(sitter.level)
    if not sitter.named:
        if sitter.you:
            return _("Player %(number)d (you)") % {"number": number}
        if sitter.level:
            return _("Player %(number)d (bot: %(level)s)") % {"number": number, "level": level}
        return _("Player %(number)d") % {"number": number}
    if sitter.empty:
        return _("Free seat")
    if sitter.level:
        if sitter.name:
            return _("%(name)s (a bot plays on)") % {"name": sitter.name}
        return _("Bot (%(level)s)") % {"level": level}
    if sitter.stand_in:
        return _("%(name)s (a bot is keeping the seat)") % {"name": sitter.name}
    if sitter.you:
        return _("%(name)s (you)") % {"name": sitter.name}
    return sitter.name


def verdict_label(verdict: str) -> str:
    """The tutor's verdict in words (``engine.bots.grading``'s labels), the same at both tables."""
    labels = {
        "best": _("best move"),
        "good": _("good move"),
        "inaccuracy": _("inaccuracy"),
        "mistake": _("mistake"),
    }
    return labels.get(verdict, verdict)


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


def common_refusals() -> dict[str, str]:
    """Refusals both tables word alike (each table adds its own and may word one its way)."""
    return {
        "bad_code": _("That move could not be read."),
        "not_your_turn": _("It is not your turn."),
        "game_over": _("The game is over."),
        "illegal": _("The rules do not allow that move here."),
    }


def refusal_text(
    error: IllegalMove | BadOptions | Exception | str,
    own: Mapping[str, str],
    *,
    before_engine: Iterable[str] | None = None,
) -> str:
    """Why something was refused, in the visitor's language: the table's ``own`` words for the
    reasons in ``before_engine`` (all of its reasons when None), else the engine's message with its
    cards named, else the table's own words, else a plain sentence. ``error`` is the exception (its
    ``reason`` and ``params``) or a reason key."""
    reason = error if isinstance(error, str) else str(getattr(error, "reason", ""))
    first = own.keys() if before_engine is None else set(before_engine)
    if reason in first and reason in own:
        return own[reason]
    text = ILLEGAL_REASONS.get(reason)
    if text is not None:
        params = {
            key: _card_named(key, value) for key, value in dict(getattr(error, "params", {}) or {}).items()
        }
        try:
            return text.get(lang()).format(**params)
        except (KeyError, IndexError, ValueError):
            return text.get(lang())
    return own.get(reason, _("The rules do not allow that here."))


def _card_named(key: str, value: object) -> object:
    """A refusal's card parameters become card names; everything else is shown as it is."""
    if key in ("card", "target") and isinstance(value, int) and 0 <= value < 48:
        return DECK[value].name.get(lang())
    return value
