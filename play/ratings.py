"""Puzzle ratings: the solver's and each puzzle's, moved by every first try (Glicko-2, ``glicko2``).

A first try is one game between the solver and the puzzle: solved is a win for the solver, missed or
the solution shown a win for the puzzle. Both ratings are updated from the other's rating before the
try, as lichess rates its puzzles, so easy puzzles that many solve sink and hard ones rise, and a
solver's rating settles where they solve about half of what they are given. Later tries at the same
puzzle change nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction
from django.http import HttpRequest
from glicko2 import Player

from play.models import Puzzle, PuzzleRating


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating: the rating, its deviation and its volatility."""

    rating: float = 1500.0
    deviation: float = 350.0
    volatility: float = 0.06


def updated(mine: Rating, other: Rating, score: float) -> Rating:
    """``mine`` after one game against ``other`` that scored ``score`` (1 won, 0 lost)."""
    player = Player(rating=mine.rating, rd=mine.deviation, vol=mine.volatility)
    player.update_player([other.rating], [other.deviation], [score])
    return Rating(float(player.rating), float(player.rd), float(player.vol))


def _owner(request: HttpRequest) -> dict[str, object]:
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        return {"owner": user}
    if not request.session.session_key:
        request.session.save()
    return {"owner": None, "session_key": request.session.session_key}


def of_visitor(request: HttpRequest) -> PuzzleRating | None:
    """The visitor's puzzle rating, or None before their first try."""
    return PuzzleRating.objects.owned_by(request).first()


def rate_first_try(request: HttpRequest, puzzle: Puzzle, *, solved: bool) -> tuple[float, float]:
    """Move the visitor's and the puzzle's ratings by a first try; (the visitor's rating before, after)."""
    with transaction.atomic():
        locked = Puzzle.objects.select_for_update().get(pk=puzzle.pk)
        mine, _created = PuzzleRating.objects.select_for_update().get_or_create(**_owner(request))
        solver = Rating(mine.rating, mine.deviation, mine.volatility)
        problem = Rating(locked.rating, locked.deviation, locked.volatility)
        score = 1.0 if solved else 0.0
        after, problem_after = updated(solver, problem, score), updated(problem, solver, 1.0 - score)
        PuzzleRating.objects.filter(pk=mine.pk).update(
            rating=after.rating, deviation=after.deviation, volatility=after.volatility
        )
        Puzzle.objects.filter(pk=locked.pk).update(
            rating=problem_after.rating,
            deviation=problem_after.deviation,
            volatility=problem_after.volatility,
        )
    return solver.rating, after.rating
