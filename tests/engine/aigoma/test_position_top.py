"""A position set up with a play on the table (``top``): its log and the answers it allows."""

from __future__ import annotations

import random

import pytest

from engine.bots import make_bot
from engine.cards import BY_CODE
from engine.game import IllegalMove, Move, get_game

BRIGHTS = {"01a", "03a", "08a", "11a", "12a"}


def game(players: int = 2, **options):
    return get_game("aigoma", players=players, options=options or None)


def idx(codes):
    return [BY_CODE[c].index for c in codes]


def test_a_fresh_position_with_a_top_opens_the_log_like_a_real_lead():
    g = game()
    hands = [["11a", "11b", "09a", "02c"], ["12b", "01c"]]
    s = g.position(hands=hands, top=["10b", "10c"], current=0)
    kinds = [e.kind for e in s.events]
    assert kinds == ["deal", "hand", "hand", "lead"]
    deal, mine, theirs, lead = s.events
    assert deal.seat == 1 and deal.data == {"deal": 1, "hand_size": 4}
    assert mine.private_to == 0 and sorted(mine.cards) == sorted(idx(hands[0]))
    # the leader's hand as dealt holds the cards it led
    assert theirs.private_to == 1 and sorted(theirs.cards) == sorted(idx(["12b", "01c", "10b", "10c"]))
    assert lead.seat == 1 and lead.private_to is None
    assert lead.cards == tuple(sorted(idx(["10b", "10c"])))
    assert s.leader == 1 and s.current_player == 0

    # the same events as the lead played from the dealt position
    dealt = g.position(hands=[hands[0], ["12b", "01c", "10b", "10c"]], current=1)
    played = dealt.apply(Move.parse("lead:10b.10c"))
    assert [(e.kind, e.seat, sorted(e.cards), e.data, e.private_to) for e in played.events] == [
        (e.kind, e.seat, sorted(e.cards), e.data, e.private_to) for e in s.events
    ]
    assert played.events[-1].cards == s.events[-1].cards
    assert [m.code for m in s.legal_moves()] == [m.code for m in played.legal_moves()]


def test_the_lead_reads_in_words():
    g = game()
    s = g.position(hands=[["11b", "02c"], ["01c"]], top=["10b", "10c"], current=0)
    ru = g.describe(s.events[-1], "ru")
    en = g.describe(s.events[-1], "en")
    assert ru.startswith("Игрок 2 заходит двумя картами клёна")
    assert en.startswith("Player 2 leads")
    assert "первым заходит Игрок 2" in g.describe(s.events[0], "ru")


@pytest.mark.parametrize(
    "top,data",
    [
        (["10b"], {"trump": False, "month": 10, "count": 1, "plain_bright": False}),
        (["08a"], {"trump": True, "month": 8, "count": 1, "plain_bright": False}),
        (["08a", "08b"], {"trump": False, "month": 8, "count": 2, "plain_bright": True}),
        (["03b", "03c", "03d"], {"trump": False, "month": 3, "count": 3, "plain_bright": False}),
    ],
)
def test_the_lead_data_is_what_play_writes(top, data):
    g = game()
    s = g.position(hands=[["01b", "02c"], ["06c"]], top=top, current=0)
    lead = s.events[-1]
    assert lead.kind == "lead" and lead.data == data
    real = g.position(hands=[["01b", "02c"], ["06c", *top]], current=1).apply(Move("lead", tuple(idx(top))))
    assert real.events[-1].data == data


def test_the_legal_moves_answer_the_top():
    g = game()
    hand = ["09c", "08b", "08c", "06b", "02b", "10d", "12a", "01b", "01c"]
    s = g.position(hands=[hand, ["05c"]], top=["10b"], current=0)
    legal = {m.code for m in s.legal_moves()}
    # one card of a more senior month, a trump, or a pass; no lead, no weaker month, no pairs
    assert legal == {"beat:09c", "beat:08b", "beat:08c", "beat:12a", "beat:01b", "beat:01c", "pass"}
    after = s.apply(Move.parse("beat:09c"))
    assert after.current_player == 1 and after.events[-1].kind == "beat"
    with pytest.raises(IllegalMove):
        s.apply(Move.parse("lead:02b"))


def test_a_pair_on_the_table_is_answered_by_a_pair_or_a_trump():
    g = game()
    s = g.position(
        hands=[["07b", "07c", "07d", "09c", "12a", "06b", "06c"], ["05c"]], top=["09a", "09b"], current=0
    )
    legal = {m.code for m in s.legal_moves()}
    assert legal == {"beat:07b.07c", "beat:07b.07d", "beat:07c.07d", "beat:12a", "pass"}


def test_equal_trumps_leave_only_a_pass_against_a_trump_and_listed_trumps_do_not():
    s = game().position(hands=[["01a", "03a", "11b"], ["05c"]], top=["08a"], current=0)
    assert [m.code for m in s.legal_moves()] == ["pass"]
    listed = game(brights="listed").position(hands=[["01a", "03a", "11b"], ["05c"]], top=["08a"], current=0)
    # the text's list: crane, rain man, curtain, phoenix, moon: both are above the moon
    assert {m.code for m in listed.legal_moves()} == {"beat:01a", "beat:03a", "pass"}


def test_a_trump_answer_wins_the_lead_back():
    g = game()
    s = g.position(hands=[["08a", "02c"], ["01a", "05c"]], top=["11b", "11c", "11d"], current=0)
    assert {m.code for m in s.legal_moves()} == {"beat:08a", "pass"}
    s = s.apply(Move.parse("beat:08a"))
    assert [m.code for m in s.legal_moves()] == ["pass"]
    s = s.apply(Move.parse("pass"))
    assert s.current_player == 0 and s.events[-1].kind == "clear"
    assert sorted(s.observe(0).captured[0]) == sorted(idx(["11b", "11c", "11d", "08a"]))


def test_passes_after_the_lead_are_written_too():
    g = game(3)
    s = g.position(hands=[["01b"], ["02b"], ["03b"]], top=["06c"], top_seat=1, current=0, passes=1)
    assert [(e.kind, e.seat) for e in s.events][-2:] == [("lead", 1), ("pass", 2)]
    assert s.events[-1].data == {"passes": 1}
    # the default seat of the top is the one before the passes
    t = g.position(hands=[["01b"], ["02b"], ["03b"]], top=["06c"], current=0, passes=1)
    assert t.top_seat == 1 and [e.kind for e in t.events] == [e.kind for e in s.events]
    # after one more pass the leader clears
    after = s.apply(Move.parse("pass"))
    assert after.current_player == 1 and after.events[-1].kind == "clear"


def test_positions_in_mid_play_keep_an_empty_log():
    g = game()
    with_table = g.position(hands=[["01b"], ["02b"]], top=["10b"], table=["06c"], current=0)
    assert with_table.events == ()
    # a top seat that does not fit the turn order is not a fresh deal either
    g3 = game(3)
    odd = g3.position(hands=[["01b"], ["02b"], ["03b"]], top=["06c"], top_seat=1, current=0)
    assert odd.events == () and odd.top_seat == 1


@pytest.mark.parametrize("top", [["10b", "09b"], ["01a", "03a"], ["01b", "01b"]])
def test_a_top_of_mixed_months_or_two_trumps_is_refused(top):
    with pytest.raises(ValueError):
        game().position(hands=[["02c"], ["05c"]], top=top, current=0)


def test_what_each_seat_sees_and_a_bot_can_answer():
    g = game()
    s = g.position(hands=[["11b", "09c", "02c"], ["12b", "01c"]], top=["10b"], current=0)
    mine = s.observe(0)
    assert [e.kind for e in mine.events] == ["deal", "hand", "lead"]  # the other hand is private
    assert mine.public["top"]["seat"] == 1 and mine.table == tuple(idx(["10b"]))
    move = make_bot("greedy").choose(mine, random.Random(3), game=g)
    assert move in s.legal_moves()
    guess = g.determinize(mine, random.Random(4))
    assert [m.code for m in guess.legal_moves()] == [m.code for m in s.legal_moves()]
