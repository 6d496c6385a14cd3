"""What every card game's State does the same way: its phase and turn, its move log, and observing.

A game's state keeps its hands, table and piles however is fastest for it (48-bit masks, tuples).
``CardState`` reads them the same way for every game: ``current_player``, ``is_over``, ``phase``,
``version``, ``moves``, ``events``, and ``observe(seat)``, which asks the game only for the parts of
an ``Observation`` it alone knows (``_seen_hand``, ``_seen_table``, ``_seen_piles``, ``_hand_sizes``,
``deck_left`` and the game's public data, ``_public``).

The event log is written only when someone reads it. ``apply`` records nothing: a state keeps the
state it was made from (``_prev``) and the move (``_move``), and ``events`` replays those moves
from the nearest state whose events are known, this time with a list to record into
(``_replay_step``). The rules are one piece of code with a recorder that is either a list or
None; a search, which never reads a log, pays for none, and a state that is read pays once.

Every game's state is built by two class methods of the same name: ``new(game, seed)`` (a shuffled
deal) and ``arranged(game, ...)`` (a position set up card by card); ``_child()`` copies it for the
next move.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from typing import Any, ClassVar, Self

from engine.cardmask import cards_of
from engine.eventlog import materialize
from engine.game import Event, Game, Move, Observation, State


class CardState(State):
    """The shared half of the State protocol; subclasses write the rules and their own views (and
    list their own fields in their ``__slots__``)."""

    __slots__ = (
        "_cur",
        "_events",
        "_mbase",
        "_move",
        "_nmoves",
        "_opening",
        "_opening_raw",
        "_phase",
        "_prev",
        "_seen",
        "game",
        "seed",
    )

    #: The names of the phases, indexed by ``_phase``; ``OVER`` is the phase of a finished game.
    PHASE_NAMES: ClassVar[tuple[str, ...]]
    OVER: ClassVar[int]

    game: Game
    seed: int
    _phase: int
    _cur: int
    _nmoves: int
    #: The state this one was made from, and the move that made it (None for a state dealt, set up
    #: or sampled: the start of its chain).
    _prev: CardState | None
    _move: Move | None
    #: The events of the start of the chain (its deal; for a sampled or redealt state, the events
    #: its seat had seen), and the moves made before it.
    _opening: tuple[Event, ...]
    _mbase: tuple[Move, ...]
    #: A dealt or set-up state's own opening events as it recorded them, until they are read.
    _opening_raw: list[Any] | None
    #: The events up to this state, once read, and the part of them each seat has seen (``observe``),
    #: by seat, once asked for.
    _events: tuple[Event, ...] | None
    _seen: dict[int, tuple[Event, ...]] | None

    # ------------------------------------------------------------------ turn and phase

    @property
    def current_player(self) -> int | None:
        return None if self._phase == self.OVER else self._cur

    @property
    def is_over(self) -> bool:
        return self._phase == self.OVER

    @property
    def phase(self) -> str:
        """The name of the phase of play (the game's ``PHASE_NAMES``; ``over`` at the end)."""
        return self.PHASE_NAMES[self._phase]

    # ------------------------------------------------------------------ the move log

    @property
    def version(self) -> int:
        return self._nmoves

    @property
    def moves(self) -> tuple[Move, ...]:  # type: ignore[override]  # a property over State's attribute
        out: list[Move] = []
        state: CardState = self
        while state._prev is not None:
            out.append(state._move)  # type: ignore[arg-type]  # a state with a _prev has its _move
            state = state._prev
        out.reverse()
        return state._mbase + tuple(out)

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event so far (``Event`` values), replayed from the moves the first time it is read."""
        known = self._events
        if known is not None:
            return known
        unread: list[CardState] = []
        state: CardState = self
        while state._events is None and state._prev is not None:
            unread.append(state)
            state = state._prev
        if state._events is not None:
            known = state._events
        else:  # the start of the chain
            if state._opening_raw is not None:
                state._opening = state._materialize(state._opening_raw)
                state._opening_raw = None
            known = state._opening
        for later in reversed(unread):
            raw: list[Any] = []
            later._prev._replay_step(later._move, raw)  # type: ignore[union-attr, arg-type]  # linked
            known = known + later._materialize(raw)
            later._events = known
        return known

    def events_seen_by(self, seat: int) -> tuple[Event, ...]:
        """The events ``seat`` may see (``Event.visible_to``), each state's share filtered once: a
        seat's log is its previous state's log and what the last move showed it."""
        unread: list[CardState] = []
        state: CardState = self
        while True:
            seen = state._seen
            if seen is not None and seat in seen:
                known = seen[seat]
                break
            if state._prev is None:
                known = tuple(e for e in state.events if e.private_to is None or e.private_to == seat)
                state._remember_seen(seat, known)
                break
            unread.append(state)
            state = state._prev
        for later in reversed(unread):
            new = later.events[len(later._prev.events) :]  # type: ignore[union-attr]  # linked
            known = known + tuple(e for e in new if e.private_to is None or e.private_to == seat)
            later._remember_seen(seat, known)
        return known

    def _remember_seen(self, seat: int, events: tuple[Event, ...]) -> None:
        if self._seen is None:
            self._seen = {}
        self._seen[seat] = events

    # ------------------------------------------------------------------ playing

    def apply(self, move: Move) -> Self:
        new = self._advance(move, None)
        new._prev = self
        if new._move is None:  # a game that spells the move its own way has recorded it
            new._move = move
        new._nmoves = self._nmoves + 1
        return new

    @abstractmethod
    def _advance(self, move: Move, record: list[Any] | None) -> Self:
        """The state after ``move``, or ``IllegalMove`` saying why not: a changed copy (``_move``
        None, or the move as the game records it, such as the one spelling of a play that may be
        named two ways; ``apply`` links it to this state). Every event it makes is appended to
        ``record`` in the game's raw form, unless ``record`` is None (play and search record
        nothing; ``events`` plays the moves again with a list)."""

    def _replay_step(self, move: Move, record: list[Any]) -> None:
        """Play ``move`` from this state again, recording its events (the state is not needed)."""
        self._advance(move, record)

    def _materialize(self, raw: list[Any]) -> tuple[Event, ...]:
        """``Event`` values of the raw events a move recorded (by default ``(kind, seat, cards,
        data or None, private_to)`` tuples)."""
        return materialize(raw)

    # ------------------------------------------------------------------ observing

    @property
    @abstractmethod
    def deck_left(self) -> int:
        """How many cards are still to be drawn or flipped."""

    @abstractmethod
    def _seen_hand(self, seat: int) -> tuple[int, ...]:
        """The cards of ``seat``'s own hand."""

    @abstractmethod
    def _seen_table(self) -> tuple[int, ...]:
        """The cards on the table (or the discard pile), in the order the game shows them."""

    @abstractmethod
    def _seen_piles(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's captured (or laid down) cards."""

    @abstractmethod
    def _hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds."""

    @abstractmethod
    def _public(self, over: bool) -> dict[str, Any]:
        """The game's visible state as plain data; the hidden cards only when ``over``."""

    def redealt(self, seat: int, rng: random.Random) -> CardState:
        """This position with every card ``seat`` has not seen dealt afresh with ``rng``, consistent
        with everything it has seen (``Game.determinize`` of its observation), keeping the moves
        and the log as ``seat`` saw them. Used after an undo, so that a card seen before the undo
        is no more likely to come up again than any other unseen card."""
        fresh = self.game.determinize(self.observe(seat), rng)
        if not isinstance(fresh, CardState):
            raise TypeError("a card game determinizes to a card game's state")
        fresh._mbase = self.moves
        fresh._prev = None
        fresh._move = None
        fresh._nmoves = self._nmoves
        return fresh

    def captured_piles(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's captured cards (public information)."""
        return self._seen_piles()

    def observe(self, seat: int) -> Observation:
        over = self._phase == self.OVER
        events = self.events if over else self.events_seen_by(seat)
        public = {"options": dict(self.game.options), "phase": self.phase, **self._public(over)}
        return Observation(
            game_key=self.game.key,
            players=self.game.players,
            seat=seat,
            current_player=self.current_player,
            hand=self._seen_hand(seat),
            table=self._seen_table(),
            captured=self._seen_piles(),
            hand_sizes=self._hand_sizes(),
            deck_left=self.deck_left,
            legal_moves=self.legal_moves() if not over and seat == self._cur else (),
            events=events,
            is_over=over,
            version=self._nmoves,
            public=public,
            result=self.result() if over else None,
        )


class MaskedCardState(CardState):
    """A card state that keeps every hand, the table and every pile as a 48-bit card mask
    (``_hands``, ``_table``, ``_caps``) and the deck as a tuple read from a position (``_deck``,
    ``_dp``): its views of them are the same in every such game (Koi-Koi, Go-Stop)."""

    __slots__ = ()

    _hands: tuple[int, ...]
    _table: int
    _caps: tuple[int, ...]
    _deck: tuple[int, ...]
    _dp: int

    @property
    def deck_left(self) -> int:
        return len(self._deck) - self._dp

    def _seen_hand(self, seat: int) -> tuple[int, ...]:
        return cards_of(self._hands[seat])

    def _seen_table(self) -> tuple[int, ...]:
        return cards_of(self._table)

    def _seen_piles(self) -> tuple[tuple[int, ...], ...]:
        return tuple(cards_of(cap) for cap in self._caps)

    def _hand_sizes(self) -> tuple[int, ...]:
        return tuple(hand.bit_count() for hand in self._hands)
