"""The bots' searches run on a lower-priority thread when BOT_SEARCH_NICE asks for it."""

from __future__ import annotations

import os
import random
import threading

import pytest

from engine.bots import make_bot
from engine.game import get_game
from play import search_pool
from play.search_pool import run_search


def _priority_here() -> tuple[int, int]:
    tid = threading.get_native_id()
    return tid, os.getpriority(os.PRIO_PROCESS, tid)


def test_with_nice_zero_the_search_runs_in_the_callers_thread(settings):
    settings.BOT_SEARCH_NICE = 0
    tid, _ = run_search(_priority_here)
    assert tid == threading.get_native_id()


@pytest.mark.skipif(not hasattr(os, "setpriority"), reason="no per-thread priorities here")
def test_the_search_thread_is_nicer_than_the_caller(settings):
    settings.BOT_SEARCH_NICE = 5
    search_pool._pool = None  # a thread made with this setting
    _, caller_priority = _priority_here()
    tid, search_priority = run_search(_priority_here)
    assert tid != threading.get_native_id()
    assert search_priority == min(19, caller_priority + 5)
    # The caller's own priority is untouched, and the thread is reused.
    assert _priority_here()[1] == caller_priority
    assert run_search(_priority_here)[0] == tid


def test_the_searchs_result_and_errors_come_back(settings):
    settings.BOT_SEARCH_NICE = 3

    def fails() -> None:
        raise ValueError("no legal move")

    assert run_search(lambda: 6 * 7) == 42
    with pytest.raises(ValueError, match="no legal move"):
        run_search(fails)


def test_a_bot_reply_through_the_pool_is_the_same_move(settings):
    """A game played with the pool gives the bots the same moves as without it."""
    game = get_game("koikoi")
    state = game.new_state(5)
    seat = state.current_player
    obs = state.observe(seat)
    bot = make_bot("greedy")
    settings.BOT_SEARCH_NICE = 0
    direct = bot.choose(obs, random.Random(1), game=game)
    settings.BOT_SEARCH_NICE = 4
    pooled = run_search(lambda: bot.choose(obs, random.Random(1), game=game))
    assert pooled == direct
