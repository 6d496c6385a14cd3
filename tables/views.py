"""Views of the tables app: parse, call the workflow, render. No game-specific code.

A visitor's seats are the secret tokens in their session (``tables`` in ``request.session``: table id
-> token); a signed-in person's seats are found by their account too, on any device. Every post names
no seat: it acts for the seat whose token the session holds, and carries the table's ``version``.
htmx posts get the table partial back; without JavaScript a post redirects to the table, which shows
others' moves on reload (and reloads itself while the visitor waits).
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from engine.cards import BY_CODE
from engine.game import GAMES, BadOptions, IllegalMove
from frame.games import game_keys
from frame.language import lang
from room.record import StaleVersion
from tables import workflow
from tables.forms import CodeForm, JoinForm, NewTableForm
from tables.models import Seat, Table
from tables.pages import game_name, table_context
from tables.texts import refusal

SESSION_KEY = "tables"


# --------------------------------------------------------------------------- who is this visitor


def tokens(request: HttpRequest) -> dict[str, str]:
    """The visitor's seat tokens by table id."""
    held = request.session.get(SESSION_KEY)
    return dict(held) if isinstance(held, dict) else {}


def remember(request: HttpRequest, table: Table, token: str) -> None:
    held = tokens(request)
    held[str(table.pk)] = token
    request.session[SESSION_KEY] = held


def token_for(request: HttpRequest, table: Table) -> str | None:
    """The visitor's token at ``table``: from the session, else by their account (then remembered)."""
    token = tokens(request).get(str(table.pk))
    if token and workflow.seat_of(table, token) is not None:
        return token
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        seat = Seat.objects.filter(table=table, user=user, kind=Seat.Kind.PERSON).first()
        if seat is not None:
            remember(request, table, seat.token)
            return seat.token
    return token


def find_table(code: Any) -> Table:
    table = Table.objects.filter(code=workflow.normal_code(code)).first()
    if table is None:
        raise Http404(_("There is no table with this code."))
    return table


def origin(request: HttpRequest) -> str:
    return f"{request.scheme}://{request.get_host()}"


# --------------------------------------------------------------------------- index and new table


@require_http_methods(["GET", "POST"])
def index(request: HttpRequest) -> HttpResponse:
    """Open a table for a game, or find one by its code; the visitor's own tables."""
    form = CodeForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        table = Table.objects.filter(code=workflow.normal_code(form.cleaned_data["code"])).first()
        if table is not None:
            return redirect(reverse("tables:table", args=[table.code]))
        form.add_error("code", refusal("no_table"))
    ids = list(tokens(request))
    mine = list(Table.objects.filter(pk__in=ids).exclude(status=Table.Status.CLOSED)[:20]) if ids else []
    games = [{"key": key, "name": GAMES[key].name.get(lang())} for key in game_keys()]
    rows = [{"table": t, "name": game_name(t.game_key)} for t in mine]
    return render(
        request,
        "tables/index.html",
        {"games": games, "form": form, "mine": rows},
        status=400 if request.method == "POST" else 200,
    )


@require_http_methods(["GET", "POST"])
def new_table(request: HttpRequest, game_key: str) -> HttpResponse:
    """The rules and seats of a new table, and the button that opens it."""
    game_cls = GAMES.get(game_key) if game_key in game_keys() else None
    if game_cls is None:
        raise Http404(_("There is no such game."))
    form = NewTableForm(request.POST or None, game_cls=game_cls)
    if request.method == "POST" and form.is_valid():
        try:
            table, token = workflow.open_table(
                game_key=game_key,
                players=form.player_count(),
                options=form.chosen_options(),
                bots=form.seat_levels(),
                host_name=form.cleaned_data["name"],
                user=request.user,
                serious=form.cleaned_data["help"] == "serious",
                spectators=bool(form.cleaned_data.get("spectators")),
                turn_seconds=int(form.cleaned_data.get("timer") or 0),
            )
        except (BadOptions, workflow.TableError, StaleVersion) as error:
            form.add_error(None, refusal(error.reason))
        else:
            remember(request, table, token)
            return redirect(reverse("tables:table", args=[table.code]))
    return render(
        request,
        "tables/new.html",
        {"form": form, "game_key": game_key, "game_name": game_cls.name.get(lang())},
        status=400 if request.method == "POST" else 200,
    )


# --------------------------------------------------------------------------- the table


@require_safe
def table(request: HttpRequest, code: str) -> HttpResponse:
    """The table as this visitor may see it: their seat's view, the invitation, or a spectator's view."""
    found = find_table(code)
    if workflow.normal_code(code) != code:
        return redirect(reverse("tables:table", args=[found.code]))
    token = token_for(request, found)
    seat = workflow.seat_of(found, token)
    if seat is not None:
        workflow.touch(seat)
        workflow.ensure_bot(found)
        return _table_page(request, found, seat)
    if found.status == Table.Status.OPEN:
        return _invitation(request, found, JoinForm())
    if found.spectators and found.status != Table.Status.CLOSED:
        return _table_page(request, found, None)
    return render(
        request,
        "tables/closed.html",
        {
            "table": found,
            "game_name": game_name(found.game_key),
            "message": refusal("closed" if found.status == Table.Status.CLOSED else "started"),
        },
    )


def _table_page(
    request: HttpRequest, table: Table, seat: Seat | None, *, error: str = "", status: int = 200
) -> HttpResponse:
    card = request.GET.get("card", "")
    context = table_context(
        table, seat, selected=card if card in BY_CODE else None, origin=origin(request), error=error
    )
    template = "tables/table.html#table" if request.htmx and not request.htmx.boosted else "tables/table.html"
    return render(request, template, context, status=status)


def _invitation(request: HttpRequest, table: Table, form: JoinForm, *, status: int = 200) -> HttpResponse:
    context = table_context(table, None, origin=origin(request))
    context["form"] = form
    return render(request, "tables/invitation.html", context, status=status)


@require_POST
def join(request: HttpRequest, code: str) -> HttpResponse:
    """Take a free seat with a nickname."""
    found = find_table(code)
    if workflow.seat_of(found, token_for(request, found)) is not None:
        return redirect(reverse("tables:table", args=[found.code]))
    form = JoinForm(request.POST)
    if not form.is_valid():
        return _invitation(request, found, form, status=400)
    try:
        token = workflow.join(table=found, name=form.cleaned_data["name"], user=request.user)
    except (workflow.TableError, StaleVersion) as error:
        form.add_error(None, refusal(error))
        return _invitation(request, found, form, status=409)
    remember(request, found, token)
    return redirect(reverse("tables:table", args=[found.code]))


def _act(request: HttpRequest, code: str, action: Any) -> HttpResponse:
    """Run ``action(table, token)``; a refusal is shown in the visitor's language, nothing changed."""
    found = find_table(code)
    token = token_for(request, found)
    error = ""
    try:
        action(found, token)
    except (workflow.TableError, StaleVersion, IllegalMove, BadOptions) as refused:
        error = refusal(refused)
    found.refresh_from_db()
    if not request.htmx:
        if error:
            messages.error(request, error)
        return redirect(reverse("tables:table", args=[found.code]))
    seat = workflow.seat_of(found, token)
    if seat is None and not found.spectators:
        return HttpResponse(error or "", status=403 if error else 200)
    return _table_page(request, found, seat, error=error, status=409 if error else 200)


def _version(post: Any) -> Any:
    return post.get("version")


#: What each post does, for the seat whose token the session holds (never a seat the post names).
ACTIONS: dict[str, Any] = {
    "move": lambda t, token, post: workflow.play(
        table=t, token=token, move_code=post.get("move", ""), version=_version(post)
    ),
    "start": lambda t, token, post: workflow.start(table=t, token=token, version=_version(post)),
    "next": lambda t, token, post: workflow.next_game(table=t, token=token, version=_version(post)),
    # The host puts a bot into a seat before the start, or frees it for a person.
    "seat": lambda t, token, post: workflow.set_seat(
        table=t, token=token, number=post.get("seat"), level=post.get("level", ""), version=_version(post)
    ),
    # The host hands a silent person's seat to a bot.
    "handover": lambda t, token, post: workflow.hand_to_bot(
        table=t,
        token=token,
        number=post.get("seat"),
        level=post.get("level", "medium"),
        version=_version(post),
    ),
    "back": lambda t, token, post: workflow.take_back(table=t, token=token),
    "help": lambda t, token, post: workflow.set_help(table=t, token=token, on=post.get("value") == "on"),
}


@require_POST
def act(request: HttpRequest, code: str, action: str) -> HttpResponse:
    """A move, the start, the next game, a seat, a hand-over, coming back, help: ``ACTIONS``."""
    return _act(request, code, lambda t, token: ACTIONS[action](t, token, request.POST))


@require_safe
def replay(request: HttpRequest, code: str, number: int, ply: int | None = None) -> HttpResponse:
    """A finished game of the table, move by move with every card open: for everyone at the table,
    and for anyone where the host lets people watch. A game still on has no replay."""
    from tables.replay import finished_game, replay_context

    found = find_table(code)
    seat = workflow.seat_of(found, token_for(request, found))
    if seat is None and not found.spectators:
        return refused(request, found, "replay_not_seated")
    game = finished_game(found, number)
    if game is None:
        return not_finished(request, found, number, "replay_after_end")
    total = len(game.moves)
    ply = total if ply is None else ply
    if not 0 <= ply <= total:
        raise Http404(_("There is no such move in this game."))
    seats = list(Seat.objects.filter(table=found).order_by("number"))
    context = replay_context(found, game, ply, seats=seats, viewer=seat.number if seat else None)
    context["game_name"] = game_name(found.game_key)
    context["review_url"] = reverse("tables:review", args=[found.code, game.number]) if seat else ""
    return render(request, "tables/replay.html", context)


def refused(request: HttpRequest, table: Table, reason: str) -> HttpResponse:
    """The page that says why the visitor may not look at this (403)."""
    context = {"table": table, "game_name": game_name(table.game_key), "message": refusal(reason)}
    return render(request, "tables/closed.html", context, status=403)


def not_finished(request: HttpRequest, table: Table, number: int, reason: str) -> HttpResponse:
    """Game ``number`` of the table is not a finished one: back to the table with ``reason`` while it
    is being played, else there is no such game."""
    if number == table.number and table.started:
        messages.info(request, refusal(reason))
        return redirect(reverse("tables:table", args=[table.code]))
    raise Http404(_("This table has no such game."))


@require_POST
def leave(request: HttpRequest, code: str) -> HttpResponse:
    """Leave the table: the page says what happened to the seat."""
    found = find_table(code)
    token = token_for(request, found)
    try:
        outcome = workflow.leave(table=found, token=token)
    except (workflow.TableError, StaleVersion) as error:
        messages.error(request, refusal(error))
        return redirect(reverse("tables:table", args=[found.code]))
    held = tokens(request)
    held.pop(str(found.pk), None)
    request.session[SESSION_KEY] = held
    words = {
        "freed": _("You left the table. Your seat is free again: someone else may take it."),
        "bot": _("You left the table. A medium bot plays your seat to the end of the game."),
        "closed": _("You left the table, and nobody else was sitting there: the table is closed."),
    }
    messages.info(request, words[outcome])
    response = redirect(reverse("tables:index"))
    if request.htmx:
        response = HttpResponse(status=204)
        response["HX-Redirect"] = reverse("tables:index")
    return response
