"""Views of the play app: parse, call the workflow, render. No game-specific code.

Every page of a game in progress is rendered from the learner's Observation. Posts carry the
row's ``version``; stale or forged posts get a message in the learner's language and change
nothing. htmx requests get the ``table`` partial of the same template; without JavaScript the
same URLs work with ordinary links and forms (POST, then redirect).
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from engine import practice
from engine.cards import BY_CODE
from engine.game import GAMES, BadOptions, IllegalMove
from frame.games import game_keys, name_for, on_site
from play import review, searches, workflow
from play.board import TableView, build_table
from play.forms import ImportForm, NewGameForm
from play.models import PracticeGame
from play.texts import illegal_message, lang

# --------------------------------------------------------------------------- helpers


def _games() -> dict[str, Any]:
    """Every game's class by key, in the site's order (``frame.games``)."""
    return {key: GAMES[key] for key in game_keys()}


def _session_key(request: HttpRequest) -> str:
    if not request.session.session_key:
        request.session["play"] = True
        request.session.save()
    return request.session.session_key or ""


def owned_game(request: HttpRequest, game_id: Any) -> PracticeGame:
    """The visitor's game ``game_id`` (by account or session), or a 404 that says so."""
    try:
        return PracticeGame.objects.owned_by(request).get(pk=game_id)
    except (PracticeGame.DoesNotExist, ValueError, TypeError):
        raise Http404(_("No such game among yours.")) from None


def rules_url(game_key: str, anchor: str = "") -> str:
    """The rules page of a game (in the active language), with an option's anchor."""
    url = reverse("rules_game", args=[game_key])
    return f"{url}#{anchor}" if anchor else url


def _table_url(row: PracticeGame, **params: str) -> str:
    url = reverse("play:table", args=[row.id])
    query = "&".join(f"{k}={v}" for k, v in params.items() if v)
    return f"{url}?{query}" if query else url


def _after_post(request: HttpRequest, row: PracticeGame, *, card: str = "") -> HttpResponse:
    """htmx: the table partial; otherwise redirect to the table (POST, redirect, GET)."""
    if request.htmx:
        return table_response(request, row, card=card)
    return redirect(_table_url(row, card=card), permanent=False)


# --------------------------------------------------------------------------- index and new game


@require_safe
def index(request: HttpRequest) -> HttpResponse:
    """Choose a game, see my games, pick a practice deal."""
    games = [card for key, cls in _games().items() for card in _game_cards(key, cls)]
    mine = PracticeGame.objects.owned_by(request)[:50]
    rows = [
        {
            "row": row,
            "name": game_name(row.game_key, row.players),
            "scenario": practice.get(row.scenario) if row.scenario else None,
        }
        for row in mine
    ]
    return render(
        request,
        "play/index.html",
        {
            "games": games,
            "mine": rows,
            "scenarios": _scenario_groups(),
            "import_form": ImportForm(),
            "mistakes_due": review.due_count(request, timezone.now()),
        },
    )


def _game_cards(key: str, game_cls: Any) -> list[dict[str, Any]]:
    """The index's cards of one game: one, or one per player count the game names (Go-Stop for
    three players, Matgo for two: ``GameOnSite.player_count_names``), each with its own one-click start."""
    names = on_site(key).player_count_names
    named = [n for n in range(game_cls.min_players, game_cls.max_players + 1) if n in names]
    if not named:
        return [
            {
                "key": key,
                "id": key,
                "name": game_cls.name.get(lang()),
                "min": game_cls.min_players,
                "max": game_cls.max_players,
                "query": "",
                **_start_defaults(game_cls),
            }
        ]
    return [
        {
            "key": key,
            "id": f"{key}-{n}",
            "name": name_for(key, n).get(lang()),
            "min": n,
            "max": n,
            "query": f"?players={n}",
            **_start_defaults(game_cls, n),
        }
        for n in named
    ]


def _start_defaults(game_cls: Any, players: int | None = None) -> dict[str, Any]:
    """What a one-click start sends (``start``) and says (``players``, ``levels``, tutor on or off),
    for ``players`` seats (the game's default when None)."""
    form = NewGameForm(game_cls=game_cls, players=players)
    start = form.start_defaults()
    return {
        "start": sorted(start.items()),
        "players": players or game_cls.default_players,
        "levels": form.default_levels(),
        "tutor": "tutor" in start,
    }


def game_name(key: str, players: int | None = None) -> str:
    """The game's name, the name of its player count where it has one (``frame.games.name_for``)."""
    if key not in _games():
        return key
    return name_for(key, players).get(lang())


def _scenario_groups() -> list[dict[str, Any]]:
    """Practice deals by game, and by player count where the game names it (Matgo, Go-Stop)."""
    groups: dict[tuple[str, str], list[practice.Scenario]] = {}
    order = {key: place for place, key in enumerate(_games())}
    ordered = sorted(practice.scenarios().values(), key=lambda s: order.get(s.game, len(order)))
    for scenario in ordered:
        named = scenario.players in on_site(scenario.game).player_count_names
        groups.setdefault(
            (scenario.game, game_name(scenario.game, scenario.players if named else None)), []
        ).append(scenario)
    return [{"game": key, "name": name, "items": items} for (key, name), items in groups.items()]


@require_http_methods(["GET", "POST"])
def new_game(request: HttpRequest, game_key: str) -> HttpResponse:
    """The options of one game and the button that starts it."""
    game_cls = _games().get(game_key)
    if game_cls is None:
        raise Http404(_("There is no such game."))
    asked = request.GET.get("players", "")
    players = (
        int(asked) if asked.isdigit() and game_cls.min_players <= int(asked) <= game_cls.max_players else None
    )
    form = NewGameForm(request.POST or None, game_cls=game_cls, players=players)
    if request.method == "POST" and form.is_valid():
        try:
            row = workflow.start_game(
                owner_user=request.user,
                session_key=_session_key(request),
                game_key=game_key,
                players=form.player_count(),
                options=form.chosen_options(),
                preset=form.cleaned_data.get("preset") or None,
                bots=form.bot_levels(),
                seed=form.cleaned_data.get("seed"),
                tutor=bool(form.cleaned_data.get("tutor")),
            )
        except (BadOptions, IllegalMove) as error:
            form.add_error(None, illegal_message(error))
        else:
            return redirect(reverse("play:table", args=[row.id]))
    options = [
        {"spec": spec, "field": bound, "rules": rules_url(game_key, f"option-{spec.key}")}
        for spec, bound in form.option_fields()
    ]
    return render(
        request,
        "play/new.html",
        {
            "form": form,
            "game_key": game_key,
            "game_name": name_for(game_key, players).get(lang()),
            "options": options,
            "rules_url": rules_url(game_key),
            "presets": [{"label": p.label.get(lang()), "help": p.help.get(lang())} for p in game_cls.presets],
            "defaults": _start_defaults(game_cls, players),
            "max_players": game_cls.max_players,
        },
        status=400 if request.method == "POST" else 200,
    )


# --------------------------------------------------------------------------- the table


@require_safe
def table(request: HttpRequest, game_id: Any) -> HttpResponse:
    """The table: GET ``card=`` chooses a hand card, ``hint=1|2`` asks the tutor."""
    row = owned_game(request, game_id)
    card = request.GET.get("card", "")
    hint = request.GET.get("hint", "")
    return table_response(
        request, row, card=card if card in BY_CODE else "", hint=hint if hint in ("1", "2") else ""
    )


def table_response(
    request: HttpRequest,
    row: PracticeGame,
    *,
    card: str = "",
    hint: str = "",
    status: int = 200,
    progress: searches.Progress | None = None,
) -> HttpResponse:
    """One trip: the rebuilt game, what it waits for, the learner's one observation in one
    ``TableView``, the template. Whatever search the game needs is asked for (or revived) here."""
    built = workflow.rebuild(row)
    if progress is None:
        before = row.version
        progress = searches.ensure(row, built, want_ranking=bool(hint))  # reads ``row`` again
        if row.version != before:  # a queue that runs tasks at once (the tests') moved the bots
            progress = searches.ensure(row, workflow.rebuild(row), want_ranking=bool(hint))
        built = workflow.rebuild(row)
    view = build_table(built, row, selected=card or None, hint=hint, progress=progress)
    if view.hint is not None and not view.hint.get("only"):  # one legal move: no help was taken
        row = workflow.note_hint(row=row, ply=len(built.moves))
        view.helped = True
    context = table_context(row, view, progress, hint=hint)
    template = "play/table.html#table" if request.htmx and not request.htmx.boosted else "play/table.html"
    return render(request, template, context, status=status)


def table_context(
    row: PracticeGame, view: TableView, progress: searches.Progress, *, hint: str = ""
) -> dict[str, Any]:
    """What ``play/table.html`` (and its ``table`` partial) shows of ``row`` drawn as ``view``."""
    return {
        "row": row,
        "view": view,
        "game_name": game_name(row.game_key, row.players),
        "rules_url": rules_url(row.game_key),
        "version": row.version,
        "poll_url": _poll_url(row, progress, card=view.selected or "", hint=hint),
        "poll_ms": progress.poll_ms,
    }


def _poll_url(row: PracticeGame, progress: searches.Progress, *, card: str, hint: str) -> str:
    url = reverse("play:poll", args=[row.id])
    query = "&".join(f"{k}={v}" for k, v in (("since", progress.token), ("card", card), ("hint", hint)) if v)
    return f"{url}?{query}"


@require_safe
def poll(request: HttpRequest, game_id: Any) -> HttpResponse:
    """Whether what the table waits for has come (htmx polls this while a search runs): "204 No
    Content" while nothing changed since ``since``, else the table. Lost searches are asked again."""
    row = owned_game(request, game_id)
    card = request.GET.get("card", "")
    card = card if card in BY_CODE else ""
    hint = request.GET.get("hint", "")
    hint = hint if hint in ("1", "2") else ""
    built = workflow.rebuild(row)
    # The row was read a moment ago: read again only if something done here changed it.
    progress = searches.ensure(row, built, want_ranking=bool(hint), reread=False)
    if progress.token == request.GET.get("since", "") and request.htmx:
        return HttpResponse(status=204)
    if not request.htmx:
        return redirect(_table_url(row, card=card))
    return table_response(request, row, card=card, hint=hint, progress=progress)


def _refuse(request: HttpRequest, row: PracticeGame, error: Any) -> HttpResponse:
    messages.error(request, illegal_message(error))
    if request.htmx:
        return table_response(request, row)
    return redirect(_table_url(row))


@require_POST
def move(request: HttpRequest, game_id: Any) -> HttpResponse:
    """The learner's move: ``move`` (a move code) and ``version``."""
    row = owned_game(request, game_id)
    try:
        row = workflow.play_move(
            row=row,
            move_code=request.POST.get("move", ""),
            version=request.POST.get("version"),
            lang=lang(),
            ask=not request.htmx,  # the table below asks for the searches (one trip)
        )
    except workflow.StaleVersion:
        return _refuse(request, _reload(row), "stale")
    except IllegalMove as error:
        return _refuse(request, row, error)
    return _after_post(request, row)


def _reload(row: PracticeGame) -> PracticeGame:
    row.refresh_from_db()
    return row


@require_POST
def next_step(request: HttpRequest, game_id: Any) -> HttpResponse:
    """Ask again for a search that failed (the "Try again" button; ``version`` as shown).

    The bots move by themselves: their moves are asked for after every change to the game and come
    by polling. This post only gives the searches the game waits for their attempts back; with
    none waiting on the learner's turn it is refused politely."""
    row = owned_game(request, game_id)
    try:
        workflow.check_version(row, request.POST.get("version"))
    except workflow.StaleVersion:
        return _refuse(request, _reload(row), "stale")
    if row.is_over:
        return _refuse(request, row, "game_over")
    if not searches.retry(row) and workflow.rebuild(row).state.current_player == row.learner_seat:
        return _refuse(request, row, "your_turn")
    return _after_post(request, row)


@require_POST
def undo(request: HttpRequest, game_id: Any) -> HttpResponse:
    """Take back the learner's last move."""
    row = owned_game(request, game_id)
    try:
        row = workflow.undo(row=row, version=request.POST.get("version"))
    except workflow.StaleVersion:
        return _refuse(request, _reload(row), "stale")
    except workflow.NotPlayable as error:
        return _refuse(request, row, error.reason)
    messages.info(request, _("Your last move was taken back."))
    return _after_post(request, row)


@require_POST
def settings(request: HttpRequest, game_id: Any) -> HttpResponse:
    """Switch tutor mode or the highlighting of legal moves."""
    row = owned_game(request, game_id)
    flag = request.POST.get("flag")
    value = request.POST.get("value") == "on"
    if flag == "tutor":
        row = workflow.set_flags(row=row, tutor=value)
    elif flag == "highlight":
        row = workflow.set_flags(row=row, highlight=value)
    return _after_post(
        request, row, card=request.POST.get("card", "") if request.POST.get("card", "") in BY_CODE else ""
    )


@require_POST
def delete(request: HttpRequest, game_id: Any) -> HttpResponse:
    row = owned_game(request, game_id)
    row.delete()
    messages.info(request, _("The game was deleted."))
    return redirect("play:index")


# --------------------------------------------------------------------------- replay, export, import


@require_safe
def replay(request: HttpRequest, game_id: Any, ply: int | None = None) -> HttpResponse:
    """A finished game with all cards open, after move ``ply`` (default: the end)."""
    row = owned_game(request, game_id)
    if not row.is_over:
        messages.info(request, _("The replay opens when the game is over."))
        return redirect(_table_url(row))
    built = workflow.rebuild(row)
    total = len(built.moves)
    ply = total if ply is None else ply
    if not 0 <= ply <= total:
        raise Http404(_("There is no such move in this game."))
    from play.replay import replay_context

    context = replay_context(built, row, ply)
    context.update(game_name=game_name(row.game_key, row.players), rules_url=rules_url(row.game_key))
    return render(request, "play/replay.html", context)


@require_safe
def export(request: HttpRequest, game_id: Any) -> HttpResponse:
    """The game as JSON (game, players, options, seed, moves); the seed only once it is over."""
    row = owned_game(request, game_id)
    if not row.is_over and not row.seed_given:
        messages.info(
            request, _("A game in progress can be exported when it is over (its seed is secret until then).")
        )
        return redirect(_table_url(row))
    response = JsonResponse(row.record_json(), json_dumps_params={"ensure_ascii": False, "indent": 1})
    response["Content-Disposition"] = f'attachment; filename="hwatu-{row.game_key}-{str(row.id)[:8]}.json"'
    return response


@require_http_methods(["GET", "POST"])
def import_game(request: HttpRequest) -> HttpResponse:
    """Load an exported game back: a finished one opens its replay, an unfinished one its table."""
    form = ImportForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        record = form.cleaned_data["record"]
        try:
            row = workflow.import_game(
                owner_user=request.user, session_key=_session_key(request), record=record
            )
        except (BadOptions, IllegalMove) as error:
            form.add_error(None, illegal_message(error))
        except (TypeError, ValueError, KeyError):
            form.add_error(None, _("This exported game cannot be read."))
        else:
            messages.success(request, _("The game was imported."))
            if row.is_over:
                return redirect(reverse("play:replay", args=[row.id]))
            return redirect(_table_url(row))
    return render(
        request, "play/import.html", {"form": form}, status=400 if request.method == "POST" else 200
    )


# --------------------------------------------------------------------------- guided practice


@require_safe
def practice_list(request: HttpRequest) -> HttpResponse:
    return render(request, "play/practice_list.html", {"groups": _scenario_groups()})


@require_http_methods(["GET", "POST"])
def practice_detail(request: HttpRequest, key: str) -> HttpResponse:
    """A practice deal's goal and the button that deals it."""
    scenario = practice.get(key)
    if scenario is None:
        raise Http404(_("There is no such practice deal."))
    if request.method == "POST":
        try:
            row = workflow.start_game(
                owner_user=request.user,
                session_key=_session_key(request),
                game_key=scenario.game,
                players=scenario.players,
                options=scenario.options,
                bots=list(scenario.bots),
                deal=scenario.deal,
                scenario=scenario.key,
                tutor=True,
            )
        except (BadOptions, IllegalMove) as error:
            messages.error(request, illegal_message(error))
        else:
            return redirect(reverse("play:table", args=[row.id]))
    return render(
        request,
        "play/practice_detail.html",
        {
            "scenario": scenario,
            "game_name": game_name(scenario.game, scenario.players),
            "rules_url": rules_url(scenario.game),
        },
    )
