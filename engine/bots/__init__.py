"""Bots for every engine game: random, greedy, medium and strong.

A bot sees an ``Observation`` and a ``random.Random``, never a ``State``::

    from engine.bots import make_bot
    bot = make_bot("strong")                  # or random, greedy, medium; budget keywords override
    move = bot.choose(obs, random.Random(1))  # a legal Move
    for move, value, visits in bot.rank(obs, random.Random(1)):  # every legal move, best first
        ...

``value`` is the expected return of the move for the seat to move, in the game's units
(``State.returns``), or in the level's utility where a game's settings choose another: strong's
Koi-Koi value is the chance of winning the deal (0-1, plus a hundredth of the return) and its
3-4 player «Хато» value the points the seat takes home (see ``ISMCTSBot``).
Pass ``game=`` to ``choose``/``rank`` when you have the ``Game`` at hand;
otherwise it is rebuilt from ``obs.game_key``, ``obs.players`` and ``obs.public["options"]``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.bots.base import Bot, RankedMove, game_of
from engine.bots.hooks import HOOKS, evaluation_for, register_hook
from engine.bots.mcts import ISMCTSBot
from engine.bots.simple import GreedyBot, RandomBot

#: The top level: ISMCTS with cheap-greedy playouts. 400 iterations take about 0.1-0.3 s of CPU
#: here (Koi-Koi fastest, 3-player «Хато» slowest); the time limit keeps every move under 0.5 s
#: even on a busy machine (results stay reproducible unless the limit cuts a search short).
STRONG = {"name": "strong", "iterations": 400, "time_limit": 0.42, "playout": "greedy", "candidates": 3}
#: A practice opponent between greedy and strong: the same search with a small budget.
MEDIUM = {"name": "medium", "iterations": 80, "time_limit": 0.15, "playout": "greedy", "candidates": 3}

#: Per-game settings of the search levels (measured in engine/bots/RESULTS.md). Keywords given to
#: ``make_bot`` win over these too.
#: Koi-Koi: the deal is won by whoever stops first with a yaku, so the search maximizes the chance
#: of winning (always stopping when ahead), models its own playouts the same way, and spends twice
#: the playouts with sequential halving over paired samples. «Хато»: paired sequential halving; in
#: 3-4 player games each seat maximizes the points it takes home. Nylon-ppong: playouts cut after
#: two moves and judged by its evaluation (whole random deals are too noisy).
STRONG_BY_GAME: dict[str, dict[str, Any]] = {
    "koikoi": {"search": "halving", "iterations": 800, "utility": "wins", "playout_finish": "self"},
    "hato": {"search": "halving", "utility": "score"},
    "hato/2": {"utility": "points"},
    "nylon": {"playout_depth": 2},
}
MEDIUM_BY_GAME: dict[str, dict[str, Any]] = {
    "koikoi": {"utility": "wins", "playout_finish": "self"},
    "nylon": {"playout_depth": 2},
}


def _search_bot(defaults: dict[str, Any], by_game: dict[str, dict[str, Any]], kw: dict[str, Any]) -> Bot:
    per_game = {key: {k: v for k, v in params.items() if k not in kw} for key, params in by_game.items()}
    return ISMCTSBot(**{**defaults, "per_game": per_game, **kw})


#: Each level's factory with its default budget (keywords passed to ``make_bot`` override them).
BOTS: dict[str, Callable[..., Bot]] = {
    "random": lambda **kw: RandomBot(**kw),
    "greedy": lambda **kw: GreedyBot(**{"name": "greedy", **kw}),
    "medium": lambda **kw: _search_bot(MEDIUM, MEDIUM_BY_GAME, kw),
    "strong": lambda **kw: _search_bot(STRONG, STRONG_BY_GAME, kw),
}

LEVELS = ("random", "greedy", "medium", "strong")


def make_bot(name: str, **budget: Any) -> Bot:
    """A bot by level name; keywords override its budget (``iterations=``, ``time_limit=``...)."""
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOTS)}") from None
    return factory(**budget)


__all__ = [
    "BOTS",
    "HOOKS",
    "LEVELS",
    "MEDIUM_BY_GAME",
    "STRONG_BY_GAME",
    "Bot",
    "GreedyBot",
    "ISMCTSBot",
    "RandomBot",
    "RankedMove",
    "evaluation_for",
    "game_of",
    "make_bot",
    "register_hook",
]
