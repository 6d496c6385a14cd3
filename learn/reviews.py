"""The review queue of a day, after Anki: daily limits on new items and on reviews, leeches, a forecast.

* Reviews are the items due now, most overdue first. An item already reviewed today may always come
  back (a miss is due again within minutes, as Anki's relearning steps); a due item not yet reviewed
  today is shown only while fewer than ``Learner.reviews_per_day`` items have been reviewed today.
* New items: when no review is left, card x facet items the learner has never answered are brought
  in, while fewer than ``Learner.new_per_day`` items were met for the first time today (in a lesson,
  a quiz or here). Only the facets whose lesson has a star are brought in (the month of every card
  after the first lesson, its kind after the second, its name after the third), month by month in
  the learner's deck order.
* Leeches: an item missed ``srs.LEECH_LAPSES`` times is set aside (``ReviewItem.set_aside``): review
  stops asking it and sends the learner to the lesson that teaches its facet; finishing that lesson
  brings it back with a fresh count (``bring_back``).
* The forecast counts the reviews due on each of the next days.

A day is the site's local calendar day (``TIME_ZONE``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from django.utils import timezone

from engine.cards import DECK, months_in_order
from learn import lessons
from learn.models import Answer, Learner, LessonResult, ReviewItem

FACETS = ("month", "kind", "name")
FORECAST_DAYS = 7
NEW_LIMIT_MAX = 100
REVIEW_LIMIT_MAX = 2000


def day_start(now: datetime) -> datetime:
    """The start of ``now``'s local day, as an aware datetime."""
    today = timezone.localdate(now)
    return timezone.make_aware(datetime.combine(today, time.min), timezone.get_current_timezone())


@dataclass(frozen=True, slots=True)
class Today:
    """What a learner has done in review today, against the daily limits."""

    reviewed: frozenset[tuple[str, str]]  # items reviewed today that were not new today
    introduced: frozenset[tuple[str, str]]  # items met for the first time today (anywhere)
    new_limit: int
    review_limit: int

    @property
    def reviews_left(self) -> int:
        return max(0, self.review_limit - len(self.reviewed))

    @property
    def new_left(self) -> int:
        return max(0, self.new_limit - len(self.introduced))


def today(learner: Learner, now: datetime | None = None) -> Today:
    """The learner's reviews and new items so far today."""
    start = day_start(now or timezone.now())
    introduced = frozenset(
        ReviewItem.objects.filter(learner=learner, introduced__gte=start).values_list("card", "facet")
    )
    answered = frozenset(
        Answer.objects.filter(learner=learner, mode="review", when__gte=start)
        .exclude(card="")
        .values_list("card", "facet")
    )
    return Today(answered - introduced, introduced, learner.new_per_day, learner.reviews_per_day)


def _allowed(item: ReviewItem, day: Today, shown: int) -> bool:
    key = (item.card, item.facet)
    return key in day.reviewed or key in day.introduced or shown < day.reviews_left


def due_reviews(learner: Learner, now: datetime | None = None) -> list[ReviewItem]:
    """The due items review may ask now, within today's review limit, most overdue first."""
    day = today(learner, now)
    allowed: list[ReviewItem] = []
    fresh = 0
    for item in ReviewItem.objects.due(learner, now):
        if _allowed(item, day, fresh):
            key = (item.card, item.facet)
            fresh += key not in day.reviewed and key not in day.introduced
            allowed.append(item)
    return allowed


def taught_facets(learner: Learner) -> list[str]:
    """The facets whose lesson has at least one star, in path order."""
    passed = set(LessonResult.objects.filter(learner=learner, stars__gte=1).values_list("lesson", flat=True))
    return [facet for facet in FACETS if (lesson := lessons.for_facet(facet)) and lesson.key in passed]


def unseen(learner: Learner, order: str) -> list[tuple[str, str]]:
    """Items of the taught facets the learner has never answered, in the order they are brought in."""
    seen = set(ReviewItem.objects.filter(learner=learner).values_list("card", "facet"))
    return [
        (card.code, facet)
        for facet in taught_facets(learner)
        for month in months_in_order(order)
        for card in DECK
        if card.month == month and (card.code, facet) not in seen
    ]


def next_item(learner: Learner, order: str, now: datetime | None = None) -> tuple[str, str] | None:
    """The (card, facet) review asks next: a due review, else a new item, else None."""
    due = due_reviews(learner, now)
    if due:
        return due[0].card, due[0].facet
    if today(learner, now).new_left:
        return next(iter(unseen(learner, order)), None)
    return None


def waiting(learner: Learner, order: str, now: datetime | None = None) -> dict[str, int]:
    """How many reviews and new items review may still ask today, and the due reviews held back by
    today's limit (``held``)."""
    day = today(learner, now)
    allowed = len(due_reviews(learner, now))
    return {
        "reviews": allowed,
        "held": ReviewItem.objects.due(learner, now).count() - allowed,
        "new": min(day.new_left, len(unseen(learner, order))),
        "reviews_left": day.reviews_left,
        "new_left": day.new_left,
    }


def forecast(learner: Learner | None, now: datetime | None = None, days: int = FORECAST_DAYS) -> list[dict]:
    """Reviews due on each of the next ``days`` days (today's count includes what is overdue)."""
    now = now or timezone.now()
    first: date = timezone.localdate(now)
    counts = [0] * days
    if learner is not None:
        end = day_start(now) + timedelta(days=days)
        for due in ReviewItem.objects.in_review(learner).filter(due__lt=end).values_list("due", flat=True):
            offset = (timezone.localdate(due) - first).days
            counts[max(0, offset)] += 1
    top = max(counts) or 1
    return [
        {"day": first + timedelta(days=i), "count": n, "bar": round(10 * n / top)}
        for i, n in enumerate(counts)
    ]


def set_aside(learner: Learner | None) -> list[ReviewItem]:
    """The learner's leeches, set aside from review, oldest first."""
    if learner is None:
        return []
    return list(ReviewItem.objects.filter(learner=learner).exclude(set_aside=None).order_by("set_aside"))


def bring_back(
    learner: Learner, lesson: lessons.Lesson, *, since: datetime, now: datetime | None = None
) -> int:
    """After the learner passed ``lesson`` (a run started at ``since``): the leeches of its facets set
    aside before that run come back to review, due now, their misses counted afresh. Returns how many."""
    items = ReviewItem.objects.filter(learner=learner, facet__in=lesson.facets, set_aside__lt=since)
    return items.update(set_aside=None, lapses=0, due=now or timezone.now())
