"""The Nylon-ppong game: options, presets, the scorer, determinization and event sentences."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from engine.cards import Text
from engine.game import (
    BadOptions,
    Event,
    Game,
    Move,
    Observation,
    OptionSpec,
    Preset,
    Score,
    ScoreItem,
    register,
)
from engine.games.nylon.combos import PENALTY_NAMES, VALUE, concealed_triplets, find_combination, hand_penalty
from engine.games.nylon.describe import DESCRIBERS, ILLEGAL_REASONS, describe_move
from engine.games.nylon.options import OPTION_SPECS, PRESETS
from engine.games.nylon.state import CLAIM, PHASE_NAMES, NylonState, mask_of


@register
class NylonPpong(Game):
    """Nylon-ppong (나이롱뽕), the Korean rummy of the flower deck, for 2-6 players.

    Source: seed 001, lines 38-103; the rules and every choice where it is silent are in ``state``.
    """

    key: ClassVar[str] = "nylon"
    name: ClassVar[Text] = Text("Нилон-пон", "Nylon-ppong")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 2
    option_specs: ClassVar[tuple[OptionSpec, ...]] = OPTION_SPECS
    presets: ClassVar[tuple[Preset, ...]] = PRESETS
    illegal_reasons: ClassVar[dict[str, Text]] = ILLEGAL_REASONS

    def new_state(self, seed: int) -> NylonState:
        """Draw the first dealer by lot and deal, all from ``random.Random(seed)``."""
        return NylonState.start(self, seed)

    def position(self, **kwargs: Any) -> NylonState:
        """A position set up by hand (see ``NylonState.setup``), for lessons, practice and tests."""
        return NylonState.setup(self, **kwargs)

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

    @staticmethod
    def card_value(card: int) -> int:
        """A card's value: its Korean month number."""
        return VALUE[card]

    def describe(self, event: Event, lang: str = "ru") -> str:
        describer = DESCRIBERS.get(event.kind)
        if describer is not None:
            return describer(event, lang)
        from engine.describe import describe_event

        return describe_event(self, event, lang)

    def describe_move(self, move: Move | str, lang: str = "ru") -> str:
        """A move in words: «Объявить «пон» с ...», «Сбросить ...»."""
        return describe_move(move, lang)

    def determinize(self, observation: Observation, rng: random.Random) -> NylonState:
        """A full state consistent with ``observation``: the other hands and the deck order drawn at
        random from the cards this seat has not seen; later deals and reshuffles get a fresh seed.

        A seat waiting for an out-of-turn call is given two cards of the discard's month (and, when
        only a hidden ppong could be called, a triplet of another month), as the pause showed.
        """
        obs = observation
        if obs.game_key != self.key:
            raise BadOptions("game", game=obs.game_key)
        pub = obs.public
        n = self.players
        unseen = sorted(obs.unseen())
        hidden_sizes = [obs.hand_sizes[s] for s in range(n) if s != obs.seat]
        if len(unseen) != sum(hidden_sizes) + obs.deck_left:
            raise BadOptions("observation", detail="unseen cards do not fill the hidden places")
        rng.shuffle(unseen)
        hands: list[list[int]] = [[] for _ in range(n)]
        hands[obs.seat] = list(obs.hand)
        claimant = obs.current_player
        if PHASE_NAMES.index(pub["phase"]) == CLAIM and claimant is not None and claimant != obs.seat:
            hands[claimant] = _claimant_cards(
                unseen, pub["top_discard"], not pub["options"]["out_of_turn"], rng
            )
            for c in hands[claimant]:
                unseen.remove(c)
        at = 0
        for seat in range(n):
            if seat == obs.seat:
                continue
            need = obs.hand_sizes[seat] - len(hands[seat])
            hands[seat].extend(unseen[at : at + need])
            at += need
        s = NylonState._blank(self, -1)
        s._round = pub["round"]
        s._totals = tuple(pub["totals"])
        s._history = tuple(pub["history"])
        s._starter = pub["starter"]
        s._cur = obs.current_player if obs.current_player is not None else 0
        s._phase = PHASE_NAMES.index(pub["phase"])
        s._hands = tuple(mask_of(h) for h in hands)
        s._melds = tuple(mask_of(m) for m in obs.captured)
        s._ppongs = tuple(pub["ppongs"])
        s._pile = tuple(obs.table)
        s._out = tuple(pub["out_of_play"])
        s._claimable = pub["claimable"]
        s._discarder = -1 if pub["discarder"] is None else pub["discarder"]
        s._deck = tuple(unseen[at:])
        s._reshuffled = pub["reshuffled"]
        s._next_seed = rng.getrandbits(64)
        s._ev = [None, (), tuple(obs.events)]
        chain = None
        for move in pub["moves"]:
            chain = (chain, move)
        s._mv = chain
        s._n = obs.version
        return s


def _claimant_cards(unseen: list[int], top: int, hidden_only: bool, rng: random.Random) -> list[int]:
    """Two unseen cards of ``top``'s month (plus an unseen triplet of another month if needed)."""
    month = top >> 2
    same = [c for c in unseen if c >> 2 == month]
    cards = rng.sample(same, 2) if len(same) >= 2 else same
    if hidden_only:
        counts: dict[int, list[int]] = {}
        for c in unseen:
            if c >> 2 != month:
                counts.setdefault(c >> 2, []).append(c)
        triplets = [group for group in counts.values() if len(group) >= 3]
        if triplets:
            cards += rng.sample(rng.choice(triplets), 3)
    return cards
