"""The tutor's stop decisions (stop or go on) are valued by playing every sampled world to the end of
the deal, and they hold against long full-depth playouts: the analysis's best choice is within the
noise of the best of the same analysis at eight times the budget, in the practice deals that teach
these decisions."""

from __future__ import annotations

import random

import pytest

from engine import practice
from engine.bots import grading
from engine.game import Move, get_game
from room.analysis import analyse, is_stop_decision

SCENARIOS = [
    "koikoi-call-koikoi",
    "koikoi-stop-ahead",
    "gostop-go-on",
    "gostop-stop-ahead",
    "nylon-ppong-then-stop",
]


def stop_decision(key: str, seed: int):
    """The scenario's game and the learner's first stop decision, the model line played up to it."""
    scenario = practice.get(key)
    assert scenario is not None
    game = get_game(scenario.game, players=scenario.players, options=scenario.options)
    state = game.deal_from(scenario.deal, seed=seed)
    line = list(scenario.line)
    for _ in range(80):
        legal = state.legal_moves()
        if state.current_player == 0 and is_stop_decision(legal):
            return game, state.observe(0)
        mine = state.current_player == 0 and line
        state = state.apply(Move.parse(line.pop(0)) if mine else legal[0])
    raise AssertionError(f"{key}: no stop decision on the model line")


@pytest.mark.parametrize("key", SCENARIOS)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_stop_decision_holds_against_long_full_depth_play(key, seed):
    game, obs = stop_decision(key, seed)
    quick = analyse(game, obs, random.Random(seed))
    long = analyse(game, obs, random.Random(1000 + seed), scale=8)
    values = {r.move: r for r in long}
    best = values[quick[0].move]
    assert long[0].value - best.value <= grading.NOISE_Z * best.noise, (quick, long)
    # Every choice's verdict is the long analysis's, up to its noise: no «mistake» for a choice
    # the long play finds as good.
    for entry in quick:
        label = grading.grade(quick, entry.move, flat_spread=game.tutor_flat_spread()).label
        far = long[0].value - values[entry.move].value > grading.NOISE_Z * values[entry.move].noise
        assert label != "mistake" or far, (entry, long)


def test_a_stop_decision_is_played_to_the_end_of_the_deal(monkeypatch):
    """At a stop decision the analysis is the decision's outlook (every choice played to the end of
    the deal in the same worlds, ``decision_outlook``), and the ranking is read from it: the values
    the page's bars show are the ones the verdict grades."""
    from engine.bots.outlook import outlook_ranking
    from room import analysis

    asked = []
    real = analysis.decision_outlook

    def spy(obs, rng, **kw):
        found = real(obs, rng, **kw)
        asked.append(found)
        return found

    monkeypatch.setattr(analysis, "decision_outlook", spy)
    game, obs = stop_decision("koikoi-call-koikoi", 1)
    ranking = analyse(game, obs, random.Random(1))
    assert len(asked) == 1 and ranking == outlook_ranking(asked[0])
    assert {r.move for r in ranking} == set(obs.legal_moves)
    assert any(m.action == "stop" for m in obs.legal_moves)
    assert all(choice.deals == analysis.OUTLOOK_WORLDS for choice in asked[0])
    # Away from a stop decision the search runs as it always does.
    assert not analysis.is_stop_decision([m for m in obs.legal_moves if m.action != "stop"])
