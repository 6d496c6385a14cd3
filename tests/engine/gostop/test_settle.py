"""What the losers pay: go bonuses, doublings and bak, as the sources count them."""

from __future__ import annotations

import pytest

from engine.cards import card
from engine.game import get_game
from engine.games.gostop.settle import DealFacts, instant, settle, winner_points


def pile(codes: str) -> int:
    mask = 0
    for code in codes.split():
        mask |= 1 << card(code).index
    return mask


# Three brights (3) and four more points of junk (13 junk): 7 points, with brights and junk scored.
WINNER = pile("01a 03a 08a 01c 01d 02c 02d 03c 03d 04c 04d 05c 05d 06c 06d 07c")
JUNKLESS_LOSER = pile("12a 10a")  # a bright, no junk: pi-bak but no gwang-bak
RICH_LOSER = pile("12a 06c 06d 07d 09c 09d 10c 10d 12b")  # a bright and eight junk


@pytest.mark.parametrize(("gos", "points"), [(0, 7), (1, 8), (2, 9), (3, 20), (4, 44), (5, 96)])
def test_go_bonus_then_doubling_from_the_third_go(gos, points):
    # +1 a go; from the third go the points so far double each go: (7 + 3) x 2, (7 + 4) x 4 ...
    value, _lines = winner_points(7, gos=gos, multipliers=(), carry=0)
    assert value == points


def test_shaking_bomb_meong_and_nagari_each_double():
    assert winner_points(3, gos=0, multipliers=("shake",), carry=0)[0] == 6
    assert winner_points(3, gos=0, multipliers=("shake", "bomb"), carry=0)[0] == 12
    assert winner_points(3, gos=1, multipliers=("meong_bak",), carry=2)[0] == (3 + 1) * 2 * 4


def facts(piles, gos=None, shakes=None, last_go=None, carry=0):
    n = len(piles)
    return DealFacts(piles, gos or (0,) * n, shakes or ((),) * n, last_go, carry)


def test_matgo_pi_bak_up_to_seven_junk_and_gwang_bak():
    rules = get_game("gostop", players=2).rules
    # the loser has no junk (pi-bak) but a bright (no gwang-bak): 7 x 2
    found = settle(0, facts((WINNER, JUNKLESS_LOSER)), rules)
    assert found.payments == (0, 14) and found.total == 14
    assert [item.key for item in found.items][-1] == "pi_bak"
    # eight junk is more than seven: no pi-bak
    assert settle(0, facts((WINNER, RICH_LOSER)), rules).total == 7
    # no bright at all: gwang-bak, and no junk: pi-bak too
    assert settle(0, facts((WINNER, 0)), rules).total == 28


def test_go_stop_pi_bak_up_to_five_and_go_bak_pays_for_everyone():
    rules = get_game("gostop", players=3).rules
    five_junk = pile("12a 06c 06d 07d 09c 09d")
    found = settle(0, facts((WINNER, five_junk, RICH_LOSER)), rules)
    assert found.payments == (0, 14, 7)
    # seat 2 had called go and lost: it pays both shares, the go bonus counts only for the winner
    found = settle(0, facts((WINNER, five_junk, RICH_LOSER), gos=(0, 0, 1), last_go=2), rules)
    assert found.payments == (0, 0, 21) and found.total == 21


def test_matgo_go_bak_doubles():
    rules = get_game("gostop", players=2).rules
    found = settle(0, facts((WINNER, RICH_LOSER), gos=(0, 1), last_go=1), rules)
    assert found.total == 14


def test_the_winners_sake_cup_counts_the_way_that_collects_more():
    rules = get_game("gostop", players=2).rules
    # six animals and the cup: as an animal it makes seven animals (meong-bak x2)
    winner = pile("01a 03a 08a 02a 05a 06a 07a 10a 11b 09a")
    found = settle(0, facts((winner, RICH_LOSER)), rules)
    assert "meong_bak" in [item.key for item in found.items]


def test_a_losers_sake_cup_as_junk_escapes_pi_bak():
    rules = get_game("gostop", players=2).rules
    six_junk_and_cup = pile("12a 06c 06d 07d 09c 09d 10c 09a")
    assert settle(0, facts((WINNER, six_junk_and_cup)), rules).total == 7
    fixed = get_game("gostop", players=2, options={"sake_cup": "animal"}).rules
    assert settle(0, facts((WINNER, six_junk_and_cup)), fixed).total == 14


def test_instant_wins_are_paid_by_everyone():
    found = instant(1, 3, "chongtong", 10, carry=1)
    assert found.payments == (20, 0, 20) and found.total == 40


def test_options_resolve_by_player_count():
    two, three = get_game("gostop", players=2).rules, get_game("gostop", players=3).rules
    assert (two.hand_size, two.table_size, two.go_at, two.pi_bak, two.go_bak) == (10, 8, 7, 7, "double")
    assert (three.hand_size, three.table_size, three.go_at, three.pi_bak, three.go_bak) == (
        7,
        6,
        3,
        5,
        "pays_all",
    )
    off = get_game("gostop", options={"pi_bak": -1, "go_bak": "off", "go_at": 7}).rules
    assert off.pi_bak is None and off.go_bak is None and off.go_at == 7
