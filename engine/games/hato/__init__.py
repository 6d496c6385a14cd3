"""«Хато» by S. Menshov (versions 2 and 3, 2015), for 2-4 players, with the Min-hwatu bonus set.

``HatoGame`` holds the rules and options; ``HatoState`` (``rules.py``) one point of play;
``Scorer`` (``scoring.py``) the card points and bonuses; ``determinize`` samples hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engine.cards import Text, card
from engine.game import Event, Game, Observation, Score, register
from engine.games.hato.determinize import determinize as _determinize
from engine.games.hato.options import OPTION_SPECS, PRESETS, Rules
from engine.games.hato.rules import HatoState
from engine.games.hato.scoring import Scorer, mask_of

__all__ = ["HatoGame", "HatoState", "Scorer"]


@register
class HatoGame(Game):
    """«Хато» by S. Menshov: capture pairs by month, score card points plus bonuses."""

    key = "hato"
    name = Text("Хато", "Hato")
    min_players = 2
    max_players = 4
    default_players = 2
    option_specs = OPTION_SPECS
    presets = PRESETS

    def __init__(
        self,
        *,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        preset: str | None = None,
    ) -> None:
        super().__init__(players=players, options=options, preset=preset)
        self.rules = Rules(self.players, self.options)
        self.scorer = Scorer(bonus_set=self.options["bonus_set"], plain_bonus=self.options["plain_bonus"])

    def new_state(self, seed: int) -> HatoState:
        """Draw the first leader by lot and deal from ``random.Random(seed)``."""
        return HatoState(self, seed)

    def position(
        self,
        *,
        hands: Sequence[Sequence[int | str]],
        table: Sequence[int | str],
        deck: Sequence[int | str] = (),
        captured: Sequence[Sequence[int | str]] | None = None,
        current: int = 0,
    ) -> HatoState:
        """A position set up by hand, cards as indices or codes; ``deck`` top first.

        Cards named nowhere are out of play. Used by lessons, practice scenarios and tests.
        """

        def idx(cards: Sequence[int | str]) -> list[int]:
            return [c if isinstance(c, int) else card(c).index for c in cards]

        return HatoState.from_position(
            self,
            hands=[idx(h) for h in hands],
            table=idx(table),
            deck=idx(deck),
            captured=[idx(p) for p in captured] if captured is not None else None,
            current=current,
        )

    def determinize(self, observation: Observation, rng: random.Random) -> HatoState:
        return _determinize(self, observation, rng)

    def score_pile(self, cards: Sequence[int]) -> Score:
        """Card points and bonuses of a pile of captured cards (indices 0-47, no repeats)."""
        if len(set(cards)) != len(cards):
            raise ValueError("repeated card in pile")
        return self.scorer.score(mask_of(cards))

    def describe(self, event: Event, lang: str = "ru") -> str:
        from engine.describe import card_list, describe_event

        if event.kind == "freeze":
            cards = card_list(event.cards, lang)
            if lang == "en":
                return f"Freeze: {cards} stay on the table until someone brings the fourth card."
            return f"Заморозка: {cards} остаются на столе, пока кто-нибудь не положит к ним четвёртую карту."
        return describe_event(self, event, lang)
