"""The one rendering of a table for one viewer, shared by the pages and the socket consumer.

``table_context`` gathers what the ``table`` partial of ``tables/table.html`` shows, with the deal
drawn from the viewer's own observation (``tables.board``); ``table_html`` renders that partial
outside a request (the consumer's messages), so a page and a socket message for the same seat and
version are the same HTML.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation

from engine.game import GAMES
from frame.language import lang
from room.bots import BOT_LEVELS, level_label
from tables import help as tutor
from tables import workflow
from tables.board import table_view
from tables.game import build
from tables.models import Seat, Table
from tables.texts import seat_label


def game_name(key: str) -> str:
    """A game's name in the active language."""
    cls = GAMES.get(key)
    return cls.name.get(lang()) if cls is not None else key


def totals(table: Table) -> list[int]:
    """Each seat's points over the table's finished games (the running score of the evening)."""
    sums = [0] * table.players
    results = [entry.get("result") for entry in table.history]
    if table.status == Table.Status.FINISHED:
        results.append(table.result)
    for result in results:
        for number, points in enumerate((result or {}).get("scores", [])[: table.players]):
            sums[number] += int(points)
    return sums


def table_context(
    table: Table, seat: Seat | None, *, selected: str | None = None, origin: str = "", error: str = ""
) -> dict[str, Any]:
    """What the table partial shows ``seat`` (None: a spectator) now."""
    seats = list(Seat.objects.filter(table=table).order_by("number"))
    me = next((s for s in seats if seat is not None and s.pk == seat.pk), None)
    silent = {s.number for s in seats if workflow.is_silent(s)}
    view = None
    advice = None
    if table.started:
        built = build(table)
        view = table_view(built, seats, viewer=me.number if me else None, selected=selected, silent=silent)
        advice = tutor.for_seat(table, built, me)
    host = me is not None and workflow.is_host(table, me.token)
    path = reverse("tables:table", args=[table.code])
    finished_games = len(table.history) + (1 if table.status == Table.Status.FINISHED else 0)
    return {
        "table": table,
        "seats": [(s, seat_label(s, mine=me is not None and s.pk == me.pk)) for s in seats],
        "me": me,
        "host": host,
        "view": view,
        "version": table.version,
        "game_name": game_name(table.game_key),
        "invite_url": f"{origin}{path}",
        "socket_url": f"/ws/tables/{table.code}/?lang={lang()}",
        "free": [s for s in seats if s.kind == Seat.Kind.EMPTY],
        "silent": [s for s in seats if s.number in silent],
        "totals": [
            (seat_label(s, mine=me is not None and s.pk == me.pk), p)
            for s, p in zip(seats, totals(table), strict=True)
        ]
        if finished_games
        else [],
        "levels": [(level, level_label(level)) for level in BOT_LEVELS],
        "row": {"highlight": True},
        "error": error,
        "advice": advice,
        "turn_left": workflow.turn_left(table),
    }


@dataclass(frozen=True)
class RenderedTable:
    """A socket message's table: the partial's HTML and the seat's own legal move codes."""

    html: str
    legal: list[str]


def table_html(
    table: Table,
    seat: Seat | None,
    *,
    language: str,
    deck_order: str = "ja",
    corner_index: bool = False,
    origin: str = "",
    error: str = "",
) -> RenderedTable:
    """The table partial for ``seat`` in ``language``, outside a request (a socket message), with
    the seat's legal moves read from the same view (the seat is observed once)."""
    with translation.override(language):
        context = table_context(table, seat, origin=origin, error=error)
        context.update(deck_order=deck_order, corner_index=corner_index, site_language=language)
        view = context["view"]
        legal = list(view.legal) if view is not None else []
        return RenderedTable(render_to_string("tables/table.html#table", context), legal)
