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
from engine.game import BadOptions, IllegalMove
from frame.language import lang
from room.texts import Sitter, common_refusals, refusal_text
from room.texts import seat_label as room_seat_label


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
    """The label of a seat of a practice game (``room.texts.seat_label``, numbered as in the engine's
    log sentences); «Стол» for the table's own cards (``seat`` None)."""
    if seat is None:
        return table_word()
    level = bots[seat] if bots and seat < len(bots) and seat != learner_seat else None
    return room_seat_label(Sitter(seat, you=seat == learner_seat, level=level or ""))


def illegal_message(error: IllegalMove | BadOptions | str) -> str:
    """A refusal in the learner's language: the site's own reasons, else the engine's message."""
    return refusal_text(error, _site_messages(), before_engine=SITE_REASONS)


SITE_REASONS = frozenset({"stale", "your_turn", "nothing_to_undo", "bots", "seed", "deal", "illegal", "seat"})


def _site_messages() -> dict[str, str]:
    return {
        **common_refusals(),
        "stale": _("This page was out of date: the game had already moved on. Here is the current position."),
        "your_turn": _("It is your turn: the bots are waiting for you."),
        "nothing_to_undo": _("There is nothing to undo."),
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
