"""The play of «Хато» by S. Menshov (seed 000: v2 lines 100-150, v3 lines 320-422).

A turn has two steps. First the player either plays a hand card onto a table card of its month
(``play:HH.TT``, the pair is taken at the end of the turn) or lays any hand card on the table
(``lay:HH``). Then the top deck card is flipped and resolved:

* it matches a different table card: it takes that card (2+0, or 2+2 with the pair);
* it is of the pair's month, so the three form a stack: the player takes two of the three of their
  choice (3-1, ``take:AA.BB``), or with the ``freeze`` option all three stay on the table;
* it matches two table cards: the player chooses one (``take:TT``);
* three cards of a month on the table go with the fourth, whether played (``play:HH``) or flipped,
  so a turn takes 0, 2, 4, 6 or 8 cards;
* no match: the flipped card stays on the table.

When the hands are empty the deal is scored; cards left on the table score for nobody. With a
``target`` the match goes on, the deal's winner leading the next deal, dealt from the same seed.

Cards are ints 0-47 and the hands, table and piles are 48-bit masks; moves are interned, so that
``legal_moves`` and ``apply`` stay cheap for search bots.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engine.cardmask import FULL, MONTH_MASK, cards_of, mask_of
from engine.game import Event, IllegalMove, Move, Result, Score
from engine.games.hato.moves import FIRST_MOVES, LAY, PLAY_ALL, PLAY_ONTO, TAKE_ONE, TAKE_TWO
from engine.games.hato.options import Rules
from engine.games.hato.scoring import Scorer
from engine.state import CardState

PLAY, CHOOSE, OVER = 0, 1, 2
PHASE_NAMES = ("play", "choose", "over")
RETURN_SCALE = 200.0  # a deal's scores are mostly within 0-300; returns are differences / this

_new_state = object.__new__
_EMPTY: Mapping[str, Any] = {}
_STAYS: Mapping[str, Any] = {"stays": True}

#: An event as the log keeps it until it is read: ``(kind, seat, cards or a card mask, data,
#: private_to)``; a ``bonus`` record carries the pile before and after instead of data.
RawEvent = tuple[str, int | None, Any, Any, int | None]


def _raw(
    kind: str,
    seat: int | None,
    cards: tuple[int, ...] | int = (),
    data: Mapping[str, Any] = _EMPTY,
    private_to: int | None = None,
) -> RawEvent:
    return (kind, seat, cards, data, private_to)


class HatoState(CardState):
    """One point of a «Хато» deal (or match). Immutable from outside: ``apply`` returns a new one."""

    PHASE_NAMES = PHASE_NAMES
    OVER = OVER

    __slots__ = (
        "_legal",
        "captured",
        "choice",
        "deal_no",
        "deck",
        "flip",
        "hands",
        "history",
        "leader",
        "n",
        "out_of_play",
        "pos",
        "rules",
        "scorer",
        "table",
        "totals",
    )
    # Attributes (copied one by one by ``_child``):
    # game, rules, scorer, n, seed, hands (masks), table (mask), deck (tuple), pos (next deck
    # index), captured (masks), cur, phase, choice (moves of a pending choice), flip (the flipped
    # card waiting for a choice, or -1), deal_no, leader, totals, history (values of past deals),
    # _prev / _move / _nmoves (the chain of states, ``engine.state``), _legal / _events (caches).
    rules: Rules
    scorer: Scorer
    n: int
    hands: tuple[int, ...]
    table: int
    deck: tuple[int, ...]
    pos: int
    captured: tuple[int, ...]
    choice: tuple[Move, ...]
    flip: int
    deal_no: int
    leader: int
    totals: tuple[int, ...]
    history: tuple[tuple[int, ...], ...]
    out_of_play: int
    _legal: tuple[Move, ...] | None

    @classmethod
    def _blank(cls, game: Any) -> HatoState:
        """A state with its log fields set, to be filled in (a chain's start)."""
        s = _new_state(cls)
        s.game = game
        s._prev = s._move = s._legal = s._events = s._seen = None
        s._opening = s._mbase = ()
        s._opening_raw = None
        s._nmoves = 0
        return s

    @classmethod
    def new(cls, game: Any, seed: int) -> HatoState:
        """Draw the first leader by lot and deal from ``random.Random(seed)``."""
        self = cls._blank(game)
        self.rules = game.rules
        self.scorer = game.scorer
        self.n = game.players
        self.seed = seed
        self.deal_no = 0
        self.totals = (0,) * self.n
        self.history = ()
        self._nmoves = 0
        self.out_of_play = 0
        rng = random.Random(seed)
        self.leader = rng.randrange(self.n)  # the first leader is drawn by lot (v3 line 363)
        events: list[RawEvent] = []
        self._deal(rng, events)
        self._opening_raw = events
        return self

    @classmethod
    def arranged(
        cls,
        game: Any,
        *,
        hands: Sequence[Sequence[int]],
        table: Sequence[int],
        deck: Sequence[int] = (),
        captured: Sequence[Sequence[int]] | None = None,
        current: int = 0,
        seed: int = 0,
    ) -> HatoState:
        """A position set up by hand (lessons, practice scenarios, tests).

        ``deck`` lists the cards to be flipped, top first. Cards named nowhere are out of play
        (shown as ``public["out_of_play"]``); the position is one deal (no match continues).
        """
        state = cls._blank(game)
        state.rules = game.rules
        state.scorer = game.scorer
        state.n = game.players
        if len(hands) != state.n:
            raise ValueError(f"expected {state.n} hands")
        placed = [c for h in hands for c in h] + list(table) + list(deck)
        placed += [c for p in captured or () for c in p]
        if len(set(placed)) != len(placed) or not all(0 <= c < 48 for c in placed):
            raise ValueError("a card is placed twice or is not a card")
        state.seed = seed
        state.deal_no = 0
        state.totals = (0,) * state.n
        state.history = ()
        state.leader = current
        state.hands = tuple(mask_of(h) for h in hands)
        state.table = mask_of(table)
        state.deck = tuple(deck)
        state.pos = 0
        state.captured = tuple(mask_of(p) for p in captured) if captured else (0,) * state.n
        state.out_of_play = FULL ^ mask_of(placed)
        state._cur = current
        state._phase = PLAY
        state.choice = ()
        state.flip = -1
        state._nmoves = 0
        state._legal = None
        if not captured:  # a fresh deal set up by hand opens the log like a shuffled one
            data = {"deal": 1, "leader": current, "hand_size": len(hands[current]), "deck_left": len(deck)}
            events = [_raw("deal", current, tuple(table), data)]
            events += [_raw("hand", seat, tuple(hands[seat]), _EMPTY, seat) for seat in range(state.n)]
            state._opening_raw = events
        return state

    # ----------------------------------------------------------------- dealing

    def _deal(self, rng: random.Random, events: list[RawEvent] | None) -> None:
        """Shuffle and deal; deal again while four cards of one month lie on the table."""
        rules = self.rules
        ts, hs, n = rules.table_size, rules.hand_size, self.n
        while True:
            deck = list(range(48))
            rng.shuffle(deck)
            table = 0
            for c in deck[:ts]:
                table |= 1 << c
            full = [m for m in range(12) if table & MONTH_MASK[m] == MONTH_MASK[m]]
            if not full:
                break
            if events is not None:
                events.append(
                    _raw("redeal", None, cards_of(table & MONTH_MASK[full[0]]), {"month": full[0] + 1})
                )
        hands = []
        for i in range(n):
            hand = 0
            for c in deck[ts + i * hs : ts + (i + 1) * hs]:
                hand |= 1 << c
            hands.append(hand)
        self.hands = tuple(hands)
        self.table = table
        self.deck = tuple(deck[ts + n * hs :])
        self.pos = 0
        self.captured = (0,) * n
        self._cur = self.leader
        self._phase = PLAY
        self.choice = ()
        self.flip = -1
        self._legal = None
        if events is not None:
            data = {
                "deal": self.deal_no + 1,
                "leader": self.leader,
                "hand_size": hs,
                "deck_left": len(self.deck),
            }
            events.append(_raw("deal", self.leader, table, data))
            for seat in range(n):
                events.append(_raw("hand", seat, self.hands[seat], _EMPTY, seat))

    # ----------------------------------------------------------------- protocol

    @property
    def deck_left(self) -> int:
        return len(self.deck) - self.pos

    def legal_moves(self) -> tuple[Move, ...]:
        legal = self._legal
        if legal is None:
            if self._phase == PLAY:
                legal = _play_moves(self.hands[self._cur], self.table, self.rules.must_take)
            elif self._phase == CHOOSE:
                legal = self.choice
            else:
                legal = ()
            self._legal = legal
        return legal

    def _advance(self, move: Move, events: list[RawEvent] | None) -> HatoState:
        """The step records the move as ``_normalise`` spells it (``play:HH`` for the fourth card)."""
        phase = self._phase
        if phase == PLAY:
            legal = self._legal
            # A move taken from ``legal_moves`` is the interned legal move itself (found by identity).
            return self._play(move if legal is not None and move in legal else self._normalise(move), events)
        if phase == CHOOSE:
            if move not in self.choice:
                raise IllegalMove("must_choose" if move.action != "take" else "not_an_option", move=move.code)
            return self._take(move, events)
        raise IllegalMove("game_over")

    def _normalise(self, move: Move) -> Move:
        """The interned legal move ``move`` stands for, or ``IllegalMove`` saying why not.

        An unambiguous spelling is accepted: ``play:HH`` with one matching table card, and
        ``play:HH.TT`` naming one of three cards of the month (the fourth takes all three).
        """
        action, cards = move.action, move.cards
        if action == "take":
            raise IllegalMove("no_choice", move=move.code)
        if action not in ("play", "lay") or not cards or len(cards) > 2:
            raise IllegalMove("bad_action", move=move.code)
        h = cards[0]
        if not self.hands[self._cur] >> h & 1:
            raise IllegalMove("not_in_hand", card=h)
        matches = self.table & MONTH_MASK[h >> 2]
        count = matches.bit_count()
        if action == "lay":
            if len(cards) != 1:
                raise IllegalMove("bad_action", move=move.code)
            if count == 0 or (count < 3 and not self.rules.must_take):
                return LAY[h]
            raise IllegalMove("three_on_table" if count == 3 else "must_take", card=h)
        if not matches:
            raise IllegalMove("no_match", card=h)
        if count == 3:
            if len(cards) == 1 or matches >> cards[1] & 1:
                return PLAY_ALL[h]
        elif len(cards) == 1:
            if count == 1:
                return PLAY_ONTO[h, matches.bit_length() - 1]
            raise IllegalMove("choose_target", card=h)
        elif matches >> cards[1] & 1:
            return PLAY_ONTO[h, cards[1]]
        raise IllegalMove("bad_target", card=h, target=cards[1])

    def _child(self) -> HatoState:
        """A copy to change for the next move (the caches are not copied)."""
        new = _new_state(HatoState)
        new.game = self.game
        new.rules = self.rules
        new.scorer = self.scorer
        new.n = self.n
        new.seed = self.seed
        new.deal_no = self.deal_no
        new.totals = self.totals
        new.history = self.history
        new.leader = self.leader
        new.out_of_play = self.out_of_play
        new.hands = self.hands
        new.table = self.table
        new.deck = self.deck
        new.pos = self.pos
        new.captured = self.captured
        new._cur = self._cur
        new._phase = self._phase
        new.choice = self.choice
        new.flip = self.flip
        new._nmoves = self._nmoves
        new._prev = new._move = new._legal = new._events = new._seen = None
        return new

    # ----------------------------------------------------------------- a turn

    def _play(self, move: Move, events: list[RawEvent] | None) -> HatoState:
        new = self._child()
        new._move = move
        s = self._cur
        cards = move.cards
        h = cards[0]
        hb = 1 << h
        mm = MONTH_MASK[h >> 2]
        hands = list(self.hands)
        hands[s] ^= hb
        new.hands = tuple(hands)
        table = self.table
        got = 0
        pair = 0
        if move.action == "lay":
            table |= hb
            if events is not None:
                events.append(_raw("lay", s, (h,)))
        elif len(cards) == 1:  # the fourth card takes the three on the table
            three = table & mm
            table ^= three
            if events is not None:
                events.append(_raw("play", s, (h, *cards_of(three)), {"all": True}))
            got = three | hb
            if events is not None:
                events.append(_raw("capture", s, got, {"by": "hand"}))
        else:
            table ^= 1 << cards[1]
            pair = hb | 1 << cards[1]
            if events is not None:
                events.append(_raw("play", s, cards))
        if self.pos < len(self.deck):
            f = self.deck[self.pos]
            new.pos = self.pos + 1
            table, got = new._resolve_flip(s, f, table, pair, got, events)
        elif pair:
            if events is not None:
                events.append(_raw("capture", s, pair, {"by": "hand"}))
            got |= pair
        new.table = table
        if got:
            new._gain(s, got, events)
        if new.choice:
            new._phase = CHOOSE
        else:
            new._end_turn(events)
        return new

    def _resolve_flip(
        self, s: int, f: int, table: int, pair: int, got: int, events: list[RawEvent] | None
    ) -> tuple[int, int]:
        """Resolve the flipped card ``f``; return the new table and everything taken this turn."""
        fb = 1 << f
        fm = MONTH_MASK[f >> 2]
        if pair & fm:  # the flipped card lands on the pair just made
            others = table & fm
            if others:  # the fourth card of the month was on the table: all four go
                if events is not None:
                    events.append(_raw("flip", s, (f,)))
                taken = pair | fb | others
                if events is not None:
                    events.append(_raw("capture", s, taken, {"by": "flip"}))
                return table ^ others, got | taken
            stack = pair | fb
            if self.rules.freeze:
                if events is not None:
                    events.append(_raw("flip", s, (f,)))
                    events.append(_raw("freeze", s, cards_of(stack), {"month": (f >> 2) + 1}))
                return table | stack, got
            if events is not None:
                events.append(_raw("flip", s, (f,)))
            a, b, c = cards_of(stack)
            self.choice = (TAKE_TWO[a, b], TAKE_TWO[a, c], TAKE_TWO[b, c])
            if events is not None:
                events.append(_raw("choice", s, (a, b, c), {"kind": "three", "flipped": f}))
            return table | stack, got
        matches = table & fm
        count = matches.bit_count()
        if events is not None:
            events.append(_raw("flip", s, (f,), _STAYS if count == 0 else _EMPTY))
        if pair:
            if events is not None:
                events.append(_raw("capture", s, pair, {"by": "hand"}))
            got |= pair
        if count == 0:
            return table | fb, got
        if count == 2:
            options = cards_of(matches)
            self.choice = tuple(TAKE_ONE[t] for t in options)
            self.flip = f
            if events is not None:
                events.append(_raw("choice", s, options, {"kind": "two", "flipped": f}))
            return table | fb, got
        taken = matches | fb  # one match: a pair; three: all four
        if events is not None:
            events.append(_raw("capture", s, taken, {"by": "flip"}))
        return table ^ matches, got | taken

    def _take(self, move: Move, events: list[RawEvent] | None) -> HatoState:
        new = self._child()
        new._move = move
        s = self._cur
        taken = 0
        for c in move.cards:
            taken |= 1 << c
        if self.flip >= 0:
            taken |= 1 << self.flip
        new.table = self.table ^ taken
        if events is not None:
            events.append(_raw("capture", s, taken, {"by": "choice"}))
        new._gain(s, taken, events)
        new.choice = ()
        new.flip = -1
        new._phase = PLAY
        new._end_turn(events)
        return new

    def _gain(self, s: int, got: int, events: list[RawEvent] | None) -> None:
        before = self.captured[s]
        after = before | got
        captured = list(self.captured)
        captured[s] = after
        self.captured = tuple(captured)
        if events is not None and self.scorer.formed(before, after):
            # Expanded into one ``bonus`` event per bonus when the log is read.
            events.append(("bonus", s, (), (before, after), None))

    def _end_turn(self, events: list[RawEvent] | None) -> None:
        if any(self.hands):
            self._cur = (self._cur + 1) % self.n
        else:
            self._finish_deal(events)

    # ----------------------------------------------------------------- end of a deal

    def _finish_deal(self, events: list[RawEvent] | None) -> None:
        n = self.n
        points = tuple(self.scorer.total(pile) for pile in self.captured)
        total = sum(points)
        values = tuple(n * p - total for p in points) if self.rules.zero_sum else points
        self.totals = tuple(a + b for a, b in zip(self.totals, values, strict=True))
        self.history = (*self.history, values)
        order = [(self.leader + i) % n for i in range(n)]
        winner = max(order, key=points.__getitem__)  # a tie goes to the first in turn order
        data = {
            "deal": self.deal_no + 1,
            "points": points,
            "values": values,
            "totals": self.totals,
            "winner": winner,
            "piles": tuple(cards_of(p) for p in self.captured),
            "left_on_table": cards_of(self.table),
        }
        if events is not None:
            events.append(_raw("round_end", None, (), data))
        target = self.rules.target
        best = max(self.totals)
        if target == 0 or best >= target:
            self._phase = OVER
            winners = tuple(i for i in range(n) if self.totals[i] == best)
            if events is not None:
                events.append(_raw("game_end", None, (), {"scores": self.totals, "winners": winners}))
            return
        self.deal_no += 1
        self.leader = winner  # the winner deals and leads the next deal (v3 line 404)
        self._deal(random.Random(f"{self.seed}/{self.deal_no}"), events)

    def result(self) -> Result:
        if self._phase != OVER:
            raise IllegalMove("not_over")
        best = max(self.totals)
        return Result(
            scores=self.totals,
            winners=tuple(i for i in range(self.n) if self.totals[i] == best),
            breakdowns=tuple(self.scorer.score(pile) for pile in self.captured),
            reason="end",
            data={
                "deals": self.history,
                "points": tuple(self.scorer.total(pile) for pile in self.captured),
                "target": self.rules.target,
                "settlement": self.rules.settlement,
            },
        )

    def returns(self) -> tuple[float, ...]:
        """Own score minus the mean of the others, scaled (by 200 for a deal, by the target for a
        match). Before the end it is the same formula on the score so far (a playout cut-off)."""
        n = self.n
        if self.rules.target:
            values = self.totals
            if self._phase != OVER:
                values = tuple(t + self.scorer.total(p) for t, p in zip(values, self.captured, strict=True))
            scale = float(self.rules.target)
        else:
            values = tuple(self.scorer.total(pile) for pile in self.captured)
            scale = RETURN_SCALE
        total = sum(values)
        return tuple((v - (total - v) / (n - 1)) / scale for v in values)

    # ----------------------------------------------------------------- views

    def _materialize(self, raw: list[Any]) -> tuple[Event, ...]:
        """``Event`` values of raw events: card masks become card tuples, and a ``bonus`` record
        (the pile before and after) one event per bonus it completed."""
        out = []
        for kind, seat, cards, data, private_to in raw:
            if kind == "bonus":
                for item in self.scorer.new_bonuses(*data):
                    data = {
                        "key": item.key,
                        "points": item.points,
                        "name_ru": item.name.ru,
                        "name_en": item.name.en,
                    }
                    out.append(Event(kind, seat, item.cards, data, private_to))
                continue
            if isinstance(cards, int):
                cards = cards_of(cards)
            out.append(Event(kind, seat, cards, data, private_to))
        return tuple(out)

    def scores_so_far(self) -> tuple[Score, ...]:
        """The running breakdown of each seat's captured cards in this deal."""
        return tuple(self.scorer.score(pile) for pile in self.captured)

    def _seen_hand(self, seat: int) -> tuple[int, ...]:
        return cards_of(self.hands[seat])

    def _seen_table(self) -> tuple[int, ...]:
        return cards_of(self.table)

    def _seen_piles(self) -> tuple[tuple[int, ...], ...]:
        return tuple(cards_of(p) for p in self.captured)

    def _hand_sizes(self) -> tuple[int, ...]:
        return tuple(h.bit_count() for h in self.hands)

    def _public(self, over: bool) -> dict[str, Any]:
        public: dict[str, Any] = {
            "deal": self.deal_no + 1,
            "leader": self.leader,
            "target": self.rules.target,
            "totals": self.totals,
            "history": self.history,
            "scores": tuple(self.scorer.total(pile) for pile in self.captured),
            "breakdowns": tuple(score.as_json() for score in self.scores_so_far()),
            "pending": None,
            "out_of_play": cards_of(self.out_of_play),
        }
        if self._phase == CHOOSE:
            public["pending"] = {
                "kind": "two" if self.flip >= 0 else "three",
                "flipped": self.flip,
                "options": tuple(m.code for m in self.choice),
            }
        if over:
            public["hands"] = tuple(cards_of(h) for h in self.hands)
            public["deck"] = self.deck[self.pos :]
            public["seed"] = self.seed
        return public

    def all_cards(self) -> tuple[int, ...]:
        """Every card's place counted once: hands, table, deck, piles (48 when nothing is lost)."""
        out = [c for h in self.hands for c in cards_of(h)]
        out += cards_of(self.table)
        out += self.deck[self.pos :]
        out += [c for p in self.captured for c in cards_of(p)]
        out += cards_of(self.out_of_play)
        return tuple(out)

    def __repr__(self) -> str:
        return (
            f"<HatoState deal={self.deal_no + 1} phase={PHASE_NAMES[self._phase]} cur={self._cur} "
            f"table={[c for c in cards_of(self.table)]} deck_left={self.deck_left}>"
        )


def _play_moves(hand: int, table: int, must_take: bool) -> tuple[Move, ...]:
    """Legal first steps: play onto each matching table card, play the fourth, or lay."""
    table_moves = FIRST_MOVES[must_take]
    out: tuple[Move, ...] = ()
    for h in cards_of(hand):
        out += table_moves[h][table >> (h & ~3) & 15]
    return out
