"""The 48 cards: counts, points, codes and both traditions (cards.csv, Menshov)."""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

import pytest

from engine.cards import (
    BY_CODE,
    DECK,
    KIND_NAMES,
    PLANTS,
    RIBBON_NAMES,
    SUBJECT_NAMES,
    Kind,
    Ribbon,
    Tradition,
    UnknownCard,
    card,
    japanese_month,
    korean_month,
    month_cards,
    month_name,
    months_in_order,
)

#: A copy of the project's reference fact table (shared/reference/cards.csv), kept with the tests.
CSV = Path(__file__).resolve().parent / "fixtures" / "cards.csv"


def test_48_cards_indexed_by_month_and_rank():
    assert len(DECK) == 48
    for i, c in enumerate(DECK):
        assert c.index == i == (c.month - 1) * 4 + c.rank
        assert c.code == f"{c.month:02d}{'abcd'[c.rank]}"
        assert BY_CODE[c.code] is c


def test_counts_by_kind_and_ribbon():
    kinds = Counter(c.kind for c in DECK)
    assert kinds == {Kind.PLAIN: 24, Kind.RIBBON: 10, Kind.ANIMAL: 9, Kind.BRIGHT: 5}
    ribbons = Counter(c.ribbon for c in DECK if c.ribbon)
    assert ribbons == {Ribbon.RED_POEM: 3, Ribbon.BLUE: 3, Ribbon.RED_PLAIN: 4}
    assert {c.code for c in DECK if c.ribbon is Ribbon.RED_POEM} == {"01b", "02b", "03b"}
    assert {c.code for c in DECK if c.ribbon is Ribbon.BLUE} == {"06b", "09b", "10b"}
    assert {c.code for c in DECK if c.ribbon is Ribbon.RED_PLAIN} == {"04b", "05b", "07b", "11c"}
    assert {c.code for c in DECK if c.is_bright} == {"01a", "03a", "08a", "11a", "12a"}


def test_menshov_points():
    # 0 plain, 5 ribbon, 10 animal, 20 bright; the bridge and the sake cup are animals.
    assert {c.kind: c.points for c in DECK} == {
        Kind.PLAIN: 0,
        Kind.RIBBON: 5,
        Kind.ANIMAL: 10,
        Kind.BRIGHT: 20,
    }
    assert card("05a").kind is Kind.ANIMAL and card("09a").kind is Kind.ANIMAL
    assert card("01a").kind is Kind.BRIGHT and card("12a").kind is Kind.BRIGHT
    sums = [sum(c.points for c in DECK if c.month == m) for m in range(1, 13)]
    assert sums == [25, 15, 25, 15, 15, 15, 15, 30, 15, 15, 35, 20]


def test_november_in_menshov_is_the_willow():
    # Menshov's worked example: lightning 0, ribbon 5, swallow 10, rain man 20.
    assert [(c.subject, c.points) for c in month_cards(11)] == [
        ("rain_man", 20),
        ("swallow", 10),
        (None, 5),
        ("lightning", 0),
    ]


def test_korean_order_swaps_november_and_december():
    assert korean_month(11) == 12 and korean_month(12) == 11 and korean_month(5) == 5
    assert japanese_month(korean_month(11)) == 11
    assert card("11a").month_in(Tradition.KOREAN) == 12
    assert card("12a").month_in("ko") == 11
    assert card("12a").month_in("ja") == 12
    assert month_cards(11, "ko") == month_cards(12)
    assert months_in_order("ko")[-2:] == (12, 11)
    assert months_in_order() == tuple(range(1, 13))


def test_lookup_is_forgiving_but_strict():
    assert card(" 11A ") is BY_CODE["11a"]
    for bad in ("13a", "00a", "01e", "", "1a"):
        with pytest.raises(UnknownCard):
            card(bad)


def test_every_card_has_names_in_both_languages():
    for c in DECK:
        assert c.name.ru and c.name.en and c.name_ja and c.name_ko
        assert c.name.get("en") == c.name.en and c.name.get("ru") == c.name.ru
        assert c.plant is PLANTS[c.month - 1]
        if c.subject:
            assert c.subject in SUBJECT_NAMES
    assert len({c.name.ru for c in DECK}) == 48
    assert len({c.name.en for c in DECK}) == 48
    assert set(KIND_NAMES) == set(Kind) and set(RIBBON_NAMES) == set(Ribbon)
    assert month_name(11) == "Ноябрь" and month_name(12, "en") == "December"


def test_matches_the_reference_table():
    with CSV.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 48
    for row in rows:
        c = card(row["code"])
        assert c.month == int(row["month"])
        assert c.kind.value == row["kind"]
        assert (c.ribbon.value if c.ribbon else "empty") == row["ribbon"]
        assert c.points == int(row["menshov_points"])
        assert c.korean_month == int(row["korean_month"])
