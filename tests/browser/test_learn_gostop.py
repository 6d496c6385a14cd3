"""The Go-Stop lesson as a person takes it: the roles table and a worked score first, then role
questions and score drills, one role missed on purpose (it comes back), and the practice deals at the
end; in Russian on a phone and in English at desktop width.

Screenshots go to test-artifacts/screenshots/learn-gostop-*.png.
"""

from __future__ import annotations

import pytest

from learn import lessons
from learn.models import Learner, LessonResult
from tests.browser.test_learn_lessons import answer, pictures_loaded, seeded_questions, waiting

__all__ = ["seeded_questions"]  # the live server's questions come from fixed seeds (autouse fixture)

pytestmark = pytest.mark.django_db(transaction=True)

TEXTS = {
    "ru": {
        "start": "Начать урок",
        "roles": "Чем считается каждая карта в го-стоп",
        "prompt": "Го-стоп: чем считается эта карта?",
        "wrong": "в го-стоп —",
        "done": "Урок пройден",
        "practice": "Попробуйте за столом",
    },
    "en": {
        "start": "Start the lesson",
        "roles": "What each card counts as in Go-Stop",
        "prompt": "Go-Stop: what does this card count as?",
        "wrong": "in Go-Stop —",
        "done": "Lesson complete",
        "practice": "Try it at the table",
    },
}


@pytest.mark.parametrize(("lang", "device"), [("ru", "page_360"), ("en", "page")])
def test_the_go_stop_lesson_from_the_roles_to_the_practice_deals(lang, device, request, screenshot, axe):
    page = request.getfixturevalue(device)
    words, width = TEXTS[lang], 360 if device == "page_360" else 1280
    page.goto(f"/{lang}/learn/lessons/months/")  # a learner begins with the first lesson
    page.click(f"text={words['start']}")
    page.wait_for_selector("#panel form.question")
    learner = Learner.objects.get()
    for lesson in lessons.all_lessons()[:-1]:
        LessonResult.objects.create(learner=learner, lesson=lesson.key, stars=1, best_accuracy=0.6)

    page.goto(f"/{lang}/learn/lessons/gostop/")
    page.wait_for_selector(f"text={words['start']}")
    assert words["roles"] in page.inner_text("#panel")
    assert page.locator(".showcase-roles .show-row").count() == 11
    assert page.locator(".showcase-roles img").count() == 48
    assert page.locator(".worked-example .example-steps li").count() >= 2
    pictures_loaded(page)
    screenshot(page, f"learn-gostop-intro-{lang}-{width}")
    axe(page, include="#panel")
    assert page.evaluate("document.documentElement.scrollWidth") <= width

    page.click(f"text={words['start']}")
    page.wait_for_selector("#panel form.question")
    missed = None
    for number in range(20):
        if number:
            page.click("[data-next]")
            page.wait_for_selector("#panel form.question")
        question = waiting().question
        if question["kind"] == "gostop_role" and missed is None and not question.get("attempt"):
            assert words["prompt"] in page.inner_text("#panel")
            pictures_loaded(page)
            screenshot(page, f"learn-gostop-role-{lang}-{width}")
            answer(page, right=False)
            missed = question["shown"][0]
            feedback = page.inner_text("#panel .feedback")
            assert words["wrong"] in feedback
            screenshot(page, f"learn-gostop-wrong-{lang}-{width}")
        else:
            if question.get("attempt"):
                assert question["shown"] == [missed]  # the missed role comes back
            answer(page, right=True)
            if question.get("drill") == "score" and number < 12:
                screenshot(page, f"learn-gostop-score-{lang}-{width}")
        if page.locator("#panel .summary").count():
            break
    panel = page.inner_text("#panel")
    assert words["done"] in panel and words["practice"] in panel
    links = page.locator(".practice-links a")
    assert links.count() == len(lessons.get("gostop").practice)
    screenshot(page, f"learn-gostop-end-{lang}-{width}")
    href = links.first.get_attribute("href")
    assert href == f"/{lang}/play/practice/gostop-stop-ahead/"
    links.first.click()
    page.wait_for_url(f"**{href}")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
