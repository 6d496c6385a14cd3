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
from tests.play.conftest import finish, learner_move, start, to_learner_turn

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


def once_for_the_learner(counts: Counter[int], row: PracticeGame) -> bool:
    return counts[row.learner_seat] <= 1 and all(
        n == 0 for seat, n in counts.items() if seat != row.learner_seat
    )


@pytest.mark.parametrize(("game", "players"), [("hato", 2), ("koikoi", 2), ("aigoma", 3), ("nylon", 3)])
def test_a_table_get_observes_the_learner_once(client, hx_headers, observed, game, players):
    table = start(client, game, seed=21, players=players)
    row = to_learner_turn(table.row)
    for headers in ({}, hx_headers):
        observed.reset()
        assert table.get("", **headers).status_code == 200
        counts = observed.on(row)
        assert once_for_the_learner(counts, row), counts


def test_a_move_post_observes_the_learner_once(client, hx_headers, observed):
    table = start(client, "hato", seed=22)
    row = to_learner_turn(table.row)
    observed.reset()
    response = table.post("move", {"move": learner_move(row), "version": row.version}, **hx_headers)
    assert response.status_code == 200
    counts = observed.on(row)
    assert once_for_the_learner(counts, row), counts
    row = to_learner_turn(table.row)
    observed.reset()
    assert table.post("move", {"move": learner_move(row), "version": row.version}).status_code == 302
    assert observed.on(row) == Counter()


def test_a_hint_observes_the_learner_once(client, hx_headers, observed):
    table = start(client, "koikoi", seed=23, tutor="on")
    row = to_learner_turn(table.row)
    for level in ("1", "2"):
        observed.reset()
        assert table.get(f"?hint={level}", **hx_headers).status_code == 200
        counts = observed.on(row)
        assert once_for_the_learner(counts, row), counts


@pytest.mark.parametrize(("game", "players"), [("hato", 3), ("koikoi", 2), ("aigoma", 3), ("nylon", 3)])
def test_a_finished_table_reads_the_open_hands_from_the_learners_observation(
    client, hx_headers, observed, game, players
):
    table = start(client, game, seed=24, players=players)
    row = finish(table.row)
    for headers in ({}, hx_headers):
        observed.reset()
        assert table.get("", **headers).status_code == 200
        counts = observed.on(row)
        assert once_for_the_learner(counts, row), counts
