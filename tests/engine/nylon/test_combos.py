"""Nylon-ppong card values, combinations, penalty points and the scorer (``score_pile``)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import card
from engine.game import get_game
from engine.games.nylon.combos import (
    VALUE,
    concealed_triplets,
    find_combination,
    hand_penalty,
    hand_penalty_mask,
)
from engine.games.nylon.state import mask_of


def idx(*codes: str) -> tuple[int, ...]:
    return tuple(card(c).index for c in codes)


def test_card_values_are_korean_month_numbers():
    assert VALUE[card("02a").index] == 2
    assert VALUE[card("12a").index] == 11  # paulownia is November in Korea
    assert VALUE[card("11a").index] == 12  # rain is December
    assert sum(VALUE) == 4 * sum(range(1, 13))


def test_the_texts_worked_example():
    """Two January cards, one February, one March, one August: 1 + 1 + 2 + 3 + 8 = 15."""
    hand = idx("01a", "01c", "02b", "03a", "08a")
    assert hand_penalty(hand) == 15
    assert get_game("nylon").score_pile(hand).total == 15


def test_concealed_triplets_count_nothing():
    hand = idx("10a", "10b", "10c", "01d", "02b")
    assert set(concealed_triplets(hand)) == set(idx("10a", "10b", "10c"))
    assert hand_penalty(hand) == 3
    four = idx("11a", "11b", "11c", "11d", "03a")
    assert hand_penalty(four) == 3  # all four of a month held: none of them counts (our reading)
    score = get_game("nylon").score_pile(hand)
    assert [i.key for i in score.items] == ["cards", "concealed_triplet"]
    assert score.items[1].cards == tuple(sorted(idx("10a", "10b", "10c")))


@pytest.mark.parametrize(
    ("codes", "key", "value"),
    [
        (("05a", "05b", "07a", "07b", "09a", "09b"), "three_pairs", 0),
        (("05a", "05b", "05c", "09a", "09b", "09c"), "two_triplets", 0),
        (("10a", "10b", "10c", "10d", "09a", "09b"), "four_and_pair", -50),
        (("01a", "02a", "03a", "04a", "05a", "06a"), "straight", -21),
        (("07a", "08a", "09a", "10a", "12a", "11a"), "straight", -57),  # 7..12 in Korean months
        (("01a", "01b", "01c", "02a", "02b", "03a"), "low_sum", -100),  # 1+1+1+2+2+3 = 10
        (("01a", "01b", "01c", "01d", "02a", "02b"), "low_sum", -100),  # 8: beats four and a pair
    ],
)
def test_every_combination(codes, key, value):
    found = find_combination(idx(*codes))
    assert found is not None and (found.key, found.value) == (key, value)
    score = get_game("nylon").score_pile(idx(*codes))
    assert score.total == value and score.items[0].key == key and len(score.items) == 1


def test_optional_combinations():
    four = idx("04a", "04b", "04c", "04d", "07a", "09a")
    assert find_combination(four) is None
    assert find_combination(four, four_of_a_kind=True).key == "four_of_a_kind"
    high = idx("11a", "11b", "11c", "12a", "12b", "12c")  # 12*3 + 11*3 = 69: two triplets too
    assert find_combination(high).key == "two_triplets"
    assert find_combination(high, high_sum=True).value == -100
    plain_high = idx("11a", "11b", "12a", "12b", "10a", "09a")  # 24+22+10+9 = 65
    assert find_combination(plain_high, high_sum=True) is None
    g = get_game("nylon", options={"four_of_a_kind": True, "high_sum": True})
    assert g.score_pile(four).total == 0
    assert g.score_pile(high).total == -100


def test_no_combination_and_no_wrap():
    wrap = idx("11a", "12a", "01a", "02a", "03a", "04a")  # Dec, Nov, Jan...: no wrap-round
    assert find_combination(wrap) is None
    score = get_game("nylon").score_pile(wrap)
    assert score.total == 12 + 11 + 1 + 2 + 3 + 4
    assert score.items[-1].key == "not_a_combination"
    with pytest.raises(ValueError):
        get_game("nylon").score_pile((1, 1))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 47), min_size=0, max_size=7, unique=True))
def test_mask_and_list_penalties_agree(cards):
    assert hand_penalty_mask(mask_of(cards)) == hand_penalty(cards)
    assert 0 <= hand_penalty(cards) <= sum(VALUE[c] for c in cards)


def test_three_pairs_in_every_month_choice():
    for a, b, c in itertools.combinations(range(12), 3):
        six = (a * 4, a * 4 + 1, b * 4, b * 4 + 1, c * 4, c * 4 + 1)
        assert find_combination(six).value <= 0


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.integers(0, 47), min_size=6, max_size=6, unique=True),
    st.booleans(),
    st.booleans(),
)
def test_the_states_quick_check_agrees_with_the_table(six, four, high):
    g = get_game("nylon", options={"upcard": False, "four_of_a_kind": four, "high_sum": high})
    rest = [c for c in range(48) if c not in six]
    s = g.position(hands=[six, rest[:5]], deck=rest[5:7])
    assert s._combination(0) == find_combination(six, four_of_a_kind=four, high_sum=high)
