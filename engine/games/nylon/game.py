"""The Nylon-ppong game: options, presets, dealing and arranged positions, the scorer,
determinization, sentences and the bots' evaluation. The rules of play are in ``state``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cached_property, partial
from typing import Any, ClassVar, Literal, cast

from engine.arrange import complete_deal, first_seat, indices
from engine.cards import Text
from engine.evaluation import Evaluation
from engine.game import (
    BadOptions,
    DealOutcome,
    Event,
    Game,
    IllegalMove,
    Move,
    Observation,
    OptionSpec,
    Preset,
    Score,
    ScoreItem,
    State,
    register,
)
from engine.games.nylon.combos import (
    COMBINATION_NAMES,
    PENALTY_NAMES,
    VALUE,
    Combination,
    combination_of_mask,
    concealed_triplets,
    find_combination,
    hand_penalty,
)
from engine.games.nylon.describe import DESCRIBERS, ILLEGAL_REASONS, describe_move
from engine.games.nylon.determinize import determinize
from engine.games.nylon.evaluate import SEARCH_SETTINGS, nylon_evaluation
from engine.games.nylon.options import OPTION_SPECS, PRESETS
from engine.games.nylon.scoring import EXTRA_KEYS, EXTRA_NAMES
from engine.games.nylon.state import HAND_SIZE, NylonState
from engine.memo import Memo


@register
class NylonPpong(Game):
    """Nylon-ppong (나이롱뽕), the Korean rummy of the flower deck, for 2-6 players.

    Source: seed 001, lines 38-103; the rules and every choice where it is silent are in ``state``.
    """

    key: ClassVar[str] = "nylon"
    name: ClassVar[Text] = Text("Нилон-пон", "Nylon-ppong")
    #: Lines of ``score_pile`` that are the value of cards, not combinations.
    card_point_keys: ClassVar[frozenset[str]] = frozenset({"cards", "concealed_triplet", "not_a_combination"})
    table_kind: ClassVar[Literal["open", "stack", "discard"]] = "discard"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 2
    option_specs: ClassVar[tuple[OptionSpec, ...]] = OPTION_SPECS
    presets: ClassVar[tuple[Preset, ...]] = PRESETS
    illegal_reasons: ClassVar[Mapping[str, Text]] = ILLEGAL_REASONS
    search_settings: ClassVar[Mapping[str, Mapping[str, Any]]] = SEARCH_SETTINGS
    #: The strong search cuts its playouts off after two moves (0.06 s per position at the tutor's
    #: usual budget, 0.07-0.18 s in the other games). At that budget its tree still valued the moves
    #: it visited less by a shallower look: 4.2 % of the moves it called «ошибка» were within noise of
    #: best for the analysis eight times deeper (1.9 % at four times the budget); at eight times
    #: (about 0.5 s) none were (``scripts/tutor_check.py``, December 2026).
    tutor_depth: ClassVar[int] = 8
    #: Facts the rules pages show: each card's value (its Korean month number) and the names of
    #: the six-card combinations.
    facts: ClassVar[Mapping[str, Any]] = {"card_values": VALUE, "combination_names": COMBINATION_NAMES}
    points_are_penalties: ClassVar[bool] = True

    @cached_property
    def six_cards(self) -> Memo[int, Combination | None]:
        """The best combination of six cards (a 48-bit mask) under this game's options, remembered:
        every turn after a draw asks whether the hand and melds make one."""
        opts = self.options
        return Memo(
            partial(combination_of_mask, four_of_a_kind=opts["four_of_a_kind"], high_sum=opts["high_sum"])
        )

    def new_state(self, seed: int) -> NylonState:
        """Draw the first dealer by lot and deal, all from ``random.Random(seed)``."""
        return NylonState.new(self, seed)

    def position(
        self,
        *,
        hands: Sequence[Sequence[int | str]],
        table: Sequence[int | str] = (),
        deck: Sequence[int | str] = (),
        captured: Sequence[Sequence[int | str]] | None = None,
        current: int = 0,
        seed: int = 0,
        **state: Any,
    ) -> NylonState:
        """A position set up by hand (cards as codes or indices): ``table`` (or ``pile``) is the
        discard pile, bottom first; ``captured`` (or ``melds``) the melds laid down. Further
        keywords (``discarder``, ``claimable``, ``totals``, ``round``) are those of
        ``NylonState.arranged``. Cards named nowhere are out of play."""
        pile = state.pop("pile", table)
        melds = state.pop("melds", captured)
        try:
            return NylonState.arranged(
                self, hands=hands, deck=deck, pile=pile, melds=melds, current=current, seed=seed, **state
            )
        except IllegalMove as error:
            raise BadOptions("deal", detail=error.reason) from None

    def deal_from(self, deal: Mapping[str, Any], *, seed: int) -> NylonState:
        """An arranged deal (see ``Game.deal_from``): five cards each; ``table`` is the discard
        pile (bottom first), its cards in no hand; the rest is the deck."""
        first = first_seat(deal, self.players)
        pile = indices(deal.get("table", []))
        hands, _table, deck = complete_deal(
            {**deal, "table": []},
            players=self.players,
            table_size=0,
            hand_size=HAND_SIZE,
            seed=seed,
            placed_elsewhere=pile,
        )
        return self.position(hands=hands, deck=deck, table=pile, current=first, seed=seed)

    def score_pile(self, cards: Sequence[int]) -> Score:
        """Score a hand, the scorer of drills and of ``python -m engine score nylon ...``.

        Six cards that make a combination score it (one item: the combination's key, name, value
        and the six cards; the best one if several). Anything else scores its penalty points: an
        item ``cards`` with the cards that count, one ``concealed_triplet`` item (0) with the cards
        of months held three or four times, and for six cards an item ``not_a_combination`` (0).
        The total is the combination's value or the penalty sum.
        """
        cards = tuple(cards)
        if len(set(cards)) != len(cards):
            raise ValueError("repeated card in pile")
        opts = self.options
        if len(cards) == 6:
            combo = find_combination(cards, four_of_a_kind=opts["four_of_a_kind"], high_sum=opts["high_sum"])
            if combo is not None:
                return Score(combo.value, (ScoreItem(combo.key, combo.name, combo.value, cards),))
        hidden = concealed_triplets(cards)
        total = hand_penalty(cards)
        counted = tuple(c for c in cards if c not in hidden)
        items = [ScoreItem("cards", PENALTY_NAMES["cards"], total, counted)]
        if hidden:
            items.append(ScoreItem("concealed_triplet", PENALTY_NAMES["concealed_triplet"], 0, hidden))
        if len(cards) == 6:
            items.append(ScoreItem("not_a_combination", PENALTY_NAMES["not_a_combination"], 0))
        return Score(total, tuple(items))

    def stop_offer(self, observation: Observation) -> Score | None:
        """At the start of a turn where «стоп» is legal: the penalty points the caller's two cards
        give (``score_pile`` of the hand), what the stop records for the caller if it holds."""
        if not any(move.action == "stop" for move in observation.legal_moves):
            return None
        return self.score_pile(observation.hand)

    def stop_risk(self, observation: Observation) -> ScoreItem | None:
        """The penalty (option ``penalty``) a stop offered now adds if anyone else ends with as few
        penalty points or fewer (the text: «ничьи не допускаются»)."""
        penalty = int(self.options["penalty"])
        if not penalty or self.stop_offer(observation) is None:
            return None
        return ScoreItem("failed_stop", EXTRA_NAMES["failed_stop"], penalty)

    def deals_done(self, state: State) -> int:
        """The deals of the match finished so far (``NylonState.history``)."""
        return len(cast(NylonState, state).history)

    def deal_outcome(self, start: State, state: State, seat: int) -> DealOutcome | None:
        """The deal in play at ``start``, once ``state`` has recorded it (``NylonState.history``):
        the seat's penalty points, whether they were alone the fewest, and the extra penalty."""
        done = cast(NylonState, start).history
        history = cast(NylonState, state).history
        if len(history) <= len(done):
            return None
        record = history[len(done)]
        extra = sum(item.points for item in record["items"][seat] if item.key in EXTRA_KEYS)
        return DealOutcome.of(record["points"], seat, fewest=True, extra=extra)

    def deal_marks(self, start: State, states: Sequence[State], end: State, seat: int) -> dict[str, float]:
        """The ppongs called in the deal after the move: the seat's own (``ppong``) and the others'
        (``opp_ppong``), counted from the deal's last state before its end."""
        first, last = cast(NylonState, start), cast(NylonState, states[-1] if states else start)
        gained = [after - before for before, after in zip(first.ppongs, last.ppongs, strict=True)]
        return {"ppong": float(gained[seat]), "opp_ppong": float(sum(gained) - gained[seat])}

    @staticmethod
    def card_value(card: int) -> int:
        """A card's value: its Korean month number."""
        return VALUE[card]

    def describe(self, event: Event, lang: str = "ru") -> str:
        describer = DESCRIBERS.get(event.kind)
        if describer is not None:
            return describer(event, lang)
        return super().describe(event, lang)

    def describe_move(self, move: Move, lang: str = "ru") -> str:
        """A move in words: «Объявить «пон» с ...», «Сбросить ...»."""
        return describe_move(move, lang)

    def determinize(self, observation: Observation, rng: random.Random) -> NylonState:
        """A full state consistent with ``observation`` (see ``engine.games.nylon.determinize``)."""
        return determinize(self, observation, rng)

    def _make_evaluation(self) -> Evaluation:
        return nylon_evaluation(self)
