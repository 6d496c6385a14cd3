"""Aigoma-koppai rules from the source text (seed 001, lines 11-37) and the choices where it is silent."""

from __future__ import annotations

import random

import pytest

from engine.cards import card
from engine.game import IllegalMove, Move, get_game
from engine.games.aigoma.options import NAGOYA_ORDER, Rules


def c(code: str) -> int:
    return card(code).index


def game(players: int = 2, **options):
    return get_game("aigoma", players=players, options=options)


def codes(state) -> set[str]:
    return {m.code for m in state.legal_moves()}


def play(state, *moves: str):
    for code in moves:
        state = state.apply_code(code)
    return state


def refusal(state, code: str) -> str:
    with pytest.raises(IllegalMove) as error:
        state.apply_code(code)
    return error.value.reason


# --------------------------------------------------------------------------- dealing


@pytest.mark.parametrize(("players", "size"), [(2, 24), (3, 16), (4, 12)])
def test_the_whole_deck_is_dealt_equally(players, size):
    s = game(players).new_state(11)
    assert [len(s.hand(p)) for p in range(players)] == [size] * players
    assert sorted(s.all_cards()) == list(range(48))
    assert s.observe(0).table == () and s.observe(0).deck_left == 0
    assert s.current_player == s.leader
    assert s.observe(s.leader).public["phase"] == "lead"


def test_the_first_dealer_is_drawn_by_lot():
    leaders = {game(4).new_state(seed).leader for seed in range(30)}
    assert leaders == {0, 1, 2, 3}


# --------------------------------------------------------------------------- seniority


def test_nagoya_order_pine_strongest_plum_weakest():
    rules = Rules(2, game().options)
    strongest_first = sorted(range(1, 13), key=lambda m: -rules.month_level[m])
    assert tuple(strongest_first) == NAGOYA_ORDER
    assert NAGOYA_ORDER[0] == 1 and NAGOYA_ORDER[1] == 11 and NAGOYA_ORDER[-1] == 2  # pine, willow ... plum


def test_a_more_senior_month_beats_a_single():
    g = game()
    s = g.position(hands=[["06c", "01c"], ["02c", "11d", "12b", "06d"]], current=0)
    s = play(s, "lead:06c")  # a peony plain
    # plum is below peony; willow and paulownia are above it in the Nagoya order
    assert codes(s) == {"beat:11d", "beat:12b", "pass"}
    assert refusal(s, "beat:02c") == "not_senior"
    assert refusal(s, "beat:06d") == "not_senior"  # the same month is not more senior


def test_only_trumps_beat_january():
    g = game()
    s = g.position(hands=[["01c", "05c"], ["11d", "11c", "12a", "08c"]], current=0)
    s = play(s, "lead:01c")
    assert codes(s) == {"beat:12a", "pass"}
    assert refusal(s, "beat:11d") == "not_senior"


@pytest.mark.parametrize(
    ("order", "strong", "weak"),
    [("january_high", "02c", "12b"), ("december_high", "12b", "02c")],
)
def test_the_standard_order_read_either_way(order, strong, weak):
    g = game(month_order=order)
    s = g.position(hands=[[weak, "05c"], [strong, "05d"]], current=0)
    s = play(s, f"lead:{weak}")
    assert f"beat:{strong}" in codes(s)
    s2 = g.position(hands=[[strong, "05c"], [weak, "05d"]], current=0)
    assert refusal(play(s2, f"lead:{strong}"), f"beat:{weak}") == "not_senior"


def test_a_set_must_be_answered_with_as_many_cards():
    g = game()
    s = g.position(hands=[["10c", "10d", "02c"], ["09c", "09d", "09b", "01c", "12a"]], current=0)
    s = play(s, "lead:10c.10d")  # two maple cards
    assert codes(s) == {"beat:09b.09c", "beat:09b.09d", "beat:09c.09d", "beat:12a", "pass"}
    assert refusal(s, "beat:01c") == "wrong_count"
    assert refusal(s, "beat:09b.09c.09d") == "wrong_count"
    assert refusal(s, "beat:09c.01c") == "mixed_months"


def test_leads_are_one_to_four_cards_of_one_month_or_a_trump():
    g = game()
    s = g.position(hands=[["03a", "03b", "03c", "03d", "07c"], ["05c"]], current=0)
    legal = codes(s)
    assert len(legal) == 15 + 1  # every non-empty subset of the cherry cards, and the clover
    assert {"lead:03a", "lead:03a.03b.03c.03d", "lead:07c"} <= legal
    assert refusal(s, "lead:03c.07c") == "mixed_months"
    assert refusal(s, "lead:05c") == "not_in_hand"
    assert refusal(s, "pass") == "must_lead"
    assert refusal(s, "beat:07c") == "must_lead"


# --------------------------------------------------------------------------- trumps


def test_a_lone_bright_is_a_trump_and_beats_any_set():
    g = game()
    s = g.position(hands=[["01b", "01c", "01d", "05c"], ["08a", "02c"]], current=0)
    s = play(s, "lead:01b.01c.01d")  # three pine cards, the strongest month
    assert codes(s) == {"beat:08a", "pass"}  # the moon, the weakest trump, still beats them
    s = play(s, "beat:08a")
    top = s.observe(0).public["top"]
    assert top["trump"] and top["count"] == 1 and top["seat"] == 1
    assert s.events[-1].kind == "beat" and s.events[-1].data["trump"]


def test_equal_trumps_do_not_beat_each_other():
    g = game(brights="equal")
    s = g.position(hands=[["08a", "05c"], ["01a", "02c"]], current=0)
    s = play(s, "lead:08a")
    assert codes(s) == {"pass"}
    assert refusal(s, "beat:01a") == "trump_not_senior"
    assert refusal(s, "beat:02c") == "trump_on_table"


def test_listed_trumps_crane_rain_man_curtain_phoenix_moon():
    g = game(brights="listed", month_order="december_high")  # the list holds whatever the months
    order = ["01a", "11a", "03a", "12a", "08a"]
    for i, lower in enumerate(order):
        s = g.position(hands=[[lower, "05c"], [*order[:i], *order[i + 1 :], "02c"]], current=0)
        s = play(s, f"lead:{lower}")
        assert codes(s) == {f"beat:{b}" for b in order[:i]} | {"pass"}


def test_trumps_by_month_follow_the_chosen_month_order():
    g = game(brights="by_month", month_order="january_high")  # crane, curtain, moon, rain man, phoenix
    s = g.position(hands=[["11a", "05c"], ["08a", "12a", "02c"]], current=0)
    s = play(s, "lead:11a")
    assert codes(s) == {"beat:08a", "pass"}
    assert refusal(s, "beat:12a") == "trump_not_senior"


def test_a_more_senior_trump_beats_a_trump():
    g = game(3, brights="listed")
    s = g.position(hands=[["08c", "05c"], ["12a", "06c"], ["01a", "07c"]], current=0)
    s = play(s, "lead:08c", "beat:12a", "beat:01a")
    assert s.events[-1].data["over_trump"]
    assert g.describe(s.events[-1], "ru") == (
        "Игрок 3 перебивает козырь более старшим козырем «Журавль и солнце»."
    )


# --------------------------------------------------------------------------- the club rule


def test_a_bright_inside_a_set_is_a_plain_card_of_its_month():
    g = game()
    s = g.position(hands=[["08a", "08c", "05c"], ["11a", "11d", "01a", "03c"]], current=0)
    s = play(s, "lead:08a.08c")  # moon and a susuki plain: a pair of susuki, not a trump
    top = s.observe(1).public["top"]
    assert not top["trump"] and top["month"] == 8
    assert s.events[-1].data["plain_bright"]
    # the rain man with his plain beats it as a willow pair; each bright alone is a trump
    assert codes(s) == {"beat:11a.11d", "beat:01a", "beat:11a", "pass"}
    s = play(s, "beat:11a.11d")
    assert not s.observe(0).public["top"]["trump"]
    assert "считается простой картой своего месяца" in g.describe(s.events[-1], "ru")


def test_a_lone_bright_cannot_be_played_as_a_plain_single():
    g = game(3)
    s = g.position(hands=[["07c", "05c"], ["03a", "02c"], ["04c", "04d"]], current=0)
    s = play(s, "lead:07c")
    # the curtain alone is a trump (beat:03a), listed once, never as a cherry single
    assert [m.code for m in s.legal_moves()].count("beat:03a") == 1


# --------------------------------------------------------------------------- passing and clearing


def test_all_others_passing_clears_the_table_for_the_last_player():
    g = game(4)
    s = g.position(
        hands=[["10c", "02c"], ["06c", "02d"], ["09c", "12b"], ["10d", "05d"]],
        current=0,
    )
    s = play(s, "lead:10c", "pass", "beat:09c")  # seat 1 passes, seat 2 beats the maple
    assert s.current_player == 3
    s = play(s, "pass", "pass")  # seats 3 and 0
    assert s.current_player == 1  # the seat that passed before is asked again
    assert codes(s) == {"pass"}  # its peony is below chrysanthemum
    s = play(s, "pass")
    assert s.events[-1].kind == "clear" and s.events[-1].seat == 2
    assert s.current_player == 2
    obs = s.observe(0)
    assert obs.table == () and obs.captured[2] == tuple(sorted((c("10c"), c("09c"))))
    assert obs.public["phase"] == "lead" and obs.public["top"] is None
    assert g.describe(s.events[-1], "ru") == (
        "Все остальные спасовали подряд: Игрок 3 убирает со стола 2 карты и заходит снова."
    )


def test_a_player_who_passed_may_play_again_in_the_same_round():
    g = game(3)
    s = g.position(hands=[["09c", "02c"], ["01c", "03c", "04c"], ["11c", "12b"]], current=0)
    s = play(s, "lead:09c", "pass", "beat:11c", "pass")  # seat 1 passed, then seat 0 passes
    assert s.current_player == 1 and s.observe(1).public["passes"] == 1
    assert codes(s) == {"beat:01c", "pass"}  # only pine is above willow
    s = play(s, "beat:01c")
    assert s.observe(0).public["top"]["seat"] == 1 and s.observe(0).public["passes"] == 0


def test_two_players_one_pass_clears():
    g = game(2)
    s = g.position(hands=[["05c", "02c"], ["06c"]], current=0)
    s = play(s, "lead:05c", "pass")
    assert s.events[-1].kind == "clear" and s.current_player == 0
    assert g.describe(s.events[-1], "en") == (
        "The opponent passed: Player 1 clears 1 card from the table and leads again."
    )
    assert "убирает со стола 1 карту" in g.describe(s.events[-1], "ru")


# --------------------------------------------------------------------------- the winner


def test_first_out_of_cards_wins_and_play_stops():
    g = game(3, settlement="cards")
    s = g.position(hands=[["05c"], ["06c", "06d", "02c"], ["09c", "12b"]], current=0)
    s = play(s, "lead:05c")
    assert s.is_over and s.current_player is None and s.legal_moves() == ()
    kinds = [e.kind for e in s.events]
    assert kinds[-3:] == ["out", "round_end", "game_end"]
    result = s.result()
    assert result.winners == (0,) and result.scores == (5, -3, -2)
    assert sum(result.scores) == 0
    assert result.breakdowns[1].items[0].cards == tuple(sorted(c(x) for x in ("06c", "06d", "02c")))
    assert refusal(s, "pass") == "game_over"


def test_settlement_by_points_uses_menshov_values():
    g = game(2, settlement="points")
    s = g.position(hands=[["05c"], ["01a", "06a", "06b", "06c"]], current=0)
    s = play(s, "lead:05c")
    assert s.result().scores == (35, -35)
    score = g.score_pile([c("01a"), c("06a"), c("06b"), c("06c")])
    assert score.total == 35
    assert [i.points for i in score.items] == [20, 10, 5, 0]


def test_no_settlement_gives_the_winner_one_point():
    g = game(2)
    s = play(g.position(hands=[["05c"], ["06c", "06d"]], current=0), "lead:05c")
    assert s.result().scores == (1, 0)
    assert s.returns() == (1.0, -1.0)
    assert g.score_pile([c("06c")]).total == 0


def test_returns_add_the_payment_to_the_win():
    g = game(3, settlement="cards")
    s = play(g.position(hands=[["05c"], ["06c", "06d"], ["07c"]], current=0), "lead:05c")
    r = s.returns()
    assert r[0] == pytest.approx(1 + 3 / 10)
    assert r[1] == pytest.approx(-0.5 - 2 / 10) and r[2] == pytest.approx(-0.5 - 1 / 10)


def test_a_match_winner_leads_the_next_deal():
    g = game(3, rounds=3)
    s = g.new_state(4)
    rng = random.Random(4)
    deals = 1
    while not s.is_over:
        before = s.observe(0).public["deal"]
        s = s.apply(rng.choice(s.legal_moves()))
        if not s.is_over and s.observe(0).public["deal"] != before:
            deals += 1
            winner = s.observe(0).public["history"][-1]["winner"]
            assert s.current_player == winner == s.leader
            assert sum(len(s.hand(p)) for p in range(3)) == 48
    assert deals == 3
    result = s.result()
    assert sum(result.data["wins"]) == 3 and result.scores == result.data["wins"]


# --------------------------------------------------------------------------- codes and views


def test_codes_in_any_order_mean_the_same_play():
    g = game()
    s = g.position(hands=[["03c", "03d", "07c"], ["05c"]], current=0)
    a = s.apply(Move("lead", (c("03d"), c("03c"))))
    assert a.moves[-1].code == "lead:03c.03d"
    assert refusal(s, "lead:03c.03c") == "duplicate_card"
    assert refusal(s, "pass:03c") == "bad_action"
    assert refusal(s, "play:03c") == "bad_action"


def test_observation_hides_other_hands_but_shows_their_sizes():
    g = game(3)
    s = g.new_state(9)
    obs = s.observe(1)
    assert obs.hand == s.hand(1) and obs.hand_sizes == (16, 16, 16)
    assert set(s.hand(0)) <= obs.unseen() and set(s.hand(2)) <= obs.unseen()
    assert "hands" not in obs.public
    assert all(e.visible_to(1) for e in obs.events)


def test_determinize_keeps_what_the_seat_saw():
    g = game(4, brights="listed")
    s = g.new_state(2)
    rng = random.Random(2)
    for _ in range(17):
        s = s.apply(rng.choice(s.legal_moves()))
    seat = s.current_player
    obs = s.observe(seat)
    sample = g.determinize(obs, random.Random(1))
    again = sample.observe(seat)
    assert again.hand == obs.hand and again.table == obs.table and again.events == obs.events
    assert again.public["top"] == obs.public["top"] and again.legal_moves == obs.legal_moves
    assert sample.moves == s.moves
    assert sorted(sample.all_cards()) == list(range(48))


def test_moves_in_words():
    g = game()
    assert g.describe_move("lead:10c.10d", "ru") == (
        "Зайти двумя картами клёна: «Клён, простая карта 1» и «Клён, простая карта 2»"
    )
    assert g.describe_move("beat:12a", "en") == "Beat with a trump: “Phoenix”"
    assert g.describe_move("pass", "ru") == "Пас"


def test_every_option_has_both_languages():
    from engine.games.aigoma import Aigoma

    for spec in Aigoma.option_specs:
        assert spec.label.ru and spec.label.en and spec.help.ru and spec.help.en
        assert set(spec.choice_labels) == set(spec.choices)
    assert {p.key for p in Aigoma.presets} == {"source", "ranked_trumps", "stakes"}
