"""Arranged deals: a hand size per seat in ``complete_deal``; an Aigoma-koppai deal with a play to beat."""

from __future__ import annotations

import pytest

from engine.arrange import complete_deal
from engine.cards import BY_CODE
from engine.game import BadOptions, get_game


def idx(codes):
    return [BY_CODE[c].index for c in codes]


def test_complete_deal_fills_every_hand_to_one_size_by_default():
    deal = {"hands": [["01a"], ["02a"]], "table": ["03a"]}
    plain = complete_deal(deal, players=2, table_size=4, hand_size=6, seed=9)
    same = complete_deal(deal, players=2, table_size=4, hand_size=6, seed=9, hand_sizes=[6, 6])
    assert plain == same
    hands, table, deck = plain
    assert [len(h) for h in hands] == [6, 6] and len(table) == 4
    assert sorted(c for part in (*hands, table, deck) for c in part) == list(range(48))


def test_complete_deal_with_a_size_per_seat():
    hands, table, deck = complete_deal(
        {"hands": [["01a"]], "captured": [["05a", "05b"]]},
        players=3,
        table_size=0,
        hand_size=16,
        seed=2,
        hand_sizes=[16, 14, 16],
    )
    assert [len(h) for h in hands] == [16, 14, 16] and table == []
    assert not {BY_CODE["05a"].index, BY_CODE["05b"].index} & {c for h in hands for c in h}
    assert len(deck) == 0  # 46 dealt, 2 placed elsewhere


@pytest.mark.parametrize("sizes", [[24], [24, -1], [25, 24]])
def test_complete_deal_refuses_impossible_sizes(sizes):
    with pytest.raises(BadOptions):
        complete_deal(
            {"hands": [["01a"] * 0]}, players=2, table_size=0, hand_size=24, seed=1, hand_sizes=sizes
        )


def test_an_aigoma_deal_with_a_top():
    game = get_game("aigoma", players=2)
    deal = {"hands": [["01b", "09c"]], "top": ["10b", "10c"], "first": 0}
    state = game.deal_from(deal, seed=3)
    obs = state.observe(0)
    assert obs.current_player == 0 and obs.hand_sizes == (24, 22)
    assert obs.table == tuple(idx(["10b", "10c"])) and obs.public["top"]["seat"] == 1
    assert set(idx(["01b", "09c"])) <= set(obs.hand)
    assert sorted(state.all_cards()) == list(range(48))
    assert {m.action for m in state.legal_moves()} <= {"beat", "pass"}
    assert [e.kind for e in state.events] == ["deal", "hand", "hand", "lead"]
    # the same seed deals the same
    again = game.deal_from(deal, seed=3)
    assert [again.hand(s) for s in range(2)] == [state.hand(s) for s in range(2)]


def test_an_aigoma_deal_with_a_top_and_passes_at_three():
    game = get_game("aigoma", players=3)
    deal = {"hands": [[], [], ["06a"]], "top": ["06b", "06c"], "top_seat": 1, "first": 0}
    state = game.deal_from(deal, seed=1)
    obs = state.observe(0)
    assert obs.hand_sizes == (16, 14, 16) and obs.public["passes"] == 1
    assert [(e.kind, e.seat) for e in state.events][-2:] == [("lead", 1), ("pass", 2)]
    assert sorted(state.all_cards()) == list(range(48))


def test_an_empty_top_is_a_lead():
    game = get_game("aigoma", players=2)
    state = game.deal_from({"hands": [["01b"]], "top": [], "first": 1}, seed=3)
    assert state.current_player == 1 and state.observe(1).table == ()
    assert {m.action for m in state.legal_moves()} == {"lead"}


@pytest.mark.parametrize(
    "deal",
    [
        {"top": ["10b", "09b"]},  # two months
        {"top": ["01a", "03a"]},  # two trumps
        {"top": ["10b", "zz"]},  # not a card
        {"top": ["10b"], "hands": [["10b"]]},  # placed twice
        {
            "top": ["10b"],
            "hands": [[], ["01a"] + [f"{m:02d}{r}" for m in range(2, 8) for r in "abcd"]],
        },  # too many
        {"top": ["10b"], "top_seat": 0},  # the answering seat's own play
        {"top": ["10b"], "top_seat": 2},  # no such seat
        {"top": ["10b"], "top_seat": "1"},
        {"top": ["01b", "01c", "01d", "01a", "02a"]},
    ],
)
def test_bad_aigoma_tops_are_bad_deals(deal):
    game = get_game("aigoma", players=2)
    with pytest.raises(BadOptions):
        game.deal_from({"first": 0, **deal}, seed=3)
