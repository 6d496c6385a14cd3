"""Show, then ask: every lesson opens with the cards it teaches as pictures and one worked example,
in the learner's language and deck order, before its first question."""

from __future__ import annotations

import re

import pytest
from django.utils import translation

from engine.cards import DECK, months_in_order
from learn import examples, lessons, showcase
from learn.models import LessonResult, Pending

ORDERS = ("ja", "ko")
LANGS = ("ru", "en")


@pytest.mark.parametrize("lesson", lessons.all_lessons(), ids=lambda lesson: lesson.key)
def test_every_lesson_shows_cards_and_works_an_example(lesson):
    assert lesson.show, lesson.key
    assert lesson.example, lesson.key
    for lang in LANGS:
        for order in ORDERS:
            with translation.override(lang):
                sections = showcase.sections(lesson.show, lang, order)
                worked = examples.worked(lesson, lang, order)
            assert sections and all(s["title"] and s["rows"] for s in sections)
            assert all(row["cards"] for s in sections for row in s["rows"])
            assert worked is not None and worked["prompt"] and worked["answer"]
            assert len(worked["steps"]) >= 1 and all(worked["steps"])
            marked = [o for o in worked["options"] if o["right"]]
            assert marked or worked["number"] is not None


def test_the_worked_example_is_the_same_on_every_visit():
    lesson = lessons.get("table")
    with translation.override("en"):
        assert examples.worked(lesson, "en", "ja") == examples.worked(lesson, "en", "ja")


@pytest.mark.parametrize("order", ORDERS)
def test_lesson_one_shows_the_twelve_months_with_their_four_cards_in_the_deck_order(order):
    with translation.override("en"):
        (months,) = showcase.sections(lessons.get("months").show, "en", order)
    assert len(months["rows"]) == 12
    for row, month in zip(months["rows"], months_in_order(order), strict=True):
        assert [c["code"] for c in row["cards"]] == [c.code for c in DECK if c.month == month]
    assert months["rows"][10]["label"] == (
        "11 · November · paulownia" if order == "ko" else "11 · November · willow"
    )


def test_the_worked_example_of_lesson_one_reads_step_by_step_in_russian():
    with translation.override("ru"):
        worked = examples.worked(lessons.get("months"), "ru", "ja")
    assert worked["prompt"] == "Какой месяц у этой карты?"
    assert worked["steps"] == ["Ищем растение: на карте — хризантема.", "Хризантема — это сентябрь."]
    assert worked["answer"] == "Сентябрь · хризантема"
    assert [o["label"] for o in worked["options"] if o["right"]] == ["Сентябрь · хризантема"]


def test_the_order_example_follows_the_deck():
    for order, asked in (("ja", "Korean"), ("ko", "Japanese")):
        with translation.override("en"):
            worked = examples.worked(lessons.get("orders"), "en", order)
        assert f"in the {asked} order" in worked["prompt"]
        assert worked["answer"] == ("12 · December" if asked == "Korean" else "11 · November")


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("order", ORDERS)
def test_the_intro_shows_pictures_and_the_example_before_the_start_button(client, lang, order):
    client.post("/en/deck/", {"order": order})
    html = client.get(f"/{lang}/learn/lessons/months/").content.decode()
    panel = html[html.index('id="panel"') :]
    showcase_at = panel.index('class="showcase')
    text_at = panel.index('class="lesson-text"')
    example_at = panel.index('class="worked-example"')
    start_at = panel.index('value="start"')
    assert showcase_at < text_at < example_at < start_at
    face = "hwatu" if order == "ko" else "hanafuda"
    assert len(re.findall(rf"/static/cards/{face}/1x/\d\d[a-d]\.png", panel[showcase_at:text_at])) == 48
    assert not Pending.objects.exists()  # nothing is asked before the learner starts


@pytest.mark.django_db
def test_every_lesson_intro_renders_in_both_languages(client):
    client.get("/en/learn/")
    client.get("/en/learn/quiz/")  # a learner for this browser
    from learn.models import Learner

    learner = Learner.objects.get()
    for lesson in lessons.all_lessons():
        LessonResult.objects.create(learner=learner, lesson=lesson.key, stars=1)
    for lesson in lessons.all_lessons():
        for lang in LANGS:
            html = client.get(f"/{lang}/learn/lessons/{lesson.key}/").content.decode()
            assert 'class="worked-example"' in html and 'class="showcase' in html, (lesson.key, lang)
            assert "example-steps" in html
