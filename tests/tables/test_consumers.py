"""The table's socket: each seat gets its own view when the table changes, moves come over it for the
seat the browser holds only, and bad input gets a message in the visitor's language without changing
anything or stopping the consumer."""

from __future__ import annotations

import json
import re

import pytest
from asgiref.sync import sync_to_async
from django.test import override_settings

from engine.cards import DECK
from tables import game as table_game
from tables.models import Table
from tests.tables.conftest import MOVE_RE, Person, join, open_table, receive, run_async, socket_for, start

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("_quiet_watch")]


@pytest.fixture
def _quiet_watch(settings):
    """The consumers' own look at the version only every minute: messages come from the group."""
    settings.TABLES_WATCH_SECONDS = 60


def two_people(game: str = "koikoi") -> tuple[Person, Person, Table]:
    host, guest = Person("Grandma", lang="ru"), Person("Misha")
    table = open_table(host, game, players=0 if game == "koikoi" else 2, seats=("person",))
    join(guest, table)
    return host, guest, table


def legal_for(table: Table, seat: int) -> list[str]:
    table.refresh_from_db()
    obs = table_game.build(table).state.observe(seat)
    return [move.code for move in obs.legal_moves]


def test_each_seat_gets_its_own_view_and_sees_the_others_move():
    host, guest, table = two_people()

    async def scenario():
        one, two = socket_for(host), socket_for(guest)
        assert (await one.connect())[0] and (await two.connect())[0]
        first = await receive(one)
        assert first["type"] == "table" and "Ожидаем игроков" in first["html"]
        assert "Waiting for the players" in (await receive(two))["html"]
        await sync_to_async(start)(host)
        seen = [await receive(one), await receive(two)]
        version = seen[0]["version"]
        assert seen[1]["version"] == version
        mover = await sync_to_async(
            lambda: table_game.build(Table.objects.get(pk=table.pk)).state.current_player
        )()
        sockets, others = (one, two) if mover == 0 else (two, one)
        code = (await sync_to_async(legal_for)(table, mover))[0]
        await sockets.send_json_to({"type": "move", "move": code, "version": version})
        mine, theirs = await receive(sockets), await receive(others)
        assert mine["version"] == theirs["version"] == version + 1
        by_seat = {0: mine, 1: theirs} if mover == 0 else {0: theirs, 1: mine}
        assert "Grandma (вы)" in by_seat[0]["html"] and "Misha (you)" not in by_seat[0]["html"]
        assert "Misha (you)" in by_seat[1]["html"] and "Grandma (you)" not in by_seat[1]["html"]
        await one.disconnect()
        await two.disconnect()

    run_async(scenario)


def test_bad_input_changes_nothing_and_the_consumer_goes_on():
    host, _guest, table = two_people()
    start(host)

    async def scenario():
        one = socket_for(host)
        await one.connect()
        await receive(one)
        table.refresh_from_db()
        before = (table.version, list(table.moves))
        waiting = (
            1
            - await sync_to_async(
                lambda: table_game.build(Table.objects.get(pk=table.pk)).state.current_player
            )()
        )
        sock = one if waiting == 0 else None
        for text in ("not json", json.dumps([1, 2]), json.dumps({"type": "nonsense"}), "x" * 5000):
            await one.send_to(text_data=text)
            reply = await receive(one)
            assert reply == {"type": "error", "message": "Это сообщение не удалось прочитать."}
        await one.send_json_to({"type": "move", "move": "play:01a", "version": "old"})
        reply = await receive(one)
        assert reply["type"] == "error" and "уже ушла вперёд" in reply["message"]
        shown = await receive(one)  # and the table as it is now, the message in it
        assert shown["type"] == "table" and reply["message"] in shown["html"]
        if sock is not None:  # not the host's turn: a legal-looking move is refused as out of turn
            await one.send_json_to({"type": "move", "move": "stop", "version": table.version})
            assert (await receive(one))["message"] == "Сейчас не ваш ход."
            await receive(one)
        await one.send_json_to({"type": "ping"})
        assert (await receive(one))["type"] == "pong"
        await one.disconnect()
        await sync_to_async(table.refresh_from_db)()
        assert (table.version, list(table.moves)) == before

    run_async(scenario)


@override_settings(TABLES_SOCKET_RATE="5/60")
def test_a_flood_is_refused_politely():
    host, _guest, _table = two_people()

    async def scenario():
        one = socket_for(host)
        await one.connect()
        await receive(one)
        replies = []
        for _ in range(8):
            await one.send_json_to({"type": "ping"})
            replies.append(await receive(one))
        assert replies[:5] == [{"type": "pong"}] * 5
        assert all(r["type"] == "error" and "Слишком много сообщений" in r["message"] for r in replies[5:])
        await one.disconnect()

    run_async(scenario)


def test_nobody_acts_for_a_seat_their_browser_does_not_hold():
    host, guest, table = two_people()
    start(host)
    stranger = Person("Stranger")
    stranger.code = table.code

    async def scenario():
        refused = socket_for(stranger)
        connected, code = await refused.connect()
        assert not connected and code == 4403
        forged = socket_for(host, origin="http://evil.example")
        assert not (await forged.connect())[0]
        # The guest's socket plays only the guest's seat, whatever the message says.
        two = socket_for(guest)
        await two.connect()
        await receive(two)
        table.refresh_from_db()
        mover = table_game.build(table).state.current_player
        if mover == 0:  # the host's turn: the guest tries the host's move
            code = legal_for(table, 0)[0]
            await two.send_json_to({"type": "move", "move": code, "version": table.version, "seat": 0})
            reply = await receive(two)
            assert reply["type"] == "error" and "not your turn" in reply["message"]
            await receive(two)
        await two.disconnect()

    run_async(scenario)
    table.refresh_from_db()
    assert (
        table.moves == []
        or table_game.build(table).movers[0] == table_game.build(table).state.observe(0).seat
    )


def test_a_closed_tab_comes_back_to_its_seat():
    host, guest, table = two_people()
    start(host)

    async def scenario():
        first = socket_for(guest)
        await first.connect()
        html = (await receive(first))["html"]
        await first.disconnect()
        again = socket_for(guest)
        await again.connect()
        assert (await receive(again))["html"] == html
        await again.disconnect()

    run_async(scenario)
    table.refresh_from_db()
    hand = table_game.build(table).state.observe(1).hand
    html = socket_html(guest)
    assert hand and all(DECK[c].code in html for c in hand)


def socket_html(person: Person) -> str:
    async def one_message():
        sock = socket_for(person)
        await sock.connect()
        html = (await receive(sock))["html"]
        await sock.disconnect()
        return html

    return run_async(one_message)


def test_a_spectator_sees_only_what_is_open():
    host = Person("Host")
    table = open_table(host, "koikoi", players=0, seats=("greedy",), spectators="on")
    start(host)
    watcher = Person("Watcher")
    watcher.code = table.code
    html = socket_html(watcher)
    assert "You are watching" in html
    assert not MOVE_RE.search(html)
    table.refresh_from_db()
    state = table_game.build(table).state
    for seat in range(2):
        for card in state.observe(seat).hand:
            assert not re.search(rf"(?<![0-9A-Za-z]){DECK[card].code}(?![0-9A-Za-z])", html)


def test_a_change_nobody_announced_reaches_the_sockets(settings, monkeypatch):
    """A move stored where the channel layer does not reach (a worker in another process on the
    in-memory layer; Redis restarting) comes to every socket by the process's own look."""
    settings.TABLES_WATCH_SECONDS = 0.2
    host, guest, table = two_people()
    start(host)

    async def scenario():
        one = socket_for(guest)
        await one.connect()
        first = await receive(one)
        monkeypatch.setattr("tables.live.notify", lambda table_id: None)
        await sync_to_async(play_somebody)(table)
        later = await receive(one, timeout=10)
        assert later["type"] == "table" and later["version"] == first["version"] + 1
        await one.disconnect()

    run_async(scenario)


def play_somebody(table: Table) -> None:
    from tables import workflow

    table.refresh_from_db()
    built = table_game.build(table)
    workflow.save_move(table, built, built.state.legal_moves()[0].code, expected=table.version)
