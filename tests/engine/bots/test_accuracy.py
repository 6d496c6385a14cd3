"""Accuracy (``engine.bots.accuracy``): a decision's from its verdict and loss, a deal's from its
decisions."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine.bots import accuracy, grading
from engine.game import Move

A, B, C = (Move("lay", (i,)) for i in range(3))
values = st.floats(min_value=-5, max_value=5, allow_nan=False)


@given(values, values, values, st.floats(min_value=0, max_value=0.5))
def test_a_moves_accuracy_lies_in_its_verdicts_band(a: float, b: float, c: float, noise: float) -> None:
    ranking = sorted([(A, a, 100, 0.0), (B, b, 100, noise), (C, c, 100, noise)], key=lambda r: -r[1])
    spread = ranking[0][1] - ranking[-1][1]
    for move in (A, B, C):
        graded = grading.grade(ranking, move, flat_spread=0.02)
        low, high = accuracy.BANDS[graded.label]
        assert low <= accuracy.move_accuracy(graded.label, graded.loss, spread) <= high


@given(st.floats(min_value=0, max_value=1), st.floats(min_value=0, max_value=1))
def test_a_larger_loss_never_scores_higher_under_one_verdict(x: float, y: float) -> None:
    small, large = sorted((x, y))
    for label in grading.LABELS:
        assert accuracy.move_accuracy(label, large, 1.0) <= accuracy.move_accuracy(label, small, 1.0)


def test_worked_examples() -> None:
    # The best move is 100 whatever noise the search measured beside it.
    assert accuracy.move_accuracy("best", 0.03, 1.0) == 100
    # A good move that lost 5 % of the spread keeps 95 %.
    assert accuracy.move_accuracy("good", 0.05, 1.0) == 95
    # An inaccuracy that lost 30 % keeps 70 %; a mistake that lost the whole spread keeps nothing.
    assert accuracy.move_accuracy("inaccuracy", 0.3, 1.0) == 70
    assert accuracy.move_accuracy("mistake", 1.0, 1.0) == 0
    # An inaccuracy within noise but 60 % of the spread is kept within its band.
    assert accuracy.move_accuracy("inaccuracy", 0.6, 1.0) == 65


def test_a_deal_of_good_moves_and_one_blunder_is_not_nearly_perfect() -> None:
    assert accuracy.deal_accuracy([100] * 10) == 100
    # Nine best moves and one that gave everything away: the mean alone would say 90.
    assert accuracy.deal_accuracy([100] * 9 + [0]) == 71
    assert accuracy.deal_accuracy([]) is None


@given(st.lists(st.integers(min_value=0, max_value=100), min_size=1, max_size=30))
def test_a_deals_accuracy_lies_between_its_worst_and_best_decision(moves: list[int]) -> None:
    deal = accuracy.deal_accuracy(moves)
    assert deal is not None
    assert min(moves) <= deal <= max(moves)
