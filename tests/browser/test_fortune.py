"""The three-card reading as a person takes it, in both languages, at desktop and phone width."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.browser.conftest import save_screenshot

QUESTION_RU = "Стоит ли мне начать новое дело этой весной?"
QUESTION_EN = "Should I take the new job?"


def _take_reading(page, *, lang: str, question: str, pick_one_by_one: bool) -> str:
    page.goto(f"/{lang}/fortune/")
    page.get_by_label("Ваш вопрос" if lang == "ru" else "Your question", exact=True).fill(question)
    page.get_by_role("button", name="Перемешать колоду" if lang == "ru" else "Shuffle the deck").click()
    page.wait_for_url(re.compile(r"/fortune/r/[A-Za-z0-9_-]+/$"))
    url = page.url
    assert page.locator("button.fortune-back").count() == 48
    # The face-down cards carry a position only.
    assert page.locator("button.fortune-back img").count() == 0
    if pick_one_by_one:
        label = "Закрытая карта {} из 48" if lang == "ru" else "Face-down card {} of 48"
        for opened, number in enumerate((5, 20, 41), start=1):
            page.get_by_role("button", name=label.format(number), exact=True).click()
            if opened < 3:
                page.locator(".fortune-slot.is-open").nth(opened - 1).wait_for()
                assert page.locator(".fortune-slot.is-open").count() == opened
                assert page.locator("button.fortune-back").count() == 48 - opened
            if opened == 1:
                save_screenshot(page, f"fortune-spread-desktop-{lang}")
    else:
        page.get_by_role(
            "button", name="Пусть карты вытянет сайт" if lang == "ru" else "Let the site draw for me"
        ).click()
    page.locator(".fortune-interpretation").wait_for()
    assert page.locator(".fortune-result-card").count() == 3
    assert page.locator(".fortune-interpretation p").count() >= 5
    return url


def _check_repeat_permalink_image_and_delete(
    page, browser, live_server, *, lang: str, question: str, url: str
):
    interpretation = page.locator(".fortune-interpretation").inner_text()
    # The same question, other case and punctuation: the earlier reading with a gentle note.
    page.goto(f"/{lang}/fortune/")
    page.get_by_label(re.compile("Ваш вопрос|Your question")).fill("  " + question.upper().rstrip("?") + "!!")
    page.get_by_role("button", name=re.compile("Перемешать колоду|Shuffle the deck")).click()
    page.wait_for_url(url)
    note = "уже задавали этот вопрос" if lang == "ru" else "You have asked this question before"
    assert note in page.locator(".fortune-messages").inner_text()
    assert page.locator(".fortune-interpretation").inner_text() == interpretation
    # Share, then open the permalink as a stranger: cards and text, never the question.
    page.get_by_role("button", name=re.compile("Поделиться раскладом|Share this reading")).click()
    permalink = page.locator("#permalink").input_value()
    assert permalink.startswith(live_server.url) and permalink.endswith("/")
    stranger = browser.new_context(base_url=live_server.url)
    other = stranger.new_page()
    other.goto(permalink)
    body = other.locator("body").inner_text()
    assert question not in body and question.upper() not in body
    assert other.locator(".fortune-interpretation").inner_text() == interpretation
    image_url = other.locator('meta[property="og:image"]').get_attribute("content")
    response = other.request.get(image_url)
    assert response.status == 200 and response.headers["content-type"] == "image/png"
    other.goto(image_url)
    size = other.evaluate("() => [document.images[0].naturalWidth, document.images[0].naturalHeight]")
    assert size == [1200, 630]
    stranger.close()
    # The journal shows my question; delete the reading from it.
    page.get_by_role("link", name=re.compile("Мои расклады|My readings")).first.click()
    assert question in page.locator(".fortune-journal").inner_text()
    page.get_by_role("link", name=re.compile("^(Удалить|Delete)$")).first.click()
    page.get_by_role("button", name=re.compile("Да, удалить|Yes, delete")).click()
    assert page.locator(".fortune-journal").count() == 0
    assert page.goto(url).status == 404


@pytest.mark.allow_console(r"404 \(Not Found\)")
def test_reading_in_russian_on_desktop(page, browser, live_server, axe, screenshot) -> None:
    page.emulate_media(reduced_motion="reduce")
    page.goto("/ru/fortune/")
    axe(page)
    screenshot(page, "fortune-index-desktop-ru")
    url = _take_reading(page, lang="ru", question=QUESTION_RU, pick_one_by_one=True)
    assert "Прошлое" in page.locator(".fortune-result").inner_text()
    axe(page)
    screenshot(page, "fortune-reading-desktop-ru")
    _check_repeat_permalink_image_and_delete(
        page, browser, live_server, lang="ru", question=QUESTION_RU, url=url
    )


@pytest.mark.allow_console(r"404 \(Not Found\)")
def test_reading_in_english_on_a_phone(page_360, browser, live_server, axe, screenshot) -> None:
    page = page_360
    page.emulate_media(reduced_motion="reduce")
    page.goto("/en/fortune/")
    page.get_by_label("Your question", exact=True).fill(QUESTION_EN)
    page.get_by_role("button", name="Shuffle the deck").click()
    page.wait_for_url(re.compile(r"/fortune/r/"))
    axe(page)
    screenshot(page, "fortune-spread-360-en")
    page.get_by_role("button", name="Face-down card 1 of 48", exact=True).click()
    page.locator(".fortune-slot.is-open").first.wait_for()
    page.get_by_role("button", name="Let the site draw for me").click()
    page.locator(".fortune-interpretation").wait_for()
    url = page.url
    assert "The past" in page.locator(".fortune-result").inner_text()
    no_overflow = page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    assert no_overflow
    axe(page)
    screenshot(page, "fortune-reading-360-en")
    _check_repeat_permalink_image_and_delete(
        page, browser, live_server, lang="en", question=QUESTION_EN, url=url
    )


def test_reading_works_without_javascript(browser, live_server) -> None:
    context = browser.new_context(base_url=live_server.url, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto("/ru/fortune/")
        page.get_by_label("Ваш вопрос", exact=True).fill("Что меня ждёт этой зимой?")
        page.get_by_role("button", name="Перемешать колоду").click()
        for number in (48, 1, 24):
            page.get_by_role("button", name=f"Закрытая карта {number} из 48", exact=True).click()
        assert page.locator(".fortune-result-card").count() == 3
        assert "Ответ" in page.locator(".fortune-interpretation h2").inner_text()
    finally:
        context.close()


@pytest.mark.allow_console(r"404 \(Not Found\)")
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_unknown_reading_is_a_friendly_404(page, lang) -> None:
    response = page.goto(f"/{lang}/fortune/r/AAAAAAAAAAAAAAAAAAAAAA/")
    assert response.status == 404
    assert page.locator("h1").inner_text() in ("Расклад не найден", "Reading not found")


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.long
def test_every_drawn_card_fits_a_phone(page_360, lang) -> None:
    """All 48 cards, each in every position: no name or theme pushes the page sideways at 360 px.

    The site draws at random, so a reading test alone meets only some cards; Chrysanthemum and
    «торжественность» once overflowed three narrow columns.
    """
    from django.utils import timezone

    from engine.cards import DECK
    from fortune.models import Reading

    codes = [c.code for c in DECK]
    tokens = []
    for k in range(len(codes)):
        picks = [k, (k + 17) % 48, (k + 34) % 48]
        reading = Reading(
            owner_key="phone-test",
            deck=".".join(codes),
            picks=".".join(map(str, picks)),
            cards=".".join(codes[p] for p in picks),
            shared=True,
            completed=timezone.now(),
        )
        reading.save()
        tokens.append(reading.token)
    wide = []
    for token in tokens:
        page_360.goto(f"/{lang}/fortune/r/{token}/")
        if not page_360.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth"):
            wide.append(page_360.locator(".fortune-result").inner_text())
    assert not wide, wide[:2]


@pytest.mark.allow_console(r"400 \(Bad Request\)")
def test_the_question_leads_in_russian(page, axe, screenshot) -> None:
    """Empty question asked for, a refusal, a health yes/no reading, then the same question reworded."""
    page.emulate_media(reduced_motion="reduce")
    page.goto("/ru/fortune/")
    page.get_by_role("button", name="Перемешать колоду").click()
    assert "Сначала напишите вопрос" in page.locator("#question-error").inner_text()
    page.get_by_label("Ваш вопрос", exact=True).fill("Когда умрёт моя бабушка?")
    page.get_by_role("button", name="Перемешать колоду").click()
    assert "О смерти" in page.locator(".fortune-refusal").inner_text()
    assert page.get_by_label("Ваш вопрос", exact=True).input_value() == "Когда умрёт моя бабушка?"
    # A health question that asks for a yes or a no, read with the «next card» kwang rule.
    page.get_by_label("Ваш вопрос", exact=True).fill("Выздоровеет ли мама?")
    page.get_by_label("одну карту — следующую (последняя карта усиливает предыдущую)").check()
    page.get_by_role("button", name="Перемешать колоду").click()
    page.wait_for_url(re.compile(r"/fortune/r/[A-Za-z0-9_-]+/$"))
    url = page.url
    page.get_by_role("button", name="Пусть карты вытянет сайт").click()
    answer = page.locator(".fortune-interpretation")
    answer.wait_for()
    text = answer.inner_text()
    assert "Здоровье" in text and "да или нет:" in text
    assert re.search("скорее да|скорее нет|пока нет|зависит от вас", text)
    assert "врач" in page.locator(".fortune-caution").inner_text()
    axe(page)
    screenshot(page, "fortune-health-desktop-ru")
    # The same question in other words: the earlier reading, with the day it was asked.
    page.goto("/ru/fortune/")
    page.get_by_label("Ваш вопрос", exact=True).fill("мама скоро выздоровеет")
    page.get_by_role("button", name="Перемешать колоду").click()
    page.wait_for_url(url)
    note = page.locator(".fortune-messages").inner_text()
    assert "только другими словами" in note and re.search(r"\d{4}", note)
    assert page.locator(".fortune-interpretation").inner_text() == text


def test_the_journal_rates_sums_up_and_exports(page_360, axe, screenshot) -> None:
    """On a phone, in English: two readings, rate one, see the summary, download CSV and JSON."""
    page = page_360
    page.emulate_media(reduced_motion="reduce")
    for question in ("Will I get the job?", "How will my health be this winter?"):
        page.goto("/en/fortune/")
        page.get_by_label("Your question", exact=True).fill(question)
        page.get_by_role("button", name="Shuffle the deck").click()
        page.get_by_role("button", name="Let the site draw for me").click()
        page.locator(".fortune-interpretation").wait_for()
    page.get_by_role("link", name="My readings").first.click()
    summary = page.locator(".fortune-summary")
    assert "2 readings in your journal" in summary.inner_text()
    assert summary.locator(".fortune-summary-months img").count() >= 1
    entry = page.locator(".fortune-entry").filter(has_text="Will I get the job?")
    entry.get_by_label("4 out of 5").check()
    entry.get_by_label("Note").fill("The offer came a week later.")
    entry.get_by_role("button", name="Save").click()
    assert "The entry is saved." in page.locator(".fortune-messages").inner_text()
    assert "on average it turned out 4.0 out of 5" in page.locator(".fortune-summary").inner_text()
    entry = page.locator(".fortune-entry").filter(has_text="Will I get the job?")
    assert entry.get_by_label("4 out of 5").is_checked()
    no_overflow = page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    assert no_overflow
    axe(page)
    screenshot(page, "fortune-journal-360-en")
    with page.expect_download() as csv_download:
        page.get_by_role("link", name="CSV (for a spreadsheet)").click()
    csv_text = Path(csv_download.value.path()).read_text(encoding="utf-8-sig")
    assert "The offer came a week later." in csv_text and "Work and study" in csv_text
    with page.expect_download() as json_download:
        page.get_by_role("link", name="JSON").click()
    data = json.loads(Path(json_download.value.path()).read_text(encoding="utf-8"))
    assert {r["question"] for r in data["readings"]} == {
        "Will I get the job?",
        "How will my health be this winter?",
    }
    assert {r["subject"] for r in data["readings"]} == {"Work and study", "Health"}
