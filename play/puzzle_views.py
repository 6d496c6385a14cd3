"""Puzzles: choose a game and a theme, solve, try again, see the solution with its reason, go on to
the next (``play.puzzles``). Parse, call, render.

A try is a post of a move to the puzzle's page (``?card=`` chooses a hand card first, as at the
table); the outcome is shown on the same page, from the visitor's last try there (``?tried=``
names it after a redirect without JavaScript). htmx requests get the ``puzzle`` partial.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_http_methods, require_safe

from engine.cards import BY_CODE
from engine.game import IllegalMove
from play import puzzles, ratings
from play.board import build_table
from play.models import Puzzle, PuzzleAttempt
from play.texts import illegal_message
from play.views import game_name, rules_url

#: The session's key for the visitor's choice of game and theme.
FILTERS_KEY = "puzzle_filters"

#: What each theme is about, as the puzzle page names it.
THEMES = {
    "stop": gettext_lazy("Stop or go on"),
    "bomb": gettext_lazy("Bomb or shake"),
    "ppong": gettext_lazy("Call ppong"),
    "combination": gettext_lazy("Complete a combination"),
    "deny": gettext_lazy("Deny the opponent"),
    "bright": gettext_lazy("Take the bright"),
    "trump": gettext_lazy("Save the trump"),
    "shed": gettext_lazy("Shed the right cards"),
    "capture": gettext_lazy("The better capture"),
    "plan": gettext_lazy("Thinking ahead"),
}


def _filters(request: HttpRequest) -> dict[str, str]:
    """The visitor's choice of game and theme (when it names one that exists): from the address when
    it gives one, and kept in the session for the puzzles that follow (a card chosen on the felt
    reloads the page with ``?card=`` only)."""
    games = {f"{key}-{players}" for key, players in puzzles.GAMES}
    kept = request.session.get(FILTERS_KEY)
    saved = kept if isinstance(kept, dict) else {}
    if "game" in request.GET or "theme" in request.GET:
        saved = {"game": request.GET.get("game", ""), "theme": request.GET.get("theme", "")}
    game, theme = str(saved.get("game", "")), str(saved.get("theme", ""))
    chosen = {"game": game if game in games else "", "theme": theme if theme in THEMES else ""}
    if request.session.get(FILTERS_KEY) != chosen:
        request.session[FILTERS_KEY] = chosen
    return chosen


def _query(filters: dict[str, str]) -> str:
    chosen = {name: value for name, value in filters.items() if value}
    return "?" + urlencode(chosen) if chosen else ""


@require_safe
def index(request: HttpRequest) -> HttpResponse:
    """The puzzles by game and theme, with the visitor's figures, and a start."""
    filters = _filters(request)
    tries = puzzles.mine(request).filter(first=True)
    games = [
        {
            "value": f"{key}-{players}",
            "name": game_name(key, players),
            "count": Puzzle.objects.filter(game_key=key, players=players).count(),
        }
        for key, players in puzzles.GAMES
    ]
    themes = [
        {"value": key, "name": name, "count": puzzles.chosen(filters["game"], key).count()}
        for key, name in THEMES.items()
    ]
    return render(
        request,
        "play/puzzles.html",
        {
            "games": games,
            "themes": [t for t in themes if t["count"]],
            "filters": filters,
            "left": puzzles.chosen(filters["game"], filters["theme"]).count(),
            "tried": tries.count(),
            "rating": ratings.of_visitor(request),
            "solved": tries.filter(solved=True).count(),
            "start_url": reverse("play:puzzle_next") + _query(filters),
        },
    )


@require_safe
def next_one(request: HttpRequest) -> HttpResponse:
    """The next puzzle of the visitor's choice that they have not tried yet."""
    filters = _filters(request)
    found = puzzles.next_puzzle(request, after=request.GET.get("after", ""), **filters)
    if found is None:
        messages.info(request, _("You have tried every puzzle of this choice. Choose another game or theme."))
        return redirect(reverse("play:puzzles") + _query(filters))
    return redirect(reverse("play:puzzle", args=[found.code]))


@require_http_methods(["GET", "POST"])
def puzzle(request: HttpRequest, code: str) -> HttpResponse:
    """One puzzle: the task, or the outcome of the visitor's try (or of the solution shown)."""
    found = Puzzle.objects.filter(code=code).first()
    if found is None:
        raise Http404(_("There is no such puzzle."))
    filters = _filters(request)
    url = reverse("play:puzzle", args=[found.code])
    made = None
    if request.method == "POST":
        try:
            made = puzzles.attempt(
                request, found, move_code=request.POST.get("move", ""), reveal="reveal" in request.POST
            )
        except IllegalMove as error:
            messages.error(request, illegal_message(error))
        if not request.htmx:
            return redirect(f"{url}?tried={made.pk}" if made else url)
    elif request.GET.get("tried", "").isdigit():
        made = puzzles.mine(request).filter(puzzle=found, pk=int(request.GET["tried"])).first()
    return _render(request, found, made, filters, url)


def _render(
    request: HttpRequest, found: Puzzle, made: PuzzleAttempt | None, filters: dict[str, str], url: str
) -> HttpResponse:
    card = request.GET.get("card", "")
    built = puzzles.position(found)
    view = build_table(
        built,
        puzzles.as_row(found),
        selected=None if made else (card if card in BY_CODE else None),
        chances=False,
    )
    context: dict[str, Any] = {
        "puzzle": found,
        "view": view,
        "outcome": puzzles.outcome(found, made) if made is not None else None,
        "made": made,
        "rating": ratings.of_visitor(request),
        "theme": THEMES.get(found.theme, ""),
        "game_name": game_name(found.game_key, found.players),
        "rules_url": rules_url(found.game_key),
        "action": url,
        "retry_url": url,
        "next_url": reverse("play:puzzle_next") + _query({"after": found.code}),
        "list_url": reverse("play:puzzles") + _query(filters),
        "seat_number": found.seat + 1,
    }
    partial = request.htmx and not request.htmx.boosted
    return render(request, "play/puzzle.html#puzzle" if partial else "play/puzzle.html", context)
