"""Question generators: one right answer, distinct options, plausible distractors, interleaving."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import BY_CODE, DECK, Kind
from learn import questions
from learn.questions import month_distance, plausible, quiz_name

SEEDS = range(6)


def option_key(option: dict) -> tuple:
    if "name" in option:
        return ("name", quiz_name(BY_CODE[option["name"]]))
    return tuple(sorted(option.items()))


def assert_distinct(q: dict) -> None:
    keys = [option_key(o) for o in q["options"]]
    assert len(keys) == len(set(keys)), q
    assert q["answer"] and all(0 <= i < len(q["options"]) for i in q["answer"])


@pytest.mark.parametrize("card", DECK, ids=lambda c: c.code)
def test_card_to_month_has_one_right_month_and_plausible_others(card):
    for seed in SEEDS:
        q = questions.card_to_month(random.Random(seed), card)
        assert_distinct(q)
        months = [o["month"] for o in q["options"]]
        assert months.count(card.month) == 1 and len(months) == 4
        assert q["options"][q["answer"][0]]["month"] == card.month
        for m in months:
            same_kind = any(c.kind is card.kind for c in DECK[(m - 1) * 4 : m * 4])
            assert month_distance(m, card.month) <= 2 or same_kind


@pytest.mark.parametrize("card", DECK, ids=lambda c: c.code)
def test_card_to_kind_offers_the_four_kinds(card):
    q = questions.card_to_kind(random.Random(0), card)
    assert_distinct(q)
    assert [o["kind"] for o in q["options"]] == ["bright", "animal", "ribbon", "plain"]
    assert q["options"][q["answer"][0]]["kind"] == card.kind.value


@pytest.mark.parametrize("card", DECK, ids=lambda c: c.code)
def test_card_to_name_has_one_matching_name(card):
    for seed in SEEDS:
        q = questions.card_to_name(random.Random(seed), card)
        assert_distinct(q)
        names = [quiz_name(BY_CODE[o["name"]]) for o in q["options"]]
        assert names.count(quiz_name(card)) == 1
        assert quiz_name(BY_CODE[q["options"][q["answer"][0]]["name"]]) == quiz_name(card)
        for o in q["options"]:
            assert plausible(card, BY_CODE[o["name"]])


@pytest.mark.parametrize("month", range(1, 13))
def test_pick_month_answer_is_exactly_the_four_cards(month):
    for seed in SEEDS:
        q = questions.pick_month(random.Random(seed), month)
        assert_distinct(q)
        picked = {q["options"][i]["card"] for i in q["answer"]}
        assert picked == {c.code for c in DECK if c.month == month}
        for o in q["options"]:
            assert month_distance(BY_CODE[o["card"]].month, month) <= 1


@pytest.mark.parametrize("card", DECK, ids=lambda c: c.code)
@pytest.mark.parametrize("by", ["month", "kind"])
def test_odd_one_out_has_exactly_one_odd_card(card, by):
    for seed in SEEDS:
        q = questions.odd_one_out(random.Random(seed), card, by=by)
        assert_distinct(q)
        cards = [BY_CODE[o["card"]] for o in q["options"]]
        assert cards[q["answer"][0]] == card
        rest = [c for c in cards if c != card]
        attr = (lambda c: c.month) if by == "month" else (lambda c: c.kind)
        assert len({attr(c) for c in rest}) == 1
        assert attr(card) != attr(rest[0])
        if by == "month":
            assert month_distance(card.month, rest[0].month) == 1
        else:
            assert any(month_distance(card.month, c.month) <= 1 for c in rest) or all(
                c.kind is rest[0].kind for c in rest
            )


@pytest.mark.parametrize("card", DECK, ids=lambda c: c.code)
def test_which_named_offers_four_cards_of_the_same_kind_where_it_can(card):
    """Four cards, one with the name; the others of the same kind wherever the deck has three that a
    learner cannot tell apart from it by name, so that the picture's subject alone does not answer."""
    same_kind = [
        c for c in DECK if c.kind is card.kind and not questions.twins(c, card) and plausible(card, c)
    ]
    for seed in SEEDS:
        q = questions.which_named(random.Random(seed), card)
        assert_distinct(q)
        cards = [BY_CODE[o["card"]] for o in q["options"]]
        assert len(cards) == 4 and sum(quiz_name(c) == quiz_name(card) for c in cards) == 1
        others = [c for c in cards if c != card]
        assert all(plausible(card, other) for other in others)
        if len(same_kind) >= 3:
            assert all(other.kind is card.kind for other in others), (card.code, [c.code for c in others])


@pytest.mark.parametrize("card", DECK, ids=lambda c: c.code)
def test_capture_has_exactly_one_card_of_the_same_month(card):
    for seed in SEEDS:
        q = questions.capture(random.Random(seed), card)
        assert_distinct(q)
        table = [BY_CODE[o["card"]] for o in q["options"]]
        assert sum(c.month == card.month for c in table) == 1
        assert table[q["answer"][0]].month == card.month
        assert card.code not in {c.code for c in table}
        for c in table:
            assert plausible(card, c)


@pytest.mark.parametrize("group", sorted(questions.GROUPS))
def test_pick_group_answer_is_the_group(group):
    for seed in SEEDS:
        q = questions.pick_group(random.Random(seed), group)
        assert_distinct(q)
        assert {q["options"][i]["card"] for i in q["answer"]} == set(questions.GROUPS[group][1])


def test_groups_follow_the_card_data():
    assert len(questions.GROUPS["brights"][1]) == 5
    assert set(questions.GROUPS["blue"][1]) == {"06b", "09b", "10b"}
    assert set(questions.GROUPS["red_plain"][1]) == {"04b", "05b", "07b", "11c"}


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), kind=st.sampled_from(questions.KINDS), index=st.integers(0, 47))
def test_every_generated_question_is_well_formed(seed, kind, index):
    q = questions.make(kind, random.Random(seed), DECK[index])
    assert_distinct(q)
    assert q["kind"] == kind
    assert len(q["options"]) >= 2
    right = questions.is_right(q, q["answer"])
    assert right
    for i in range(len(q["options"])):
        if not q.get("multi"):
            assert questions.is_right(q, [i]) == (i in q["answer"])


def test_interleaved_round_changes_kind_month_and_kind_of_card():
    rng = random.Random(7)
    asked: list[str] = []
    previous = None
    for _ in range(40):
        q = questions.interleaved(rng, asked)
        code = q["grades"][0][0]
        if previous is not None:
            assert q["kind"] != previous[0]
            subject = BY_CODE[code]
            if q["kind"] != "pick_month":
                assert subject.month != BY_CODE[previous[1]].month
                assert subject.kind is not BY_CODE[previous[1]].kind
        asked.append(f"{q['kind']}:{code}")
        previous = (q["kind"], code)
    assert len({a.partition(":")[0] for a in asked}) == len(questions.KINDS)


def test_parse_choice_rejects_nonsense():
    q = questions.card_to_month(random.Random(1), DECK[0])
    assert questions.parse_choice(q, ["1"]) == [0]
    for bad in ([], ["0"], ["5"], ["x"], ["1", "2"]):
        assert questions.parse_choice(q, bad) is None
    grid = questions.pick_month(random.Random(1), 3)
    assert questions.parse_choice(grid, ["1", "3", "3"]) == [0, 2]


def test_confused_card_is_the_card_of_the_chosen_month_with_the_same_kind():
    crane = BY_CODE["01a"]
    q = questions.card_to_month(random.Random(2), crane)
    wrong = next(i for i, o in enumerate(q["options"]) if o["month"] != 1)
    confused = BY_CODE[questions.confused_card(q, [wrong])]
    assert confused.month == q["options"][wrong]["month"]
    if any(c.kind is Kind.BRIGHT for c in DECK if c.month == confused.month):
        assert confused.kind is Kind.BRIGHT
    assert questions.confused_card(q, q["answer"]) is None


def test_grid_grades_each_card_of_the_month():
    q = questions.pick_month(random.Random(3), 5)
    grades = questions.card_grades(q, q["answer"][:3])
    assert sorted(ok for _, _, ok in grades) == [False, True, True, True]
