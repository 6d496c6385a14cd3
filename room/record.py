"""A game in progress rebuilt from its record, the seed (or an arranged deal) and the moves, with the
engine, and kept in one small in-memory cache. The database row is the truth; the cache only saves
replaying. Both tables rebuild their games here: the learner's (``play``), seen from the learner's seat
and dealt afresh after an undo, and the people's (``tables``), one deal after another.

Every change to a stored game is made on the version the mover saw (``check_version``): a stale or
replayed request (another tab, the back button, a lost race) is refused and changes nothing.
"""

from __future__ import annotations

import random
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from engine.game import Event, Game, Move, Observation, State
from engine.replay import GameRecord
from engine.state import CardState

#: How many games in progress the cache holds (the least recently used goes first).
CACHE_SIZE = 512


@dataclass(frozen=True)
class Built:
    """A game's state after its moves, with what the pages need about its history.

    ``movers[k]`` is the seat that made move ``k``; ``marks[k]`` is how many events the state held
    after ``k`` moves (``state.events[marks[k]:marks[k + 1]]`` belong to move ``k``). ``seat`` is the
    seat the game is seen from (the learner's; the people's tables observe every seat themselves);
    ``redeals`` are ``(move number, seed)`` pairs where the cards that seat had not seen were dealt
    afresh (a learner's undo).
    """

    game: Game
    state: State
    moves: tuple[str, ...] = ()
    movers: tuple[int | None, ...] = ()
    marks: tuple[int, ...] = (0,)
    seat: int = 0
    redeals: tuple[tuple[int, int], ...] = ()

    def observation(self) -> Observation:
        """What ``seat`` sees now."""
        return self.state.observe(self.seat)

    def seen_events(self, start: int = 0, end: int | None = None) -> list[Event]:
        """Events ``start:end`` as ``seat`` may see them (all of them once the game is over)."""
        events = self.state.events[start:end]
        if self.state.is_over:
            return list(events)
        return [event for event in events if event.visible_to(self.seat)]


def deal_record(
    record: GameRecord,
    *,
    deal: Mapping[str, Any] | None = None,
    seat: int = 0,
    redeals: tuple[tuple[int, int], ...] = (),
) -> Built:
    """The game of ``record`` as dealt, before any move: from its seed, or from an arranged ``deal``
    (guided practice); a redeal at move 0 applied. An option added since the record was stored
    plays as it did then (``GameRecord.make_game``)."""
    game = record.make_game()
    state = game.deal_from(deal, seed=record.seed) if deal else game.new_state(record.seed)
    return _redeal_here(Built(game, state, marks=(len(state.events),), seat=seat, redeals=redeals))


def extend(base: Built, moves: Sequence[str | Move]) -> Built:
    """``base`` with more moves applied (a new value; ``base`` is left as it was).

    Raises ``IllegalMove`` with the engine's reason for a move the rules refuse. Each move is
    recorded as the engine spells it. Where the game was dealt afresh (``redeals``), the unseen cards
    are dealt afresh again at that move, from the same secret seed.
    """
    built = base
    for move in moves:
        state = built.state
        after = state.apply(Move.parse(move) if isinstance(move, str) else move)
        built = Built(
            built.game,
            after,
            (*built.moves, after.moves[-1].code),
            (*built.movers, state.current_player),
            (*built.marks, len(after.events)),
            built.seat,
            built.redeals,
        )
        built = _redeal_here(built)
    return built


def _redeal_here(built: Built) -> Built:
    """``built`` with the cards its seat has not seen dealt afresh, if a redeal falls on this move
    number. The marks keep counting what the seat saw, move by move."""
    seeds = [seed for at, seed in built.redeals if at == len(built.moves)]
    state = built.state
    if not seeds or state.is_over or not isinstance(state, CardState):
        return built
    visible = [event.visible_to(built.seat) for event in state.events]
    fresh = state.redealt(built.seat, random.Random(seeds[-1]))
    marks = tuple(sum(visible[:mark]) for mark in built.marks)
    return Built(built.game, fresh, built.moves, built.movers, marks, built.seat, built.redeals)


class RoomCache:
    """The states of recent games in progress by key, least recently used out first; thread-safe."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        self.size = size
        self._built: OrderedDict[Hashable, Built] = OrderedDict()
        self._lock = threading.Lock()

    def rebuilt(
        self,
        key: Hashable,
        moves: Sequence[str],
        deal: Callable[[], Built],
        *,
        seat: int = 0,
        redeals: tuple[tuple[int, int], ...] = (),
    ) -> Built:
        """The game ``key`` after ``moves``: the cached state when it holds them, the cached state
        extended when it holds their beginning (and the same seat and redeals), else ``deal()``
        extended. The result is remembered."""
        moves = tuple(moves)
        with self._lock:
            cached = self._built.get(key)
        if cached is not None and (cached.seat, cached.redeals) == (seat, redeals):
            if cached.moves == moves:
                with self._lock:
                    if key in self._built:
                        self._built.move_to_end(key)
                return cached
            base = cached if moves[: len(cached.moves)] == cached.moves else deal()
        else:
            base = deal()
        built = extend(base, moves[len(base.moves) :])
        self.remember(key, built)
        return built

    def remember(self, key: Hashable, built: Built) -> None:
        """Keep ``built`` as the state of ``key`` (after a move that was stored)."""
        with self._lock:
            self._built[key] = built
            self._built.move_to_end(key)
            while len(self._built) > self.size:
                self._built.popitem(last=False)

    def clear(self) -> None:
        """Forget every state (tests use it to act out a restart)."""
        with self._lock:
            self._built.clear()


#: The one cache of games in progress, both tables' (keys start with the app's name).
CACHE = RoomCache()


def forget_cache() -> None:
    """Drop every cached state (tests use it to act out a server restart)."""
    CACHE.clear()


# --------------------------------------------------------------------------- versions


class StaleVersion(Exception):
    """The request was made on an older view of the game than the stored one."""

    #: The key of the refusal's text, as for the tables' other refusals.
    reason = "stale"


class Versioned(Protocol):
    """A stored game in progress: its ``version`` counts the changes made to it."""

    version: int


def check_version(row: Versioned, version: Any) -> int:
    """The posted ``version`` as an int, or ``StaleVersion`` when it is not the row's current one."""
    try:
        number = int(version)
    except (TypeError, ValueError):
        raise StaleVersion() from None
    if number != row.version:
        raise StaleVersion()
    return number
