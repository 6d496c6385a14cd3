"""The tutor's one scale for a move: best, good, inaccuracy or mistake, from the strong bot's ranking.

A move is graded by the share of the spread between the best and the worst legal move that it loses;
below the game's flat spread (``Game.tutor_flat_spread``, in the strong bot's value units) every
move is as good as another. The practice games' tutor and the tables' help both grade by it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.game import Move

#: Verdict thresholds: the share of the spread between the best and the worst move that was lost.
GOOD_SHARE = 0.12
INACCURACY_SHARE = 0.35


@dataclass(frozen=True, slots=True)
class Grade:
    """A move's verdict with the values behind it."""

    label: str
    best: Move
    value: float
    best_value: float
    loss: float


def grade(ranking: Sequence[tuple[Move, float, int]], move: Move, *, flat_spread: float) -> Grade:
    """Grade ``move`` by ``ranking`` (every legal move with its value, best first)."""
    values = {m: value for m, value, _visits in ranking}
    best_move, best_value, _visits = ranking[0]
    worst_value = min(values.values())
    chosen = values.get(move, worst_value)
    spread = best_value - worst_value
    loss = max(0.0, best_value - chosen)
    if move == best_move or loss <= 1e-9:
        label = "best"
    elif spread < flat_spread or loss / spread <= GOOD_SHARE:
        label = "good"
    elif loss / spread <= INACCURACY_SHARE:
        label = "inaccuracy"
    else:
        label = "mistake"
    return Grade(label, best_move, chosen, best_value, loss)
