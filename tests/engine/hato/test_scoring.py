"""Scoring of «Хато»: card points, Menshov's bonuses, the plain bonus and the Min-hwatu set."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cards import DECK, Kind, card
from engine.game import get_game
from engine.games.hato.scoring import Scorer, mask_of, plain_bonus_points


def pile(*codes: str) -> list[int]:
    return [card(x).index for x in codes]


def score(*codes: str, preset=None, **options):
    return get_game("hato", options=options, preset=preset).score_pile(pile(*codes))


def keys(s) -> dict[str, int]:
    return {item.key: item.points for item in s.items}


def test_worked_example_november_is_55():
    # Both versions: 0 + 5 + 10 + 20 = 35 and +20 for the four cards = 55.
    s = score("11d", "11c", "11b", "11a")
    assert s.total == 55
    assert keys(s) == {"brights": 20, "animals": 10, "ribbons": 5, "plains": 0, "full_month_11": 20}
    month = next(i for i in s.items if i.key == "full_month_11")
    assert month.name.ru == "Весь месяц: ива"
    assert month.name.en == "Full month: willow"
    assert sorted(month.cards) == pile("11a", "11b", "11c", "11d")


def test_empty_pile_scores_zero():
    s = score()
    assert s.total == 0 and s.items == ()


@pytest.mark.parametrize(
    ("codes", "key", "points"),
    [
        (("01b", "02b", "03b"), "poem_ribbons", 30),
        (("06b", "09b", "10b"), "blue_ribbons", 30),
        (("04b", "05b", "07b", "11c"), "red_plain_ribbons", 40),
        (("01a", "03a", "08a", "11a", "12a"), "five_brights", 50),
    ],
)
def test_set_bonuses(codes, key, points):
    s = score(*codes)
    assert keys(s)[key] == points
    card_points = sum(card(x).points for x in codes)
    assert s.total == card_points + points


def test_incomplete_sets_give_no_bonus():
    assert score("01b", "02b").total == 10
    assert score("04b", "05b", "07b").total == 15
    assert score("01a", "03a", "08a", "11a").total == 80


def test_every_full_month_is_worth_20():
    for month in range(1, 13):
        codes = [c.code for c in DECK if c.month == month]
        s = score(*codes)
        assert keys(s)[f"full_month_{month:02d}"] == 20


def test_month_totals_match_menshov_table():
    # Menshov's card tables: 25, 15, 25, 15, 15, 15, 15, 30, 15, 15, 35, 20 (+20 each as a month).
    expected = (25, 15, 25, 15, 15, 15, 15, 30, 15, 15, 35, 20)
    for month, points in enumerate(expected, start=1):
        codes = [c.code for c in DECK if c.month == month]
        assert score(*codes).total == points + 20


def test_plain_bonus_worked_example_17_plains_give_15():
    plains = [c.code for c in DECK if c.kind is Kind.PLAIN][:17]
    assert score(*plains).total == 0
    s = score(*plains, plain_bonus=True)
    assert s.total == 15
    assert keys(s)["plain_bonus"] == 15


@pytest.mark.parametrize(
    ("count", "points"), [(0, 0), (9, 0), (10, 10), (14, 10), (15, 15), (19, 15), (20, 20), (24, 20)]
)
def test_plain_bonus_steps(count, points):
    assert plain_bonus_points(count) == points


def test_whole_deck():
    s = score(*[c.code for c in DECK])
    # 240 card points + 12 months + 30 + 30 + 40 + 50
    assert s.total == 240 + 12 * 20 + 30 + 30 + 40 + 50
    assert score(*[c.code for c in DECK], plain_bonus=True).total == s.total + 20


def test_min_hwatu_gives_no_bonus_for_plain_red_ribbons():
    """The Min-hwatu write-ups (seeds 423-478) credit only ribbons with writing and blue ones; the
    April-May-July trio for 30 is Go-Stop's and stays out."""
    assert keys(score("04b", "05b", "07b", preset="min_hwatu")) == {"ribbons": 15}
    s = score("04b", "05b", "07b", "11c", preset="min_hwatu")
    assert keys(s) == {"ribbons": 20} and s.total == 20
    assert keys(score("04b", "05b", "07b", "11c"))["red_plain_ribbons"] == 40  # Menshov's own set


def test_min_hwatu_full_month_only_for_iris_maple_and_rain():
    for month in range(1, 13):
        codes = [c.code for c in DECK if c.month == month]
        s = score(*codes, preset="min_hwatu")
        assert (f"full_month_{month:02d}" in keys(s)) == (month in (5, 10, 11))


def test_min_hwatu_keeps_the_other_bonuses():
    assert keys(score("01b", "02b", "03b", preset="min_hwatu"))["poem_ribbons"] == 30
    assert keys(score("06b", "09b", "10b", preset="min_hwatu"))["blue_ribbons"] == 30
    assert keys(score("01a", "03a", "08a", "11a", "12a", preset="min_hwatu"))["five_brights"] == 50


def test_repeated_cards_are_refused():
    with pytest.raises(ValueError):
        get_game("hato").score_pile([0, 0])


@given(st.sets(st.integers(0, 47)), st.booleans(), st.sampled_from(["menshov", "min_hwatu"]))
def test_total_equals_breakdown(cards, plain_bonus, bonus_set):
    scorer = Scorer(bonus_set=bonus_set, plain_bonus=plain_bonus)
    mask = mask_of(cards)
    s = scorer.score(mask)
    assert s.total == scorer.total(mask) == sum(item.points for item in s.items)
    for item in s.items:
        assert set(item.cards) <= cards
        assert item.name.ru and item.name.en


@given(st.sets(st.integers(0, 47)), st.sets(st.integers(0, 47)))
def test_more_cards_never_score_less(a, b):
    scorer = Scorer()
    assert scorer.total(mask_of(a | b)) >= scorer.total(mask_of(a))
