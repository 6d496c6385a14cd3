"""Screens of the learn app. Each renders its whole page, or only its ``#panel`` partial for htmx.

Review and progress live in ``review_views``; the question panel they all share in ``panel``.
"""

from __future__ import annotations

import random

from django.contrib import messages
from django.contrib.staticfiles import finders
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_safe

from frame.deck import card_face, deck_order
from frame.language import lang
from learn import drills, examples, lessons, panel, pictures, present, progress, questions, rounds, showcase
from learn.models import Pending, Run
from learn.workflow import QUIZ_LENGTH, TIMED_SECONDS, learner_for, open_run, start_run


def _action(request: HttpRequest) -> str | None:
    return request.POST.get("action") if request.method == "POST" else None


def _ended_notice(request: HttpRequest) -> str:
    """What a post to a run that is not open gets told (nothing was changed)."""
    if panel.posted_answer(request):
        return _("That question was already answered or is no longer open.")
    return _("That button belongs to a page that is out of date; nothing was changed.")


# --------------------------------------------------------------------------- the path


@require_safe
def index(request: HttpRequest) -> HttpResponse:
    """The lesson path, with links to quizzes, review, drills and progress."""
    from learn import reviews

    learner = learner_for(request, create=False)
    waiting = reviews.waiting(learner, deck_order(request)) if learner else {"reviews": 0, "new": 0}
    return render(
        request,
        "learn/index.html",
        {
            "path": progress.path(learner),
            "due": waiting["reviews"] + waiting["new"],
            "drill_games": drills.games(),
            "streak": learner.streak_days if learner else 0,
        },
    )


# --------------------------------------------------------------------------- lessons


def _lesson_context(request: HttpRequest, found: lessons.Lesson, step: dict) -> dict:
    language, order = lang(), deck_order(request)
    goal, paragraphs = lessons.texts(found, language, order)
    return {
        "lesson": found,
        "goal": goal,
        "lesson_text": paragraphs,
        "step": step,
        "action": request.path,
        "practice": lessons.practice_links(found, language),
    }


def _intro(request: HttpRequest, context: dict, found: lessons.Lesson, notice: str = "") -> HttpResponse:
    language, order = lang(), deck_order(request)
    return panel.render(
        request,
        "learn/lesson.html",
        {
            **context,
            "state": "intro",
            "notice": notice,
            "total": len(found.items),
            "showcase": showcase.sections(found.show, language, order),
            "example": examples.worked(found, language, order),
        },
    )


@require_http_methods(["GET", "POST"])
def lesson(request: HttpRequest, key: str) -> HttpResponse:
    """One lesson: its cards and a worked example, then its items one by one (misses come back),
    then stars and the misses."""
    found = lessons.get(key)
    if found is None:
        raise Http404(_("No such lesson."))
    learner = learner_for(request)
    step = next(s for s in progress.path(learner) if s["lesson"].key == key)
    context = _lesson_context(request, found, step)
    action = _action(request)
    if action == "reset":
        progress.reset_lesson(learner, key)
        messages.info(request, _("The lesson was reset."))
        return redirect("learn:lesson", key=key)
    if not step["unlocked"]:
        notice = _("This lesson is still locked; nothing was changed.") if action else ""
        return panel.render(request, "learn/lesson.html", {**context, "state": "locked", "notice": notice})
    run = open_run(learner, ("lesson",), key)
    if action == "start":
        run = start_run(learner=learner, mode="lesson", lesson=key)
    if run is None and panel.posted_answer(request):
        run = panel.answered_run(request, learner, ("lesson",))
        run = run if run is not None and run.lesson == key else None
    if run is None:
        return _intro(request, context, found, _ended_notice(request) if action and action != "start" else "")
    items, order = found.items, deck_order(request)

    def regular(rng: random.Random, n: int) -> dict | None:
        return lessons.question(items[n], rng, order=order) if n < len(items) else None

    def make(rng: random.Random, run: Run | None) -> dict | None:
        return rounds.next_question(run, rng, regular=regular, order=order) if run else None

    shown = panel.handle(request, learner=learner, run=run, make=make)
    run.refresh_from_db()
    if shown["state"] in ("feedback", "late", "done") and rounds.is_over(run, len(items)):
        shown["summary"] = progress.finish_lesson(learner=learner, run=run, lesson=found)
        shown["misses"] = _misses(request, run)
    context.update(shown, run=run, total=rounds.planned(run, len(items)), repeats=rounds.repeats(run))
    return panel.render(request, "learn/lesson.html", context)


def _misses(request: HttpRequest, run: Run) -> list[dict]:
    from learn import solved

    return [solved.miss_view(miss, lang(), deck_order(request)) for miss in rounds.misses(run)]


# --------------------------------------------------------------------------- quiz


@require_http_methods(["GET", "POST"])
def quiz(request: HttpRequest) -> HttpResponse:
    """A mixed round of card questions: ten questions, or as many as you can in 60 seconds; a miss
    comes back before the round ends."""
    learner = learner_for(request)
    action = _action(request)
    context = {"action": request.path, "length": QUIZ_LENGTH, "seconds": TIMED_SECONDS}
    run = open_run(learner, ("quiz", "timed"))
    if action in ("quiz", "timed"):
        run = start_run(learner=learner, mode=action)
    if run is None and panel.posted_answer(request):
        run = panel.answered_run(request, learner, ("quiz", "timed"))
    if run is None:
        notice = _ended_notice(request) if action else ""
        return panel.render(request, "learn/quiz.html", {**context, "state": "start", "notice": notice})
    if run.mode == "timed" and run.finished is None and run.time_left() == 0 and action != "answer":
        run.finished = run.ends
        run.save(update_fields=["finished"])
        return panel.render(
            request,
            "learn/quiz.html",
            {**context, "state": "summary", "run": run, "misses": _misses(request, run)},
        )
    weights = progress.weakness(learner)
    order = deck_order(request)

    def regular(rng: random.Random, n: int) -> dict | None:
        if run.mode == "quiz" and n >= QUIZ_LENGTH:
            return None
        return questions.interleaved(rng, run.asked, weights, order=order)

    def make(rng: random.Random, run: Run | None) -> dict | None:
        return rounds.next_question(run, rng, regular=regular, order=order) if run else None

    shown = panel.handle(request, learner=learner, run=run, make=make)
    run.refresh_from_db()
    done = run.finished is not None or (run.mode == "quiz" and rounds.is_over(run, QUIZ_LENGTH))
    if shown["state"] in ("feedback", "late", "done") and done:
        if run.finished is None:
            run.finished = timezone.now()
            run.save(update_fields=["finished"])
        shown["summary"] = {"run": run}
        shown["misses"] = _misses(request, run)
    total = rounds.planned(run, QUIZ_LENGTH)
    context.update(shown, run=run, time_left=run.time_left(), total=total, repeats=rounds.repeats(run))
    return panel.render(request, "learn/quiz.html", context)


# --------------------------------------------------------------------------- a retry of mistakes


def _retry_source(request: HttpRequest, learner) -> Run | None:
    try:
        pk = int(request.POST.get("run", ""))
    except ValueError:
        return None
    return Run.objects.filter(pk=pk, learner=learner).exclude(finished=None).first()


def _source_link(run: Run) -> dict:
    """Where a retry round leads back to: its lesson, or the quiz."""
    source = run.source
    key = source.lesson if source is not None and source.mode == "lesson" else ""
    if key and lessons.get(key):
        return {"url": reverse("learn:lesson", kwargs={"key": key}), "label": _("Back to the lesson")}
    return {"url": reverse("learn:quiz"), "label": _("Back to the quiz")}


@require_http_methods(["GET", "POST"])
def retry(request: HttpRequest) -> HttpResponse:
    """A short round of just the items missed in a lesson or a quiz round (started from its end)."""
    learner = learner_for(request)
    action = _action(request)
    context: dict = {"action": request.path}
    run = Run.objects.filter(learner=learner, mode="retry", finished=None).order_by("-started").first()
    if action == "start":
        source = _retry_source(request, learner)
        started = rounds.start_retry(learner=learner, source=source) if source is not None else None
        if started is not None:
            return redirect("learn:retry")
        context["notice"] = _("There are no mistakes to repeat from that round.")
    if run is None and panel.posted_answer(request):
        run = panel.answered_run(request, learner, ("retry",))
    if run is None:
        notice = context.get("notice") or (_ended_notice(request) if action else "")
        return panel.render(request, "learn/retry.html", {**context, "state": "empty", "notice": notice})
    order = deck_order(request)

    def make(rng: random.Random, run: Run | None) -> dict | None:
        return rounds.next_question(run, rng, regular=lambda _rng, _n: None, order=order) if run else None

    shown = panel.handle(request, learner=learner, run=run, make=make)
    run.refresh_from_db()
    if shown["state"] in ("feedback", "late", "done") and rounds.is_over(run, 0):
        if run.finished is None:
            run.finished = timezone.now()
            run.save(update_fields=["finished"])
        shown["summary"] = {"run": run}
        shown["misses"] = _misses(request, run)
    context.update(
        shown, run=run, total=rounds.planned(run, 0), repeats=rounds.repeats(run), back=_source_link(run)
    )
    return panel.render(request, "learn/retry.html", context)


# --------------------------------------------------------------------------- drills


@require_safe
def drill_index(request: HttpRequest) -> HttpResponse:
    """The drills on combinations and scoring, per game."""
    learner = learner_for(request, create=False)
    return render(
        request,
        "learn/drills.html",
        {"games": drills.menu(lang()), "level": learner.drill_level if learner else 1},
    )


@require_http_methods(["GET", "POST"])
def drill(request: HttpRequest, game: str, kind: str) -> HttpResponse:
    """One kind of drill on one game's scoring; harder piles as accuracy grows."""
    if not drills.offers(game, kind):
        raise Http404(_("No such drill."))
    learner = learner_for(request)
    key = f"{game}:{kind}"
    run = open_run(learner, ("drill",), key) or start_run(learner=learner, mode="drill", lesson=key)

    def make(rng: random.Random, run: Run | None) -> dict:
        learner.refresh_from_db()
        return drills.make(kind, rng, game=game, level=learner.drill_level)

    shown = panel.handle(request, learner=learner, run=run, make=make)
    learner.refresh_from_db()
    context = {
        "action": request.path,
        "game": game,
        "kind": kind,
        "title": drills.title(game, kind, lang()),
        "level": learner.drill_level,
        "run": run,
        **shown,
    }
    return panel.render(request, "learn/drill.html", context)


# --------------------------------------------------------------------------- pictures


@require_safe
def picture(request: HttpRequest, token: str, slot: int, size: str, ext: str) -> HttpResponse:
    """A card picture of a question by slot number, drawn afresh so that nothing names the card:
    not the address, not a header, not the bytes (``learn.pictures``)."""
    if size not in ("1x", "2x") or ext not in pictures.CONTENT_TYPES:
        raise Http404
    learner = learner_for(request, create=False)
    pending = Pending.objects.filter(token=token, learner=learner).first() if learner else None
    if pending is None:
        raise Http404
    codes = present.slots(pending.question)
    if not 0 <= slot < len(codes):
        raise Http404
    face = card_face(deck_order(request))
    path = finders.find(f"cards/{face}/{size}/{codes[slot]}.png")
    if not path:
        raise Http404
    body = pictures.question_picture(path, key=pictures.seed(str(pending.token), slot, size), ext=ext)
    response = HttpResponse(body, content_type=pictures.CONTENT_TYPES[ext])
    response["Cache-Control"] = "private, max-age=3600"
    return response


def reverse_lesson(key: str) -> str:
    return reverse("learn:lesson", kwargs={"key": key})
