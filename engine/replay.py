"""A whole game as data: (game key, players, options, seed, moves); ``replay`` rebuilds any state.

Like a PGN next to python-chess's board: the record sits outside the rules and holds only what
is needed to play the game again. Moves are stored as their codes, so JSON round-trips.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.game import Game, Move, State, get_game

FORMAT = "hwatu-record/1"


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game: ``game`` key, number of ``players``, full ``options``, ``seed`` and move codes."""

    game: str
    players: int
    options: Mapping[str, Any]
    seed: int
    moves: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        codes = tuple(m.code if isinstance(m, Move) else str(m) for m in self.moves)
        object.__setattr__(self, "moves", codes)
        object.__setattr__(self, "options", dict(self.options))

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "moves": list(self.moves),
        }

    def to_json(self, *, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameRecord:
        """Read a record; raise ``ValueError`` if a field is missing or of the wrong type."""
        try:
            game = str(data["game"])
            players = int(data["players"])
            options = dict(data.get("options") or {})
            seed = int(data["seed"])
            moves = tuple(str(m) for m in data.get("moves") or ())
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"not a game record: {error}") from error
        return cls(game, players, options, seed, moves)

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        return cls.from_dict(json.loads(text))

    def make_game(self) -> Game:
        """The game with this record's players and options (an option added since the record was
        made plays as it did then: ``Game.recorded_options``)."""
        return get_game(self.game, players=self.players, options=self.options, recorded=True)

    def __hash__(self) -> int:
        return hash((self.game, self.players, tuple(sorted(self.options.items())), self.seed, self.moves))


def record_of(state: State) -> GameRecord:
    """The record that rebuilds ``state``: its game, options, seed and every move so far."""
    game = state.game
    return GameRecord(
        game.key, game.players, dict(game.options), state.seed, tuple(m.code for m in state.moves)
    )


def new_record(game: Game, seed: int, moves: Sequence[Move | str] = ()) -> GameRecord:
    """A record for ``game`` dealt from ``seed`` (no moves yet unless given)."""
    codes = tuple(m.code if isinstance(m, Move) else str(m) for m in moves)
    return GameRecord(game.key, game.players, dict(game.options), seed, codes)


def states(record: GameRecord) -> Iterator[State]:
    """The dealt state, then the state after each move in turn (raises ``IllegalMove``)."""
    state = record.make_game().new_state(record.seed)
    yield state
    for code in record.moves:
        state = state.apply(Move.parse(code))
        yield state


def replay(record: GameRecord, upto: int | None = None) -> State:
    """The state after the first ``upto`` moves (all of them by default)."""
    state = record.make_game().new_state(record.seed)
    moves = record.moves if upto is None else record.moves[:upto]
    for code in moves:
        state = state.apply(Move.parse(code))
    return state


def event_log(record: GameRecord, lang: str = "ru") -> list[str]:
    """The whole game as text: a line per move and an indented sentence per event (all open)."""
    game = record.make_game()
    lines: list[str] = []
    seen = 0
    previous: State | None = None
    for number, state in enumerate(states(record)):
        events = state.events
        if previous is not None:
            move = record.moves[number - 1]
            seat = previous.current_player
            who = f"{'Player' if lang == 'en' else 'Игрок'} {seat + 1 if seat is not None else '?'}"
            lines.append(f"{number}. {who}: {move}")
        for event in events[seen:]:
            lines.append("   " + game.describe(event, lang))
        seen = len(events)
        previous = state
    return lines
