"""``decision_outlook``: every choice at a decision played out to the end of the deal, read with the
game's ``deal_outcome`` (the generic one here: Koi-Koi of one deal, whose points are gains)."""

from __future__ import annotations

import random

from engine.bots import ISMCTSBot, make_bot
from engine.bots.outlook import decision_outlook
from engine.game import DealOutcome, get_game


def koikoi_decision():
    """The first stop / koi-koi decision of a random one-deal Koi-Koi game."""
    game = get_game("koikoi", options={"rounds": 1})
    for seed in range(50):
        rng = random.Random(seed)
        state = game.new_state(seed)
        while not state.is_over:
            if any(move.action == "stop" for move in state.legal_moves()):
                return game, state
            state = state.apply(rng.choice(state.legal_moves()))
    raise AssertionError("no decision")


def test_a_stop_that_ends_the_game_is_read_from_its_final_scores():
    game, state = koikoi_decision()
    seat = state.current_player
    obs = state.observe(seat)
    outlook = {
        choice.move.code: choice for choice in decision_outlook(obs, random.Random(1), game=game, worlds=20)
    }
    assert set(outlook) == {"stop", "koikoi"}
    offer = game.stop_offer(obs)
    stop = outlook["stop"]
    assert offer is not None
    assert (stop.deals, stop.points, stop.others, stop.best, stop.extra) == (20, offer.total, 0.0, 1.0, 0.0)
    assert 0.0 <= outlook["koikoi"].best <= 1.0


def test_the_generic_outcome_waits_for_the_end_and_names_the_single_best():
    game, state = koikoi_decision()
    assert game.deal_outcome(state, state, 0) is None
    over = state.apply_code("stop")
    winner = over.result().winners[0]
    assert game.deal_outcome(state, over, winner) == DealOutcome.of(
        over.result().scores, winner, fewest=False
    )
    assert game.deal_outcome(state, over, winner).best and not game.deal_outcome(state, over, 1 - winner).best
    assert DealOutcome.of([5, 5, 9], 0, fewest=True) == DealOutcome(5, 7.0, False)
    assert DealOutcome.of([4, 5, 9], 0, fewest=True, extra=0).best


def test_play_out_stops_where_it_is_told_whatever_the_cut_off_depth():
    game = get_game("nylon", players=2)
    bot = make_bot("strong")
    assert isinstance(bot, ISMCTSBot)
    policy = bot.for_game(game)
    assert policy.playout_depth == 2
    state = game.new_state(5)
    seat = state.current_player
    end = policy.play_out(state, random.Random(1), seat=seat, until=lambda s: s.version >= state.version + 9)
    assert end.version == state.version + 9 or end.is_over
    whole = policy.play_out(state, random.Random(1), seat=seat, until=lambda s: False)
    assert whole.is_over


def test_in_a_match_each_choice_is_read_at_the_end_of_its_deal():
    """Koi-Koi of three deals: the stop's outcome is the deal it ends (``KoiKoi.deal_outcome``), not
    the match, so the numbers beside a stop say the same as in a single deal."""
    game = get_game("koikoi", options={"rounds": 3})
    rng = random.Random(5)
    state = game.new_state(5)
    while not any(move.action == "stop" for move in state.legal_moves()):
        state = state.apply(rng.choice(state.legal_moves()))
    obs = state.observe(state.current_player)
    outlook = {c.move.code: c for c in decision_outlook(obs, random.Random(1), game=game, worlds=10)}
    offer = game.stop_offer(obs)
    assert offer is not None
    assert (outlook["stop"].points, outlook["stop"].best) == (offer.total, 1.0)
    assert set(outlook) == {"stop", "koikoi"} and outlook["koikoi"].deals == 10
