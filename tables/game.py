"""The deal in play at a table, rebuilt from its record (seed and moves) with the engine.

The database row is the truth; a small in-memory cache keyed by the table, its game number and its
moves only saves replaying. Everything shown to a seat comes from ``observe(seat)`` of the state
built here, never from the state itself.
"""

from __future__ import annotations

import random
import secrets
import threading
from collections import OrderedDict
from dataclasses import dataclass

from engine.game import Game, Move, State, get_game
from tables.models import Table

MAX_SEED = 2**63 - 1
_CACHE: OrderedDict[tuple[str, int], Built] = OrderedDict()
_CACHE_SIZE = 256
_LOCK = threading.Lock()


@dataclass(frozen=True)
class Built:
    """A table's deal after its moves: the game, the state, who made each move, the event marks."""

    game: Game
    state: State
    moves: tuple[str, ...]
    movers: tuple[int | None, ...]
    #: ``marks[k]``: how many events the state held after ``k`` moves.
    marks: tuple[int, ...]


def make_game(table: Table) -> Game:
    """The engine ``Game`` of a table (options as stored when the table was opened)."""
    return get_game(table.game_key, players=table.players, options=table.options, recorded=True)


def new_seed() -> int:
    """A fresh secret seed (never shown before the deal is over)."""
    return secrets.randbits(63)


def build(table: Table) -> Built:
    """The state of the table's deal after its moves (the cache when it holds them)."""
    key = (str(table.id), table.number)
    moves = tuple(table.moves)
    with _LOCK:
        cached = _CACHE.get(key)
    if cached is not None and cached.moves == moves:
        return cached
    if cached is None or moves[: len(cached.moves)] != cached.moves:
        cached = build_start(table)
    built = extend(cached, moves[len(cached.moves) :])
    with _LOCK:
        _CACHE[key] = built
        _CACHE.move_to_end(key)
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return built


def build_start(table: Table) -> Built:
    """The table's game as dealt, before any move."""
    state = make_game(table).new_state(table.seed)
    return Built(state.game, state, (), (), (len(state.events),))


def extend(built: Built, moves: tuple[str, ...] | list[str]) -> Built:
    """``built`` with more moves applied; raises ``IllegalMove`` for a move the rules refuse."""
    for code in moves:
        mover = built.state.current_player
        after = built.state.apply(Move.parse(code))
        built = Built(
            built.game,
            after,
            (*built.moves, after.moves[-1].code),
            (*built.movers, mover),
            (*built.marks, len(after.events)),
        )
    return built


def forget_cache() -> None:
    """Drop every cached state (tests use it to act out a server restart)."""
    with _LOCK:
        _CACHE.clear()


def bot_rng(table: Table, ply: int) -> random.Random:
    """A generator for a bot's choice, fixed by the table, its game number and the move number."""
    return random.Random(f"{table.seed}:{table.id}:{table.number}:{ply}:bot")
