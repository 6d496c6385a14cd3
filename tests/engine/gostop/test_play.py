"""Go-Stop play in arranged positions: every rule of a turn, go and stop, the end of a deal."""

from __future__ import annotations

import random

import pytest

from engine.cards import card
from engine.game import IllegalMove, Move, get_game


def c(code: str) -> int:
    return card(code).index


def codes(cards) -> list[str]:
    return sorted(card_code(x) for x in cards)


def card_code(index: int) -> str:
    from engine.cards import DECK

    return DECK[index].code


def position(players=2, options=None, **kw):
    game = get_game("gostop", players=players, options=options or {})
    return game.position(**kw)


def kinds(state, since=0):
    return [e.kind for e in state.events[since:]]


def test_a_plain_turn_captures_the_pair_and_the_flip():
    s = position(hands=[["01c", "05c"], ["02c", "06c"]], table=["01a", "09c"], deck=["09d", "03c"])
    assert Move.parse("play:01c.01a") in s.legal_moves()
    after = s.apply_code("play:01c.01a")
    assert codes(after.observe(0).captured[0]) == ["01a", "01c", "09c", "09d"]
    assert after.current_player == 1


def test_a_card_with_a_match_cannot_be_laid_and_three_on_the_table_go_with_the_fourth():
    s = position(hands=[["01d", "05c"], ["02c", "06c"]], table=["01a", "01b", "01c"], deck=["09d", "03c"])
    with pytest.raises(IllegalMove) as err:
        s.apply_code("lay:01d")
    assert err.value.reason == "three_on_table"
    after = s.apply_code("play:01d")
    assert codes(after.observe(0).captured[0]) == ["01a", "01b", "01c", "01d"]


def test_ppeok_then_taken_by_the_other_player_costs_a_junk():
    s = position(
        hands=[["01c", "05c"], ["01b", "06c"]],
        table=["01a", "09c"],
        deck=["01d", "03c", "04c", "07c"],
        captured=[["02d"], []],
    )
    s = s.apply_code("play:01c.01a")
    assert "ppeok" in kinds(s)
    assert codes(s.observe(0).table) == ["01a", "01c", "01d", "09c"]
    assert s.observe(0).public["ppeok"][0] == 0
    s = s.apply_code("play:01b")
    taken = [e for e in s.events if e.kind == "ppeok_taken"]
    assert taken and taken[0].data == {"owner": 0, "junk": 1}
    assert codes(s.observe(1).captured[1]) == ["01a", "01b", "01c", "01d", "02d"]
    assert codes(s.observe(1).captured[0]) == []


def test_taking_ones_own_ppeok_costs_two_junk():
    s = position(
        hands=[["01c", "01b", "05c"], ["06c", "07c", "08c"]],
        table=["01a", "09c"],
        deck=["01d", "03c", "04c", "10c", "11b"],
        captured=[[], ["02c", "02d", "03d"]],
    )
    s = s.apply_code("play:01c.01a").apply_code("lay:06c").apply_code("play:01b")
    taken = [e for e in s.events if e.kind == "ppeok_taken"]
    assert taken[0].data == {"owner": 0, "junk": 2}
    assert len(s.observe(0).captured[1]) == 1
    one = position(
        options={"self_ppeok": 1},
        hands=[["01c", "01b", "05c"], ["06c", "07c", "08c"]],
        table=["01a", "09c"],
        deck=["01d", "03c", "04c", "10c", "11b"],
        captured=[[], ["02c", "02d", "03d"]],
    )
    one = one.apply_code("play:01c.01a").apply_code("lay:06c").apply_code("play:01b")
    assert len(one.observe(0).captured[1]) == 2


def test_no_ppeok_on_the_players_last_turn():
    s = position(hands=[["01c"], ["02c"]], table=["01a", "09c"], deck=["01d", "03c"])
    s = s.apply_code("play:01c.01a")
    assert "ppeok_last" in kinds(s) and "ppeok" not in kinds(s)
    assert codes(s.observe(0).captured[0]) == ["01a", "01c", "01d"]


def test_ttadak_takes_all_four_and_a_junk():
    s = position(
        hands=[["01c", "05c"], ["06c", "07c"]],
        table=["01a", "01b", "09c"],
        deck=["01d", "03c"],
        captured=[[], ["02c"]],
    )
    s = s.apply_code("play:01c.01a")
    assert "ttadak" in kinds(s)
    assert codes(s.observe(0).captured[0]) == ["01a", "01b", "01c", "01d", "02c"]


def test_jjok_takes_the_laid_card_and_a_junk_but_not_on_the_last_turn():
    s = position(
        hands=[["01c", "05c"], ["06c", "07c"]], table=["09c"], deck=["01d", "03c"], captured=[[], ["02c"]]
    )
    s = s.apply_code("lay:01c")
    assert "jjok" in kinds(s)
    assert codes(s.observe(0).captured[0]) == ["01c", "01d", "02c"]
    last = position(hands=[["01c"], ["06c"]], table=["09c"], deck=["01d", "03c"], captured=[[], ["02c"]])
    last = last.apply_code("lay:01c")
    assert "jjok" not in kinds(last) and codes(last.observe(0).captured[0]) == ["01c", "01d"]


def test_sseul_clearing_the_table_takes_a_junk_from_everyone():
    s = position(
        players=3,
        hands=[["01c", "05c"], ["06c", "07c"], ["08c", "10c"]],
        table=["01a", "09c"],
        deck=["09d", "03c", "04c"],
        captured=[[], ["02c"], ["02d"]],
    )
    s = s.apply_code("play:01c.01a")
    assert "sseul" in kinds(s) and not s.observe(0).table
    assert codes(s.observe(0).captured[0]) == ["01a", "01c", "02c", "02d", "09c", "09d"]


def test_junk_is_given_single_first_then_double_and_never_the_sake_cup():
    s = position(
        hands=[["01c", "05c"], ["06c", "07c"]],
        table=["01a", "01b", "09c"],
        deck=["01d", "03c"],
        captured=[[], ["11d", "09a", "12b"]],
    )
    s = s.apply_code("play:01c.01a")  # ttadak: one junk
    assert codes(s.observe(0).captured[1]) == ["09a", "11d"]
    s2 = position(
        hands=[["01c", "05c"], ["06c", "07c"]],
        table=["01a", "01b", "09c"],
        deck=["01d", "03c"],
        captured=[[], ["11d", "09a"]],
    )
    s2 = s2.apply_code("play:01c.01a")
    assert codes(s2.observe(0).captured[1]) == ["09a"]


def test_a_bomb_takes_the_fourth_a_junk_and_gives_two_free_turns():
    s = position(
        hands=[["01b", "01c", "01d", "05c"], ["06c", "07c", "08c", "10c"]],
        table=["01a", "09c"],
        deck=["03c", "04c", "10d", "11c", "12b", "12d", "02c"],
        captured=[[], ["02d"]],
    )
    bomb = Move.parse("bomb:01b.01c.01d")
    assert bomb in s.legal_moves()
    s = s.apply(bomb)
    assert "bomb" in kinds(s) and s.observe(0).public["passes"] == (2, 0)
    assert s.observe(0).public["shakes"][0] == ("bomb",)
    assert codes(s.observe(0).captured[0]) == ["01a", "01b", "01c", "01d", "02d"]
    s = s.apply_code("lay:06c")
    assert Move("flip") in s.legal_moves()
    s = s.apply_code("flip")
    assert "free_turn" in kinds(s) and s.observe(0).public["passes"] == (1, 0)


def test_shaking_shows_the_three_cards_to_everyone():
    s = position(
        hands=[["01b", "01c", "01d", "05c"], ["06c", "07c", "08c", "10c"]],
        table=["09c"],
        deck=["03c", "04c"],
    )
    s = s.apply_code("shake:01c")
    shake = next(e for e in s.events if e.kind == "shake")
    assert codes(shake.cards) == ["01b", "01c", "01d"] and shake.private_to is None
    assert codes(s.observe(1).public["shown"][0]) == ["01b", "01d"]
    # a determinization keeps the shown cards in the shaker's hand
    game = s.game
    for seed in range(5):
        sample = game.determinize(s.observe(1), random.Random(seed))
        assert {c("01b"), c("01d")} <= set(sample.observe(0).hand)
    with pytest.raises(IllegalMove) as err:
        s.apply_code("lay:06c").apply_code("shake:01b")
    assert err.value.reason in ("cannot_shake", "must_take")


def test_the_flip_matching_two_asks_for_a_choice():
    s = position(hands=[["01c", "05c"], ["06c", "07c"]], table=["01a", "03a", "03b"], deck=["03c", "04c"])
    s = s.apply_code("play:01c.01a")
    assert s.phase == "choose" and set(m.code for m in s.legal_moves()) == {"take:03a", "take:03b"}
    assert s.observe(1).public["pending"] == c("03c") and c("03c") in s.observe(1).public["out_of_play"]
    s = s.apply_code("take:03a")
    assert codes(s.observe(0).captured[0]) == ["01a", "01c", "03a", "03c"]


def test_go_or_stop_at_seven_in_matgo_and_three_in_go_stop():
    pile = ["01a", "03a", "02c", "02d", "03c", "03d", "04c", "04d", "05c", "05d", "06c", "06d", "07c", "07d"]
    s = position(
        hands=[["08c", "10c"], ["11c", "12b"]], table=["08a"], deck=["09c", "12d"], captured=[pile, []]
    )
    s = s.apply_code("play:08c.08a")  # three brights 3 + 13 junk 4 = 7
    assert s.phase == "decide" and s.observe(0).public["points"][0] == 7
    offer = s.game.stop_offer(s.observe(0))
    assert offer is not None and offer.total == 7 * 2 * 2  # pi-bak and gwang-bak
    go = s.apply_code("go")
    assert go.current_player == 1 and go.observe(0).public["gos"] == (1, 0)
    stop = s.apply_code("stop")
    assert stop.is_over and stop.result().scores == (28, -28)
    three = position(
        players=3,
        hands=[["08c", "10c"], ["11c", "12b"], ["05a", "06a"]],
        table=["08a"],
        deck=["09c", "12d", "09d"],
        captured=[["01a", "03a"], [], []],
    )
    three = three.apply_code("play:08c.08a")
    assert three.phase == "decide" and three.observe(0).public["points"][0] == 3


def test_with_no_turn_left_the_deal_stops_by_itself():
    pile = ["01a", "03a", "02c", "02d", "03c", "03d", "04c", "04d", "05c", "05d", "06c", "06d", "07c", "07d"]
    s = position(hands=[["08c"], ["11c"]], table=["08a"], deck=["09c", "12d"], captured=[pile, []])
    s = s.apply_code("play:08c.08a")
    assert s.is_over and any(e.kind == "stop" and e.data["auto"] for e in s.events)


def test_no_stop_means_nagari_and_the_next_deal_counts_double():
    s = position(options={"rounds": 3}, hands=[["01c"], ["02c"]], table=["09c"], deck=["05c", "06c"], seed=3)
    s = s.apply_code("lay:01c").apply_code("lay:02c")
    assert s.history[0]["reason"] == "nagari" and s.history[0]["points"] == (0, 0)
    deal_two = [e for e in s.events if e.kind == "deal"][-1]
    assert deal_two.data["stake"] == 2 and s.observe(0).public["stake"] == 2
    plain = position(
        options={"rounds": 3, "nagari": False}, hands=[["01c"], ["02c"]], table=["09c"], deck=["05c", "06c"]
    )
    plain = plain.apply_code("lay:01c").apply_code("lay:02c")
    assert plain.observe(0).public["stake"] == 1


def test_chongtong_wins_at_once():
    game = get_game("gostop", players=2)
    for seed in range(400):
        s = game.new_state(seed)
        if s.is_over:
            break
    else:
        pytest.fail("no chongtong in 400 deals")
    event = next(e for e in s.events if e.kind == "chongtong")
    assert len({x >> 2 for x in event.cards}) == 1 and len(event.cards) == 4
    winner = event.seat
    assert s.result().scores[winner] == 10 and s.result().reason == "chongtong"
    played_on = get_game("gostop", players=2, options={"chongtong": 0}).new_state(seed)
    assert not played_on.is_over


def test_three_ppeoks_win_when_the_option_is_on():
    s = position(
        options={"three_ppeok": 7},
        hands=[["01c", "03c", "05c", "10c"], ["06c", "07c", "08c", "11c"]],
        table=["01a", "03a", "05a", "09c"],
        deck=["01d", "02c", "03d", "04c", "05d", "12b"],
    )
    s = s.apply_code("play:01c.01a").apply_code("lay:06c").apply_code("play:03c.03a").apply_code("lay:07c")
    assert not s.is_over
    s = s.apply_code("play:05c.05a")
    assert s.is_over and s.result().reason == "three_ppeok" and s.result().scores == (7, -7)


def test_refusals_say_why():
    s = position(hands=[["01c", "05c"], ["06c", "07c"]], table=["01a", "01b"], deck=["09d", "03c"])
    cases = {
        "play:01c": "choose_target",
        "play:05c.01a": "no_match",
        "lay:01c": "must_take",
        "flip": "no_free_turn",
        "go": "no_go_now",
        "take:01a": "no_choice",
        "play:06c.01a": "not_in_hand",
        "bomb:01a.01b.01c": "not_in_hand",
    }
    for code, reason in cases.items():
        with pytest.raises(IllegalMove) as err:
            s.apply_code(code)
        assert err.value.reason == reason, code
