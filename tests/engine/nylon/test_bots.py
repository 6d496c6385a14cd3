"""The bots play Nylon-ppong: legal moves at every level, no peeking, and the evaluation hook."""

from __future__ import annotations

import random

import pytest

from engine.bots import make_bot
from engine.bots.hooks import evaluation_for
from engine.game import get_game

SMALL = {
    "random": {},
    "greedy": {"samples": 1},
    "medium": {"iterations": 10, "time_limit": None},
    "strong": {"iterations": 20, "time_limit": None},
}
OPTIONS = {"out_of_turn": True, "reshuffles": 1}


def positions(game, count: int, seed: int):
    rng = random.Random(seed)
    found = []
    deal = 0
    while len(found) < count:
        state = game.new_state(seed * 1000 + deal)
        deal += 1
        while not state.is_over and len(found) < count:
            if rng.random() < 0.3:
                found.append(state)
            state = state.apply(rng.choice(state.legal_moves()))
    return found


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("level", list(SMALL))
def test_every_level_plays_legal_moves(level, players):
    game = get_game("nylon", players=players, options=OPTIONS)
    bot = make_bot(level, **SMALL[level])
    rng = random.Random(4)
    for state in positions(game, 12, seed=players):
        obs = state.observe(state.current_player)
        move = bot.choose(obs, rng)
        assert move in obs.legal_moves
        state.apply(move)


@pytest.mark.parametrize("level", ["greedy", "medium"])
def test_bots_do_not_peek(level):
    """Same observation, other hidden cards: the same move for the same seed."""
    game = get_game("nylon", players=3, options=OPTIONS)
    bot = make_bot(level, **SMALL[level])
    checked = 0
    for state in positions(game, 30, seed=9):
        seat = state.current_player
        obs = state.observe(seat)
        if len(obs.legal_moves) < 2:
            continue
        other = game.determinize(obs, random.Random(99))
        hidden = [state.hand(s) for s in range(3) if s != seat]
        if [other.hand(s) for s in range(3) if s != seat] == hidden:
            continue
        other_obs = other.observe(seat)
        assert other_obs.legal_moves == obs.legal_moves and other_obs.table == obs.table
        assert bot.choose(obs, random.Random(5)) == bot.choose(other_obs, random.Random(5))
        checked += 1
        if checked >= 3:
            break
    assert checked >= 2


def test_evaluation_prefers_fewer_penalty_points():
    game = get_game("nylon", options={"upcard": False})
    evaluate = evaluation_for(game)
    cheap = game.position(
        hands=[["01a", "01b", "02a", "02b", "03a"], ["10a", "11a", "12a", "09a", "08a"]], deck=["05a"]
    )
    assert evaluate(cheap, 0) > 0 > evaluate(cheap, 1)
    assert evaluate(cheap, 0) == pytest.approx(-evaluate(cheap, 1))


def test_a_bot_takes_the_winning_second_ppong():
    game = get_game("nylon", options={"upcard": False})
    state = game.position(
        hands=[["05a", "05b"], ["10a", "11a", "12a", "09a", "08a"]],
        melds=[["01a", "01b", "01c"], []],
        deck=["06a", "06b"],
        pile=["05c"],
    )
    obs = state.observe(0)
    for level in ("greedy", "medium"):
        assert make_bot(level, **SMALL[level]).choose(obs, random.Random(1)).code == "ppong:05a.05b"
