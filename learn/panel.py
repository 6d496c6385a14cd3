"""The question panel every practice screen shares: take an answer post or show the waiting question.

A post that cannot be graded changes nothing and says why, in the learner's language, inside the
panel (an htmx answer replaces only the panel, so a message elsewhere on the page would not be seen):

* a choice missing or out of range: the same question again, with what to do;
* the same answer sent twice (a double click, a resent form): its feedback again, counted once;
* a token that is not an open question of this learner and run (forged, stale, another tab): the
  current question, or the run's end when there is none.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render as django_render
from django.utils.translation import gettext as _

from frame.deck import deck_order
from frame.language import lang
from learn import lessons, present
from learn.models import Learner, Pending, Run
from learn.workflow import Outcome, answer, ask

Make = Callable[[random.Random, Run | None], dict | None]


def render(request: HttpRequest, template: str, context: dict, *, status: int = 200) -> HttpResponse:
    """The whole page, or just the panel for an htmx request."""
    name = f"{template}#panel" if request.htmx and not request.htmx.boosted else template
    return django_render(request, name, context, status=status)


def _token(request: HttpRequest) -> uuid.UUID | None:
    try:
        return uuid.UUID(str(request.POST.get("token", "")))
    except ValueError:
        return None


def posted_answer(request: HttpRequest) -> bool:
    """Whether the request posts an answer."""
    return request.method == "POST" and request.POST.get("action") == "answer"


def answered_run(request: HttpRequest, learner: Learner, modes: tuple[str, ...]) -> Run | None:
    """For an answer post whose run has just ended: that run, when the posted token is its own
    answered question (the last answer sent twice); else None."""
    token = _token(request)
    if token is None:
        return None
    pending = Pending.objects.filter(token=token, learner=learner, run__mode__in=modes).first()
    if pending is None or pending.answered is None or pending.run is None or pending.run.finished is None:
        return None
    return pending.run


def _resent(learner: Learner, run: Run | None, token: uuid.UUID | None) -> Pending | None:
    """The question this token answered, when it is the run's latest and no newer one waits."""
    if token is None:
        return None
    latest = Pending.objects.filter(learner=learner, run=run).order_by("-created").first()
    if latest is None or latest.token != token or latest.answered is None:
        return None
    response = latest.response or {}
    return latest if "right" in response else None


def _leeches(outcome: Outcome, language: str) -> list[dict]:
    """The items this answer set aside, each with the lesson that teaches its facet."""
    found = []
    for item in outcome.set_aside:
        lesson = lessons.for_facet(item.facet)
        found.append(
            {
                "card": item.card,
                "facet": present.facet_label(item.facet),
                "lesson": lesson,
                "goal": lesson.goal.get(language) if lesson else "",
            }
        )
    return found


def handle(request: HttpRequest, *, learner: Learner, run: Run | None, make: Make) -> dict:
    """Handle an answer post or show the waiting question; the panel's context for either.

    ``state`` is ``question``, ``feedback``, ``late`` (a timed round's answer after the bell) or
    ``done`` (``make`` has nothing left); ``notice`` says what happened to a post that changed nothing.
    """
    language, order = lang(), deck_order(request)
    notice = ""
    if posted_answer(request):
        outcome = answer(
            learner=learner,
            run=run,
            token=request.POST.get("token", ""),
            values=request.POST.getlist("choice"),
            number=request.POST.get("number"),
        )
        pending = outcome.pending
        if outcome.status == "graded" and pending is not None:
            return {
                "state": "feedback",
                "feedback": present.feedback(pending, outcome, language, order),
                "leeches": _leeches(outcome, language),
            }
        if outcome.status == "late":
            return {"state": "late"}
        if outcome.status == "invalid" and pending is not None:
            if pending.question.get("input") == "number":
                error = _("Type a whole number from 0 to 9999.")
            elif pending.question.get("multi"):
                error = _("Tick at least one card or answer first.")
            else:
                error = _("Choose one of the answers first.")
            return {"state": "question", "q": present.public_view(pending, language, order), "error": error}
        resent = _resent(learner, run, _token(request))
        if resent is not None:
            response = resent.response or {}
            again = Outcome(
                "graded",
                resent,
                bool(response.get("right")),
                response.get("chosen") or [],
                response.get("number"),
            )
            return {
                "state": "feedback",
                "feedback": present.feedback(resent, again, language, order),
                "notice": _("This answer was already counted; here it is again."),
                "leeches": [],
            }
        notice = _("That question was already answered or is no longer open. Here is the current one.")
    pending = ask(learner=learner, run=run, make=make)
    if pending is None:
        return {"state": "done", "notice": notice}
    return {"state": "question", "q": present.public_view(pending, language, order), "notice": notice}
