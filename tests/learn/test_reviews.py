"""Review like Anki: daily limits of new items and reviews, leeches set aside and sent to their lesson,
and a forecast of what is due in the next seven days."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from engine.cards import DECK
from learn import lessons, reviews, srs
from learn.models import Answer, Learner, LessonResult, ReviewItem
from learn.workflow import schedule
from tests.learn.conftest import answer_post, take_lesson, waiting

pytestmark = pytest.mark.django_db

NOW = timezone.now()


def _learner(client) -> Learner:
    client.get("/en/learn/quiz/")
    return Learner.objects.get()


def _items(learner: Learner, count: int, *, due, facet: str = "month", introduced=None) -> list[ReviewItem]:
    return [
        ReviewItem.objects.create(
            learner=learner, card=card.code, facet=facet, due=due, introduced=introduced, state={}
        )
        for card in DECK[:count]
    ]


def _review_until_done(client, lang: str = "en") -> int:
    """Answer review questions right until review has nothing left; how many were asked."""
    for asked in range(200):
        html = client.get(f"/{lang}/learn/review/").content.decode()
        if 'name="token"' not in html:
            return asked
        client.post(f"/{lang}/learn/review/", answer_post(waiting(run__mode="review")))
    raise AssertionError("review did not end")


# --------------------------------------------------------------------------- limits


def test_defaults_are_twenty_new_items_and_two_hundred_reviews_a_day():
    learner = Learner.objects.create()
    assert (learner.new_per_day, learner.reviews_per_day) == (20, 200)


def test_reviews_stop_at_the_daily_limit_and_say_so(client):
    learner = _learner(client)
    learner.reviews_per_day = 3
    learner.save()
    _items(learner, 5, due=NOW - timedelta(days=1), introduced=NOW - timedelta(days=9))
    assert reviews.waiting(learner, "ja")["reviews"] == 3
    assert _review_until_done(client) == 3
    html = client.get("/en/learn/review/").content.decode()
    assert "That is today's limit of reviews." in html
    assert ReviewItem.objects.due(learner).count() == 2  # held back for tomorrow, not lost


def test_an_item_missed_today_comes_back_even_past_the_limit(client):
    learner = _learner(client)
    learner.reviews_per_day = 1
    learner.save()
    _items(learner, 2, due=NOW - timedelta(days=1), introduced=NOW - timedelta(days=9))
    client.get("/en/learn/review/")
    pending = waiting(run__mode="review")
    client.post("/en/learn/review/", answer_post(pending, right=False))
    card, facet = pending.question["grades"][0]
    ReviewItem.objects.filter(card=card, facet=facet).update(due=timezone.now() - timedelta(seconds=1))
    assert [(i.card, i.facet) for i in reviews.due_reviews(learner)] == [(card, facet)]


def test_new_items_come_in_after_a_lesson_up_to_the_daily_limit(client):
    learner = _learner(client)
    learner.new_per_day = 4
    learner.save()
    assert reviews.next_item(learner, "ja") is None  # no lesson yet: nothing new to bring in
    LessonResult.objects.create(learner=learner, lesson="months", stars=1)
    assert reviews.waiting(learner, "ja")["new"] == 4
    assert _review_until_done(client) == 4
    assert (
        ReviewItem.objects.filter(learner=learner, introduced__gte=reviews.day_start(timezone.now())).count()
        == 4
    )
    assert reviews.waiting(learner, "ja")["new"] == 0


def test_new_items_follow_the_deck_order_and_the_lessons_passed():
    learner = Learner.objects.create()
    LessonResult.objects.create(learner=learner, lesson="months", stars=1)
    assert {facet for _card, facet in reviews.unseen(learner, "ja")} == {"month"}
    korean = [card for card, _facet in reviews.unseen(learner, "ko")]
    assert korean[40:44] == ["12a", "12b", "12c", "12d"]  # paulownia is the Korean November
    LessonResult.objects.create(learner=learner, lesson="kinds", stars=2)
    assert reviews.taught_facets(learner) == ["month", "kind"]


def test_items_met_in_a_lesson_count_against_the_new_limit(client):
    take_lesson(client, "months")
    learner = Learner.objects.get()
    met = reviews.today(learner).introduced
    assert len(met) >= 8
    assert reviews.today(learner).new_left == max(0, 20 - len(met))


# --------------------------------------------------------------------------- settings


def test_the_limits_are_set_on_the_progress_page(client):
    html = client.get("/ru/learn/progress/").content.decode()
    assert "Дневные лимиты" in html and 'name="new_per_day"' in html and 'value="20"' in html
    response = client.post(
        "/ru/learn/progress/", {"action": "limits", "new_per_day": "7", "reviews_per_day": "50"}
    )
    assert response.status_code == 302
    learner = Learner.objects.get()
    assert (learner.new_per_day, learner.reviews_per_day) == (7, 50)
    assert "Дневные лимиты сохранены." in client.get("/ru/learn/progress/").content.decode()


@pytest.mark.parametrize(
    "data",
    [
        {"new_per_day": "-1", "reviews_per_day": "50"},
        {"new_per_day": "много", "reviews_per_day": "50"},
        {"new_per_day": "5", "reviews_per_day": "99999"},
        {"new_per_day": "5"},
    ],
)
def test_bad_limits_are_refused_with_a_message_and_change_nothing(client, data):
    learner = _learner(client)
    response = client.post("/ru/learn/progress/", {"action": "limits", **data})
    assert response.status_code == 200
    assert 'role="alert"' in response.content.decode()
    learner.refresh_from_db()
    assert (learner.new_per_day, learner.reviews_per_day) == (20, 200)


def test_a_post_without_the_limits_action_changes_nothing(client):
    learner = _learner(client)
    response = client.post("/en/learn/progress/", {"new_per_day": "1", "reviews_per_day": "1"}, follow=True)
    assert "out of date; nothing was changed" in response.content.decode()
    learner.refresh_from_db()
    assert learner.new_per_day == 20


# --------------------------------------------------------------------------- leeches


def test_eight_misses_set_an_item_aside_and_review_sends_the_learner_to_its_lesson(client):
    learner = _learner(client)
    now = timezone.now() - timedelta(days=30)
    for day in range(srs.LEECH_LAPSES - 1):
        schedule(
            learner=learner, card="06c", facet="month", right=False, seconds=2, now=now + timedelta(days=day)
        )
    item = ReviewItem.objects.get(card="06c", facet="month")
    assert item.lapses == 7 and item.set_aside is None
    ReviewItem.objects.filter(pk=item.pk).update(due=timezone.now() - timedelta(minutes=1))
    client.get("/en/learn/review/")
    html = client.post(
        "/en/learn/review/", answer_post(waiting(run__mode="review"), right=False)
    ).content.decode()
    item.refresh_from_db()
    assert item.lapses == 8 and item.set_aside is not None
    assert "eight times, so review sets it aside" in html
    assert 'href="/en/learn/lessons/months/"' in html
    assert reviews.next_item(learner, "ja") is None  # set aside: not asked, not due
    assert not ReviewItem.objects.due(learner).exists()
    progress = client.get("/en/learn/progress/").content.decode()
    assert "Set aside after many misses" in progress and "Lesson 1" in progress


def test_passing_the_lesson_brings_the_leech_back(client):
    learner = _learner(client)
    old = timezone.now() - timedelta(days=3)
    ReviewItem.objects.create(
        learner=learner, card="06c", facet="month", due=old, lapses=8, set_aside=old, state={}
    )
    ReviewItem.objects.create(
        learner=learner, card="06c", facet="kind", due=old, lapses=8, set_aside=old, state={}
    )
    html = take_lesson(client, "months")
    assert "1 card set aside comes back to your review." in html
    month = ReviewItem.objects.get(card="06c", facet="month")
    assert month.set_aside is None and month.lapses == 0
    assert ReviewItem.objects.get(card="06c", facet="kind").set_aside is not None  # another lesson's


def test_failing_the_lesson_keeps_the_leech_aside(client):
    learner = _learner(client)
    old = timezone.now() - timedelta(days=3)
    ReviewItem.objects.create(
        learner=learner, card="06c", facet="month", due=old, lapses=8, set_aside=old, state={}
    )
    take_lesson(client, "months", right=0)
    assert ReviewItem.objects.get(card="06c", facet="month").set_aside is not None


def test_every_facet_has_a_lesson_to_send_leeches_to():
    assert [lessons.for_facet(f).key for f in reviews.FACETS] == ["months", "kinds", "names"]


# --------------------------------------------------------------------------- forecast


def test_the_forecast_counts_reviews_due_on_each_of_the_next_seven_days(client):
    learner = _learner(client)
    start = reviews.day_start(timezone.now())
    for offset, count in ((0, 2), (1, 3), (6, 1), (9, 4)):
        for i in range(count):
            ReviewItem.objects.create(
                learner=learner,
                card=DECK[offset * 4 + i].code,
                facet="name",
                due=start + timedelta(days=offset, hours=12),
                state={},
            )
    ReviewItem.objects.create(
        learner=learner, card="12d", facet="kind", due=start - timedelta(days=2), state={}
    )
    ReviewItem.objects.create(
        learner=learner, card="12c", facet="kind", due=start + timedelta(hours=1), set_aside=start, state={}
    )
    days = reviews.forecast(learner)
    assert [d["count"] for d in days] == [3, 3, 0, 0, 0, 0, 1]  # overdue counts today; leeches do not
    html = client.get("/en/learn/progress/").content.decode()
    assert "Reviews in the next seven days" in html and "Today" in html and "Tomorrow" in html


def test_review_counts_its_answers_by_item_for_the_limit(client):
    learner = _learner(client)
    _items(learner, 1, due=NOW - timedelta(days=1), introduced=NOW - timedelta(days=9))
    client.get("/en/learn/review/")
    client.post("/en/learn/review/", answer_post(waiting(run__mode="review")))
    answer = Answer.objects.get(mode="review")
    assert (answer.card, answer.facet) == ("01a", "month")
    assert reviews.today(learner).reviewed == frozenset({("01a", "month")})
