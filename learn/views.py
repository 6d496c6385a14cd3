"""Screens of the learn app. Each renders its whole page, or only its ``#panel`` partial for htmx."""

from __future__ import annotations

import mimetypes
import random
from collections.abc import Callable

from django.contrib import messages
from django.contrib.staticfiles import finders
from django.http import FileResponse, Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_safe

from engine.cards import BY_CODE
from frame.deck import card_face, deck_order
from frame.language import lang
from learn import drills, lessons, present, progress, questions
from learn.models import Learner, LessonResult, Pending, ReviewItem, Run
from learn.workflow import QUIZ_LENGTH, TIMED_SECONDS, answer, ask, learner_for, open_run, start_run


def _order(request: HttpRequest) -> str:
    """The visitor's deck order (``ja`` or ``ko``): every month on the learn pages is named in it."""
    return deck_order(request)


def _render(request: HttpRequest, template: str, context: dict, *, status: int = 200) -> HttpResponse:
    """The whole page, or just the panel for an htmx request."""
    name = f"{template}#panel" if request.htmx and not request.htmx.boosted else template
    return render(request, name, context, status=status)


# --------------------------------------------------------------------------- the path


@require_safe
def index(request: HttpRequest) -> HttpResponse:
    """The lesson path, with links to quizzes, review, drills and progress."""
    learner = learner_for(request, create=False)
    return render(
        request,
        "learn/index.html",
        {
            "path": progress.path(learner),
            "due": ReviewItem.objects.due(learner).count() if learner else 0,
            "drill_games": drills.games(),
            "streak": learner.streak_days if learner else 0,
        },
    )


def _practice(
    request: HttpRequest,
    *,
    learner: Learner,
    run: Run | None,
    make: Callable[[random.Random, Run | None], dict],
) -> dict:
    """Handle an answer post or show the waiting question; the panel's context for either."""
    language, order = lang(), _order(request)
    if request.method == "POST" and request.POST.get("action") == "answer":
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
            }
        if outcome.status == "late":
            return {"state": "late"}
        if outcome.status == "invalid" and pending is not None:
            return {
                "state": "question",
                "q": present.public_view(pending, language, order),
                "error": _("Choose one of the answers first.")
                if not pending.question.get("input")
                else _("Type a whole number."),
            }
        messages.warning(
            request, _("That question was already answered or is no longer open. Here is the current one.")
        )
    pending = ask(learner=learner, run=run, make=make)
    return {"state": "question", "q": present.public_view(pending, language, order)}


# --------------------------------------------------------------------------- lessons


@require_http_methods(["GET", "POST"])
def lesson(request: HttpRequest, key: str) -> HttpResponse:
    """One lesson: its goal and text, then its items one by one, then stars."""
    found = lessons.get(key)
    if found is None:
        raise Http404(_("No such lesson."))
    learner = learner_for(request)
    step = next(s for s in progress.path(learner) if s["lesson"].key == key)
    items = found.items
    goal, paragraphs = lessons.texts(found, lang(), _order(request))
    context = {
        "lesson": found,
        "goal": goal,
        "lesson_text": paragraphs,
        "step": step,
        "total": len(items),
        "action": request.path,
        "practice": lessons.practice_links(found, lang()),
    }
    action = request.POST.get("action") if request.method == "POST" else None
    if action == "reset":
        LessonResult.objects.filter(learner=learner, lesson=key).delete()
        Run.objects.filter(learner=learner, mode="lesson", lesson=key).delete()
        messages.info(request, _("The lesson was reset."))
        return redirect("learn:lesson", key=key)
    if not step["unlocked"]:
        return _render(request, "learn/lesson.html", {**context, "state": "locked"})
    run = open_run(learner, ("lesson",), key)
    if action == "start":
        run = start_run(learner=learner, mode="lesson", lesson=key)
    if run is None:
        return _render(request, "learn/lesson.html", {**context, "state": "intro"})

    def make(rng: random.Random, run: Run | None) -> dict:
        asked = len(run.asked) if run else 0
        return lessons.question(items[min(asked, len(items) - 1)], rng, order=_order(request))

    panel = _practice(request, learner=learner, run=run, make=make)
    run.refresh_from_db()
    if panel["state"] in ("feedback", "late") and run.answered >= len(items):
        panel["summary"] = progress.finish_lesson(learner=learner, run=run, lesson=found)
    context.update(panel, run=run)
    return _render(request, "learn/lesson.html", context)


# --------------------------------------------------------------------------- quiz


@require_http_methods(["GET", "POST"])
def quiz(request: HttpRequest) -> HttpResponse:
    """A mixed round of card questions: ten questions, or as many as you can in 60 seconds."""
    learner = learner_for(request)
    action = request.POST.get("action") if request.method == "POST" else None
    context = {"action": request.path, "length": QUIZ_LENGTH, "seconds": TIMED_SECONDS}
    run = open_run(learner, ("quiz", "timed"))
    if action in ("quiz", "timed"):
        run = start_run(learner=learner, mode=action)
    if run is None:
        return _render(request, "learn/quiz.html", {**context, "state": "start"})
    if run.mode == "timed" and run.time_left() == 0 and action != "answer":
        run.finished = run.ends
        run.save(update_fields=["finished"])
        return _render(request, "learn/quiz.html", {**context, "state": "summary", "run": run})
    weights = progress.weakness(learner)

    def make(rng: random.Random, run: Run | None) -> dict:
        return questions.interleaved(rng, run.asked if run else [], weights, order=_order(request))

    panel = _practice(request, learner=learner, run=run, make=make)
    run.refresh_from_db()
    done = run.finished is not None or (run.mode == "quiz" and run.answered >= QUIZ_LENGTH)
    if panel["state"] in ("feedback", "late") and done:
        if run.finished is None:
            run.finished = timezone.now()
            run.save(update_fields=["finished"])
        panel["summary"] = {"run": run}
    context.update(panel, run=run, time_left=run.time_left())
    return _render(request, "learn/quiz.html", context)


# --------------------------------------------------------------------------- review


@require_http_methods(["GET", "POST"])
def review(request: HttpRequest) -> HttpResponse:
    """The review queue: card x facet items that spaced repetition says are due now."""
    learner = learner_for(request)
    run = open_run(learner, ("review",)) or start_run(learner=learner, mode="review")
    due = ReviewItem.objects.due(learner)
    context = {"action": request.path, "due_count": due.count()}
    posting = request.method == "POST" and request.POST.get("action") == "answer"
    waiting = Pending.objects.open().filter(learner=learner, run=run).exists()
    if not posting and not waiting and not due.exists():
        upcoming = ReviewItem.objects.filter(learner=learner).order_by("due").first()
        return _render(request, "learn/review.html", {**context, "state": "empty", "next_due": upcoming})

    def make(rng: random.Random, run: Run | None) -> dict:
        item = ReviewItem.objects.due(learner).first()
        return questions.for_facet(rng, BY_CODE[item.card], item.facet, order=_order(request))

    panel = _practice(request, learner=learner, run=run, make=make)
    context.update(panel, run=run, due_count=ReviewItem.objects.due(learner).count())
    return _render(request, "learn/review.html", context)


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

    panel = _practice(request, learner=learner, run=run, make=make)
    learner.refresh_from_db()
    context = {
        "action": request.path,
        "game": game,
        "kind": kind,
        "title": drills.title(game, kind, lang()),
        "level": learner.drill_level,
        "run": run,
        **panel,
    }
    return _render(request, "learn/drill.html", context)


# --------------------------------------------------------------------------- progress


@require_safe
def progress_view(request: HttpRequest) -> HttpResponse:
    """Mastery map of the 48 cards, accuracy over time, the streak and what is due."""
    learner = learner_for(request, create=False)
    return render(request, "learn/progress.html", progress.overview(learner, lang(), request))


# --------------------------------------------------------------------------- pictures


@require_safe
def picture(request: HttpRequest, token: str, slot: int, size: str, ext: str) -> HttpResponse:
    """A card picture of a question by slot number, so that no card code appears in the page."""
    if size not in ("1x", "2x") or ext not in ("png", "webp"):
        raise Http404
    learner = learner_for(request, create=False)
    pending = Pending.objects.filter(token=token, learner=learner).first() if learner else None
    if pending is None:
        raise Http404
    codes = present.slots(pending.question)
    if not 0 <= slot < len(codes):
        raise Http404
    face = card_face(deck_order(request))
    path = finders.find(f"cards/{face}/{size}/{codes[slot]}.{ext}")
    if not path:
        raise Http404
    response = FileResponse(
        open(path, "rb"),  # noqa: SIM115 (FileResponse closes it)
        content_type=mimetypes.types_map.get(f".{ext}", "image/webp"),
    )
    response["Cache-Control"] = "private, max-age=3600"
    return response


def reverse_lesson(key: str) -> str:
    return reverse("learn:lesson", kwargs={"key": key})
