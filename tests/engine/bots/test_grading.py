"""The tutor's one scale (``engine.bots.grading``): labels from the loss, the spread and the noise."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine.bots import grading
from engine.game import Move

A, B, C, D = (Move("lay", (i,)) for i in range(4))
FLAT = 0.02


def label(ranking, move, flat=FLAT):
    return grading.grade(ranking, move, flat_spread=flat).label


def test_a_move_within_one_standard_error_and_a_full_share_is_best_beside_the_first():
    ranking = [(A, 0.50, 100, 0.0), (B, 0.49, 100, 0.02), (C, 0.0, 100, 0.01)]
    assert label(ranking, B) == "best"


def test_a_move_beyond_one_standard_error_is_not_best_however_full_its_share():
    ranking = [(A, 0.50, 100, 0.0), (B, 0.475, 100, 0.02), (C, 0.0, 100, 0.01)]
    assert label(ranking, B) == "good"  # 0.025 + 1.5 × 0.02 is within 12 % of the 0.5 spread


def test_a_thinly_measured_move_is_not_vouched_for_as_good():
    """The same loss on few samples (a large noise) is only an inaccuracy: it may be far worse."""
    solid = [(A, 0.50, 400, 0.0), (B, 0.48, 400, 0.005), (C, 0.0, 400, 0.01)]
    thin = [(A, 0.50, 400, 0.0), (B, 0.48, 40, 0.05), (C, 0.0, 400, 0.01)]
    assert label(solid, B) == "good"
    assert label(thin, B) == "inaccuracy"


def test_a_loss_below_the_flat_spread_is_never_worse_than_good_when_measured():
    ranking = [(A, 0.10, 100, 0.0), (B, 0.085, 100, 0.0), (C, 0.0, 100, 0.0)]
    # 0.015 is 15 % of the spread (an inaccuracy by share) but below the game's flat spread.
    assert label(ranking, B) == "good"


def test_a_loss_below_the_flat_spread_is_never_a_mistake():
    ranking = [(A, 0.05, 100, 0.0), (B, 0.031, 100, 0.001), (C, 0.0, 100, 0.001)]
    assert label(ranking, B) == "inaccuracy"  # 38 % of the spread lost, but less than the flat spread


def test_a_loss_within_three_standard_errors_is_never_a_mistake():
    ranking = [(A, 1.0, 100, 0.0), (B, 0.5, 100, 0.17), (C, 0.0, 100, 0.01)]
    assert label(ranking, B) == "inaccuracy"
    assert label([(A, 1.0, 100, 0.0), (B, 0.5, 100, 0.16), (C, 0.0, 100, 0.01)], B) == "mistake"


entries = st.lists(
    st.tuples(
        st.floats(-1, 1, allow_nan=False),
        st.integers(1, 500),
        st.floats(0, 0.3, allow_nan=False),
    ),
    min_size=2,
    max_size=6,
)


@given(entries)
def test_labels_never_improve_as_the_loss_grows(rows):
    """Of two moves with the same samples and noise, the one that loses more never gets a better label."""
    rows.sort(key=lambda row: -row[0])
    ranking = [(Move("lay", (i,)), value, visits, noise) for i, (value, visits, noise) in enumerate(rows)]
    best_visits = ranking[0][2]
    for _move, value, _visits, noise in ranking[1:]:
        nearer = [*ranking, (Move("lay", (90,)), value, best_visits, noise)]
        farther = [*ranking, (Move("lay", (91,)), value - 0.05, best_visits, noise)]
        if min(r[1] for r in farther) < min(r[1] for r in nearer):
            continue  # a new worst move widens the spread: a different scale
        near, far = label(nearer, Move("lay", (90,))), label(farther, Move("lay", (91,)))
        assert grading.LABELS.index(far) >= grading.LABELS.index(near), (near, far)


@given(entries)
def test_a_hint_offers_only_moves_the_scale_calls_good(rows):
    rows.sort(key=lambda row: -row[0])
    ranking = [(Move("lay", (i,)), value, visits, noise) for i, (value, visits, noise) in enumerate(rows)]
    for entry in grading.alternatives(ranking, flat_spread=FLAT):
        assert label(ranking, entry[0]) in ("best", "good")
