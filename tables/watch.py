"""One look at every watched table per process, instead of one per socket.

Each consumer registers with the watcher of its event loop (one per server process). Every
``TABLES_WATCH_SECONDS`` the watcher reads the version of all the tables its sockets show in one
query; a socket whose table moved on without a word from the channel layer (a bot's move stored by a
worker in another process on the in-memory layer, a message lost while Redis restarted) is told to
push its view. A table that has been still for a while is asked again for what it waits for (a lost
bot's task, a turn timer run out); the people's signs of life are written in one update now and then.
"""

from __future__ import annotations

import asyncio
import logging
import time
import weakref
from datetime import timedelta
from typing import Any, Protocol

from channels.db import database_sync_to_async
from django.conf import settings
from django.utils import timezone

from tables.models import Seat, Table

logger = logging.getLogger(__name__)

#: People's signs of life are written at most this often (seconds).
TOUCH_EVERY = 15.0
#: A table that has not changed for this long is asked again for what it waits for.
STILL = timedelta(seconds=2)


class Viewer(Protocol):
    table_id: str
    token: str | None
    shown: int

    async def push(self, *, force: bool = False, error: str = "") -> None: ...


class Watcher:
    """The watched tables of one event loop and the task that looks at them."""

    def __init__(self) -> None:
        self.viewers: dict[str, set[Viewer]] = {}
        self.task: asyncio.Task[None] | None = None
        self.touched = 0.0

    def add(self, viewer: Viewer) -> None:
        self.viewers.setdefault(viewer.table_id, set()).add(viewer)
        if self.task is None or self.task.done():
            self.task = asyncio.ensure_future(self.run())

    def remove(self, viewer: Viewer) -> None:
        group = self.viewers.get(viewer.table_id)
        if group is not None:
            group.discard(viewer)
            if not group:
                del self.viewers[viewer.table_id]

    async def run(self) -> None:
        while self.viewers:
            await asyncio.sleep(settings.TABLES_WATCH_SECONDS)
            try:
                await self.look()
            except Exception:  # never let one bad look stop the watching
                logger.exception("the tables' watcher could not look")

    async def look(self) -> None:
        ids = list(self.viewers)
        touch = time.monotonic() - self.touched > TOUCH_EVERY
        tokens = [v.token for group in self.viewers.values() for v in group if v.token] if touch else []
        if touch:
            self.touched = time.monotonic()
        rows = await database_sync_to_async(_look, thread_sensitive=False)(ids, tokens)
        for table_id, version in rows:
            for viewer in list(self.viewers.get(table_id, ())):
                if viewer.shown != version:
                    await viewer.push()


def _look(ids: list[str], tokens: list[str]) -> list[tuple[str, int]]:
    """The versions of the tables ``ids``; still tables kept going; the people ``tokens`` seen."""
    from tables import workflow

    now = timezone.now()
    if tokens:
        Seat.objects.filter(token__in=tokens, kind=Seat.Kind.PERSON).update(last_seen=now)
    rows = list(Table.objects.filter(pk__in=ids).values_list("pk", "version", "status", "updated"))
    for pk, _version, status, updated in rows:
        if status == Table.Status.PLAYING and now - updated > STILL:
            table = Table.objects.filter(pk=pk).first()
            if table is not None:
                workflow.ensure_bot(table)
    return [(str(pk), version) for pk, version, _status, _updated in rows]


_WATCHERS: weakref.WeakKeyDictionary[Any, Watcher] = weakref.WeakKeyDictionary()


def watcher() -> Watcher:
    """The watcher of the running event loop."""
    loop = asyncio.get_running_loop()
    found = _WATCHERS.get(loop)
    if found is None:
        found = _WATCHERS[loop] = Watcher()
    return found
