"""After a game at a table everyone there may step through it with every card open; before its end
nobody may, and people from outside the table only where the host lets people watch."""

from __future__ import annotations

import random
import re

import pytest

from engine.cards import DECK
from room.record import extend
from tables.models import Table
from tables.replay import dealt, finished_game
from tests.tables.conftest import Person, join, mover, open_table, play_turn, start

pytestmark = pytest.mark.django_db


def play_to_the_end(people: list[Person], table: Table, seed: int = 3) -> None:
    rng = random.Random(seed)
    for _ in range(400):
        table.refresh_from_db()
        if table.status == Table.Status.FINISHED:
            return
        person = mover(people, table)
        assert person is not None, "a bot's move waits (the test backend runs tasks at once)"
        play_turn(person, rng)
    raise AssertionError("the game did not end")


def cards_on(html: str) -> set[str]:
    """The cards a page shows (by picture), as codes."""
    codes = {card.code for card in DECK}
    return {code for code in re.findall(r"/cards/[\w/-]*?/(\d\d[a-d])\.", html) if code in codes}


def test_everyone_at_the_table_steps_through_the_finished_game_with_every_card_open():
    grandma, misha = Person("Grandma"), Person("Misha", lang="ru")
    table = open_table(grandma, "hato", players=3, seats=("person", "greedy"))
    join(misha, table)
    start(grandma)
    # While the game is on there is no replay: the visitor is sent back to the table.
    early = misha.client.get(f"/ru/tables/{table.code}/replay/1/", follow=True)
    assert "Разбор партии откроется, когда она закончится." in early.content.decode()
    table.refresh_from_db()
    assert table.status == Table.Status.PLAYING
    play_to_the_end([grandma, misha], table)
    table.refresh_from_db()
    assert "data-replay" in misha.page().content.decode()
    found = finished_game(table, 1)
    assert found is not None and list(found.moves) == table.moves
    total = len(table.moves)
    # The start: every hand open, all 48 cards on the page (hands, table, deck).
    start_page = misha.client.get(f"/ru/tables/{table.code}/replay/1/0/").content.decode()
    assert f"Ход 0 из {total}" in start_page and "Misha (вы)" in start_page and "Бот (жадный)" in start_page
    assert len(cards_on(start_page)) == 48
    # A move in the middle: the sentence of that move and the position after it.
    middle = total // 2
    page = grandma.client.get(f"/en/tables/{table.code}/replay/1/{middle}/").content.decode()
    assert f"Move {middle} of {total}" in page and "data-current-move" in page
    state = extend(dealt(table, found.seed), found.moves[:middle]).state
    for seat in range(3):
        hand = {DECK[c].code for c in state.observe(seat).hand}
        assert hand <= cards_on(page), f"seat {seat + 1}'s hand is open in the replay"
    # The end: the result with each seat's points, and the seed.
    end = grandma.client.get(f"/en/tables/{table.code}/replay/1/").content.decode()
    assert f"Move {total} of {total}" in end and f"Seed: {table.seed}" in end and "winner" in end
    for bad in (f"replay/1/{total + 1}/", "replay/2/", "replay/0/"):
        assert grandma.client.get(f"/en/tables/{table.code}/{bad}").status_code == 404


def second_game_begun(game: str, players: int) -> tuple[Person, Person, Table]:
    """Grandma hosts, Misha joins; their first game is played to the end and the second dealt."""
    grandma, misha = Person("Grandma"), Person("Misha")
    table = open_table(grandma, game, players=players, seats=("person",))
    join(misha, table)
    start(grandma)
    play_to_the_end([grandma, misha], table)
    grandma.post("next", {"version": grandma.version()})
    table.refresh_from_db()
    assert table.number == 2 and table.status == Table.Status.PLAYING
    return grandma, misha, table


def test_the_next_game_keeps_the_earlier_ones_and_hides_its_own():
    _grandma, misha, table = second_game_begun("koikoi", 0)
    page = misha.page().content.decode()
    assert f"/en/tables/{table.code}/replay/1/" in page, "the earlier game is linked from the table"
    earlier = misha.client.get(f"/en/tables/{table.code}/replay/1/").content.decode()
    assert "Move " in earlier and f"/tables/{table.code}/replay/2/" not in earlier
    assert str(table.seed) not in earlier, "the seed of the game being played is secret"
    # The game being played has no replay.
    response = misha.client.get(f"/en/tables/{table.code}/replay/2/", follow=True)
    assert "The replay of a game opens when it is over." in response.content.decode()


def test_only_the_people_at_the_table_see_its_games_unless_the_host_lets_people_watch():
    host, guest, stranger = Person("Host"), Person("Guest"), Person("Stranger")
    table = open_table(host, "hato", players=2, seats=("person",))
    join(guest, table)
    start(host)
    play_to_the_end([host, guest], table)
    refused = stranger.client.get(f"/en/tables/{table.code}/replay/1/")
    assert refused.status_code == 403
    assert "Only the people at this table can look back over its games." in refused.content.decode()
    watched = open_table(host, "hato", players=2, seats=("person",), spectators="on")
    join(guest, watched)
    start(host)
    play_to_the_end([host, guest], watched)
    assert stranger.client.get(f"/en/tables/{watched.code}/replay/1/").status_code == 200
