"""Matches over several deals, settlement, results and returns."""

from __future__ import annotations

import random

import pytest

from engine.game import get_game


def play_out(state, seed=0):
    rng = random.Random(seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_moves()))
    return state


def test_single_deal_by_default():
    g = get_game("hato")
    assert g.options["target"] == 0
    s = play_out(g.new_state(3))
    kinds = [e.kind for e in s.events]
    assert kinds.count("deal") == 1 and kinds.count("round_end") == 1 and kinds[-1] == "game_end"
    result = s.result()
    assert result.scores == result.data["points"]
    assert len(result.breakdowns) == 2
    assert tuple(b.total for b in result.breakdowns) == result.scores


@pytest.mark.parametrize("players", [2, 3, 4])
def test_match_to_500_goes_on_until_someone_reaches_it(players):
    g = get_game("hato", players=players, options={"target": 500})
    s = play_out(g.new_state(11), seed=1)
    result = s.result()
    history = result.data["deals"]
    assert len(history) >= 2
    totals = tuple(sum(deal[i] for deal in history) for i in range(players))
    assert result.scores == totals
    assert max(totals) >= 500
    # before the last deal nobody had reached the target
    before = tuple(totals[i] - history[-1][i] for i in range(players))
    assert max(before) < 500
    assert result.winners == tuple(i for i in range(players) if totals[i] == max(totals))


def test_winner_of_a_deal_leads_the_next():
    g = get_game("hato", options={"target": 1000})
    s = play_out(g.new_state(5), seed=2)
    ends = [e for e in s.events if e.kind == "round_end"]
    deals = [e for e in s.events if e.kind == "deal"]
    assert len(deals) == len(ends)
    for end, next_deal in zip(ends, deals[1:], strict=False):
        assert next_deal.seat == end.data["winner"]
        points = end.data["points"]
        assert points[end.data["winner"]] == max(points)


def test_match_is_reproducible():
    g = get_game("hato", players=3, options={"target": 500})
    a = play_out(g.new_state(9), seed=4)
    b = play_out(g.new_state(9), seed=4)
    assert a.events == b.events
    assert a.result() == b.result()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_zero_sum_settlement(players):
    g = get_game("hato", players=players, options={"settlement": "zero_sum"})
    s = play_out(g.new_state(2), seed=3)
    result = s.result()
    points = result.data["points"]
    assert sum(result.scores) == 0
    for i in range(players):
        # each player collects their points from every opponent and pays each of them theirs
        assert result.scores[i] == sum(points[i] - points[j] for j in range(players) if j != i)


def test_general_rules_example_three_players():
    # Lines 514-516: a 20-point hand in a three-player game gives +40 to its maker and -20 to each other.
    g = get_game("hato", players=3, options={"settlement": "zero_sum"})
    s = g.position(hands=[["01a"], ["09c"], ["10c"]], table=["01c"], deck=[])
    s = s.apply_code("play:01a.01c").apply_code("lay:09c").apply_code("lay:10c")
    assert s.result().scores == (40, -20, -20)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_returns_are_zero_sum_and_follow_the_score(players):
    g = get_game("hato", players=players)
    s = play_out(g.new_state(1))
    returns = s.returns()
    assert abs(sum(returns)) < 1e-9
    scores = s.result().scores
    best = max(range(players), key=lambda i: (scores[i], -i))
    assert returns[best] == max(returns)
    assert all(-3 <= r <= 3 for r in returns)


def test_returns_before_the_end_use_the_score_so_far():
    g = get_game("hato")
    s = g.new_state(1)
    assert s.returns() == (0.0, 0.0)
