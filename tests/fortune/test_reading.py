"""The composer: three cards in, one interpretation out (fortune.reading), and the meanings data."""

from __future__ import annotations

import datetime
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import DECK, PLANTS, Kind
from fortune.daily import card_of_the_day
from fortune.meanings import CARD_NUANCES, PLANT_MEANINGS, plants_by_season
from fortune.reading import BadSpread, place, read, strongest

three_cards = st.lists(st.sampled_from([c.code for c in DECK]), min_size=3, max_size=3, unique=True)


def text_of(codes, lang="ru") -> str:
    return "\n".join(p.get(lang) for p in read(codes).paragraphs)


def test_every_plant_and_card_has_a_meaning_in_both_languages():
    assert set(PLANT_MEANINGS) == {p.key for p in PLANTS}
    assert len(CARD_NUANCES) == 48
    for m in PLANT_MEANINGS.values():
        for text in (m.theme, m.meaning, m.advice):
            assert text.ru and text.en and text.ru != text.en
    assert len({n.ru for n in CARD_NUANCES.values()}) == 48  # no nuance copied between cards


def test_meanings_follow_the_source_for_the_korean_order():
    # perevernul.ru: December (rain) = change, November (paulownia) = romance and love.
    assert PLANT_MEANINGS["willow"].theme.ru == "перемены"
    assert PLANT_MEANINGS["paulownia"].theme.en == "romance and love"
    groups = {s.key: [p.key for p, _ in plants] for s, plants in plants_by_season()}
    assert groups["winter"] == ["willow", "pine", "plum"]  # winter starts with December's rain
    assert groups["autumn"] == ["chrysanthemum", "maple", "paulownia"]


@settings(max_examples=60, deadline=None)
@given(three_cards)
def test_same_cards_give_the_same_text(codes):
    assert read(codes) == read(list(codes))
    assert text_of(codes) == text_of(codes)
    assert text_of(codes, "en") == text_of(codes, "en")


@settings(max_examples=60, deadline=None)
@given(three_cards)
def test_the_text_is_composed_from_the_three_cards(codes):
    result = read(codes)
    ru = text_of(codes)
    for item in result.cards:
        assert item.plant.theme.ru in ru
        assert item.nuance.ru in ru
        assert item.card.name.ru in ru
    assert "{" not in ru and "}" not in ru  # no unfilled template holes
    assert "  " not in ru


def test_order_matters():
    assert text_of(["01a", "05c", "09d"]) != text_of(["09d", "05c", "01a"])


def test_kwang_strengthens_the_neighbours():
    # The moon (bright) in the middle strengthens both neighbours.
    placed = place(["05c", "08a", "09d"])
    assert [c.strength for c in placed] == [1, 0, 1]
    assert placed[1].strengthens == (0, 2)
    text = text_of(["05c", "08a", "09d"])
    assert "усиливает обе соседние карты" in text
    # A bright at the start strengthens only the card after it.
    placed = place(["12a", "06d", "02c"])
    assert [c.strength for c in placed] == [0, 1, 0]
    assert strongest(placed).card.code == "06d"
    text = text_of(["12a", "06d", "02c"])
    assert "главное в этом раскладе — женственность, красота и достаток (в настоящем)" in text
    assert "strengthens the card after it" in text_of(["12a", "06d", "02c"], "en")


def test_no_kwang_is_said_plainly():
    assert "нет карт со знаком «кван»" in text_of(["02c", "06d", "10c"])
    assert strongest(place(["02c", "06d", "10c"])) is None


def test_two_brights_strengthen_each_other_and_three_are_rare():
    placed = place(["01a", "03a", "10c"])
    assert [c.strength for c in placed] == [1, 1, 1]
    placed = place(["01a", "10c", "03a"])  # a card between two brights
    assert [c.strength for c in placed] == [0, 2, 0]
    assert "это значение звучит в полную силу" in text_of(["01a", "10c", "03a"])
    assert "очень редко" in text_of(["01a", "08a", "12a"])


def test_seasons_one_season():
    # rain (December), pine, plum: all winter in the Korean order
    text = text_of(["11d", "01c", "02d"])
    assert "Все три карты из одного времени года. Это зима" in text


def test_seasons_forward_backward_and_mixed():
    assert "сменяют друг друга по порядку: весна, лето, осень" in text_of(["03c", "06c", "09c"])
    assert "идут вспять: осень, лето, весна" in text_of(["09c", "06c", "03c"])
    assert "из разных времён года: зима, лето, весна" in text_of(["01c", "06c", "03c"])
    two = text_of(["10c", "06c", "09c"])
    assert "Две карты из одного времени года. Это осень" in two
    assert "Вторая карта приходит из другого времени года — лето" in two


def test_repeated_plants():
    text = text_of(["01c", "01d", "05c"])
    assert "Дважды встречается сосна — в прошлом и в настоящем" in text
    assert "от темы «гордость и мудрость» к теме «мужество и отвага»" in text
    assert "прошлое возвращается" in text_of(["12b", "07c", "12d"])
    three = text_of(["08b", "08c", "08d"])
    assert "Все три карты одного растения — мискант" in three
    assert "весь расклад держится на одной теме — «одиночество и тяжёлые раздумья»" in three
    assert "Pine appears twice, in the past and in the present" in text_of(["01c", "01d", "05c"], "en")


def test_kinds_that_repeat():
    assert "несколько лент" in text_of(["01b", "06b", "10c"])
    assert "Все три карты простые" in text_of(["01c", "06c", "10c"])
    assert "Несколько карт с животными" in text_of(["07a", "10a", "03c"])


def test_bad_spreads_are_refused():
    with pytest.raises(BadSpread):
        read(["01a", "01a", "02a"])
    with pytest.raises(BadSpread):
        read(["01a", "02a"])
    with pytest.raises(ValueError):
        read(["01a", "02a", "99z"])


def test_every_triple_of_plants_composes():
    # One card per plant combination (12^3 ordered, distinct cards): no crash, both languages.
    firsts = [DECK[(p.month - 1) * 4 + 2] for p in PLANTS]
    seconds = [DECK[(p.month - 1) * 4 + 3] for p in PLANTS]
    thirds = [DECK[(p.month - 1) * 4] for p in PLANTS]
    for a, b, c in itertools.product(firsts, seconds, thirds):
        result = read([a, b, c])
        assert len(result.paragraphs) >= 5
        assert all(p.ru and p.en for p in result.paragraphs)


def test_card_of_the_day_is_deterministic_and_varied():
    day = datetime.date(2026, 3, 8)
    assert card_of_the_day(day) == card_of_the_day(day)
    daily = card_of_the_day(day)
    assert daily.meaning == CARD_NUANCES[daily.card.code]
    assert daily.plant_meaning == PLANT_MEANINGS[daily.card.plant.key].meaning
    year = {card_of_the_day(day + datetime.timedelta(days=i)).card.code for i in range(365)}
    assert len(year) > 40


def test_brights_are_exactly_the_kwang_cards():
    assert [c.code for c in DECK if c.kind is Kind.BRIGHT] == ["01a", "03a", "08a", "11a", "12a"]
