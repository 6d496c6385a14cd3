"""A table from the invitation to the end of a game and the next one, through the pages."""

from __future__ import annotations

import random

import pytest

from tables.models import Seat, Table
from tests.tables.conftest import Person, join, mover, open_table, play_turn, start

pytestmark = pytest.mark.django_db


def test_two_people_and_a_bot_play_a_whole_game_then_another():
    grandma, grandson = Person("Grandma"), Person("Misha", lang="ru")
    table = open_table(grandma, "hato", players=3, seats=("person", "greedy"))
    invitation = grandson.client.get(f"/ru/tables/{table.code}/")
    assert "Занять место" in invitation.content.decode()
    join(grandson, table)
    start(grandma)
    rng = random.Random(3)
    for _ in range(300):
        table.refresh_from_db()
        if table.status == Table.Status.FINISHED:
            break
        person = mover([grandma, grandson], table)
        assert person is not None, "a bot's move waits (the test backend runs tasks at once)"
        play_turn(person, rng, htmx=rng.random() < 0.5)
    assert table.status == Table.Status.FINISHED
    html = grandson.page().content.decode()
    assert "Счёт вечера" in html and "Ещё партию" not in html
    page = grandma.page().content.decode()
    assert "Another game" in page
    grandma.post("next", {"version": grandma.version()})
    table.refresh_from_db()
    assert table.status == Table.Status.PLAYING and table.number == 2 and len(table.history) == 1


def test_the_host_must_fill_every_seat_before_dealing():
    host = Person("Host")
    table = open_table(host, "koikoi", players=0)
    response = host.post("start", {"version": host.version()}, HX_Request="true")
    table.refresh_from_db()
    assert table.status == Table.Status.OPEN
    host.post("seat", {"seat": "1", "level": "strong", "version": host.version()})
    assert Seat.objects.get(table=table, number=1).kind == Seat.Kind.BOT
    start(host)
    table.refresh_from_db()
    assert response.status_code in (200, 302, 409)
