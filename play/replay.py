"""The replay of a finished game: the position after any move, with every card open."""

from __future__ import annotations

from typing import Any

from django.urls import reverse

from engine.cards import DECK
from engine.game import Move
from frame.results import result_lines
from play.board import _verdict_view, play_summary, score_lines
from play.models import PracticeGame
from play.texts import event_sentence, move_sentence, seat_label
from play.workflow import dealt, stored_redeals
from room.record import Built, extend
from room.texts import pile_label


def state_at(built: Built, row: PracticeGame, ply: int) -> Any:
    """The state after ``ply`` moves (replayed from the deal, dealt afresh where an undo did so)."""
    return extend(dealt(row, redeals=stored_redeals(row)), built.moves[:ply]).state


def _codes(cards: Any) -> list[str]:
    return [DECK[c].code for c in cards]


def replay_context(built: Built, row: PracticeGame, ply: int) -> dict[str, Any]:
    """Everything the replay page shows after ``ply`` moves of a finished game."""
    game = built.game
    state = state_at(built, row, ply)
    seats = []
    seen: set[int] = set()
    scores = game.scores_piles
    for seat in range(game.players):
        obs = state.observe(seat)
        seen.update(obs.hand)
        pile = obs.captured[seat]
        seen.update(pile)
        score = game.score_pile(list(pile)) if scores else None
        seats.append(
            {
                "label": seat_label(seat, row.learner_seat, row.bots),
                "hand": _codes(obs.hand),
                "captured": _codes(pile),
                "pile_label": pile_label(game.pile_kind),
                "total": score.total if score else None,
                "lines": score_lines(score) if score else [],
                "is_current": obs.current_player == seat,
            }
        )
    first = state.observe(row.learner_seat)
    seen.update(first.table)
    moves = []
    for index, code in enumerate(built.moves):
        mover = built.movers[index]
        note = row.annotations.get(str(index)) if mover == row.learner_seat else None
        start, end = built.marks[index], built.marks[index + 1]
        moves.append(
            {
                "number": index + 1,
                "seat": seat_label(mover, row.learner_seat, row.bots),
                "learner": mover == row.learner_seat,
                "code": code,
                "sentence": move_sentence(game, Move.parse(code)),
                "steps": [event_sentence(game, e) for e in built.state.events[start:end]],
                "url": reverse("play:replay_at", args=[row.id, index + 1]),
                "current": index + 1 == ply,
                "verdict": _verdict_view(game, note) if note else None,
            }
        )

    def at(number: int) -> str:
        return reverse("play:replay_at", args=[row.id, number])

    total = len(built.moves)
    return {
        "row": row,
        "ply": ply,
        "total": total,
        "seats": seats,
        "table_cards": _codes(first.table),
        "deck": _codes(sorted(set(range(48)) - seen)),
        "deck_left": first.deck_left,
        "moves": moves,
        "current_move": moves[ply - 1] if ply else None,
        "first_url": at(0),
        "prev_url": at(max(0, ply - 1)),
        "next_url": at(min(total, ply + 1)),
        "last_url": at(total),
        "result": row.result,
        "result_lines": result_lines(row.result, lambda seat: seat_label(seat, row.learner_seat, row.bots)),
        "to_learn": play_summary(built, row).to_learn,
    }
