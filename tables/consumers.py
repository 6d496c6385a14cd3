"""The socket of one viewer of a table: pushes that viewer's own view whenever the table changes.

The consumer learns who it serves from the browser's session (the seat token the pages put there;
``tables.views``), once, at connect: a seat holder, a spectator (when the host allows them) or
nobody (refused). Every message it sends is the table partial rendered for that seat alone
(``tables.pages.table_html``), from the database, when the table's group says it changed or when its
process's watcher finds it did (``tables.watch``: a bot's move stored by a worker in another
process, a layer that restarted), with the codes of the seat's own legal moves on its turn.
Moves may come over the socket too: ``{"type": "move", "move": code, "version": n}``, for the seat
the session holds and no other. Anything else, a flood, or
a move the table refuses gets an error message in the viewer's language; nothing changes and the
consumer goes on.
"""

from __future__ import annotations

import json
import logging
import time
from collections import deque
from typing import Any

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings
from django.utils import translation

from engine.game import BadOptions, IllegalMove
from frame.ratelimit import Limit
from room.record import StaleVersion
from tables import live, workflow
from tables.models import Seat, Table
from tables.pages import table_html
from tables.texts import refusal
from tables.watch import watcher

logger = logging.getLogger(__name__)


def reading(function: Any) -> Any:
    """``function`` (reads and renders, no move) run in a thread of the pool, not the one thread that
    applies moves: the sockets of many tables render side by side."""
    return database_sync_to_async(function, thread_sensitive=False)


MAX_MESSAGE = 2000
LANGUAGES = ("ru", "en")


class TableConsumer(AsyncWebsocketConsumer):
    """One browser tab at one table."""

    table_id: str = ""
    token: str | None = None
    language: str = "ru"
    shown: int = -1

    async def connect(self) -> None:
        code = workflow.normal_code(self.scope["url_route"]["kwargs"].get("code", ""))
        query = self.scope.get("query_string", b"").decode("latin-1")
        asked = dict(part.split("=", 1) for part in query.split("&") if "=" in part).get("lang", "ru")
        self.language = asked if asked in LANGUAGES else "ru"
        self.sent: deque[float] = deque()
        self.limit = Limit.parse(settings.TABLES_SOCKET_RATE)
        who = await database_sync_to_async(self._who)(code)
        if who is None:
            await self.close(code=4403)
            return
        self.table_id, self.token = who
        try:
            await self.channel_layer.group_add(live.group_name(self.table_id), self.channel_name)
        except Exception:  # the layer's Redis is down: the process's own look keeps this socket fed
            logger.warning("table %s: socket without the channel layer", self.table_id, exc_info=True)
        await self.accept()
        await self.push(force=True)
        watcher().add(self)

    def _who(self, code: str) -> tuple[str, str | None] | None:
        """(table id, the seat token the session holds, or None for a spectator), or None: refused."""
        table = Table.objects.filter(code=code).first()
        if table is None:
            return None
        session = self.scope.get("session")
        held = session.get("tables") if session is not None else None
        token = held.get(str(table.pk)) if isinstance(held, dict) else None
        user = self.scope.get("user")
        seat = workflow.seat_of(table, token)
        if seat is None and user is not None and user.is_authenticated:
            seat = Seat.objects.filter(table=table, user=user, kind=Seat.Kind.PERSON).first()
        if seat is not None:
            workflow.touch(seat)
            return str(table.pk), seat.token
        if table.spectators and table.status != Table.Status.CLOSED:
            return str(table.pk), None
        return None

    async def disconnect(self, code: int) -> None:
        if self.table_id:
            watcher().remove(self)
            try:
                await self.channel_layer.group_discard(live.group_name(self.table_id), self.channel_name)
            except Exception:
                logger.warning("table %s: could not leave the group", self.table_id, exc_info=True)

    # ----------------------------------------------------------------------- pushing views

    async def table_changed(self, event: dict[str, Any]) -> None:
        """The table's group says it changed: send this viewer's view if its version moved on."""
        await self.push()

    def _keep_going(self) -> None:
        """A sign of life from this viewer (a ping), and the table kept going if it waits."""
        table = Table.objects.filter(pk=self.table_id).first()
        if table is None:
            return
        seat = workflow.seat_of(table, self.token)
        if seat is not None:
            workflow.touch(seat)
        workflow.ensure_bot(table)

    async def push(self, *, force: bool = False, error: str = "") -> None:
        data = await reading(self._render)(force, error)
        if data is not None:
            await self.send(text_data=json.dumps(data, ensure_ascii=False))

    def _render(self, force: bool, error: str, table: Table | None = None) -> dict[str, Any] | None:
        table = table or Table.objects.filter(pk=self.table_id).first()
        if table is None:
            return {"type": "error", "message": self._say("closed")}
        if not force and not error and table.version == self.shown:
            return None
        seat = workflow.seat_of(table, self.token)
        if self.token and seat is None:  # the seat was left (in another tab): nothing more to show
            return {"type": "error", "message": self._say("not_seated")}
        cookies = self.scope.get("session")
        rendered = table_html(
            table,
            seat,
            language=self.language,
            deck_order=(cookies.get("deck_order", "ja") if cookies is not None else "ja"),
            corner_index=bool(cookies.get("corner_index", False)) if cookies is not None else False,
            origin=self._origin(),
            error=error,
        )
        self.shown = table.version
        legal = rendered.legal if table.status == Table.Status.PLAYING else []
        return {"type": "table", "version": table.version, "html": rendered.html, "moves": legal}

    def _origin(self) -> str:
        headers = dict(self.scope.get("headers", []))
        host = headers.get(b"host", b"").decode("latin-1")
        secure = self.scope.get("scheme") == "wss"
        return f"{'https' if secure else 'http'}://{host}" if host else ""

    def _say(self, reason: Any) -> str:
        with translation.override(self.language):
            return refusal(reason)

    # ----------------------------------------------------------------------- receiving

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        """A message from the browser: a move (or a ping). Never raises."""
        try:
            await self._receive(text_data)
        except Exception:
            logger.exception("table %s: message refused", self.table_id)
            await self._error("bad_message")

    async def _receive(self, text_data: str | None) -> None:
        if self._flooding():
            await self._error("too_fast")
            return
        if text_data is None or len(text_data) > MAX_MESSAGE:
            await self._error("bad_message")
            return
        try:
            message = json.loads(text_data)
        except ValueError:
            await self._error("bad_message")
            return
        kind = message.get("type") if isinstance(message, dict) else None
        if kind == "ping":
            await database_sync_to_async(self._keep_going)()
            await self.send(text_data=json.dumps({"type": "pong"}))
        elif kind == "move":
            problem = await database_sync_to_async(self._move)(message.get("move"), message.get("version"))
            if problem:
                await self._error(problem, render=True)
            else:
                await self.push()
        else:
            await self._error("bad_message")

    def _move(self, code: Any, version: Any) -> Any:
        table = Table.objects.filter(pk=self.table_id).first()
        if table is None:
            return "closed"
        if not isinstance(code, str) or isinstance(version, bool) or not isinstance(version, int | str):
            return "bad_message"
        try:
            workflow.play(table=table, token=self.token, move_code=code, version=version)
        except (workflow.TableError, StaleVersion, IllegalMove, BadOptions) as error:
            return error
        return None

    def _flooding(self) -> bool:
        now = time.monotonic()
        while self.sent and now - self.sent[0] > self.limit.seconds:
            self.sent.popleft()
        self.sent.append(now)
        return len(self.sent) > self.limit.count

    async def _error(self, reason: Any, *, render: bool = False) -> None:
        message = await database_sync_to_async(self._say)(reason)
        await self.send(text_data=json.dumps({"type": "error", "message": message}, ensure_ascii=False))
        if render:
            await self.push(force=True, error=message)
