"""Helpers for the tables tests: people as test clients, each with their own session and seat."""

from __future__ import annotations

import os
import random
import re
from collections.abc import Awaitable, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import pytest
from django.test import Client

from room.record import forget_cache

# Sockets run consumers on an event loop: their database calls come from other threads.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

from tables import game as table_game
from tables.models import Table


def run_async[T](scenario: Callable[[], Awaitable[T]]) -> T:
    """Run a test's async ``scenario`` (sockets, consumers) to its end and return what it returns.

    In a thread of its own: once a browser test has started Playwright, its event loop stays running
    in the tests' thread for the rest of the session, and ``async_to_sync`` refuses to run there. The
    scenario's database calls run in that thread too, whose connections are closed at the end.
    """
    from asgiref.sync import async_to_sync
    from django.db import connections

    def target() -> T:
        try:
            return async_to_sync(scenario)()
        finally:
            connections.close_all()

    with ThreadPoolExecutor(1, thread_name_prefix="scenario") as pool:
        return pool.submit(target).result()


MOVE_RE = re.compile(r'name="move" value="([^"]+)"')
PICK_RE = re.compile(r'href="\?card=(\w+)"')
VERSION_RE = re.compile(r'data-version="(\d+)"')
CODE_RE = re.compile(r"/tables/([A-Z0-9]{6})/")


@pytest.fixture(autouse=True)
def _fresh_cache(monkeypatch) -> Iterator[None]:
    """No state cached from another test, and the deals' seeds drawn from a fixed generator (a
    table's seed is secret and random otherwise), so that every test plays the same deals."""
    seeds = random.Random(20261201)
    monkeypatch.setattr("room.seeds.new_seed", lambda: seeds.getrandbits(63))
    forget_cache()
    yield
    forget_cache()


@dataclass
class Person:
    """One person at a table: their own browser (a test client with its own session)."""

    name: str
    lang: str = "en"
    client: Client = field(default_factory=Client)
    code: str = ""

    @property
    def url(self) -> str:
        return f"/{self.lang}/tables/{self.code}/"

    def page(self, query: str = "", **headers: str):
        return self.client.get(self.url + query, headers=headers)

    def post(self, action: str, data: dict | None = None, **headers: str):
        return self.client.post(f"{self.url}{action}/", data or {}, headers=headers)

    def version(self) -> str:
        return version_of(self.page().content.decode())


def version_of(html: str) -> str:
    found = VERSION_RE.search(html)
    assert found, "no version on the page"
    return found.group(1)


def open_table(
    host: Person, game: str = "hato", *, players: int = 2, seats: tuple[str, ...] = ("person",), **extra
) -> Table:
    """The host opens a table (seat 1 theirs, the others as ``seats`` says) and lands on it."""
    data = {"name": host.name, "help": "friendly", "timer": "0", **extra}
    if players:
        data["players"] = str(players)
    for number, kind in enumerate(seats, start=1):
        data[f"seat_{number}"] = kind
    response = host.client.post(f"/{host.lang}/tables/new/{game}/", data)
    assert response.status_code == 302, response.content.decode()[:3000]
    host.code = CODE_RE.search(response["Location"]).group(1)
    return Table.objects.get(code=host.code)


def join(person: Person, table: Table) -> None:
    person.code = table.code
    response = person.client.post(f"/{person.lang}/tables/{table.code}/join/", {"name": person.name})
    assert response.status_code == 302, response.content.decode()[:2000]


def start(host: Person) -> None:
    response = host.post("start", {"version": host.version()})
    assert response.status_code == 302
    assert Table.objects.get(code=host.code).status == Table.Status.PLAYING


def mover(people: list[Person], table: Table) -> Person | None:
    """The person whose turn it is (None: a bot's, or nobody's)."""
    table.refresh_from_db()
    built = table_game.build(table)
    seat = built.state.current_player
    for person in people:
        found = table.seats.filter(number=seat, kind="person", stand_in=False).first()
        if found is not None and found.name == person.name:
            return person
    return None


def play_turn(person: Person, rng: random.Random, *, htmx: bool = False) -> str:
    """``person`` chooses a random legal move as a visitor would (a card, then its move); the page."""
    headers = {"HX-Request": "true"} if htmx else {}
    html = person.page(**headers).content.decode()
    moves, picks = MOVE_RE.findall(html), PICK_RE.findall(html)
    if not moves and picks:
        html = person.page("?card=" + rng.choice(picks), **headers).content.decode()
        moves = MOVE_RE.findall(html)
    assert moves, "no move offered on the mover's turn"
    response = person.post("move", {"move": rng.choice(moves), "version": version_of(html)}, **headers)
    assert response.status_code in (200, 302), response.status_code
    return response.content.decode()


# --------------------------------------------------------------------------- sockets


def socket_for(person: Person, *, origin: str = "http://testserver"):
    """A WebsocketCommunicator on the site's ASGI application, with ``person``'s session cookie."""
    from channels.testing import WebsocketCommunicator

    from hwatu_site.asgi import application

    cookie = person.client.cookies.get("sessionid")
    headers = [(b"origin", origin.encode()), (b"host", b"testserver")]
    if cookie is not None:
        headers.append((b"cookie", f"sessionid={cookie.value}".encode()))
    return WebsocketCommunicator(
        application, f"/ws/tables/{person.code}/?lang={person.lang}", headers=headers
    )


async def receive(communicator, *, timeout: float = 10) -> dict:
    """The next message of a socket, as JSON; fails saying so when none comes within ``timeout`` s."""
    try:
        return await communicator.receive_json_from(timeout=timeout)
    except TimeoutError:
        raise AssertionError(f"no message on the table's socket within {timeout} s") from None
