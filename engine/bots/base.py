"""What every bot shares: the ``Bot`` interface, ranked moves, and finding the game of an observation.

A bot is called with an ``Observation`` and a ``random.Random``, never a ``State``: whatever it knows
about hidden cards it must sample with ``Game.determinize``. Bots keep no memory between calls, so
the same observation and the same seed always give the same answer.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from functools import lru_cache
from typing import Any, NamedTuple

from engine.game import Game, Move, Observation, get_game


class RankedMove(NamedTuple):
    """One legal move with the bot's estimate of its value for the seat to move.

    ``value`` is in the game's own units (``State.returns`` at the end of a deal: points or point
    difference); ``visits`` is how many searches or samples stand behind it (0 for a plain guess).
    """

    move: Move
    value: float
    visits: int
    #: The standard error of the best move's value minus this one's (0 for the best itself and for a
    #: plain guess): a value gap within about twice it may be luck of the sampled worlds.
    noise: float = 0.0


class Bot(ABC):
    """A player. Subclasses implement ``rank``; ``choose`` picks the best ranked move."""

    name: str = "bot"

    def choose(self, obs: Observation, rng: random.Random, *, game: Game | None = None) -> Move:
        """The move this bot plays in ``obs`` (which must be its turn)."""
        legal = _legal(obs)
        if len(legal) == 1:
            return legal[0]
        return self.rank(obs, rng, game=game)[0].move

    @abstractmethod
    def rank(self, obs: Observation, rng: random.Random, *, game: Game | None = None) -> list[RankedMove]:
        """Every legal move with its estimated value, best first."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"


def _legal(obs: Observation) -> tuple[Move, ...]:
    if obs.is_over or obs.current_player != obs.seat or not obs.legal_moves:
        raise ValueError("not this seat's turn: the observation has no legal moves")
    return obs.legal_moves


def game_of(obs: Observation, game: Game | None = None) -> Game:
    """The ``Game`` (with its options) that ``obs`` comes from.

    Pass ``game`` when the caller has it; otherwise it is rebuilt from the observation's key,
    player count and ``public["options"]`` (cached, games are immutable rule sets).
    """
    if game is not None:
        return game
    options = obs.public.get("options") if isinstance(obs.public, Mapping) else None
    return _cached_game(obs.game_key, obs.players, _freeze(options or {}))


def _freeze(options: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted((str(k), v) for k, v in options.items()))


@lru_cache(maxsize=64)
def _cached_game(key: str, players: int, options: tuple[tuple[str, Any], ...]) -> Game:
    return get_game(key, players=players, options=dict(options))
