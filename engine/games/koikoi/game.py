"""The Koi-Koi game: options, presets, dealing and arranged positions, the scorer,
determinization, sentences and the bots' evaluation. The rules of play are in ``state``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, cast

from engine.arrange import complete_deal, first_seat, indices
from engine.cardmask import mask_of
from engine.cards import Text
from engine.evaluation import Evaluation
from engine.game import (
    BadOptions,
    DealOutcome,
    Event,
    Game,
    IllegalMove,
    Observation,
    OptionSpec,
    Preset,
    Score,
    State,
    register,
)
from engine.games.koikoi import moves as mv
from engine.games.koikoi.describe import DESCRIBERS, ILLEGAL_REASONS
from engine.games.koikoi.determinize import determinize
from engine.games.koikoi.evaluate import SEARCH_SETTINGS, TUTOR_SPREAD, koikoi_evaluation
from engine.games.koikoi.options import OPTION_SPECS, PRESETS
from engine.games.koikoi.scoring import (
    DOUBLINGS,
    MULTIPLIER_NAMES,
    PileCache,
    YakuRules,
    doubled,
    score_mask,
    yaku_items,
)
from engine.games.koikoi.state import RETURN_SCALE, KoiKoiState


@register
class KoiKoi(Game):
    """Koi-Koi for two players (japancards.ru, seed 000 lines 151-197; Fuda Wiki's Koi-Koi page)."""

    key: ClassVar[str] = "koikoi"
    name: ClassVar[Text] = Text("Кой-кой", "Koi-Koi")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    default_players: ClassVar[int] = 2
    option_specs: ClassVar[tuple[OptionSpec, ...]] = OPTION_SPECS
    presets: ClassVar[tuple[Preset, ...]] = PRESETS
    illegal_reasons: ClassVar[Mapping[str, Text]] = ILLEGAL_REASONS
    search_settings: ClassVar[Mapping[str, Mapping[str, Any]]] = SEARCH_SETTINGS
    tutor_spread: ClassVar[Mapping[int, float]] = TUTOR_SPREAD
    #: The names of the score multipliers (doubling at 7+, for koi-koi calls), for drills.
    multiplier_names: ClassVar[Mapping[str, Text]] = MULTIPLIER_NAMES
    #: The search values the match score difference over ``RETURN_SCALE`` (``KoiKoiState.returns``).
    points_per_value: ClassVar[float | None] = RETURN_SCALE
    stop_doublings: ClassVar[tuple[str, ...]] = DOUBLINGS

    def __init__(
        self,
        *,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        preset: str | None = None,
    ) -> None:
        super().__init__(players=players, options=options, preset=preset)
        self.rules = YakuRules.from_options(dict(self.options))
        #: Every pile's yaku, remembered for play and search (``scoring.PileCache``).
        self.piles = PileCache(self.rules)
        #: The moves of a hand card by its month's cards on the table (``moves.HAND_CARD_MOVES``).
        self.hand_card_moves = mv.HAND_CARD_MOVES if self.options["must_take"] else mv.FREE_HAND_CARD_MOVES

    def new_state(self, seed: int) -> KoiKoiState:
        """Draw for the dealer and deal, all from ``random.Random(seed)``; later deals continue it."""
        return KoiKoiState.new(self, seed)

    def position(
        self,
        *,
        hands: Sequence[Sequence[int | str]],
        table: Sequence[int | str] = (),
        deck: Sequence[int | str] = (),
        captured: Sequence[Sequence[int | str]] | None = None,
        current: int = 0,
        seed: int = 0,
        dealer: int | None = None,
        **state: Any,
    ) -> KoiKoiState:
        """A position set up by hand (cards as codes or indices, ``deck`` top first); the dealer is
        ``current`` unless given. Further keywords (``koikoi``, ``decided``, ``scores``, ``round``)
        are those of ``KoiKoiState.arranged``. No hand-yaku or misdeal check is made."""
        if len(hands) != 2:
            raise BadOptions("deal")
        piles = tuple(captured) if captured is not None else ((), ())
        if len(piles) != 2:
            raise BadOptions("deal")
        try:
            return KoiKoiState.arranged(
                self,
                hands=(hands[0], hands[1]),
                table=table,
                deck=deck,
                captured=(piles[0], piles[1]),
                dealer=current if dealer is None else dealer,
                current=current,
                seed=seed,
                **state,
            )
        except IllegalMove as error:
            raise BadOptions("deal", detail=error.reason) from None

    def deal_from(self, deal: Mapping[str, Any], *, seed: int) -> KoiKoiState:
        """An arranged deal (see ``Game.deal_from``): eight cards each and eight on the table;
        ``captured`` may hold piles already taken. The leader ``first`` is the dealer."""
        first = first_seat(deal, 2)
        hands, table, deck = complete_deal(deal, players=2, table_size=8, hand_size=8, seed=seed)
        piles = [indices(pile) for pile in deal.get("captured", [])] + [[], []]
        return self.position(
            hands=hands, table=table, deck=deck, captured=piles[:2], current=first, seed=seed
        )

    def determinize(self, observation: Observation, rng: random.Random) -> KoiKoiState:
        """A full state consistent with ``observation`` (see ``engine.games.koikoi.determinize``)."""
        return determinize(self, observation, rng)

    def score_pile(self, cards: Sequence[int]) -> Score:
        """The yaku of a captured pile (total = sum of yaku before any multiplier)."""
        return score_mask(mask_of(cards), self.rules)

    def stop_score(self, cards: Sequence[int], *, own_call: bool, opponent_call: bool) -> Score:
        """What stopping with the captured ``cards`` gives: the yaku, then a line for each doubling
        in play that applies (``scoring.doubled``), ``total`` after the doublings; ``own_call``: the
        player stopping had called koi-koi before, ``opponent_call``: the opponent had. The same
        total and lines as the deal's record when the game ends a deal by a stop."""
        yaku = yaku_items(mask_of(cards), self.rules)
        points, doublings = doubled(
            sum(item.points for item in yaku),
            options=self.options,
            own_call=own_call,
            opponent_call=opponent_call,
        )
        return Score(points, yaku + doublings)

    def stop_offer(self, observation: Observation) -> Score | None:
        """At a stop / koi-koi decision: what stopping now scores (``stop_score`` with the calls made
        so far, ``public["koikoi"]``)."""
        if not any(move.action == "stop" for move in observation.legal_moves):
            return None
        seat = observation.seat
        calls = observation.public["koikoi"]
        return self.stop_score(
            observation.captured[seat], own_call=calls[seat] > 0, opponent_call=calls[1 - seat] > 0
        )

    def deals_done(self, state: State) -> int:
        """The deals of the match finished so far (``KoiKoiState.history``)."""
        return len(cast(KoiKoiState, state).history)

    def _deal_record(self, start: State, state: State) -> dict[str, Any] | None:
        """The record of the deal in play at ``start`` in ``state``'s history (None until recorded)."""
        done = self.deals_done(start)
        history = cast(KoiKoiState, state).history
        return history[done] if len(history) > done else None

    def deal_outcome(self, start: State, state: State, seat: int) -> DealOutcome | None:
        """The deal in play at ``start``, once ``state`` has recorded it (``KoiKoiState.history``):
        the points it gave the seat and the other, and whether the seat scored them."""
        record = self._deal_record(start, state)
        if record is None:
            return None
        points = [0, 0]
        if record["scorer"] is not None:
            points[record["scorer"]] = record["points"]
        return DealOutcome.of(points, seat, fewest=False)

    def deal_marks(self, start: State, states: Sequence[State], end: State, seat: int) -> dict[str, float]:
        """Whether the deal's points were doubled (seven or more, or a koi-koi call the options double
        for) and for whom: ``doubled`` when the seat scored them, ``opp_doubled`` when the other did."""
        record = self._deal_record(start, end)
        if record is None:
            return {}
        scorer = record["scorer"]
        doubled = scorer is not None and record["points"] > record["base"]
        return {
            "doubled": float(doubled and scorer == seat),
            "opp_doubled": float(doubled and scorer != seat),
        }

    def describe(self, event: Event, lang: str = "ru") -> str:
        describer = DESCRIBERS.get(event.kind)
        if describer is not None:
            return describer(event, lang)
        return super().describe(event, lang)

    def _make_evaluation(self) -> Evaluation:
        return koikoi_evaluation(self)
