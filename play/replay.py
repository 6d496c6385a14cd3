"""The replay of a finished game: the position after any move, with every card open
(``room.replay``), with the learner's verdicts and what to learn from the game."""

from __future__ import annotations

from typing import Any

from django.urls import reverse

from frame.results import result_lines
from play.board import _verdict_view, play_summary
from play.models import PracticeGame
from play.texts import seat_label
from play.workflow import dealt, stored_redeals
from room import replay
from room.record import Built


def replay_context(built: Built, row: PracticeGame, ply: int) -> dict[str, Any]:
    """Everything the replay page shows after ``ply`` moves of a finished game."""

    def label(seat: int | None) -> str:
        return seat_label(seat, row.learner_seat, row.bots)

    def at(number: int) -> str:
        return reverse("play:replay_at", args=[row.id, number])

    start = dealt(row, redeals=stored_redeals(row))
    context = replay.replay_context(start, built, ply, label=label, url=at)
    for index, move in enumerate(context["moves"]):
        move["learner"] = move["mover"] == row.learner_seat
        note = row.annotations.get(str(index)) if move["learner"] else None
        move["verdict"] = _verdict_view(built.game, note) if note else None
    return {
        **context,
        "row": row,
        "result": row.result,
        "result_lines": result_lines(row.result, label),
        "to_learn": play_summary(built, row).to_learn,
    }
