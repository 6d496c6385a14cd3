"""Helpers for the play tests: start games and read the table the way a browser would."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from django.test import Client

from play import workflow
from play.models import PracticeGame
from room.record import forget_cache

MOVE_RE = re.compile(r'name="move" value="([^"]+)"')
VERSION_RE = re.compile(r'data-version="(\d+)"')
PICK_RE = re.compile(r'href="\?card=(\w+)"')


@dataclass
class Table:
    """A game seen through the views (the test client keeps the session cookie)."""

    client: Client
    url: str

    @property
    def row(self) -> PracticeGame:
        return PracticeGame.objects.get(pk=self.url.rstrip("/").split("/")[-1])

    def get(self, query: str = "", **headers):
        return self.client.get(self.url + query, headers=headers)

    def post(self, action: str, data: dict, **headers):
        return self.client.post(self.url + action + "/", data, headers=headers)


def start(client: Client, game: str = "hato", lang: str = "ru", **fields) -> Table:
    data = {"tutor": "", "bot_1": "random", "bot_2": "random", "bot_3": "random"}
    data.update({k: str(v) for k, v in fields.items()})
    response = client.post(f"/{lang}/play/new/{game}/", data)
    assert response.status_code == 302, response.content.decode()[:2000]
    return Table(client, response["Location"])


def play_through(
    table: Table, rng: Any, *, limit: int = 500, held: Any = None
) -> Iterator[tuple[int, int, Any]]:
    """Play ``table`` through the views (htmx requests), the learner choosing at random among the
    offered moves: yields (the move's number, how many legal moves it had, the response) after
    each of the learner's moves, until the game is over.

    The bots' replies come by themselves (tasks). With ``held`` (the ``held_tasks`` backend) the
    tasks wait until the learner has read the response to their move, and run before the next look
    at the table, as workers would while the learner thinks; without it they ran at once."""
    headers = {"HX-Request": "true"}
    if held is not None:
        held.run_all()
    response = table.get("", **headers)
    for _ in range(limit):
        row = table.row
        if row.is_over:
            return
        html = response.content.decode()
        moves, picks = MOVE_RE.findall(html), PICK_RE.findall(html)
        if not moves and picks:
            html = table.get("?card=" + rng.choice(picks), **headers).content.decode()
            moves = MOVE_RE.findall(html)
        if not moves:  # the bots are thinking: let the worker run, then look again (a poll)
            if held is not None:
                held.run_all()
            response = table.get("", **headers)
            continue
        ply = len(row.moves)
        choices = len(workflow.rebuild(row).state.legal_moves())
        response = table.post("move", {"move": rng.choice(moves), "version": version_of(html)}, **headers)
        yield ply, choices, response
        if held is not None:
            held.run_all()
            response = table.get("", **headers)


def version_of(html: str) -> str:
    found = VERSION_RE.search(html)
    assert found, "no version on the page"
    return found.group(1)


@pytest.fixture(autouse=True)
def _fresh_cache():
    forget_cache()
    yield
    forget_cache()


@pytest.fixture(autouse=True)
def fast_bots(monkeypatch):
    """The strong and medium bots with a tiny search budget (``tests.conftest.small_search_budget``),
    so view tests stay fast and, like the site, depend on the budget only."""
    from tests.conftest import small_search_budget

    small_search_budget(monkeypatch)


@pytest.fixture
def site_tutor(monkeypatch):
    """The tutor at the site's own budget (over ``fast_bots``: the strong bot's search and the facts'
    sampled deals as the site runs them), for a test that asserts what the tutor finds, not only that
    it answers. The scenarios' bots are greedy, so only the tutor's analysis gets slower."""
    from engine import bots
    from engine.bots.playout_facts import FACT_WORLDS
    from play import tutor
    from room import analysis

    monkeypatch.setitem(bots.BOTS, "strong", lambda **kw: bots._search_bot(bots.STRONG, kw))
    monkeypatch.setattr(analysis, "WORLDS", FACT_WORLDS)
    tutor._RANKS.clear()


def finish(row: PracticeGame, seed: int = 0) -> PracticeGame:
    """Play ``row`` to the end through the workflow (random learner moves, bots as stored)."""
    import random as _random

    rng = _random.Random(seed)
    while not row.is_over:
        built = workflow.rebuild(row)
        if built.state.current_player == row.learner_seat:
            move = rng.choice(built.state.legal_moves())
            row = workflow.play_move(row=row, move_code=move.code, version=row.version)
        else:
            row = workflow.advance(row=row, version=row.version, until_learner=True)
    return row


def learner_move(row: PracticeGame) -> str:
    """Some legal move of the learner (the row must be at the learner's turn)."""
    built = workflow.rebuild(row)
    return built.state.legal_moves()[0].code


def to_learner_turn(row: PracticeGame) -> PracticeGame:
    built = workflow.rebuild(row)
    if not row.is_over and built.state.current_player != row.learner_seat:
        row = workflow.advance(row=row, version=row.version, until_learner=True)
    return row


STEP_RE = re.compile(r'data-step="(passed|missed)"')


def step_outcome(page: str, row: PracticeGame) -> str | None:
    """What the scenario box says of the step ("passed", "missed", None while undecided), checked
    against the tutor's verdict on the learner's move there: the box and the verdict agree."""
    from engine import practice
    from play.practice_step import PASSING, step_ply

    shown = STEP_RE.search(page)
    scenario = practice.get(row.scenario)
    assert scenario is not None
    found = step_ply(scenario, row, workflow.rebuild(row))
    if found is not None and found[1] > 1:
        note = row.annotations.get(str(found[0]))
        assert note is not None or shown is None, "the box decided before the tutor's verdict came"
        if note is not None:
            assert shown is not None or scenario.check.get("also"), "the verdict came, the box did not say"
            if note["verdict"] not in PASSING:
                assert shown is not None and shown.group(1) == "missed", note
            elif not scenario.check.get("also"):  # a second check may still fail the goal
                assert shown is not None and shown.group(1) == "passed", note
            assert f'data-step-verdict="{note["verdict"]}"' in page
    return shown.group(1) if shown else None
