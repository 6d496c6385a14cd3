"""Spaced review of the positions a learner got wrong again ("My mistakes"), scheduled with fsrs."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from fsrs import Rating

from engine.cards import DECK
from engine.game import Move
from frame import srs
from play import mistakes
from play.models import Mistake
from tests.play.test_mistakes import HX, finished, step_url, text

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fixed_ids")]

NOW = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def missed(client, game: str = "hato", players: int = 2) -> Mistake:
    """A mistake of a finished game, tried again with the same move: it is in review now."""
    row = finished(client, game, players)
    item = mistakes.collect(row)[0]
    assert client.post(step_url(row, 1), {"move": item.played, "ply": item.ply}).status_code == 302
    item.refresh_from_db()
    return item


def make_due(item: Mistake) -> Mistake:
    Mistake.objects.filter(pk=item.pk).update(due=datetime.now(UTC) - timedelta(minutes=1))
    item.refresh_from_db()
    return item


def test_a_miss_is_scheduled_like_a_quiz_answer_again_and_good(client):
    item = missed(client)
    assert item.state and item.due is not None and item.reviews == 0
    # Graded at fixed times: the schedule is fsrs's for Again, then Good.
    Mistake.objects.filter(pk=item.pk).update(state=srs.review(None, Rating.Again, NOW).state, due=NOW)
    item.refresh_from_db()
    again = mistakes.answer_review(item=item, move_code=item.played, reviews=0, now=NOW)
    expected = srs.review(srs.review(None, Rating.Again, NOW).state, Rating.Again, NOW)
    assert again.due == expected.due and again.reviews == 1 and again.lapses == 1
    assert again.last_found is False and again.last_answer == item.played
    later = again.due
    good = mistakes.answer_review(item=again, move_code=item.best, reviews=1, now=later)
    assert good.due == srs.review(expected.state, Rating.Good, later).due
    assert good.reviews == 2 and good.lapses == 1 and good.last_found is True


def test_my_mistakes_lists_what_is_due_and_a_review_grades_it(client):
    item = missed(client, "nylon", 3)
    page = text(client.get("/ru/play/mistakes/"))
    assert "Сейчас повторять нечего." in page and "Вернутся позже" in page
    assert "Мои ошибки" in text(client.get("/ru/play/"))
    item = make_due(item)
    index = text(client.get("/ru/play/"))
    assert "/ru/play/mistakes/" in index and "1 позиция ждёт повторения" in index
    listed = text(client.get("/ru/play/mistakes/"))
    url = f"/ru/play/mistakes/{item.id}/"
    assert url in listed and "Пора повторить" in listed
    assert "Найдите ход лучше." in text(client.get(url))
    picked = text(client.get(url + "?card=" + DECK[Move.parse(item.best).cards[0]].code))
    assert f'name="move" value="{item.best}"' in picked and 'name="reviews" value="0"' in picked
    response = client.post(url, {"move": item.best, "reviews": 0})
    assert response.status_code == 302 and response["Location"] == url
    item.refresh_from_db()
    assert item.reviews == 1 and item.last_found is True and item.lapses == 0
    assert item.due > datetime.now(UTC) + timedelta(minutes=5), "a right answer comes back later"
    outcome = text(client.get(url))
    assert 'data-outcome="found"' in outcome and "Следующее повторение" in outcome
    # The same post again (the back button, a double click): refused, nothing changes.
    state, due = item.state, item.due
    replayed = client.post(url, {"move": item.played, "reviews": 0}, follow=True)
    assert "Вы уже сделали ход в этой позиции." in text(replayed)
    item.refresh_from_db()
    assert (item.reviews, item.state, item.due, item.last_found) == (1, state, due, True)
    # A fresh post on a position not yet due: refused as well.
    early = client.post(url, {"move": item.played, "reviews": 1}, follow=True)
    assert "Эту позицию пока рано повторять." in text(early)
    item.refresh_from_db()
    assert item.reviews == 1


def test_a_review_missed_again_comes_back_soon(client):
    item = make_due(missed(client, "aigoma", 3))
    response = client.post(f"/en/play/mistakes/{item.id}/", {"move": item.played, "reviews": 0}, headers=HX)
    assert response.status_code == 200 and 'id="play-drill"' in text(response)
    assert 'data-outcome="missed"' in text(response) and "Better:" in text(response)
    item.refresh_from_db()
    assert item.lapses == 1 and item.due < datetime.now(UTC) + timedelta(hours=1)


def test_bad_review_posts_change_nothing(client):
    item = make_due(missed(client, "koikoi", 2))
    url = f"/ru/play/mistakes/{item.id}/"
    for data in (
        {"move": "play:99z", "reviews": 0},
        {"move": item.best, "reviews": "x"},
        {"move": item.best, "reviews": 5},
        {"move": item.best},
    ):
        response = client.post(url, data, follow=True)
        assert response.status_code == 200 and 'class="play-msg play-msg-error"' in text(response), data
        item.refresh_from_db()
        assert item.reviews == 0 and item.last_answer == ""
    found = mistakes.collect(item.game)
    assert client.get("/ru/play/mistakes/00000000-0000-0000-0000-000000000000/").status_code == 404
    other = found[1]  # found at the first try: not in review
    client.post(step_url(item.game, 2), {"move": other.best, "ply": other.ply})
    response = client.get(f"/ru/play/mistakes/{other.id}/", follow=True)
    assert "Этой позиции нет среди ваших повторений." in text(response)
