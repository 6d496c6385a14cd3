"""The puzzle of the day and the visitor's streak of days with puzzles, for the home page.

The puzzle of a date is picked by a stable hash of the date among the shipped puzzles (the same for
everyone, on every server; nothing is stored). The streak counts the days in a row, up to today or
yesterday, on which the visitor tried at least one puzzle: it is only ever shown, never asked for.
"""

from __future__ import annotations

import datetime
import hashlib
from dataclasses import dataclass

from django.http import HttpRequest
from django.utils import timezone

from frame.games import name_for
from frame.language import lang
from play.models import Puzzle, PuzzleAttempt


@dataclass(frozen=True)
class DailyPuzzle:
    """Today's puzzle and what the visitor has done with it."""

    puzzle: Puzzle
    #: The game's name in the active language (Matgo for Go-Stop of two).
    name: str
    tried: bool
    solved: bool
    streak: int


def puzzle_of(day: datetime.date) -> Puzzle | None:
    """The puzzle of ``day`` (None while there are no puzzles)."""
    codes = list(Puzzle.objects.order_by("code").values_list("code", flat=True))
    if not codes:
        return None
    digest = hashlib.sha256(f"hwatu-puzzle-of-the-day:{day.isoformat()}".encode()).digest()
    return Puzzle.objects.get(code=codes[int.from_bytes(digest[:8], "big") % len(codes)])


def streak(days: set[datetime.date], today: datetime.date) -> int:
    """How many days in a row, ending today (or yesterday, when today has none yet), are in ``days``."""
    day = today if today in days else today - datetime.timedelta(days=1)
    count = 0
    while day in days:
        count += 1
        day -= datetime.timedelta(days=1)
    return count


def for_visitor(request: HttpRequest | None) -> DailyPuzzle | None:
    """Today's puzzle with the visitor's try at it and their streak."""
    today = timezone.localdate()
    puzzle = puzzle_of(today)
    if puzzle is None:
        return None
    tries = PuzzleAttempt.objects.owned_by(request) if request is not None else PuzzleAttempt.objects.none()
    first = tries.filter(puzzle=puzzle, first=True).first()
    days = {timezone.localdate(moment) for moment in tries.values_list("created", flat=True)}
    name = name_for(puzzle.game_key, puzzle.players).get(lang())
    return DailyPuzzle(puzzle, name, first is not None, bool(first and first.solved), streak(days, today))
