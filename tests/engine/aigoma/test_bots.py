"""Bots on Aigoma-koppai: legal moves at every level, no peeking, the evaluation hook, strength."""

from __future__ import annotations

import random

import pytest

from engine.bots import LEVELS, evaluation_for, make_bot
from engine.game import get_game
from tests.engine.bots.helpers import SMALL, positions


def hidden(state, seat):
    return [state.hand(s) for s in range(state.game.players) if s != seat]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_a_legal_move(level, players):
    game = get_game("aigoma", players=players)
    bot = make_bot(level, **SMALL[level])
    for state in positions(game, 5, seed=players):
        obs = state.observe(state.current_player)
        assert bot.choose(obs, random.Random(1), game=game) in obs.legal_moves


@pytest.mark.parametrize("level", LEVELS)
def test_bots_cannot_peek(level):
    """The same observation with other hidden hands gives the same move for the same seed."""
    game = get_game("aigoma", players=3)
    bot = make_bot(level, **SMALL[level])
    checked = 0
    for state in positions(game, 30, seed=5):
        seat = state.current_player
        obs = state.observe(seat)
        if len(obs.legal_moves) < 2:
            continue
        other = game.determinize(obs, random.Random(99))
        assert hidden(other, seat) != hidden(state, seat)
        other_obs = other.observe(seat)
        assert other_obs.legal_moves == obs.legal_moves and other_obs.events == obs.events
        assert bot.choose(obs, random.Random(5)) == bot.choose(other_obs, random.Random(5))
        checked += 1
        if checked >= 3:
            break
    assert checked >= 2


@pytest.mark.parametrize("options", [{}, {"settlement": "cards", "rounds": 3}, {"settlement": "points"}])
def test_the_evaluation_hook_is_registered_and_bounded(options):
    game = get_game("aigoma", players=4, options=options)
    evaluate = evaluation_for(game)
    assert evaluate is game.evaluation()  # the game's own, made once
    for state in positions(game, 10, seed=2):
        values = [evaluate(state, seat) for seat in range(4)]
        assert all(-5 < v < 5 for v in values)
        if not options:
            assert sum(values) == pytest.approx(0.0, abs=1e-9)  # zero-sum like the returns


def test_the_evaluation_prefers_fewer_months_in_hand():
    game = get_game("aigoma", players=2)
    evaluate = evaluation_for(game)
    spread = game.position(hands=[["02c", "04c", "06c", "07c"], ["05c", "05d", "09c", "09d"]], current=0)
    assert evaluate(spread, 1) > evaluate(spread, 0)


def test_greedy_beats_random_heads_up():
    game = get_game("aigoma", players=2)
    bots = {"greedy": make_bot("greedy", samples=1), "random": make_bot("random")}
    wins = 0
    for number in range(12):
        seats = ("greedy", "random") if number % 2 == 0 else ("random", "greedy")
        state = game.new_state(1000 + number)
        rng = random.Random(number)
        while not state.is_over:
            seat = state.current_player
            state = state.apply(bots[seats[seat]].choose(state.observe(seat), rng, game=game))
        wins += seats[state.result().winners[0]] == "greedy"
    assert wins >= 9
