"""The «Хато» game: options, presets, dealing and arranged positions, the scorer, determinization,
sentences and the bots' evaluation. The rules of play are in ``engine.games.hato.state``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, cast

from engine.arrange import complete_deal, first_seat
from engine.cardmask import MONTH_MASK, mask_of
from engine.cards import Text, card
from engine.evaluation import Evaluation
from engine.game import BadOptions, Event, Game, Observation, OptionSpec, Preset, Score, State, register
from engine.games.hato import describe as text
from engine.games.hato.determinize import determinize
from engine.games.hato.evaluate import SEARCH_SETTINGS, TUTOR_SPREAD, hato_evaluation
from engine.games.hato.options import OPTION_SPECS, PRESETS, Rules
from engine.games.hato.scoring import Scorer
from engine.games.hato.state import HatoState
from engine.memo import Memo


@register
class HatoGame(Game):
    """«Хато» by S. Menshov (versions 2 and 3, 2015), for 2-4 players, with the Min-hwatu bonus
    set: capture pairs by month, score card points plus bonuses."""

    key: ClassVar[str] = "hato"
    name: ClassVar[Text] = Text("Хато", "Hato")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 2
    option_specs: ClassVar[tuple[OptionSpec, ...]] = OPTION_SPECS
    presets: ClassVar[tuple[Preset, ...]] = PRESETS
    search_settings: ClassVar[Mapping[str, Mapping[str, Any]]] = SEARCH_SETTINGS
    tutor_spread: ClassVar[Mapping[int, float]] = TUTOR_SPREAD
    #: The card-point lines of a breakdown (``Scorer.score``: one per kind of card held).
    card_point_keys: ClassVar[frozenset[str]] = frozenset({"brights", "animals", "ribbons", "plains"})

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
        #: ``pile_points[pile]``: the points of a pile (a card mask), remembered (play, the bots'
        #: evaluation and their cut-off playouts score the same piles again and again).
        self.pile_points: Memo[int, int] = Memo(self.scorer.total)
        #: ``deal_points[piles]``: what the piles of a deal would add to each seat's total if it
        #: ended now (the zero-sum settlement's differences where it is on), remembered.
        self.deal_points: Memo[tuple[int, ...], tuple[int, ...]] = Memo(self._deal_points)

    def new_state(self, seed: int) -> HatoState:
        """Draw the first leader by lot and deal from ``random.Random(seed)``."""
        return HatoState.new(self, seed)

    def position(
        self,
        *,
        hands: Sequence[Sequence[int | str]],
        table: Sequence[int | str] = (),
        deck: Sequence[int | str] = (),
        captured: Sequence[Sequence[int | str]] | None = None,
        current: int = 0,
        seed: int = 0,
    ) -> HatoState:
        """A position set up by hand, cards as indices or codes; ``deck`` top first.

        Cards named nowhere are out of play; the position is one deal (a match is not continued).
        """

        def idx(cards: Sequence[int | str]) -> list[int]:
            return [c if isinstance(c, int) else card(c).index for c in cards]

        try:
            return HatoState.arranged(
                self,
                hands=[idx(h) for h in hands],
                table=idx(table),
                deck=idx(deck),
                captured=[idx(p) for p in captured] if captured is not None else None,
                current=current,
                seed=seed,
            )
        except ValueError as error:
            raise BadOptions("deal", detail=str(error)) from None

    def deal_from(self, deal: Mapping[str, Any], *, seed: int) -> HatoState:
        """An arranged deal (see ``Game.deal_from``): every card placed, the piles empty. Four
        cards of one month on the table are refused, as the rules would deal again."""
        if deal.get("captured"):
            raise BadOptions("deal")  # a «Хато» deal starts with empty piles
        first = first_seat(deal, self.players)
        rules = self.rules
        hands, table, deck = complete_deal(
            deal, players=self.players, table_size=rules.table_size, hand_size=rules.hand_size, seed=seed
        )
        table_mask = mask_of(table)
        if any(table_mask & month == month for month in MONTH_MASK):
            raise BadOptions("deal")
        return self.position(hands=hands, table=table, deck=deck, current=first)

    def determinize(self, observation: Observation, rng: random.Random) -> HatoState:
        return determinize(self, observation, rng)

    def score_pile(self, cards: Sequence[int]) -> Score:
        """Card points and bonuses of a pile of captured cards (indices 0-47, no repeats)."""
        if len(set(cards)) != len(cards):
            raise ValueError("repeated card in pile")
        return self.scorer.score(mask_of(cards))

    def deals_done(self, state: State) -> int:
        """The deals of the match finished so far (``HatoState.history``)."""
        return len(cast(HatoState, state).history)

    def objective(self, state: State, values: tuple[float, ...]) -> tuple[float, ...]:
        """Three or four players: each seat's own points taken home (``running_scores``: the zero-sum
        settlement's values where it is on), whoever else scores. Two: the difference, as
        ``values`` give it (the zero-sum settlement's own measure; in plain play a deal's card
        points are a fixed sum, so it moves with one's own points, and it also counts the other's
        bonuses)."""
        return values if self.players == 2 else self.running_scores(state)

    def running_scores(self, state: State) -> tuple[float, ...]:
        """The match totals so far plus this deal's points as the deal's end would add them (the
        zero-sum settlement's differences where it is on), in ``Result.scores``' units."""
        hato = cast(HatoState, state)
        if hato.is_over:
            return tuple(float(total) for total in hato.totals)
        points = self.deal_points[hato.captured]
        return tuple(float(t + p) for t, p in zip(hato.totals, points, strict=True))

    def _deal_points(self, piles: tuple[int, ...]) -> tuple[int, ...]:
        known = self.pile_points
        points = [known[pile] for pile in piles]
        if self.rules.zero_sum:
            whole = sum(points)
            points = [self.players * p - whole for p in points]
        return tuple(points)

    def describe(self, event: Event, lang: str = "ru") -> str:
        own = text.DESCRIBERS.get(event.kind)
        if own is not None:
            return own(event, lang)
        return super().describe(event, lang)

    def _make_evaluation(self) -> Evaluation:
        return hato_evaluation(self)
