"""Every POST to learn/ that cannot be taken gets a clear message in the learner's language and changes
nothing: an answer with nothing due, stale or forged tokens, a double submit, buttons of old pages."""

from __future__ import annotations

import pytest

from learn.models import Answer, Learner, LessonResult, Pending, ReviewItem, Run
from tests.learn.conftest import answer_post, take_lesson, waiting

pytestmark = pytest.mark.django_db

FORGED = "00000000-0000-4000-8000-000000000000"
BAD_TOKENS = ["", "nonsense", FORGED, "'; DROP TABLE learn_run; --"]
MESSAGES = {
    "ru": (
        "На этот вопрос уже ответили, или он больше не действует.",
        "Эта кнопка — со страницы, которая уже устарела; ничего не изменилось.",
        "Этот урок ещё закрыт; ничего не изменилось.",
        "В том раунде нет ошибок, которые можно повторить.",
        "Этот ответ уже засчитан; вот он ещё раз.",
    ),
    "en": (
        "That question was already answered or is no longer open.",
        "That button belongs to a page that is out of date; nothing was changed.",
        "This lesson is still locked; nothing was changed.",
        "There are no mistakes to repeat from that round.",
        "This answer was already counted; here it is again.",
    ),
}


def state() -> tuple:
    """Everything an answer post could change."""
    return (
        Answer.objects.count(),
        ReviewItem.objects.count(),
        sorted(ReviewItem.objects.values_list("card", "facet", "reviews", "lapses")),
        sorted(Run.objects.values_list("pk", "answered", "right", "retried", "finished")),
        Pending.objects.filter(answered=None).count(),
        LessonResult.objects.count(),
        sorted(Learner.objects.values_list("new_per_day", "reviews_per_day", "drill_level")),
    )


def said(response, lang: str) -> bool:
    html = response.content.decode()
    return any(message in html for message in MESSAGES[lang])


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("headers", [{}, {"HX-Request": "true"}], ids=["page", "htmx"])
def test_an_answer_to_review_with_nothing_due_is_a_calm_page_not_a_500(client, lang, headers):
    for token in [*BAD_TOKENS, "x"]:
        response = client.post(
            f"/{lang}/learn/review/", {"action": "answer", "token": token, "choice": "1"}, headers=headers
        )
        assert response.status_code == 200
        assert said(response, lang)
    assert Answer.objects.count() == 0 and ReviewItem.objects.count() == 0


def test_the_last_review_answered_in_two_tabs_counts_once(client):
    client.post("/en/learn/quiz/", {"action": "quiz"})
    client.get("/en/learn/quiz/")
    client.post("/en/learn/quiz/", answer_post(waiting()))
    ReviewItem.objects.update(due="2000-01-01T00:00:00Z")
    client.get("/en/learn/review/")
    pending = waiting(run__mode="review")
    client.post("/en/learn/review/", answer_post(pending))
    client.get("/en/learn/review/")  # the other tab moved on: nothing is due any more
    before = state()
    response = client.post("/en/learn/review/", answer_post(pending))
    assert response.status_code == 200 and said(response, "en")
    assert state() == before


@pytest.mark.parametrize(
    ("lang", "path"),
    [
        ("ru", "/ru/learn/quiz/"),
        ("en", "/en/learn/lessons/months/"),
        ("ru", "/ru/learn/retry/"),
        ("en", "/en/learn/drills/hato/score/"),
        ("ru", "/ru/learn/review/"),
    ],
)
def test_forged_and_stale_tokens_change_nothing_anywhere(client, lang, path):
    if "quiz" in path:
        client.post(path, {"action": "quiz"})
    if "lessons" in path:
        client.post(path, {"action": "start"})
    client.get(path)
    before = state()
    for token in BAD_TOKENS:
        for extra in ({"choice": "1"}, {"number": "5"}, {}):
            response = client.post(path, {"action": "answer", "token": token, **extra})
            assert response.status_code == 200, (token, extra)
            assert said(response, lang), (path, token, extra)
    assert state() == before


def test_a_double_submit_shows_the_same_feedback_and_counts_once(client):
    client.post("/ru/learn/lessons/months/", {"action": "start"})
    client.get("/ru/learn/lessons/months/")
    pending = waiting()
    first = client.post("/ru/learn/lessons/months/", answer_post(pending, right=False)).content.decode()
    before = state()
    second = client.post("/ru/learn/lessons/months/", answer_post(pending, right=False)).content.decode()
    assert "Этот ответ уже засчитан; вот он ещё раз." in second
    assert first.split('class="why">')[1].split("<")[0] == second.split('class="why">')[1].split("<")[0]
    assert state() == before
    other = client.post("/ru/learn/lessons/months/", answer_post(pending, right=True)).content.decode()
    assert "уже засчитан" in other and state() == before  # a second, other answer is not taken either


def test_the_last_answer_of_a_lesson_sent_twice_shows_the_end_again(client):
    take_lesson(client, "months")
    run = Run.objects.get(mode="lesson")
    last = run.pending.order_by("-created").first()
    before = state()
    html = client.post("/en/learn/lessons/months/", answer_post(last)).content.decode()
    assert "This answer was already counted" in html and "Lesson complete" in html
    assert state() == before


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_posts_to_a_lesson_that_is_not_running_change_nothing(client, lang):
    before = state()
    for data in ({"action": "answer", "token": FORGED, "choice": "1"}, {"action": "bogus"}, {}):
        response = client.post(f"/{lang}/learn/lessons/months/", data)
        assert response.status_code == 200
        assert said(response, lang) or not data
    locked = client.post(f"/{lang}/learn/lessons/kinds/", {"action": "start"})
    assert locked.status_code == 200 and said(locked, lang)
    assert not Run.objects.filter(lesson="kinds").exists()
    after = state()
    assert after[:3] == before[:3] and after[5] == before[5]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_posts_to_a_quiz_that_is_not_running_change_nothing(client, lang):
    for data in ({"action": "answer", "token": FORGED, "choice": "2"}, {"action": "bogus"}):
        response = client.post(f"/{lang}/learn/quiz/", data)
        assert response.status_code == 200 and said(response, lang)
    assert not Run.objects.filter(mode__in=("quiz", "timed")).exists()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_posts_to_the_retry_page_without_a_round_change_nothing(client, lang):
    for data in (
        {"action": "answer", "token": FORGED, "choice": "1"},
        {"action": "start", "run": "abc"},
        {"action": "x"},
    ):
        response = client.post(f"/{lang}/learn/retry/", data)
        assert response.status_code == 200 and said(response, lang)
    assert not Run.objects.filter(mode="retry").exists()


@pytest.mark.parametrize(
    "data",
    [
        {"choice": ["1", "2"]},  # two answers to a one-answer question
        {"choice": "0"},
        {"choice": "1.5"},
        {"choice": ""},
        {"number": "1e9"},
    ],
)
def test_an_answer_that_makes_no_sense_keeps_the_question(client, data):
    client.post("/en/learn/lessons/months/", {"action": "start"})
    client.get("/en/learn/lessons/months/")
    pending = waiting()
    assert not pending.question.get("multi")
    before = state()
    html = client.post(
        "/en/learn/lessons/months/", {"action": "answer", "token": str(pending.token), **data}
    ).content.decode()
    assert "Choose one of the answers first." in html and str(pending.token) in html
    assert state() == before


def test_a_drill_number_out_of_range_is_refused_in_russian(client):
    client.get("/ru/learn/drills/hato/score/")
    pending = waiting()
    before = state()
    for number in ("-3", "10000", "два", ""):
        html = client.post(
            "/ru/learn/drills/hato/score/",
            {"action": "answer", "token": str(pending.token), "number": number},
        ).content.decode()
        assert "Введите целое число от 0 до 9999." in html
    assert state() == before
