"""Nylon-ppong play: «пон», «стоп», «скрытый пон», declaring, penalties, the deck running out,
reshuffles, out-of-turn calls, refusals, matches and what each seat may see."""

from __future__ import annotations

import random

import pytest

from engine.cards import card
from engine.game import BadOptions, IllegalMove, Move, get_game
from engine.games.nylon.state import NylonState


def game(players: int = 2, **options):
    return get_game("nylon", players=players, options={"upcard": False, **options})


def c(code: str) -> int:
    return card(code).index


def codes(moves) -> set[str]:
    return {m.code for m in moves}


def refused(state, code: str) -> str:
    with pytest.raises(IllegalMove) as error:
        state.apply_code(code)
    return error.value.reason


P1_HAND = ["02a", "03a", "04a", "06a", "08a"]  # 2+3+4+6+8 = 23
OTHER = ["06b", "07b", "08b", "09b", "12b"]  # 6+7+8+9+11 = 41
DECK = ["10a", "10b", "10c", "10d", "11c"]


def test_a_turn_is_draw_then_discard_or_declare():
    s = game().position(hands=[["01a", "01b", "05a", "07a", "09c"], P1_HAND], deck=DECK)
    assert codes(s.legal_moves()) == {"draw"}
    assert refused(s, "discard:01a") == "must_draw"
    s = s.apply_code("draw")
    assert s.phase == "drawn" and c("10a") in s.hand(0)
    assert codes(s.legal_moves()) == {f"discard:{x}" for x in ("01a", "01b", "05a", "07a", "10a", "09c")}
    assert refused(s, "draw") == "already_drew"
    assert refused(s, "declare") == "no_combination"
    assert refused(s, "discard:02a") == "not_in_hand"
    s = s.apply_code("discard:05a")
    assert s.current_player == 1 and s.pile == (c("05a"),) and s.phase == "turn"


def test_ppong_in_turn_then_one_more_discard():
    s = game().position(hands=[["01a", "01b", "05a", "07a", "09c"], P1_HAND], deck=DECK, pile=["01c"])
    assert codes(s.legal_moves()) == {"draw", "ppong:01a.01b"}
    assert refused(s, "ppong:05a.07a") == "not_a_pair"
    s = s.apply_code("ppong:01a.01b")
    assert s.phase == "pponged" and s.meld(0) == (c("01a"), c("01b"), c("01c"))
    assert s.pile == () and s.ppongs == (1, 0)
    assert refused(s, "draw") == "must_discard"
    s = s.apply_code("discard:09c")
    assert s.hand(0) == (c("05a"), c("07a")) and s.current_player == 1
    event = next(e for e in s.events if e.kind == "ppong")
    assert get_game("nylon").describe(event, "en").startswith("Player 1 calls ppong: lays")


def test_three_of_the_month_offer_three_pairs():
    s = game().position(hands=[["01a", "01b", "01c", "07a", "09c"], P1_HAND], deck=DECK, pile=["01d"])
    assert codes(s.legal_moves()) == {"draw", "ppong:01a.01b", "ppong:01a.01c", "ppong:01b.01c"}


def test_a_discard_passed_by_cannot_be_taken():
    s = game().position(hands=[["01a", "01b", "05a", "07a", "09c"], P1_HAND], deck=DECK, pile=["01c"])
    s = s.apply_code("draw")
    assert refused(s, "ppong:01a.01b") == "declare_or_discard"
    s = game().position(
        hands=[["01a", "01b", "05a", "07a", "09c"], P1_HAND], deck=DECK, pile=["01c"], claimable=False
    )
    assert codes(s.legal_moves()) == {"draw"}
    assert refused(s, "ppong:01a.01b") == "no_ppong"


def test_second_ppong_goes_out_and_the_feeder_pays():
    s = game().position(
        hands=[["05a", "05b"], P1_HAND], melds=[["01a", "01b", "01c"], []], deck=DECK, pile=["05c"]
    )
    s = s.apply_code("ppong:05a.05b")
    assert s.is_over
    result = s.result()
    assert result.reason == "ppong_out"
    assert result.scores == (0, 23 + 30)
    assert [i.key for i in result.breakdowns[1].items] == ["cards", "feeder"]
    kinds = [e.kind for e in s.events]
    assert kinds[-4:] == ["reveal", "penalty", "round_end", "game_end"]


def test_penalty_option_50_and_0():
    hands = [["05a", "05b"], P1_HAND]
    for penalty, expected in ((50, 73), (0, 23)):
        s = game(penalty=penalty).position(
            hands=hands, melds=[["01a", "01b", "01c"], []], deck=DECK, pile=["05c"]
        )
        assert s.apply_code("ppong:05a.05b").result().scores == (0, expected)


def test_two_ppongs_by_drawing_the_third_card():
    """The text's «два пона»: a meld, a pair in hand, and the third card of the pair from the deck."""
    s = game().position(
        hands=[["05a", "05b"], P1_HAND], melds=[["01a", "01b", "01c"], []], deck=["05c", *DECK]
    )
    s = s.apply_code("draw")
    assert "declare" in codes(s.legal_moves())
    s = s.apply_code("declare")
    result = s.result()
    assert result.reason == "declare" and result.scores == (0, 23)
    assert result.breakdowns[0].items[0].key == "two_triplets"


@pytest.mark.parametrize(
    ("hand", "draw", "key", "value"),
    [
        (["05a", "05b", "07a", "07b", "09a"], "09b", "three_pairs", 0),
        (["10a", "10b", "10c", "10d", "09a"], "09b", "four_and_pair", -50),
        (["01a", "02a", "03a", "04a", "05a"], "06a", "straight", -21),
        (["01a", "01b", "01c", "02a", "02b"], "03a", "low_sum", -100),
    ],
)
def test_declaring_scores_the_combination(hand, draw, key, value):
    s = game().position(hands=[hand, ["12a", "12b", "11a", "08b", "08c"]], deck=[draw, "06d"])
    s = s.apply_code("draw").apply_code("declare")
    result = s.result()
    assert result.scores == (value, 11 + 11 + 12 + 8 + 8)
    assert result.breakdowns[0].items[0].key == key
    event = next(e for e in s.events if e.kind == "declare")
    assert event.data["combination"] == key and len(event.cards) == 6


def stop_position(p1_hand, **options):
    return game(**options).position(
        hands=[["02a", "03a"], p1_hand],
        melds=[["01a", "01b", "01c"], []],
        deck=["06c", "06d"],
        pile=["07d"],
        claimable=False,
    )


def test_stop_when_the_two_cards_are_under_the_limit():
    s = stop_position(["10a", "10b", "12a", "12b", "09c"])
    assert codes(s.legal_moves()) == {"draw", "stop"}
    s = s.apply_code("stop")
    result = s.result()
    assert result.reason == "stop" and result.scores == (5, 10 + 10 + 11 + 11 + 9)
    assert not any(e.kind == "penalty" for e in s.events)


def test_a_failed_stop_costs_the_penalty_ties_included():
    lower = stop_position(["10a", "10b", "10c", "01d", "02b"])  # concealed triplet: 1 + 2 = 3
    assert lower.apply_code("stop").result().scores == (5 + 30, 3)
    tie = stop_position(["10a", "10b", "10c", "04b", "01d"])  # 4 + 1 = 5: a tie is not the lowest
    assert tie.apply_code("stop").result().scores == (5 + 30, 5)


def test_stop_limit_and_refusals():
    s = game(stop_limit=5).position(
        hands=[["02a", "04a"], OTHER], melds=[["01a", "01b", "01c"], []], deck=DECK
    )
    assert "stop" not in codes(s.legal_moves())
    assert refused(s, "stop") == "stop_over_limit"
    s10 = game().position(hands=[["02a", "04a"], OTHER], melds=[["01a", "01b", "01c"], []], deck=DECK)
    assert "stop" in codes(s10.legal_moves())
    no_meld = game().position(hands=[["02a", "04a", "05a", "05b", "06c"], OTHER], deck=DECK)
    assert refused(no_meld, "stop") == "stop_needs_ppong"
    after_draw = s10.apply_code("draw")
    assert refused(after_draw, "stop") == "declare_or_discard"


@pytest.mark.parametrize(("quorum", "others_needed"), [("half", 1), ("other", 1), ("any", 0)])
def test_stop_quorum(quorum, others_needed):
    hands = [
        ["02a", "03a"],
        ["06a", "07a", "08c", "09c", "12a"],
        ["05a", "05b", "06b", "06c", "07b"],
        ["08a", "08b", "09a", "09b", "10a"],
    ]
    alone = game(4, stop_quorum=quorum).position(
        hands=hands, melds=[["01a", "01b", "01c"], [], [], []], deck=["11a", "11b"]
    )
    assert ("stop" in codes(alone.legal_moves())) == (others_needed == 0)
    if others_needed:
        assert refused(alone, "stop") == "stop_quorum"
    hands[1] = ["02b", "03b"]
    two = game(4, stop_quorum=quorum).position(
        hands=hands, melds=[["01a", "01b", "01c"], ["04a", "04b", "04c"], [], []], deck=["11a", "11b"]
    )
    assert "stop" in codes(two.legal_moves())


def test_half_quorum_counts_the_caller_with_two_or_three_players():
    for players in (2, 3):
        hands = [["02a", "03a"], OTHER, ["05a", "05b", "06c", "06d", "07c"]][:players]
        s = game(players, stop_quorum="half").position(
            hands=hands, melds=[["01a", "01b", "01c"], [], []][:players], deck=DECK
        )
        assert "stop" in codes(s.legal_moves())


HIDDEN_HAND = ["03a", "03b", "03c", "05a", "05b"]


def test_hidden_ppong_in_turn():
    s = game().position(hands=[HIDDEN_HAND, OTHER], deck=DECK, pile=["05c"])
    assert codes(s.legal_moves()) == {"draw", "ppong:05a.05b", "hidden_ppong"}
    s = s.apply_code("hidden_ppong")
    result = s.result()
    assert result.reason == "hidden_ppong" and result.scores == (0, 41 + 30)
    off = game(hidden_ppong=False).position(hands=[HIDDEN_HAND, OTHER], deck=DECK, pile=["05c"])
    assert "hidden_ppong" not in codes(off.legal_moves())
    assert refused(off, "hidden_ppong") == "no_hidden_ppong"


def discard_05c(players: int, seat0_hand, **options):
    """Seat 1 draws and discards 05c; seat 0 (two seats later with 3 players) may call."""
    hands = [seat0_hand, ["05c", "02b", "03d", "04b", "06b"], ["07a", "07b", "08a", "08b", "09a"]][:players]
    s = game(players, **options).position(hands=hands, deck=["10a", "10b", "10c"], current=1)
    return s.apply_code("draw").apply_code("discard:05c")


def test_hidden_ppong_out_of_turn_like_ron():
    s = discard_05c(3, HIDDEN_HAND)
    assert s.current_player == 0 and s.phase == "claim"
    assert codes(s.legal_moves()) == {"hidden_ppong", "pass"}
    assert refused(s, "ppong:05a.05b") == "no_out_of_turn"
    assert refused(s, "draw") == "must_claim"
    done = s.apply_code("hidden_ppong")
    assert done.result().scores[0] == 0 and done.result().scores[1] >= 30
    passed = s.apply_code("pass")
    assert passed.current_player == 2 and passed.phase == "turn"
    assert [e.kind for e in passed.events][-1] == "pass"


def test_a_pair_alone_waits_for_its_turn_without_the_option():
    s = discard_05c(3, ["05a", "05b", "07c", "08c", "09b"])
    assert s.current_player == 2 and s.phase == "turn"


def test_out_of_turn_ppong_takes_the_turn_over():
    s = discard_05c(3, ["05a", "05b", "07c", "08c", "09b"], out_of_turn=True)
    assert s.current_player == 0 and s.phase == "claim"
    assert codes(s.legal_moves()) == {"ppong:05a.05b", "pass"}
    s = s.apply_code("ppong:05a.05b").apply_code("discard:09b")
    assert s.current_player == 1  # seat 2 was skipped: play goes on from the caller's neighbour
    event = next(e for e in s.events if e.kind == "ppong")
    assert event.data["out_of_turn"] and event.data["from"] == 1
    assert get_game("nylon").describe(event, "ru").startswith("Игрок 1 вне очереди объявляет «пон»")


def test_the_next_player_calls_in_turn_not_as_a_claim():
    hands = [
        ["07c", "08c", "09b", "09c", "09d"],
        ["05c", "02b", "03d", "04b", "06b"],
        ["05a", "05b", "08a", "08b", "01a"],
    ]
    s = game(3, out_of_turn=True).position(hands=hands, deck=["10a", "10b"], current=1)
    s = s.apply_code("draw").apply_code("discard:05c")
    assert s.current_player == 2 and s.phase == "turn"
    assert codes(s.legal_moves()) == {"draw", "ppong:05a.05b"}


def test_the_deck_running_out_is_a_draw():
    s = game().position(hands=[["01a", "01b", "05a", "07a", "09c"], P1_HAND], deck=["11a"], pile=["12a"])
    s = s.apply_code("draw").apply_code("discard:11a")
    assert s.is_over  # seat 1 cannot draw and has nothing to call
    result = s.result()
    assert result.reason == "exhausted" and result.scores == (0, 0) and result.winners == (0, 1)
    assert [e.kind for e in s.events][-3:] == ["exhausted", "round_end", "game_end"]


def test_drawing_from_an_empty_deck_ends_the_deal_when_a_call_was_possible():
    s = game().position(hands=[["01a", "01b", "05a", "07a", "09c"], P1_HAND], deck=[], pile=["01c"])
    assert codes(s.legal_moves()) == {"draw", "ppong:01a.01b"}
    assert s.apply_code("draw").result().reason == "exhausted"


def test_reshuffle_of_the_discards():
    s = game(reshuffles=1).position(
        hands=[["01a", "01b", "05a", "07a", "09c"], P1_HAND],
        deck=[],
        pile=["11a", "11b", "12c"],
        claimable=False,
    )
    s = s.apply_code("draw")
    assert s.phase == "drawn" and len(s.deck) == 2 and s.pile == ()
    drawn = set(s.hand(0)) - {c(x) for x in ("01a", "01b", "05a", "07a", "09c")}
    assert drawn <= {c("11a"), c("11b"), c("12c")} and len(drawn) == 1
    deal = [e for e in s.events if e.kind == "deal"][-1]
    assert deal.data["reshuffle"] == 1
    assert "shuffled into a new deck" in get_game("nylon").describe(deal, "en")
    # the one reshuffle is used up: the next empty deck ends the deal
    s = s.apply_code("discard:09c").apply_code("draw").apply_code("discard:02a")
    s = s.apply_code("draw").apply_code("discard:01a")
    assert s.is_over and s.result().reason == "exhausted"  # seat 1 cannot draw: the deal ends


def test_the_discards_start_empty_or_with_an_upcard():
    assert get_game("nylon").new_state(5).pile == ()
    s = get_game("nylon", options={"upcard": True}).new_state(5)
    assert len(s.pile) == 1 and len(s.deck) == 48 - 10 - 1
    assert codes(s.legal_moves()) >= {"draw"}
    hand = s.hand(s.current_player)
    if any(x >> 2 == s.pile[0] >> 2 for x in hand):
        assert all(m.action != "ppong" or len(m.cards) == 2 for m in s.legal_moves())


def test_refusals_and_unknown_moves():
    s = game().position(hands=[["01a", "01b", "05a", "07a", "09c"], P1_HAND], deck=DECK, pile=["01c"])
    assert refused(s, "pass") == "not_a_claim"
    assert refused(s, "play:01a") == "bad_action"
    with pytest.raises(IllegalMove) as error:
        s.apply_as(1, "draw")
    assert error.value.reason == "not_your_turn"
    with pytest.raises(BadOptions):  # a card twice: no such position
        game().position(hands=[["01a"], ["01a"]])
    over = game().position(
        hands=[["05a", "05b"], P1_HAND], melds=[["01a", "01b", "01c"], []], deck=DECK, pile=["05c"]
    )
    over = over.apply_code("ppong:05a.05b")
    assert refused(over, "draw") == "game_over"
    with pytest.raises(IllegalMove):
        s.result()


def play_random(g, seed):
    s = g.new_state(seed)
    rng = random.Random(seed)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_moves()))
    return s


def test_a_match_the_most_penalised_starts_the_next_deal_and_the_lowest_wins():
    """The match-totals reading of who starts (option ``next_starter``: ``match``)."""
    g = get_game(
        "nylon",
        players=4,
        options={"rounds": 5, "reshuffles": 1, "out_of_turn": True, "next_starter": "match"},
    )
    for seed in range(6):
        s = play_random(g, seed)
        totals = [0] * 4
        starter = None
        for event in s.events:
            if event.kind == "deal" and not event.data.get("reshuffle"):
                if starter is not None:
                    best = max(totals)
                    assert totals[event.seat] == best
                    order = [(starter + i) % 4 for i in range(4)]
                    assert event.seat == next(p for p in order if totals[p] == best)
                starter = event.seat
            if event.kind == "round_end":
                totals = list(event.data["totals"])
        result = s.result()
        assert list(result.scores) == totals and len(s.history) == 5
        assert result.winners == tuple(p for p in range(4) if totals[p] == min(totals))
        assert sum(s.returns()) == pytest.approx(0)
        best = result.winners[0]
        assert s.returns()[best] == max(s.returns())


def test_observation_hides_hands_and_the_drawn_card():
    g = get_game("nylon", players=3)
    s = g.new_state(2).apply_code("draw")
    s = s.apply(s.legal_moves()[0]).apply_code("draw")
    seat = s.current_player
    other = (seat + 1) % 3
    mine, theirs = s.observe(seat), s.observe(other)
    drawn = [e for e in s.events if e.kind == "drawn"][-1]
    assert drawn.private_to == seat and drawn in mine.events and drawn not in theirs.events
    assert theirs.hand == s.hand(other) and not set(theirs.hand) & set(s.hand(seat))
    assert theirs.table == s.pile and theirs.legal_moves == ()
    assert "hands" not in theirs.public and theirs.public["top_discard"] == s.pile[-1]


def test_determinize_gives_the_claimant_its_pair():
    s = discard_05c(3, ["05a", "05b", "07c", "08c", "09b"], out_of_turn=True)
    obs = s.observe(2)  # a bystander sees seat 0 pause to call
    g = s.game
    for k in range(10):
        sample = g.determinize(obs, random.Random(k))
        assert sample.current_player == 0
        assert any(m.action == "ppong" for m in sample.legal_moves())
        assert sample.observe(2).hand == obs.hand and sample.observe(2).table == obs.table


def test_moves_in_words():
    g = get_game("nylon")
    assert (
        g.describe_move("ppong:01a.01b", "ru")
        == "Объявить «пон» с картами «Журавль и солнце» и «Сосна, лента с надписью»"
    )
    assert g.describe_move(Move("draw"), "en") == "Draw from the deck"
    assert g.describe_move("stop", "ru") == "Сказать «стоп»"
    assert g.describe_move("hidden_ppong", "ru") == "Объявить «скрытый пон»"


def test_setup_is_a_state():
    s = game().position(hands=[["01a"], ["02a"]], deck=["03a"])
    assert isinstance(s, NylonState) and s.round == 1 and s.starter == 0


def test_clone_copies_every_field():
    from engine.games.nylon.state import _FIELDS, cards_of, mask_of

    s = get_game("nylon", players=3).new_state(4)
    copy = s._child()
    for name in _FIELDS:
        assert getattr(copy, name) is getattr(s, name), name
    for cards in ((), (0,), (7, 8, 47), tuple(range(48))):
        assert cards_of(mask_of(cards)) == cards
