"""Progress: the lesson path with stars and locks, the mastery map, accuracy over time."""

from __future__ import annotations

from datetime import timedelta

from django.db.models import Count, Q
from django.db.models.functions import TruncDate
from django.utils import timezone

from engine.cards import BY_CODE, DECK, MONTH_NAMES, months_in_order
from frame.deck import deck_order
from learn import lessons, srs
from learn.models import Answer, Learner, LessonResult, ReviewItem, Run

LEVEL_NAMES = ("new", "learning", "familiar", "known")
FACETS = ("month", "kind", "name")


def path(learner: Learner | None) -> list[dict]:
    """Every lesson with its best stars and whether it is open.

    The first lesson is always open; any other opens with the first star of the lesson named by its
    ``after``, or of the lesson before it. ``requires`` is that lesson (None for the first).
    """
    results = {r.lesson: r for r in LessonResult.objects.filter(learner=learner)} if learner else {}
    every = lessons.all_lessons()
    by_key = {lesson.key: lesson for lesson in every}
    steps = []
    for number, lesson in enumerate(every):
        result = results.get(lesson.key)
        requires = by_key[lesson.after] if lesson.after else (every[number - 1] if number else None)
        needed = results.get(requires.key) if requires else None
        steps.append(
            {
                "lesson": lesson,
                "stars": result.stars if result else 0,
                "result": result,
                "unlocked": requires is None or bool(needed and needed.stars >= 1),
                "requires": requires,
            }
        )
    return steps


def finish_lesson(*, learner: Learner, run: Run, lesson: lessons.Lesson) -> dict:
    """Close a lesson run and keep the best result; returns what the summary shows.

    Stars count the items right the first time (a miss that comes back and is then right teaches,
    but does not score). A lesson passed with a star brings its facets' leeches back to review.
    """
    from learn import reviews, rounds

    accuracy = rounds.first_try_accuracy(run, len(lesson.items))
    back = 0
    if run.finished is None:
        run.finished = timezone.now()
        run.save(update_fields=["finished"])
        result, _ = LessonResult.objects.get_or_create(learner=learner, lesson=lesson.key)
        result.attempts += 1
        result.stars = max(result.stars, lessons.stars(accuracy))
        result.best_accuracy = max(result.best_accuracy, accuracy)
        result.save()
        if lessons.stars(accuracy):
            back = reviews.bring_back(learner, lesson, since=run.started)
    following = next((step for step in path(learner) if step["lesson"].number == lesson.number + 1), None)
    return {
        "run": run,
        "stars": lessons.stars(accuracy),
        "percent": round(accuracy * 100),
        "next": following,
        "back": back,
    }


def reset_lesson(learner: Learner, key: str) -> None:
    """Forget a lesson's result and its runs (the cards' review schedule stays)."""
    LessonResult.objects.filter(learner=learner, lesson=key).delete()
    Run.objects.filter(learner=learner, mode="lesson", lesson=key).delete()


def set_aside_view(learner: Learner | None, lang: str, order: str) -> list[dict]:
    """The learner's leeches for the progress page: card, facet and the lesson to take again."""
    from learn import present, reviews

    rows = []
    for item in reviews.set_aside(learner):
        lesson = lessons.for_facet(item.facet)
        rows.append(
            {
                "card": item.card,
                "facts": present.card_facts(BY_CODE[item.card], lang, order),
                "facet": present.facet_label(item.facet),
                "lesson": lesson,
            }
        )
    return rows


def weakness(learner: Learner) -> dict[str, float]:
    """Weights for choosing cards: unseen and weak cards come up more often than known ones."""
    levels = card_levels(learner)
    return {code: 4.0 - level for code, level in levels.items()}


def card_levels(learner: Learner | None) -> dict[str, int]:
    """Mastery 0-3 per card code from its three facets (month, kind, name)."""
    states: dict[tuple[str, str], dict] = {}
    if learner:
        for item in ReviewItem.objects.filter(learner=learner).only("card", "facet", "state"):
            states[item.card, item.facet] = item.state
    return {c.code: _card_level([srs.level(states.get((c.code, f))) for f in FACETS]) for c in DECK}


def _card_level(levels: list[int]) -> int:
    """A card is as known as its weakest seen facet, and only «learning» while a facet is unseen."""
    seen = [level for level in levels if level]
    if not seen:
        return 0
    return min(seen) if len(seen) == len(levels) else min(min(seen), 1)


def accuracy_by_day(learner: Learner | None, days: int = 14) -> list[dict]:
    """Share of right answers per day for the last ``days`` days (oldest first)."""
    today = timezone.localdate()
    start = today - timedelta(days=days - 1)
    rows = {}
    if learner:
        rows = {
            row["day"]: row
            for row in Answer.objects.filter(learner=learner, when__date__gte=start)
            .annotate(day=TruncDate("when"))
            .values("day")
            .annotate(total=Count("id"), right=Count("id", filter=Q(right=True)))
        }
    result = []
    for offset in range(days):
        day = start + timedelta(days=offset)
        row = rows.get(day)
        total = row["total"] if row else 0
        right = row["right"] if row else 0
        percent = round(100 * right / total) if total else 0
        result.append({"day": day, "total": total, "right": right, "percent": percent, "bar": percent // 10})
    return result


def overview(learner: Learner | None, lang: str, request) -> dict:
    """The progress page: mastery map by month, accuracy by day, due count, streak and totals."""
    levels = card_levels(learner)
    order = deck_order(request)
    months = []
    for position, month in enumerate(months_in_order(order), start=1):
        cards = [
            {"card": c, "level": levels[c.code], "level_name": LEVEL_NAMES[levels[c.code]]}
            for c in DECK[(month - 1) * 4 : month * 4]
        ]
        months.append({"number": position, "name": MONTH_NAMES[position - 1].get(lang), "cards": cards})
    counts = [sum(1 for v in levels.values() if v == level) for level in range(4)]
    totals = {"answers": 0, "right": 0}
    if learner:
        totals = Answer.objects.filter(learner=learner).aggregate(
            answers=Count("id"), right=Count("id", filter=Q(right=True))
        )
    return {
        "months": months,
        "counts": list(zip(LEVEL_NAMES, counts, strict=True)),
        "days": accuracy_by_day(learner),
        "due": ReviewItem.objects.due(learner).count() if learner else 0,
        "items": ReviewItem.objects.filter(learner=learner).count() if learner else 0,
        "streak": learner.streak_days if learner else 0,
        "totals": totals,
        "path": path(learner),
    }
