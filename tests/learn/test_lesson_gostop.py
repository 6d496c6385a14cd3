"""The Go-Stop lesson: its role questions, score drills and picture table, checked against the engine."""

from __future__ import annotations

import random
import re

import pytest
from django.utils import translation
from django.utils.html import escape

from engine.cards import BY_CODE, DECK
from engine.game import get_game
from learn import drills, examples, lessons, present, questions, roles, showcase
from learn.models import LessonResult, Run
from tests.learn.conftest import answer_post, take_lesson, waiting
from tests.learn.test_lessons_aigoma_nylon import _learner, scenario_keys

GOSTOP = get_game("gostop")


#: The roles as the rules state them (ko.wikipedia «고스톱», the rules page): the Korean deck's
#: brights, the rain bright, godori's birds, the ribbon sets, the double junk and the sake cup.
RULES = {
    "bright": "01a 03a 08a 12a",
    "rain_bright": "11a",
    "bird": "02a 04a 08b",
    "animal": "05a 06a 07a 10a 11b",
    "sake_cup": "09a",
    "poem_ribbon": "01b 02b 03b",
    "blue_ribbon": "06b 09b 10b",
    "plain_ribbon": "04b 05b 07b",
    "rain_ribbon": "11c",
    "double_junk": "11d 12c",
}


def _role_by_the_rules(code: str) -> str:
    return next((role for role, codes in RULES.items() if code in codes.split()), "junk")


def test_the_role_of_a_double_junk_is_what_the_scorer_counts():
    """Nine junk and the lightning score 2 (eleven junk), nine and a plain 1: the roles table and the
    scorer agree."""
    nine = [BY_CODE[c].index for c in ["01c", "01d", "02c", "02d", "03c", "03d", "04c", "04d", "05c"]]
    assert GOSTOP.score_pile([*nine, BY_CODE["11d"].index]).total == 2
    assert GOSTOP.score_pile([*nine, BY_CODE["12c"].index]).total == 2
    assert GOSTOP.score_pile([*nine, BY_CODE["12b"].index]).total == 1


@pytest.mark.parametrize("card", [c.code for c in DECK])
def test_every_cards_role_is_the_one_the_engine_scores(card):
    assert roles.role_of(BY_CODE[card]) == _role_by_the_rules(card)


@pytest.mark.parametrize("seed", range(40))
def test_role_questions_have_one_right_role_and_three_others(seed):
    rng = random.Random(seed)
    card = DECK[seed % 48]
    q = questions.make("gostop_role", rng, card)
    assert q["shown"] == [card.code]
    values = [o["value"] for o in q["options"]]
    assert len(values) == 4 and len(set(values)) == 4
    assert q["answer"] == [values.index(roles.role_of(card))]
    assert questions.is_right(q, q["answer"])
    assert not any(questions.is_right(q, [i]) for i in range(4) if i not in q["answer"])
    assert set(values) <= set(GOSTOP.facts["role_names"])


def test_the_right_role_moves_between_the_options():
    places = {questions.make("gostop_role", random.Random(s), BY_CODE["11d"])["answer"][0] for s in range(40)}
    assert places == {0, 1, 2, 3}


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_why_line_names_the_role_and_its_rule(lang):
    with translation.override(lang):
        for card in DECK:
            q = questions.make("gostop_role", random.Random(card.index), card)
            why = present.why(q, lang)
            role = roles.role_names()[roles.role_of(card)].get(lang)
            assert role in why and questions.quiz_name(card).get(lang) in why
            assert "%(" not in why and str(present.ROLE_RULES[roles.role_of(card)]) in why
    with translation.override("ru"):
        q = questions.make("gostop_role", random.Random(1), BY_CODE["11d"])
        assert present.why(q, "ru") == (
            "«Молния» в го-стоп — двойная простая карта (ссанпи). Среди простых карт она считается за две."
        )
        assert present.prompt(q, "ru") == "Го-стоп: чем считается эта карта?"


@pytest.mark.parametrize("kind", ["bonus", "score", "complete"])
@pytest.mark.parametrize("level", [1, 3, 5])
def test_go_stop_drills_are_scored_by_the_engine(kind, level):
    for seed in range(4):
        q = drills.make(kind, random.Random(seed), game="gostop", level=level)
        pile = [BY_CODE[c].index for c in q["shown"]]
        score = GOSTOP.score_pile(pile)
        assert q["score"] == score.as_json()
        if kind == "score":
            assert q["number"] == score.total
        if kind == "bonus":
            present_keys = {i.key for i in score.items if GOSTOP.is_combination(i.key)}
            picked = {q["options"][i]["key"] for i in q["answer"]} - {""}
            assert picked == present_keys
        if kind == "complete":
            right = BY_CODE[q["params"]["card"]].index
            after = {i.key for i in GOSTOP.score_pile([*pile, right]).items}
            assert set(q["params"]["keys"]) <= after - {i.key for i in score.items}


def test_the_score_drill_asks_for_combinations_and_counts_together():
    q = drills.make("score", random.Random(2), game="gostop", level=3)
    with translation.override("en"):
        assert "combinations and card counts together" in present.prompt(q, "en")
    with translation.override("ru"):
        assert present.prompt(q, "ru").startswith("Сколько очков в «Го-стоп» стоят эти взятые карты")
    koikoi = drills.make("score", random.Random(2), game="koikoi", level=3)
    with translation.override("en"):
        assert "yaku of this pile" in present.prompt(koikoi, "en")  # Koi-Koi keeps its question


@pytest.mark.parametrize("order", ["ja", "ko"])
def test_the_roles_table_shows_every_card_once_in_the_learners_order(order):
    with translation.override("en"):
        section = showcase.sections(lessons.get("gostop").show, "en", order)[0]
    codes = [c["code"] for row in section["rows"] for c in row["cards"]]
    assert sorted(codes) == sorted(c.code for c in DECK)
    double = next(row for row in section["rows"] if row["label"].startswith("Double junk"))
    paulownia_first = order == "ko"
    assert [c["code"] for c in double["cards"]] == (["12c", "11d"] if paulownia_first else ["11d", "12c"])


def test_the_lesson_is_the_last_one_after_koikoi_and_plays_the_go_stop_practice():
    lesson = lessons.get("gostop")
    assert lessons.all_lessons()[-1] is lesson and lesson.after == "koikoi-stop"
    assert list(lesson.practice) == scenario_keys("gostop")
    kinds = {item["kind"] for item in lesson.items}
    assert kinds == {"gostop_role", "drill"}
    assert {item["drill"] for item in lesson.items if item["kind"] == "drill"} == {
        "bonus",
        "score",
        "complete",
    }
    for paragraph in lesson.text:  # the texts keep the rules page's Korean words
        assert paragraph.ru and paragraph.en
    text = " ".join(p.ru for p in lesson.text)
    for word in ("пи", "ппок", "ттадак", "«Го!»", "«Стоп»", "годори", "хондан", "пибак", "кванбак"):
        assert word in text, word


@pytest.mark.parametrize("order", ["ja", "ko"])
def test_every_item_makes_a_question_and_the_example_is_worked(order):
    lesson = lessons.get("gostop")
    for seed in range(5):
        for item in lesson.items:
            q = lessons.question(item, random.Random(seed), order=order)
            assert len(q["answer"]) >= 1 or q.get("input") == "number"
    with translation.override("ru"):
        worked = examples.worked(lesson, "ru", order)
    assert worked is not None and worked["steps"] and worked["answer"].isdigit()


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_lesson_plays_through_the_views_with_three_stars(client, lang):
    for lesson in lessons.all_lessons():
        if lesson.key == "gostop":
            break
        LessonResult.objects.create(learner=_learner(client), lesson=lesson.key, stars=3, best_accuracy=1.0)
    intro = client.get(f"/{lang}/learn/lessons/gostop/").content.decode()
    heading = (
        "What each card counts as in Go-Stop" if lang == "en" else "Чем считается каждая карта в го-стоп"
    )
    assert heading in intro
    html = take_lesson(client, "gostop", lang=lang)
    assert ("Lesson complete" in html) or ("Урок пройден" in html)
    assert LessonResult.objects.get(lesson="gostop").stars == 3
    for link in lessons.practice_links(lessons.get("gostop"), lang):
        assert f'href="{link["url"]}"' in html
        assert client.get(link["url"]).status_code == 200


@pytest.mark.django_db
def test_a_wrong_role_is_refused_with_the_reason_and_the_card_by_slot(client):
    for lesson in lessons.all_lessons():
        if lesson.key == "gostop":
            break
        LessonResult.objects.create(learner=_learner(client), lesson=lesson.key, stars=3, best_accuracy=1.0)
    client.post("/en/learn/lessons/gostop/", {"action": "start"})
    run = Run.objects.get(mode="lesson", lesson="gostop")
    asked = 0
    while run.finished is None:
        html = client.get("/en/learn/lessons/gostop/").content.decode()
        pending = waiting()
        q = pending.question
        if q["kind"] != "gostop_role" or q.get("attempt"):
            client.post("/en/learn/lessons/gostop/", answer_post(pending))
            run.refresh_from_db()
            continue
        panel = html[html.index('id="panel"') :]
        assert "what does this card count as?" in panel
        assert not re.search(r"\b(0[1-9]|1[0-2])[a-d]\b", panel)  # the card by slot, never by code
        assert escape(questions.quiz_name(BY_CODE[q["shown"][0]]).en) not in panel  # its alt names nothing
        html = client.post("/en/learn/lessons/gostop/", answer_post(pending, right=False)).content.decode()
        assert "Not quite." in html
        with translation.override("en"):
            assert escape(present.why(q, "en")) in html
        asked += 1
        run.refresh_from_db()
    assert asked == sum(item["kind"] == "gostop_role" for item in lessons.get("gostop").items)
