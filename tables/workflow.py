"""The one workflow of the tables app: open a table, take a seat, start, move, hand a seat to a bot.

Views and the socket consumer call these keyword-only functions; the rules stay in the engine. A
person acts by the secret token of their seat, which only their own browser holds (in its session):
there is no parameter that names a seat to act for. Every change is one conditional UPDATE on
``Table.version`` (with the seats it touches in the same transaction): a stale or replayed action, or
one that loses a race, raises ``StaleVersion`` and changes nothing. After a change the table's
viewers are told (``tables.live.notify``) and, when a bot is to move, its move is asked for as a task
(``ensure_bot``), never searched here.
"""

from __future__ import annotations

import secrets
import string
from collections.abc import Mapping, Sequence
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from engine.game import BadOptions, IllegalMove, Move, get_game
from room import searches, seeds
from room.bots import BOT_LEVELS
from room.record import CACHE, Built, StaleVersion, check_version, extend
from tables import live
from tables.game import build, cache_key, dealt
from tables.models import Seat, Table

#: The level of the bot that moves for a person whose turn timer ran out.
TIMER_LEVEL = "greedy"
TURN_TIMERS = (0, 30, 60, 120)
#: The code's letters: no 0/O, 1/I/L, so that it can be read out over the phone.
CODE_ALPHABET = "".join(c for c in string.ascii_uppercase + string.digits if c not in "0O1IL")
CODE_LENGTH = 6
NAME_LENGTH = 24


class TableError(Exception):
    """An action the table refuses; ``reason`` is a stable key (``tables.texts.refusal``)."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


# --------------------------------------------------------------------------- who is who


def seat_of(table: Table, token: str | None) -> Seat | None:
    """The seat whose secret ``token`` this is (a person's seat), or None."""
    if not token:
        return None
    return Seat.objects.filter(table=table, kind=Seat.Kind.PERSON, token=token).first()


def is_host(table: Table, token: str | None) -> bool:
    """Whether ``token`` is the host's."""
    return bool(token) and secrets.compare_digest(str(token), table.host_token)


def clean_name(name: Any) -> str:
    """A nickname as shown: trimmed, single spaces, at most ``NAME_LENGTH`` characters."""
    text = " ".join(str(name or "").split())[:NAME_LENGTH]
    return "".join(ch for ch in text if ch.isprintable())


def _new_token() -> str:
    return secrets.token_urlsafe(32)


def _new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: Any) -> str:
    """A typed code as stored: upper case, without spaces or dashes."""
    return "".join(ch for ch in str(text or "").upper() if ch.isalnum())[:CODE_LENGTH]


# --------------------------------------------------------------------------- opening and seating


def open_table(
    *,
    game_key: str,
    players: int,
    options: Mapping[str, Any] | None,
    bots: Sequence[str | None],
    host_name: str,
    user: Any = None,
    serious: bool = False,
    spectators: bool = False,
    turn_seconds: int = 0,
) -> tuple[Table, str]:
    """A new table with the host in seat 1; ``bots`` gives a level (or None: for a person) for each
    other seat. Returns the table and the host's seat token. Raises ``BadOptions`` for what the engine
    or the table refuses; nothing is saved then."""
    game = get_game(game_key, players=players, options=options)
    if len(bots) != game.players - 1 or any(b is not None and b not in BOT_LEVELS for b in bots):
        raise BadOptions("bots")
    if turn_seconds not in TURN_TIMERS:
        raise BadOptions("timer")
    name = clean_name(host_name)
    if not name:
        raise TableError("no_name")
    token = _new_token()
    for _attempt in range(8):
        try:
            with transaction.atomic():
                table = Table.objects.create(
                    code=_new_code(),
                    game_key=game.key,
                    players=game.players,
                    options=dict(game.options),
                    serious=serious,
                    spectators=spectators,
                    turn_seconds=turn_seconds,
                    host_token=token,
                )
                break
        except IntegrityError:  # the code was taken: draw another
            continue
    else:  # pragma: no cover - 27^6 codes
        raise TableError("busy")
    seats = [_person(table, 0, name, token, user)]
    for number, level in enumerate(bots, start=1):
        if level:
            seats.append(Seat(table=table, number=number, kind=Seat.Kind.BOT, level=level))
        else:
            seats.append(Seat(table=table, number=number))
    Seat.objects.bulk_create(seats)
    return table, token


def _person(table: Table, number: int, name: str, token: str, user: Any) -> Seat:
    account = user if user is not None and getattr(user, "is_authenticated", False) else None
    return Seat(
        table=table,
        number=number,
        kind=Seat.Kind.PERSON,
        name=name,
        token=token,
        user=account,
        last_seen=timezone.now(),
    )


def join(*, table: Table, name: str, user: Any = None) -> str:
    """Take the first free seat with ``name``; the new seat's token. Raises ``TableError``
    (``closed``, ``started``, ``full``, ``no_name``)."""
    name = clean_name(name)
    if not name:
        raise TableError("no_name")
    if table.status == Table.Status.CLOSED:
        raise TableError("closed")
    if table.started:
        raise TableError("started")
    token = _new_token()
    account = user if user is not None and getattr(user, "is_authenticated", False) else None
    for seat in Seat.objects.filter(table=table, kind=Seat.Kind.EMPTY).order_by("number"):
        with transaction.atomic():
            taken = Seat.objects.filter(pk=seat.pk, kind=Seat.Kind.EMPTY).update(
                kind=Seat.Kind.PERSON, name=name, token=token, user=account, last_seen=timezone.now()
            )
            if not taken:  # someone else took this one a moment ago: try the next
                continue
            if not _bump(table, status=Table.Status.OPEN):  # dealt meanwhile: undone with the seat
                raise TableError("started")
            break
    else:
        raise TableError("full")
    live.notify(table.pk)
    return token


def _bump(table: Table, *, expected: int | None = None, status: Any = None, **fields: Any) -> bool:
    """Move the table's version on (only from ``expected`` and ``status`` when given); whether it did."""
    query = Table.objects.filter(pk=table.pk)
    if expected is not None:
        query = query.filter(version=expected)
    if status is not None:
        query = query.filter(status=status)
    done = bool(query.update(version=F("version") + 1, updated=timezone.now(), **fields))
    if done:
        table.refresh_from_db()
    return done


def _host_only(table: Table, token: str | None) -> None:
    if not is_host(table, token):
        raise TableError("not_host")


def set_seat(*, table: Table, token: str | None, number: Any, level: str, version: Any) -> Table:
    """Before the start the host puts a bot of ``level`` into seat ``number``, or frees it (``level``
    empty) for a person; a person's seat is not changed this way."""
    _host_only(table, token)
    expected = check_version(table, version)
    if table.started or table.status == Table.Status.CLOSED:
        raise TableError("started")
    if level and level not in BOT_LEVELS:
        raise TableError("bad_level")
    seat = _seat_number(table, number)
    if seat.kind == Seat.Kind.PERSON:
        raise TableError("seat_taken")
    with transaction.atomic():
        if not _bump(table, expected=expected, status=Table.Status.OPEN):
            raise StaleVersion()
        kind = Seat.Kind.BOT if level else Seat.Kind.EMPTY
        Seat.objects.filter(pk=seat.pk).exclude(kind=Seat.Kind.PERSON).update(kind=kind, level=level or "")
    live.notify(table.pk)
    return table


def _seat_number(table: Table, number: Any) -> Seat:
    try:
        index = int(number)
    except (TypeError, ValueError):
        raise TableError("bad_seat") from None
    seat = Seat.objects.filter(table=table, number=index).first()
    if seat is None:
        raise TableError("bad_seat")
    return seat


# --------------------------------------------------------------------------- dealing and moving


def start(*, table: Table, token: str | None, version: Any) -> Table:
    """The host deals the first game once every seat is taken (people or bots)."""
    _host_only(table, token)
    expected = check_version(table, version)
    if table.status != Table.Status.OPEN:
        raise TableError("started" if table.started else "closed")
    if Seat.objects.filter(table=table, kind=Seat.Kind.EMPTY).exists():
        raise TableError("seats_free")
    return _deal(table, expected=expected, status=Table.Status.OPEN, number=1)


def next_game(*, table: Table, token: str | None, version: Any) -> Table:
    """«Another game»: the host deals the next game to the same seats once this one is over."""
    _host_only(table, token)
    expected = check_version(table, version)
    if table.status != Table.Status.FINISHED:
        raise TableError("not_over")
    return _deal(table, expected=expected, status=Table.Status.FINISHED, number=table.number + 1)


def _deal(table: Table, *, expected: int, status: Any, number: int) -> Table:
    history = list(table.history)
    if table.number and table.result is not None:
        history.append(
            {"number": table.number, "seed": table.seed, "moves": table.moves, "result": table.result}
        )
    seed = seeds.new_seed()
    start = dealt(table, seed).state  # a deal may end as it is dealt (a misdeal, a hand yaku)
    with transaction.atomic():
        done = Table.objects.filter(pk=table.pk, version=expected, status=status).update(
            version=F("version") + 1,
            status=Table.Status.FINISHED if start.is_over else Table.Status.PLAYING,
            number=number,
            seed=seed,
            moves=[],
            result=start.result().as_json() if start.is_over else None,
            history=history,
            turn_since=timezone.now(),
            updated=timezone.now(),
        )
        if not done:
            raise StaleVersion()
        Seat.objects.filter(table=table).update(helped=F("help"))
    table.refresh_from_db()
    live.notify(table.pk)
    ensure_bot(table)
    table.refresh_from_db()
    return table


def save_move(table: Table, built: Built, code: str, *, expected: int) -> Table:
    """Apply ``code`` to ``built`` (the engine checks it) and store it if the table is still at
    ``expected``; raises ``IllegalMove`` or ``StaleVersion``."""
    after = extend(built, [code])
    over = after.state.is_over
    done = Table.objects.filter(pk=table.pk, version=expected, status=Table.Status.PLAYING).update(
        moves=list(after.moves),
        version=F("version") + 1,
        status=Table.Status.FINISHED if over else Table.Status.PLAYING,
        result=after.state.result().as_json() if over else None,
        turn_since=timezone.now(),
        updated=timezone.now(),
    )
    if not done:
        raise StaleVersion()
    table.refresh_from_db()
    CACHE.remember(cache_key(table), after)
    live.notify(table.pk)
    ensure_bot(table)
    table.refresh_from_db()
    return table


def play(*, table: Table, token: str | None, move_code: Any, version: Any) -> Table:
    """A person's move, for the seat whose token their browser holds. Raises ``TableError``
    (``not_seated``, ``not_playing``), ``StaleVersion`` or ``IllegalMove`` (the engine's reason)."""
    seat = seat_of(table, token)
    if seat is None:
        raise TableError("not_seated")
    expected = check_version(table, version)
    if table.status != Table.Status.PLAYING:
        raise TableError("not_playing")
    built = build(table)
    if built.state.current_player != seat.number:
        raise IllegalMove("not_your_turn")
    if seat.stand_in:
        raise TableError("stand_in")
    code = Move.parse(str(move_code or "")[:200]).code
    return save_move(table, built, code, expected=expected)


# --------------------------------------------------------------------------- bots and timers


def timer_expired(table: Table, now: Any = None) -> bool:
    """Whether the current person's turn timer has run out."""
    if not table.turn_seconds or table.turn_since is None or table.status != Table.Status.PLAYING:
        return False
    now = now or timezone.now()
    return bool(now - table.turn_since > timedelta(seconds=table.turn_seconds))


def turn_left(table: Table, now: Any = None) -> int | None:
    """Whole seconds left on the turn timer (None: no timer, or no game being played)."""
    if not table.turn_seconds or table.turn_since is None or table.status != Table.Status.PLAYING:
        return None
    spent = ((now or timezone.now()) - table.turn_since).total_seconds()
    return max(0, int(table.turn_seconds - spent))


def mover_level(table: Table, built: Built) -> str | None:
    """The level of the bot that moves now: the seat's bot, or the timer's stand-in once a person's
    turn timer ran out; None when a person is to move in time (or nobody is)."""
    seat_number = built.state.current_player
    if seat_number is None or table.status != Table.Status.PLAYING:
        return None
    seat = Seat.objects.filter(table=table, number=seat_number).first()
    if seat is None:
        return None
    if seat.is_bot or seat.stand_in:  # a bot, or one keeping a silent person's seat
        return seat.level or "medium"
    if timer_expired(table):
        return TIMER_LEVEL
    return None


def bot_key(version: int) -> str:
    """The key of the bot move asked for at ``version`` of a table (``room.searches``)."""
    return f"bot:{version}"


def ensure_bot(table: Table) -> bool:
    """Ask for the move of the bot whose turn it is (once per version, again when its task was lost:
    ``room.searches.ask``); or, on a helped person's turn, the tutor's ranking (``tables.help``).
    Whether a bot is to move."""
    from tables import help as tutor
    from tables import tasks

    if table.status != Table.Status.PLAYING:
        return False
    built = build(table)
    if mover_level(table, built) is None:
        tutor.ensure(table, built)
        return False
    searches.ask(table, bot_key(table.version), tasks.bot_move, (str(table.pk), table.version))
    return True


# --------------------------------------------------------------------------- life happens


def touch(seat: Seat) -> None:
    """Note a sign of life from a person's browser (a page, a socket, a message)."""
    Seat.objects.filter(pk=seat.pk).update(last_seen=timezone.now())


def is_silent(seat: Seat, now: Any = None) -> bool:
    """Whether a person's browser has shown no sign of life for ``TABLES_SILENT_SECONDS``."""
    if seat.kind != Seat.Kind.PERSON or seat.stand_in:
        return False
    now = now or timezone.now()
    return seat.last_seen is None or now - seat.last_seen > timedelta(seconds=settings.TABLES_SILENT_SECONDS)


def hand_to_bot(*, table: Table, token: str | None, number: Any, level: str, version: Any) -> Table:
    """The host hands a silent person's seat to a bot of ``level`` (the person may take it back by
    coming back: ``take_back``)."""
    _host_only(table, token)
    expected = check_version(table, version)
    if level not in BOT_LEVELS:
        raise TableError("bad_level")
    seat = _seat_number(table, number)
    if not is_silent(seat):
        raise TableError("not_silent")
    with transaction.atomic():
        if not _bump(table, expected=expected):
            raise StaleVersion()
        Seat.objects.filter(pk=seat.pk).update(stand_in=True, level=level)
    live.notify(table.pk)
    ensure_bot(table)
    return table


def take_back(*, table: Table, token: str | None) -> Table:
    """A person whose seat a bot was keeping comes back and plays again."""
    seat = seat_of(table, token)
    if seat is None or not seat.stand_in:
        raise TableError("not_seated")
    with transaction.atomic():
        _bump(table)
        Seat.objects.filter(pk=seat.pk).update(stand_in=False, level="", last_seen=timezone.now())
    live.notify(table.pk)
    return table


def leave(*, table: Table, token: str | None) -> str:
    """A person leaves the table; what happened to the seat: ``freed`` (before the start: someone else
    may take it), ``bot`` (during play a medium bot plays it on; the hosting passes on when the host
    leaves) or ``closed`` (the last person left: the table closes)."""
    seat = seat_of(table, token)
    if seat is None:
        raise TableError("not_seated")
    people = list(
        Seat.objects.filter(table=table, kind=Seat.Kind.PERSON).exclude(pk=seat.pk).order_by("number")
    )
    with transaction.atomic():
        if not people:
            Table.objects.filter(pk=table.pk).update(
                status=Table.Status.CLOSED, version=F("version") + 1, updated=timezone.now()
            )
            outcome = "closed"
        elif table.started:
            Seat.objects.filter(pk=seat.pk).update(
                kind=Seat.Kind.BOT, level="medium", token="", stand_in=False
            )
            outcome = "bot"
        else:
            Seat.objects.filter(pk=seat.pk).update(kind=Seat.Kind.EMPTY, name="", token="", user=None)
            outcome = "freed"
        if outcome != "closed":
            fields: dict[str, Any] = {}
            if is_host(table, token):
                fields["host_token"] = people[0].token
            Table.objects.filter(pk=table.pk).update(
                version=F("version") + 1, updated=timezone.now(), **fields
            )
    table.refresh_from_db()
    live.notify(table.pk)
    ensure_bot(table)
    return outcome


def set_help(*, table: Table, token: str | None, on: bool) -> Seat:
    """A person turns the tutor's hints and verdicts on or off for themselves (friendly tables only)."""
    seat = seat_of(table, token)
    if seat is None:
        raise TableError("not_seated")
    if table.serious:
        raise TableError("serious")
    fields: dict[str, Any] = {"help": on}
    if on and table.started:
        fields["helped"] = True
    with transaction.atomic():
        Seat.objects.filter(pk=seat.pk).update(**fields)
        _bump(table)
    seat.refresh_from_db()
    live.notify(table.pk)
    ensure_bot(table)
    return seat
