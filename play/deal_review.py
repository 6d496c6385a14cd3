"""The review of a finished practice game from the learner's seat (``room.deal_review``).

Every decision of the learner (a turn with more than one legal move) is analysed by the tutor's
one search (``play.tasks.rank``, the same ranking and verdict as at the table): what the tutor
ranked while the game was played is read back, the rest is asked for when the review is first
opened (a game played with the tutor off, a move the learner made before its ranking came), and
the page shows how many are ready until all are. The verdict of each decision is the stored one
(``PracticeGame.annotations``), made from that same ranking, so the review, the replay and the
mistakes never disagree.

The bots' decisions can be reviewed the same way (``review(row, seat=...)``), each from its own
seat's view, so the learner can see how accurate the strong bot was; their verdicts are not stored.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.bots.grading import grade
from engine.game import IllegalMove, Move
from play import searches
from play.models import PracticeGame
from play.tutor import flat_spread
from play.workflow import dealt, stored_redeals
from room import searches as room_searches
from room.deal_review import Decision, Review, decision
from room.deal_review import choice_points as shared_choice_points
from room.record import Built


def choice_points(row: PracticeGame, seat: int | None = None) -> list[int]:
    """The move numbers of ``row`` at which ``seat`` (the learner's by default) had more than one
    legal move."""
    seat = row.learner_seat if seat is None else seat
    return shared_choice_points(dealt(row, redeals=stored_redeals(row)), row.moves, seat)


def review(row: PracticeGame, *, seat: int | None = None, ask: bool = True) -> Review:
    """``seat``'s decisions (the learner's by default) in the finished game ``row`` with the tutor's
    analysis of each that is ready; with ``ask``, the analysis of each that is not is asked for
    (once: ``room.searches``)."""
    from play import tasks

    learner = seat is None or seat == row.learner_seat
    result = Review(points=choice_points(row, seat))
    missing = []
    for ply in result.points:
        key = searches.rank_key(ply, row.moves)
        search = room_searches.find(row, key)
        ranking = room_searches.ranking_of(search)
        if ranking is None:
            missing.append((key, search))
            continue
        if learner and str(ply) not in row.annotations:
            searches.judge(row, ply=ply, ranking=ranking)
            row.refresh_from_db()
        found = _decision(row, ply, ranking)
        if found is not None:
            result.decisions.append(found)
    if ask:
        for key, search in missing:
            asked = room_searches.ask(row, key, tasks.rank, (str(row.pk), key), search=search)
            result.failed = result.failed or asked.failed
            result.ran_now = result.ran_now or asked.ran_now
    if result.ran_now:
        row.refresh_from_db()
        return review(row, seat=seat, ask=False)
    return result


def _decision(row: PracticeGame, ply: int, ranking: room_searches.Ranking) -> Decision | None:
    try:
        played = Move.parse(row.moves[ply])
    except IllegalMove:
        return None
    built = row.game_record().make_game()
    graded = grade(ranking, played, flat_spread=flat_spread(built))
    note = row.annotations.get(str(ply))  # only the learner's moves have verdicts
    return decision(ply, played.code, ranking, graded, note if isinstance(note, dict) else {})


def final_value(built: Built, seat: int) -> float:
    """The seat's result at the end of the game in the analyses' units (``Game.objective``)."""
    state = built.state
    return float(built.game.objective(state, state.returns())[seat])


def replay_url(row: PracticeGame) -> Callable[[int], str]:
    """The replay of ``row`` after a move number."""
    from django.urls import reverse

    return lambda number: reverse("play:replay_at", args=[row.id, number])
