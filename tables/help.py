"""The tutor at a friendly table, for whoever turned it on for themselves (``Seat.help``).

When a helped person's turn comes, the strong bot's ranking of their legal moves is asked for as a
task (``tables.tasks.rank``, kept by ``room.searches`` as ``rank:<game number>:<move number>``), from
that seat's own observation. Their view then shows a hint (the move the tutor would play) and, after
their move, the verdict on it, on the tutor's one scale (``engine.bots.grading``), with the reason a
practice game would give (``room.reasons``). Nobody else's view shows either; a serious table asks
for none.
"""

from __future__ import annotations

from typing import Any

from engine.bots.grading import grade
from engine.game import Move
from frame.templatetags.hwatu import lowerfirst
from room import searches
from room.reasons import reason_facts, reason_text
from room.record import Built, extend
from room.texts import move_sentence, verdict_label
from tables.models import Seat, Table

Ranking = searches.Ranking


def rank_key(number: int, ply: int) -> str:
    """The key of the tutor's ranking before move ``ply`` of game ``number`` of a table."""
    return f"rank:{number}:{ply}"


def key_parts(key: str) -> tuple[int, int]:
    """The game number and move number a ``rank_key`` names."""
    _, number, ply = key.split(":")
    return int(number), int(ply)


def wanted(table: Table, built: Built) -> Seat | None:
    """The helped person whose turn it is, when the tutor has something to weigh for them."""
    seat_number = built.state.current_player
    if table.serious or table.status != Table.Status.PLAYING or seat_number is None:
        return None
    seat = Seat.objects.filter(table=table, number=seat_number, kind=Seat.Kind.PERSON, help=True).first()
    if seat is None or seat.stand_in or len(built.state.legal_moves()) < 2:
        return None
    return seat


def ensure(table: Table, built: Built) -> bool:
    """Ask for the ranking the helped mover needs (once), or again when its task looks lost; whether
    one is asked for."""
    from tables import tasks

    if wanted(table, built) is None:
        return False
    key = rank_key(table.number, len(built.moves))
    searches.ask(table, key, tasks.rank, (str(table.pk), key))
    return True


def stored(table: Table, ply: int) -> Ranking | None:
    """The stored ranking before move ``ply`` of the table's game, if it is ready."""
    return searches.ranking_of(searches.find(table, rank_key(table.number, ply)))


def for_seat(table: Table, built: Built, seat: Seat | None) -> dict[str, Any] | None:
    """What the tutor tells ``seat`` now: a hint on their turn, the verdict on their last move."""
    if seat is None or not seat.help or table.serious or not table.started:
        return None
    game = built.game
    data: dict[str, Any] = {}
    state = built.state
    legal = state.legal_moves() if not state.is_over and state.current_player == seat.number else []
    if len(legal) == 1:  # nothing to weigh: the one move at once
        data["only"] = lowerfirst(move_sentence(game, legal[0]))
    elif legal:
        ranking = stored(table, len(built.moves))
        data["pending"] = ranking is None
        if ranking is not None:
            data["hint"] = move_sentence(game, ranking[0][0])
    mine = [ply for ply, mover in enumerate(built.movers) if mover == seat.number]
    if mine:
        ply = mine[-1]
        ranking = stored(table, ply)
        if ranking is not None:
            graded = grade(ranking, Move.parse(built.moves[ply]), flat_spread=game.tutor_flat_spread())
            data["verdict"] = graded.label
            data["label"] = verdict_label(graded.label)
            if graded.label != "best":
                data["better"] = move_sentence(game, graded.best)
                data["reason"] = _reason(table, built, seat.number, ply, ranking)
    return data


def _reason(table: Table, built: Built, seat: int, ply: int, ranking: Ranking) -> str:
    """Why the tutor's move was better than the seat's move ``ply`` of the game in play."""
    from tables.game import dealt

    obs = extend(dealt(table), built.moves[:ply]).state.observe(seat)
    return reason_words(built.game, obs, Move.parse(built.moves[ply]), ranking)


def reason_words(game: Any, obs: Any, move: Move, ranking: Ranking) -> str:
    """Why the tutor's move was better than ``move``: the same reason a practice game gives
    (``room.reasons``), from the seat's own observation before the move (``obs``) and what the
    analysis's playouts saw."""
    graded = grade(ranking, move, flat_spread=game.tutor_flat_spread())
    facts = reason_facts(
        game,
        obs,
        move,
        graded.best,
        seen=ranking.facts,
        close=graded.within_noise,
        near=graded.label in ("good", "inaccuracy"),
    )
    note = {"verdict": graded.label, "value": graded.value, "best_value": graded.best_value, "reason": facts}
    return reason_text(game, note)
