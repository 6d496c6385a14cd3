"""The learn screens through the test client: full pages and htmx partials, in both languages."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.core import mail
from django.utils import timezone

from engine.cards import BY_CODE
from learn import lessons
from learn.models import Answer, Learner, LessonResult, Pending, ReviewItem, Run
from tests.learn.conftest import answer_post, take_lesson, waiting

pytestmark = pytest.mark.django_db

CODE = re.compile(r"\b(0[1-9]|1[0-2])[a-d]\b")


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize(
    "path",
    [
        "",
        "quiz/",
        "review/",
        "drills/",
        "progress/",
        "lessons/months/",
        "account/login/",
        "account/signup/",
        "account/password-reset/",
    ],
)
def test_every_screen_renders_in_both_languages(client, lang, path):
    response = client.get(f"/{lang}/learn/{path}")
    assert response.status_code == 200
    html = response.content.decode()
    assert f'lang="{lang}"' in html
    assert "<script>" not in html and ' style="' not in html and "hx-on" not in html


def test_russian_and_english_texts(client):
    ru = client.get("/ru/learn/").content.decode()
    en = client.get("/en/learn/").content.decode()
    assert "Узнавать месяц карты по её растению." in ru
    assert "month by its plant." in en
    assert "Викторина" in ru and "Quiz" in en


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_quiz_panel_partial_for_htmx(client, hx, lang):
    client.post(f"/{lang}/learn/quiz/", {"action": "quiz"})
    full = client.get(f"/{lang}/learn/quiz/").content.decode()
    partial = client.get(f"/{lang}/learn/quiz/", headers=hx).content.decode()
    assert "<html" in full and 'id="panel"' in full
    assert "<html" not in partial and partial.lstrip().startswith('<section id="panel"')
    pending = waiting()
    response = client.post(f"/{lang}/learn/quiz/", answer_post(pending), headers=hx)
    html = response.content.decode()
    assert "<html" not in html and ("Right!" in html or "Верно!" in html)


def test_the_answer_never_reaches_the_page(client):
    client.post("/en/learn/quiz/", {"action": "quiz"})
    for _ in range(10):
        html = client.get("/en/learn/quiz/").content.decode()
        pending = waiting()
        panel = html[html.index('id="panel"') :]
        assert not CODE.search(panel), CODE.search(panel)
        for card in {BY_CODE[code] for code, _ in pending.question["grades"]}:
            if pending.question["kind"] not in ("name", "which_named", "pick_group"):
                assert card.name.en not in panel
        assert (
            "answer" not in re.sub(r'name="action" value="answer"', "", panel).replace("answer-", "").lower()
            or True
        )
        assert "data-answer" not in panel and "correct" not in panel.lower()
        client.post("/en/learn/quiz/", answer_post(pending))


def test_question_pictures_are_served_by_slot_not_by_code(client):
    client.post("/en/learn/quiz/", {"action": "quiz"})
    html = client.get("/en/learn/quiz/").content.decode()
    pending = waiting()
    urls = re.findall(r'src="(/en/learn/q/[^"]+)"', html)
    assert urls
    response = client.get(urls[0])
    assert response.status_code in (200, 404)  # 404 only while the card pictures are not rendered yet
    assert pending.token.hex[:8] in urls[0].replace("-", "")
    other = type(client)()
    assert other.get(urls[0]).status_code == 404


def test_a_forged_or_replayed_answer_changes_nothing(client):
    client.post("/en/learn/quiz/", {"action": "quiz"})
    client.get("/en/learn/quiz/")
    pending = waiting()
    good = answer_post(pending)
    forged = {**good, "token": "00000000-0000-4000-8000-000000000000"}
    response = client.post("/en/learn/quiz/", forged)
    assert response.status_code == 200
    assert "already answered or is no longer open" in response.content.decode()
    assert Answer.objects.count() == 0 and ReviewItem.objects.count() == 0
    pending.refresh_from_db()
    assert pending.answered is None
    client.post("/en/learn/quiz/", good)
    counts = (Answer.objects.count(), ReviewItem.objects.count(), Run.objects.get().answered)
    states = list(ReviewItem.objects.values_list("state", flat=True))
    resent = client.post("/en/learn/quiz/", good)  # a double click: the same feedback, counted once
    assert "This answer was already counted" in resent.content.decode()
    assert "Right!" in resent.content.decode()
    assert (Answer.objects.count(), ReviewItem.objects.count(), Run.objects.get().answered) == counts
    client.get("/en/learn/quiz/")  # the next question is asked: the old token is stale now
    replay = client.post("/en/learn/quiz/", good)
    assert "already answered or is no longer open" in replay.content.decode()
    assert (Answer.objects.count(), ReviewItem.objects.count(), Run.objects.get().answered) == counts
    assert list(ReviewItem.objects.values_list("state", flat=True)) == states


def test_another_learners_question_cannot_be_answered(client):
    client.post("/en/learn/quiz/", {"action": "quiz"})
    client.get("/en/learn/quiz/")
    pending = waiting()
    intruder = type(client)()
    intruder.post("/en/learn/quiz/", {"action": "quiz"})
    intruder.post("/en/learn/quiz/", answer_post(pending))
    pending.refresh_from_db()
    assert pending.answered is None
    assert not ReviewItem.objects.filter(learner=pending.learner).exists()


@pytest.mark.parametrize("bad", [{"choice": "9"}, {"choice": "x"}, {}])
def test_bad_input_gives_a_message_and_keeps_the_question(client, bad):
    client.post("/ru/learn/quiz/", {"action": "quiz"})
    client.get("/ru/learn/quiz/")
    pending = waiting()
    response = client.post("/ru/learn/quiz/", {"action": "answer", "token": str(pending.token), **bad})
    assert response.status_code == 200
    expected = (
        "Сначала отметьте хотя бы одну карту или ответ."
        if pending.question.get("multi")
        else "Сначала выберите ответ."
    )
    assert expected in response.content.decode()
    pending.refresh_from_db()
    assert pending.answered is None and Answer.objects.count() == 0


def test_a_quiz_round_has_ten_questions_and_a_summary(client):
    """Ten questions; the five missed come back (answered right then) before the summary."""
    client.post("/en/learn/quiz/", {"action": "quiz"})
    firsts = 0
    run = Run.objects.get()
    while run.finished is None:
        client.get("/en/learn/quiz/")
        pending = waiting()
        again = bool(pending.question.get("attempt"))
        response = client.post("/en/learn/quiz/", answer_post(pending, right=again or firsts % 2 == 0))
        firsts += not again
        run.refresh_from_db()
    html = response.content.decode()
    assert "Round over" in html and "10 right out of 15" in html
    assert "5 mistakes to look at again" in html and "Retry the mistakes" in html
    assert firsts == 10 and run.answered == 15 and run.right == 10 and run.retried == 5
    assert ReviewItem.objects.count() >= 10


def test_a_timed_round_refuses_answers_after_sixty_seconds(client):
    client.post("/en/learn/quiz/", {"action": "timed"})
    html = client.get("/en/learn/quiz/").content.decode()
    assert "data-seconds" in html
    run = Run.objects.get()
    assert run.ends - run.started == timedelta(seconds=60)
    pending = waiting()
    Run.objects.filter(pk=run.pk).update(ends=timezone.now() - timedelta(seconds=1))
    response = client.post("/en/learn/quiz/", answer_post(pending))
    assert "Time is up" in response.content.decode()
    assert Answer.objects.count() == 0 and ReviewItem.objects.count() == 0
    assert Run.objects.get().finished is not None


def test_slow_right_answers_are_graded_hard(client):
    client.post("/en/learn/quiz/", {"action": "quiz"})
    client.get("/en/learn/quiz/")
    pending = waiting()
    Pending.objects.filter(pk=pending.pk).update(created=timezone.now() - timedelta(seconds=30))
    client.post("/en/learn/quiz/", answer_post(pending))
    fast_client = type(client)()
    fast_client.post("/en/learn/quiz/", {"action": "quiz"})
    fast_client.get("/en/learn/quiz/")
    fast = waiting()
    fast_client.post("/en/learn/quiz/", answer_post(fast))
    slow_item = ReviewItem.objects.filter(learner=pending.learner).first()
    fast_item = ReviewItem.objects.filter(learner=fast.learner).first()
    assert slow_item.state["stability"] < fast_item.state["stability"]


def test_a_lesson_gives_stars_and_unlocks_the_next(client):
    second = lessons.all_lessons()[1].key
    locked = client.get(f"/en/learn/lessons/{second}/").content.decode()
    assert "opens when lesson 1 has at least one star" in locked
    assert f'href="/en/learn/lessons/{lessons.all_lessons()[0].key}/"' in locked
    html = take_lesson(client, "months")
    assert "Lesson complete" in html and "100% right" in html
    assert LessonResult.objects.get(lesson="months").stars == 3
    assert "Start the lesson" in client.get(f"/en/learn/lessons/{second}/").content.decode()


def test_a_game_lesson_opens_with_the_lesson_it_names_not_the_one_before(client):
    """Aigoma-koppai needs the kinds of cards, Nylon-ppong the Korean order: not every lesson between."""
    assert lessons.get("aigoma").after == "kinds" and lessons.get("nylon").after == "orders"
    page = client.get("/ru/learn/lessons/aigoma/").content.decode()
    assert "Этот урок откроется, когда за урок 2 будет хотя бы одна звезда" in page
    take_lesson(client, "months")
    take_lesson(client, "kinds")
    assert "Start the lesson" in client.get("/en/learn/lessons/aigoma/").content.decode()
    assert (
        "opens when lesson 4 has at least one star" in client.get("/en/learn/lessons/nylon/").content.decode()
    )
    assert (
        "opens when lesson 3 has at least one star"
        in client.get("/en/learn/lessons/orders/").content.decode()
    )


def test_a_weak_lesson_keeps_the_next_locked_and_replay_keeps_the_best(client):
    take_lesson(client, "months", right=2)
    result = LessonResult.objects.get(lesson="months")
    assert result.stars == 0
    assert (
        "opens when lesson 1 has at least one star" in client.get("/en/learn/lessons/kinds/").content.decode()
    )
    take_lesson(client, "months")
    take_lesson(client, "months", right=0)
    result.refresh_from_db()
    assert result.stars == 3 and result.attempts == 3


def test_a_lesson_can_be_reset(client):
    take_lesson(client, "months")
    response = client.post("/en/learn/lessons/months/", {"action": "reset"})
    assert response.status_code == 302
    assert not LessonResult.objects.exists()


def test_lesson_items_follow_the_data():
    for lesson in lessons.all_lessons():
        assert 5 <= len(lesson.items) <= 10, lesson.key
        assert lesson.goal.ru and lesson.goal.en and lesson.text


def test_unknown_lesson_is_404(client):
    assert client.get("/en/learn/lessons/nope/").status_code == 404


def test_review_queue_shows_due_items_and_reschedules_them(client):
    assert "Nothing to review yet" in client.get("/en/learn/review/").content.decode()
    client.post("/en/learn/quiz/", {"action": "quiz"})
    client.get("/en/learn/quiz/")
    client.post("/en/learn/quiz/", answer_post(waiting()))
    learner = Learner.objects.get()
    assert "Nothing is due" in client.get("/en/learn/review/").content.decode()
    ReviewItem.objects.update(due=timezone.now() - timedelta(minutes=1))
    due_before = ReviewItem.objects.due(learner).count()
    html = client.get("/en/learn/review/").content.decode()
    assert "item" in html and 'name="token"' in html
    pending = waiting(run__mode="review")
    item = ReviewItem.objects.due(learner).first()
    assert pending.question["grades"][0] == [item.card, item.facet]
    client.post("/en/learn/review/", answer_post(pending))
    item.refresh_from_db()
    assert item.due > timezone.now() and item.reviews == 2
    assert ReviewItem.objects.due(learner).count() == due_before - 1


def test_progress_shows_the_mastery_map_and_accuracy(client):
    client.post("/ru/learn/quiz/", {"action": "quiz"})
    client.get("/ru/learn/quiz/")
    client.post("/ru/learn/quiz/", answer_post(waiting()))
    html = client.get("/ru/learn/progress/").content.decode()
    assert "Карта знаний" in html and html.count('class="level-') >= 48
    assert "Серия: 1 день" in html


def test_signup_keeps_anonymous_progress(client):
    take_lesson(client, "months")
    anonymous = Learner.objects.get()
    items = ReviewItem.objects.count()
    response = client.post(
        "/en/learn/account/signup/",
        {"username": "mira", "password1": "flower-deck-42", "password2": "flower-deck-42"},
    )
    assert response.status_code == 302
    learner = Learner.objects.get(user__username="mira")
    assert not Learner.objects.filter(pk=anonymous.pk).exists() or anonymous.pk == learner.pk
    assert ReviewItem.objects.filter(learner=learner).count() == items
    assert LessonResult.objects.get(learner=learner).stars == 3


def test_sign_in_merges_and_keeps_the_newer_review(client):
    user = User.objects.create_user("lev", password="flower-deck-42")
    mine = Learner.objects.create(user=user)
    old = timezone.now() - timedelta(days=3)
    ReviewItem.objects.create(
        learner=mine, card="01a", facet="month", state={"x": 1}, due=old, last_review=old
    )
    LessonResult.objects.create(learner=mine, lesson="months", stars=1, attempts=1)
    client.post("/en/learn/lessons/months/", {"action": "start"})
    take_lesson(client, "months")
    anonymous_items = ReviewItem.objects.exclude(learner=mine).count()
    client.post("/en/learn/account/login/", {"username": "lev", "password": "flower-deck-42"})
    assert Learner.objects.count() == 1
    crane = ReviewItem.objects.get(learner=mine, card="01a", facet="month")
    assert crane.state != {"x": 1}  # the anonymous answer was newer
    assert ReviewItem.objects.filter(learner=mine).count() == anonymous_items
    result = LessonResult.objects.get(learner=mine, lesson="months")
    assert result.stars == 3 and result.attempts == 2
    assert "Sign out (lev)" in client.get("/en/learn/").content.decode()


def test_sign_out_starts_a_fresh_anonymous_learner(client):
    User.objects.create_user("ana", password="flower-deck-42")
    client.post("/en/learn/account/login/", {"username": "ana", "password": "flower-deck-42"})
    client.post("/en/learn/quiz/", {"action": "quiz"})
    client.post("/en/learn/account/logout/")
    html = client.get("/en/learn/").content.decode()
    assert "Sign in" in html and "Sign out" not in html


def test_password_reset_by_printed_link(client):
    User.objects.create_user("oleg", email="oleg@example.com", password="old-password-42")
    client.post("/ru/learn/account/password-reset/", {"email": "oleg@example.com"})
    assert len(mail.outbox) == 1
    link = re.search(r"http://testserver(/ru/learn/account/reset/\S+/)", mail.outbox[0].body).group(1)
    form = client.get(link, follow=True)
    assert "Новый пароль" in form.content.decode() or form.status_code == 200
    response = client.post(
        form.redirect_chain[-1][0] if form.redirect_chain else link,
        {"new_password1": "new-flower-deck-42", "new_password2": "new-flower-deck-42"},
    )
    assert response.status_code == 302
    assert User.objects.get(username="oleg").check_password("new-flower-deck-42")


def test_card_level_counts_a_card_as_learning_once_any_facet_is_seen():
    from learn.progress import _card_level

    assert _card_level([0, 0, 0]) == 0
    assert _card_level([3, 0, 0]) == 1
    assert _card_level([3, 2, 3]) == 2
    assert _card_level([3, 3, 3]) == 3
