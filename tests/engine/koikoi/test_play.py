"""Koi-Koi play: turns, choices, koi-koi decisions, the end of a deal, multipliers and matches."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.cards import DECK, card
from engine.game import IllegalMove, Move
from engine.games.koikoi import KoiKoi
from engine.games.koikoi.scoring import MONTH_MASKS
from engine.games.koikoi.state import KoiKoiState


def c(code: str) -> int:
    return card(code).index


def codes(cards) -> list[str]:
    return [DECK[i].code for i in cards]


def move_codes(state) -> list[str]:
    return sorted(m.code for m in state.legal_moves())


def position(options=None, preset=None, **kw) -> KoiKoiState:
    game = KoiKoi(options=options or {}, preset=preset)
    split = {k: (v.split() if isinstance(v, str) else v) for k, v in kw.items()}
    for key in ("hands", "captured"):
        if key in split:
            split[key] = tuple(p.split() for p in kw[key])
    return KoiKoiState.arranged(game, **split)


def kinds(state, since: int = 0) -> list[str]:
    return [e.kind for e in state.events[since:]]


# ---------------------------------------------------------------------------- turns and choices


def test_hand_card_with_two_matches_names_its_target():
    s = position(hands=("06a 05c", "07c"), table="06b 06c 01c", deck="11d 12d")
    assert move_codes(s) == ["lay:05c", "play:06a.06b", "play:06a.06c"]
    for code, reason in (("play:06a", "choose_target"), ("play:06a.01c", "bad_target")):
        with pytest.raises(IllegalMove) as err:
            s.apply_code(code)
        assert err.value.reason == reason
    with pytest.raises(IllegalMove) as err:
        s.apply(Move("play", (c("06a"), c("06b"), c("06c"))))
    assert err.value.reason == "bad_target"
    s2 = s.apply_code("play:06a.06c")
    assert codes(s2.captured(0)) == ["06a", "06c"]
    assert "06b" in codes(s2.table)
    assert kinds(s2, 3)[:2] == ["play", "capture"]  # after the deal and the two hands


def test_a_matching_card_must_capture_but_need_not_be_played():
    s = position(hands=("06a 05c", "07c"), table="06b 01c", deck="11d 12d")
    with pytest.raises(IllegalMove) as err:
        s.apply_code("lay:06a")
    assert err.value.reason == "must_take"
    s2 = s.apply_code("lay:05c")  # playing a non-matching card is free
    assert "05c" in codes(s2.table)


def test_flipped_card_with_two_matches_waits_for_the_same_player():
    s = position(hands=("05c 01c", "07c"), table="06b 06c", deck="06a 12d")
    s = s.apply_code("lay:05c")
    assert s.phase == "choose"
    assert s.current_player == 0
    assert s.pending == c("06a")
    assert move_codes(s) == ["take:06b", "take:06c"]
    with pytest.raises(IllegalMove) as err:
        s.apply_code("lay:01c")
    assert err.value.reason == "must_choose"
    with pytest.raises(IllegalMove) as err:
        s.apply_code("take:05c")
    assert err.value.reason == "not_an_option"
    with pytest.raises(IllegalMove) as err:
        s.apply_code("koikoi")
    assert err.value.reason == "must_choose"
    s = s.apply_code("take:06b")
    assert codes(s.captured(0)) == ["06a", "06b"]
    assert codes(s.table) == ["05c", "06c"]
    assert s.current_player == 1
    assert kinds(s)[-2:] == ["choice", "capture"]


def test_three_on_the_table_go_with_the_fourth_from_the_hand():
    s = position(hands=("09a 01c", "07c"), table="09b 09c 09d", deck="11d 12d")
    assert move_codes(s) == ["lay:01c", "play:09a"]
    with pytest.raises(IllegalMove) as err:
        s.apply_code("play:09a.09b")
    assert err.value.reason == "three_on_table"
    s = s.apply_code("play:09a")
    play = [e for e in s.events if e.kind == "play"][-1]
    assert codes(play.cards) == ["09a", "09b", "09c", "09d"] and play.data["all"] is True
    assert codes(s.captured(0)) == ["09a", "09b", "09c", "09d"]


def test_three_on_the_table_go_with_the_fourth_from_the_deck():
    s = position(hands=("05c 01c", "07c"), table="09b 09c 09d", deck="09a 12d")
    s = s.apply_code("lay:05c")
    assert codes(s.captured(0)) == ["09a", "09b", "09c", "09d"]


def test_flip_matching_the_card_just_laid_captures_it():
    s = position(hands=("05c 01c", "07c"), table="09b", deck="05d 12d")
    s = s.apply_code("lay:05c")
    assert codes(s.captured(0)) == ["05c", "05d"]
    assert kinds(s)[-3:] == ["lay", "flip", "capture"]


def test_illegal_moves_have_stable_reasons():
    s = position(hands=("05c 01c", "07c"), table="09b", deck="05d 12d")
    cases = {
        "not_in_hand": lambda: s.apply_code("lay:07c"),
        "no_match": lambda: s.apply_code("play:01c.09b"),
        "not_a_decision": lambda: s.apply_code("koikoi"),
        "no_choice": lambda: s.apply_code("take:09b"),
        "bad_action": lambda: s.apply(Move("pass")),
        "bad_code": lambda: s.apply_code("play:99z"),
        "not_your_turn": lambda: s.apply_as(1, Move.parse("lay:05c")),
    }
    for reason, call in cases.items():
        with pytest.raises(IllegalMove) as err:
            call()
        assert err.value.reason == reason, reason
    # The state is untouched.
    assert s.version == 0
    assert codes(s.hand(0)) == ["01c", "05c"]


# ---------------------------------------------------------------------------- koi-koi and stop


def akatan_position(**kw) -> KoiKoiState:
    """Player 1 (seat 0) completes the poem ribbons with 03b; player 2 can then make kasu."""
    return position(
        hands=("03b 05c 06c", "08d 10c 12b"),
        captured=("01b 02b", "01c 01d 02c 02d 05d 06d 07d 09d 10d"),
        table="03c 04c 08c",
        deck="11d 09c 12d 04d 07c",
        **kw,
    )


def test_new_yaku_offers_koikoi_or_stop():
    s = akatan_position().apply_code("play:03b.03c")
    assert s.phase == "decide"
    assert s.current_player == 0
    assert move_codes(s) == ["koikoi", "stop"]
    yaku = [e for e in s.events if e.kind == "yaku"][-1]
    assert yaku.data["total"] == 5
    assert yaku.data["yaku"] == (("akatan", 5),)
    with pytest.raises(IllegalMove) as err:
        s.apply_code("lay:05c")
    assert err.value.reason == "must_decide"


def test_stop_ends_the_deal_and_scores():
    s = akatan_position().apply_code("play:03b.03c").apply_code("stop")
    assert s.is_over
    result = s.result()
    assert result.scores == (5, 0)
    assert result.winners == (0,)
    assert result.reason == "stop"
    (item,) = result.breakdowns[0].items
    assert item.key == "akatan"
    assert codes(item.cards) == ["01b", "02b", "03b"]
    assert s.returns() == (pytest.approx(5 / 30), pytest.approx(-5 / 30))


def test_koikoi_then_the_opponent_wins_double():
    """The Fuda Wiki standard doubles for the opponent's koi-koi (the site's default does not)."""
    s = akatan_position(preset="fudawiki").apply_code("play:03b.03c").apply_code("koikoi")
    assert s.koikoi_calls == (1, 0)
    assert s.current_player == 1
    s = s.apply_code("play:08d.08c")  # 11 plains: kasu 2
    assert s.phase == "decide" and s.current_player == 1
    s = s.apply_code("stop")
    result = s.result()
    assert result.scores == (0, 4)
    assert [(i.key, i.points) for i in result.breakdowns[1].items] == [
        ("kasu", 2),
        ("double_opponent_koikoi", 2),
    ]
    assert result.breakdowns[1].total == 4


def test_opponent_koikoi_doubling_can_be_switched_off():
    s = akatan_position(preset="fudawiki", options={"double_opponent_koikoi": False})
    s = s.apply_code("play:03b.03c").apply_code("koikoi").apply_code("play:08d.08c").apply_code("stop")
    assert s.result().scores == (0, 2)


def test_the_sites_default_doubles_only_at_seven_or_more():
    """japancards.ru (seed 000, lines 182-184): usually no doubling or only ×2 at 7+; the site's
    default plays that, so the opponent's koi-koi doubles nothing (kasu 2 stays 2)."""
    s = akatan_position().apply_code("play:03b.03c").apply_code("koikoi")
    s = s.apply_code("play:08d.08c").apply_code("stop")
    result = s.result()
    assert result.scores == (0, 2)
    assert [(i.key, i.points) for i in result.breakdowns[1].items] == [("kasu", 2)]


def test_after_koikoi_only_a_better_yaku_reopens_the_decision():
    s = akatan_position().apply_code("play:03b.03c").apply_code("koikoi")
    s = s.apply_code("lay:10c")  # player 2 lays; flip 09c stays
    assert s.current_player == 0 and s.phase == "play"
    s = s.apply_code("lay:05c")  # player 1: still akatan 5, no new decision
    assert s.current_player == 1 and s.phase == "play"


def test_own_koikoi_doubling_and_seven_plus():
    s = position(
        options={"double_own_koikoi": True},
        hands=("10b 05c", "07c 08d"),
        captured=("01b 02b 03b 06b 09b", ""),
        table="10c 04c",
        deck="11d 12d 12b",
        koikoi=(1, 0),
        decided=(5, 0),
    )
    s = s.apply_code("play:10b.10c").apply_code("stop")
    result = s.result()
    # akatan-aotan 10 -> x2 at 7+ -> x2 own koi-koi = 40
    assert result.scores == (40, 0)
    assert [(i.key, i.points) for i in result.breakdowns[0].items] == [
        ("akatan_aotan", 10),
        ("double_at_7", 10),
        ("double_own_koikoi", 20),
    ]


def test_seven_plus_doubling_off():
    s = position(
        options={"double_at_7": False},
        hands=("10b 05c", "07c 08d"),
        captured=("01b 02b 03b 06b 09b", ""),
        table="10c 04c",
        deck="11d 12d 12b",
    )
    assert s.apply_code("play:10b.10c").apply_code("stop").result().scores == (10, 0)


def test_no_koikoi_when_no_cards_remain():
    s = position(hands=("03b", "07c"), captured=("01b 02b", ""), table="03c", deck="11d 12d")
    s = s.apply_code("play:03b.03c")
    assert s.is_over
    stop = [e for e in s.events if e.kind == "stop"][-1]
    assert stop.data["auto"] is True
    assert "koikoi" not in kinds(s)
    assert s.result().scores == (5, 0)


def test_koikoi_offered_while_the_player_still_has_cards():
    s = position(hands=("03b 05c", "07c 08d"), captured=("01b 02b", ""), table="03c", deck="11d 12d")
    assert move_codes(s.apply_code("play:03b.03c")) == ["koikoi", "stop"]


# ---------------------------------------------------------------------------- exhaustive draw


def exhausted_position(**kw) -> KoiKoiState:
    return position(hands=("05c", "07c"), table="04c", deck="11d 12d", dealer=1, current=0, **kw)


def test_exhaustive_draw_scores_nothing():
    s = exhausted_position().apply_code("lay:05c").apply_code("lay:07c")
    assert s.is_over
    assert "exhausted" in kinds(s)
    result = s.result()
    assert result.scores == (0, 0)
    assert result.is_draw
    assert result.reason == "exhausted"


def test_exhaustive_draw_with_dealer_privilege():
    s = exhausted_position(options={"dealer_privilege": True}).apply_code("lay:05c").apply_code("lay:07c")
    result = s.result()
    assert result.scores == (0, 6)
    assert [i.key for i in result.breakdowns[1].items] == ["dealer_privilege"]


def test_exhaustive_draw_forfeits_yaku_of_a_player_who_called_koikoi():
    s = position(
        hands=("05c", "07c"),
        captured=("01b 02b 03b", ""),
        table="04c",
        deck="11d 12d",
        koikoi=(1, 0),
        decided=(5, 0),
    )
    s = s.apply_code("lay:05c").apply_code("lay:07c")
    assert s.result().scores == (0, 0)


# ---------------------------------------------------------------------------- deals from a seed


def find_seed(predicate, game: KoiKoi, limit: int = 5000) -> tuple[int, KoiKoiState]:
    for seed in range(limit):
        s = game.new_state(seed)
        if predicate(s):
            return seed, s
    raise AssertionError("no seed found")


def test_dealer_draw_and_deal():
    game = KoiKoi()
    for seed in range(50):
        s = game.new_state(seed)
        e0, e1, dealer = s.events[:3]
        assert (e0.kind, e0.seat, e1.kind, e1.seat, dealer.kind) == (
            "dealer_draw",
            0,
            "dealer_draw",
            1,
            "dealer",
        )
        a, b = e0.cards[0], e1.cards[0]
        # earlier month deals; within a month the higher card (a before b before c ...)
        expected = 0 if (DECK[a].month, DECK[a].rank) < (DECK[b].month, DECK[b].rank) else 1
        assert dealer.seat == expected == s.dealer
        if s.is_over:
            continue
        assert s.current_player == s.dealer
        assert len(s.hand(0)) == len(s.hand(1)) == len(s.table) == 8
        assert len(s.deck) == 24


def test_misdeal_redeals_four_of_a_month_on_the_table():
    game = KoiKoi(options={"misdeal_four_pairs": False})
    _, s = find_seed(lambda s: "redeal" in kinds(s), game)
    redeal = next(e for e in s.events if e.kind == "redeal")
    months = [DECK[i].month for i in redeal.cards]
    assert max(months.count(m) for m in months) == 4
    table_months = [DECK[i].month for i in s.table] if not s.is_over else []
    assert all(table_months.count(m) < 4 for m in table_months)


def test_teshi_wins_the_deal_at_once():
    game = KoiKoi()
    seed, s = find_seed(lambda s: "teshi" in kinds(s), game)
    event = next(e for e in s.events if e.kind == "teshi")
    assert s.is_over
    result = s.result()
    assert result.reason in ("hand_yaku", "hand_yaku_draw")
    if result.reason == "hand_yaku":
        assert result.scores[event.seat] == 6
        assert result.breakdowns[event.seat].items[0].key == "teshi"
    months = [DECK[i].month for i in event.cards]
    assert max(months.count(m) for m in months) == 4
    # Without hand yaku the same seed is played out normally.
    assert not KoiKoi(options={"hand_yaku": False}).new_state(seed).is_over


def test_kuttsuki_wins_the_deal_at_once():
    game = KoiKoi()
    _, s = find_seed(lambda s: "kuttsuki" in kinds(s), game)
    event = next(e for e in s.events if e.kind == "kuttsuki")
    months = [DECK[i].month for i in event.cards]
    assert all(months.count(m) % 2 == 0 for m in months)
    assert s.is_over


# ---------------------------------------------------------------------------- matches


def play_random(state, rng: random.Random):
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("rounds", [3, 6, 12])
def test_match_of_several_deals(rounds):
    game = KoiKoi(options={"rounds": rounds})
    for seed in range(5):
        s = play_random(game.new_state(seed), random.Random(seed))
        history = s.history
        assert len(history) == rounds
        assert [r["round"] for r in history] == list(range(1, rounds + 1))
        for before, after in itertools.pairwise(history):
            expected = before["winner"] if before["winner"] is not None else before["dealer"]
            assert after["dealer"] == expected
        totals = [0, 0]
        for record in history:
            if record["scorer"] is not None:
                totals[record["scorer"]] += record["points"]
        result = s.result()
        assert list(result.scores) == totals
        assert [b.total for b in result.breakdowns] == totals
        assert [sum(i.points for i in b.items) for b in result.breakdowns] == totals
        assert kinds(s).count("round_end") == rounds
        assert kinds(s)[-1] == "game_end"


def test_the_seed_decides_every_deal_of_a_match():
    game = KoiKoi(options={"rounds": 6})
    a = play_random(game.new_state(11), random.Random(5))
    b = play_random(game.new_state(11), random.Random(5))
    assert a.events == b.events
    assert a.moves == b.moves


def test_game_over_refuses_moves():
    s = akatan_position().apply_code("play:03b.03c").apply_code("stop")
    with pytest.raises(IllegalMove) as err:
        s.apply_code("stop")
    assert err.value.reason == "game_over"
    assert s.legal_moves() == ()
    assert s.current_player is None


def test_result_before_the_end_is_refused():
    with pytest.raises(IllegalMove) as err:
        akatan_position().result()
    assert err.value.reason == "not_over"


def test_month_masks_cover_the_deck():
    assert sum(MONTH_MASKS) == (1 << 48) - 1


def is_pairs(cards) -> bool:
    months = [DECK[i].month for i in cards]
    return all(months.count(m) == 2 for m in months)


def test_misdeal_on_four_pairs_is_an_option():
    game = KoiKoi()
    seed, s = find_seed(lambda s: any(e.kind == "redeal" and is_pairs(e.cards) for e in s.events), game)
    redeal = next(e for e in s.events if e.kind == "redeal" and is_pairs(e.cards))
    # Without the option that same table of four pairs is played.
    plain = KoiKoi(options={"misdeal_four_pairs": False}).new_state(seed)
    deal = next(e for e in plain.events if e.kind == "deal")
    assert deal.cards == redeal.cards


def hand_yaku_state(hands, **options) -> KoiKoiState:
    s = position(options=options, hands=hands, table="", deck="")
    events: list = []
    s._check_hand_yaku(events)  # what every deal runs right after dealing
    return s


def test_both_players_with_hand_yaku_is_a_draw():
    hands = ("01a 01b 01c 01d 02a 03a 05c 07d", "02b 02c 03b 03c 04a 04b 06a 06b")
    s = hand_yaku_state(hands)
    assert s.is_over
    assert s.result().scores == (0, 0)
    assert s.history[-1]["reason"] == "hand_yaku_draw"
    s = hand_yaku_state(hands, dealer_privilege=True)
    assert s.result().scores == (6, 0)  # seat 0 deals in this position


def test_a_single_hand_yaku_scores_6_for_its_holder():
    s = hand_yaku_state(("01a 01b 01c 02a 03a 05c 07d 08a", "02b 02c 03b 03c 04a 04b 06a 06b"))
    result = s.result()
    assert result.scores == (0, 6)
    (item,) = result.breakdowns[1].items
    assert (item.key, item.points) == ("kuttsuki", 6)


def test_a_yaku_made_after_the_rain_man_cancelled_viewing_reopens_the_decision():
    s = position(
        options={"viewing_rain_cancels": True},
        hands=("11b 06b 05c", "07c 08d 12b"),
        captured=("03a 09a 09b 10b", ""),
        table="11a 06c 04c",
        deck="12d 02c 01c 04d",
        koikoi=(1, 0),
        decided=(5, 0),
    )
    assert s.yaku_total(0) == 5  # hanami-zake
    s = s.apply_code("play:11b.11a")  # the rain man: hanami is cancelled
    assert s.yaku_total(0) == 0 and s.phase == "play"
    s = s.apply_code("lay:07c")
    s = s.apply_code("play:06b.06c")  # aotan 5: new, although not above the old 5
    assert s.phase == "decide"
    assert s.yaku_total(0) == 5


def test_every_refusal_has_a_message_in_both_languages():
    from engine.describe import describe_illegal

    game = KoiKoi()
    reasons = [
        "not_your_turn",
        "not_in_hand",
        "no_match",
        "must_take",
        "bad_target",
        "choose_target",
        "three_on_table",
        "must_choose",
        "not_an_option",
        "no_choice",
        "must_decide",
        "not_a_decision",
        "bad_action",
        "bad_code",
        "game_over",
        "not_over",
        "duplicate_card",
    ]
    fallback = describe_illegal("no_such_reason", "en")
    for reason in reasons:
        ru, en = describe_illegal(reason, "ru", game), describe_illegal(reason, "en", game)
        assert ru != en and en != fallback, reason
