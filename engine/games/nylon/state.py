"""Nylon-ppong play: one ``NylonState`` covers a whole match of 1, 3, 5 or 10 deals.

Rules (seed 001, lines 38-103; where the text is silent, our choice is said so here and in the
option help):

* The first dealer is drawn by lot (the text: «any convenient way») and starts the first deal;
  each later deal is started by the player with the most penalty points (the text, lines 50 and
  53), counted as the text's source Fuda Wiki says: in the deal just played, a tie settled by lot
  (seeded; event ``starter``). Option ``next_starter`` ``match``, the site's earlier reading and
  what games stored before the option play by: the most in the match, a tie going to the first of
  them in turn order from the previous starter. Five cards each; the rest is the face-down deck.
  Seats take turns in increasing order (the text's counter-clockwise).
* The discard pile starts empty, as the text tells it. Option ``upcard`` (our addition, off by
  default): the deck's top card is turned face up to begin the pile, as in gin rummy, and the
  first player may call «пон» on it.
* A turn: ``draw`` the top deck card, then ``declare`` a six-card combination or ``discard`` one card
  face up. The text never draws from the discard pile.
* «Пон»: at the start of one's turn, instead of drawing, a player holding two cards of the month of
  the discard just made lays that pair with the discard as a public meld (``captured``) and then
  discards one card. Only the discard just made can be taken, never one that was passed by.
  Option ``out_of_turn``: the one player who can (only one can hold a pair of that month) may call
  it out of turn and takes the turn over; play goes on from their neighbour. The pause before
  the next turn shows that this player could call: as at a real table.
* A second «пон» empties the hand and ends the deal; so does ``declare`` (the meld counts among the
  six cards, e.g. the text's «два пона»: a meld and a drawn triplet).
* «Скрытый пон» (option ``hidden_ppong``): a triplet and a pair in hand, the discard matches the
  pair: the deal ends at once. Like ron in mahjong, any player may call it (our reading).
* «Стоп»: at the start of one's turn, before drawing, a player with a meld and two cards worth no
  more than ``stop_limit`` ends the deal (option ``stop_quorum``: only after half the players, or
  another player, called «пон»).
* The deck runs out: the player who cannot draw ends the deal as a draw, nobody scores (option
  ``reshuffles``: all discards are shuffled into a new deck, that many times).
* Scoring: each hand's penalty points (card values, concealed triplets excluded, ``combos``); a
  declared combination scores its value instead; a player who went out with a second «пон» or a
  hidden «пон» scores 0 (nothing left in hand that counts: our reading). Option ``penalty`` (30 or
  50) is added for the discard that let someone go out with a «пон» or hidden «пон», and for a
  «стоп» that did not leave its caller alone with the lowest total.

Speed: cards are ints, hands and melds are 48-bit masks, moves are prebuilt, attributes live in
slots, and the log is written only when ``events`` is read (``engine.state``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from engine.cardmask import MONTH_MASK, cards_of, mask_of
from engine.cards import Text, card
from engine.eventlog import RawEvent
from engine.game import IllegalMove, Move, Result, Score, ScoreItem
from engine.games.nylon import moves as mv
from engine.games.nylon.combos import VALUE, Combination, hand_penalty_mask
from engine.games.nylon.scoring import deal_points
from engine.state import CardState

if TYPE_CHECKING:
    from engine.games.nylon.game import NylonPpong

TURN, DRAWN, PPONGED, CLAIM, OVER = range(5)
PHASE_NAMES = ("turn", "drawn", "pponged", "claim", "over")
RETURN_SCALE = 30.0
"""``returns()`` is the penalty difference divided by this (about one extra penalty)."""

HAND_SIZE = 5

_MOVE_INFO = mv.MOVE_INFO
_DISCARD = mv.DISCARD_MOVES.__getitem__


def _replace(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    out = list(values)
    out[seat] = value
    return tuple(out)


_FIELDS = (
    "_round",
    "_totals",
    "_history",
    "_starter",
    "_hands",
    "_melds",
    "_ppongs",
    "_pile",
    "_claimable",
    "_discarder",
    "_deck",
    "_dp",
    "_reshuffled",
    "_next_seed",
    "_out",
)


class NylonState(CardState):
    """One point of a Nylon-ppong match. Immutable from outside: ``apply`` returns a new state."""

    PHASE_NAMES = PHASE_NAMES
    OVER = OVER

    __slots__ = (*_FIELDS, "_legal")
    game: NylonPpong
    _round: int
    _totals: tuple[int, ...]
    _history: tuple[dict[str, Any], ...]
    _starter: int
    _hands: tuple[int, ...]
    _melds: tuple[int, ...]
    _ppongs: tuple[int, ...]
    _pile: tuple[int, ...]
    _claimable: bool
    _discarder: int
    _deck: tuple[int, ...]
    _dp: int
    _reshuffled: int
    _next_seed: int
    _out: tuple[int, ...]
    #: The legal moves, once asked for.
    _legal: tuple[Move, ...] | None

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(cls, game: NylonPpong, seed: int) -> NylonState:
        """Draw the first dealer by lot and deal, all from ``random.Random(seed)``."""
        rng = random.Random(seed)
        s = cls._blank(game, seed)
        dealer = rng.randrange(game.players)
        events: list[RawEvent] = [("dealer", dealer, (), None, None)]
        s._deal(dealer, events, rng)
        s._opening_raw = events
        return s

    @classmethod
    def _blank(cls, game: NylonPpong, seed: int) -> NylonState:
        s = object.__new__(cls)
        n = game.players
        s.game, s.seed = game, seed
        s._round, s._totals, s._history = 0, (0,) * n, ()
        s._starter = s._cur = 0
        s._phase = TURN
        s._hands = s._melds = (0,) * n
        s._ppongs = (0,) * n
        s._pile, s._claimable, s._discarder = (), False, -1
        s._deck, s._dp, s._reshuffled = (), 0, 0
        s._next_seed = seed
        s._out = ()
        s._prev = s._move = None
        s._nmoves = 0
        s._opening = s._mbase = ()
        s._opening_raw = None
        s._legal = s._events = s._seen = None
        return s

    @classmethod
    def arranged(
        cls,
        game: NylonPpong,
        *,
        hands: Iterable[Iterable[int | str]],
        deck: Iterable[int | str] = (),
        pile: Iterable[int | str] = (),
        melds: Iterable[Iterable[int | str]] | None = None,
        current: int = 0,
        discarder: int | None = None,
        claimable: bool | None = None,
        totals: Iterable[int] | None = None,
        round: int = 1,
        seed: int = 0,
    ) -> NylonState:
        """A position given card by card (codes or indices), for lessons, puzzles and tests.

        ``deck`` is listed top first, ``pile`` bottom first (its last card is the top discard).
        A meld counts as one «пон» called. The top discard may be taken with «пон» when
        ``claimable`` (by default: when there is a pile); ``discarder`` (default: the seat before
        ``current``) is who discarded it. Cards named nowhere are out of play.
        """

        def idx(cards: Iterable[int | str]) -> tuple[int, ...]:
            return tuple(c if isinstance(c, int) else card(c).index for c in cards)

        hand_list = [idx(h) for h in hands]
        n = game.players
        if len(hand_list) != n:
            raise IllegalMove("bad_position", hands=len(hand_list))
        meld_list = [idx(m) for m in melds] if melds is not None else [()] * n
        parts = [*hand_list, *meld_list, idx(deck), idx(pile)]
        every = [c for part in parts for c in part]
        if len(every) != len(set(every)):
            raise IllegalMove("duplicate_card")
        s = cls._blank(game, seed)
        s._round = round
        s._totals = tuple(totals) if totals is not None else (0,) * n
        s._starter = s._cur = current
        s._hands = tuple(mask_of(h) for h in hand_list)
        s._melds = tuple(mask_of(m) for m in meld_list)
        s._ppongs = tuple(len(m) // 3 for m in meld_list)
        s._pile = idx(pile)
        s._claimable = bool(s._pile) if claimable is None else claimable
        s._discarder = (current - 1) % n if discarder is None else discarder
        s._deck = idx(deck)
        s._out = tuple(sorted(set(range(48)) - set(every)))
        events: list[RawEvent] = [("deal", current, (), {"round": round, "deal": round}, None)]
        for seat in range(n):
            events.append(("hand", seat, hand_list[seat], None, seat))
        s._start_turn(current, events)
        s._opening_raw = events
        return s

    def _child(self) -> NylonState:
        """A copy to change (every field of ``_FIELDS``, written out: much faster than a loop)."""
        new = object.__new__(NylonState)
        new.game = self.game
        new.seed = self.seed
        new._round = self._round
        new._totals = self._totals
        new._history = self._history
        new._starter = self._starter
        new._cur = self._cur
        new._phase = self._phase
        new._hands = self._hands
        new._melds = self._melds
        new._ppongs = self._ppongs
        new._pile = self._pile
        new._claimable = self._claimable
        new._discarder = self._discarder
        new._deck = self._deck
        new._dp = self._dp
        new._reshuffled = self._reshuffled
        new._next_seed = self._next_seed
        new._out = self._out
        new._prev = self._prev
        new._move = None
        new._nmoves = self._nmoves
        new._opening = self._opening
        new._mbase = self._mbase
        new._legal = new._events = new._seen = None
        return new

    def _deal(self, starter: int, events: list[RawEvent] | None, rng: random.Random | None = None) -> None:
        """Shuffle and deal a round: five cards each from the starter on, the rest is the deck."""
        if rng is None:
            rng = random.Random(self._next_seed)
        n = self.game.players
        self._round += 1
        self._out = ()
        deck = list(range(48))
        rng.shuffle(deck)
        self._next_seed = rng.getrandbits(64)
        hands = [0] * n
        for i in range(n):
            seat = (starter + i) % n
            hands[seat] = mask_of(deck[HAND_SIZE * i : HAND_SIZE * (i + 1)])
        self._hands = tuple(hands)
        self._melds = (0,) * n
        self._ppongs = (0,) * n
        rest = HAND_SIZE * n
        self._dp = 0
        self._reshuffled = 0
        self._pile, self._claimable, self._discarder = (), False, -1
        if self.game.options["upcard"]:
            self._pile, self._claimable = (deck[rest],), True
            rest += 1
        self._deck = tuple(deck[rest:])
        self._starter = starter
        if events is not None:
            events.append(("deal", starter, self._pile, {"round": self._round, "deal": self._round}, None))
        for seat in range(n):
            if events is not None:
                events.append(("hand", seat, cards_of(hands[seat]), None, seat))
        self._start_turn(starter, events)

    # ------------------------------------------------------------------ protocol: reading

    def legal_moves(self) -> tuple[Move, ...]:
        legal = self._legal
        if legal is not None:
            return legal
        phase = self._phase
        p = self._cur
        if phase == TURN:
            out = [mv.DRAW_MOVE, *self._ppong_moves(p)]
            if self._hidden_ok(p):
                out.append(mv.HIDDEN_MOVE)
            if self._stop_refusal(p) is None:
                out.append(mv.STOP_MOVE)
            legal = tuple(out)
        elif phase == DRAWN:
            discards = tuple(map(_DISCARD, cards_of(self._hands[p])))
            legal = (mv.DECLARE_MOVE, *discards) if self._combination(p) is not None else discards
        elif phase == PPONGED:
            legal = tuple(map(_DISCARD, cards_of(self._hands[p])))
        elif phase == CLAIM:
            out = list(self._ppong_moves(p)) if self.game.options["out_of_turn"] else []
            if self._hidden_ok(p):
                out.append(mv.HIDDEN_MOVE)
            out.append(mv.PASS_MOVE)
            legal = tuple(out)
        else:
            legal = ()
        self._legal = legal
        return legal

    # ------------------------------------------------------------------ rules as questions

    def _ppong_moves(self, p: int) -> tuple[Move, ...]:
        if not self._claimable or self._discarder == p:
            return ()
        top = self._pile[-1]
        pair = cards_of(self._hands[p] & MONTH_MASK[top >> 2])
        if len(pair) < 2:
            return ()
        return tuple(
            mv.PPONG_MOVES[(pair[i], pair[j])] for i in range(len(pair)) for j in range(i + 1, len(pair))
        )

    def _hidden_ok(self, p: int) -> bool:
        """A hidden ppong: a triplet and a pair in hand, and the pair's month on the claimable top."""
        if not self.game.options["hidden_ppong"] or not self._claimable or self._discarder == p:
            return False
        hand = self._hands[p]
        if self._melds[p] or hand.bit_count() != HAND_SIZE:
            return False
        if (hand & MONTH_MASK[self._pile[-1] >> 2]).bit_count() != 2:
            return False
        return any((hand & mask).bit_count() == 3 for mask in MONTH_MASK)

    def _stop_refusal(self, p: int) -> str | None:
        """Why ``p`` may not call stop now (a refusal reason), or None if it may."""
        hand = self._hands[p]
        if not self._ppongs[p] or hand.bit_count() != 2:
            return "stop_needs_ppong"
        if sum(VALUE[c] for c in cards_of(hand)) > self.game.options["stop_limit"]:
            return "stop_over_limit"
        quorum = self.game.options["stop_quorum"]
        called = sum(1 for count in self._ppongs if count)
        if quorum == "half" and called < self.game.players // 2:
            return "stop_quorum"
        if quorum == "other" and called < 2:
            return "stop_quorum"
        return None

    def _six(self, p: int) -> tuple[int, ...]:
        return cards_of(self._hands[p] | self._melds[p])

    def _combination(self, p: int) -> Combination | None:
        mask = self._hands[p] | self._melds[p]
        if mask.bit_count() != 6:
            return None
        return self.game.six_cards[mask]

    def _can_draw(self) -> bool:
        return self._dp < len(self._deck) or (
            self._reshuffled < self.game.options["reshuffles"] and bool(self._pile)
        )

    # ------------------------------------------------------------------ protocol: playing

    def _advance(self, move: Move, events: list[RawEvent] | None) -> NylonState:
        phase = self._phase
        if phase == OVER:
            raise IllegalMove("game_over")
        p = self._cur
        info = _MOVE_INFO.get(move)
        if info is None:
            info = mv.decode(move) if isinstance(move, Move) else None
        if info is None:
            raise IllegalMove("bad_action", move=getattr(move, "code", str(move)))
        kind, cards = info
        if phase == TURN:
            new = self._apply_turn(p, kind, cards, move, events)
        elif phase == DRAWN:
            new = self._apply_drawn(p, kind, cards, move, events)
        elif phase == PPONGED:
            if kind != mv.DISCARD:
                raise IllegalMove("must_discard", move=move.code)
            new = self._discard(p, cards, events)
        else:  # CLAIM
            new = self._apply_claim(p, kind, cards, move, events)
        return new

    def _apply_turn(
        self, p: int, kind: int, cards: tuple[int, ...], move: Move, events: list[RawEvent] | None
    ) -> NylonState:
        if kind == mv.DRAW:
            new = self._child()
            new._draw(p, events)
            return new
        if kind == mv.PPONG:
            return self._ppong(p, cards, events, out_of_turn=False)
        if kind == mv.HIDDEN:
            return self._hidden(p, events)
        if kind == mv.STOP:
            refusal = self._stop_refusal(p)
            if refusal is not None:
                raise IllegalMove(refusal, limit=self.game.options["stop_limit"])
            new = self._child()
            total = sum(VALUE[c] for c in cards_of(self._hands[p]))
            if events is not None:
                events.append(("stop", p, cards_of(self._hands[p]), {"sum": total}, None))
            new._end_round("stop", p, events)
            return new
        if kind == mv.PASS:
            raise IllegalMove("not_a_claim", move=move.code)
        raise IllegalMove("must_draw", move=move.code)

    def _apply_drawn(
        self, p: int, kind: int, cards: tuple[int, ...], move: Move, events: list[RawEvent] | None
    ) -> NylonState:
        if kind == mv.DISCARD:
            return self._discard(p, cards, events)
        if kind == mv.DECLARE:
            combo = self._combination(p)
            if combo is None:
                raise IllegalMove("no_combination")
            new = self._child()
            if events is not None:
                events.append(
                    ("declare", p, self._six(p), {"combination": combo.key, "value": combo.value}, None)
                )
            new._end_round("declare", p, events, combination=combo)
            return new
        if kind == mv.DRAW:
            raise IllegalMove("already_drew", move=move.code)
        raise IllegalMove("declare_or_discard", move=move.code)

    def _apply_claim(
        self, p: int, kind: int, cards: tuple[int, ...], move: Move, events: list[RawEvent] | None
    ) -> NylonState:
        if kind == mv.PASS:
            new = self._child()
            if events is not None:
                events.append(("pass", p, (self._pile[-1],), None, None))
            new._start_turn((self._discarder + 1) % self.game.players, events)
            return new
        if kind == mv.PPONG:
            if not self.game.options["out_of_turn"]:
                raise IllegalMove("no_out_of_turn", move=move.code)
            return self._ppong(p, cards, events, out_of_turn=True)
        if kind == mv.HIDDEN:
            return self._hidden(p, events)
        raise IllegalMove("must_claim", move=move.code)

    def _draw(self, p: int, events: list[RawEvent] | None) -> None:
        """Draw the deck top (reshuffling the discards first if the option allows), or end the deal."""
        if self._dp >= len(self._deck):
            if not self._can_draw():
                if events is not None:
                    events.append(("exhausted", p, (), {"round": self._round}, None))
                self._end_round("exhausted", None, events)
                return
            self._reshuffle(events)
        c = self._deck[self._dp]
        self._dp += 1
        self._hands = _replace(self._hands, p, self._hands[p] | (1 << c))
        self._claimable = False
        self._phase = DRAWN
        left = len(self._deck) - self._dp
        if events is not None:
            events.append(("draw", p, (), {"deck_left": left}, None))
            events.append(("drawn", p, (c,), None, p))

    def _reshuffle(self, events: list[RawEvent] | None) -> None:
        """All discards become a new shuffled deck.

        The event is a ``deal`` with ``reshuffle`` set: a new deck starts from here, and cards seen
        on the pile before may now be in anyone's hand (the invariant tests read it that way).
        """
        rng = random.Random(self._next_seed)
        deck = list(self._pile)
        rng.shuffle(deck)
        self._next_seed = rng.getrandbits(64)
        self._reshuffled += 1
        self._deck, self._dp = tuple(deck), 0
        self._pile, self._claimable, self._discarder = (), False, -1
        if events is not None:
            events.append(
                (
                    "deal",
                    None,
                    (),
                    {
                        "round": self._round,
                        "deal": self._round,
                        "reshuffle": self._reshuffled,
                        "cards": len(deck),
                    },
                    None,
                )
            )

    def _discard(self, p: int, cards: tuple[int, ...], events: list[RawEvent] | None) -> NylonState:
        if len(cards) != 1:
            raise IllegalMove("bad_action", move="discard")
        c = cards[0]
        if not self._hands[p] >> c & 1:
            raise IllegalMove("not_in_hand", card=c)
        new = self._child()
        new._hands = _replace(self._hands, p, self._hands[p] ^ (1 << c))
        new._pile = (*self._pile, c)
        new._claimable, new._discarder = True, p
        if events is not None:
            events.append(("discard", p, (c,), None, None))
        new._after_discard(p, c, events)
        return new

    def _after_discard(self, p: int, c: int, events: list[RawEvent] | None) -> None:
        """Offer an out-of-turn call to the one player who holds a pair of the month, or go on."""
        n = self.game.players
        nxt = (p + 1) % n
        opts = self.game.options
        if opts["out_of_turn"] or opts["hidden_ppong"]:
            month = MONTH_MASK[c >> 2]
            for step in range(2, n):
                q = (p + step) % n
                if (self._hands[q] & month).bit_count() >= 2:
                    # Only one player can hold two of the three other cards of the month.
                    if opts["out_of_turn"] or self._hidden_ok(q):
                        self._cur, self._phase = q, CLAIM
                        return
                    break
        self._start_turn(nxt, events)

    def _start_turn(self, p: int, events: list[RawEvent] | None) -> None:
        """Give ``p`` the turn; with nothing to draw and nothing to call, the deal ends as a draw."""
        self._cur, self._phase = p, TURN
        self._legal = None
        if self._can_draw():
            return
        if self._ppong_moves(p) or self._hidden_ok(p) or self._stop_refusal(p) is None:
            return
        if events is not None:
            events.append(("exhausted", p, (), {"round": self._round}, None))
        self._end_round("exhausted", None, events)

    def _ppong(
        self, p: int, cards: tuple[int, ...], events: list[RawEvent] | None, *, out_of_turn: bool
    ) -> NylonState:
        if not self._claimable or self._discarder == p:
            raise IllegalMove("no_ppong")
        top = self._pile[-1]
        if len(cards) != 2 or cards[0] == cards[1] or any(c >> 2 != top >> 2 for c in cards):
            raise IllegalMove("not_a_pair", card=top)
        for c in cards:
            if not self._hands[p] >> c & 1:
                raise IllegalMove("not_in_hand", card=c)
        new = self._child()
        pair = mask_of(cards)
        hand = self._hands[p] ^ pair
        new._hands = _replace(self._hands, p, hand)
        new._melds = _replace(self._melds, p, self._melds[p] | pair | (1 << top))
        count = self._ppongs[p] + 1
        new._ppongs = _replace(self._ppongs, p, count)
        new._pile = self._pile[:-1]
        new._claimable = False
        data = {
            "count": count,
            "discard": top,
            "from": None if self._discarder < 0 else self._discarder,
            "out_of_turn": out_of_turn,
        }
        if events is not None:
            events.append(("ppong", p, (*sorted(cards), top), data, None))
        if not hand:
            new._end_round("ppong_out", p, events, feeder=self._discarder)
        else:
            new._cur, new._phase = p, PPONGED
        return new

    def _hidden(self, p: int, events: list[RawEvent] | None) -> NylonState:
        if not self._hidden_ok(p):
            raise IllegalMove("no_hidden_ppong")
        new = self._child()
        top = self._pile[-1]
        data = {"discard": top, "from": None if self._discarder < 0 else self._discarder}
        if events is not None:
            events.append(("hidden_ppong", p, (*cards_of(self._hands[p]), top), data, None))
        new._end_round("hidden_ppong", p, events, feeder=self._discarder)
        return new

    # ------------------------------------------------------------------ the end of a deal

    def _end_round(
        self,
        reason: str,
        winner: int | None,
        events: list[RawEvent] | None,
        *,
        feeder: int = -1,
        combination: Combination | None = None,
    ) -> None:
        """Count penalty points, record the deal, then deal the next one or end the match."""
        caller = winner
        if reason == "stop":
            winner = None  # the caller is scored like everyone else
        points, items = deal_points(
            self._hands,
            self._melds,
            reason=reason,
            winner=winner,
            caller=caller,
            feeder=feeder,
            combination=combination,
            penalty=self.game.options["penalty"],
            events=events,
        )
        totals = tuple(t + d for t, d in zip(self._totals, points, strict=True))
        self._totals = totals
        record = {
            "round": self._round,
            "starter": self._starter,
            "reason": reason,
            "winner": winner,
            "caller": caller,
            "combination": None if combination is None else combination.key,
            "points": tuple(points),
            "totals": totals,
            "items": tuple(tuple(i) for i in items),
        }
        self._history = (*self._history, record)
        data = {
            "round": self._round,
            "deal": self._round,
            "reason": reason,
            "winner": winner,
            "caller": caller,
            "points": tuple(points),
            "totals": totals,
        }
        if events is not None:
            events.append(("round_end", winner, (), data, None))
        self._claimable = False
        if self._round >= self.game.options["rounds"]:
            self._phase = OVER
            if events is not None:
                events.append(("game_end", None, (), {"scores": totals, "winners": self._winners()}, None))
            return
        self._deal(self._next_starter(points, events), events)

    def _next_starter(self, points: Sequence[int], events: list[RawEvent] | None) -> int:
        """Who starts the next deal (option ``next_starter``), given the ``points`` of the deal just
        played: the most of them, a tie settled by lot from the seed of the next deal (the event
        ``starter`` says who and why); or the most in the match, a tie going to the first in turn
        order from this deal's starter."""
        n = self.game.players
        if self.game.options["next_starter"] == "match":
            order = [(self._starter + i) % n for i in range(n)]
            return max(order, key=lambda seat: (self._totals[seat], -order.index(seat)))
        most = max(points)
        tied = tuple(seat for seat in range(n) if points[seat] == most)
        # A generator of its own (not the next shuffle's), so the lot never changes the next deal.
        starter = tied[0] if len(tied) == 1 else random.Random(f"starter:{self._next_seed}").choice(tied)
        if events is not None:
            events.append(
                ("starter", starter, (), {"points": most, "tied": tied, "everyone": len(tied) == n}, None)
            )
        return starter

    def _winners(self) -> tuple[int, ...]:
        low = min(self._totals)
        return tuple(seat for seat, total in enumerate(self._totals) if total == low)

    # ------------------------------------------------------------------ results

    def result(self) -> Result:
        if self._phase != OVER:
            raise IllegalMove("not_over")
        n = self.game.players
        breakdowns = []
        for seat in range(n):
            if len(self._history) == 1:
                items = self._history[0]["items"][seat]
            else:
                items = tuple(
                    ScoreItem("deal", Text(f"Раздача {r['round']}", f"Deal {r['round']}"), r["points"][seat])
                    for r in self._history
                )
            breakdowns.append(Score(self._totals[seat], tuple(items)))
        reason = self._history[-1]["reason"] if len(self._history) == 1 else "end"
        return Result(self._totals, self._winners(), tuple(breakdowns), reason, {"rounds": self._history})

    @property
    def history(self) -> tuple[dict[str, Any], ...]:
        """One record per finished deal: round, starter, reason, winner, combination, points, totals."""
        return self._history

    def returns(self) -> tuple[float, ...]:
        """Per seat: the others' mean penalty total minus one's own, over ``RETURN_SCALE``.

        Fewer penalty points is better, so the lowest total has the highest return; the values sum
        to zero. Before the end it is the same formula on the totals so far.
        """
        totals = self._totals
        n = len(totals)
        whole = sum(totals)
        return tuple(((whole - t) / (n - 1) - t) / RETURN_SCALE for t in totals)

    # ------------------------------------------------------------------ observation

    @property
    def deck_left(self) -> int:
        return len(self._deck) - self._dp

    def _seen_hand(self, seat: int) -> tuple[int, ...]:
        return cards_of(self._hands[seat])

    def _seen_table(self) -> tuple[int, ...]:
        return self._pile

    def _seen_piles(self) -> tuple[tuple[int, ...], ...]:
        return tuple(cards_of(m) for m in self._melds)

    def _hand_sizes(self) -> tuple[int, ...]:
        return tuple(h.bit_count() for h in self._hands)

    def _public(self, over: bool) -> dict[str, Any]:
        public: dict[str, Any] = {
            "round": self._round,
            "rounds": self.game.options["rounds"],
            "starter": self._starter,
            "totals": self._totals,
            "ppongs": self._ppongs,
            "top_discard": self._pile[-1] if self._pile else None,
            "claimable": self._claimable,
            "discarder": None if self._discarder < 0 else self._discarder,
            "reshuffled": self._reshuffled,
            "moves": self.moves,
            "history": self._history,
            "out_of_play": self._out,
        }
        if over:
            public["hands"] = tuple(cards_of(h) for h in self._hands)
            public["deck"] = self._deck[self._dp :]
        return public

    # ------------------------------------------------------------------ for tests, bots and lessons

    def hand(self, seat: int) -> tuple[int, ...]:
        """The cards in ``seat``'s hand (engine-side; the site uses ``observe``)."""
        return cards_of(self._hands[seat])

    def meld(self, seat: int) -> tuple[int, ...]:
        return cards_of(self._melds[seat])

    @property
    def pile(self) -> tuple[int, ...]:
        """The discard pile, bottom first (the last card is the top discard)."""
        return self._pile

    @property
    def deck(self) -> tuple[int, ...]:
        """The cards left in the deck, top first."""
        return self._deck[self._dp :]

    @property
    def totals(self) -> tuple[int, ...]:
        """Penalty points of the match so far, per seat."""
        return self._totals

    @property
    def round(self) -> int:
        return self._round

    @property
    def starter(self) -> int:
        return self._starter

    @property
    def ppongs(self) -> tuple[int, ...]:
        return self._ppongs

    def penalty_now(self, seat: int) -> int:
        """Penalty points ``seat``'s hand would get if the deal ended now."""
        return hand_penalty_mask(self._hands[seat])
