"""One trip for a move, at both tables: the move is applied once, each seat that is shown is observed
once, and the database is asked a handful of times.

Counted across every thread (the socket's consumers reach the database from threads of their own):
``CardState.apply`` and ``CardState.observe`` (every game's state inherits them) and every SQL
statement executed. The searches wait (``held_tasks``; none is asked for a person's move without
help), so every count is the request's own. The figures are printed (``pytest -s``) for the notes.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from django.contrib.contenttypes.models import ContentType
from django.db.backends.utils import CursorWrapper

from engine.state import CardState
from play.models import PracticeGame
from tables import game as table_game
from tables.models import Table
from tests.play.conftest import learner_move, start, to_learner_turn
from tests.tables.conftest import Person, join, open_table, receive, run_async, socket_for
from tests.tables.conftest import start as start_table

#: The most statements one move may cost (the figures printed are the measure; this only catches a
#: loop of queries creeping in).
MOST_QUERIES = {"learner": 20, "table": 40}


@dataclass
class Trip:
    """What happened since the last ``reset``: applies, observes by seat, SQL statements."""

    applies: int = 0
    observed: Counter[int] = field(default_factory=Counter)
    queries: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def reset(self) -> None:
        with self.lock:
            self.applies, self.observed, self.queries = 0, Counter(), []

    def line(self, what: str) -> str:
        seats = ", ".join(f"seat {seat + 1}: {n}" for seat, n in sorted(self.observed.items()))
        return f"{what}: applies {self.applies}; observes {seats}; queries {len(self.queries)}"


@pytest.fixture
def trip(monkeypatch) -> Iterator[Trip]:
    counted = Trip()
    apply, observe = CardState.apply, CardState.observe
    execute = CursorWrapper._execute_with_wrappers

    def counting_apply(self: CardState, move: Any) -> Any:
        with counted.lock:
            counted.applies += 1
        return apply(self, move)

    def counting_observe(self: CardState, seat: int) -> Any:
        with counted.lock:
            counted.observed[seat] += 1
        return observe(self, seat)

    def counting_execute(self: CursorWrapper, sql: str, *args: Any, **kwargs: Any) -> Any:
        with counted.lock:
            counted.queries.append(sql)
        return execute(self, sql, *args, **kwargs)

    monkeypatch.setattr(CardState, "apply", counting_apply)
    monkeypatch.setattr(CardState, "observe", counting_observe)
    monkeypatch.setattr(CursorWrapper, "_execute_with_wrappers", counting_execute)
    yield counted


@pytest.mark.django_db
def test_a_learners_htmx_move_applies_once_and_observes_the_learner_once(client, held_tasks, trip):
    table = start(client, "hato", seed=31)
    held_tasks.run_all()
    row = to_learner_turn(table.row)
    move = learner_move(row)
    table.get()  # the page the learner moves from: the game is in the cache, as in a running server
    ContentType.objects.get_for_model(PracticeGame)  # known to a running server since its first search
    trip.reset()
    response = table.post("move", {"move": move, "version": row.version}, **{"HX-Request": "true"})
    print(trip.line("a learner's htmx move"))
    assert response.status_code == 200
    assert PracticeGame.objects.get(pk=row.pk).moves[-1] == move
    assert trip.applies == 1
    assert trip.observed == Counter({row.learner_seat: 1})
    assert len(trip.queries) <= MOST_QUERIES["learner"], trip.queries


@pytest.mark.django_db(transaction=True)
def test_a_table_move_over_the_socket_applies_once_and_observes_each_shown_seat_once(
    held_tasks, trip, settings
):
    settings.TABLES_WATCH_SECONDS = 60  # the consumers' own look at the version stays out of the count
    host, guest = Person("Grandma", lang="ru"), Person("Misha")
    table = open_table(host, "koikoi", players=0, seats=("person",))
    join(guest, table)
    start_table(host)

    async def scenario() -> None:
        one, two = socket_for(host), socket_for(guest)
        assert (await one.connect())[0] and (await two.connect())[0]
        await receive(one)
        await receive(two)
        current = await sync_to_async(lambda: Table.objects.get(pk=table.pk))()
        built = await sync_to_async(table_game.build)(current)
        mover = built.state.current_player
        code = built.state.observe(mover).legal_moves[0].code
        sockets, others = (one, two) if mover == 0 else (two, one)
        trip.reset()
        await sockets.send_json_to({"type": "move", "move": code, "version": current.version})
        mine, theirs = await receive(sockets), await receive(others)
        assert mine["version"] == theirs["version"] == current.version + 1
        print(trip.line("a table move over the socket, two people watching"))
        assert trip.applies == 1
        assert trip.observed == Counter({0: 1, 1: 1})
        assert len(trip.queries) <= MOST_QUERIES["table"], trip.queries
        await one.disconnect()
        await two.disconnect()

    run_async(scenario)
