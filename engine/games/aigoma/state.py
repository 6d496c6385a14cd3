"""The play of Aigoma-koppai (合駒骨牌), as the source text describes it (seed 001, lines 11-37).

The rules of the text:

* 2-4 players; the whole deck is dealt equally (24, 16 or 12 cards each).
* The dealer leads 1-4 cards of one month, or a trump (a bright). Each next player in turn either
  plays as many cards of a more senior month, or a trump, or a more senior trump, or passes; a
  player who passed may play again when the turn comes back.
* When all the others have passed in a row (the text: «three players», i.e. at four), the last
  player to play clears the table, puts the cards aside and leads again.
* The first player out of cards wins, and the deal stops there.
* A bright inside a multi-card play counts as a plain card of its month (the text's club rule).

Choices made here where the text is silent (also in the option help and the rules page):

* A bright played alone is always a trump, both as a lead and as an answer; it cannot be played as
  a plain single of its month. In a play of two or more cards it is a plain card of its month, and
  that applies to answers as well as to leads (the text speaks of leads only).
* One trump answers any play, a single card or a set of 2-4: «trumps may be played in response to
  any cards and combinations». After a trump only a more senior trump (one card) may follow; with
  equal trumps nothing beats a trump, so everyone else has to pass.
* Passing is allowed even when the player could beat; the leader on an empty table cannot pass.
* «Three players in a row» is read as «all the other players» (one at two players, two at three).
* The first dealer is drawn by lot; in a match the winner of a deal deals and leads the next one
  (the general hanafuda rules, seed 000 line 488). Play goes to the next seat (seat + 1).
* Cleared cards are kept face up beside the player who cleared them (``captured``); they score
  nothing.
* Settlement (option): nothing (the deal's winner scores 1), or each loser pays the winner the
  number of cards left in hand, or their Menshov points (20/10/5/0). To settle, the hands left are
  shown: the ``round_end`` event and ``public["history"]`` list them once the deal is over.
* No play for places: the text stops the deal when the first player is out.

Speed: cards are ints 0-47, hands and cleared piles are 48-bit masks, moves are prebuilt, and the
event and move logs are linked lists read only when someone asks.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from engine.cardmask import FULL, cards_of, mask_of
from engine.cards import DECK
from engine.eventlog import RawEvent
from engine.game import IllegalMove, Move, Result, Score, ScoreItem
from engine.games.aigoma import moves as mv
from engine.games.aigoma.options import Rules
from engine.games.aigoma.scoring import ITEM_NAMES, hand_value
from engine.state import CardState

if TYPE_CHECKING:
    from engine.games.aigoma.game import Aigoma

LEAD_PHASE, BEAT_PHASE, OVER = range(3)
PHASE_NAMES = ("lead", "beat", "over")
TRUMP_FLOOR = 100
"""Levels at or above this are trumps (see ``Rules``)."""

_EMPTY: Mapping[str, Any] = {}


def _raw(
    kind: str,
    seat: int | None,
    cards: tuple[int, ...] = (),
    data: Mapping[str, Any] = _EMPTY,
    private_to: int | None = None,
) -> RawEvent:
    """An event as the log keeps it until it is read (``engine.eventlog``)."""
    return (kind, seat, cards, data, private_to)


_MOVE_INFO = mv.MOVE_INFO
_IS_BRIGHT = mv.IS_BRIGHT
_BRIGHT_MASK = mv.BRIGHT_MASK
_LEAD_MOVES = mv.LEAD_MOVES
_BEAT_MOVES = mv.BEAT_MOVES
_TRUMP_BEATS = mv.TRUMP_BEATS
_PASS = mv.PASS


class AigomaState(CardState):
    """One point of an Aigoma-koppai deal (or match). ``apply`` returns a new state."""

    PHASE_NAMES = PHASE_NAMES
    OVER = OVER

    __slots__ = (
        "_legal",
        "captured",
        "deal_no",
        "hands",
        "history",
        "leader",
        "n",
        "out_of_play",
        "passes",
        "rules",
        "table",
        "top",
        "top_count",
        "top_level",
        "top_seat",
        "totals",
        "wins",
    )
    game: Aigoma
    rules: Rules
    n: int
    deal_no: int
    leader: int
    wins: tuple[int, ...]
    totals: tuple[int, ...]
    history: tuple[dict[str, Any], ...]
    out_of_play: int
    hands: tuple[int, ...]
    captured: tuple[int, ...]
    table: tuple[int, ...]
    top: tuple[int, ...]
    top_count: int
    top_level: int
    top_seat: int
    passes: int
    _legal: tuple[Move, ...] | None

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(cls, game: Aigoma, seed: int) -> AigomaState:
        """Draw the first dealer by lot and deal, all from ``random.Random(seed)``."""
        s = cls._blank(game, seed)
        rng = random.Random(seed)
        s.leader = rng.randrange(s.n)
        events: list[RawEvent] = []
        s._deal(rng, events)
        s._opening_raw = events
        return s

    @classmethod
    def _blank(cls, game: Aigoma, seed: int) -> AigomaState:
        s = object.__new__(cls)
        s.game = game
        s.rules = game.rules
        s.n = game.players
        s.seed = seed
        s.deal_no = 0
        s.leader = 0
        s.wins = (0,) * s.n
        s.totals = (0,) * s.n
        s.history = ()
        s.out_of_play = 0
        s._prev = s._move = None
        s._opening = s._mbase = ()
        s._opening_raw = None
        s._nmoves = 0
        s._legal = None
        s._events = s._seen = None
        return s

    @classmethod
    def arranged(
        cls,
        game: Aigoma,
        *,
        hands: Sequence[Sequence[int]],
        top: Sequence[int] = (),
        top_seat: int | None = None,
        table: Sequence[int] = (),
        captured: Sequence[Sequence[int]] | None = None,
        current: int = 0,
        passes: int = 0,
        seed: int = 0,
    ) -> AigomaState:
        """A position set up by hand (lessons, the rules page, tests); cards as indices.

        ``top`` is the play to beat (empty: ``current`` leads), played by ``top_seat`` (by default
        the seat before ``current``, less ``passes``); ``table`` the cards under it in this round of
        play. Cards named nowhere are out of play. The position is one deal.
        """
        n = game.players
        if len(hands) != n:
            raise ValueError(f"expected {n} hands")
        placed = [c for h in hands for c in h] + list(top) + list(table)
        placed += [c for p in captured or () for c in p]
        if len(set(placed)) != len(placed) or not all(0 <= c < 48 for c in placed):
            raise ValueError("a card is placed twice or is not a card")
        s = cls._blank(game, seed)
        s.leader = current
        s.hands = tuple(mask_of(h) for h in hands)
        s.captured = tuple(mask_of(p) for p in captured) if captured else (0,) * n
        s.out_of_play = FULL ^ mask_of(placed)
        s._cur = current
        s.passes = passes
        s.table = tuple(table) + tuple(top)
        if top:
            info = _MOVE_INFO.get(mv.BEAT.get(mask_of(top), _PASS))
            if info is None or info[0] != mv.BEAT_KIND or info[2] != len(top):
                raise ValueError("the play to beat must be cards of one month or one bright")
            s.top = tuple(sorted(top))
            s.top_count = len(top)
            s.top_level = s._level(mask_of(top), len(top), info[3])
            s.top_seat = (current - 1 - passes) % n if top_seat is None else top_seat
            s._phase = BEAT_PHASE
        else:
            s.top, s.top_count, s.top_level, s.top_seat = (), 0, -1, current
            s._phase = LEAD_PHASE
        fresh = not (table or captured)
        first_lead = (  # the deal's first lead made (and ``passes`` passes after it)
            bool(top)
            and 0 <= s.top_seat < n
            and 0 <= passes < n - 1
            and (s.top_seat + 1 + passes) % n == current
        )
        if fresh and (not top or first_lead):
            # A fresh deal set up by hand opens the log as a shuffled one would; with a ``top``, the
            # log reads as play would have written it, the leader's dealt hand holding the lead.
            first = s.top_seat if top else current
            dealt = [tuple(h) for h in hands]
            if top:
                s.leader = first
                dealt[first] = cards_of(mask_of(hands[first]) | mask_of(s.top))
            events = [_raw("deal", first, (), {"deal": 1, "hand_size": len(dealt[first])})]
            events += [_raw("hand", seat, dealt[seat], _EMPTY, seat) for seat in range(n)]
            if top:
                data = {
                    "trump": s.top_level >= TRUMP_FLOOR,
                    "month": cast(tuple[int, int, int, int], info)[3] + 1,
                    "count": s.top_count,
                    "plain_bright": s.top_count > 1 and bool(mask_of(s.top) & _BRIGHT_MASK),
                }
                events.append(_raw("lead", first, s.top, data))
                events += [_raw("pass", (first + k) % n, (), {"passes": k}) for k in range(1, passes + 1)]
            s._opening_raw = events
        return s

    def _deal(self, rng: random.Random, events: list[RawEvent] | None) -> None:
        """Shuffle and deal the whole deck equally; the leader (dealer) plays first."""
        n = self.n
        deck = list(range(48))
        rng.shuffle(deck)
        size = 48 // n
        self.hands = tuple(mask_of(deck[i * size : (i + 1) * size]) for i in range(n))
        self.captured = (0,) * n
        self.table = ()
        self.top, self.top_count, self.top_level, self.top_seat = (), 0, -1, self.leader
        self.passes = 0
        self._cur = self.leader
        self._phase = LEAD_PHASE
        self._legal = None
        if events is not None:
            events.append(_raw("deal", self.leader, (), {"deal": self.deal_no + 1, "hand_size": size}))
            for seat in range(n):
                events.append(_raw("hand", seat, cards_of(self.hands[seat]), _EMPTY, seat))

    def _child(self) -> AigomaState:
        """A copy to change for the next move (every slot written out: faster than a loop)."""
        new = object.__new__(AigomaState)
        new.game = self.game
        new.rules = self.rules
        new.n = self.n
        new.seed = self.seed
        new.deal_no = self.deal_no
        new.leader = self.leader
        new.wins = self.wins
        new.totals = self.totals
        new.history = self.history
        new.out_of_play = self.out_of_play
        new.hands = self.hands
        new.captured = self.captured
        new.table = self.table
        new.top = self.top
        new.top_count = self.top_count
        new.top_level = self.top_level
        new.top_seat = self.top_seat
        new.passes = self.passes
        new._cur = self._cur
        new._phase = self._phase
        new._prev = self._prev
        new._move = None
        new._opening = self._opening
        new._mbase = self._mbase
        new._nmoves = self._nmoves
        new._legal = None
        new._events = new._seen = None
        return new

    def _level(self, mask: int, count: int, month: int) -> int:
        """Strength of a play: a lone bright is a trump, anything else counts by its month."""
        if count == 1 and _IS_BRIGHT[mask.bit_length() - 1]:
            return self.rules.trump_level[mask.bit_length() - 1]
        return self.rules.month_level[month + 1]

    # ------------------------------------------------------------------ protocol: reading

    def legal_moves(self) -> tuple[Move, ...]:
        legal = self._legal
        if legal is not None:
            return legal
        phase = self._phase
        hand = self.hands[self._cur] if phase != OVER else 0
        out: list[Move] = []
        if phase == LEAD_PHASE:
            for m in range(12):
                nib = hand >> (m << 2) & 15
                if nib:
                    out += _LEAD_MOVES[m][nib]
        elif phase == BEAT_PHASE:
            level = self.top_level
            if level < TRUMP_FLOOR:
                k = self.top_count
                for m in self.rules.stronger_months[level + 1]:
                    nib = hand >> (m << 2) & 15
                    if nib:
                        out += _BEAT_MOVES[m][nib][k]
            if hand & _BRIGHT_MASK:
                trump = self.rules.trump_level
                for c, move in _TRUMP_BEATS:
                    if hand >> c & 1 and trump[c] > level:
                        out.append(move)
            out.append(_PASS)
        legal = tuple(out)
        self._legal = legal
        return legal

    # ------------------------------------------------------------------ protocol: playing

    def is_lead(self, seat: int) -> bool:
        """Whether ``seat`` is to lead now (the table empty, its turn)."""
        return self._phase == LEAD_PHASE and self._cur == seat

    def _advance(self, move: Move, events: list[RawEvent] | None) -> AigomaState:
        """The step records the move as ``_decode`` spells it (its cards in order)."""
        if self._phase == OVER:
            raise IllegalMove("game_over")
        info = _MOVE_INFO.get(move)
        if info is None:
            move, info = _decode(move)
        kind, mask, count, month = info
        p = self._cur
        if kind == mv.PASS_KIND:
            if self._phase == LEAD_PHASE:
                raise IllegalMove("must_lead")
            return self._pass(p, move, events)
        if kind == mv.LEAD_KIND:
            if self._phase == BEAT_PHASE:
                raise IllegalMove("must_beat", move=move.code)
        elif self._phase == LEAD_PHASE:
            raise IllegalMove("must_lead", move=move.code)
        if mask & ~self.hands[p]:
            raise IllegalMove("not_in_hand", card=(mask & ~self.hands[p]).bit_length() - 1)
        level = self._level(mask, count, month)
        if kind == mv.BEAT_KIND:
            top = self.top_level
            if level >= TRUMP_FLOOR:
                if level <= top:
                    raise IllegalMove("trump_not_senior", move=move.code)
            elif top >= TRUMP_FLOOR:
                raise IllegalMove("trump_on_table", move=move.code)
            elif count != self.top_count:
                raise IllegalMove("wrong_count", move=move.code, count=self.top_count)
            elif level <= top:
                raise IllegalMove("not_senior", move=move.code)
        return self._play(p, move, kind, mask, count, month, level, events)

    def _play(
        self,
        p: int,
        move: Move,
        kind: int,
        mask: int,
        count: int,
        month: int,
        level: int,
        events: list[RawEvent] | None,
    ) -> AigomaState:
        new = self._child()
        new._move = move
        hands = list(self.hands)
        hands[p] ^= mask
        new.hands = tuple(hands)
        cards = move.cards
        if events is not None:
            data = {
                "trump": level >= TRUMP_FLOOR,
                "month": month + 1,
                "count": count,
                "plain_bright": count > 1 and bool(mask & _BRIGHT_MASK),
            }
            if kind == mv.BEAT_KIND:
                data["over_trump"] = self.top_level >= TRUMP_FLOOR
            events.append(_raw("lead" if kind == mv.LEAD_KIND else "beat", p, cards, data))
        new.table = self.table + cards
        new.top = cards
        new.top_count = count
        new.top_level = level
        new.top_seat = p
        new.passes = 0
        new._phase = BEAT_PHASE
        if hands[p]:
            new._cur = (p + 1) % self.n
        else:
            new._finish_deal(p, events)
        return new

    def _pass(self, p: int, move: Move, events: list[RawEvent] | None) -> AigomaState:
        new = self._child()
        new._move = move
        passes = self.passes + 1
        if events is not None:
            events.append(_raw("pass", p, (), {"passes": passes}))
        if passes >= self.n - 1:
            # Everyone else passed in a row: the last to play clears the table and leads.
            s = self.top_seat
            captured = list(self.captured)
            captured[s] |= mask_of(self.table)
            new.captured = tuple(captured)
            if events is not None:
                events.append(_raw("clear", s, self.table, {"passes": passes}))
            new.table = ()
            new.top, new.top_count, new.top_level = (), 0, -1
            new.passes = 0
            new._phase = LEAD_PHASE
            new._cur = s
        else:
            new.passes = passes
            new._cur = (p + 1) % self.n
        return new

    # ------------------------------------------------------------------ end of a deal

    def _finish_deal(self, winner: int, events: list[RawEvent] | None) -> None:
        n = self.n
        rules = self.rules
        if events is not None:
            events.append(_raw("out", winner, (), {"deal": self.deal_no + 1}))
        left = tuple(h.bit_count() for h in self.hands)
        values = tuple(hand_value(h, rules.settlement) for h in self.hands)
        if rules.settlement == "none":
            gains = tuple(1 if i == winner else 0 for i in range(n))
        else:
            gains = tuple(sum(values) if i == winner else -values[i] for i in range(n))
        self.totals = tuple(a + b for a, b in zip(self.totals, gains, strict=True))
        self.wins = tuple(w + (i == winner) for i, w in enumerate(self.wins))
        record = {
            "deal": self.deal_no + 1,
            "winner": winner,
            "left": left,
            "values": values,
            "gains": gains,
            "hands": tuple(cards_of(h) for h in self.hands),
        }
        self.history = (*self.history, record)
        if events is not None:
            events.append(
                _raw(
                    "round_end",
                    None,
                    (),
                    {**record, "totals": self.totals, "settlement": rules.settlement, "rounds": rules.rounds},
                )
            )
        if self.deal_no + 1 >= rules.rounds:
            self._phase = OVER
            if events is not None:
                events.append(
                    _raw(
                        "game_end",
                        None,
                        (),
                        {
                            "scores": self.totals,
                            "winners": self._winners(),
                            "settlement": rules.settlement,
                            "rounds": rules.rounds,
                        },
                    )
                )
            return
        self.deal_no += 1
        self.leader = winner  # the winner deals and leads the next deal
        self._deal(random.Random(f"{self.seed}/{self.deal_no}"), events)

    def _winners(self) -> tuple[int, ...]:
        best = max(self.totals)
        return tuple(i for i in range(self.n) if self.totals[i] == best)

    def result(self) -> Result:
        if self._phase != OVER:
            raise IllegalMove("not_over")
        breakdowns = []
        for seat in range(self.n):
            items = []
            for record in self.history:
                gain = record["gains"][seat]
                if record["winner"] == seat:
                    items.append(ScoreItem("won_deal", ITEM_NAMES["won_deal"], gain))
                elif gain:
                    items.append(
                        ScoreItem("paid", ITEM_NAMES["paid"], gain, record["hands"][seat]),
                    )
            breakdowns.append(Score(self.totals[seat], tuple(items)))
        return Result(
            scores=self.totals,
            winners=self._winners(),
            breakdowns=tuple(breakdowns),
            reason="out",
            data={
                "deals": tuple((r["winner"], *r["gains"]) for r in self.history),
                "wins": self.wins,
                "settlement": self.rules.settlement,
            },
        )

    def returns(self) -> tuple[float, ...]:
        """Per deal: +1 for the winner, -1/(n-1) for each other seat, plus the deal's payments
        divided by the settlement scale (10 for cards, 50 for points); averaged over the match's
        deals. Before the end it is the same sum over the deals finished so far."""
        n = self.n
        scale = self.rules.scale
        out = [0.0] * n
        lose = -1.0 / (n - 1)
        for record in self.history:
            winner, gains = record["winner"], record["gains"]
            for i in range(n):
                out[i] += (1.0 if i == winner else lose) + (
                    0.0 if self.rules.settlement == "none" else gains[i] / scale
                )
        rounds = self.rules.rounds
        return tuple(v / rounds for v in out)

    # ------------------------------------------------------------------ views

    @property
    def deck_left(self) -> int:
        return 0  # the whole deck is dealt

    def _seen_hand(self, seat: int) -> tuple[int, ...]:
        return cards_of(self.hands[seat])

    def _seen_table(self) -> tuple[int, ...]:
        return self.table

    def _seen_piles(self) -> tuple[tuple[int, ...], ...]:
        return tuple(cards_of(p) for p in self.captured)

    def _hand_sizes(self) -> tuple[int, ...]:
        return tuple(h.bit_count() for h in self.hands)

    def _public(self, over: bool) -> dict[str, Any]:
        top = None
        if self.top:
            top = {
                "seat": self.top_seat,
                "cards": self.top,
                "count": self.top_count,
                "trump": self.top_level >= TRUMP_FLOOR,
                "month": (self.top[0] >> 2) + 1,
            }
        public: dict[str, Any] = {
            "deal": self.deal_no + 1,
            "rounds": self.rules.rounds,
            "leader": self.leader,
            "top": top,
            "last_player": self.top_seat if self.top else None,
            "passes": self.passes,
            "wins": self.wins,
            "totals": self.totals,
            "history": self.history,
            "month_order": self.rules.month_order,
            "out_of_play": cards_of(self.out_of_play),
            "moves": self.moves,
        }
        if over:
            public["hands"] = tuple(cards_of(h) for h in self.hands)
            public["seed"] = self.seed
        return public

    def hand(self, seat: int) -> tuple[int, ...]:
        """The cards in ``seat``'s hand (engine side; the site uses ``observe``)."""
        return cards_of(self.hands[seat])

    def all_cards(self) -> tuple[int, ...]:
        """Every card's place counted once: hands, table, cleared piles, out of play."""
        out = [c for h in self.hands for c in cards_of(h)]
        out += self.table
        out += [c for p in self.captured for c in cards_of(p)]
        out += cards_of(self.out_of_play)
        return tuple(out)

    def __repr__(self) -> str:
        return (
            f"<AigomaState deal={self.deal_no + 1} phase={PHASE_NAMES[self._phase]} cur={self._cur} "
            f"top={[DECK[c].code for c in self.top]} sizes={[h.bit_count() for h in self.hands]}>"
        )


def _decode(move: Move) -> tuple[Move, tuple[int, int, int, int]]:
    """The interned move that ``move`` spells (cards in any order) and its info, or why not."""
    action, cards = getattr(move, "action", None), getattr(move, "cards", ())
    if action == "pass":
        if cards:
            raise IllegalMove("bad_action", move=move.code)
        return _PASS, _MOVE_INFO[_PASS]
    if action not in ("lead", "beat") or not cards:
        raise IllegalMove("bad_action", move=getattr(move, "code", str(move)))
    if len(set(cards)) != len(cards):
        raise IllegalMove("duplicate_card", move=move.code)
    if len({c >> 2 for c in cards}) != 1:
        raise IllegalMove("mixed_months", move=move.code)
    mask = mask_of(cards)
    interned = (mv.LEAD if action == "lead" else mv.BEAT)[mask]
    return interned, _MOVE_INFO[interned]
