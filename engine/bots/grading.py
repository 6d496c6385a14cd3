"""The tutor's one scale for a move: best, good, inaccuracy or mistake, from the strong bot's analysis.

The analysis is the ranking of every legal move (``ISMCTSBot.rank``): its value, the samples behind
it and its ``noise``, the standard error of the best move's value minus its own. Moves are graded by
the share of the spread between the best and the worst legal move that they lose, and never more
harshly than the game's flat spread allows (``Game.tutor_flat_spread``, in the strong bot's value
units): a move that loses less than it is at worst «good», one that loses less than it is never a
mistake, so a position whose spread is below it has only good moves. The noise keeps the scale
honest where the search cannot tell:

- «best» beside the first only within ``BEST_Z`` standard errors of it and with a full share of the
  search (``FULL_SHARE`` of the first move's samples: a finalist, not a move a halving search dropped
  early on a thin average);
- «good» only when the loss stays within the good line even ``GOOD_Z`` standard errors worse than
  measured (a move measured on a few samples is not vouched for);
- never «mistake» within ``NOISE_Z`` standard errors (at worst an inaccuracy).

``scripts/tutor_check.py`` measures the scale against the same search at eight times its budget
(the thresholds were chosen there). The practice games' tutor, its hints and the tables' help all
grade by it, so they cannot disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.game import Move

#: Verdict thresholds: the share of the spread between the best and the worst move that was lost.
GOOD_SHARE = 0.12
INACCURACY_SHARE = 0.35
#: A gap within this many standard errors (``RankedMove.noise``) may be the luck of the sampled worlds
#: (three: a position has a dozen moves, so two would let one of them through by chance too often).
NOISE_Z = 3.0
#: «Best» beside the first: within this many standard errors of it (one: the two cannot be told apart).
BEST_Z = 1.0
#: «Good»: the loss plus this many standard errors still within the good line.
GOOD_Z = 1.5
#: The share of the first move's samples a move needs to be called «best» beside it.
FULL_SHARE = 0.9
#: The labels from the best down; a hint offers as alternatives only moves labelled «good» or better.
LABELS = ("best", "good", "inaccuracy", "mistake")

#: One move of an analysis: (move, value, visits) or (move, value, visits, noise).
Entry = tuple[Move, float, int] | tuple[Move, float, int, float]


@dataclass(frozen=True, slots=True)
class Grade:
    """A move's verdict with the values behind it."""

    label: str
    best: Move
    value: float
    best_value: float
    loss: float
    #: The standard error of the loss (0 when the analysis did not measure it).
    noise: float = 0.0

    @property
    def within_noise(self) -> bool:
        """Whether the loss may be the luck of the sampled worlds."""
        return self.loss <= NOISE_Z * self.noise


def fields(entry: Entry) -> tuple[Move, float, int, float]:
    """An analysis entry as (move, value, visits, noise); a stored one without noise has 0."""
    if len(entry) == 4:
        return entry
    move, value, visits = entry[0], entry[1], entry[2]
    return move, value, visits, 0.0


def grade(ranking: Sequence[Entry], move: Move, *, flat_spread: float) -> Grade:
    """Grade ``move`` by ``ranking`` (every legal move with its value, best first)."""
    rows = {m: (value, visits, noise) for m, value, visits, noise in map(fields, ranking)}
    best_move, best_value, best_visits, _noise = fields(ranking[0])
    worst_value = min(value for value, _v, _n in rows.values())
    chosen, visits, noise = rows.get(move, (worst_value, 0, 0.0))
    spread = best_value - worst_value
    loss = max(0.0, best_value - chosen)
    level = loss <= 1e-9 or loss <= NOISE_Z * noise
    full = visits >= FULL_SHARE * best_visits
    if move == best_move or (full and (loss <= 1e-9 or loss <= BEST_Z * noise)):
        label = "best"
    elif loss + GOOD_Z * noise <= max(GOOD_SHARE * spread, flat_spread):
        label = "good"
    elif loss <= max(INACCURACY_SHARE * spread, flat_spread) or level:
        label = "inaccuracy"
    else:
        label = "mistake"
    return Grade(label, best_move, chosen, best_value, loss, noise)


def alternatives(ranking: Sequence[Entry], *, flat_spread: float, count: int = 2) -> list[Entry]:
    """The next strongest moves after the first that a hint may offer: only those the same scale
    would call «good» or better if played (``count`` at most, strongest first)."""
    chosen = []
    for entry in ranking[1:]:
        if grade(ranking, entry[0], flat_spread=flat_spread).label in ("best", "good"):
            chosen.append(entry)
        if len(chosen) == count:
            break
    return chosen
