"""Every outcome of a «Хато» turn that Menshov's text lists (v3, seed lines 320-400)."""

from __future__ import annotations

import pytest

from engine.cards import card
from engine.game import IllegalMove, Move, get_game
from engine.games.hato import HatoGame


def c(code: str) -> int:
    return card(code).index


def codes(cards) -> list[str]:
    return sorted(card_code(x) for x in cards)


def card_code(index: int) -> str:
    from engine.cards import DECK

    return DECK[index].code


def game(**options) -> HatoGame:
    return get_game("hato", players=2, options=options)  # type: ignore[return-value]


def pos(g: HatoGame | None = None, **kw):
    return (g or game()).position(**kw)


def kinds(state) -> list[str]:
    return [e.kind for e in state.events]


# ----------------------------------------------------------------------------- the first step


def test_play_onto_a_match_and_flip_matching_another_card_takes_four():
    # 2+2: the hand card takes its match and the flipped card takes its own.
    s = pos(hands=[["01a", "05c"], ["09c", "09d"]], table=["01c", "03c", "07c"], deck=["03d", "10c"])
    s = s.apply_code("play:01a.01c")
    assert codes(s.observe(0).captured[0]) == ["01a", "01c", "03c", "03d"]
    assert codes(s.observe(0).table) == ["07c"]
    assert s.current_player == 1
    assert kinds(s) == ["deal", "hand", "hand", "play", "flip", "capture", "capture"]


def test_play_onto_a_match_and_flip_without_match_takes_two():
    # 2+0: the flipped card stays on the table.
    s = pos(hands=[["01a", "05c"], ["09c", "09d"]], table=["01c", "07c"], deck=["03d", "10c"])
    s = s.apply_code("play:01a.01c")
    obs = s.observe(1)
    assert codes(obs.captured[0]) == ["01a", "01c"]
    assert codes(obs.table) == ["03d", "07c"]
    flip = next(e for e in s.events if e.kind == "flip")
    assert flip.data.get("stays") is True


def test_lay_then_flip_matching_takes_two():
    # 0+2: nothing for the hand card, the flipped card takes its match.
    s = pos(hands=[["05c", "06c"], ["09c", "09d"]], table=["01c", "07c"], deck=["07d", "10c"])
    s = s.apply_code("lay:05c")
    obs = s.observe(0)
    assert codes(obs.captured[0]) == ["07c", "07d"]
    assert codes(obs.table) == ["01c", "05c"]


def test_nothing_matches_takes_nothing():
    s = pos(hands=[["05c", "06c"], ["09c", "09d"]], table=["01c", "07c"], deck=["08c", "10c"])
    s = s.apply_code("lay:05c")
    obs = s.observe(0)
    assert obs.captured[0] == ()
    assert codes(obs.table) == ["01c", "05c", "07c", "08c"]


def test_flipped_card_on_the_pair_just_made_is_a_three_one_choice():
    # 3-1: the player chooses two of the three; the third stays on the table.
    s = pos(hands=[["06a", "05c"], ["09c", "09d"]], table=["06c", "07c"], deck=["06d", "10c"])
    s = s.apply_code("play:06a.06c")
    assert s.current_player == 0
    assert [m.code for m in s.legal_moves()] == ["take:06a.06c", "take:06a.06d", "take:06c.06d"]
    obs = s.observe(0)
    assert obs.public["pending"] == {
        "kind": "three",
        "flipped": -1,
        "options": ("take:06a.06c", "take:06a.06d", "take:06c.06d"),
    }
    with pytest.raises(IllegalMove) as err:
        s.apply_code("lay:05c")
    assert err.value.reason == "must_choose"
    s = s.apply_code("take:06a.06d")
    obs = s.observe(0)
    assert codes(obs.captured[0]) == ["06a", "06d"]
    assert codes(obs.table) == ["06c", "07c"]
    assert s.current_player == 1


def test_freeze_keeps_the_three_until_the_fourth_comes():
    g = game(freeze=True)
    s = pos(g, hands=[["06a", "05c"], ["06b", "09d"]], table=["06c", "07c"], deck=["06d", "10c"])
    s = s.apply_code("play:06a.06c")
    assert s.current_player == 1
    assert "freeze" in kinds(s)
    assert codes(s.observe(1).table) == ["06a", "06c", "06d", "07c"]
    # the other player brings the fourth peony and takes all four
    assert [m.code for m in s.legal_moves() if m.cards[0] == c("06b")] == ["play:06b"]
    s = s.apply_code("play:06b")
    assert codes(s.observe(1).captured[1]) == ["06a", "06b", "06c", "06d"]
    freeze = next(e for e in s.events if e.kind == "freeze")
    assert "Заморозка" in g.describe(freeze, "ru")
    assert "Freeze" in g.describe(freeze, "en")


def test_flipped_card_matching_two_table_cards_asks_which():
    s = pos(hands=[["01a", "05c"], ["09c", "09d"]], table=["01c", "08b", "08c"], deck=["08d", "10c"])
    s = s.apply_code("play:01a.01c")
    assert s.current_player == 0
    assert [m.code for m in s.legal_moves()] == ["take:08b", "take:08c"]
    assert s.observe(1).legal_moves == ()
    assert s.observe(1).public["pending"]["flipped"] == c("08d")
    with pytest.raises(IllegalMove) as err:
        s.apply_code("take:08a")
    assert err.value.reason == "not_an_option"
    s = s.apply_code("take:08b")
    obs = s.observe(0)
    assert codes(obs.captured[0]) == ["01a", "01c", "08b", "08d"]
    assert codes(obs.table) == ["08c"]


def test_hand_card_matching_two_table_cards_names_its_target():
    s = pos(hands=[["08a", "05c"], ["09c", "09d"]], table=["08b", "08c"], deck=["10c", "10d"])
    moves = [m.code for m in s.legal_moves() if m.cards[0] == c("08a")]
    assert moves == ["play:08a.08b", "play:08a.08c", "lay:08a"]
    with pytest.raises(IllegalMove) as err:
        s.apply_code("play:08a")
    assert err.value.reason == "choose_target"
    s = s.apply_code("play:08a.08c")
    assert codes(s.observe(0).captured[0]) == ["08a", "08c"]
    assert codes(s.observe(0).table) == ["08b", "10c"]


def test_three_on_the_table_go_with_the_fourth_from_hand():
    s = pos(hands=[["11a", "05c"], ["09c", "09d"]], table=["11b", "11c", "11d"], deck=["10c", "10d"])
    legal = [m.code for m in s.legal_moves() if m.cards[0] == c("11a")]
    assert legal == ["play:11a"]
    with pytest.raises(IllegalMove) as err:
        s.apply_code("lay:11a")
    assert err.value.reason == "three_on_table"
    # naming one of the three is accepted and recorded as the canonical move
    s2 = s.apply_code("play:11a.11c")
    assert s2.moves == (Move.parse("play:11a"),)
    assert codes(s2.observe(0).captured[0]) == ["11a", "11b", "11c", "11d"]
    bonus = [e for e in s2.events if e.kind == "bonus"]
    assert [e.data["key"] for e in bonus] == ["full_month_11"]


def test_three_on_the_table_go_with_the_fourth_flipped():
    s = pos(hands=[["05c", "05d"], ["09c", "09d"]], table=["11b", "11c", "11d"], deck=["11a", "10d"])
    s = s.apply_code("lay:05c")
    assert codes(s.observe(0).captured[0]) == ["11a", "11b", "11c", "11d"]


def test_flip_brings_the_fourth_to_a_pair_and_the_other_card_of_its_month():
    # two peonies on the table; one is taken by the hand card, the flip is the fourth: all four go.
    s = pos(hands=[["06a", "05c"], ["09c", "09d"]], table=["06b", "06c"], deck=["06d", "10c"])
    s = s.apply_code("play:06a.06b")
    assert codes(s.observe(0).captured[0]) == ["06a", "06b", "06c", "06d"]
    assert s.current_player == 1


def test_eight_cards_in_one_turn():
    s = pos(
        hands=[["01a", "05c"], ["09c", "09d"]],
        table=["01b", "01c", "01d", "08b", "08c", "08d"],
        deck=["08a", "10c"],
    )
    s = s.apply_code("play:01a")
    pile = s.observe(0).captured[0]
    assert len(pile) == 8
    assert [len(e.cards) for e in s.events if e.kind == "capture"] == [4, 4]


def test_six_cards_in_one_turn():
    s = pos(hands=[["01a", "05c"], ["09c", "09d"]], table=["01b", "01c", "01d", "08b"], deck=["08a", "10c"])
    s = s.apply_code("play:01a")
    assert len(s.observe(0).captured[0]) == 6


def test_laying_a_card_that_has_a_match_is_free_by_default():
    s = pos(hands=[["01a", "05c"], ["09c", "09d"]], table=["01c"], deck=["10c", "10d"])
    assert "lay:01a" in [m.code for m in s.legal_moves()]
    s = s.apply_code("lay:01a")
    assert codes(s.observe(0).table) == ["01a", "01c", "10c"]


def test_laid_card_beside_its_match_then_flip_of_that_month_chooses():
    s = pos(hands=[["01a", "05c"], ["09c", "09d"]], table=["01c"], deck=["01d", "10d"])
    s = s.apply_code("lay:01a")
    assert [m.code for m in s.legal_moves()] == ["take:01a", "take:01c"]


def test_must_take_option_forbids_laying_a_matching_card():
    g = game(must_take=True)
    s = pos(g, hands=[["01a", "05c"], ["09c", "09d"]], table=["01c"], deck=["10c", "10d"])
    assert [m.code for m in s.legal_moves()] == ["play:01a.01c", "lay:05c"]
    with pytest.raises(IllegalMove) as err:
        s.apply_code("lay:01a")
    assert err.value.reason == "must_take"


def test_refusals_have_stable_reasons():
    s = pos(hands=[["01a", "05c"], ["09c", "09d"]], table=["01c"], deck=["10c", "10d"])
    cases = {
        "play:09c.09d": "not_in_hand",
        "play:05c": "no_match",
        "play:01a.05c": "bad_target",
        "take:01c": "no_choice",
        "koikoi": "bad_action",
    }
    for code, reason in cases.items():
        with pytest.raises(IllegalMove) as err:
            s.apply_code(code)
        assert err.value.reason == reason, code
    with pytest.raises(IllegalMove) as err:
        s.apply_as(1, "lay:09c")
    assert err.value.reason == "not_your_turn"
    with pytest.raises(IllegalMove) as err:
        s.apply_code("play:01a.zz")
    assert err.value.reason == "bad_code"
    # a single match needs no target
    assert s.apply_code("play:01a").moves == (Move.parse("play:01a.01c"),)


def test_no_flip_when_the_deck_is_empty():
    # Version 2 with three players deals 8 + 21 and leaves 19 cards: the last turns flip nothing.
    s = pos(hands=[["01a"], ["09c"]], table=["01c"], deck=[])
    s = s.apply_code("play:01a.01c")
    assert codes(s.observe(0).captured[0]) == ["01a", "01c"]
    assert kinds(s)[3:] == ["play", "capture"]


def test_a_position_opens_the_log_like_a_deal():
    s = pos(hands=[["01a", "05c"], ["09c", "09d"]], table=["01c", "03c"], deck=["03d"], current=1)
    deal, mine, theirs = s.events
    assert (deal.kind, deal.seat, codes(deal.cards)) == ("deal", 1, ["01c", "03c"])
    assert (
        game().describe(deal, "ru")
        == "Раздача 1: на столе «Сосна, простая карта 1» и «Вишня, простая карта 1»; первым ходит Игрок 2."
    )
    assert (mine.kind, mine.private_to, codes(mine.cards)) == ("hand", 0, ["01a", "05c"])
    assert theirs.private_to == 1
    assert [e.kind for e in s.observe(0).events] == ["deal", "hand"]  # the other hand stays hidden
    assert [e.kind for e in pos(hands=[["01a"], ["09c"]], table=[], captured=[["02a"], []]).events] == []


def test_deal_ends_when_hands_are_empty_and_leftovers_score_for_nobody():
    s = pos(hands=[["01a"], ["09c"]], table=["03a", "01c"], deck=["05c", "12a"])
    s = s.apply_code("play:01a.01c")
    s = s.apply_code("lay:09c")
    assert s.is_over
    result = s.result()
    assert result.scores == (20, 0)
    assert result.winners == (0,)
    end = next(e for e in s.events if e.kind == "round_end")
    assert codes(end.data["left_on_table"]) == ["03a", "05c", "09c", "12a"]
    with pytest.raises(IllegalMove) as err:
        s.apply_code("lay:09c")
    assert err.value.reason == "game_over"
    assert s.legal_moves() == ()
    assert s.current_player is None


@pytest.mark.parametrize(
    ("players", "table_cards", "sizes"),
    [
        (2, "by_players", (8, 10, 20)),
        (3, "by_players", (6, 7, 21)),
        (4, "by_players", (8, 5, 20)),
        (2, "always_8", (8, 10, 20)),
        (3, "always_8", (8, 7, 19)),
        (4, "always_8", (8, 5, 20)),
    ],
)
def test_deal_sizes(players, table_cards, sizes):
    g = get_game("hato", players=players, options={"table_cards": table_cards})
    for seed in range(5):
        obs = g.new_state(seed).observe(0)
        assert (len(obs.table), obs.hand_sizes[0], obs.deck_left) == sizes
        assert set(obs.hand_sizes) == {sizes[1]}


def test_v2_preset_deals_eight_to_three_players():
    g = get_game("hato", players=3, preset="menshov_v2")
    assert len(g.new_state(0).observe(0).table) == 8


def test_redeal_when_four_of_a_month_land_on_the_table():
    g = game()
    found = None
    for seed in range(3000):
        s = g.new_state(seed)
        if s.events[0].kind == "redeal":
            found = seed
            break
    assert found is not None
    s = g.new_state(found)
    redeal = s.events[0]
    assert len(redeal.cards) == 4 and len({x >> 2 for x in redeal.cards}) == 1
    assert "заново" in g.describe(redeal, "ru")
    table = s.observe(0).table
    assert all(sum(1 for x in table if x >> 2 == m) < 4 for m in range(12))
    assert [e.kind for e in g.new_state(found).events] == [e.kind for e in s.events]
    assert g.new_state(found).observe(0).table == table


def test_first_leader_is_drawn_by_lot_and_is_reproducible():
    g = get_game("hato", players=4)
    leaders = {g.new_state(seed).current_player for seed in range(40)}
    assert leaders == {0, 1, 2, 3}
    assert g.new_state(7).current_player == g.new_state(7).current_player
