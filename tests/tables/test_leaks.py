"""Nobody at a table sees what their seat may not: every page and every socket message of every seat
(and of a spectator) is checked while the game is on, in every game and player count.

People play whole games at tables (some moves over the socket, some through the pages, with and
without htmx, choosing cards on the way); after every change each open socket gets exactly one
message, and it, like every page fetched, may show no card hidden from that seat (another hand, the
deck) by code or by name, nor the secret seed. A spectator may see only what is open on the table.
"""

from __future__ import annotations

import random

import pytest
from asgiref.sync import sync_to_async

from engine.game import GAMES as GAMES_BY_KEY
from engine.game import game_keys
from tables import game as table_game
from tables.board import observation_for
from tables.models import Table
from tests.play.test_leaks import check_hidden, visible_in
from tests.seeds import rotating
from tests.tables.conftest import (
    MOVE_RE,
    PICK_RE,
    Person,
    join,
    open_table,
    receive,
    run_async,
    socket_for,
    start,
    version_of,
)

pytestmark = pytest.mark.django_db(transaction=True)


def counts(key: str) -> list[int]:
    """The fewest and the most players a game allows, and four where it allows four."""
    low, high = GAMES_BY_KEY[key].min_players, GAMES_BY_KEY[key].max_players
    return sorted({low, high} | ({4} if low <= 4 <= high else set()))


#: Every registered game (a game added to the engine is covered), at its smallest and largest table.
GAMES = [(key, n) for key in game_keys() for n in counts(key)]


#: Each game at its smallest table on every run; of the larger tables, ``LARGER_PER_RUN`` on each run,
#: rotating with the run seed (``tests/test_hidden_cards.py`` draws every seat of every table size at
#: every state, so this crawl proves the pages and the sockets, not every table).
SMALLEST = [(key, n) for key, n in GAMES if n == GAMES_BY_KEY[key].min_players]
LARGER = [(key, n) for key, n in GAMES if n != GAMES_BY_KEY[key].min_players]
LARGER_PER_RUN = 1


@pytest.fixture(autouse=True)
def _quiet_watch(settings):
    settings.TABLES_WATCH_SECONDS = 600


def check(html: str, table: Table, seat: int | None) -> int:
    """``html`` (a page or a socket message for ``seat``; None: a spectator) shows nothing hidden from
    that seat at the table's current version; 1 if it was checked (0 once the game is over)."""
    table.refresh_from_db()
    if table.status == Table.Status.FINISHED or not table.started:
        return 0
    obs = observation_for(table_game.build(table), seat)
    check_hidden(html, *visible_in(obs))
    assert str(table.seed) not in html, "the secret seed is in the page"
    return 1


def play_table(game: str, players: int, seed: int) -> int:
    """One game at a table of people and a spectator; how many pages and messages were checked."""
    rng = random.Random(seed)
    people = [Person(f"Player{n}", lang=rng.choice(["ru", "en"])) for n in range(players)]
    many = GAMES_BY_KEY[game].min_players != GAMES_BY_KEY[game].max_players
    table = open_table(
        people[0], game, players=players if many else 0, seats=("person",) * (players - 1), spectators="on"
    )
    for person in people[1:]:
        join(person, table)
    watcher = Person("Watcher", code=table.code)
    viewers: list[tuple[Person, int | None]] = [(p, n) for n, p in enumerate(people)] + [(watcher, None)]

    async def scenario() -> int:
        sockets = [socket_for(person) for person, _seat in viewers]
        for sock in sockets:
            assert (await sock.connect())[0]
            await receive(sock)
        await sync_to_async(start)(people[0])
        checked = 0
        for _step in range(600):
            for sock, (_person, seat) in zip(sockets, viewers, strict=True):
                message = await receive(sock)
                assert message["type"] == "table"
                checked += await sync_to_async(check)(message["html"], table, seat)
            await sync_to_async(table.refresh_from_db)()
            if table.status == Table.Status.FINISHED:
                break
            mover = await sync_to_async(lambda: table_game.build(table).state.current_player)()
            person = people[mover]
            if rng.random() < 0.5:  # a script at the socket: any legal move, no page needed
                legal = await sync_to_async(legal_moves)(table, mover)
                move = rng.choice(legal).code
                await sockets[mover].send_json_to({"type": "move", "move": move, "version": table.version})
                continue
            move, version, pages = await sync_to_async(choose)(person, rng, table, mover)
            checked += pages
            headers = {"HX-Request": "true"} if rng.random() < 0.7 else {}
            response = await sync_to_async(person.post)("move", {"move": move, "version": version}, **headers)
            assert response.status_code in (200, 302)
            if response.status_code == 200:
                checked += await sync_to_async(check)(response.content.decode(), table, mover)
        assert table.status == Table.Status.FINISHED
        for sock in sockets:
            await sock.disconnect()
        return checked

    return run_async(scenario)


def legal_moves(table: Table, seat: int) -> tuple:
    return table_game.build(table).state.observe(seat).legal_moves


def choose(person: Person, rng: random.Random, table: Table, seat: int) -> tuple[str, str, int]:
    """The mover looks at their page (sometimes as htmx, sometimes choosing a card first): a random
    move offered there, the version, and how many pages were checked on the way."""
    headers = {"HX-Request": "true"} if rng.random() < 0.7 else {}
    html = person.page(**headers).content.decode()
    checked = check(html, table, seat)
    moves, picks = MOVE_RE.findall(html), PICK_RE.findall(html)
    if picks and (not moves or rng.random() < 0.3):
        html = person.page("?card=" + rng.choice(picks), **headers).content.decode()
        checked += check(html, table, seat)
        moves = MOVE_RE.findall(html)
    assert moves, "no move offered on the mover's turn"
    return rng.choice(moves), version_of(html), checked


@pytest.mark.parametrize(("game", "players"), SMALLEST)
def test_no_page_and_no_message_shows_a_hidden_card(game, players):
    assert play_table(game, players, seed=players * 31 + len(game)) > 20


@pytest.mark.parametrize("turn", range(LARGER_PER_RUN))
def test_no_page_and_no_message_shows_a_hidden_card_at_a_larger_table(turn):
    game, players = rotating(LARGER, share=LARGER_PER_RUN, salt="tables-crawl")[turn]
    print(f"larger table: {game}, {players} players")
    assert play_table(game, players, seed=players * 31 + len(game)) > 20


def test_the_leak_tables_cover_every_game_and_player_count():
    assert {key for key, _ in GAMES} == set(game_keys()) == {"hato", "koikoi", "aigoma", "nylon", "gostop"}
    assert sorted(GAMES) == sorted(
        [
            ("hato", 2),
            ("hato", 4),
            ("koikoi", 2),
            ("aigoma", 2),
            ("aigoma", 4),
            ("nylon", 2),
            ("nylon", 4),
            ("nylon", 6),
            ("gostop", 2),
            ("gostop", 3),
        ]
    )
