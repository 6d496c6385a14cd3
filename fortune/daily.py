"""The card of the day: one card per calendar date, the same for everyone, from the reading's meanings."""

from __future__ import annotations

import datetime
import hashlib
from dataclasses import dataclass

from engine.cards import DECK, Card, Text
from fortune.meanings import card_nuance, plant_meaning, season_of


@dataclass(frozen=True, slots=True)
class DailyCard:
    """A card with its nuance (``meaning``) and its plant's meaning (``plant_meaning``), both ru/en."""

    day: datetime.date
    card: Card
    meaning: Text
    plant_meaning: Text
    theme: Text  # the plant's theme, a nominative phrase: «перемены» / "change"
    season: Text  # «зима» / "winter"


def card_of_the_day(day: datetime.date) -> DailyCard:
    """The card for ``day``: a stable hash of the date picks one of the 48 cards.

    Deterministic (the same date always gives the same card, on every server) and spread evenly
    over the deck; no state is stored.
    """
    digest = hashlib.sha256(f"hwatu-card-of-the-day:{day.isoformat()}".encode()).digest()
    chosen = DECK[int.from_bytes(digest[:8], "big") % len(DECK)]
    plant = plant_meaning(chosen)
    return DailyCard(
        day=day,
        card=chosen,
        meaning=card_nuance(chosen),
        plant_meaning=plant.meaning,
        theme=plant.theme,
        season=season_of(chosen).name,
    )
