"""Bots for every engine game: random, greedy, medium and strong.

A bot sees an ``Observation`` and a ``random.Random``, never a ``State``::

    from engine.bots import make_bot
    bot = make_bot("strong")                  # or random, greedy, medium; budget keywords override
    move = bot.choose(obs, random.Random(1))  # a legal Move
    for move, value, visits, noise in bot.rank(obs, random.Random(1)):  # every legal move, best first
        ...

``value`` is the expected value of the move for the seat to move in what decides the game
(``Game.objective``, in the game's units, ``State.returns``): the expected match points (Koi-Koi:
the score difference over 30; Nylon-ppong: the others' penalty points minus one's own), the
points the seat takes home (3-4 player «Хато»), going out first (Aigoma-koppai). Every playout
ends with the deal in play and values the match as it then stands.
``noise`` is the standard error of the best move's value minus this one's: a gap within about twice
it may be the luck of the sampled worlds.
Pass ``game=`` to ``choose``/``rank`` when you have the ``Game`` at hand;
otherwise it is rebuilt from ``obs.game_key``, ``obs.players`` and ``obs.public["options"]``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.bots.base import Bot, RankedMove, game_of
from engine.bots.hooks import evaluation_for
from engine.bots.mcts import SAFETY_NET, ISMCTSBot
from engine.bots.simple import GreedyBot, RandomBot

#: The top level: ISMCTS with cheap-greedy playouts and a fixed budget of 400 playouts (each game's
#: settings may change it: Koi-Koi and «Хато» spend 640 cut-off playouts, a median move of about
#: 100-150 ms of CPU). The budget, not the clock, ends every search, so a move or a tutor's ranking
#: is the same for the same position and seed on an idle or a busy machine. ``time_limit`` is only
#: a safety net against a runaway search (``SAFETY_NET``, several times the longest move measured
#: at these budgets), never reached in normal play.
STRONG = {
    "name": "strong",
    "iterations": 400,
    "time_limit": SAFETY_NET,
    "playout": "greedy",
    "candidates": 3,
}
#: A practice opponent between greedy and strong: the same search with a small budget.
MEDIUM = {
    "name": "medium",
    "iterations": 80,
    "time_limit": SAFETY_NET,
    "playout": "greedy",
    "candidates": 3,
}


def _search_bot(defaults: dict[str, Any], kw: dict[str, Any]) -> Bot:
    """A search bot of a level: its defaults, then each game's settings for the level
    (``Game.search_settings``), then the keywords given here, which win over both."""
    return ISMCTSBot(**{**defaults, **kw}, fixed=frozenset(kw))


#: Each level's factory with its default budget (keywords passed to ``make_bot`` override them).
BOTS: dict[str, Callable[..., Bot]] = {
    "random": lambda **kw: RandomBot(**kw),
    "greedy": lambda **kw: GreedyBot(**{"name": "greedy", **kw}),
    "medium": lambda **kw: _search_bot(MEDIUM, kw),
    "strong": lambda **kw: _search_bot(STRONG, kw),
}

LEVELS = ("random", "greedy", "medium", "strong")


def make_bot(name: str, **budget: Any) -> Bot:
    """A bot by level name; keywords override its budget (``iterations=``, the safety net
    ``time_limit=``...)."""
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOTS)}") from None
    return factory(**budget)


__all__ = [
    "BOTS",
    "LEVELS",
    "SAFETY_NET",
    "Bot",
    "GreedyBot",
    "ISMCTSBot",
    "RandomBot",
    "RankedMove",
    "evaluation_for",
    "game_of",
    "make_bot",
]
