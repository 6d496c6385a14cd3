"""The Korean deck order on the learn pages: months 11 and 12 are named as the visitor's deck numbers them.

A question stores months by their Japanese numbers (the card's identity); only the labels change, so
the same option is right in either order and the answer still never reaches the page.
"""

from __future__ import annotations

import random
import re

import pytest
from django.utils import translation

from engine.cards import BY_CODE, DECK, months_in_order
from learn import drills, lessons, orders, present, questions
from learn.models import Answer
from tests.learn.conftest import answer_post, waiting

CODE = re.compile(r"\b(0[1-9]|1[0-2])[a-d]\b")
ORDERS = ("ja", "ko")


def use_order(client, order: str) -> None:
    response = client.post("/en/deck/", {"order": order})
    assert response.status_code == 302
    assert client.session["deck_order"] == order


# --------------------------------------------------------------------------- labels


def test_month_labels_follow_the_order():
    assert questions.month_label(11, "en") == "November · willow"
    assert questions.month_label(12, "en") == "December · paulownia"
    assert questions.month_label(11, "en", "ko") == "December · willow"
    assert questions.month_label(12, "ru", "ko") == "Ноябрь · павловния"
    for month in range(1, 11):
        assert questions.month_label(month, "ru", "ko") == questions.month_label(month, "ru")


def test_every_card_is_named_in_its_own_month_in_both_orders():
    for order in ORDERS:
        for card in DECK:
            facts = present.card_facts(card, "en", order)
            assert facts.startswith(questions.month_name(card.month, "en", order))
            assert questions.shown_month(card.month, order) == card.month_in(order)


def test_neighbouring_months_follow_the_order():
    # Paulownia is month 12 in Japan (next to January) and 11 in Korea (next to maple and rain).
    assert questions.month_distance(12, 1) == 1
    assert questions.month_distance(12, 1, "ko") == 2
    assert questions.month_distance(12, 10, "ko") == 1
    assert questions.month_distance(11, 1, "ko") == 1


@pytest.mark.parametrize("order", ORDERS)
@pytest.mark.parametrize("seed", range(30))
def test_generated_month_questions_keep_one_right_answer_in_either_order(order, seed):
    rng = random.Random(seed)
    card = rng.choice(DECK)
    q = questions.card_to_month(rng, card, order=order)
    labels = [present.option_label(q, o, "en", order) for o in q["options"]]
    assert len(set(labels)) == 4
    right = labels[q["answer"][0]]
    assert right.startswith(questions.MONTH_NAMES[card.month_in(order) - 1].en)
    grid = questions.pick_month(rng, card.month, order=order)
    assert sorted(grid["options"][i]["card"] for i in grid["answer"]) == [
        c.code for c in DECK if c.month == card.month
    ]
    others = [grid["options"][i]["card"] for i in range(8) if i not in grid["answer"]]
    assert all(questions.month_distance(BY_CODE[c].month, card.month, order) == 1 for c in others)


def test_the_order_question_names_both_numbers_of_the_card():
    q = orders.order_month(random.Random(1), BY_CODE["11a"], order="ko")
    for order in ORDERS:
        labels = [present.option_label(q, o, "en", order) for o in q["options"]]
        assert labels[q["answer"][0]] == "12 · December"
        assert sorted(labels) == ["1 · January", "10 · October", "11 · November", "12 · December"]
        with translation.override("en"):
            line = present.why(q, "en", order)
        assert line == (
            "Rain man (willow): in the Japanese order it is November (month 11), "
            "in the Korean order December (month 12)."
        )
    with translation.override("ru"):
        line = present.why(q, "ru")
    assert line == (
        "Человек под дождём (ива): в японском порядке это ноябрь (месяц 11), "
        "в корейском — декабрь (месяц 12)."
    )


def test_order_questions_are_asked_only_where_the_orders_differ():
    """Months 1-10 have one number in both orders: an order question about them would teach nothing."""
    for card in DECK:
        if card.month <= 10:
            with pytest.raises(ValueError):
                orders.order_month(random.Random(0), card, order="ko")
    for seed in range(60):
        q = questions.make("order_month", random.Random(seed), DECK[seed % 40])
        subject = BY_CODE[q["shown"][0]]
        assert subject.month in (11, 12) and subject.kind is DECK[seed % 40].kind
        numbers = [o["month"] for o in q["options"]]
        right = numbers[q["answer"][0]]
        tempting = subject.month_in("ja" if q["params"]["order"] == "ko" else "ko")
        assert right != tempting and tempting in numbers


@pytest.mark.parametrize("deck", ORDERS)
def test_an_order_question_asks_about_the_order_the_deck_does_not_use(deck):
    q = questions.make("order_month", random.Random(5), BY_CODE["12a"], order=deck)
    assert q["params"]["order"] == ("ja" if deck == "ko" else "ko")
    with translation.override("en"):
        asked = "Japanese" if deck == "ko" else "Korean"
        assert present.prompt(q, "en", deck) == f"Which month is this card in the {asked} order?"


@pytest.mark.parametrize("order", ORDERS)
def test_order_pick_is_the_eight_cards_of_both_months(order):
    q = orders.order_pick(random.Random(3), 12, order=order)
    assert sorted(o["card"] for o in q["options"]) == sorted(c.code for c in DECK if c.month in (11, 12))
    assert sorted(q["options"][i]["card"] for i in q["answer"]) == ["12a", "12b", "12c", "12d"]
    with translation.override("en"):
        named = "November" if order == "ko" else "December"
        assert named in present.prompt(q, "en") and "paulownia" not in present.prompt(q, "en")


def test_no_lesson_asks_an_order_question_about_months_one_to_ten():
    for lesson in lessons.all_lessons():
        for item in lesson.items:
            if item["kind"] in orders.KINDS:
                month = item.get("month") or BY_CODE[item["card"]].month
                assert month in (11, 12), (lesson.key, item)


def test_full_month_bonus_is_named_by_its_plant_in_either_order():
    """The willow month is November or December by the order: the bonus names the plant only."""
    from engine.games.hato.scoring import full_month_name

    assert full_month_name(11).get("en") == "Full month: willow"
    assert full_month_name(12).get("ru") == "Весь месяц: павловния"
    question = {
        "drill": "bonus",
        "game": "hato",
        "score": {
            "items": [{"key": "full_month_11", "name_ru": "Весь месяц: ива", "name_en": "Full month: willow"}]
        },
    }
    with translation.override("en"):
        assert drills.why(question, "en") == "This pile holds: Full month: willow."


# --------------------------------------------------------------------------- lesson texts

MONTH_WORDS = {
    11: re.compile(r"ноябр|November", re.I),
    12: re.compile(r"декабр|December", re.I),
}
PLANT_WORDS = {
    11: re.compile(r"\bив[аыуе]\b|дожд|молни|willow|rain|lightning", re.I),  # Japanese month 11
    12: re.compile(r"павлов|paulownia", re.I),  # Japanese month 12
}


def clauses(paragraph: str) -> list[str]:
    return [c for c in re.split(r"[.,;:]| а | and ", paragraph) if c.strip()]


@pytest.mark.parametrize("order", ORDERS)
def test_lesson_texts_pair_months_and_plants_as_the_order_does(order):
    """Wherever a clause names month 11 or 12 together with a plant, the pair fits the order."""
    checked = 0
    for lesson in lessons.all_lessons():
        if lesson.key == "orders":  # teaches both orders side by side
            continue
        for paragraph in lesson.paragraphs(order):
            for text in (paragraph.ru, paragraph.en):
                for clause in clauses(text):
                    for shown, month_word in MONTH_WORDS.items():
                        if not month_word.search(clause):
                            continue
                        for plant_month, plant_word in PLANT_WORDS.items():
                            if plant_word.search(clause):
                                fits = questions.shown_month(plant_month, order) == shown
                                assert fits, (lesson.key, clause)
                                checked += 1
    assert checked >= 8


def test_korean_texts_differ_only_where_months_11_and_12_are_named():
    for lesson in lessons.all_lessons():
        for ja, ko in zip(lesson.paragraphs("ja"), lesson.paragraphs("ko"), strict=True):
            if ja != ko:
                assert any(w.search(ja.en) for w in MONTH_WORDS.values()), lesson.key


# --------------------------------------------------------------------------- pages


@pytest.mark.django_db
@pytest.mark.parametrize("order", ORDERS)
def test_months_lesson_names_months_in_the_order_and_judges_either(client, order):
    use_order(client, order)
    intro = client.get("/en/learn/lessons/months/").content.decode()
    if order == "ko":
        assert "In the Korean hwatu deck November is paulownia" in intro
    else:
        assert "November by the willow in the rain" in intro
    # The twelve months are shown as pictures, in the deck's order, before the first question.
    rows = re.findall(r'<p class="show-label">(\d+) · (\w+) · ([\w ]+)</p>', intro)
    assert [int(n) for n, _m, _p in rows] == list(range(1, 13))
    assert rows[10][1:] == (("November", "paulownia") if order == "ko" else ("November", "willow"))
    assert rows[11][1:] == (("December", "willow") if order == "ko" else ("December", "paulownia"))
    client.post("/en/learn/lessons/months/", {"action": "start"})
    items = lessons.get("months").items
    for number, item in enumerate(items):
        html = client.get("/en/learn/lessons/months/").content.decode()
        panel = html[html.index('id="panel"') :]
        assert not CODE.search(panel)
        pending = waiting()
        if item == {"kind": "pick_month", "month": 11}:
            expected = "December · willow" if order == "ko" else "November · willow"
            assert f"Pick the four cards of {expected}." in panel
        if item.get("card") == "12c":
            right = pending.question["answer"][0] + 1
            label = re.search(rf'value="{right}"[^>]*>.*?<span class="label">([^<]+)</span>', panel, re.S)
            expected = "November · paulownia" if order == "ko" else "December · paulownia"
            assert label and label.group(1) == expected
        html = client.post("/en/learn/lessons/months/", answer_post(pending)).content.decode()
        assert "Right!" in html, (number, item)
        if item.get("card") == "12c":
            month = "November" if order == "ko" else "December"
            assert f"belongs to {month}: its plant is paulownia" in html
    assert Answer.objects.filter(right=True).count() == len(items)


@pytest.mark.django_db
@pytest.mark.parametrize("order", ORDERS)
def test_quiz_in_either_order_hides_the_answer_and_grades_it(client, order):
    use_order(client, order)
    client.post("/ru/learn/quiz/", {"action": "quiz"})
    for _ in range(10):
        html = client.get("/ru/learn/quiz/").content.decode()
        pending = waiting()
        panel = html[html.index('id="panel"') :]
        assert not CODE.search(panel)
        if pending.question["kind"] not in ("name", "which_named", "pick_group"):
            for code, _facet in pending.question["grades"]:
                assert BY_CODE[code].name.ru not in panel
        html = client.post("/ru/learn/quiz/", answer_post(pending)).content.decode()
        assert "Верно!" in html
    assert Answer.objects.filter(right=True).count() == 10


@pytest.mark.django_db
@pytest.mark.parametrize("order", ORDERS)
def test_mastery_map_lists_months_in_the_order(client, order):
    use_order(client, order)
    html = client.get("/en/learn/progress/").content.decode()
    headings = re.findall(r"<h3>(\d+) · (\w+)</h3>", html)
    assert [int(n) for n, _ in headings] == list(range(1, 13))
    assert headings[10][1] == "November" and headings[11][1] == "December"
    months = months_in_order(order)
    blocks = html.split('class="mastery-month"')[1:]
    for month, block in zip(months, blocks, strict=True):
        plant = DECK[(month - 1) * 4].plant.name.en.lower()
        assert plant in block.lower(), (month, plant)
