"""An audit of every question kind: one right answer, no two options alike, no prompt that answers
itself, and no question about the deck orders where both orders say the same."""

from __future__ import annotations

import random

import pytest
from django.utils import translation

from engine.cards import BY_CODE, DECK
from frame.games import on_site
from learn import drills, lessons, orders, present, questions, turns

SEEDS = range(25)


def every_kind() -> list[dict]:
    """One lesson-item spec per question kind the site asks, with a card that fits it."""
    specs = [{"kind": kind, "card": "11a"} for kind in questions.KINDS]
    specs += [{"kind": "order_pick", "month": 12, "order": "ko"}, {"kind": "pick_group", "group": "blue"}]
    specs += [{"kind": kind} for kind in turns.KINDS]
    specs += [{"kind": kind, "card": "03c"} for kind in questions.GAME_KINDS]
    specs += [
        {"kind": "drill", "drill": drill, "game": game, "level": 2}
        for game in drills.games()
        for drill in on_site(game).drill_kinds
    ]
    return specs


def _labels(question: dict, lang: str, order: str) -> list[str]:
    labels = []
    for option in question["options"]:
        label = present.option_label(question, option, lang, order)
        labels.append(label or questions.quiz_name(BY_CODE[option["card"]]).get(lang))
    return labels


@pytest.mark.parametrize("spec", every_kind(), ids=lambda s: s.get("drill") or s["kind"])
@pytest.mark.parametrize("order", ["ja", "ko"])
def test_every_kind_has_one_right_answer_and_options_that_differ(spec, order):
    for seed in SEEDS if spec["kind"] != "drill" else range(4):
        question = lessons.question(spec, random.Random(seed), order=order)
        for lang in ("ru", "en"):
            with translation.override(lang):
                labels = _labels(question, lang, order)
                prompt = present.prompt(question, lang, order)
            if question.get("input") == "number":
                continue
            assert question["answer"] and len(question["answer"]) < len(labels)
            cards = [o.get("card") for o in question["options"]]
            if all(cards):  # pictures: distinct cards, and no right card looks like a wrong one
                assert len(set(cards)) == len(cards)
                right = [BY_CODE[cards[i]] for i in question["answer"]]
                wrong = [BY_CODE[c] for i, c in enumerate(cards) if i not in question["answer"]]
                assert not any(questions.twins(r, w) for r in right for w in wrong), (spec, cards)
                continue
            assert len(labels) == len(set(labels)), (spec, labels)
            if question["kind"] not in ("drill_bonus", "drill_stop", "nylon_penalty", "turn_count"):
                # words that answer the question must not stand in the prompt
                right_words = [labels[i] for i in question["answer"]]
                assert not any(label in prompt for label in right_words), (prompt, right_words)


@pytest.mark.parametrize("kind", ["month", "name", "kind", "odd_one_out", "capture"])
def test_a_card_question_does_not_name_its_card_in_the_prompt(kind):
    for seed in SEEDS:
        card = DECK[seed % 48]
        question = questions.make(kind, random.Random(seed), card)
        with translation.override("en"):
            prompt = present.prompt(question, "en")
        for code in questions.right_cards(question):
            assert questions.quiz_name(BY_CODE[code]).en not in prompt


def test_order_questions_always_need_the_difference():
    """The right number is never the one the other order gives: only months 11 and 12 are asked."""
    for seed in SEEDS:
        for deck in ("ja", "ko"):
            question = questions.make("order_month", random.Random(seed), DECK[seed], order=deck)
            card = BY_CODE[question["shown"][0]]
            asked = question["params"]["order"]
            right = question["options"][question["answer"][0]]["month"]
            other = card.month_in("ja" if asked == "ko" else "ko")
            assert card.month in orders.SWAPPED and right != other
            assert {o["month"] for o in question["options"]} == set(orders.NUMBERS)


def test_the_quiz_draws_order_questions_only_on_the_willow_and_the_paulownia():
    rng = random.Random(11)
    asked: list[str] = []
    for _ in range(200):
        question = questions.interleaved(rng, asked)
        card = question["spec"].get("card") or question["grades"][0][0]
        if question["kind"] in orders.KINDS:
            assert BY_CODE[card].month in orders.SWAPPED
        asked.append(f"{question['kind']}:{card}")
    assert any(a.startswith("order_month:") for a in asked)


def test_the_odd_one_out_and_the_capture_are_decided_by_the_fact_they_ask():
    for seed in SEEDS:
        card = DECK[(seed * 7) % 48]
        by_month = questions.odd_one_out(random.Random(seed), card, by="month")
        others = [
            BY_CODE[o["card"]] for i, o in enumerate(by_month["options"]) if i not in by_month["answer"]
        ]
        assert len({c.month for c in others}) == 1 and card.month not in {c.month for c in others}
        by_kind = questions.odd_one_out(random.Random(seed), card, by="kind")
        others = [BY_CODE[o["card"]] for i, o in enumerate(by_kind["options"]) if i not in by_kind["answer"]]
        assert len({c.kind for c in others}) == 1 and card.kind not in {c.kind for c in others}
