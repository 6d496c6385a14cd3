"""The review of a table's finished game for one person at it, privately, from their own seat
(``room.deal_review``).

Each of the seat's decisions (a turn with more than one legal move) is analysed by the tutor's one
search, the same ranking a helped person gets during the game (``tables.tasks.rank``, kept as
``rank:<game number>:<move number>``): what was ranked while they played is read back, the rest
is asked for when the review is first opened. Only that seat's own review reads them.
"""

from __future__ import annotations

from collections.abc import Callable

from django.urls import reverse

from engine.bots.grading import grade
from engine.game import Game, IllegalMove, Move
from room import searches
from room.deal_review import Decision, Review, decision
from room.deal_review import choice_points as shared_choice_points
from room.record import Built, extend
from tables import help as tutor
from tables.game import dealt
from tables.models import Table
from tables.replay import FinishedGame


def choice_points(table: Table, found: FinishedGame, seat: int) -> list[int]:
    """The move numbers of ``found`` at which ``seat`` had more than one legal move."""
    return shared_choice_points(dealt(table, found.seed), found.moves, seat)


def review(table: Table, found: FinishedGame, seat: int, *, ask: bool = True) -> Review:
    """``seat``'s decisions in ``found`` with the tutor's analysis of each that is ready; with ``ask``,
    the analysis of each that is not is asked for (once: ``room.searches``)."""
    from tables import tasks

    result = Review(points=choice_points(table, found, seat))
    game = dealt_game(table, found)
    for ply in result.points:
        key = tutor.rank_key(found.number, ply)
        search = searches.find(table, key)
        ranking = searches.ranking_of(search)
        if ranking is None:
            if ask:
                asked = searches.ask(table, key, tasks.rank, (str(table.pk), key), search=search)
                result.failed = result.failed or asked.failed
                result.ran_now = result.ran_now or asked.ran_now
            continue
        try:
            played = Move.parse(found.moves[ply])
        except IllegalMove:
            continue
        graded = grade(ranking, played, flat_spread=game.tutor_flat_spread())
        note = {"verdict": graded.label, "value": graded.value, "best_value": graded.best_value}
        result.decisions.append(decision(ply, played.code, ranking, graded, note))
    if result.ran_now:
        return review(table, found, seat, ask=False)
    return result


def reason(table: Table, found: FinishedGame, seat: int) -> Callable[[Decision], str]:
    """Why the better move of a decision was better: the reason a helped person is given during the
    game (``tables.help.reason_words``), from the seat's own observation before the move."""

    def words(d: Decision) -> str:
        start = dealt(table, found.seed)
        ranking = searches.ranking_of(searches.find(table, tutor.rank_key(found.number, d.ply)))
        if ranking is None:
            return ""
        obs = extend(start, found.moves[: d.ply]).state.observe(seat)
        return tutor.reason_words(start.game, obs, Move.parse(d.played), ranking)

    return words


def dealt_game(table: Table, found: FinishedGame) -> Game:
    """The game ``found`` was played by (the table's game with its stored options)."""
    return dealt(table, found.seed).game


def final_value(table: Table, found: FinishedGame, seat: int) -> float:
    """The seat's result at the end of ``found`` in the analyses' units (``Game.objective``)."""
    built: Built = extend(dealt(table, found.seed), found.moves)
    state = built.state
    return float(built.game.objective(state, state.returns())[seat])


def replay_url(table: Table, found: FinishedGame) -> Callable[[int], str]:
    """The replay of ``found`` after a move number."""
    return lambda ply: reverse("tables:replay_at", args=[table.code, found.number, ply])
