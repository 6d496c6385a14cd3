"""Each game in its own words: the tutor's hint in Nylon-ppong speaks of discards, penalty points,
pairs and ppong, in Aigoma-koppai of cards shed and trumps, never of captures or of a card left on
the table for someone to take; and every number it gives is the position's."""

from __future__ import annotations

import random
import re

import pytest
from django.utils import translation

from engine.cards import DECK
from play import tutor
from tests.play.test_verdict_reasons import _random_positions

#: Words of the fishing games that are false in a discarding or a climbing game.
FISHING = re.compile(r"берёт|бер[её]т|на столе|Риск|takes|on the table|Risk|may take", re.I)


def positions(key: str, players: int, count: int):
    """``count`` positions with a choice, from seeded random play."""
    return _random_positions(key, players, count, share=0.4, deals=60)


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize(("key", "players"), [("nylon", 3), ("aigoma", 4), ("aigoma", 2)])
def test_hints_in_discarding_and_climbing_games_speak_their_own_words(key, players, lang):
    rng = random.Random(11)
    said = 0
    with translation.override(lang):
        for game, obs, legal in positions(key, players, 60):
            move = rng.choice(list(legal))
            ranking = [(m, 0.0, 10, 0.0) for m in legal]
            words = tutor.explain(game, obs, move, 0.0, ranking).reasons
            for sentence in words:
                said += 1
                assert not FISHING.search(sentence), sentence
            out = [c for c in move.cards if c in obs.hand]
            if key == "nylon" and move.action == "discard":
                penalty = game.score_pile([c for c in obs.hand if c not in out]).total
                assert re.search(rf"\b{penalty}\b", words[0]), (words, penalty)
            if key == "aigoma" and out:
                left = str(len(obs.hand) - len(out))
                assert words[0].rstrip(".").endswith(left), (words, left)
                brights = [c for c in obs.hand if DECK[c].kind.value == "bright"]
                if brights and not set(out) & set(brights):
                    assert words[-1].rstrip(".").endswith(str(len(brights))), words
    assert said >= 30, "the hints said something"
