"""Walking a seeded random match deal by deal, for the tests of ``Game.deal_outcome``."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine.game import DealOutcome, Game


def each_deal_end(game: Game, seed: int) -> Iterator[tuple[dict[str, Any], list[DealOutcome]]]:
    """Play a match of ``game`` with random moves from ``seed``; while a deal goes on no seat has an
    outcome (checked here); at each deal's end yield the state's record of it (``history``) and every
    seat's outcome."""
    rng = random.Random(seed)
    state: Any = game.new_state(seed)  # a state of a game with deal records (``history``)
    start = state
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_moves()))
        outcomes = [game.deal_outcome(start, state, seat) for seat in range(game.players)]
        history, done = state.history, start.history
        if len(history) == len(done):
            assert outcomes == [None] * game.players
            continue
        assert all(isinstance(outcome, DealOutcome) for outcome in outcomes)
        yield history[len(done)], [o for o in outcomes if o is not None]
        start = state
