"""Words for the table: card lists, move sentences, log sentences and refusal messages.

Sentences about events and moves come from the engine (``Game.describe``, ``engine.describe``);
this module only picks the language and supplies fallbacks so the table never fails on a key
the engine does not know yet.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from engine import phrases
from engine.cards import DECK
from engine.describe import ILLEGAL_REASONS
from engine.game import BadOptions, IllegalMove
from frame.language import lang
from room.bots import level_label


def card_name(card: int) -> str:
    """A card's name, unquoted, in the active language."""
    return DECK[card].name.get(lang())


def card_list(cards: Iterable[int]) -> str:
    """Quoted card names as a subject or after a colon: «Журавль и солнце» и «Сосна, простая карта 1»."""
    return phrases.card_list(list(cards), lang())


def cards_object(cards: Iterable[int], case: phrases.Case = "acc") -> str:
    """Cards as a part of a sentence, in the Russian ``case`` (``engine.phrases.cards_phrase``):
    «карту «Журавль и солнце»», «карты «…» и «…»»; in English the quoted names."""
    return phrases.cards_phrase(list(cards), lang(), case)


def table_word() -> str:
    """«Стол»: the cards face up between the players (not «Таблица», the site's month table)."""
    return pgettext("cards face up between the players", "Table")


def seat_label(seat: int | None, learner_seat: int = 0, bots: list[Any] | None = None) -> str:
    """«Игрок 1 (вы)», «Игрок 2 (бот: сильный)»: numbered as in the engine's log sentences."""
    if seat is None:
        return table_word()
    if seat == learner_seat:
        return _("Player %(number)d (you)") % {"number": seat + 1}
    level = bots[seat] if bots and seat < len(bots) else None
    if level:
        return _("Player %(number)d (bot: %(level)s)") % {"number": seat + 1, "level": level_label(level)}
    return _("Player %(number)d") % {"number": seat + 1}


def verdict_label(verdict: str) -> str:
    labels = {
        "best": _("best move"),
        "good": _("good move"),
        "inaccuracy": _("inaccuracy"),
        "mistake": _("mistake"),
    }
    return labels.get(verdict, verdict)


def illegal_message(error: IllegalMove | BadOptions | str) -> str:
    """A refusal in the learner's language: the site's own reasons, else the engine's message."""
    reason = error if isinstance(error, str) else error.reason
    params = {} if isinstance(error, str) else dict(error.params)
    own = _site_messages()
    if reason in SITE_REASONS:
        return own[reason]
    text = ILLEGAL_REASONS.get(reason)
    if text is not None:
        try:
            return text.get(lang()).format(**{k: _param(k, v) for k, v in params.items()})
        except (KeyError, IndexError, ValueError):
            return text.get(lang())
    return own.get(reason, _("The rules do not allow that here."))


SITE_REASONS = frozenset({"stale", "your_turn", "nothing_to_undo", "bots", "seed", "deal", "illegal", "seat"})


def _site_messages() -> dict[str, str]:
    return {
        "stale": _("This page was out of date: the game had already moved on. Here is the current position."),
        "bad_code": _("That move could not be read."),
        "not_your_turn": _("It is not your turn."),
        "game_over": _("The game is over."),
        "your_turn": _("It is your turn: the bots are waiting for you."),
        "nothing_to_undo": _("There is nothing to undo."),
        "illegal": _("The rules do not allow that move here."),
        "players": _("This game cannot be played with that many players."),
        "option": _("This game has no such option."),
        "option_value": _("That value is not allowed for this option."),
        "game": _("There is no such game."),
        "bots": _("Choose a level for every bot."),
        "seat": _("The learner's seat is not valid."),
        "seed": _("The seed must be a whole number from 0 to 9223372036854775807."),
        "deal": _("This practice deal cannot be set up."),
        "preset": _("There is no such preset."),
    }


def _param(key: str, value: Any) -> Any:
    """Card parameters become card names; everything else is shown as it is."""
    if key in ("card", "target") and isinstance(value, int) and 0 <= value < 48:
        return card_name(value)
    return value
