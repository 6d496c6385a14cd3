"""The Koi-Koi game: options, presets, the scorer, determinization and event sentences."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.cards import Text
from engine.game import BadOptions, Event, Game, Observation, OptionSpec, Preset, Score, register
from engine.games.koikoi.describe import DESCRIBERS, ILLEGAL_REASONS
from engine.games.koikoi.options import OPTION_SPECS, PRESETS
from engine.games.koikoi.state import PHASE_NAMES, KoiKoiState
from engine.games.koikoi.yaku import YakuRules, pile_mask, score_mask


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
    illegal_reasons: ClassVar[dict[str, Text]] = ILLEGAL_REASONS

    def __init__(
        self,
        *,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        preset: str | None = None,
    ) -> None:
        super().__init__(players=players, options=options, preset=preset)
        self.rules = YakuRules.from_options(dict(self.options))

    def new_state(self, seed: int) -> KoiKoiState:
        """Draw for the dealer and deal, all from ``random.Random(seed)``; later deals continue it."""
        return KoiKoiState.start(self, seed)

    def score_pile(self, cards: Sequence[int]) -> Score:
        """The yaku of a captured pile (total = sum of yaku before any multiplier)."""
        return score_mask(pile_mask(cards), self.rules)

    def describe(self, event: Event, lang: str = "ru") -> str:
        describer = DESCRIBERS.get(event.kind)
        if describer is not None:
            return describer(event, lang)
        from engine.describe import describe_event

        return describe_event(self, event, lang)

    def determinize(self, observation: Observation, rng: random.Random) -> KoiKoiState:
        """A full state consistent with ``observation``: the opponent's hand and the deck order are
        drawn at random from the cards this seat has not seen; later deals get a fresh random order.
        """
        if observation.game_key != self.key:
            raise BadOptions("game", game=observation.game_key)
        pub = observation.public
        seat = observation.seat
        other = 1 - seat
        unseen = sorted(observation.unseen())
        if len(unseen) != observation.hand_sizes[other] + observation.deck_left:
            raise BadOptions("observation", reason="unseen cards do not fill the hidden places")
        rng.shuffle(unseen)
        size = observation.hand_sizes[other]
        hands = [0, 0]
        for c in observation.hand:
            hands[seat] |= 1 << c
        for c in unseen[:size]:
            hands[other] |= 1 << c
        s = KoiKoiState.__new__(KoiKoiState)
        s.game = self
        s.seed = -1
        s._round = pub["round"]
        s._scores = tuple(pub["scores"])
        s._history = tuple(pub["history"])
        s._koikoi = tuple(pub["koikoi"])
        s._best = tuple(pub["decided_totals"])
        s._dealer = pub["dealer"]
        s._hands = (hands[0], hands[1])
        s._table = pile_mask(observation.table)
        s._caps = (pile_mask(observation.captured[0]), pile_mask(observation.captured[1]))
        s._deck = tuple(unseen[size:])
        s._dp = 0
        pending = pub["pending"]
        s._pending = -1 if pending is None else pending
        s._phase = PHASE_NAMES.index(pub["phase"])
        s._cur = observation.current_player if observation.current_player is not None else s._dealer
        s._next_seed = rng.getrandbits(64)
        s._ev = [None, (), tuple(observation.events)]
        moves = tuple(pub["moves"])
        s._mv = None
        for move in moves:
            s._mv = (s._mv, move)
        s._n = observation.version
        s._legal = None
        s._flat_events = None
        return s
