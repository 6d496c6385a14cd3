"""A practice goal decided by the tutor's verdict on the move that ended the deal: when the search that
ranked it died before judging, the next look at the finished game stores the verdict and the box says
it (no box left waiting on a game that is over)."""

from __future__ import annotations

import re

import pytest

from engine import practice
from play import searches, tutor, workflow
from play.models import PracticeGame
from room import searches as room_searches

pytestmark = pytest.mark.django_db


def test_the_last_verdict_of_a_finished_practice_game_still_comes(client, held_tasks):
    response = client.post("/ru/play/practice/koikoi-stop-ahead/")
    url = response["Location"]
    row = PracticeGame.objects.get(pk=url.rstrip("/").split("/")[-1])
    held_tasks.run_all()
    for code in ("play:08c.08a", "stop"):
        row = PracticeGame.objects.get(pk=row.pk)
        if workflow.rebuild(row).state.current_player != row.learner_seat:
            row = workflow.advance(row=row, version=row.version, until_learner=True)
        held_tasks.results.clear()  # the rankings asked for are lost with their worker
        row = workflow.play_move(row=row, move_code=code, version=row.version)
    assert row.is_over
    ply = len(row.moves) - 1
    assert str(ply) not in row.annotations, "no verdict on the stop yet"
    # The ranking was made, then the worker died before judging.
    built = workflow.rebuild_at(row, ply)
    search = room_searches.find(row, searches.rank_key(ply, row.moves))
    assert search is not None
    room_searches.store_ranking(search, tutor.ranked(built, row=row))
    page = client.get(url).content.decode()
    row.refresh_from_db()
    assert str(ply) in row.annotations, "the look at the finished game stored the verdict"
    assert re.search(r'data-step="(passed|missed)"', page), "the box says what the verdict says"


def test_the_step_of_a_scenario_is_analysed_deeper_than_other_positions(client, held_tasks):
    """The scenario's step (here its first move) is searched at ``STEP_SCALE`` times the tutor's
    budget; the next position of the same game is not the step."""
    from play import practice_step

    url = client.post("/ru/play/practice/hato-lay-safe/")["Location"]
    row = PracticeGame.objects.get(pk=url.rstrip("/").split("/")[-1])
    built = workflow.rebuild(row)
    assert not built.moves
    assert practice_step.is_step(row, built)
    row = workflow.play_move(row=row, move_code="lay:01b", version=row.version)
    assert not practice_step.is_step(row, workflow.rebuild(row))
    assert practice_step.step_ply(practice.get("hato-lay-safe"), row, workflow.rebuild(row)) == (0, 10)
