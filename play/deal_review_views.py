"""The review page of a finished practice game: the evaluation graph, the learner's accuracy, the
key moments and every decision in a table (``play.deal_review``). Parse, call, render.

While some decisions are still being analysed the page says how many are ready and (with htmx)
asks again by itself; without JavaScript a link does the same.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from engine.game import Game
from play import deal_review, workflow
from play.models import PracticeGame
from play.texts import seat_label
from play.views import game_name, owned_game, rules_url
from room import deal_review as shared
from room import reasons

#: How often a review still being analysed asks again (milliseconds).
REVIEW_POLL_MS = 2000


@require_safe
def game_review(request: HttpRequest, game_id: Any) -> HttpResponse:
    """The review of the visitor's finished game (the table while it goes on)."""
    row = owned_game(request, game_id)
    if not row.is_over:
        messages.info(request, _("The review opens when the game is over."))
        return redirect(reverse("play:table", args=[row.id]))
    found = deal_review.review(row)
    bots = request.GET.get("bots") == "1"
    built = workflow.rebuild(row)
    game = built.game
    context: dict[str, Any] = {
        "row": row,
        "game_name": game_name(row.game_key, row.players),
        "rules_url": rules_url(row.game_key),
        "ready": len(found.decisions),
        "total": len(found.points),
        "failed": found.failed,
        "poll_ms": REVIEW_POLL_MS,
        "review_url": reverse("play:deal_review", args=[row.id]) + ("?bots=1" if bots else ""),
        "mistakes_url": reverse("play:mistakes", args=[row.id]),
        "bots_url": reverse("play:deal_review", args=[row.id]) + "?bots=1",
    }
    if found.ready:
        context.update(_analysed(row, game, built, found.decisions))
        if context["accuracy"] != row.accuracy:  # «My games» lists it
            PracticeGame.objects.filter(pk=row.pk).update(accuracy=context["accuracy"])
        if bots:
            context["players"] = _players(row, found)
            context["players_pending"] = any(p["accuracy"] is None for p in context["players"])
    partial = request.htmx and not request.htmx.boosted
    return render(request, "play/deal_review.html#review" if partial else "play/deal_review.html", context)


def _players(row: Any, learner: Any) -> list[dict[str, Any]]:
    """Every seat's accuracy in the game, the bots' analysed on request (``None`` while they are not)."""
    players = []
    for seat in range(row.players):
        found = learner if seat == row.learner_seat else deal_review.review(row, seat=seat)
        players.append(
            {
                "label": seat_label(seat, row.learner_seat, row.bots),
                "learner": seat == row.learner_seat,
                "accuracy": shared.accuracy_of(found.decisions) if found.ready else None,
                "ready": len(found.decisions),
                "total": len(found.points),
            }
        )
    return players


def _analysed(row: Any, game: Game, built: Any, decisions: list[shared.Decision]) -> dict[str, Any]:
    return shared.page_context(
        game,
        decisions,
        total=len(row.moves),
        final=deal_review.final_value(built, row.learner_seat),
        url=deal_review.replay_url(row),
        reason=lambda d: reasons.reason_text(game, d.note) if d.note else "",
    )
