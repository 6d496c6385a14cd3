"""The Aigoma-koppai game: options, presets, arranged positions, the scorer, determinization and
sentences. The rules themselves are in ``engine.games.aigoma.state``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal, cast

from engine.arrange import complete_deal, first_seat, indices
from engine.cards import Text, card
from engine.evaluation import Evaluation
from engine.game import (
    BadOptions,
    Event,
    Game,
    Move,
    Observation,
    OptionSpec,
    Preset,
    Score,
    State,
    register,
)
from engine.games.aigoma import describe as text
from engine.games.aigoma.determinize import determinize
from engine.games.aigoma.evaluate import SEARCH_SETTINGS, aigoma_evaluation
from engine.games.aigoma.moves import IS_BRIGHT
from engine.games.aigoma.options import LISTED_BRIGHTS, MONTH_ORDERS, OPTION_SPECS, PRESETS, Rules
from engine.games.aigoma.scoring import score_hand
from engine.games.aigoma.state import AigomaState

#: The objective's cost of a card left in hand at the end of a deal that another seat won, when no
#: settlement pays for it (``Aigoma.objective``): 8 cards cost less than a tenth of a win.
LEFT_WEIGHT = 0.01


@register
class Aigoma(Game):
    """Aigoma-koppai (合駒骨牌), a climbing game for 2-4 players, after the only known description
    (seed 001, lines 11-37, retelling Naganuma Koichiro's «Indoor Games All Around the World»)."""

    key: ClassVar[str] = "aigoma"
    name: ClassVar[Text] = Text("Аигома-коппай", "Aigoma-koppai")
    #: Lines of ``score_pile`` that are the value of cards, not combinations.
    card_point_keys: ClassVar[frozenset[str]] = frozenset(
        {"cards_left", "bright", "animal", "ribbon", "plain"}
    )
    table_kind: ClassVar[Literal["open", "stack", "discard"]] = "stack"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 4
    option_specs: ClassVar[tuple[OptionSpec, ...]] = OPTION_SPECS
    presets: ClassVar[tuple[Preset, ...]] = PRESETS
    illegal_reasons: ClassVar[Mapping[str, Text]] = text.ILLEGAL_REASONS
    search_settings: ClassVar[Mapping[str, Mapping[str, Any]]] = SEARCH_SETTINGS
    #: Measured by ``scripts/tutor_check.py`` on 80 positions against the analysis eight times deeper
    #: (December 2026): at twice the tutor's usual budget (0.17 s per position) 0.7 % of its «ошибка»
    #: were within noise of best and 1.4 % of its «best»/«good» a clear loss (1.0 / 2.3 % at the usual
    #: budget); its best move is within noise of the deeper one's in 91 % of positions (90 %).
    tutor_depth: ClassVar[int] = 2
    #: Facts the rules pages show: the month orders of seniority (``MONTH_ORDERS``, by option
    #: value), the brights listed in the source (``LISTED_BRIGHTS``) and which cards are brights.
    facts: ClassVar[Mapping[str, Any]] = {
        "month_orders": MONTH_ORDERS,
        "listed_brights": LISTED_BRIGHTS,
        "is_bright": IS_BRIGHT,
    }

    def __init__(
        self,
        *,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        preset: str | None = None,
    ) -> None:
        super().__init__(players=players, options=options, preset=preset)
        self.rules = Rules(self.players, self.options)

    def new_state(self, seed: int) -> AigomaState:
        """Draw the first dealer by lot and deal the whole deck, from ``random.Random(seed)``."""
        return AigomaState.new(self, seed)

    def position(
        self,
        *,
        hands: Sequence[Sequence[int | str]],
        top: Sequence[int | str] = (),
        top_seat: int | None = None,
        table: Sequence[int | str] = (),
        captured: Sequence[Sequence[int | str]] | None = None,
        current: int = 0,
        passes: int = 0,
        deck: Sequence[int | str] = (),
        seed: int = 0,
    ) -> AigomaState:
        """A position set up by hand, cards as indices or codes (lessons, rules pages, tests).

        ``top`` is the play to beat (empty: ``current`` leads onto a clear table), made by
        ``top_seat`` (default: the seat ``passes + 1`` places before ``current``); ``table`` holds
        the cards played under it since the last clear. Cards named nowhere are out of play.
        """

        def idx(cards: Sequence[int | str]) -> list[int]:
            return [c if isinstance(c, int) else card(c).index for c in cards]

        if deck:
            raise BadOptions("deal")  # the whole deck is dealt: there is nothing to draw
        try:
            return AigomaState.arranged(
                self,
                hands=[idx(h) for h in hands],
                top=idx(top),
                top_seat=top_seat,
                table=idx(table),
                captured=[idx(p) for p in captured] if captured is not None else None,
                current=current,
                passes=passes,
                seed=seed,
            )
        except ValueError as error:
            raise BadOptions("deal", detail=str(error)) from None

    def deal_from(self, deal: Mapping[str, Any], *, seed: int) -> AigomaState:
        """An arranged deal (see ``Game.deal_from``): the whole deck dealt, and perhaps a first play
        to answer. ``top`` (codes, optional) is that play, one month or one bright, made by
        ``top_seat`` (by default the seat before ``first``); the seats between them have passed.
        Its cards are in no hand, so that seat holds ``len(top)`` cards fewer. The position is one
        deal (its state's seed is 0, as it has always been for arranged deals)."""
        n = self.players
        first = first_seat(deal, n)
        size = 48 // n
        top = indices(deal.get("top", []))
        if not top:
            hands, _table, _deck = complete_deal(deal, players=n, table_size=0, hand_size=size, seed=seed)
            return self.position(hands=hands, current=first)
        raw_seat = deal.get("top_seat", (first - 1) % n)
        if isinstance(raw_seat, bool) or not isinstance(raw_seat, int) or not 0 <= raw_seat < n:
            raise BadOptions("deal")
        if raw_seat == first or len(top) > size:
            raise BadOptions("deal")
        sizes = [size - len(top) if seat == raw_seat else size for seat in range(n)]
        hands, _table, _deck = complete_deal(
            deal, players=n, table_size=0, hand_size=size, seed=seed, hand_sizes=sizes, placed_elsewhere=top
        )
        passes = (first - raw_seat - 1) % n
        return self.position(hands=hands, top=top, top_seat=raw_seat, current=first, passes=passes)

    def score_pile(self, cards: Sequence[int]) -> Score:
        """The settlement value of ``cards`` left in a loser's hand under this game's options:
        the number of cards (``cards``), their Menshov points (``points``), or 0 (``none``)."""
        return score_hand(cards, self.options["settlement"])

    def describe(self, event: Event, lang: str = "ru") -> str:
        describer = text.DESCRIBERS.get(event.kind)
        if describer is not None:
            return describer(event, lang)
        return super().describe(event, lang)

    def describe_move(self, move: Move, lang: str = "ru") -> str:
        """A move in words: lead, beat or pass."""
        return text.describe_move(move, lang)

    def determinize(self, observation: Observation, rng: random.Random) -> AigomaState:
        """A full state consistent with ``observation`` (see ``engine.games.aigoma.determinize``)."""
        return determinize(self, observation, rng)

    def deals_done(self, state: State) -> int:
        """The deals of the match finished so far (``AigomaState.history``)."""
        return len(cast(AigomaState, state).history)

    def deal_marks(self, start: State, states: Sequence[State], end: State, seat: int) -> dict[str, float]:
        """``leads``: how many times the seat led (an empty table, its turn) in the deal after the move."""
        return {"leads": float(sum(1 for state in states if cast(AigomaState, state).is_lead(seat)))}

    def objective(self, state: State, values: tuple[float, ...]) -> tuple[float, ...]:
        """Going out first (``values``, the returns), then, without a settlement that already pays
        for them, fewer cards left in hand: ``LEFT_WEIGHT`` per card left in the finished deals,
        a tie-break among the losers far below a deal's win."""
        if self.rules.settlement != "none":
            return values
        history = cast(AigomaState, state).history
        if not history:
            return values
        rounds = self.rules.rounds
        return tuple(
            value - LEFT_WEIGHT * sum(record["left"][seat] for record in history) / rounds
            for seat, value in enumerate(values)
        )

    def _make_evaluation(self) -> Evaluation:
        return aigoma_evaluation(self)
