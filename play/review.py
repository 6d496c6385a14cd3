"""Spaced review of the positions a learner got wrong again, scheduled with ``fsrs`` (``frame.srs``).

A mistake enters review when the learner's try at it, stepping through the game's mistakes, misses
the better move again (``entry``): that try is graded Again, so the position comes back soon. Each
review is then graded like a quiz answer, Good when the learner finds the best move (or one the
tutor rates as good) and Again when not, and rescheduled (``graded``). The answering itself, with
its checks, is ``play.mistakes.answer_review``.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db.models import F
from django.http import HttpRequest
from fsrs import Rating

from frame import srs
from play.models import Mistake


def rating(*, found: bool) -> Rating:
    """The grade of one answer: the better move found is Good, a miss is Again."""
    return Rating.Good if found else Rating.Again


def entry(now: datetime) -> dict[str, Any]:
    """The fields that put a mistake into review after a try at ``now`` that missed again."""
    scheduled = srs.review(None, Rating.Again, now)
    return {"state": scheduled.state, "due": scheduled.due}


def graded(item: Mistake, *, found: bool, answer: str, now: datetime) -> dict[str, Any]:
    """The fields of ``item`` after one review at ``now``: its new schedule and the answer given."""
    scheduled = srs.review(item.state, rating(found=found), now)
    fields: dict[str, Any] = {
        "state": scheduled.state,
        "due": scheduled.due,
        "reviews": F("reviews") + 1,
        "last_answer": answer,
        "last_found": found,
        "last_review": now,
    }
    if not found:
        fields["lapses"] = F("lapses") + 1
    return fields


def queue(request: HttpRequest, now: datetime) -> tuple[list[Mistake], list[Mistake]]:
    """The visitor's mistakes in review: those due at ``now`` (most overdue first) and the later ones
    (soonest first)."""
    mine = Mistake.objects.owned_by(request).in_review().select_related("game")
    due = list(mine.due(now))
    later = list(mine.filter(due__gt=now).order_by("due"))
    return due, later


def due_count(request: HttpRequest, now: datetime) -> int:
    """How many of the visitor's mistakes are due for review at ``now``."""
    return Mistake.objects.owned_by(request).in_review().due(now).count()


def next_due(request: HttpRequest, now: datetime, *, after: Mistake | None = None) -> Mistake | None:
    """The visitor's most overdue mistake at ``now`` (other than ``after``), or None."""
    due = Mistake.objects.owned_by(request).in_review().due(now)
    if after is not None:
        due = due.exclude(pk=after.pk)
    return due.first()
