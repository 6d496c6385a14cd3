"""Go-Stop's deal outcome (``Game.deal_outcome``, read by the tutor's outlook at a go or a stop):
each deal of a match as the state records it, not only the match's end."""

from __future__ import annotations

import random

import pytest

from engine.game import DealOutcome, get_game
from tests.engine.deal_outcomes import each_deal_end


@pytest.mark.parametrize("players", [2, 3])
def test_the_deal_outcome_is_each_deal_of_a_match_as_recorded(players):
    """Through a match of three deals: no outcome while a deal goes on; at its end what each seat
    collected or paid, whether it alone collected the most; the payments of a deal add up to 0."""
    game = get_game("gostop", players=players, options={"rounds": 3})
    deals = 0
    for record, outcomes in each_deal_end(game, 4):
        assert sum(record["points"]) == 0  # what the winner collects, the losers pay
        for seat, outcome in enumerate(outcomes):
            assert outcome.points == record["points"][seat]
            others = [p for other, p in enumerate(record["points"]) if other != seat]
            assert outcome.best == (record["winner"] == seat and all(p < outcome.points for p in others))
        deals += 1
    assert deals == 3


def test_a_nagari_is_no_ones_best_deal():
    game = get_game("gostop", players=3, options={"rounds": 3})
    for seed in range(40):
        rng, state = random.Random(seed), game.new_state(seed)
        start = state
        while not state.is_over and len(state.history) == len(start.history):
            moves = [m for m in state.legal_moves() if m.action != "stop"] or list(state.legal_moves())
            state = state.apply(rng.choice(moves))
        if state.history[0]["winner"] is None:
            assert [game.deal_outcome(start, state, seat) for seat in range(3)] == [
                DealOutcome(0, 0.0, False)
            ] * 3
            return
    pytest.fail("no nagari in 40 seeded deals that never stop")
