"""``KoiKoi.stop_score``: what a stop is worth, checked against deals the game really ends by a stop."""

from __future__ import annotations

import random

import pytest

from engine.game import get_game
from engine.games.koikoi.scoring import DOUBLINGS, doubled

SEEDS = 300


def _random_deal(seed: int, rules: dict[str, bool]):
    """One Koi-Koi deal played with random legal moves (koi-koi called more often than not)."""
    rng = random.Random(seed)
    game = get_game("koikoi", preset="fudawiki", options={**rules, "rounds": 1})
    state = game.new_state(seed)
    while not state.is_over:
        moves = list(state.legal_moves())
        koikoi = [m for m in moves if m.action == "koikoi"]
        state = state.apply(koikoi[0] if koikoi and rng.random() < 0.6 else rng.choice(moves))
    return game, state


def test_stop_score_agrees_with_deals_ended_by_a_stop():
    seen = dict.fromkeys(DOUBLINGS, 0)
    stops = 0
    for seed in range(SEEDS):
        rng = random.Random(seed)
        rules = {key: bool(rng.getrandbits(1)) for key in DOUBLINGS}
        game, state = _random_deal(seed, rules)
        (record,) = state.history
        if record["reason"] != "stop":
            continue
        stops += 1
        winner, calls = record["winner"], record["koikoi"]
        pile = state.captured_piles()[winner]
        stopped = game.stop_score(pile, own_call=bool(calls[winner]), opponent_call=bool(calls[1 - winner]))
        assert stopped.total == record["points"] == state.result().scores[winner], (seed, record)
        assert stopped.items == record["items"], seed
        assert game.score_pile(pile).total == record["base"], seed
        for item in stopped.items:
            if item.key in seen:
                seen[item.key] += 1
    # The sample really exercised every doubling and plenty of stops.
    assert stops >= 50 and all(count >= 3 for count in seen.values()), (stops, seen)


def test_doublings_apply_in_order_each_on_the_points_so_far():
    rules = {"double_at_7": True, "double_own_koikoi": False, "double_opponent_koikoi": True}
    points, lines = doubled(8, options=rules, own_call=True, opponent_call=True)
    assert points == 32
    assert [(line.key, line.points) for line in lines] == [("double_at_7", 8), ("double_opponent_koikoi", 16)]
    assert doubled(5, options=rules, own_call=False, opponent_call=False) == (5, ())
    assert doubled(6, options=dict.fromkeys(DOUBLINGS, True), own_call=True, opponent_call=False)[0] == 12


@pytest.mark.parametrize("preset", ["fudawiki", "nintendo"])
def test_stop_score_lines_are_the_yaku_then_the_doublings(preset):
    game = get_game("koikoi", preset=preset)
    pile = [0, 8, 28, 44, 1, 5, 9]  # four brights with the rain man, poem ribbons
    stopped = game.stop_score(pile, own_call=False, opponent_call=True)
    yaku = game.score_pile(pile)
    assert stopped.items[: len(yaku.items)] == yaku.items
    assert [item.key for item in stopped.items[len(yaku.items) :]] == [
        key for key in game.stop_doublings if game.options[key]
    ]


def test_the_stop_offer_at_a_decision_is_what_the_stop_then_scores():
    """At every stop / koi-koi decision of many random deals, ``stop_offer`` of the deciding seat's
    own observation is what stopping there gives; elsewhere there is no offer."""
    offers = 0
    for seed in range(120):
        rng = random.Random(seed)
        game = get_game("koikoi", preset="fudawiki", options={"rounds": 1, "double_opponent_koikoi": True})
        state = game.new_state(seed)
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            obs = state.observe(seat)
            offer = game.stop_offer(obs)
            moves = list(state.legal_moves())
            stop = next((m for m in moves if m.action == "stop"), None)
            if stop is None:
                assert offer is None and game.stop_offer(state.observe(1 - seat)) is None
            else:
                assert offer is not None
                stopped = state.apply(stop)
                if stopped.history and stopped.history[-1]["reason"] == "stop":
                    assert offer.total == stopped.history[-1]["points"], seed
                    offers += 1
            state = state.apply(rng.choice(moves))
    assert offers >= 30
