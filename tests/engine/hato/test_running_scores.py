"""``Game.running_scores``: the scores as they stand, in ``Result.scores``' units, at every point of
play (what a cut-off search counts under the ``"score"`` utility)."""

from __future__ import annotations

import random

import pytest

from engine.game import get_game


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, {}), (3, {}), (3, {"settlement": "zero_sum"}), (3, {"target": 500}), (4, {"target": 500})],
)
def test_the_running_scores_end_as_the_result_and_move_with_the_points_taken(players, options):
    game = get_game("hato", players=players, options=options)
    rng = random.Random(players)
    state = game.new_state(players)
    while not state.is_over:
        before = game.running_scores(state)
        # Between deals nothing is held back: the scores so far add up to what has been taken.
        if not options.get("settlement"):
            assert all(score >= 0 for score in before)
        state = state.apply(rng.choice(state.legal_moves()))
    assert game.running_scores(state) == tuple(float(s) for s in state.result().scores)


def test_the_running_scores_are_the_totals_plus_this_deals_points():
    game = get_game("hato", players=3, options={"settlement": "zero_sum"})
    state = game.position(hands=[["01a"], ["02c"], ["03c"]], table=["01c"], captured=[["08a"], ["09a"], []])
    # Piles 20, 10, 0: each seat's points times three less the 30 in all.
    assert game.running_scores(state) == (30.0, 0.0, -30.0)
    plain = get_game("hato", players=3)
    state = plain.position(hands=[["01a"], ["02c"], ["03c"]], table=["01c"], captured=[["08a"], ["09a"], []])
    assert plain.running_scores(state) == (20.0, 10.0, 0.0)


def test_the_generic_running_scores_score_each_pile():
    game = get_game("koikoi", options={"rounds": 1})
    state = game.position(hands=[["01c"], ["02c"]], table=["03c"], captured=[["01a", "03a", "08a"], []])
    assert game.running_scores(state) == (float(game.score_pile([0, 8, 28]).total), 0.0)
