"""The Go-Stop game (Matgo with two players): options, presets, dealing and arranged positions,
the scorer, the numbers of a stop, determinization, sentences and the bots' evaluation. The rules
of play are in ``state``, the payments in ``settle``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any, ClassVar, cast

from engine.arrange import complete_deal, first_seat, indices
from engine.cardmask import mask_of
from engine.cards import Text, card
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
    State,
    register,
)
from engine.games.gostop import describe as text
from engine.games.gostop import scoring as sc
from engine.games.gostop.determinize import determinize
from engine.games.gostop.evaluate import SEARCH_SETTINGS, TUTOR_SPREAD, gostop_evaluation
from engine.games.gostop.options import OPTION_SOURCES, OPTION_SPECS, PRESETS, SOURCES, Rules
from engine.games.gostop.settle import MULTIPLIER_NAMES, DealFacts, baks_paid, settle
from engine.games.gostop.state import GoStopState
from engine.memo import Memo


@register
class GoStop(Game):
    """Go-Stop for three players and Matgo for two (ko.wikipedia «고스톱»; the Hangame Matgo guide;
    pagat.com «Go Stop»): capture by month, score combinations and counts, go or stop, settle."""

    key: ClassVar[str] = "gostop"
    name: ClassVar[Text] = Text("Го-стоп", "Go-Stop")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 3
    default_players: ClassVar[int] = 3
    option_specs: ClassVar[tuple[OptionSpec, ...]] = OPTION_SPECS
    presets: ClassVar[tuple[Preset, ...]] = PRESETS
    illegal_reasons: ClassVar[Mapping[str, Text]] = text.ILLEGAL_REASONS
    search_settings: ClassVar[Mapping[str, Mapping[str, Any]]] = SEARCH_SETTINGS
    tutor_spread: ClassVar[Mapping[int, float]] = TUTOR_SPREAD
    multiplier_names: ClassVar[Mapping[str, Text]] = MULTIPLIER_NAMES
    card_point_keys: ClassVar[frozenset[str]] = sc.COUNT_KEYS
    #: For the rules page: every card's role, the roles' names, the texts followed and each option's.
    facts: ClassVar[Mapping[str, Any]] = {
        "roles": sc.ROLES,
        "role_names": sc.ROLE_NAMES,
        "sources": SOURCES,
        "option_sources": OPTION_SOURCES,
    }

    def __init__(
        self,
        *,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        preset: str | None = None,
    ) -> None:
        super().__init__(players=players, options=options, preset=preset)
        self.rules = Rules.of(self.players, self.options)
        self.pile_rules = sc.PileRules(self.rules.four_brights, self.rules.sake_cup)
        self._points = Memo(partial(sc.points, rules=self.pile_rules))
        self._lines: dict[int, tuple[tuple[str, int, str, str], ...]] = {}

    def pile_points(self, pile: int) -> int:
        """The points of a pile given as a card mask (remembered: play and search count the same
        piles again and again)."""
        return self._points[pile]

    def pile_lines(self, pile: int) -> tuple[tuple[str, int, str, str], ...]:
        """The lines of a pile's points as (key, points, Russian name, English name), remembered."""
        found = self._lines.get(pile)
        if found is None:
            if len(self._lines) > 50_000:
                self._lines.clear()
            lines = sc.items(pile, self.pile_rules)
            found = self._lines[pile] = tuple((i.key, i.points, i.name.ru, i.name.en) for i in lines)
        return found

    def pile_counts(self, cards: Sequence[int]) -> dict[str, int]:
        """The pi (junk) of a pile, a double pi counting two: ten make points, and a loser with too few
        pays double (pi-bak)."""
        pile = sc.mask(cards)
        return {"pi": sc.junk_count(pile, sc.cup_as_junk(pile, self.pile_rules))}

    def new_state(self, seed: int) -> GoStopState:
        """Draw the first dealer by lot and deal from ``random.Random(seed)``; later deals continue it."""
        return GoStopState.new(self, seed)

    def position(
        self,
        *,
        hands: Sequence[Sequence[int | str]],
        table: Sequence[int | str] = (),
        deck: Sequence[int | str] = (),
        captured: Sequence[Sequence[int | str]] | None = None,
        current: int = 0,
        seed: int = 0,
        ppeok: Mapping[int, int] | None = None,
    ) -> GoStopState:
        """A position set up by hand (cards as codes or indices, ``deck`` top first), one deal with
        ``current`` as the dealer; ``ppeok`` (month -> seat) marks three of a month on the table as
        a ppeok that seat made. Cards named nowhere are out of play."""

        def idx(cards: Sequence[int | str]) -> list[int]:
            return [c if isinstance(c, int) else card(c).index for c in cards]

        try:
            return GoStopState.arranged(
                self,
                hands=[idx(h) for h in hands],
                table=idx(table),
                deck=idx(deck),
                captured=[idx(p) for p in captured] if captured is not None else None,
                current=current,
                seed=seed,
                ppeok=ppeok,
            )
        except (IllegalMove, ValueError) as error:
            raise BadOptions("deal", detail=str(error)) from None

    def deal_from(self, deal: Mapping[str, Any], *, seed: int) -> GoStopState:
        """An arranged deal (see ``Game.deal_from``): ``captured`` may hold piles already taken,
        ``hand_size`` a smaller hand for every seat (a deal joined late) and ``ppeok`` the months
        (``{"7": 1}``) whose three table cards are a ppeok made by that seat; four cards of a month
        on the table are refused, as the rules would deal again."""
        first = first_seat(deal, self.players)
        size = deal.get("hand_size", self.rules.hand_size)
        if isinstance(size, bool) or not isinstance(size, int) or not 0 < size <= self.rules.hand_size:
            raise BadOptions("deal")
        hands, table, deck = complete_deal(
            deal, players=self.players, table_size=self.rules.table_size, hand_size=size, seed=seed
        )
        table_mask = mask_of(table)
        if any(table_mask & month == month for month in sc.MONTH_MASKS):
            raise BadOptions("deal")
        piles = [indices(pile) for pile in deal.get("captured", [])]
        piles += [[] for _ in range(self.players - len(piles))]
        try:
            ppeok = {int(month): int(seat) for month, seat in dict(deal.get("ppeok", {})).items()}
        except (TypeError, ValueError):
            raise BadOptions("deal") from None
        return self.position(
            hands=hands, table=table, deck=deck, captured=piles, current=first, seed=seed, ppeok=ppeok
        )

    def determinize(self, observation: Observation, rng: random.Random) -> GoStopState:
        """A full state consistent with ``observation`` (see ``engine.games.gostop.determinize``)."""
        return determinize(self, observation, rng)

    def score_pile(self, cards: Sequence[int]) -> Score:
        """The points of a pile of captured cards (indices 0-47, no repeats), before go bonuses and
        multipliers; the sake cup counts as the option says (by default its holder's best way)."""
        if len(set(cards)) != len(cards):
            raise ValueError("repeated card in pile")
        return sc.score(mask_of(cards), self.pile_rules)

    def stop_offer(self, observation: Observation) -> Score | None:
        """At a go / stop decision: what stopping now collects from the opponents (``settle`` with
        the goes, shakings, bak and nagari doublings as they stand), with the lines behind it."""
        if not any(move.action == "stop" for move in observation.legal_moves):
            return None
        pub = observation.public
        facts = DealFacts(
            [mask_of(pile) for pile in observation.captured],
            pub["gos"],
            pub["shakes"],
            pub["last_go"],
            pub["carry"],
        )
        found = settle(observation.seat, facts, self.rules)
        return Score(found.total, found.items)

    def deal_outcome(self, start: State, state: State, seat: int) -> DealOutcome | None:
        """The deal in play at ``start``, once ``state`` has recorded it (the state's deal history,
        so a match of several deals is read deal by deal): what the seat collected (or paid, as a
        negative number) in that deal, and whether it alone collected the most; a nagari is 0 for all."""
        record = _deal_record(start, state)
        return None if record is None else DealOutcome.of(record["points"], seat, fewest=False)

    def deal_marks(self, start: State, states: Sequence[State], end: State, seat: int) -> dict[str, float]:
        """``bak``: whether the seat paid double for a bak (pi-bak, gwang-bak, go-bak) in that deal."""
        record = _deal_record(start, end)
        return {} if record is None else {"bak": float(bool(baks_paid(record["items"], seat)))}

    def describe(self, event: Event, lang: str = "ru") -> str:
        own = text.DESCRIBERS.get(event.kind)
        if own is not None:
            return own(event, lang)
        return super().describe(event, lang)

    def describe_move(self, move: Move, lang: str = "ru") -> str:
        return text.describe_move(move, lang)

    def _make_evaluation(self) -> Evaluation:
        return gostop_evaluation(self)


def _deal_record(start: State, state: State) -> dict[str, Any] | None:
    """The record of the deal in play at ``start`` in ``state``'s deal history (None until recorded)."""
    done = len(cast(GoStopState, start).history)
    history = cast(GoStopState, state).history
    return history[done] if len(history) > done else None
