"""Go-Stop points of a pile: the worked values of the sources (ko.wikipedia «고스톱», nongsaro.co.kr,
usefulsense.com, the Hangame Matgo guide), and the ``score`` command."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cards import card
from engine.game import get_game


def idx(codes: str) -> list[int]:
    return [card(code).index for code in codes.split()]


def total(codes: str, **options) -> int:
    return get_game("gostop", options=options).score_pile(idx(codes)).total


def keys(codes: str, **options) -> dict[str, int]:
    return {
        item.key: item.points for item in get_game("gostop", options=options).score_pile(idx(codes)).items
    }


@pytest.mark.parametrize(
    ("codes", "points"),
    [
        ("01a 03a 08a", 3),  # three brights: 3
        ("01a 03a 11a", 2),  # three with the rain bright: 2
        ("01a 03a 08a 11a", 4),  # four brights: 4, rain bright or not
        ("01a 03a 08a 12a", 4),
        ("01a 03a 08a 11a 12a", 15),  # five brights: 15
        ("01a 03a", 0),
    ],
)
def test_brights(codes, points):
    assert total(codes) == points


def test_four_brights_can_be_worth_five():
    assert total("01a 03a 08a 12a", four_brights=5) == 5


def test_godori_and_the_ribbon_sets():
    assert keys("02a 04a 08b") == {"godori": 5}
    assert keys("01b 02b 03b") == {"hongdan": 3}
    assert keys("06b 09b 10b") == {"cheongdan": 3}
    assert keys("04b 05b 07b") == {"chodan": 3}
    # the rain ribbon is in no set: three red ribbons without writing must be April, May and July
    assert keys("04b 05b 11c") == {}


def test_counts_of_animals_ribbons_and_junk():
    # five animals 1, each further one 1 more (the geese and two birds also make godori)
    assert keys("05a 06a 07a 10a 11b") == {"animals": 1}
    assert keys("05a 06a 07a 10a 11b 02a") == {"animals": 2}
    # five ribbons 1, six 2; with a set the set scores too
    assert keys("01b 02b 04b 06b 11c") == {"ribbons": 1}
    assert keys("01b 02b 03b 04b 06b 11c") == {"hongdan": 3, "ribbons": 2}
    # ten junk 1, a double junk counting two (lightning, the coloured paulownia plain)
    assert keys("01c 01d 02c 02d 03c 03d 04c 04d 05c 05d") == {"junk": 1}
    assert keys("01c 01d 02c 02d 03c 03d 04c 04d 11d") == {"junk": 1}
    assert keys("01c 01d 02c 02d 03c 03d 04c 11d 12c") == {"junk": 2}
    assert keys("01c 01d 02c 02d 03c 03d 04c 11d") == {}


def test_the_sake_cup_counts_the_holders_way():
    nine_junk = "01c 01d 02c 02d 03c 03d 04c 04d 05c"
    # as double junk it makes eleven junk (2 points); as an animal it makes nothing
    assert keys(f"{nine_junk} 09a") == {"junk": 2}
    # with four other animals it is worth more as the fifth animal
    assert keys("05a 06a 07a 10a 09a") == {"animals": 1}
    assert keys("05a 06a 07a 10a 09a", sake_cup="junk") == {}
    assert keys(f"{nine_junk} 09a", sake_cup="animal") == {}


def test_a_pile_of_every_card():
    score = get_game("gostop").score_pile(range(48))
    lines = {item.key: item.points for item in score.items}
    # 5 brights 15, godori 5, three ribbon sets 9, ten ribbons 6, junk 26 (+2 cup) -> 17 or 19
    assert lines["five_brights"] == 15 and lines["godori"] == 5 and lines["ribbons"] == 6
    assert score.total == sum(lines.values())


def test_repeated_card_is_refused():
    with pytest.raises(ValueError):
        get_game("gostop").score_pile([0, 0])


@given(st.sets(st.integers(0, 47)))
def test_the_lines_add_up_and_the_best_way_is_the_best(cards):
    game = get_game("gostop")
    pile = sorted(cards)
    score = game.score_pile(pile)
    assert score.total == sum(item.points for item in score.items)
    for mode in ("animal", "junk"):
        assert get_game("gostop", options={"sake_cup": mode}).score_pile(pile).total <= score.total


def run_score(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "engine", "score", "gostop", *args],
        capture_output=True,
        text=True,
        check=False,
    )


def test_score_command_prints_the_breakdown():
    done = run_score("01a", "03a", "08a", "02a", "04a", "08b")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["total"] == 8
    assert [item["key"] for item in data["items"]] == ["three_brights", "godori"]
    assert data["items"][1]["cards"] == ["02a", "04a", "08b"]


def test_score_command_takes_options_and_refuses_bad_input():
    assert (
        json.loads(run_score("--option", "four_brights=5", "01a", "03a", "08a", "12a").stdout)["total"] == 5
    )
    for bad in (["01a", "01a"], ["13a"], ["--option", "nope=1", "01a"]):
        done = run_score(*bad)
        assert done.returncode == 2 and done.stderr.startswith("error:")
