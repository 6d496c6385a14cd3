"""The review of a table's finished game for one person at it (``tables.deal_review``): their
accuracy, the evaluation graph and the key moments, from their own seat only. Parse, call, render."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_safe

from room import deal_review as shared
from tables import deal_review, workflow
from tables.pages import game_name
from tables.replay import finished_game
from tables.views import find_table, not_finished, refused, token_for

#: How often a review still being analysed asks again (milliseconds).
REVIEW_POLL_MS = 2000


@require_safe
def review(request: HttpRequest, code: str, number: int) -> HttpResponse:
    """The visitor's review of game ``number`` of the table, from their own seat."""
    table = find_table(code)
    seat = workflow.seat_of(table, token_for(request, table))
    if seat is None:
        return refused(request, table, "review_not_seated")
    found = finished_game(table, number)
    if found is None:
        return not_finished(request, table, number, "review_after_end")
    analysed = deal_review.review(table, found, seat.number)
    context: dict[str, Any] = {
        "table": table,
        "game": found,
        "game_name": game_name(table.game_key),
        "ready": len(analysed.decisions),
        "total": len(analysed.points),
        "failed": analysed.failed,
        "poll_ms": REVIEW_POLL_MS,
        "review_url": reverse("tables:review", args=[table.code, found.number]),
    }
    if analysed.ready:
        context.update(
            shared.page_context(
                deal_review.dealt_game(table, found),
                analysed.decisions,
                total=len(found.moves),
                final=deal_review.final_value(table, found, seat.number),
                url=deal_review.replay_url(table, found),
                reason=deal_review.reason(table, found, seat.number),
            )
        )
    partial = request.htmx and not request.htmx.boosted
    return render(request, "tables/review.html#review" if partial else "tables/review.html", context)
