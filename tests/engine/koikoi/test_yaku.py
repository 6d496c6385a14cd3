"""Koi-Koi yaku: worked examples for every yaku, the group rule, extra cards and every option."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import card
from engine.game import get_game
from engine.games.koikoi import KoiKoi
from engine.games.koikoi.scoring import (
    YAKU_NAMES,
    YakuRules,
    hand_yaku,
    pile_mask,
    table_misdeal,
    yaku_total,
)


def score(codes: str, preset: str | None = None, **options):
    game = KoiKoi(options=options, preset=preset)
    return game.score_pile([card(c).index for c in codes.split()])


def items(codes: str, preset: str | None = None, **options) -> dict[str, int]:
    return {i.key: i.points for i in score(codes, preset, **options).items}


def codes(item) -> str:
    from engine.cards import DECK

    return " ".join(DECK[i].code for i in item.cards)


# ---------------------------------------------------------------------------- brights


def test_goko_is_15_and_only_the_best_bright_yaku_counts():
    assert items("01a 03a 08a 11a 12a") == {"goko": 15}


def test_goko_is_10_in_the_nintendo_preset():
    assert items("01a 03a 08a 11a 12a", preset="nintendo") == {"goko": 10}


def test_shiko_four_brights_without_the_rain_man():
    assert items("01a 03a 08a 12a") == {"shiko": 8}


def test_ame_shiko_four_brights_with_the_rain_man():
    assert items("01a 03a 11a 12a") == {"ame_shiko": 7}


def test_sanko_three_brights_6_standard_5_nintendo():
    assert items("01a 08a 12a") == {"sanko": 6}
    assert items("01a 08a 12a", preset="nintendo") == {"sanko": 5}


def test_the_rain_man_does_not_make_sanko():
    assert score("01a 11a 12a").total == 0


def test_bright_item_lists_its_cards():
    (item,) = score("12a 01a 03a 08a").items
    assert codes(item) == "01a 03a 08a 12a"


# ---------------------------------------------------------------------------- viewing yaku


def test_hanami_and_tsukimi_are_5_each_and_stack_with_sanko():
    assert items("03a 09a") == {"hanami_zake": 5}
    assert items("08a 09a") == {"tsukimi_zake": 5}
    assert items("01a 03a 08a 09a") == {"sanko": 6, "hanami_zake": 5, "tsukimi_zake": 5}


def test_viewing_item_cards_are_the_bright_and_the_cup():
    (item,) = score("09a 03a").items
    assert codes(item) == "03a 09a"


def test_viewing_off_removes_them():
    assert score("03a 08a 09a", viewing=False).total == 0


def test_viewing_worth_3():
    assert items("03a 08a 09a", viewing_3=True) == {"hanami_zake": 3, "tsukimi_zake": 3}


def test_rain_man_cancels_viewing_only_with_the_option():
    assert items("03a 09a 11a") == {"hanami_zake": 5}
    assert score("03a 09a 11a", viewing_rain_cancels=True).total == 0
    # The bright yaku still count with the rain man: ame-shiko stays.
    assert items("01a 03a 08a 09a 11a", viewing_rain_cancels=True) == {"ame_shiko": 7}


def test_viewing_not_with_brights_keeps_the_better_side():
    # Sanko 6 against hanami + tsukimi 10: the viewing yaku win.
    assert items("01a 03a 08a 09a", viewing_not_with_brights=True) == {"hanami_zake": 5, "tsukimi_zake": 5}
    # Goko 15 against 10: the bright yaku win.
    assert items("01a 03a 08a 11a 12a 09a", viewing_not_with_brights=True) == {"goko": 15}
    # A tie (sanko 6 against hanami 3 + tsukimi 3) keeps the bright yaku.
    assert items("01a 03a 08a 09a", viewing_not_with_brights=True, viewing_3=True) == {"sanko": 6}
    # Without a bright yaku nothing is lost.
    assert items("03a 09a", viewing_not_with_brights=True) == {"hanami_zake": 5}


# ---------------------------------------------------------------------------- animals


def test_inoshikacho_and_one_point_per_extra_animal():
    assert items("06a 07a 10a") == {"inoshikacho": 5}
    assert items("06a 07a 10a 02a") == {"inoshikacho": 6}
    assert items("06a 07a 10a 02a 04a 05a") == {"inoshikacho": 8}


def test_inoshikacho_replaces_tane_in_its_group():
    # Six animals would also be tane 2, but only the best animal yaku scores.
    assert items("06a 07a 10a 02a 04a 05a") == {"inoshikacho": 8}


def test_inoshikacho_cards_listed_boar_deer_butterflies_first():
    (item,) = score("02a 06a 07a 10a").items
    assert codes(item) == "06a 07a 10a 02a"


def test_tane_five_animals_plus_one_each():
    assert items("02a 04a 05a 08b 11b") == {"tane": 1}
    assert items("02a 04a 05a 08b 11b 09a") == {"tane": 2}
    assert score("02a 04a 05a 08b").total == 0


# ---------------------------------------------------------------------------- ribbons


def test_akatan_and_aotan_with_extra_ribbons():
    assert items("01b 02b 03b") == {"akatan": 5}
    assert items("01b 02b 03b 04b") == {"akatan": 6}
    assert items("06b 09b 10b") == {"aotan": 5}
    assert items("06b 09b 10b 11c 07b") == {"aotan": 7}


def test_akatan_aotan_together_10_plus_extras():
    assert items("01b 02b 03b 06b 09b 10b") == {"akatan_aotan": 10}
    assert items("01b 02b 03b 06b 09b 10b 04b") == {"akatan_aotan": 11}
    all_ribbons = "01b 02b 03b 04b 05b 06b 07b 09b 10b 11c"
    assert items(all_ribbons) == {"akatan_aotan": 14}


def test_tanzaku_five_ribbons_plus_one_each():
    assert items("01b 02b 04b 05b 07b") == {"tanzaku": 1}
    assert items("01b 02b 04b 05b 07b 11c") == {"tanzaku": 2}
    assert score("01b 02b 04b 05b").total == 0


def test_akatan_with_five_ribbons_is_not_also_tanzaku():
    assert items("01b 02b 03b 04b 05b") == {"akatan": 7}


# ---------------------------------------------------------------------------- plains


PLAINS_9 = "01c 01d 02c 02d 03c 03d 04c 04d 05c"


def test_kasu_ten_plains_plus_one_each():
    assert score(PLAINS_9).total == 0
    assert items(PLAINS_9 + " 05d") == {"kasu": 1}
    assert items(PLAINS_9 + " 05d 11d 12c") == {"kasu": 3}


def test_sake_cup_counts_as_plain_and_animal_by_default():
    assert items(PLAINS_9 + " 09a") == {"kasu": 1}
    assert items("02a 04a 05a 08b 09a " + PLAINS_9) == {"tane": 1, "kasu": 1}


def test_sake_cup_plain_off():
    assert score(PLAINS_9 + " 09a", sake_cup_plain=False).total == 0
    assert items("02a 04a 05a 08b 09a", sake_cup_plain=False) == {"tane": 1}


# ---------------------------------------------------------------------------- whole piles


def test_empty_pile_scores_zero():
    result = score("")
    assert result.total == 0
    assert result.items == ()


def test_the_whole_deck():
    from engine.cards import DECK

    game = KoiKoi()
    result = game.score_pile(range(48))
    assert {i.key: i.points for i in result.items} == {
        "goko": 15,
        "hanami_zake": 5,
        "tsukimi_zake": 5,
        "inoshikacho": 11,  # 9 animals
        "akatan_aotan": 14,  # 10 ribbons
        "kasu": 16,  # 24 plains and the sake cup
    }
    assert result.total == 66
    assert len(DECK) == 48


def test_yaku_stack_across_groups():
    pile = "01a 03a 08a 06a 07a 10a 01b 02b 03b"
    assert items(pile) == {"sanko": 6, "inoshikacho": 5, "akatan": 5}
    assert score(pile).total == 16


def test_registry_and_json():
    game = get_game("koikoi", preset="nintendo")
    data = game.score_pile([card("01a").index, card("03a").index, card("08a").index]).as_json()
    assert data == {
        "total": 5,
        "items": [
            {
                "key": "sanko",
                "name_ru": YAKU_NAMES["sanko"].ru,
                "name_en": YAKU_NAMES["sanko"].en,
                "points": 5,
                "cards": ["01a", "03a", "08a"],
            }
        ],
    }


def test_every_yaku_has_both_names_with_romaji():
    for key, name in YAKU_NAMES.items():
        assert name.ru and name.en
        assert key.split("_")[0][:3].lower() in name.en.lower().replace("ō", "o")


OPTION_SETS = [
    {},
    {"goko_points": 10, "sanko_points": 5},
    {"viewing": False},
    {"viewing_3": True, "viewing_rain_cancels": True},
    {"viewing_not_with_brights": True},
    {"sake_cup_plain": False},
]


@pytest.mark.parametrize("options", OPTION_SETS)
@settings(deadline=None)
@given(st.sets(st.integers(0, 47)))
def test_fast_total_matches_the_breakdown(options, pile):
    game = KoiKoi(options=options)
    result = game.score_pile(sorted(pile))
    assert result.total == sum(i.points for i in result.items)
    assert yaku_total(pile_mask(pile), game.rules) == result.total
    for item in result.items:
        assert set(item.cards) <= pile
        assert item.points > 0


@settings(deadline=None)
@given(st.sets(st.integers(0, 47)), st.sets(st.integers(0, 47)))
def test_more_cards_never_score_less_without_the_rain_rule(a, b):
    rules = YakuRules()
    assert yaku_total(pile_mask(a | b), rules) >= yaku_total(pile_mask(a), rules)


# ---------------------------------------------------------------------------- hand yaku and misdeals


def mask(codes_: str) -> int:
    return pile_mask(card(c).index for c in codes_.split())


def test_hand_yaku():
    assert hand_yaku(mask("01a 01b 01c 01d 02a 03a 05c 07d")) == "teshi"
    assert hand_yaku(mask("01a 01b 02a 02b 05c 05d 07c 07d")) == "kuttsuki"
    assert hand_yaku(mask("01a 01b 01c 01d 02a 02b 07c 07d")) == "teshi"  # both: counted once
    assert hand_yaku(mask("01a 01b 01c 02a 02b 05c 07c 07d")) is None


def test_table_misdeal():
    assert table_misdeal(mask("08a 08b 08c 08d 01a 02a 03a 04a"), four_pairs=False)
    assert not table_misdeal(mask("08a 08b 08c 01d 01a 02a 03a 04a"), four_pairs=True)
    pairs = mask("01a 01b 02a 02b 05c 05d 07c 07d")
    assert table_misdeal(pairs, four_pairs=True)
    assert not table_misdeal(pairs, four_pairs=False)
