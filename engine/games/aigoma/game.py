"""The Aigoma-koppai game: options, presets, arranged positions, the scorer, determinization and
sentences. The rules themselves are in ``engine.games.aigoma.state``."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.cards import Text, card
from engine.game import BadOptions, Event, Game, Move, Observation, OptionSpec, Preset, Score, register
from engine.games.aigoma import describe as text
from engine.games.aigoma.moves import mask_of
from engine.games.aigoma.options import OPTION_SPECS, PRESETS, Rules
from engine.games.aigoma.scoring import score_hand
from engine.games.aigoma.state import PHASE_NAMES, TRUMP_FLOOR, AigomaState


@register
class Aigoma(Game):
    """Aigoma-koppai (合駒骨牌), a climbing game for 2-4 players, after the only known description
    (seed 001, lines 11-37, retelling Naganuma Koichiro's «Indoor Games All Around the World»)."""

    key: ClassVar[str] = "aigoma"
    name: ClassVar[Text] = Text("Аигома-коппай", "Aigoma-koppai")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 4
    option_specs: ClassVar[tuple[OptionSpec, ...]] = OPTION_SPECS
    presets: ClassVar[tuple[Preset, ...]] = PRESETS
    illegal_reasons: ClassVar[dict[str, Text]] = text.ILLEGAL_REASONS

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
        return AigomaState.start(self, seed)

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
    ) -> AigomaState:
        """A position set up by hand, cards as indices or codes (lessons, rules pages, tests).

        ``top`` is the play to beat (empty: ``current`` leads onto a clear table), made by
        ``top_seat`` (default: the seat ``passes + 1`` places before ``current``); ``table`` holds
        the cards played under it since the last clear. Cards named nowhere are out of play.
        """

        def idx(cards: Sequence[int | str]) -> list[int]:
            return [c if isinstance(c, int) else card(c).index for c in cards]

        return AigomaState.from_position(
            self,
            hands=[idx(h) for h in hands],
            top=idx(top),
            top_seat=top_seat,
            table=idx(table),
            captured=[idx(p) for p in captured] if captured is not None else None,
            current=current,
            passes=passes,
        )

    def score_pile(self, cards: Sequence[int]) -> Score:
        """The settlement value of ``cards`` left in a loser's hand under this game's options:
        the number of cards (``cards``), their Menshov points (``points``), or 0 (``none``)."""
        return score_hand(cards, self.options["settlement"])

    def describe(self, event: Event, lang: str = "ru") -> str:
        describer = text.DESCRIBERS.get(event.kind)
        if describer is not None:
            return describer(event, lang)
        from engine.describe import describe_event

        return describe_event(self, event, lang)

    def describe_move(self, move: Move | str, lang: str = "ru") -> str:
        """A move in words (``engine.describe.describe_move`` knows only the shared actions)."""
        return text.describe_move(move, lang)

    def determinize(self, observation: Observation, rng: random.Random) -> AigomaState:
        """A full state consistent with ``observation``: the cards this seat has not seen are dealt
        at random to the other hands, keeping their sizes; later deals get a fresh random seed."""
        obs = observation
        if obs.game_key != self.key:
            raise BadOptions("game", game=obs.game_key)
        pub = obs.public
        unseen = sorted(obs.unseen())
        if len(unseen) != sum(obs.hand_sizes) - len(obs.hand):
            raise BadOptions("observation", reason="unseen cards do not fill the other hands")
        rng.shuffle(unseen)
        hands = []
        at = 0
        for seat, size in enumerate(obs.hand_sizes):
            if seat == obs.seat:
                hands.append(mask_of(obs.hand))
            else:
                hands.append(mask_of(unseen[at : at + size]))
                at += size
        s = AigomaState._blank(self, rng.getrandbits(63))
        s.deal_no = pub["deal"] - 1
        s.leader = pub["leader"]
        s.wins = tuple(pub["wins"])
        s.totals = tuple(pub["totals"])
        s.history = tuple(pub["history"])
        s.out_of_play = mask_of(pub.get("out_of_play", ()))
        s.hands = tuple(hands)
        s.captured = tuple(mask_of(p) for p in obs.captured)
        s.table = tuple(obs.table)
        top = pub["top"]
        if top:
            s.top = tuple(top["cards"])
            s.top_count = top["count"]
            s.top_level = s._level(mask_of(s.top), s.top_count, s.top[0] >> 2)
            s.top_seat = top["seat"]
        else:
            s.top, s.top_count, s.top_level, s.top_seat = (), 0, -1, obs.seat
        s.passes = pub["passes"]
        s.phase = PHASE_NAMES.index(pub["phase"])
        s.cur = obs.current_player if obs.current_player is not None else obs.seat
        s._ebase = tuple(obs.events)
        s._mbase = tuple(pub["moves"])
        s._nmoves = obs.version
        assert (s.top_level >= TRUMP_FLOOR) == bool(top and top["trump"])
        return s
