"""Koi-Koi invariants over random games: cards accounted for, determinism, hidden information,
determinization and event sentences."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.game import Move, get_game
from engine.games.koikoi import KoiKoi
from engine.games.koikoi.state import KoiKoiState

options_strategy = st.fixed_dictionaries(
    {
        "rounds": st.sampled_from([1, 1, 3]),
        "next_dealer": st.sampled_from(["winner", "turns"]),
        "must_take": st.booleans(),
        "sake_cup_plain": st.booleans(),
        "viewing": st.booleans(),
        "viewing_3": st.booleans(),
        "viewing_rain_cancels": st.booleans(),
        "viewing_not_with_brights": st.booleans(),
        "double_at_7": st.booleans(),
        "double_own_koikoi": st.booleans(),
        "double_opponent_koikoi": st.booleans(),
        "dealer_privilege": st.booleans(),
        "hand_yaku": st.booleans(),
        "misdeal_four_pairs": st.booleans(),
    }
)


def all_cards(s: KoiKoiState) -> list[int]:
    cards = [*s.hand(0), *s.hand(1), *s.table, *s.captured(0), *s.captured(1), *s.deck]
    if s.pending is not None:
        cards.append(s.pending)
    return cards


def round_events(obs):
    """The events this seat saw since the current deal began."""
    events = list(obs.events)
    start = max(i for i, e in enumerate(events) if e.kind == "deal")
    return events[start:]


def check_observation(s: KoiKoiState, seat: int) -> None:
    obs = s.observe(seat)
    other = 1 - seat
    hidden = set(s.hand(other)) | set(s.deck)
    assert obs.hand == s.hand(seat)
    assert obs.hand_sizes == (len(s.hand(0)), len(s.hand(1)))
    assert obs.deck_left == len(s.deck)
    seen = set(obs.hand) | set(obs.table) | set(obs.captured[0]) | set(obs.captured[1])
    seen |= set(obs.public["out_of_play"])
    assert not seen & hidden
    assert obs.unseen() == frozenset(hidden)
    for move in obs.legal_moves:
        assert not set(move.cards) & hidden
    for event in round_events(obs):
        assert event.private_to in (None, seat)
        assert not set(event.cards) & hidden, event
    assert "seed" not in obs.public and "hands" not in obs.public and "deck" not in obs.public
    if seat == s.current_player:
        assert obs.legal_moves == s.legal_moves()
    else:
        assert obs.legal_moves == ()


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 2**32), options_strategy)
def test_random_playthrough_invariants(seed, move_seed, options):
    game = KoiKoi(options=options)
    rng = random.Random(move_seed)
    s = game.new_state(seed)
    states = [s]
    while not s.is_over:
        cards = all_cards(s)
        assert sorted(cards) == list(range(48))
        moves = s.legal_moves()
        assert moves and s.current_player in (0, 1)
        assert len(set(moves)) == len(moves)
        for move in moves:
            assert Move.parse(move.code) == move
        check_observation(s, 0)
        check_observation(s, 1)
        s = s.apply(rng.choice(moves))
        states.append(s)
    result = s.result()
    assert result.scores == s.scores
    assert s.returns()[0] == -s.returns()[1]
    assert [b.total for b in result.breakdowns] == list(result.scores)
    # Same seed, same moves: the same game, event for event.
    again = game.new_state(seed)
    for move in s.moves:
        again = again.apply(move)
    assert again.events == s.events
    assert again.result() == result
    # Versions count moves; earlier states are untouched by later moves.
    assert [st_.version for st_ in states] == list(range(len(states)))
    # After the end everything is open.
    final = s.observe(0)
    assert final.is_over and final.result == result
    assert set(final.public["hands"][1]) == set(s.hand(1))
    assert len(final.events) == len(s.events)


@settings(max_examples=40, deadline=None)
@given(
    st.integers(0, 2**32),
    st.integers(0, 2**32),
    st.integers(0, 40),
    st.sampled_from([1, 3]),
    st.booleans(),
    st.sampled_from(["winner", "turns"]),
)
def test_determinize_is_consistent_with_the_observation(seed, move_seed, steps, rounds, must_take, leader):
    game = KoiKoi(options={"rounds": rounds, "must_take": must_take, "next_dealer": leader})
    rng = random.Random(move_seed)
    s = game.new_state(seed)
    for _ in range(steps):
        if s.is_over:
            return
        s = s.apply(rng.choice(s.legal_moves()))
    if s.is_over:
        return
    for seat in (0, 1):
        obs = s.observe(seat)
        d = game.determinize(obs, random.Random(seed ^ seat))
        assert sorted(all_cards(d)) == list(range(48))
        again = d.observe(seat)
        for field in (
            "hand",
            "table",
            "captured",
            "hand_sizes",
            "deck_left",
            "legal_moves",
            "current_player",
            "events",
            "version",
            "is_over",
        ):
            assert getattr(again, field) == getattr(obs, field), field
        for key in obs.public:
            assert again.public[key] == obs.public[key], key
        # The hidden cards are a re-deal of exactly what this seat could not see.
        assert set(d.hand(1 - seat)) | set(d.deck) == obs.unseen()
        # A determinized state plays on to the end.
        end = d
        while not end.is_over:
            end = end.apply(rng.choice(end.legal_moves()))
        assert len(end.result().scores) == 2


def test_determinize_samples_differ_but_keep_what_is_known():
    game = KoiKoi()
    s = game.new_state(3)
    obs = s.observe(0)
    hands = {game.determinize(obs, random.Random(i)).hand(1) for i in range(20)}
    assert len(hands) > 1
    for hand in hands:
        assert not set(hand) & (set(obs.hand) | set(obs.table))


def test_every_event_has_a_sentence_in_both_languages():
    game = get_game("koikoi", options={"rounds": 12, "dealer_privilege": True})
    kinds = set()
    for seed in range(30):
        s = game.new_state(seed)
        rng = random.Random(seed)
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_moves()))
        for event in s.events:
            kinds.add(event.kind)
            ru, en = game.describe(event, "ru"), game.describe(event, "en")
            assert ru and en and ru != en
            assert "None" not in ru and "None" not in en
    assert {
        "dealer_draw",
        "deal",
        "play",
        "lay",
        "flip",
        "capture",
        "choice",
        "yaku",
        "koikoi",
        "stop",
        "round_end",
        "game_end",
        "hand",
    } <= kinds


def test_koikoi_is_registered_with_presets():
    game = get_game("koikoi")
    assert game.options["goko_points"] == 15
    assert game.key == "koikoi" and game.players == 2
    # The site's default is the text's usual game (only ×2 at 7+); Fuda Wiki also doubles for the
    # opponent's koi-koi, and nothing else differs.
    fudawiki = get_game("koikoi", preset="fudawiki").options
    assert {k: v for k, v in fudawiki.items() if game.options[k] != v} == {"double_opponent_koikoi": True}
    nintendo = get_game("koikoi", preset="nintendo", options={"rounds": "12"})
    assert (
        nintendo.options["goko_points"],
        nintendo.options["sanko_points"],
        nintendo.options["rounds"],
    ) == (
        10,
        5,
        12,
    )
