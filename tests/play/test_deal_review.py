"""The review of a finished game: every decision of the learner analysed, the accuracy, the graph and
the key moments, on the same verdicts as the table and the replay."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from engine.bots.accuracy import deal_accuracy
from play import deal_review
from play.models import PracticeGame
from tests.play.conftest import finish, start

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fixed_ids")]

GAMES = [("hato", 2), ("koikoi", 2), ("aigoma", 3), ("nylon", 3), ("gostop", 3)]
ACCURACY_RE = re.compile(r'data-accuracy="(\d+)"')


def finished(client: Client, game: str, players: int, *, tutor: str = "on", lang: str = "ru") -> PracticeGame:
    return finish(start(client, game, lang, players=players, tutor=tutor, seed=7).row, seed=7)


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_every_decision_is_analysed_and_the_accuracy_is_the_one_of_the_verdicts(client, game, players):
    row = finished(client, game, players, tutor="")
    response = client.get(f"/ru/play/g/{row.id}/review/")
    assert response.status_code == 200
    row.refresh_from_db()
    found = deal_review.review(row, ask=False)
    assert found.ready and found.points, "a whole deal has decisions to review"
    # The verdicts the review stored are the table's own: the replay and the mistakes read them.
    assert {str(ply) for ply in found.points} <= set(row.annotations)
    for decision in found.decisions:
        assert decision.label == row.annotations[str(decision.ply)]["verdict"]
    page = response.content.decode()
    shown = ACCURACY_RE.search(page)
    assert shown, "the accuracy is on the page"
    assert int(shown.group(1)) == deal_accuracy([d.accuracy for d in found.decisions])
    assert "<svg" in page and "review-graph-luck" in page
    assert page.count('class="review-dot ') == len(found.points)


def test_key_moments_are_the_largest_losses_each_linked_to_the_replay(client):
    row = finished(client, "koikoi", 2)
    page = client.get(f"/en/play/g/{row.id}/review/").content.decode()
    found = deal_review.review(row, ask=False)
    lost = sorted((d for d in found.decisions if d.label in ("inaccuracy", "mistake")), key=lambda d: -d.loss)
    assert lost, "the seeded game has something to learn from"
    assert "Key moments" in page
    for d in lost[:3]:
        assert f'href="/en/play/g/{row.id}/replay/{d.ply + 1}/"' in page
    replay = client.get(f"/en/play/g/{row.id}/replay/{lost[0].ply + 1}/")
    assert replay.status_code == 200
    assert "How accuracy is counted" in page


def test_a_game_in_progress_has_no_review_yet(client):
    row = start(client, "koikoi", "ru", players=2, tutor="on", seed=7).row
    response = client.get(f"/ru/play/g/{row.id}/review/")
    assert response.status_code == 302
    assert response["Location"].endswith(f"/play/g/{row.id}/")


def test_another_visitors_game_is_not_found(client):
    row = finished(client, "hato", 2)
    assert Client().get(f"/ru/play/g/{row.id}/review/").status_code == 404


def test_the_page_says_how_much_is_ready_while_the_analysis_runs(client, settings):
    row = finished(client, "koikoi", 2, tutor="")
    from django.tasks import task_backends

    settings.TASKS = {
        "default": {"BACKEND": "tests.held_tasks.HeldBackend", "QUEUES": [settings.SEARCH_QUEUE]}
    }
    held = task_backends["default"]
    total = len(deal_review.choice_points(row))
    page = client.get(f"/ru/play/g/{row.id}/review/").content.decode()
    assert f"готово 0 из {total}" in page and "hx-get" in page
    assert "data-accuracy" not in page
    # The worker runs the analyses; the page's next look shows the review.
    held.run_all()
    page = client.get(f"/ru/play/g/{row.id}/review/", headers={"HX-Request": "true"}).content.decode()
    assert "data-accuracy" in page and "<html" not in page
    held.results.clear()


def test_the_bots_moves_are_analysed_on_request_from_their_own_seats(client):
    row = finished(client, "nylon", 3)
    before = dict(PracticeGame.objects.get(pk=row.pk).annotations)
    page = client.get(f"/en/play/g/{row.id}/review/").content.decode()
    assert "data-bots-review" in page and "data-seat-accuracy" not in page
    page = client.get(f"/en/play/g/{row.id}/review/?bots=1").content.decode()
    shown = [int(a) for a in re.findall(r'data-seat-accuracy="(\d+)"', page)]
    expected = []
    for seat in range(3):
        found = deal_review.review(row, seat=seat, ask=False)
        assert found.ready
        expected.append(deal_accuracy([d.accuracy for d in found.decisions]))
    assert shown == [a for a in expected if a is not None]
    # The bots' analyses add no verdicts: those are the learner's only.
    row.refresh_from_db()
    learner = set(map(str, deal_review.choice_points(row)))
    assert set(row.annotations) <= learner and set(before) <= set(row.annotations)


def test_my_games_list_each_finished_games_outcome_and_its_accuracy_once_reviewed(client):
    row = finished(client, "koikoi", 2)
    index = client.get("/en/play/").content.decode()
    outcome = {"won": "you won", "drew": "a shared win", "lost": "you lost"}[row.outcome]
    assert f'data-outcome="{row.outcome}">{outcome}<' in index
    assert "data-game-accuracy" not in index
    page = client.get(f"/en/play/g/{row.id}/review/").content.decode()
    shown = ACCURACY_RE.search(page)
    assert shown
    row.refresh_from_db()
    assert row.accuracy == int(shown.group(1))
    index = client.get("/ru/play/").content.decode()
    assert f'data-game-accuracy="{row.accuracy}">точность {row.accuracy}\u00a0%<' in index
    assert f'href="/ru/play/g/{row.id}/review/"' in index
