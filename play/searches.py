"""The searches a game waits for, as tasks on the queue: asked for once, retried when lost, read back.

A request never searches. After every change to a game and on every view of its table, ``ensure``
looks at what the game needs next and asks for it:

- the move of the bot whose turn it is (``bot:<version>``: applied only while the game is still at
  that version, so a reply to a position the learner has left is dropped);
- the tutor's ranking of the learner's position when the tutor is on or a hint is asked
  (``rank:<ply>:<digest of the moves before it>``); the verdict on the learner's move, the hint and
  the numbers at a decision are all read from it, so a verdict comes with the move whenever the
  ranking was ready before the learner chose;
- the ranking behind the verdict on the learner's last move while that verdict is not stored.

Each need is one ``Search`` row (its unique key makes asking twice, from two tabs, two web processes
or a retry, one row) and one task (``play/tasks.py``). A task that failed, was lost with its queue, or
has been running longer than ``SEARCH_LEASE`` (its worker was killed) is enqueued again, up to
``SEARCH_ATTEMPTS`` times; the game's conditional updates make sure that whichever copy finishes
first is applied and the others change nothing.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from importlib.util import find_spec
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F
from django.tasks import exceptions as task_exceptions
from django.utils import timezone

from engine.bots.outlook import ChoiceOutlook
from engine.game import IllegalMove, Move
from play.decisions import stored_outlook
from play.models import PracticeGame, Search
from play.tutor import Ranking
from play.workflow import learner_decision_points, rebuild, rebuild_at
from room.record import Built

logger = logging.getLogger(__name__)

_MISSING: tuple[type[Exception], ...] = (task_exceptions.TaskResultDoesNotExist,)
if find_spec("django_tasks") is not None:  # the RQ backend is built on the django-tasks backport
    from django_tasks import exceptions as backport_exceptions

    _MISSING = (*_MISSING, backport_exceptions.TaskResultDoesNotExist)


def bot_key(version: int) -> str:
    """The key of the bot move asked for at ``version`` of a game."""
    return f"bot:{version}"


def rank_key(ply: int, moves: Sequence[str]) -> str:
    """The key of the ranking of the position before move ``ply`` of ``moves``."""
    digest = hashlib.sha1("|".join(moves[:ply]).encode(), usedforsecurity=False).hexdigest()[:24]
    return f"rank:{ply}:{digest}"


def ply_of(key: str) -> int:
    """The move number a ``rank:`` key is about."""
    return int(key.split(":")[1])


@dataclass
class Progress:
    """What a game's table is waiting for, and the tutor's ranking of the learner's position."""

    version: int = 0
    #: A bot's move is being searched.
    bot: bool = False
    #: The verdict on the learner's last move is being searched.
    verdict: bool = False
    #: The learner's position is being ranked (for a hint or the numbers at a decision).
    ranking_pending: bool = False
    #: The stored ranking of the learner's current position, when it is ready.
    ranking: Ranking | None = None
    #: At a stop decision in a game whose search does not count chances of winning: where each
    #: choice leads by the end of the deal (``play.decisions``), stored with the ranking.
    outlook: list[ChoiceOutlook] | None = None
    #: A search failed on every attempt: the table offers to try again.
    failed: bool = False
    #: How many verdicts the game holds (the poll compares it).
    verdicts: int = 0
    #: When the oldest search the table waits for was asked for (None: it waits for nothing).
    waiting_since: datetime | None = None
    #: Something here changed the game's row (a verdict stored, a task run at once): read it again.
    row_changed: bool = False

    def note_waiting(self, search: Search) -> None:
        """The table waits for ``search`` (not done yet)."""
        if search.done is None and (self.waiting_since is None or search.enqueued < self.waiting_since):
            self.waiting_since = search.enqueued

    @property
    def slow(self) -> bool:
        """The table has waited ``SEARCH_POLL_SLOW_AFTER`` seconds or more: a busy queue, so the page
        asks less often (``SEARCH_POLL_SLOW_MS``) and leaves the server to the searches."""
        if self.waiting_since is None:
            return False
        waited = (timezone.now() - self.waiting_since).total_seconds()
        return waited >= settings.SEARCH_POLL_SLOW_AFTER

    @property
    def poll_ms(self) -> int:
        """How often the table asks whether what it waits for has come."""
        return int(settings.SEARCH_POLL_SLOW_MS if self.slow else settings.SEARCH_POLL_MS)

    @property
    def token(self) -> str:
        """Changes whenever something the table shows has come, and once when the wait turns long
        (the table then polls less often): polls compare it."""
        ready = "r" if self.ranking is not None else "-"
        failed = "f" if self.failed else "-"
        slow = "s" if self.slow else "-"
        return f"{self.version}.{self.verdicts}.{ready}{failed}{slow}"


# --------------------------------------------------------------------------- asking


def ensure(
    row: PracticeGame, built: Built | None = None, *, want_ranking: bool = False, reread: bool = True
) -> Progress:
    """Ask for every search ``row`` needs now (once), revive lost ones, store a verdict that is ready.

    ``want_ranking`` asks for the learner's position to be ranked even with the tutor off (a hint).
    Returns what the table waits for; ``row`` is read again from the database (a verdict stored
    before the call, by the caller or by a task, is in it), or with ``reread`` off only when
    something done here changed it (a verdict stored, a task the queue ran at once): the poll, whose
    row was read a moment before.
    """
    from play import tasks

    if built is None:
        built = rebuild(row)
    progress = Progress(version=row.version)
    if row.is_over:
        progress.verdicts = len(row.annotations)
        return progress
    state = built.state
    seat = state.current_player
    if seat is not None and seat != row.learner_seat:
        search = _ask(row, bot_key(row.version), tasks.bot_move, (str(row.pk), row.version), progress)
        progress.bot = search.done is None
        progress.note_waiting(search)
    elif seat == row.learner_seat and (row.tutor or want_ranking) and len(state.legal_moves()) > 1:
        key = rank_key(len(built.moves), built.moves)
        search = _ask(row, key, tasks.rank, (str(row.pk), key), progress)
        progress.ranking = _ranking(search)
        progress.outlook = stored_outlook(search.outlook) if progress.ranking is not None else None
        progress.ranking_pending = progress.ranking is None
        progress.note_waiting(search)
    if _verdict_missing(row, built, progress):
        progress.row_changed = True
    # Fresh from the database: a verdict stored here, or a task the queue ran at once (the immediate
    # backend of the tests), changed the row.
    if reread or progress.row_changed:
        row.refresh_from_db()
    progress.version = row.version
    progress.verdicts = len(row.annotations)
    return progress


def ask_verdict(row: PracticeGame, *, ply: int, moves: Sequence[str]) -> None:
    """Make sure the ranking behind the verdict on the learner's move ``ply`` is asked for."""
    from play import tasks

    key = rank_key(ply, moves)
    _ask(row, key, tasks.rank, (str(row.pk), key), Progress())


def retry(row: PracticeGame) -> int:
    """Give every search the game still waits for its attempts back (the learner pressed "Try again");
    how many there were."""
    return int(Search.objects.filter(game=row, done__isnull=True).update(attempts=0, enqueued=_long_ago()))


def _verdict_missing(row: PracticeGame, built: Built, progress: Progress) -> bool:
    """Keep the verdict on the learner's last move coming; store it if its ranking is ready.

    Returns whether a verdict was stored here (its task died between ranking and judging)."""
    points = learner_decision_points(built)
    if not points or str(points[-1]) in row.annotations:
        return False
    ply = points[-1]
    search = Search.objects.filter(game=row, key=rank_key(ply, built.moves)).first()
    if search is None:  # no verdict was asked for this move (the tutor was off, or it was forced)
        return False
    ranking = _ranking(search)
    if ranking is None:
        from play import tasks

        _ask(row, search.key, tasks.rank, (str(row.pk), search.key), progress, search=search)
        progress.verdict = True
        progress.note_waiting(search)
        return False
    return judge(row, ply=ply, ranking=ranking)


def _ask(
    row: PracticeGame,
    key: str,
    task: Any,
    args: tuple[Any, ...],
    progress: Progress,
    *,
    search: Search | None = None,
) -> Search:
    """The search ``key`` of ``row``: asked for now if it is new, enqueued again if it was lost."""
    if search is None:
        search = Search.objects.filter(game=row, key=key).first()
    if search is None:
        try:
            with transaction.atomic():
                search = Search.objects.create(game=row, key=key, enqueued=timezone.now())
        except IntegrityError:  # another request asked at the same moment
            return Search.objects.get(game=row, key=key)
        if _enqueue(search, task, args):
            progress.row_changed = True
        return search
    if search.done is None and _lost(search):
        if search.attempts >= settings.SEARCH_ATTEMPTS:
            progress.failed = True
        elif _enqueue(search, task, args):
            progress.row_changed = True
    return search


def _enqueue(search: Search, task: Any, args: tuple[Any, ...]) -> bool:
    """Enqueue a task for ``search`` and note its id (unless another request just did the same);
    ``search`` is brought up to date (from the database only when another request did, or the task
    has run already). Returns whether the task has run already (the queue runs tasks at once)."""
    previous = search.task_id
    now = timezone.now()
    fields: dict[str, Any] = {"attempts": F("attempts") + 1, "enqueued": now}
    finished = False
    try:
        result = task.enqueue(*args)
        fields["task_id"] = str(result.id)
        finished = result.is_finished  # the immediate backend (tests) ran it already
    except Exception:  # the queue is down: the move stays stored; the next poll asks again
        logger.exception("could not enqueue %s for game %s", search.key, search.game_id)
    if Search.objects.filter(pk=search.pk, task_id=previous).update(**fields) and not finished:
        search.attempts += 1
        search.enqueued = now
        search.task_id = fields.get("task_id", previous)
    else:
        search.refresh_from_db()
    return finished


def _lost(search: Search) -> bool:
    """Whether the task of an unfinished search is gone: failed, finished without its result, no longer
    known to the queue, or running longer than the lease (a killed worker). Waiting in the queue is not
    lost. Looked at only ``SEARCH_CHECK_AFTER`` seconds after the task was enqueued."""
    now = timezone.now()
    if (now - search.enqueued).total_seconds() < settings.SEARCH_CHECK_AFTER:
        return False
    if not search.task_id:
        return True
    from django.tasks import default_task_backend

    try:
        result = default_task_backend.get_result(search.task_id)
    except _MISSING:
        return True
    status = str(result.status)
    if status == "READY":
        return False
    if status == "RUNNING":
        started: datetime | None = result.started_at
        return started is None or (now - started).total_seconds() > settings.SEARCH_LEASE
    return True


def _long_ago() -> datetime:
    return timezone.now() - timedelta(days=1)


# --------------------------------------------------------------------------- results


def _ranking(search: Search) -> Ranking | None:
    """The stored ranking of a ``rank:`` search (``None`` while it is being searched)."""
    if search.ranking is None:
        return None
    try:
        return [(Move.parse(str(code)), float(value), int(visits)) for code, value, visits in search.ranking]
    except (IllegalMove, TypeError, ValueError):
        return None


def stored_ranking(row: PracticeGame, *, ply: int, moves: Sequence[str]) -> Ranking | None:
    """The stored ranking of the position before move ``ply``, or ``None`` if it is not ready."""
    search = Search.objects.filter(game=row, key=rank_key(ply, moves)).first()
    return _ranking(search) if search is not None else None


def store_ranking(search: Search, ranking: Ranking, outlook: list[list[Any]] | None = None) -> None:
    """Keep a finished ranking (and the outlook of a stop decision, ``play.decisions.outlook_data``)
    with its search."""
    data = [[move.code, round(value, 6), visits] for move, value, visits in ranking]
    Search.objects.filter(pk=search.pk).update(ranking=data, outlook=outlook, done=timezone.now())


def judge(row: PracticeGame, *, ply: int, ranking: Ranking, built: Built | None = None) -> bool:
    """Store the verdict on the learner's move ``ply`` from ``ranking``, unless the game has moved away
    from it (an undo) or the verdict is there already. Returns whether it was stored.

    ``built`` is the game before that move, when the caller has it.
    """
    from play.tutor import verdict

    if len(row.moves) <= ply or str(ply) in row.annotations:
        return False
    if built is None:
        built = rebuild_at(row, ply)
    try:
        note = verdict(built, Move.parse(row.moves[ply]), row=row, ranking=ranking)
    except IllegalMove:
        return False
    prefix = list(row.moves[: ply + 1])
    with transaction.atomic():
        current = PracticeGame.objects.select_for_update().filter(pk=row.pk).first()
        if current is None or list(current.moves[: ply + 1]) != prefix or str(ply) in current.annotations:
            return False
        PracticeGame.objects.filter(pk=row.pk).update(annotations={**current.annotations, str(ply): note})
    return True
