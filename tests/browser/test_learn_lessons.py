"""Lessons that show before they ask, mistakes that come back, quizzes that give nothing away, as a
person meets them: in Russian on a phone and in English at desktop width.

Screenshots go to test-artifacts/screenshots/learn-lessons-*.png.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest

from learn.models import Pending, ReviewItem, Run
from tests.browser.conftest import settled

pytestmark = pytest.mark.django_db(transaction=True)

CARDS = Path(__file__).resolve().parents[2] / "static" / "cards"
CODE = re.compile(r"(0[1-9]|1[0-2])[a-d]")
TEXTS = {
    "ru": {
        "start": "Начать урок",
        "again": "Ещё раз: здесь вы ошиблись",
        "done": "Урок пройден",
        "retry": "Повторить ошибки",
        "misses": "2 ошибки — посмотрите ещё раз",
        "over": "Раунд окончен",
        "back": "Вернуться к уроку",
        "example": "Разберём пример",
    },
    "en": {
        "start": "Start the lesson",
        "again": "Once more: you missed this one",
        "done": "Lesson complete",
        "retry": "Retry the mistakes",
        "misses": "2 mistakes to look at again",
        "over": "Round over",
        "back": "Back to the lesson",
        "example": "A worked example",
    },
}


@pytest.fixture(autouse=True)
def seeded_questions(monkeypatch):
    """The live server makes its questions from a fixed sequence of seeds (same process)."""
    seeds = iter(range(5000, 100000))
    monkeypatch.setattr("learn.workflow.question_seed", lambda: next(seeds))


def waiting() -> Pending:
    return Pending.objects.open().latest("created")


def pictures_loaded(page) -> None:
    """Wait until every picture in the panel has loaded (the lazy ones below the fold too)."""
    page.evaluate("() => document.querySelectorAll('#panel img').forEach(i => { i.loading = 'eager'; })")
    page.wait_for_function(
        "() => [...document.querySelectorAll('#panel img')].every(i => i.complete && i.naturalWidth > 0)"
    )


def shot(screenshot, page, name: str) -> None:
    pictures_loaded(page)
    screenshot(page, f"learn-lessons-{name}")


def answer(page, *, right: bool) -> dict:
    """Click an answer to the waiting question like a person: the right one, or a wrong one on purpose."""
    settled(page)
    question = waiting().question
    if question.get("input") == "number":
        page.fill("#answer-number", str(question["number"] + (0 if right else 1)))
        page.click("[data-submit]")
    elif question.get("multi"):
        wrong = [i for i in range(len(question["options"])) if i not in question["answer"]][:1]
        for i in question["answer"] if right else wrong:
            page.check(f'[data-option="{i + 1}"]')
        page.click("[data-submit]")
    else:
        wrong = next(i for i in range(len(question["options"])) if i not in question["answer"])
        page.click(f'[data-option="{(question["answer"][0] if right else wrong) + 1}"]')
    page.wait_for_selector("#panel .feedback")
    return question


@pytest.mark.parametrize(("lang", "device"), [("ru", "page_360"), ("en", "page")])
def test_a_lesson_shows_first_brings_mistakes_back_and_retries_them(lang, device, request, screenshot, axe):
    page = request.getfixturevalue(device)
    words = TEXTS[lang]
    width = "360" if device == "page_360" else "1280"
    page.goto(f"/{lang}/learn/lessons/months/")
    page.wait_for_selector(f"text={words['start']}")
    # Show, then ask: the twelve months as pictures and a worked example come before the first question.
    assert page.locator(".showcase-months .show-row").count() == 12
    assert page.locator(".showcase-months img").count() == 48
    assert page.locator(".worked-example .example-steps li").count() >= 2
    assert words["example"] in page.inner_text("#panel")
    assert not Pending.objects.exists()
    shot(screenshot, page, f"intro-{lang}-{width}")
    axe(page, include="#panel")
    page.click(f"text={words['start']}")
    page.wait_for_selector("#panel form.question")

    missed, seen_again, firsts = [], [], 0
    for number in range(30):
        if number:
            page.click("[data-next]")
            page.wait_for_selector("#panel form.question")
        pending = waiting()
        if pending.question.get("attempt"):
            assert words["again"] in page.inner_text("#panel")
            seen_again.append(pending.question["origin"])
            if len(seen_again) == 1:
                shot(screenshot, page, f"again-{lang}-{width}")
            answer(page, right=True)
        else:
            wrong = firsts in (0, 2)  # two misses on purpose: the first and the third new question
            firsts += 1
            question = answer(page, right=not wrong)
            if wrong:
                missed.append(question["spec"])
                if len(missed) == 1:
                    shot(screenshot, page, f"wrong-{lang}-{width}")
        if page.locator("#panel .summary").count():
            break
    assert sorted(map(repr, seen_again)) == sorted(map(repr, missed))  # each miss came back once
    panel = page.inner_text("#panel")
    assert words["done"] in panel and words["misses"] in panel
    assert page.locator(".misses .miss-cards img").count() >= 2
    shot(screenshot, page, f"end-{lang}-{width}")
    assert page.evaluate("document.documentElement.scrollWidth") <= int(width)

    page.click(f"text={words['retry']}")
    page.wait_for_selector("#panel form.question")
    shot(screenshot, page, f"retry-{lang}-{width}")
    retry = Run.objects.get(mode="retry")
    for number in range(10):
        if number:
            page.click("[data-next]")
            page.wait_for_selector("#panel form.question")
        answer(page, right=True)
        retry.refresh_from_db()
        if retry.finished is not None:
            break
    assert retry.answered == 2
    assert words["over"] in page.inner_text("#panel")
    page.click(f"text={words['back']}")
    page.wait_for_url(f"**/{lang}/learn/lessons/months/")


def test_question_pictures_fetched_by_the_browser_name_no_card(page):
    """Every picture the browser loads for a question: no card in its address or headers, and bytes
    that are none of the public card files."""
    public = {hashlib.sha256(p.read_bytes()).hexdigest() for p in CARDS.rglob("*.*")}
    fetched: list = []
    page.on("response", lambda r: fetched.append(r) if "/learn/q/" in r.url else None)
    page.goto("/en/learn/quiz/")
    page.click("text=10 questions")
    for number in range(4):
        if number:
            page.click("[data-next]")
        page.wait_for_selector("#panel form.question")
        pictures_loaded(page)
        token = str(waiting().token)
        html = page.inner_html("#panel form.question").replace(token, "")
        html = re.sub(r'name="csrfmiddlewaretoken" value="[^"]*"', "", html)
        assert not re.search(r"\b(0[1-9]|1[0-2])[a-d]\b", html)
        answer(page, right=True)
    assert len(fetched) >= 4  # at least one picture a question (the browser picks one size and format)
    for response in fetched:
        headers = response.all_headers()
        assert response.status == 200 and headers["content-type"] in ("image/webp", "image/png")
        assert "content-disposition" not in headers and "last-modified" not in headers
        for value in headers.values():
            assert ".png" not in value and ".webp" not in value
        assert hashlib.sha256(response.body()).hexdigest() not in public


def test_drill_piles_are_grouped_by_kind_and_wide_enough_at_desktop(page, page_360, screenshot):
    page.goto("/en/learn/drills/koikoi/bonus/")
    page.wait_for_selector("#panel form.question")
    pictures_loaded(page)
    widths = page.eval_on_selector_all(
        ".pile-cards img", "els => els.map(e => e.getBoundingClientRect().width)"
    )
    assert widths and min(widths) >= 72
    captions = page.locator(".pile-caption").all_inner_texts()
    assert captions and all(re.fullmatch(r"(Brights|Animals|Ribbons|Plains): \d+", c) for c in captions)
    shot(screenshot, page, "drill-pile-en-1280")
    page_360.goto("/ru/learn/drills/hato/score/")
    page_360.wait_for_selector("#answer-number")
    page_360.click("#keys-help summary")
    assert "Введите число и нажмите Enter" in page_360.inner_text("#keys-help")
    assert page_360.evaluate("document.documentElement.scrollWidth") <= 360
    shot(screenshot, page_360, "drill-score-ru-360")


@pytest.mark.parametrize(("lang", "device"), [("ru", "page_360"), ("en", "page")])
def test_the_progress_page_shows_the_forecast_and_sets_the_limits(lang, device, request, screenshot, axe):
    page = request.getfixturevalue(device)
    page.goto(f"/{lang}/learn/quiz/")
    page.click("button[value=quiz]")
    page.wait_for_selector("#panel form.question")
    answer(page, right=False)
    page.goto(f"/{lang}/learn/progress/")
    assert page.locator(".forecast-table tbody tr").count() == 7
    assert ReviewItem.objects.exists()
    page.fill("#limit-new_per_day", "5")
    page.fill("#limit-reviews_per_day", "99999")  # more than the page allows
    page.click("button:has-text('{}')".format("Сохранить лимиты" if lang == "ru" else "Save the limits"))
    page.wait_for_selector(".limits .error")
    page.fill("#limit-reviews_per_day", "60")
    page.click("button:has-text('{}')".format("Сохранить лимиты" if lang == "ru" else "Save the limits"))
    page.wait_for_selector(
        "text={}".format("Дневные лимиты сохранены." if lang == "ru" else "The daily limits are saved.")
    )
    assert (
        page.input_value("#limit-new_per_day") == "5" and page.input_value("#limit-reviews_per_day") == "60"
    )
    width = "360" if device == "page_360" else "1280"
    assert page.evaluate("document.documentElement.scrollWidth") <= int(width)
    shot(screenshot, page, f"progress-{lang}-{width}")
    axe(page, include="main")


def test_the_korean_deck_shows_lesson_one_and_two_in_its_order(page_360, screenshot):
    page = page_360
    page.goto("/ru/learn/")
    page.click("button:has-text('корейская')")
    page.goto("/ru/learn/lessons/months/")
    labels = page.locator(".showcase-months .show-label").all_inner_texts()
    assert labels[10] == "11 · Ноябрь · павловния" and labels[11] == "12 · Декабрь · ива"
    sources = page.eval_on_selector_all(".showcase-months img", "els => els.map(e => e.currentSrc || e.src)")
    assert all("/cards/hwatu/" in s for s in sources)
    assert [CODE.search(s).group(0) for s in sources[40:44]] == ["12a", "12b", "12c", "12d"]
    shot(screenshot, page, "intro-ko-ru-360")
    from learn.models import Learner, LessonResult

    LessonResult.objects.create(learner=Learner.objects.get(), lesson="months", stars=1)
    page.goto("/ru/learn/lessons/kinds/")
    text = page.inner_text("#panel")
    assert "в ноябре (павловния) простых карт три" in text and "Ноябрьская" not in text
    shot(screenshot, page, "kinds-ko-ru-360")
