"""The replay of a table's finished game: the position after any move with every card open.

Once a game is over its seed and moves are no secret: everyone at the table (and any spectator of a
table that allows them) may step through it, each hand and the deck open. A game still being played
has no replay, so nothing hidden is shown before its end. The games are those of ``Table.history``
and the table's own game once it is finished.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.urls import reverse

from frame.results import result_lines
from room import replay
from room.record import extend
from tables.game import dealt
from tables.models import Seat, Table
from tables.texts import seat_label


@dataclass(frozen=True)
class FinishedGame:
    """One finished game of a table: its number, seed, moves and stored result."""

    number: int
    seed: int
    moves: tuple[str, ...]
    result: dict[str, Any]


def finished_games(table: Table) -> list[FinishedGame]:
    """The table's finished games, first to last."""
    entries = list(table.history)
    if table.status == Table.Status.FINISHED and table.result is not None:
        entries.append(
            {"number": table.number, "seed": table.seed, "moves": table.moves, "result": table.result}
        )
    return [
        FinishedGame(
            int(entry["number"]),
            int(entry["seed"]),
            tuple(entry.get("moves") or ()),
            dict(entry.get("result") or {}),
        )
        for entry in entries
    ]


def finished_game(table: Table, number: int) -> FinishedGame | None:
    """Game ``number`` of the table if it is over, else None."""
    return next((g for g in finished_games(table) if g.number == number), None)


def replay_context(
    table: Table, found: FinishedGame, ply: int, *, seats: Sequence[Seat], viewer: int | None
) -> dict[str, Any]:
    """Everything the replay page shows after ``ply`` moves of ``found`` (``0 <= ply <= moves``)."""
    start = dealt(table, found.seed)
    by_number = {seat.number: seat for seat in seats}

    def label(number: int | None) -> str:
        seat = by_number.get(number) if number is not None else None
        return seat_label(seat, mine=number == viewer) if seat is not None else ""

    def at(number: int) -> str:
        return reverse("tables:replay_at", args=[table.code, found.number, number])

    context = replay.replay_context(start, extend(start, found.moves), ply, label=label, url=at)
    return {
        **context,
        "table": table,
        "game": found,
        "games": [g.number for g in finished_games(table)],
        "result_lines": result_lines(found.result, label),
    }
