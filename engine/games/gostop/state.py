"""Go-Stop and Matgo play: one ``GoStopState`` covers a whole match of 1, 3, 6 or 12 deals.

Rules (ko.wikipedia «고스톱»; mgostop.hangame.com's Matgo guide; pagat.com «Go Stop»;
cs470-2020f-team36/go-stop-python where the texts are silent):

* The first dealer is drawn by lot; later the winner of a deal deals, after a nagari the same
  dealer. The dealer plays first, then the turn goes round. Matgo deals 10 cards each and 8 to the
  table, Go-Stop 7 each and 6. Four cards of a month on the table are dealt again; so is a deal
  where two players were dealt four of a month (with ``chongtong``; one such player wins at once).
* A turn: play a hand card onto a table card of its month (two there: name one; three: take all
  four), or lay it when none matches (``shake``: showing the three of its month first); a bomb plays
  three of a month onto the fourth. Then the top deck card is flipped and resolved the same way, with
  these events (each costs every opponent a junk card, option ``steals``):
  - the flip is of the month just played onto a single card: ppeok, the three stay on the table (on
    the player's last turn they are taken); whoever takes the fourth takes them all and a junk card
    from everyone (two for one's own ppeok, option ``self_ppeok``);
  - the same, but the fourth was on the table too: ttadak, all four are taken;
  - the flip is of the month of the card just laid: jjok, both are taken (no junk on the last turn);
  - the table is empty after the turn: sseul (not on the player's last turn); a bomb also takes one.
* After a turn whose points reach ``go_at`` (7 in Matgo, 3 in Go-Stop), or pass the points of the
  player's last go, the player says go or stop; with no turn left, stop. When every hand is played
  out without a stop, the deal is a nagari and the next one counts double (option ``nagari``).
* Stop: every loser pays the winner (``settle``); the match adds the payments up, zero-sum.

Cards are ints, the hands, table and piles 48-bit masks, moves are prebuilt; the log is written
only when ``events`` is read (``engine.state``), as compact tuples turned into ``Event`` values.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from engine.cardmask import cards_of, mask_of
from engine.eventlog import RawEvent
from engine.game import IllegalMove, Move, Result, Score
from engine.games.gostop import moves as mv
from engine.games.gostop import scoring as sc
from engine.games.gostop.options import Rules
from engine.games.gostop.settle import DealFacts, Settlement, instant, settle
from engine.state import MaskedCardState

if TYPE_CHECKING:
    from engine.games.gostop.game import GoStop

PLAYING, CHOOSING, DECIDING, OVER = range(4)
PHASE_NAMES = ("play", "choose", "decide", "over")
RETURN_SCALE = 10.0
"""``returns()`` is a seat's match total divided by this (a good deal's payment)."""

MONTHS = sc.MONTH_MASKS
_NO_PPEOK = (-1,) * 12


def _ev(
    kind: str,
    seat: int | None = None,
    cards: tuple[int, ...] = (),
    data: Mapping[str, Any] | None = None,
    private_to: int | None = None,
) -> RawEvent:
    return (kind, seat, cards, data, private_to)


def _set(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return (*values[:seat], value, *values[seat + 1 :])


_new_state = object.__new__


class GoStopState(MaskedCardState):
    """One point of a Go-Stop or Matgo match. Immutable from outside: ``apply`` returns a new state."""

    PHASE_NAMES = PHASE_NAMES
    OVER = OVER

    __slots__ = (
        "_caps",
        "_carry",
        "_dealer",
        "_deck",
        "_dp",
        "_go_points",
        "_gos",
        "_hands",
        "_history",
        "_last_go",
        "_legal",
        "_next_seed",
        "_out",
        "_passes",
        "_pending",
        "_ppeok",
        "_ppeoks",
        "_round",
        "_shakes",
        "_shown",
        "_table",
        "_totals",
        "_turn",
        "n",
        "rules",
    )

    game: GoStop
    rules: Rules
    n: int
    _round: int
    _totals: tuple[int, ...]
    _history: tuple[dict[str, Any], ...]
    _dealer: int
    _carry: int
    _next_seed: int
    _hands: tuple[int, ...]
    _table: int
    _deck: tuple[int, ...]
    _dp: int
    _caps: tuple[int, ...]
    _gos: tuple[int, ...]
    _go_points: tuple[int, ...]
    _last_go: int
    _shakes: tuple[tuple[str, ...], ...]
    _shown: tuple[int, ...]
    _passes: tuple[int, ...]
    _ppeok: tuple[int, ...]
    _ppeoks: tuple[int, ...]
    _pending: int
    _turn: tuple[int, bool, int]  # junk to take from each opponent, last turn, points before
    _legal: tuple[Move, ...] | None

    # ------------------------------------------------------------------ construction

    @classmethod
    def _blank(cls, game: GoStop, seed: int) -> GoStopState:
        s = _new_state(cls)
        s.game, s.rules, s.n, s.seed = game, game.rules, game.players, seed
        s._round, s._totals, s._history, s._carry = 0, (0,) * game.players, (), 0
        s._prev = s._move = s._legal = s._events = s._seen = None
        s._opening = s._mbase = ()
        s._opening_raw = None
        s._nmoves, s._out = 0, 0
        s._pending, s._turn = -1, (0, False, 0)
        return s

    def _clear_deal(self, dealer: int) -> None:
        n = self.n
        self._dealer = self._cur = dealer
        self._gos = self._go_points = self._passes = self._ppeoks = (0,) * n
        self._shown = (0,) * n
        self._shakes = ((),) * n
        self._last_go = -1
        self._ppeok = _NO_PPEOK
        self._pending = -1
        self._phase = PLAYING

    @classmethod
    def new(cls, game: GoStop, seed: int) -> GoStopState:
        """Draw the first dealer by lot and deal, all from ``random.Random(seed)``."""
        rng = random.Random(seed)
        s = cls._blank(game, seed)
        dealer = rng.randrange(s.n)
        events: list[RawEvent] = [_ev("dealer", dealer)]
        s._dealer = dealer
        s._start_round(events, rng)
        s._opening_raw = events
        return s

    @classmethod
    def arranged(
        cls,
        game: GoStop,
        *,
        hands: Sequence[Sequence[int]],
        table: Sequence[int],
        deck: Sequence[int],
        captured: Sequence[Sequence[int]] | None = None,
        current: int = 0,
        seed: int = 0,
        ppeok: Mapping[int, int] | None = None,
    ) -> GoStopState:
        """A position set up card by card (indices; ``deck`` top first), one deal; the dealer is
        ``current``; ``ppeok`` names the three of a month on the table that are a ppeok (Japanese
        month number -> the seat that made it). No chongtong or misdeal check is made."""
        n = game.players
        piles = [list(p) for p in captured] if captured else [[] for _ in range(n)]
        if len(hands) != n or len(piles) != n:
            raise IllegalMove("deal")
        every = [c for h in hands for c in h] + list(table) + list(deck) + [c for p in piles for c in p]
        if len(every) != len(set(every)) or not all(0 <= c < 48 for c in every):
            raise IllegalMove("duplicate_card")
        s = cls._blank(game, seed)
        s._round = 1
        s._next_seed = seed
        s._clear_deal(current)
        s._hands = tuple(mask_of(h) for h in hands)
        s._table = mask_of(table)
        s._deck, s._dp = tuple(deck), 0
        s._caps = tuple(mask_of(p) for p in piles)
        s._out = sc.mask(range(48)) & ~mask_of(every)
        for month, seat in (ppeok or {}).items():
            if not 1 <= month <= 12 or not 0 <= seat < n or (s._table & MONTHS[month - 1]).bit_count() != 3:
                raise IllegalMove("deal")
            s._ppeok = _set(s._ppeok, month - 1, seat)
        opening = [_ev("deal", current, tuple(sorted(table)), {"round": 1, "deal": 1, "stake": 1})]
        if not any(piles):
            opening += [_ev("hand", seat, tuple(sorted(hands[seat])), private_to=seat) for seat in range(n)]
        s._opening_raw = opening
        return s

    _out: int
    """Cards out of play (named nowhere in an arranged position)."""

    def _child(self) -> GoStopState:
        new = _new_state(GoStopState)
        new._caps = self._caps
        new._carry = self._carry
        new._cur = self._cur
        new._dealer = self._dealer
        new._deck = self._deck
        new._dp = self._dp
        new._go_points = self._go_points
        new._gos = self._gos
        new._hands = self._hands
        new._history = self._history
        new._last_go = self._last_go
        new._next_seed = self._next_seed
        new._nmoves = self._nmoves
        new._out = self._out
        new._passes = self._passes
        new._pending = self._pending
        new._phase = self._phase
        new._ppeok = self._ppeok
        new._ppeoks = self._ppeoks
        new._round = self._round
        new._shakes = self._shakes
        new._shown = self._shown
        new._table = self._table
        new._totals = self._totals
        new._turn = self._turn
        new.game = self.game
        new.n = self.n
        new.rules = self.rules
        new.seed = self.seed
        new._prev = new._move = new._legal = new._events = new._seen = None
        return new

    def _start_round(self, events: list[RawEvent] | None, rng: random.Random | None = None) -> None:
        """Shuffle and deal the next deal, dealing again after a misdeal; a chongtong wins at once."""
        rules = self.rules
        if rng is None:
            rng = random.Random(self._next_seed)
        self._round += 1
        n, hs, ts = self.n, rules.hand_size, rules.table_size
        while True:
            deck = list(range(48))
            rng.shuffle(deck)
            table = mask_of(deck[:ts])
            hands = tuple(mask_of(deck[ts + i * hs : ts + (i + 1) * hs]) for i in range(n))
            full = [m for m in MONTHS if table & m == m]
            fours = [seat for seat, hand in enumerate(hands) if any(hand & m == m for m in MONTHS)]
            if full:
                if events is not None:
                    events.append(
                        _ev("redeal", None, cards_of(full[0]), {"month": (full[0].bit_length() - 1) // 4 + 1})
                    )
                continue
            if rules.chongtong and len(fours) > 1:
                if events is not None:
                    events.append(_ev("redeal", None, (), {"chongtong": tuple(fours)}))
                continue
            break
        self._next_seed = rng.getrandbits(64)
        self._clear_deal(self._dealer)
        self._hands, self._table, self._caps = hands, table, (0,) * n
        self._deck, self._dp = tuple(deck[ts + n * hs :]), 0
        data = {"round": self._round, "deal": self._round, "stake": 1 << self._carry}
        if events is not None:
            events.append(_ev("deal", self._dealer, cards_of(table), data))
        for seat in range(n):
            if events is not None:
                events.append(_ev("hand", seat, cards_of(hands[seat]), private_to=seat))
        if rules.chongtong and fours:
            seat = fours[0]
            four = next(m for m in MONTHS if hands[seat] & m == m)
            if events is not None:
                events.append(_ev("chongtong", seat, cards_of(four), {"points": rules.chongtong}))
            self._end_round(
                seat, "chongtong", events, instant(seat, n, "chongtong", rules.chongtong, self._carry)
            )

    # ------------------------------------------------------------------ reading

    def turns_left(self, seat: int) -> int:
        """How many turns ``seat`` still has: its hand cards and its bombs' free turns."""
        return self._hands[seat].bit_count() + self._passes[seat]

    def points(self, seat: int) -> int:
        """``seat``'s points from its captured cards (the sake cup counted its best way)."""
        return self.game.pile_points(self._caps[seat])

    def legal_moves(self) -> tuple[Move, ...]:
        legal = self._legal
        if legal is None:
            if self._phase == PLAYING:
                legal = self._play_moves()
            elif self._phase == CHOOSING:
                matches = self._table & MONTHS[self._pending >> 2]
                legal = tuple(mv.TAKE[c] for c in cards_of(matches))
            elif self._phase == DECIDING:
                legal = (mv.GO, mv.STOP)
            else:
                legal = ()
            self._legal = legal
        return legal

    def _play_moves(self) -> tuple[Move, ...]:
        rules, p = self.rules, self._cur
        hand, table = self._hands[p], self._table
        out: list[Move] = []
        for c in cards_of(hand):
            month = MONTHS[c >> 2]
            on_table = table & month
            count = on_table.bit_count()
            if count == 0:
                out.append(mv.LAY[c])
                held = hand & month
                if rules.shaking and held.bit_count() >= 3 and not self._shown[p] & month:
                    out.append(mv.SHAKE[c])
            elif count == 3:
                out.append(mv.PLAY_ALL[c])
            else:
                out.extend(m for t in cards_of(on_table) if (m := mv.PLAY[c][t]) is not None)
                held = hand & month
                if (
                    rules.bombs
                    and count == 1
                    and held.bit_count() == 3
                    and c == (held & -held).bit_length() - 1
                ):
                    out.append(mv.BOMB[held])
        if self._passes[p]:
            out.append(mv.FLIP)
        return tuple(out)

    # ------------------------------------------------------------------ playing

    def _advance(self, move: Move, events: list[RawEvent] | None) -> GoStopState:
        phase = self._phase
        if phase == OVER:
            raise IllegalMove("game_over")
        p = self._cur
        if phase == PLAYING:
            new = self._play(p, move, events)
        elif phase == CHOOSING:
            if move.action != "take" or len(move.cards) != 1:
                raise IllegalMove("must_choose", move=move.code)
            target = move.cards[0]
            if not (self._table & MONTHS[self._pending >> 2]) >> target & 1:
                raise IllegalMove("not_an_option", card=target)
            new = self._child()
            pending = new._pending
            new._pending = -1
            new._phase = PLAYING
            new._table &= ~(1 << target)
            if events is not None:
                events.append(_ev("choice", p, (target,), {"flipped": pending}))
            new._capture(p, (pending, target), "deck", events)
            steal, last, before = new._turn
            new._finish_turn(p, events, steal, last, before)
        else:
            if move == mv.STOP:
                new = self._child()
                if events is not None:
                    events.append(_ev("stop", p, (), {"auto": False}))
                new._win(p, events)
            elif move == mv.GO:
                new = self._child()
                count = self._gos[p] + 1
                new._gos = _set(self._gos, p, count)
                new._go_points = _set(self._go_points, p, self.points(p))
                new._last_go = p
                if events is not None:
                    events.append(_ev("go", p, (), {"count": count, "points": self.points(p)}))
                new._next_player(p, events)
            else:
                raise IllegalMove("go_or_stop_first", move=move.code)
        return new

    def _play(self, p: int, move: Move, events: list[RawEvent] | None) -> GoStopState:
        action, cards = move.action, move.cards
        rules = self.rules
        if action in ("take", "go", "stop"):
            raise IllegalMove("no_choice" if action == "take" else "no_go_now", move=move.code)
        if action not in ("play", "lay", "shake", "bomb", "flip"):
            raise IllegalMove("bad_action", move=move.code)
        hand = self._hands[p]
        if action == "flip":
            if cards or not self._passes[p]:
                raise IllegalMove("no_free_turn")
        else:
            own = cards if action == "bomb" else cards[:1]
            missing = [c for c in own if not hand >> c & 1]
            if not cards or missing:
                raise IllegalMove("not_in_hand", card=missing[0] if missing else -1)
        before = self.points(p)
        last = self.turns_left(p) == 1
        new = self._child()
        steal = 0
        pair = target = laid = -1
        table = self._table
        if action == "flip":
            new._passes = _set(self._passes, p, self._passes[p] - 1)
            if events is not None:
                events.append(_ev("free_turn", p, (), {"left": new._passes[p]}))
        else:
            c = cards[0]
            month = MONTHS[c >> 2]
            matches = table & month
            count = matches.bit_count()
            if action in ("lay", "shake"):
                if len(cards) != 1:
                    raise IllegalMove("bad_action", move=move.code)
                if count:
                    raise IllegalMove("three_on_table" if count == 3 else "must_take", card=c)
                if action == "shake":
                    held = hand & month
                    if not rules.shaking or held.bit_count() < 3 or self._shown[p] & month:
                        raise IllegalMove("cannot_shake", card=c)
                    new._shakes = _set(self._shakes, p, (*self._shakes[p], "shake"))
                    new._shown = _set(self._shown, p, self._shown[p] | (held & ~(1 << c)))
                    if events is not None:
                        events.append(_ev("shake", p, cards_of(held), {"month": (c >> 2) + 1}))
                table |= 1 << c
                laid = c
                if events is not None:
                    events.append(_ev("lay", p, (c,)))
                new._hands = _set(self._hands, p, hand & ~(1 << c))
            elif action == "bomb":
                held = hand & month
                if (
                    not rules.bombs
                    or len(cards) != 3
                    or mask_of(cards) != held
                    or held.bit_count() != 3
                    or count != 1
                ):
                    raise IllegalMove("cannot_bomb", card=c)
                table &= ~matches
                new._hands = _set(self._hands, p, hand & ~held)
                new._passes = _set(self._passes, p, self._passes[p] + 2)
                new._shakes = _set(self._shakes, p, (*self._shakes[p], "bomb"))
                new._shown = _set(self._shown, p, self._shown[p] & ~held)
                taken = (*cards_of(held), *cards_of(matches))
                if events is not None:
                    events.append(_ev("bomb", p, taken, {"month": (c >> 2) + 1}))
                new._capture(p, taken, "hand", events)
                steal += 1 if rules.steals else 0
            else:  # play
                if len(cards) > 2:
                    raise IllegalMove("bad_target", card=c)
                if not count:
                    raise IllegalMove("no_match", card=c)
                target = cards[1] if len(cards) == 2 else -1
                if target >= 0 and not matches >> target & 1:
                    raise IllegalMove("bad_target", card=c)
                new._hands = _set(self._hands, p, hand & ~(1 << c))
                if count == 3:
                    table &= ~matches
                    taken = (c, *cards_of(matches))
                    if events is not None:
                        events.append(_ev("play", p, taken, {"all": True}))
                    new._table = table
                    steal += new._take_stack(p, c >> 2, taken, events)
                else:
                    if target < 0:
                        if count == 2:
                            raise IllegalMove("choose_target", card=c)
                        target = matches.bit_length() - 1
                    table &= ~(1 << target)
                    pair = c
                    if events is not None:
                        events.append(_ev("play", p, (c, target)))
        new._shown = _set(new._shown, p, new._shown[p] & new._hands[p])
        new._table = table
        if new._dp >= len(new._deck):  # an arranged practice deal may run out of deck cards
            if pair >= 0:
                new._capture(p, (pair, target), "hand", events)
            new._finish_turn(p, events, steal, last, before)
        else:
            new._flip(p, (pair, target), laid, (steal, last, before), events)
        return new

    def _flip(
        self,
        p: int,
        played: tuple[int, int],
        laid: int,
        turn: tuple[int, bool, int],
        events: list[RawEvent] | None,
    ) -> None:
        """Flip the deck top and resolve it against the card just played onto ``played[1]`` (or laid:
        ``laid``); ``turn`` is the junk owed so far, whether it is the last turn, the points before."""
        rules = self.rules
        steal, last, before = turn
        pair, target = played
        f = self._deck[self._dp]
        self._dp += 1
        at = -1
        if events is not None:
            at = len(events)
            events.append(_ev("flip", p, (f,)))
        month = MONTHS[f >> 2]
        if pair >= 0:
            if month >> pair & 1:
                other = self._table & month
                if other:
                    self._table &= ~other
                    taken = (pair, target, *cards_of(other), f)
                    if events is not None:
                        events.append(_ev("ttadak", p, taken))
                    self._capture(p, taken, "hand", events)
                    steal += 1 if rules.steals else 0
                elif last:
                    taken = (pair, target, f)
                    if events is not None:
                        events.append(_ev("ppeok_last", p, taken))
                    self._capture(p, taken, "hand", events)
                else:
                    self._table |= (1 << pair) | (1 << target) | (1 << f)
                    self._ppeok = _set(self._ppeok, f >> 2, p)
                    count = self._ppeoks[p] + 1
                    self._ppeoks = _set(self._ppeoks, p, count)
                    if events is not None:
                        events.append(_ev("ppeok", p, (pair, target, f), {"count": count}))
                    if rules.three_ppeok and count >= 3:
                        if events is not None:
                            events.append(_ev("three_ppeok", p, (), {"points": rules.three_ppeok}))
                        won = instant(p, self.n, "three_ppeok", rules.three_ppeok, self._carry)
                        self._end_round(p, "three_ppeok", events, won)
                        return
                self._finish_turn(p, events, steal, last, before)
                return
            self._capture(p, (pair, target), "hand", events)
        elif laid >= 0 and month >> laid & 1:
            self._table &= ~(1 << laid)
            if not last and rules.steals:
                if events is not None:
                    events.append(_ev("jjok", p, (laid, f)))
                steal += 1
            self._capture(p, (laid, f), "deck", events)
            self._finish_turn(p, events, steal, last, before)
            return
        matches = self._table & month
        count = matches.bit_count()
        if count == 0:
            self._table |= 1 << f
            if events is not None:
                events[at] = _ev("flip", p, (f,), {"stays": True})
        elif count == 2:
            self._pending = f
            self._phase = CHOOSING
            self._turn = (steal, last, before)
            return
        else:
            self._table &= ~matches
            taken = (f, *cards_of(matches))
            self._capture(p, taken, "deck", events)
            if count == 3:
                steal += self._take_stack(p, f >> 2, taken, events, capture=False)
        self._finish_turn(p, events, steal, last, before)

    def _take_stack(
        self, p: int, month: int, taken: tuple[int, ...], events: list[RawEvent] | None, capture: bool = True
    ) -> int:
        """Three of a month taken with the fourth (captured here unless ``capture`` is False): a
        ppeok's maker is paid off. Returns the junk each opponent gives for it."""
        if capture:
            self._capture(p, taken, "hand", events)
        owner = self._ppeok[month]
        if owner < 0:
            return 0
        self._ppeok = _set(self._ppeok, month, -1)
        if not self.rules.steals:
            return 0
        steal = self.rules.self_ppeok if owner == p else 1
        if events is not None:
            events.append(_ev("ppeok_taken", p, taken, {"owner": owner, "junk": steal}))
        return steal

    def _capture(self, p: int, taken: tuple[int, ...], source: str, events: list[RawEvent] | None) -> None:
        got = mask_of(taken)
        self._caps = _set(self._caps, p, self._caps[p] | got)
        if events is not None:
            events.append(_ev("capture", p, cards_of(got), {"source": source}))

    def _finish_turn(
        self, p: int, events: list[RawEvent] | None, steal: int, last: bool, before: int
    ) -> None:
        """Sseul, the junk taken from the opponents, the points, then go or stop, or the next turn."""
        rules = self.rules
        if not self._table and not last and rules.steals:
            if events is not None:
                events.append(_ev("sseul", p))
            steal += 1
        if steal:
            for other in range(self.n):
                if other != p:
                    self._take_junk(p, other, steal, events)
        points = self.points(p)
        if points > before:
            lines = self.game.pile_lines(self._caps[p])
            if events is not None:
                events.append(_ev("score", p, (), {"total": points, "items": lines}))
        if points >= rules.go_at and points > self._go_points[p]:
            if not self.turns_left(p):
                if events is not None:
                    events.append(_ev("stop", p, (), {"auto": True}))
                self._win(p, events)
                return
            self._phase = DECIDING
            return
        self._next_player(p, events)

    def _take_junk(self, p: int, giver: int, count: int, events: list[RawEvent] | None) -> None:
        """``giver`` gives ``p`` ``count`` junk: single junk first, a double junk when no single is
        left (akholdem.com on Matgo; the sake cup is never given)."""
        pile = self._caps[giver]
        given = 0
        while count > 0:
            singles = pile & sc.SINGLE_JUNK
            doubles = pile & sc.DOUBLE_JUNK
            pick = singles or doubles
            if not pick:
                break
            low = pick & -pick
            pile ^= low
            given |= low
            count -= 1 if singles else 2
        if given:
            self._caps = tuple(
                pile if seat == giver else (cap | given if seat == p else cap)
                for seat, cap in enumerate(self._caps)
            )
            if events is not None:
                events.append(_ev("steal", p, cards_of(given), {"from": giver}))
        else:
            if events is not None:
                events.append(_ev("steal", p, (), {"from": giver}))

    def _next_player(self, p: int, events: list[RawEvent] | None) -> None:
        self._phase = PLAYING
        for step in range(1, self.n + 1):
            seat = (p + step) % self.n
            if self.turns_left(seat):
                self._cur = seat
                return
        if events is not None:
            events.append(_ev("nagari", None, (), {"round": self._round, "doubles": self.rules.nagari}))
        self._end_round(None, "nagari", events, None)

    def _win(self, p: int, events: list[RawEvent] | None) -> None:
        facts = DealFacts(
            self._caps, self._gos, self._shakes, self._last_go if self._last_go >= 0 else None, self._carry
        )
        self._end_round(p, "stop", events, settle(p, facts, self.rules))

    def _end_round(
        self, winner: int | None, reason: str, events: list[RawEvent] | None, found: Settlement | None
    ) -> None:
        """Record the deal, pay the winner, then deal the next deal or end the match."""
        n = self.n
        gains = [0] * n
        if found is not None and winner is not None:
            for seat in range(n):
                gains[seat] = found.total if seat == winner else -found.payments[seat]
            self._carry = 0
        elif self.rules.nagari:
            self._carry += 1
        self._totals = tuple(t + g for t, g in zip(self._totals, gains, strict=True))
        record = {
            "round": self._round,
            "dealer": self._dealer,
            "winner": winner,
            "reason": reason,
            "points": tuple(gains),
            "items": found.items if found is not None else (),
            "gos": self._gos,
        }
        self._history = (*self._history, record)
        data = {
            "round": self._round,
            "deal": self._round,
            "reason": reason,
            "winner": winner,
            "points": tuple(gains),
            "payments": found.payments if found is not None else (0,) * n,
            "totals": self._totals,
            "rounds": self.rules.rounds,
        }
        if events is not None:
            events.append(_ev("round_end", winner, (), data))
        self._pending = -1
        if self._round >= self.rules.rounds:
            self._phase = OVER
            best = max(self._totals)
            winners = tuple(s for s in range(n) if self._totals[s] == best)
            if events is not None:
                events.append(_ev("game_end", None, (), {"scores": self._totals, "winners": winners}))
            return
        if winner is not None:
            self._dealer = winner
        self._start_round(events)

    # ------------------------------------------------------------------ results

    def result(self) -> Result:
        if self._phase != OVER:
            raise IllegalMove("not_over")
        totals = self._totals
        best = max(totals)
        winners = tuple(s for s in range(self.n) if totals[s] == best)
        breakdowns = []
        for seat in range(self.n):
            items = [item for record in self._history if record["winner"] == seat for item in record["items"]]
            breakdowns.append(Score(totals[seat], tuple(items)))
        reason = self._history[-1]["reason"] if len(self._history) == 1 else "end"
        return Result(totals, winners, tuple(breakdowns), reason, {"rounds": self._history})

    @property
    def history(self) -> tuple[dict[str, Any], ...]:
        """One record per finished deal: round, dealer, winner, reason, points, items, gos."""
        return self._history

    def returns(self) -> tuple[float, ...]:
        return tuple(t / RETURN_SCALE for t in self._totals)

    # ------------------------------------------------------------------ observation

    def _public(self, over: bool) -> dict[str, Any]:
        out = cards_of(self._out)
        if self._pending >= 0:
            out = (*out, self._pending)
        public: dict[str, Any] = {
            "round": self._round,
            "rounds": self.rules.rounds,
            "dealer": self._dealer,
            "totals": self._totals,
            "stake": 1 << self._carry,
            "carry": self._carry,
            "go_at": self.rules.go_at,
            "points": tuple(self.points(seat) for seat in range(self.n)),
            "gos": self._gos,
            "go_points": self._go_points,
            "last_go": None if self._last_go < 0 else self._last_go,
            "shakes": self._shakes,
            "shown": tuple(cards_of(mask) for mask in self._shown),
            "passes": self._passes,
            "ppeok": self._ppeok,
            "ppeoks": self._ppeoks,
            "pending": None if self._pending < 0 else self._pending,
            "turn": self._turn,
            "out_of_play": out,
            "moves": self.moves,
            "history": self._history,
        }
        if over:
            public["hands"] = tuple(cards_of(hand) for hand in self._hands)
            public["deck"] = self._deck[self._dp :]
        return public

    # ------------------------------------------------------------------ for tests

    def all_cards(self) -> tuple[int, ...]:
        """Every card's place counted once: hands, table, deck, piles, pending, out of play."""
        out = [c for hand in self._hands for c in cards_of(hand)]
        out += (
            cards_of(self._table)
            + self._deck[self._dp :]
            + tuple(c for cap in self._caps for c in cards_of(cap))
        )
        if self._pending >= 0:
            out.append(self._pending)
        out += cards_of(self._out)
        return tuple(out)
