"""Spaced repetition for every app: a thin wrapper around ``fsrs`` (v6).

An item's scheduling state is the scheduler's card as its ``to_dict()``, kept by the app that owns
the item (with ``due`` copied to an indexed column); ``review`` applies one graded answer to it.
The learn app schedules card facts with it, the play app the positions a learner got wrong again.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast

from fsrs import Card as FsrsCard
from fsrs import Rating, Scheduler

if TYPE_CHECKING:
    from fsrs.card import CardDict

SCHEDULER = Scheduler(enable_fuzzing=False)


@dataclass(frozen=True, slots=True)
class Scheduled:
    """The new scheduling state of one item."""

    state: dict[str, Any]
    due: datetime
    stability: float


def review(state: dict | None, grade: Rating, now: datetime) -> Scheduled:
    """Apply one graded answer at ``now`` to the stored state (None for a new item)."""
    card = card_of(state) if state else FsrsCard(card_id=1, due=now)
    card, _log = SCHEDULER.review_card(card, grade, review_datetime=now)
    return Scheduled(state=dict(card.to_dict()), due=card.due, stability=card.stability or 0.0)


def card_of(state: dict[str, Any]) -> FsrsCard:
    """The scheduler's card from its stored ``to_dict()``."""
    return FsrsCard.from_dict(cast("CardDict", state))


def retrievability(state: dict | None, now: datetime) -> float:
    """The chance (0-1) of recalling the item now; 0 for an item never seen."""
    if not state:
        return 0.0
    return SCHEDULER.get_card_retrievability(card_of(state), current_datetime=now)
