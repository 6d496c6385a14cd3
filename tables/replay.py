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

from engine.cards import DECK
from engine.game import Move, Score
from frame.language import lang
from frame.results import result_lines
from room.record import extend
from room.texts import pile_label
from tables.board import score_lines
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
    built = extend(start, found.moves)
    game = built.game
    state = extend(start, found.moves[:ply]).state
    by_number = {seat.number: seat for seat in seats}

    def label(number: int | None) -> str:
        seat = by_number.get(number) if number is not None else None
        return seat_label(seat, mine=number == viewer) if seat is not None else ""

    first = state.observe(0)
    scored = game.scores_piles
    pile_word = pile_label(game.pile_kind)
    seen: set[int] = set(first.table)
    views = []
    for number in range(game.players):
        obs = state.observe(number)
        seen.update(obs.hand)
        pile = obs.captured[number]
        seen.update(pile)
        score = game.score_pile(list(pile)) if scored else Score(0, ())
        codes = tuple(DECK[c].code for c in pile)
        views.append(
            {
                "label": label(number),
                "hand": [DECK[c].code for c in obs.hand],
                "captured": codes,
                "pile_label": pile_word,
                "total": score.total if scored else None,
                "lines": score_lines(score),
                "is_current": obs.current_player == number,
            }
        )

    def at(number: int) -> str:
        return reverse("tables:replay_at", args=[table.code, found.number, number])

    moves = []
    events = built.state.events
    for index, code in enumerate(built.moves):
        begin, end = built.marks[index], built.marks[index + 1]
        moves.append(
            {
                "number": index + 1,
                "seat": label(built.movers[index]),
                "sentence": game.describe_move(Move.parse(code), lang()) or code,
                "steps": [text for e in events[begin:end] if (text := game.describe(e, lang()))],
                "url": at(index + 1),
                "current": index + 1 == ply,
            }
        )
    total = len(built.moves)
    return {
        "table": table,
        "game": found,
        "games": [g.number for g in finished_games(table)],
        "ply": ply,
        "total": total,
        "seats": views,
        "table_cards": [DECK[c].code for c in first.table],
        "deck": [DECK[c].code for c in sorted(set(range(48)) - seen)],
        "deck_left": first.deck_left,
        "moves": moves,
        "current_move": moves[ply - 1] if ply else None,
        "first_url": at(0),
        "prev_url": at(max(0, ply - 1)),
        "next_url": at(min(total, ply + 1)),
        "last_url": at(total),
        "result_lines": result_lines(found.result, label),
    }
