"""The learn app as a person uses it: a lesson, a quiz round, a drill and a review, in both languages.

The English run uses the keyboard alone. Phone-width screenshots of every screen are saved to
test-artifacts/screenshots/learn-*.png.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from learn.models import Pending, ReviewItem
from tests.browser.conftest import settled

pytestmark = pytest.mark.django_db(transaction=True)


def waiting() -> Pending:
    return Pending.objects.open().latest("created")


def pictures_loaded(page) -> None:
    """Wait until every picture in the panel has loaded (question pictures come from a view; a lesson's
    opening pictures below the fold are lazy, so they are asked for now)."""
    page.evaluate("() => document.querySelectorAll('#panel img').forEach(i => { i.loading = 'eager'; })")
    page.wait_for_function(
        "() => [...document.querySelectorAll('#panel img')].every(i => i.complete && i.naturalWidth > 0)"
    )


def shot(screenshot, page, name: str) -> None:
    pictures_loaded(page)
    screenshot(page, name)


def click_right_answer(page) -> None:
    settled(page)
    pending = waiting()
    question = pending.question
    if question.get("input") == "number":
        page.fill("#answer-number", str(question["number"]))
        page.click("[data-submit]")
    elif question.get("multi"):
        for i in question["answer"]:
            page.check(f'[data-option="{i + 1}"]')
        page.click("[data-submit]")
    else:
        page.click(f'[data-option="{question["answer"][0] + 1}"]')
    page.wait_for_selector("#panel .feedback")


def press_right_answer(page) -> None:
    """Answer with the keyboard only: digits, then Enter."""
    settled(page)
    pending = waiting()
    question = pending.question
    if question.get("input") == "number":
        page.keyboard.press("Tab") if not page.evaluate(
            "document.activeElement.id === 'answer-number'"
        ) else None
        page.focus("#answer-number")  # the number field is reached with Tab in real use
        page.keyboard.type(str(question["number"]))
        page.keyboard.press("Enter")
    elif question.get("multi"):
        for i in question["answer"]:
            page.keyboard.press(str(i + 1))
        page.keyboard.press("Enter")
    else:
        page.keyboard.press(str(question["answer"][0] + 1))
    page.wait_for_selector("#panel .feedback")


def test_lesson_in_russian_on_a_phone(page_360, screenshot, axe):
    page = page_360
    page.goto("/ru/learn/")
    shot(screenshot, page, "learn-index-ru-360")
    axe(page, include="main")
    page.click("text=Узнавать месяц карты по её растению.")
    page.wait_for_selector("text=Начать урок")
    shot(screenshot, page, "learn-lesson-intro-ru-360")
    page.click("text=Начать урок")
    page.wait_for_selector("#panel form.question")
    shot(screenshot, page, "learn-lesson-question-ru-360")
    axe(page, include="#panel")
    for number in range(8):
        if number:
            page.click("[data-next]")
            page.wait_for_selector("#panel form.question")
        if waiting().question["kind"] == "pick_month" and number == 2:
            shot(screenshot, page, "learn-lesson-grid-ru-360")
        click_right_answer(page)
        if number == 0:
            shot(screenshot, page, "learn-feedback-ru-360")
    page.wait_for_selector("text=Урок пройден")
    assert "Верно: 100%" in page.inner_text("#panel")
    shot(screenshot, page, "learn-lesson-done-ru-360")
    page.click("text=Следующий урок")
    page.wait_for_selector("text=Начать урок")


def test_quiz_drill_and_review_with_the_keyboard_in_english(page, page_360, screenshot):
    page.goto("/en/learn/quiz/")
    page.keyboard.press("Enter")  # starts the ten-question round
    page.wait_for_selector("#panel form.question")
    for number in range(10):
        press_right_answer(page)
        if number < 9:
            page.keyboard.press("Enter")  # the next question
            page.wait_for_selector("#panel form.question")
    # The last answer's feedback carries the round's summary (Enter there would start a new round).
    page.wait_for_selector("text=Round over")
    assert "10 right out of 10" in page.inner_text("#panel")
    page.keyboard.press("?")  # nothing to help with on the summary; no error either

    ReviewItem.objects.update(due=timezone.now() - timedelta(minutes=1))
    page.goto("/en/learn/review/")
    page.wait_for_selector("#panel form.question")
    before = ReviewItem.objects.filter(due__lte=timezone.now()).count()
    press_right_answer(page)
    assert "Right!" in page.inner_text("#panel")
    assert ReviewItem.objects.filter(due__lte=timezone.now()).count() == before - 1

    page.goto("/en/learn/drills/hato/score/")
    page.wait_for_selector("#answer-number")
    press_right_answer(page)
    assert "How the engine scores this pile" in page.inner_text("#panel")

    page.goto("/en/learn/drills/koikoi/bonus/")
    page.wait_for_selector("#panel form.question")
    page.keyboard.press("?")
    assert page.evaluate("document.getElementById('keys-help').open")
    press_right_answer(page)
    assert "Right!" in page.inner_text("#panel")

    page.goto("/en/learn/progress/")
    assert page.locator(".mastery li").count() == 48


def test_every_screen_at_phone_width(page_360, screenshot):
    page = page_360
    page.goto("/en/learn/quiz/")
    page.click("text=Timed round: 60 seconds")
    page.wait_for_selector("#panel form.question")
    shot(screenshot, page, "learn-quiz-timed-en-360")
    click_right_answer(page)
    shot(screenshot, page, "learn-quiz-feedback-en-360")
    page.goto("/ru/learn/drills/")
    shot(screenshot, page, "learn-drills-ru-360")
    for game, kind in (("hato", "bonus"), ("hato", "complete"), ("koikoi", "stop"), ("koikoi", "score")):
        page.goto(f"/ru/learn/drills/{game}/{kind}/")
        page.wait_for_selector("#panel form.question")
        shot(screenshot, page, f"learn-drill-{game}-{kind}-ru-360")
        click_right_answer(page)
        shot(screenshot, page, f"learn-drill-{game}-{kind}-feedback-ru-360")
    page.goto("/ru/learn/review/")
    shot(screenshot, page, "learn-review-ru-360")
    page.goto("/ru/learn/progress/")
    shot(screenshot, page, "learn-progress-ru-360")
    page.goto("/ru/learn/account/signup/")
    shot(screenshot, page, "learn-signup-ru-360")
    page.goto("/en/learn/account/login/")
    shot(screenshot, page, "learn-login-en-360")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360


def test_korean_deck_turn_lesson_and_practice_link(page_360, screenshot):
    """With the Korean deck, months 11 and 12 are named in the Korean order; the «Хато» turn lesson
    is answered with the keyboard and ends with links to play's practice deals."""
    from learn import lessons
    from learn.models import Learner, LessonResult

    page = page_360
    page.goto("/en/learn/")
    page.click("button:has-text('Korean')")
    page.goto("/en/learn/lessons/months/")
    assert "In the Korean hwatu deck November is paulownia" in page.inner_text("#panel")
    page.click("text=Start the lesson")
    page.wait_for_selector("#panel form.question")
    for number in range(8):
        if number:
            page.click("[data-next]")
            page.wait_for_selector("#panel form.question")
        if waiting().question["params"].get("month") == 11:
            assert "Pick the four cards of December · willow." in page.inner_text("#panel")
            shot(screenshot, page, "learn-lesson-grid-ko-en-360")
        click_right_answer(page)
    assert "100% right" in page.inner_text("#panel")

    learner = Learner.objects.get()
    for lesson in lessons.all_lessons():
        LessonResult.objects.get_or_create(learner=learner, lesson=lesson.key, defaults={"stars": 1})
    page.goto("/en/learn/lessons/hato-turn/")
    page.keyboard.press("Enter")  # the start button has the focus key
    page.wait_for_selector("#panel form.question")
    for number in range(len(lessons.get("hato-turn").items)):
        if number:
            page.keyboard.press("Enter")
            page.wait_for_selector("#panel form.question")
        if number < 3:
            shot(screenshot, page, f"learn-turn-{waiting().question['kind']}-en-360")
        press_right_answer(page)
    page.wait_for_selector("text=Lesson complete")
    shot(screenshot, page, "learn-turn-done-en-360")
    link = page.locator(".practice-links a").first
    href = link.get_attribute("href")
    assert href.startswith("/en/play/practice/hato-")
    link.click()
    page.wait_for_url(f"**{href}")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
