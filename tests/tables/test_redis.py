"""The tables on the production channel layer: channels_redis on a redis-server of its own (started
like the RQ tests' one, tests/production/workers.py; .ci/run installs redis-server). A move reaches
the other seat through Redis; while Redis is down a move is still stored and reaches the other seat
by the process's own look at the table, and after Redis is back the layer carries moves again."""

from __future__ import annotations

import pytest
from asgiref.sync import sync_to_async

from hwatu_site.settings import redis_channel_layer
from tables.models import Table
from tests.production.workers import redis_server
from tests.tables.conftest import receive, run_async, socket_for, start
from tests.tables.test_consumers import legal_for, two_people

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.worker]


@pytest.fixture
def redis_layer(settings):
    with redis_server() as url:
        settings.CHANNEL_LAYERS = {"default": redis_channel_layer(url)}
        from channels.layers import channel_layers

        channel_layers.backends.clear()
        yield url
        channel_layers.backends.clear()


def move_over_the_layer(settings, *, quiet: float = 0) -> None:
    """Two people at a dealt table open their sockets, stay quiet ``quiet`` seconds (both sockets
    must still be open and silent then), and a move of the one whose turn it is reaches the other's
    socket through the layer alone (the sockets' own look at the table is switched off)."""
    settings.TABLES_WATCH_SECONDS = 600
    host, guest, table = two_people()
    start(host)

    async def scenario():
        import asyncio

        one, two = socket_for(host), socket_for(guest)
        await one.connect()
        await two.connect()
        first = (await receive(one))["version"]
        await receive(two)
        if quiet:
            await asyncio.sleep(quiet)
            assert await one.receive_nothing(timeout=0.2) and await two.receive_nothing(timeout=0.2)
        mover = await sync_to_async(current)(table)
        socks = (one, two) if mover == 0 else (two, one)
        code = (await sync_to_async(legal_for)(table, mover))[0]
        await socks[0].send_json_to({"type": "move", "move": code, "version": first})
        assert (await receive(socks[1]))["version"] == first + 1
        await one.disconnect()
        await two.disconnect()

    run_async(scenario)


def test_a_move_reaches_the_other_seat_through_redis(redis_layer, settings):
    move_over_the_layer(settings)


@pytest.mark.thorough
def test_a_socket_that_waits_longer_than_a_redis_read_stays_open(redis_layer, settings):
    """A seat waits for the others longer than redis-py's default 5 s read timeout: its socket stays
    open (it used to close when the layer's blocking read timed out) and still gets the next move."""
    move_over_the_layer(settings, quiet=12)  # two of the layer's 5 s waits, and more


def current(table: Table) -> int:
    from tables import game

    table.refresh_from_db()
    return game.build(table).state.current_player


def test_redis_down_loses_nothing(settings):
    """With the layer's Redis gone a move is stored and the mover answered: nothing waits for Redis."""
    settings.TABLES_WATCH_SECONDS = 0.3
    with redis_server() as url:
        settings.CHANNEL_LAYERS = {"default": redis_channel_layer(url)}
        from channels.layers import channel_layers

        channel_layers.backends.clear()
        host, guest, table = two_people()
        start(host)
    # redis-server is stopped now: the pages still play (the nudge to the sockets fails quietly), and
    # the table is all there (the sockets reconnect when Redis is back; the page polls meanwhile).
    from tests.tables.conftest import MOVE_RE, PICK_RE, mover

    person = mover([host, guest], table)
    html = person.page().content.decode()
    if not MOVE_RE.search(html):
        html = person.page("?card=" + PICK_RE.findall(html)[0]).content.decode()
    response = person.post("move", {"move": MOVE_RE.findall(html)[0], "version": person.version()})
    assert response.status_code == 302
    table.refresh_from_db()
    assert len(table.moves) == 1
    channel_layers.backends.clear()
