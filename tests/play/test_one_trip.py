"""One trip for a move: one response computes the learner's Observation once and no other seat's.

``CardState.observe`` (every game's state inherits it) is wrapped with a counter that records
which state object was observed for which seat. The bots' and the tutor's searches observe states
of their own (determinized copies), so only calls on the game's real state, the one the row
rebuilds to after the response, are counted.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from engine.state import CardState
from play import workflow
from play.models import PracticeGame
from tests.play.conftest import Table, finish, learner_move, start, to_learner_turn

pytestmark = pytest.mark.django_db


@dataclass
class ObserveCalls:
    """Every ``observe`` call since the last ``reset``: the state observed and the seat."""

    calls: list[tuple[Any, int]] = field(default_factory=list)

    def reset(self) -> None:
        self.calls.clear()

    def on(self, row: PracticeGame) -> Counter[int]:
        """Calls per seat on the state ``row`` stands at now."""
        state = workflow.rebuild(PracticeGame.objects.get(pk=row.pk)).state
        return Counter(seat for observed, seat in self.calls if observed is state)


@pytest.fixture
def observed(monkeypatch) -> Iterator[ObserveCalls]:
    record = ObserveCalls()
    original = CardState.observe

    def counting(self: CardState, seat: int) -> Any:
        record.calls.append((self, seat))
        return original(self, seat)

    monkeypatch.setattr(CardState, "observe", counting)
    yield record


def assert_observed_once(observed: ObserveCalls, row: PracticeGame, response: Any, status: int = 200) -> None:
    """``response`` observed the learner's seat at most once and no other seat."""
    assert response.status_code == status
    counts = observed.on(row)
    others = {seat: n for seat, n in counts.items() if seat != row.learner_seat and n}
    assert counts[row.learner_seat] <= 1 and not others, counts
    observed.reset()


def get_both_ways(table: Table, observed: ObserveCalls, row: PracticeGame, query: str = "") -> None:
    """The full page and the htmx partial of the table each observe the learner once."""
    for headers in ({}, {"HX-Request": "true"}):
        observed.reset()
        assert_observed_once(observed, row, table.get(query, **headers))


@pytest.mark.parametrize(
    ("game", "players"),
    [("hato", 2), ("koikoi", 2), ("aigoma", 3), ("nylon", 3), ("gostop", 2), ("gostop", 3)],
)
def test_a_table_get_observes_the_learner_once(client, observed, game, players):
    table = start(client, game, seed=21, players=players)
    get_both_ways(table, observed, to_learner_turn(table.row))


@pytest.mark.parametrize("tutor", ["", "on"])
def test_a_move_post_observes_the_learner_once(client, hx_headers, observed, tutor):
    table = start(client, "hato", seed=22, tutor=tutor)
    row = to_learner_turn(table.row)
    observed.reset()
    response = table.post("move", {"move": learner_move(row), "version": row.version}, **hx_headers)
    assert_observed_once(observed, row, response)
    row = to_learner_turn(table.row)
    observed.reset()
    response = table.post("move", {"move": learner_move(row), "version": row.version})
    assert_observed_once(observed, row, response, status=302)
    assert_observed_once(observed, row, table.get())


def test_a_hint_and_a_verdict_in_a_practice_deal_observe_the_learner_once(client, observed):
    response = client.post("/ru/play/practice/koikoi-stop-ahead/")
    table = Table(client, response["Location"])
    row = to_learner_turn(table.row)
    for level in ("1", "2"):
        get_both_ways(table, observed, row, f"?hint={level}")
    row = workflow.play_move(row=row, move_code=learner_move(row), version=row.version)
    get_both_ways(table, observed, to_learner_turn(row), "?hint=2")


@pytest.mark.parametrize(
    ("game", "players"),
    [("hato", 3), ("koikoi", 2), ("aigoma", 3), ("nylon", 3), ("gostop", 2), ("gostop", 3)],
)
def test_a_finished_table_reads_the_open_hands_from_the_learners_observation(client, observed, game, players):
    table = start(client, game, seed=24, players=players)
    get_both_ways(table, observed, finish(table.row))
