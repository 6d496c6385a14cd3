"""A game stored before an option existed keeps the rule it was played with: its row and its
exported record name every option of its day, and a new option plays by its ``legacy`` value.

Nylon-ppong's ``next_starter`` is the case: today's default counts the last deal, the site used to
count the match."""

from __future__ import annotations

import json

import pytest

from engine.game import get_game
from play import workflow
from play.models import PracticeGame
from tests.play.conftest import finish

pytestmark = pytest.mark.django_db


def _old_row(**fields) -> PracticeGame:
    """A Nylon-ppong match as the site stored it before ``next_starter``: every option then, not it."""
    row = workflow.start_game(
        owner_user=None,
        session_key="old",
        game_key="nylon",
        players=4,
        options={"rounds": 5, "next_starter": "match"},
        bots=["random", "random", "random"],
        seed=17,
        tutor=False,
        **fields,
    )
    del row.options["next_starter"]
    row.save()
    return PracticeGame.objects.get(pk=row.pk)


def test_an_old_row_rebuilds_by_the_rule_it_was_played_with():
    row = _old_row()
    assert "next_starter" not in row.options
    assert workflow.dealt(row).game.options["next_starter"] == "match"
    row = finish(row, seed=17)
    starters = [r["starter"] for r in workflow.rebuild(row).state.history]
    replayed = get_game("nylon", players=4, options={**row.options, "next_starter": "match"}).new_state(
        row.seed
    )
    for code in row.moves:
        replayed = replayed.apply_code(code)
    assert [r["starter"] for r in replayed.history] == starters


def test_a_new_game_gets_todays_default():
    row = workflow.start_game(
        owner_user=None, session_key="new", game_key="nylon", players=3, bots=["random", "random"], seed=1
    )
    assert row.options["next_starter"] == "last_deal"


def test_an_old_export_imports_with_its_rule_and_the_new_row_names_it(client):
    old = _old_row()
    record = old.record_json()
    assert "next_starter" not in record["options"]
    response = client.post("/en/play/import/", {"text": json.dumps(record)})
    assert response.status_code == 302
    imported = PracticeGame.objects.get(imported=True)
    assert imported.options["next_starter"] == "match"
    assert dict(get_game("nylon", players=4, options=imported.options).options) == dict(imported.options)
