"""The tutor's words name cards in the form the Russian sentence needs, like the engine's log:
every reason of a verdict (``room.reasons``) and every explanation of a move (``play.tutor``)."""

from __future__ import annotations

import random

import pytest
from django.utils import translation

from play import tutor
from room import reasons
from tests.play.test_verdict_reasons import GAMES, _random_positions
from tests.wording import CARD_NAME_RU, misplaced_card_names, names_after_prepositions

#: The facts whose sentences name cards.
NAMING_FACTS = {"takes", "exposes", "spends_bright", "breaks_set", "breaks_group"}


def _checked(text: str) -> str:
    assert not misplaced_card_names(text), text
    assert not names_after_prepositions(text), text
    return text


def test_every_reason_that_names_cards_names_them_in_the_right_form():
    rng = random.Random(8)
    named: set[str] = set()
    for key, players in GAMES:
        for game, obs, legal in _random_positions(key, players, 120):
            best, played = rng.sample(list(legal), 2)
            for fact in reasons.reason_facts(game, obs, played, best):
                with translation.override("ru"):
                    text = _checked(reasons.reason_text(game, {"verdict": "good", "reason": [fact]}))
                if CARD_NAME_RU.search(text):
                    named.add(fact["fact"])
    assert named == NAMING_FACTS


@pytest.mark.parametrize(("key", "players"), [("hato", 2), ("koikoi", 2)])
def test_every_explanation_names_cards_in_the_right_form(key, players):
    named = 0
    for game, obs, legal in _random_positions(key, players, 60):
        for move in legal:
            with translation.override("ru"):
                words = tutor.explain(game, obs, move, 0.0, [(move, 0.0, 1)])
            for text in (words.sentence, *words.reasons):
                named += bool(CARD_NAME_RU.search(_checked(text)))
    assert named > 60
