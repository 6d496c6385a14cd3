"""Misses come back: a wrong item is asked again before the lesson or round ends, the end screen lists
every miss with its right answer, and «Повторить ошибки» starts a round of just those."""

from __future__ import annotations

import random
import re

import pytest

from engine.cards import BY_CODE
from learn import lessons, rounds
from learn.models import Answer, LessonResult, Pending, ReviewItem, Run
from tests.learn.conftest import answer_post, take_lesson, waiting

pytestmark = pytest.mark.django_db


# --------------------------------------------------------------------------- the other form


@pytest.mark.parametrize(
    ("spec", "kind"),
    [
        ({"kind": "month", "card": "06c"}, "pick_month"),
        ({"kind": "pick_month", "month": 2}, "month"),
        ({"kind": "capture", "card": "08b"}, "month"),
        ({"kind": "kind", "card": "05a"}, "odd_one_out"),
        ({"kind": "odd_one_out", "card": "08b", "by": "kind"}, "kind"),
        ({"kind": "odd_one_out", "card": "03c", "by": "month"}, "month"),
        ({"kind": "name", "card": "04a"}, "which_named"),
        ({"kind": "which_named", "card": "09a"}, "name"),
        ({"kind": "order_month", "card": "11a", "order": "ko"}, "order_pick"),
        ({"kind": "order_pick", "month": 12, "order": "ja"}, "order_month"),
    ],
)
def test_a_missed_item_comes_back_in_another_form_on_the_same_fact(spec, kind):
    question = lessons.question(spec, random.Random(1), order="ja")
    chosen = [next(i for i in range(len(question["options"])) if i not in question["answer"])]
    again = rounds.again(spec, question, chosen)
    assert again["kind"] == kind
    comeback = lessons.question(again, random.Random(2), order="ja")
    subject = {c for c, _facet in question["grades"]} & {c for c, _facet in comeback["grades"]}
    assert subject, (question["grades"], comeback["grades"])  # the same card, asked again
    assert {f for _c, f in question["grades"]} == {f for _c, f in comeback["grades"]}


def test_a_kind_without_another_form_comes_back_as_itself():
    for spec in (
        {"kind": "pick_group", "group": "blue"},
        {"kind": "turn_flip"},
        {"kind": "aigoma_beat", "card": "10c"},
    ):
        question = lessons.question(spec, random.Random(3), order="ja")
        assert rounds.again(spec, question, [0]) == spec


def test_a_grid_miss_comes_back_about_a_card_the_learner_left_out():
    question = lessons.question({"kind": "pick_month", "month": 7}, random.Random(4), order="ja")
    picked = question["answer"][:2]
    again = rounds.again({"kind": "pick_month", "month": 7}, question, picked)
    left_out = {question["options"][i]["card"] for i in question["answer"][2:]}
    assert again == {"kind": "month", "card": again["card"]} and again["card"] in left_out


# --------------------------------------------------------------------------- in a lesson


def _run(key: str = "months") -> Run:
    return Run.objects.filter(mode="lesson", lesson=key).latest("started")


def test_a_wrong_answer_in_a_lesson_is_asked_again_two_questions_later(client):
    client.post("/en/learn/lessons/months/", {"action": "start"})
    client.get("/en/learn/lessons/months/")
    first = waiting()
    assert first.question["spec"] == {"kind": "month", "card": "01a"}
    client.post("/en/learn/lessons/months/", answer_post(first, right=False))
    kinds = []
    for _ in range(3):
        html = client.get("/en/learn/lessons/months/").content.decode()
        pending = waiting()
        kinds.append((pending.question["kind"], pending.question.get("attempt")))
        client.post("/en/learn/lessons/months/", answer_post(pending))
    assert kinds[0][1] == 0 and kinds[1][1] == 0
    assert kinds[2] == ("pick_month", 1)
    assert "Once more: you missed this one" in html
    assert ReviewItem.objects.get(card="01a", facet="month").reviews == 2


def test_the_lesson_ends_only_when_every_miss_has_come_back(client):
    html = take_lesson(client, "months", right=6, retries_right=True)
    run = _run()
    items = len(lessons.get("months").items)
    assert run.answered == items + 2 and run.retried == 2 and not run.queue
    assert "Lesson complete" in html and "75% right" in html  # first tries: 6 of 8
    assert LessonResult.objects.get(lesson="months").stars == 2


def test_an_item_comes_back_at_most_twice(client):
    take_lesson(client, "months", right=7, retries_right=False)
    run = _run()
    attempts = sorted(p.question["attempt"] for p in run.pending.all())
    assert attempts.count(1) == 1 and attempts.count(2) == 1 and max(attempts) == 2
    assert run.answered == len(lessons.get("months").items) + 2


def test_the_end_screen_lists_every_miss_with_the_right_answer_as_pictures(client):
    html = take_lesson(client, "months", right=6, retries_right=True)
    end = html[html.index('class="misses"') :]
    assert "2 mistakes to look at again" in end
    missed = [p for p in _run().pending.all() if p.response and not p.response["right"]]
    assert len(missed) == 2
    for pending in missed:
        card = BY_CODE[pending.question["spec"]["card"]]
        assert f"/{card.code}.webp" in end  # the right card, shown now that the question is over
    assert end.count("You got it right when it came back.") == 2
    assert 'name="action" value="start"' in end and "Retry the mistakes" in end


def test_a_lesson_without_mistakes_offers_no_retry(client):
    html = take_lesson(client, "months")
    assert "No mistakes this time." in html and "Retry the mistakes" not in html


# --------------------------------------------------------------------------- a retry of mistakes


def test_retry_the_mistakes_asks_just_those_and_ends_with_a_way_back(client):
    take_lesson(client, "months", right=6, retries_right=False)
    source = _run()
    missed = {repr(sorted(m.pending.question["origin"].items())) for m in rounds.misses(source)}
    assert len(missed) == 2
    response = client.post("/ru/learn/retry/", {"action": "start", "run": source.pk})
    assert response.status_code == 302 and response["Location"] == "/ru/learn/retry/"
    retry = Run.objects.get(mode="retry")
    assert retry.source == source and len(retry.queue) == 2
    asked = []
    while retry.finished is None:
        client.get("/ru/learn/retry/")
        pending = waiting(run=retry)
        asked.append(repr(sorted(pending.question["origin"].items())))
        html = client.post("/ru/learn/retry/", answer_post(pending)).content.decode()
        retry.refresh_from_db()
    assert set(asked) == missed and len(asked) == 2
    assert "Раунд окончен" in html and "На этот раз без ошибок." in html
    assert 'href="/ru/learn/lessons/months/"' in html and "Вернуться к уроку" in html


def test_retry_of_a_quiz_round_leads_back_to_the_quiz(client):
    client.post("/en/learn/quiz/", {"action": "quiz"})
    run = Run.objects.get(mode="quiz")
    while run.finished is None:
        client.get("/en/learn/quiz/")
        pending = waiting(run=run)
        client.post(
            "/en/learn/quiz/",
            answer_post(pending, right=bool(pending.question.get("attempt")) or run.answered > 0),
        )
        run.refresh_from_db()
    client.post("/en/learn/retry/", {"action": "start", "run": run.pk})
    client.get("/en/learn/retry/")
    retry = Run.objects.get(mode="retry")
    html = client.post("/en/learn/retry/", answer_post(waiting(run=retry))).content.decode()
    assert 'href="/en/learn/quiz/"' in html and "Back to the quiz" in html


@pytest.mark.parametrize("run_id", ["", "x", "999999", "-1"])
def test_a_retry_of_nothing_or_of_someone_elses_round_changes_nothing(client, run_id):
    other = type(client)()
    take_lesson(other, "months", right=0)
    theirs = Run.objects.get(mode="lesson")
    before = (Run.objects.count(), Pending.objects.count(), Answer.objects.count())
    for value in (run_id, str(theirs.pk)):
        response = client.post("/ru/learn/retry/", {"action": "start", "run": value})
        assert response.status_code == 200
        assert "В том раунде нет ошибок, которые можно повторить." in response.content.decode()
    assert (Run.objects.count(), Pending.objects.count(), Answer.objects.count()) == before


def test_a_round_without_misses_cannot_be_retried(client):
    take_lesson(client, "months")
    response = client.post("/en/learn/retry/", {"action": "start", "run": _run().pk})
    assert "There are no mistakes to repeat from that round." in response.content.decode()
    assert not Run.objects.filter(mode="retry").exists()


def test_the_progress_line_counts_the_comebacks(client):
    client.post("/en/learn/lessons/months/", {"action": "start"})
    client.get("/en/learn/lessons/months/")
    client.post("/en/learn/lessons/months/", answer_post(waiting(), right=False))
    html = client.get("/en/learn/lessons/months/").content.decode()
    line = re.search(r'<p class="progress-line">(.*?)</p>', html, re.S).group(1)
    assert "Answered 1 of 9" in line and "including 1 repeat" in line
