"""Asking and answering: the one place where a question is stored, claimed, graded and scheduled."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Literal, overload

from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone

from learn import srs
from learn.models import Answer, Learner, Pending, ReviewItem, Run

SESSION_KEY = "learn_learner"
QUIZ_LENGTH = 10
TIMED_SECONDS = 60


@overload
def learner_for(request: HttpRequest, *, create: Literal[True] = True) -> Learner: ...
@overload
def learner_for(request: HttpRequest, *, create: bool) -> Learner | None: ...
def learner_for(request: HttpRequest, *, create: bool = True) -> Learner | None:
    """The learner behind this request: the account's, or the session's for an anonymous visitor."""
    if request.user.is_authenticated:
        if create:
            return Learner.objects.get_or_create(user=request.user)[0]
        return Learner.objects.filter(user=request.user).first()
    learner_id = request.session.get(SESSION_KEY)
    learner = Learner.objects.filter(pk=learner_id, user=None).first() if learner_id else None
    if learner is None and create:
        learner = Learner.objects.create()
        request.session[SESSION_KEY] = learner.pk
    return learner


def start_run(*, learner: Learner, mode: str, lesson: str = "", now: datetime | None = None) -> Run:
    """Begin a series of questions; an unfinished run of the same mode (and lesson) is closed first."""
    now = now or timezone.now()
    modes = ("quiz", "timed") if mode in ("quiz", "timed") else (mode,)
    Run.objects.filter(learner=learner, mode__in=modes, lesson=lesson, finished=None).update(finished=now)
    ends = now + timedelta(seconds=TIMED_SECONDS) if mode == "timed" else None
    return Run.objects.create(learner=learner, mode=mode, lesson=lesson, started=now, ends=ends)


def open_run(learner: Learner, modes: tuple[str, ...], lesson: str = "") -> Run | None:
    """The learner's unfinished run of one of ``modes`` (and ``lesson``), if any."""
    return (
        Run.objects.filter(learner=learner, mode__in=modes, lesson=lesson, finished=None)
        .order_by("-started")
        .first()
    )


def question_seed() -> int:
    """A fresh seed for one question's distractors and shuffle (the tests fix the sequence)."""
    return random.SystemRandom().randrange(2**32)


def ask(*, learner: Learner, run: Run | None, make, now: datetime | None = None) -> Pending | None:
    """The question waiting in ``run``, or a new one from ``make(rng, run)`` stored server-side;
    None when ``make`` has nothing left to ask."""
    waiting = Pending.objects.open().filter(learner=learner, run=run).order_by("-created").first()
    if waiting is not None:
        return waiting
    question = make(random.Random(question_seed()), run)
    if question is None:
        return None
    if run is not None:
        run.asked = [
            *run.asked,
            f"{question['kind']}:{(question['shown'] or [''])[0] or _first_card(question)}",
        ]
        run.save(update_fields=["asked"])
    return Pending.objects.create(learner=learner, run=run, question=question, created=now or timezone.now())


def _first_card(question: dict) -> str:
    grades = question.get("grades") or [[""]]
    return grades[0][0]


@dataclass
class Outcome:
    """What happened to one answer post."""

    status: str  # "graded", "invalid" (bad input, nothing changed), "stale" (forged or replayed), "late"
    pending: Pending | None = None
    right: bool = False
    chosen: list[int] = field(default_factory=list)
    number: int | None = None
    set_aside: list[ReviewItem] = field(default_factory=list)  # items this answer made leeches


def answer(
    *,
    learner: Learner,
    run: Run | None,
    token: str,
    values: list[str],
    number: str | None,
    now: datetime | None = None,
) -> Outcome:
    """Grade one answer post. Only an open question of this learner and run can be answered, once."""
    from learn import drills, questions, rounds

    now = now or timezone.now()
    pending = _open(learner, run, token)
    if pending is None:
        return Outcome("stale")
    question = pending.question
    if question.get("input") == "number":
        parsed = drills.parse_number(number)
        if parsed is None:
            return Outcome("invalid", pending)
        chosen: list[int] = []
        right = parsed == question["number"]
    else:
        choice = questions.parse_choice(question, values)
        if choice is None:
            return Outcome("invalid", pending)
        chosen, parsed, right = choice, None, questions.is_right(question, choice)
    with transaction.atomic():
        claimed = Pending.take(learner=learner, token=token, run=run, now=now)
        if claimed is None:
            return Outcome("stale")
        if run is not None and run.ends is not None and now > run.ends:
            claimed.response = {"late": True}
            claimed.save(update_fields=["response"])
            Run.objects.filter(pk=run.pk, finished=None).update(finished=run.ends)
            return Outcome("late", claimed)
        seconds = (now - claimed.created).total_seconds()
        claimed.response = {"chosen": chosen, "number": parsed, "right": right, "seconds": seconds}
        claimed.save(update_fields=["response"])
        grades = (
            drills.grades(question, right)
            if question.get("drill")
            else questions.card_grades(question, chosen)
        )
        set_aside = []
        for code, facet, ok in grades:
            item = schedule(learner=learner, card=code, facet=facet, right=ok, seconds=seconds, now=now)
            if item.set_aside == now:
                set_aside.append(item)
        single = grades[0][:2] if len(grades) == 1 else ("", "")
        Answer.objects.create(
            learner=learner,
            when=now,
            mode=run.mode if run else "",
            kind=question["kind"],
            right=right,
            seconds=seconds,
            card=single[0],
            facet=single[1],
        )
        if run is not None:
            run.answered += 1
            run.right += int(right)
            run.save(update_fields=["answered", "right"])
            rounds.note_answer(run, question, right=right, chosen=chosen)
        if question.get("drill"):
            drills.adjust_level(learner, right)
        learner.touch_day(timezone.localdate(now))
    return Outcome("graded", claimed, right, chosen, parsed, set_aside)


def _open(learner: Learner, run: Run | None, token: str) -> Pending | None:
    import uuid

    try:
        key = uuid.UUID(str(token))
    except ValueError:
        return None
    return Pending.objects.open().filter(token=key, learner=learner, run=run).first()


def schedule(
    *, learner: Learner, card: str, facet: str, right: bool, seconds: float | None, now: datetime
) -> ReviewItem:
    """Grade one card x facet and reschedule it with fsrs; the miss that makes it a leech sets it aside."""
    item = ReviewItem.objects.filter(learner=learner, card=card, facet=facet).first()
    grade = srs.rating(right=right, seconds=seconds)
    result = srs.review(item.state if item else None, grade, now)
    if item is None:
        item = ReviewItem(learner=learner, card=card, facet=facet, introduced=now)
    item.state, item.due, item.stability = result.state, result.due, result.stability
    item.reviews += 1
    item.lapses += int(not right)
    item.last_review = now
    if not right and item.set_aside is None and item.lapses >= srs.LEECH_LAPSES:
        item.set_aside = now
    item.save()
    return item
