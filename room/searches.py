"""The searches a game in progress waits for, as tasks on the queue: asked once, leased, retried.

A request never searches. A practice game (``play.searches``) and a people's table (``tables.help``,
``tables.workflow.ensure_bot``) say what they need now (a bot's move, the tutor's ranking) by a key of
their own, and ``ask`` makes it one ``room.models.Search`` row and one task: the row's unique key
makes asking twice, from two tabs, two web processes or a retry, one row. A task that failed, was
lost with its queue, or has been running longer than ``SEARCH_LEASE`` (its worker was killed) is
enqueued again, up to ``SEARCH_ATTEMPTS`` times; the owners' conditional updates make sure that
whichever copy finishes first is applied and the others change nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from importlib.util import find_spec
from typing import Any

from django.conf import settings
from django.contrib.contenttypes.models import ContentType
from django.db import IntegrityError, models, transaction
from django.db.models import F
from django.tasks import exceptions as task_exceptions
from django.utils import timezone

from engine.bots.outlook import ChoiceOutlook
from engine.game import IllegalMove, Move
from room.models import Search

logger = logging.getLogger(__name__)


class Ranking(list[tuple[Move, float, int, float]]):
    """An analysis as stored and read back: (move, value, visits, noise) for every legal move, best
    first (``engine.bots.grading``; noise is 0 in rankings stored before it was measured), and
    ``facts``: what its playouts saw by the end of the deal after each move
    (``engine.bots.playout_facts.as_json``; empty where nothing was measured)."""

    def __init__(
        self, rows: Iterable[tuple[Move, float, int, float]] = (), facts: dict[str, Any] | None = None
    ) -> None:
        super().__init__(rows)
        self.facts: dict[str, Any] = facts or {}
        #: At a stop decision, the outlook the ranking was read from (``room.analysis.stop_outlook``)
        #: while it is being stored; not read back (the search keeps it as ``Search.outlook``).
        self.outlook: list[ChoiceOutlook] | None = None


_MISSING: tuple[type[Exception], ...] = (task_exceptions.TaskResultDoesNotExist,)
if find_spec("django_tasks") is not None:  # the RQ backend is built on the django-tasks backport
    from django_tasks import exceptions as backport_exceptions

    _MISSING = (*_MISSING, backport_exceptions.TaskResultDoesNotExist)


@dataclass
class Asked:
    """One search as ``ask`` left it."""

    search: Search
    #: Every attempt failed: the page offers to try again (``retry``).
    failed: bool = False
    #: The queue ran the task at once (the immediate backend of the tests): the owner's row changed.
    ran_now: bool = False


def of(owner: models.Model) -> models.QuerySet[Search]:
    """The searches ``owner`` (a practice game, a table) asked for."""
    return Search.objects.filter(owner_type=ContentType.objects.get_for_model(owner), owner_id=owner.pk)


def find(owner: models.Model, key: str) -> Search | None:
    """The search ``key`` of ``owner``, if it was asked for."""
    return of(owner).filter(key=key).first()


def ask(
    owner: models.Model, key: str, task: Any, args: tuple[Any, ...], *, search: Search | None = None
) -> Asked:
    """The search ``key`` of ``owner``: asked for now (``task.enqueue(*args)``) if it is new, enqueued
    again if its task was lost; ``search`` is its row when the caller has just read it."""
    if search is None:
        search = find(owner, key)
    if search is None:
        try:
            with transaction.atomic():
                search = Search.objects.create(
                    owner_type=ContentType.objects.get_for_model(owner),
                    owner_id=owner.pk,
                    key=key,
                    enqueued=timezone.now(),
                )
        except IntegrityError:  # another request asked at the same moment
            found = find(owner, key)
            assert found is not None
            return Asked(found)
        return Asked(search, ran_now=_enqueue(search, task, args))
    asked = Asked(search)
    if search.done is None and lost(search):
        if search.attempts >= settings.SEARCH_ATTEMPTS:
            asked.failed = True
        else:
            asked.ran_now = _enqueue(search, task, args)
    return asked


def retry(owner: models.Model) -> int:
    """Give every search ``owner`` still waits for its attempts back (someone pressed "Try again");
    how many there were."""
    return int(of(owner).filter(done__isnull=True).update(attempts=0, enqueued=_long_ago()))


def finish(owner: models.Model, key: str) -> None:
    """Note that the search ``key`` of ``owner`` is over (its move applied, or found stale)."""
    of(owner).filter(key=key, done__isnull=True).update(done=timezone.now())


def store_ranking(search: Search, ranking: Ranking, outlook: list[list[Any]] | None = None) -> None:
    """Keep a finished ranking (and the outlook of a stop decision) with its search, which is done."""
    data = [[move.code, round(value, 6), visits, round(noise, 6)] for move, value, visits, noise in ranking]
    facts = ranking.facts if isinstance(ranking, Ranking) and ranking.facts else None
    Search.objects.filter(pk=search.pk).update(
        ranking=data, outlook=outlook, facts=facts, done=timezone.now()
    )


def ranking_of(search: Search | None) -> Ranking | None:
    """The stored ranking of a search (``None`` while it is being searched, or if it is damaged)."""
    if search is None or search.ranking is None:
        return None
    try:
        rows = [
            (Move.parse(str(row[0])), float(row[1]), int(row[2]), float(row[3]) if len(row) > 3 else 0.0)
            for row in search.ranking
        ]
    except (IllegalMove, IndexError, TypeError, ValueError):
        return None
    return Ranking(rows, search.facts if isinstance(search.facts, dict) else None)


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
    except Exception:  # the queue is down: what the game stored stays; the next look asks again
        logger.exception("could not enqueue %s for %s", search.key, search.owner_id)
    if Search.objects.filter(pk=search.pk, task_id=previous).update(**fields) and not finished:
        search.attempts += 1
        search.enqueued = now
        search.task_id = fields.get("task_id", previous)
    else:
        search.refresh_from_db()
    return finished


def lost(search: Search) -> bool:
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
