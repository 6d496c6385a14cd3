"""Views of learning from mistakes: a finished game's mistakes one by one, and the spaced review of
those the learner got wrong again ("My mistakes"). Parse, call ``play.mistakes``, render.

Each position is a page of its own (``?card=`` chooses a hand card, as at the table); a try is a
post to the same address, with the move number (stepping through a game) or the count of reviews
(in review) the page was made for, so that a stale or replayed post is refused with a message and
changes nothing. htmx requests get the ``drill`` partial; without JavaScript the forms post and
redirect back.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_safe

from engine.cards import BY_CODE
from engine.game import IllegalMove
from play import mistakes, review
from play.mistake_page import listed_move, step_page
from play.models import Mistake, PracticeGame
from play.texts import illegal_message
from play.views import game_name, owned_game, rules_url


def refusal(reason: str) -> str:
    """Why a try was not taken, in the learner's language."""
    texts = {
        "stale": _("This page was out of date. Here is the position again."),
        "answered": _("You have already made your move in this position."),
        "not_due": _("This position is not due for review yet."),
        "not_in_review": _("This position is not in your review."),
        "not_over": _("You can learn from the mistakes of a game once it is over."),
    }
    return texts.get(reason, _("The rules do not allow that move here."))


def _selected(request: HttpRequest) -> str | None:
    card = request.GET.get("card", "")
    return card if card in BY_CODE else None


def _collect(request: HttpRequest, row: PracticeGame) -> list[Mistake] | None:
    try:
        return mistakes.collect(row)
    except mistakes.Refused as refused:
        messages.info(request, refusal(refused.reason))
        return None


def _render(request: HttpRequest, context: dict[str, Any]) -> HttpResponse:
    partial = request.htmx and not request.htmx.boosted
    return render(request, "play/mistake.html#drill" if partial else "play/mistake.html", context)


def _try(request: HttpRequest, answer: Any, **stamp: Any) -> None:
    """Post a try through ``answer`` (a ``play.mistakes`` function); a refusal becomes a message."""
    try:
        answer(move_code=request.POST.get("move", ""), now=timezone.now(), **stamp)
    except mistakes.Refused as refused:
        level = messages.info if refused.reason == "answered" else messages.error
        level(request, refusal(refused.reason))
    except IllegalMove as error:
        messages.error(request, illegal_message(error))


# --------------------------------------------------------------------------- a game's mistakes


@require_safe
def game_mistakes(request: HttpRequest, game_id: Any) -> HttpResponse:
    """The first position still to try, or, once all are tried (or with ``?summary``), the summary."""
    row = owned_game(request, game_id)
    items = _collect(request, row)
    if items is None:
        return redirect(reverse("play:table", args=[row.id]))
    waiting = [number for number, item in enumerate(items, 1) if not item.answered]
    if waiting and "summary" not in request.GET:
        return redirect(reverse("play:mistake", args=[row.id, waiting[0]]))
    return render(
        request,
        "play/mistakes.html",
        {
            "row": row,
            "items": [(number, item) for number, item in enumerate(items, 1)],
            "counts": mistakes.counts(items),
            "waiting": waiting[0] if waiting else None,
            "game_name": game_name(row.game_key, row.players),
            "rules_url": rules_url(row.game_key),
        },
    )


@require_http_methods(["GET", "POST"])
def game_mistake(request: HttpRequest, game_id: Any, number: int) -> HttpResponse:
    """Position ``number`` of a finished game's mistakes: the task, or the outcome of the try."""
    row = owned_game(request, game_id)
    items = _collect(request, row)
    if items is None:
        return redirect(reverse("play:table", args=[row.id]))
    if not 1 <= number <= len(items):
        raise Http404(_("There is no such position among the mistakes of this game."))
    item = items[number - 1]
    url = reverse("play:mistake", args=[row.id, number])
    if request.method == "POST":
        _try(request, lambda **kw: mistakes.answer_pass(item=item, ply=request.POST.get("ply"), **kw))
        if not request.htmx:
            return redirect(url)
        item.refresh_from_db()
    page = step_page(item, selected=_selected(request), tried=item.answer)
    following = reverse("play:mistake", args=[row.id, number + 1]) if number < len(items) else ""
    return _render(
        request,
        {
            "mode": "pass",
            "row": row,
            "page": page,
            "number": number,
            "total": len(items),
            "action": url,
            "stamp_name": "ply",
            "stamp": item.ply,
            "next_url": following or reverse("play:mistakes", args=[row.id]) + "?summary",
            "last": not following,
            "game_name": game_name(row.game_key, row.players),
            "rules_url": rules_url(row.game_key),
        },
    )


# --------------------------------------------------------------------------- spaced review


@require_safe
def review_list(request: HttpRequest) -> HttpResponse:
    """The visitor's mistakes in review: due now, and later."""
    due, later = review.queue(request, timezone.now())
    return render(
        request,
        "play/review_list.html",
        {"due": [_listed(item) for item in due], "later": [_listed(item) for item in later]},
    )


def _listed(item: Mistake) -> dict[str, Any]:
    return {
        "item": item,
        "game_name": game_name(item.game.game_key, item.game.players),
        "move_number": item.ply + 1,
        "played": listed_move(item),
    }


@require_http_methods(["GET", "POST"])
def review_item(request: HttpRequest, item_id: Any) -> HttpResponse:
    """One mistake in review: the position to solve when it is due, else the outcome of the last try."""
    try:
        item = Mistake.objects.owned_by(request).select_related("game").get(pk=item_id)
    except (Mistake.DoesNotExist, ValueError, TypeError):
        raise Http404(_("There is no such position among your mistakes.")) from None
    if item.due is None:
        messages.info(request, refusal("not_in_review"))
        return redirect("play:review")
    url = reverse("play:review_item", args=[item.id])
    if request.method == "POST":
        _try(
            request, lambda **kw: mistakes.answer_review(item=item, reviews=request.POST.get("reviews"), **kw)
        )
        if not request.htmx:
            return redirect(url)
        item.refresh_from_db()
    now = timezone.now()
    due = item.due is not None and item.due <= now
    page = step_page(item, selected=_selected(request), tried="" if due else item.last_answer or item.answer)
    following = review.next_due(request, now, after=item)
    return _render(
        request,
        {
            "mode": "review",
            "row": item.game,
            "page": page,
            "action": url,
            "stamp_name": "reviews",
            "stamp": item.reviews,
            "next_url": reverse("play:review_item", args=[following.id]) if following else "",
            "list_url": reverse("play:review"),
            "game_name": game_name(item.game.game_key, item.game.players),
            "rules_url": rules_url(item.game.game_key),
        },
    )
