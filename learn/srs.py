"""Spaced repetition of card x facet (month, kind, name), on the site's ``fsrs`` wrapper (``frame.srs``).

Answers are graded automatically: wrong is Again, right is Good, and right but slow is Hard. The
scheduler's card is kept as its ``to_dict()`` in the database, with ``due`` copied to an indexed column.
"""

from __future__ import annotations

from fsrs import Rating, State

from frame.srs import SCHEDULER, Scheduled, card_of, retrievability, review

__all__ = ["SCHEDULER", "SLOW_SECONDS", "Scheduled", "level", "rating", "retrievability", "review"]

SLOW_SECONDS = 8.0
"""A right answer that took longer than this is graded Hard: recalled, but not yet at a glance."""

LEECH_LAPSES = 8
"""Misses after which an item is a leech (Anki's default): set aside from review until the learner
has taken its lesson again (``learn.reviews``)."""


def rating(*, right: bool, seconds: float | None) -> Rating:
    """Auto-grade an answer: wrong -> Again, right -> Good, right but slow -> Hard."""
    if not right:
        return Rating.Again
    if seconds is not None and seconds > SLOW_SECONDS:
        return Rating.Hard
    return Rating.Good


def level(state: dict | None) -> int:
    """Mastery level of one item: 0 unseen, 1 learning, 2 in review, 3 known (stability of three weeks)."""
    if not state:
        return 0
    card = card_of(state)
    if card.state is not State.Review:
        return 1
    return 3 if (card.stability or 0) >= 21 else 2
