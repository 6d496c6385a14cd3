"""Life at a table: help for one person only, a silent seat handed to a bot, the turn timer, leaving,
a restart of the server, and refusals for what a person may not do."""

from __future__ import annotations

import random
import re
from datetime import timedelta

import pytest
from django.utils import timezone

from room.record import forget_cache
from tables import game as table_game
from tables import help as tutor
from tables import workflow
from tables.models import Seat, Table
from tests.conftest import small_search_budget
from tests.tables.conftest import MOVE_RE, Person, join, mover, open_table, play_turn, start

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _small_budget(monkeypatch):
    small_search_budget(monkeypatch)


def table_of_two(game: str = "koikoi", **extra) -> tuple[Person, Person, Table]:
    host, guest = Person("Grandma", lang="ru"), Person("Misha")
    table = open_table(host, game, players=0 if game == "koikoi" else 2, seats=("person",), **extra)
    join(guest, table)
    return host, guest, table


def test_help_is_for_the_one_who_asks_and_the_table_shows_it():
    host, guest, table = table_of_two()
    guest.post("help", {"value": "on"})
    start(host)
    rng = random.Random(5)
    verdicts = reasons = 0
    for _ in range(200):
        table.refresh_from_db()
        if table.status == Table.Status.FINISHED:
            break
        person = mover([host, guest], table)
        mine, theirs = guest.page().content.decode(), host.page().content.decode()
        assert "data-advice" not in theirs and "Наставник оценивает" not in theirs
        assert "plays with help" in mine and "играет с подсказками" in theirs
        if person is guest and len(table_game.build(table).state.legal_moves()) > 1:
            assert "data-hint>" in mine, "the tutor's hint is there on the helped person's turn"
        verdicts += "data-verdict=" in mine
        label = re.search(r'data-verdict="(\w+)"', mine)
        if label is not None and label.group(1) != "best":
            reason = re.search(r'<span class="play-reason">([^<]+)</span>', mine)
            assert reason is not None and reason.group(1).strip(), (
                "a verdict below best comes with its reason"
            )
            reasons += 1
        assert "play-reason" not in theirs
        play_turn(person, rng)
    assert verdicts > 0 and reasons > 0
    # The tutor ranked the guest's positions only: every ranking asked for is at a move of seat 2.
    movers = table_game.build(table).movers
    keys = table.searches.filter(key__startswith="rank:").values_list("key", flat=True)
    ranked = [tutor.key_parts(key)[1] for key in keys]
    assert ranked and all(movers[ply] == 1 for ply in ranked)


def test_a_serious_table_has_no_help():
    _host, guest, table = table_of_two(help="serious")
    response = guest.post("help", {"value": "on"})
    assert response.status_code == 302
    assert not Seat.objects.get(table=table, number=1).help
    assert "Tutor's help for me" not in guest.page().content.decode()
    assert "nobody plays with help" in guest.page().content.decode()
    follow = guest.client.post(guest.url + "help/", {"value": "on"}, follow=True).content.decode()
    assert "This is a serious table" in follow


def test_the_host_hands_a_silent_seat_to_a_bot_and_the_person_comes_back(settings):
    host, guest, table = table_of_two()
    start(host)
    refused = host.client.post(host.url + "handover/", {"seat": "1", "version": host.version()}, follow=True)
    assert "Этот игрок ещё здесь" in refused.content.decode()
    Seat.objects.filter(table=table, number=1).update(last_seen=timezone.now() - timedelta(minutes=5))
    page = host.page().content.decode()
    assert "data-handover" in page, page[page.find("tables-players-h") :][:1500]
    host.post("handover", {"seat": "1", "level": "medium", "version": host.version()})
    seat = Seat.objects.get(table=table, number=1)
    assert seat.stand_in and seat.level == "medium"
    rng = random.Random(4)
    for _ in range(3):  # the host plays; the bot plays the guest's turns by itself meanwhile
        table.refresh_from_db()
        if table.status != Table.Status.PLAYING:
            break
        assert table_game.build(table).state.current_player == 0, "the bot keeps the guest's seat"
        play_turn(host, rng)
    assert any(mover == 1 for mover in table_game.build(table).movers), "the bot moved for the guest"
    assert "I am back" in guest.page().content.decode()
    guest.post("back")
    assert not Seat.objects.get(table=table, number=1).stand_in


def test_the_turn_timer_lets_a_greedy_bot_move_for_a_slow_player():
    host, guest, table = table_of_two(timer="30")
    start(host)
    table.refresh_from_db()
    before = len(table.moves)
    assert not workflow.ensure_bot(table)  # in time: nobody moves for them
    # Everyone sees how long the mover has left (the page counts down from the server's figure).
    Table.objects.filter(pk=table.pk).update(turn_since=timezone.now() - timedelta(seconds=12))
    page = host.client.get(f"/ru/tables/{table.code}/").content.decode()
    left = re.search(r'data-countdown="(\d+)">(\d+)<', page)
    assert left and 16 <= int(left.group(1)) <= 18 and left.group(1) == left.group(2)
    assert "На этот ход осталось:" in page
    Table.objects.filter(pk=table.pk).update(turn_since=timezone.now() - timedelta(seconds=31))
    table.refresh_from_db()
    assert workflow.ensure_bot(table)  # the test backend runs the stand-in's task at once
    table.refresh_from_db()
    assert len(table.moves) > before
    assert "Turn timer: 30 seconds" in guest.page().content.decode()


def test_leaving_says_what_happens_to_the_seat():
    host, guest, table = table_of_two()
    left = guest.client.post(guest.url + "leave/", follow=True).content.decode()
    assert "Your seat is free again" in left
    assert Seat.objects.get(table=table, number=1).kind == Seat.Kind.EMPTY
    join(guest, table)
    start(host)
    left = guest.client.post(guest.url + "leave/", follow=True).content.decode()
    assert "A medium bot plays your seat" in left
    assert Seat.objects.get(table=table, number=1).kind == Seat.Kind.BOT
    assert guest.page().status_code == 200  # no longer seated, no spectators: told so, not a 500
    left = host.client.post(host.url + "leave/", follow=True).content.decode()
    assert "стол закрыт" in left
    table.refresh_from_db()
    assert table.status == Table.Status.CLOSED


def test_the_game_survives_a_restart():
    host, guest, table = table_of_two()
    start(host)
    rng = random.Random(2)
    for _ in range(3):
        play_turn(mover([host, guest], table), rng)
    before = guest.page().content.decode()
    forget_cache()  # a restart: nothing is left in memory
    after = guest.page().content.decode()
    assert MOVE_RE.findall(after) == MOVE_RE.findall(before)
    table.refresh_from_db()
    assert table_game.build(table).moves == tuple(table.moves)


def test_what_a_person_may_not_do_is_refused_in_their_language():
    host, guest, table = table_of_two()
    # A guest cannot start, nor change seats; a stranger cannot move; a full table cannot be joined.
    refused = guest.client.post(guest.url + "start/", {"version": guest.version()}, follow=True)
    assert "Only the host of the table can do that." in refused.content.decode()
    stranger = Person("Stranger", lang="ru", code=table.code)
    invitation = stranger.page().content.decode()
    assert "Все места за этим столом заняты" in invitation and "Занять место" not in invitation
    full = stranger.client.post(stranger.url + "join/", {"name": "Someone"})
    assert full.status_code == 409 and "Все места за этим столом заняты" in full.content.decode()
    start(host)
    table.refresh_from_db()
    version = table.version
    moved = stranger.client.post(stranger.url + "move/", {"move": "stop", "version": version}, follow=True)
    assert "У вас нет места за этим столом" in moved.content.decode()
    waiting = guest if mover([host, guest], table) is host else host
    code = MOVE_RE.findall(mover([host, guest], table).page().content.decode())
    response = waiting.post(
        "move", {"move": code[0] if code else "stop", "version": version}, HX_Request="true"
    )
    assert response.status_code == 409
    stale = host.post("move", {"move": "stop", "version": version - 1}, HX_Request="true")
    assert stale.status_code == 409
    table.refresh_from_db()
    assert table.version == version and table.moves == []
    assert Table.objects.get(pk=table.pk).status == Table.Status.PLAYING
    assert host.client.get("/ru/tables/NOSUCH/").status_code == 404


def test_help_names_a_single_move_at_once():
    """A helped person with one legal move (Nylon-ppong's draw from the deck) is told it at once."""
    host = Person("Grandma", lang="ru")
    guest = Person("Misha")
    table = open_table(host, "nylon", players=3, seats=("person", "greedy"))
    join(guest, table)
    guest.post("help", {"value": "on"})
    start(host)
    rng = random.Random(3)
    seen = 0
    for _ in range(300):
        table.refresh_from_db()
        if table.status == Table.Status.FINISHED or seen:
            break
        built = table_game.build(table)
        if built.state.current_player == 1 and len(built.state.legal_moves()) == 1:
            page = guest.page().content.decode()
            assert "<p data-hint-only>" in page and "data-hint-pending" not in page
            seen += 1
            continue
        person = mover([host, guest], table)
        if person is None:  # the bot's turn: its task runs at once in the tests
            workflow.ensure_bot(table)
            continue
        play_turn(person, rng)
    assert seen, "the helped person met a single move"
