"""A tiny fishing game on the engine protocol, for testing bots before (and beside) the real games.

Months 1-4 only (16 cards). Each seat holds 3 cards, 4 lie on the table, the rest is the deck.
A turn: play a card from the hand onto a table card of its month (capture both; one move per
matching table card, so there are real choices) or lay it down when nothing matches; then the top
card of the deck is flipped and captures the first table card of its month, or stays on the table.
The first time a seat's pile is worth 15 or more after its own turn, it must decide: ``stop``
(the deal ends and only that seat scores) or ``koikoi`` (play on). Points are the cards' points.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.cards import DECK, Text
from engine.game import (
    BadOptions,
    Event,
    Game,
    IllegalMove,
    Move,
    Observation,
    Result,
    Score,
    ScoreItem,
    State,
)

CARDS = tuple(range(16))
HAND = 3
TABLE = 4
DECISION_AT = 15
OUT_OF_PLAY = tuple(range(16, 48))


def month(card: int) -> int:
    return card // 4


class ToyGame(Game):
    key = "bots_toy"
    name = Text("Игрушка", "Toy")
    min_players = 2
    max_players = 3
    default_players = 2

    def new_state(self, seed: int) -> ToyState:
        cards = list(CARDS)
        random.Random(seed).shuffle(cards)
        hands = [sorted(cards[i * HAND : (i + 1) * HAND]) for i in range(self.players)]
        rest = cards[self.players * HAND :]
        table, deck = rest[:TABLE], rest[TABLE:]
        return ToyState(self, seed, hands, table, deck, [[] for _ in hands], 0, (), [], None, [])

    def determinize(self, observation: Observation, rng: random.Random) -> ToyState:
        unseen = sorted(observation.unseen())
        rng.shuffle(unseen)
        hands: list[list[int]] = []
        for seat, size in enumerate(observation.hand_sizes):
            if seat == observation.seat:
                hands.append(sorted(observation.hand))
            else:
                hands.append(sorted(unseen[:size]))
                unseen = unseen[size:]
        assert len(unseen) == observation.deck_left
        pub = observation.public
        return ToyState(
            self,
            0,
            hands,
            list(observation.table),
            unseen,
            [list(p) for p in observation.captured],
            observation.current_player if observation.current_player is not None else 0,
            (Move("unknown"),) * observation.version,
            list(observation.events),
            pub.get("pending"),
            list(pub.get("decided", ())),
        )

    def position(self, **kwargs: Any) -> ToyState:  # type: ignore[override]
        """The toy has no arranged positions: only shuffled deals."""
        raise BadOptions("deal")

    def deal_from(self, deal: Any, *, seed: int) -> ToyState:
        """The toy has no arranged deals: only shuffled ones."""
        raise BadOptions("deal")

    def score_pile(self, cards: Sequence[int]) -> Score:
        items = tuple(ScoreItem("card", DECK[c].name, DECK[c].points, (c,)) for c in cards if DECK[c].points)
        return Score(sum(i.points for i in items), items)


class ToyState(State):
    def __init__(self, game, seed, hands, table, deck, captured, player, moves, events, pending, decided):
        self.game = game
        self.seed = seed
        self.hands = hands
        self.table = table
        self.deck = deck
        self.captured = captured
        self.player = player
        self.moves = moves
        self._events = events
        self.pending = pending  # seat that must decide stop/koikoi
        self.decided = decided  # seats that said koikoi
        self.stopped: int | None = None

    def _copy(self) -> ToyState:
        s = ToyState(
            self.game,
            self.seed,
            [list(h) for h in self.hands],
            list(self.table),
            list(self.deck),
            [list(p) for p in self.captured],
            self.player,
            self.moves,
            list(self._events),
            self.pending,
            list(self.decided),
        )
        s.stopped = self.stopped
        return s

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.player

    @property
    def is_over(self) -> bool:
        return self.stopped is not None or all(not h for h in self.hands)

    def legal_moves(self) -> tuple[Move, ...]:
        if self.is_over:
            return ()
        if self.pending is not None:
            return (Move("koikoi"), Move("stop"))
        moves = []
        for c in self.hands[self.player]:
            targets = [t for t in self.table if month(t) == month(c)]
            if targets:
                moves.extend(Move("play", (c, t)) for t in targets)
            else:
                moves.append(Move("play", (c,)))
        return tuple(moves)

    def apply(self, move: Move) -> ToyState:
        if move not in self.legal_moves():
            raise IllegalMove("not_legal", move=move.code)
        s = self._copy()
        s.moves = (*self.moves, move)
        seat = s.player
        if move.action == "stop":
            s.stopped = seat
            s._events.append(Event("stop", seat))
            return s
        if move.action == "koikoi":
            s.decided.append(seat)
            s.pending = None
            s._events.append(Event("koikoi", seat))
            s.player = (seat + 1) % len(s.hands)
            return s
        card = move.cards[0]
        s.hands[seat].remove(card)
        if len(move.cards) == 2:
            s.table.remove(move.cards[1])
            s.captured[seat].extend(move.cards)
        else:
            s.table.append(card)
        s._events.append(Event("play", seat, move.cards))
        if s.deck:
            top = s.deck.pop()
            s._events.append(Event("flip", seat, (top,)))
            match = next((t for t in s.table if month(t) == month(top)), None)
            if match is not None:
                s.table.remove(match)
                s.captured[seat].extend((top, match))
            else:
                s.table.append(top)
        points = self.game.score_pile(s.captured[seat]).total
        if points >= DECISION_AT and seat not in s.decided and any(s.hands):
            s.pending = seat
        else:
            s.player = (seat + 1) % len(s.hands)
        return s

    def _points(self) -> tuple[int, ...]:
        if self.stopped is not None:
            return tuple(
                self.game.score_pile(p).total if i == self.stopped else 0 for i, p in enumerate(self.captured)
            )
        return tuple(self.game.score_pile(p).total for p in self.captured)

    def result(self) -> Result:
        if not self.is_over:
            raise IllegalMove("not_over")
        scores = self._points()
        best = max(scores)
        winners = tuple(i for i, v in enumerate(scores) if v == best) if best > 0 else ()
        return Result(scores, winners, tuple(self.game.score_pile(p) for p in self.captured))

    def returns(self) -> tuple[float, ...]:
        scores = self._points()
        n = len(scores)
        return tuple(v - (sum(scores) - v) / (n - 1) for v in scores)

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    def observe(self, seat: int) -> Observation:
        over = self.is_over
        return Observation(
            game_key=self.game.key,
            players=len(self.hands),
            seat=seat,
            current_player=self.current_player,
            hand=tuple(self.hands[seat]),
            table=tuple(self.table),
            captured=tuple(tuple(p) for p in self.captured),
            hand_sizes=tuple(len(h) for h in self.hands),
            deck_left=len(self.deck),
            legal_moves=self.legal_moves() if self.current_player == seat else (),
            events=tuple(e for e in self._events if e.visible_to(seat)),
            is_over=over,
            version=len(self.moves),
            public={"pending": self.pending, "decided": tuple(self.decided), "out_of_play": OUT_OF_PLAY},
            result=self.result() if over else None,
        )
