"""Spaced repetition of card x facet (month, kind, name), a thin wrapper around ``fsrs`` (v6).

Answers are graded automatically: wrong is Again, right is Good, and right but slow is Hard. The
scheduler's card is kept as its ``to_dict()`` in the database, with ``due`` copied to an indexed column.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast

from fsrs import Card as FsrsCard
from fsrs import Rating, Scheduler, State

if TYPE_CHECKING:
    from fsrs.card import CardDict

SLOW_SECONDS = 8.0
"""A right answer that took longer than this is graded Hard: recalled, but not yet at a glance."""

SCHEDULER = Scheduler(enable_fuzzing=False)

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


@dataclass(frozen=True, slots=True)
class Scheduled:
    """The new scheduling state of one item."""

    state: dict[str, Any]
    due: datetime
    stability: float


def review(state: dict | None, grade: Rating, now: datetime) -> Scheduled:
    """Apply one graded answer at ``now`` to the stored state (None for a new item)."""
    card = _card(state) if state else FsrsCard(card_id=1, due=now)
    card, _log = SCHEDULER.review_card(card, grade, review_datetime=now)
    return Scheduled(state=dict(card.to_dict()), due=card.due, stability=card.stability or 0.0)


def _card(state: dict[str, Any]) -> FsrsCard:
    """The scheduler's card from its stored ``to_dict()``."""
    return FsrsCard.from_dict(cast("CardDict", state))


def retrievability(state: dict | None, now: datetime) -> float:
    """The chance (0-1) of recalling the item now; 0 for an item never seen."""
    if not state:
        return 0.0
    return SCHEDULER.get_card_retrievability(_card(state), current_datetime=now)


def level(state: dict | None) -> int:
    """Mastery level of one item: 0 unseen, 1 learning, 2 in review, 3 known (stability of three weeks)."""
    if not state:
        return 0
    card = _card(state)
    if card.state is not State.Review:
        return 1
    return 3 if (card.stability or 0) >= 21 else 2
