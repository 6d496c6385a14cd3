"""Spaced repetition with a fixed clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from fsrs import Rating

from learn import srs

NOW = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def test_auto_grading():
    assert srs.rating(right=False, seconds=1) is Rating.Again
    assert srs.rating(right=True, seconds=2) is Rating.Good
    assert srs.rating(right=True, seconds=srs.SLOW_SECONDS + 1) is Rating.Hard
    assert srs.rating(right=True, seconds=None) is Rating.Good


def test_a_new_right_answer_comes_back_after_the_first_learning_step():
    first = srs.review(None, Rating.Good, NOW)
    assert first.due == NOW + timedelta(minutes=10)
    assert srs.level(first.state) == 1


def test_intervals_grow_with_right_answers_and_shrink_after_a_lapse():
    state, when, gaps = None, NOW, []
    for _ in range(5):
        result = srs.review(state, Rating.Good, when)
        gaps.append(result.due - when)
        state, when = result.state, result.due
    assert gaps == sorted(gaps) and gaps[-1] > timedelta(days=10)
    assert srs.level(state) >= 2
    lapse = srs.review(state, Rating.Again, when)
    assert lapse.due - when < timedelta(days=1)
    assert srs.level(lapse.state) == 1


def test_hard_is_scheduled_sooner_than_good():
    base = srs.review(srs.review(None, Rating.Good, NOW).state, Rating.Good, NOW + timedelta(minutes=10))
    later = base.due
    good = srs.review(base.state, Rating.Good, later)
    hard = srs.review(base.state, Rating.Hard, later)
    assert hard.due < good.due


def test_the_same_answers_give_the_same_schedule():
    a = srs.review(srs.review(None, Rating.Good, NOW).state, Rating.Hard, NOW + timedelta(hours=1))
    b = srs.review(srs.review(None, Rating.Good, NOW).state, Rating.Hard, NOW + timedelta(hours=1))
    assert a == b


def test_retrievability_falls_with_time():
    state = srs.review(None, Rating.Good, NOW).state
    assert srs.retrievability(None, NOW) == 0
    assert srs.retrievability(state, NOW + timedelta(days=1)) > srs.retrievability(
        state, NOW + timedelta(days=30)
    )
