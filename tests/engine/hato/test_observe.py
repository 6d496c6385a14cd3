"""What a seat may see in «Хато», and determinized states built from it."""

from __future__ import annotations

import random

from engine.cards import card
from engine.game import get_game
from engine.games.hato.scoring import cards_of


def advance(state, steps, seed=0):
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_moves()))
    return state


def test_observation_holds_no_other_hand_nor_the_deck():
    g = get_game("hato", players=3)
    s = advance(g.new_state(4), 5)
    deck = set(s.deck[s.pos :])
    for seat in range(3):
        obs = s.observe(seat)
        others = {c for i, h in enumerate(s.hands) if i != seat for c in cards_of(h)}
        shown = set(obs.hand) | set(obs.table) | {c for p in obs.captured for c in p}
        for event in obs.events:
            shown |= set(event.cards)
        assert not shown & (others | deck)
        assert obs.unseen() == frozenset(others | deck)
        assert not {"hands", "deck", "seed"} & set(obs.public)
        assert [e for e in obs.events if e.kind == "hand"] == [
            e for e in s.events if e.kind == "hand" and e.private_to == seat
        ]
        assert obs.public["scores"] == tuple(g.scorer.total(p) for p in s.captured)
        assert len(obs.public["breakdowns"]) == 3


def test_after_the_end_everything_is_open():
    g = get_game("hato")
    s = advance(g.new_state(4), 200)
    assert s.is_over
    obs = s.observe(1)
    assert obs.public["seed"] == 4
    assert "hands" in obs.public and "deck" in obs.public
    assert obs.events == s.events
    assert obs.result == s.result()


def test_determinize_keeps_what_the_seat_saw_and_shuffles_the_rest():
    g = get_game("hato", players=4)
    s = advance(g.new_state(8), 6)
    seat = s.current_player
    obs = s.observe(seat)
    samples = [g.determinize(obs, random.Random(i)) for i in range(20)]
    for d in samples:
        view = d.observe(seat)
        assert view.hand == obs.hand and view.table == obs.table and view.captured == obs.captured
        assert view.hand_sizes == obs.hand_sizes and view.deck_left == obs.deck_left
        assert view.legal_moves == obs.legal_moves
        assert sorted(d.all_cards()) == list(range(48))
        assert d.seed != s.seed
    assert len({(d.hands, d.deck) for d in samples}) > 1


def test_determinize_in_a_pending_choice():
    g = get_game("hato")
    s = g.position(hands=[["01a", "05c"], ["09c", "09d"]], table=["01c", "08b", "08c"], deck=["08d", "10c"])
    s = s.apply_code("play:01a.01c")
    d = g.determinize(s.observe(0), random.Random(1))
    assert [m.code for m in d.legal_moves()] == ["take:08b", "take:08c"]
    d = d.apply_code("take:08c")
    assert d.current_player == 1


def test_determinize_mid_match_keeps_totals():
    g = get_game("hato", options={"target": 500})
    s = g.new_state(3)
    rng = random.Random(0)
    while s.deal_no == 0:
        s = s.apply(rng.choice(s.legal_moves()))
    s = advance(s, 3)
    d = g.determinize(s.observe(s.current_player), random.Random(2))
    assert d.totals == s.totals and d.deal_no == s.deal_no and d.leader == s.leader
    d = advance(d, 10_000)
    assert d.is_over and max(d.result().scores) >= 500


def test_position_marks_unnamed_cards_out_of_play():
    g = get_game("hato")
    s = g.position(hands=[["01a"], ["09c"]], table=["01c"], deck=["05c"])
    obs = s.observe(0)
    assert len(obs.public["out_of_play"]) == 44
    assert obs.unseen() == frozenset({card("05c").index, card("09c").index})
