"""The iteration budget, not the clock, ends a search: the same observation and seed give the same
ranking on an idle machine and on one many times slower, up to the safety net (``SAFETY_NET``)."""

from __future__ import annotations

import logging
import random
from types import SimpleNamespace

import pytest

from engine.bots import SAFETY_NET, make_bot, mcts
from engine.game import Observation, get_game

#: (game, players, level): the levels the site plays and the tutor asks (the strong level's
#: ``rank``), at their real budgets, for every game.
CASES = [
    ("koikoi", 2, "strong"),
    ("hato", 2, "strong"),
    ("hato", 3, "strong"),
    ("koikoi", 2, "medium"),
    ("hato", 4, "strong"),
    ("nylon", 2, "strong"),
    ("aigoma", 2, "strong"),
    ("aigoma", 3, "strong"),
    ("hato", 3, "medium"),
    ("nylon", 2, "medium"),
    ("aigoma", 2, "medium"),
]


class SteppingClock:
    """A clock that moves on ``step`` seconds at every reading: the search sees a machine as slow as
    one likes (a loaded server), without waiting for it."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 0.0
        self.readings = 0

    def __call__(self) -> float:
        self.readings += 1
        self.now += self.step
        return self.now


def _rank(monkeypatch: pytest.MonkeyPatch, obs: Observation, game, level: str, clock: SteppingClock):
    """The level's ranking of ``obs`` with seed 7, the search reading ``clock`` (wall and CPU)."""
    monkeypatch.setattr(mcts, "time", SimpleNamespace(perf_counter=clock, process_time=clock))
    ranks = make_bot(level).rank(obs, random.Random(7), game=game)
    return [(r.move, r.value, r.visits) for r in ranks]


def _first_decision(key: str, players: int) -> tuple[Observation, object]:
    game = get_game(key, players=players)
    state = game.new_state(3)
    while len(state.legal_moves()) < 2:  # e.g. Nylon-ppong's first draw
        state = state.apply(state.legal_moves()[0])
    seat = state.current_player
    assert seat is not None
    obs = state.observe(seat)
    assert len(obs.legal_moves) > 1
    return obs, game


@pytest.mark.parametrize(("key", "players", "level"), CASES)
def test_a_slow_machine_gives_the_same_ranking(monkeypatch, key, players, level):
    obs, game = _first_decision(key, players)
    idle = SteppingClock(0.0)
    normal = _rank(monkeypatch, obs, game, level, idle)
    # As slow as it may get without reaching the net: the last reading comes at 95% of it.
    slow_clock = SteppingClock(0.95 * SAFETY_NET / idle.readings)
    slow = _rank(monkeypatch, obs, game, level, slow_clock)
    assert slow == normal
    assert slow_clock.now == pytest.approx(0.95 * SAFETY_NET)
    # The move played is the first of that ranking, whatever the clock.
    monkeypatch.setattr(mcts, "time", SimpleNamespace(perf_counter=slow_clock, process_time=slow_clock))
    assert make_bot(level).choose(obs, random.Random(7), game=game) == normal[0][0]
    assert sum(visits for _move, _value, visits in normal) >= make_bot(level).for_game(game).iterations * 0.9


@pytest.mark.parametrize(("key", "players", "level"), CASES[:2])
def test_the_safety_net_only_stops_a_runaway_search(monkeypatch, caplog, key, players, level):
    obs, game = _first_decision(key, players)
    idle = SteppingClock(0.0)
    normal = _rank(monkeypatch, obs, game, level, idle)
    # Twice as slow as the net allows: the search stops early, says so, and still ranks every move.
    with caplog.at_level(logging.WARNING, logger="engine.bots"):
        cut = _rank(monkeypatch, obs, game, level, SteppingClock(2 * SAFETY_NET / idle.readings))
    assert {m for m, _v, _n in cut} == set(obs.legal_moves)
    assert sum(n for _m, _v, n in cut) < sum(n for _m, _v, n in normal)
    assert "safety net" in caplog.text


def test_the_levels_carry_the_safety_net_and_their_budgets():
    for level, iterations in (("strong", 400), ("medium", 80)):
        bot = make_bot(level)
        assert (bot.iterations, bot.time_limit, bot.clock) == (iterations, SAFETY_NET, "wall")
    assert make_bot("strong").for_game(get_game("koikoi", players=2)).iterations == 640
