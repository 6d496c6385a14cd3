"""What every card game's State does the same way: its phase and turn, its move log, and observing.

A game's state keeps its hands, table and piles however is fastest for it (48-bit masks, tuples)
and its move log as a ``(parent, move)`` chain shared with its successors (``engine.eventlog``).
``CardState`` reads them the same way for every game: ``current_player``, ``is_over``, ``phase``,
``version``, ``moves``, and ``observe(seat)``, which asks the game only for the parts of an
``Observation`` it alone knows (``_seen_hand``, ``_seen_table``, ``_seen_piles``, ``_hand_sizes``,
``deck_left`` and the game's public data, ``_public``).

Every game's state is built by two class methods of the same name: ``new(game, seed)`` (a shuffled
deal) and ``arranged(game, ...)`` (a position set up card by card); ``_child()`` copies it for the
next move.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from typing import Any, ClassVar

from engine.cardmask import cards_of
from engine.eventlog import unchain
from engine.game import Game, Move, Observation, State


class CardState(State):
    """The shared half of the State protocol; subclasses write the rules and their own views."""

    #: The names of the phases, indexed by ``_phase``; ``OVER`` is the phase of a finished game.
    PHASE_NAMES: ClassVar[tuple[str, ...]]
    OVER: ClassVar[int]

    game: Game
    seed: int
    _phase: int
    _cur: int
    _moves: tuple[Any, Move] | None
    _nmoves: int
    #: Moves made before this state's own chain starts (a determinized state's known past).
    _mbase: tuple[Move, ...] = ()

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
        return self._mbase + tuple(unchain(self._moves))

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
        fresh._moves = None
        fresh._nmoves = self._nmoves
        return fresh

    def captured_piles(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's captured cards (public information)."""
        return self._seen_piles()

    def observe(self, seat: int) -> Observation:
        over = self._phase == self.OVER
        events = self.events if over else tuple(e for e in self.events if e.visible_to(seat))
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
