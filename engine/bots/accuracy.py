"""Accuracy: how much of the value at stake a player kept, per decision and over a deal.

Chess sites read accuracy from the chance of winning a move gave away (lichess: a move's accuracy
falls exponentially with the win-percentage lost, and a game's is the mean of an average and a
harmonic mean of its moves). Our games have no common win chance, so a decision is measured against
the position itself, on the tutor's one scale (``engine.bots.grading``):

- a move's **share lost** is its loss (the best move's value minus its own) over the spread between
  the best and the worst legal move there, and its accuracy is ``100 × (1 − share lost)``;
- that figure is kept within the band of the move's verdict, so the two never disagree: «best» is
  100, «good» 88–99, «inaccuracy» 65–87 and «mistake» 0–64 (the bands are the scale's own lines:
  a good move loses at most ``GOOD_SHARE`` of the spread, an inaccuracy at most ``INACCURACY_SHARE``);
  a move the search cannot tell from the best is «best» and so 100, whatever its measured loss;
- a deal's accuracy is the mean of two means of its decisions (only those with a choice): the
  arithmetic mean, and the harmonic mean, which a single bad move pulls down much more, so a deal of
  good moves and one blunder does not look almost perfect. In the harmonic mean a decision counts as
  at least ``HARMONIC_FLOOR`` (one worst move should not sink the whole deal to zero), and never
  above the arithmetic mean.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.bots.grading import GOOD_SHARE, INACCURACY_SHARE

#: The accuracy a move of each verdict may have (inclusive bounds, in per cent).
BANDS: dict[str, tuple[int, int]] = {
    "best": (100, 100),
    "good": (round(100 * (1 - GOOD_SHARE)), 99),
    "inaccuracy": (round(100 * (1 - INACCURACY_SHARE)), round(100 * (1 - GOOD_SHARE)) - 1),
    "mistake": (0, round(100 * (1 - INACCURACY_SHARE)) - 1),
}
#: The least a decision counts for in the harmonic mean of a deal.
HARMONIC_FLOOR = 10.0


def move_accuracy(label: str, loss: float, spread: float) -> int:
    """The accuracy of one decision in per cent: ``100 × (1 − loss / spread)`` kept within the band
    of its verdict ``label`` (``BANDS``). ``spread`` is the best legal move's value minus the worst's."""
    low, high = BANDS[label]
    raw = 100.0 if spread <= 0 else 100.0 * (1.0 - max(0.0, loss) / spread)
    return round(min(float(high), max(float(low), raw)))


def deal_accuracy(accuracies: Sequence[float]) -> int | None:
    """The accuracy of a deal from its decisions' (``move_accuracy``): the mean of their arithmetic
    and harmonic means (each counted as at least ``HARMONIC_FLOOR`` in the latter, which is never
    above the former); None without any."""
    if not accuracies:
        return None
    mean = sum(accuracies) / len(accuracies)
    harmonic = min(mean, len(accuracies) / sum(1.0 / max(HARMONIC_FLOOR, a) for a in accuracies))
    return round((mean + harmonic) / 2)
