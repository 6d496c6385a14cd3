"""Lessons end with links to play's guided practice deals."""

from __future__ import annotations

import pytest
from django.utils.html import escape

from engine import practice
from learn import lessons
from tests.learn.conftest import take_lesson

pytestmark = pytest.mark.django_db


def test_every_practice_key_of_the_lessons_exists_in_play():
    keys = [key for lesson in lessons.all_lessons() for key in lesson.practice]
    assert keys, "no lesson links to practice"
    missing = [key for key in keys if practice.get(key) is None]
    assert not missing, missing
    for lesson in lessons.all_lessons():
        assert len(set(lesson.practice)) == len(lesson.practice), lesson.key
        for key in lesson.practice:
            game = practice.get(key).game
            assert game in ("hato", "koikoi", "aigoma", "nylon", "gostop")
            for name in ("hato", "koikoi", "aigoma", "nylon", "gostop"):
                if name in lesson.key:
                    assert game == name, (lesson.key, key)


def test_the_bonus_yaku_and_table_lessons_link_to_practice():
    for key in ("hato-bonuses", "koikoi-yaku", "table"):
        assert lessons.get(key).practice, key
    assert not lessons.get("months").practice


def unlock_all(client, lang):
    for lesson in lessons.all_lessons():
        take_lesson(client, lesson.key, lang=lang)


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.thorough), "ru"])  # en: make test
def test_a_finished_lesson_shows_its_practice_deals_with_titles(client, lang):
    for lesson in lessons.all_lessons():
        html = take_lesson(client, lesson.key, lang=lang)
        assert ("Lesson complete" in html) or ("Урок пройден" in html)
        heading = "Try it at the table" if lang == "en" else "Попробуйте за столом"
        if not lesson.practice:
            assert heading not in html
            continue
        assert heading in html, lesson.key
        for key in lesson.practice:
            scenario = practice.get(key)
            assert f'href="/{lang}/play/practice/{key}/"' in html
            assert escape(scenario.title.get(lang)) in html
        intro = client.get(f"/{lang}/learn/lessons/{lesson.key}/").content.decode()
        assert heading in intro and f"/play/practice/{lesson.practice[0]}/" in intro


def test_practice_links_lead_to_play_pages(client):
    for lesson in lessons.all_lessons():
        for link in lessons.practice_links(lesson, "en"):
            assert client.get(link["url"]).status_code == 200
