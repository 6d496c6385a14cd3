"""``CardState.redealt``: after an undo the cards a seat has not seen are dealt afresh.

The seat's view stays exactly as it was (hand, table, piles, counts, public data, log, legal moves,
the move list and version); what it has not seen is redrawn; the game plays on to the end. And a card
the seat saw come up (and then took back) is no more likely than any other unseen card to be the
next one: the flip after a redeal is uniform over the unseen cards.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.game import get_game
from engine.state import CardState
from tests.engine.bots.helpers import real_games


def _seen_view(state: CardState, seat: int):
    obs = state.observe(seat)
    public = {k: v for k, v in obs.public.items() if k not in ("seed",)}
    return (
        obs.hand,
        obs.table,
        obs.captured,
        obs.hand_sizes,
        obs.deck_left,
        obs.legal_moves,
        obs.events,
        obs.version,
        public,
    )


@pytest.mark.parametrize(("key", "players"), real_games())
def test_a_redeal_keeps_the_seats_view_and_plays_on(key, players):
    game = get_game(key, players=players)
    rng = random.Random(5)
    changed = 0
    for seed in range(6):
        state = game.new_state(seed)
        for _ in range(rng.randrange(1, 30)):
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_moves()))
        if state.is_over:
            continue
        assert isinstance(state, CardState)
        seat = state.current_player
        assert seat is not None
        fresh = state.redealt(seat, random.Random(seed))
        assert _seen_view(fresh, seat) == _seen_view(state, seat)
        assert fresh.moves == state.moves and fresh.version == state.version
        others = [s for s in range(players) if s != seat]
        if any(fresh.observe(s).hand != state.observe(s).hand for s in others):
            changed += 1
        while not fresh.is_over:
            fresh = fresh.apply(rng.choice(fresh.legal_moves()))
        assert fresh.result() is not None
        assert fresh.moves[: len(state.moves)] == state.moves
    if not (key == "aigoma" and players == 2):  # two-player Aigoma-koppai hides nothing but the hand opposite
        assert changed >= 1


def test_the_card_seen_before_an_undo_is_no_likelier_to_come_up_again():
    """«Хато», 2 players: play a card, see the flip, take it back, redeal: over many redeals the
    flipped card comes up next no more often than 1 in the number of unseen cards (95% bound)."""
    game = get_game("hato", players=2)
    state = game.new_state(11)
    seat = state.current_player
    assert seat is not None
    move = state.legal_moves()[0]
    flipped_before = next(e for e in state.apply(move).events if e.kind == "flip").cards[0]
    unseen = len(state.observe(seat).unseen())
    trials, again = 1200, 0
    firsts: Counter[int] = Counter()
    for k in range(trials):
        redealt = state.redealt(seat, random.Random(k))
        after = redealt.apply(move)
        flip = next(e for e in after.events[len(redealt.events) :] if e.kind == "flip").cards[0]
        firsts[flip] += 1
        again += flip == flipped_before
    expected = trials / unseen
    assert again <= expected + 3 * (expected**0.5) + 1, (again, expected)
    assert len(firsts) > unseen // 2  # the flips spread over the unseen cards
