"""Nylon-ppong's «стоп» through the Game interface: what a stop offers and risks, how a deal ended,
and the outlook of each choice at the decision, checked against what the game then records."""

from __future__ import annotations

import random

import pytest

from engine.bots.outlook import decision_outlook
from engine.game import get_game
from tests.engine.deal_outcomes import each_deal_end

#: Option sets that cover every rule a stop depends on: the limit, the quorum, the extra penalty.
RULES = [
    (2, {}),
    (2, {"stop_limit": 5, "penalty": 50}),
    (2, {"stop_quorum": "other", "penalty": 0}),
    (3, {"stop_quorum": "half"}),
    (4, {"stop_quorum": "other", "upcard": True, "out_of_turn": True}),
]


def stop_decisions(players: int, options: dict, seeds: int):
    """(game, state) at every turn of random deals where the player to move may call stop."""
    game = get_game("nylon", players=players, options={**options, "rounds": 1})
    for seed in range(seeds):
        rng = random.Random(seed)
        state = game.new_state(seed)
        while not state.is_over:
            moves = state.legal_moves()
            if any(move.action == "stop" for move in moves):
                yield game, state
            state = state.apply(rng.choice(moves))


@pytest.mark.parametrize(("players", "options"), RULES)
def test_the_stop_offer_and_risk_are_what_the_stop_then_records(players, options):
    """At every stop decision, the offer of the deciding seat's own observation is the penalty the
    stop records for it, less the extra penalty exactly when the stop fails; the risk is that penalty."""
    checked = 0
    penalty = get_game("nylon", players=players, options=options).options["penalty"]
    for game, state in stop_decisions(players, options, 300):
        seat = state.current_player
        obs = state.observe(seat)
        offer, risk = game.stop_offer(obs), game.stop_risk(obs)
        assert offer is not None and [item.key for item in offer.items] == ["cards"]
        assert sorted(offer.items[0].cards) == sorted(obs.hand) and len(obs.hand) == 2
        assert (risk.points if risk is not None else 0) == penalty
        (record,) = state.apply_code("stop").history
        points = record["points"]
        failed = any(p <= points[seat] for other, p in enumerate(points) if other != seat)
        assert points[seat] == offer.total + (penalty if failed else 0)
        for other in range(players):
            if other != seat:
                assert game.stop_offer(state.observe(other)) is None
        checked += 1
    assert checked >= 15, checked


def test_no_offer_where_a_stop_is_not_legal():
    game = get_game("nylon", players=2)
    rng = random.Random(4)
    state = game.new_state(4)
    offers = 0
    while not state.is_over:
        obs = state.observe(state.current_player)
        legal = any(move.action == "stop" for move in obs.legal_moves)
        assert (game.stop_offer(obs) is not None) == legal == (game.stop_risk(obs) is not None)
        offers += legal
        state = state.apply(rng.choice(state.legal_moves()))
    assert offers and game.stop_offer(state.observe(0)) is None


@pytest.mark.parametrize("players", [2, 3])
def test_the_deal_outcome_is_each_deal_of_a_match_as_recorded(players):
    """Through a match of three deals: no outcome while a deal goes on; at its end, each seat's
    penalty, whether it alone had the fewest, and its extra penalty, as the record says."""
    game = get_game("nylon", players=players, options={"rounds": 3})
    deals = 0
    for record, outcomes in each_deal_end(game, 2):
        for seat, outcome in enumerate(outcomes):
            assert outcome.points == record["points"][seat]
            others = [p for other, p in enumerate(record["points"]) if other != seat]
            assert outcome.others == sum(others) / len(others)
            assert outcome.best == all(p > outcome.points for p in others)
            extra = [i.points for i in record["items"][seat] if i.key in ("failed_stop", "feeder")]
            assert outcome.extra == sum(extra)
        deals += 1
    assert deals == 3


def test_the_outlook_of_a_stop_is_its_offer_plus_the_penalty_when_it_fails():
    """A stop ends the deal at once, so its outlook is exact arithmetic over the sampled deals: the
    caller's mean penalty is the offer plus the penalty times the share of failed stops, and a stop
    that does not leave the caller alone with the fewest is exactly one that takes the penalty."""
    seen = 0
    for game, state in stop_decisions(2, {}, 40):
        obs = state.observe(state.current_player)
        outlook = decision_outlook(obs, random.Random(3), game=game, worlds=40)
        assert [choice.move for choice in outlook] == list(obs.legal_moves)
        stop = next(choice for choice in outlook if choice.move.code == "stop")
        offer = game.stop_offer(obs)
        assert stop.deals == 40 and offer is not None
        assert stop.points == pytest.approx(offer.total + 30 * stop.extra)
        assert stop.best + stop.extra == pytest.approx(1.0)
        for choice in outlook:
            assert 0.0 <= choice.best <= 1.0 and 0.0 <= choice.extra <= 1.0
        seen += 1
        if seen == 4:
            break
    assert seen == 4


def test_the_outlook_is_the_same_for_the_same_seed():
    game, state = next(stop_decisions(2, {}, 40))
    obs = state.observe(state.current_player)
    first = decision_outlook(obs, random.Random(8), game=game, worlds=30)
    assert first == decision_outlook(obs, random.Random(8), game=game, worlds=30)
