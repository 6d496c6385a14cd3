"""Koi-Koi play: one ``KoiKoiState`` covers a whole match of 1, 3, 6 or 12 deals.

Rules (japancards.ru, seed 000 lines 151-197; Fuda Wiki's Koi-Koi page where the text is silent):

* The first dealer is drawn: each player draws a card, the earlier month deals (within a month, the
  higher card); the dealer plays first. Then (option ``next_dealer``, both readings of the text's
  line 168) the winner of each deal deals the next, after a draw the dealer staying, or the players
  deal in turn.
* The dealer deals 4 to the opponent, 4 to self, 4 to the table, twice. Four of a month on the table
  (and, by option, four pairs) is a misdeal: the cards are shuffled and dealt again.
* Hand yaku: four of a month (teshi) or four pairs (kuttsuki) in a dealt hand win the deal for 6;
  both players holding one is a draw.
* A turn: play a hand card onto a table card of its month and capture both (with two matches the
  move names the target; three on the table go with the fourth), or lay a card that matches nothing
  (option ``must_take`` off, the text's «не обязан выкладывать совпадающие карты», line 170: also a
  card with one or two matches); then flip the deck top and resolve it the same way (with two
  matches the same player chooses; a flipped card always captures).
* After a turn whose yaku total is higher than at the player's last decision (a new or better yaku;
  if the rain man cancelled viewing yaku, from the lowered total) the player chooses ``stop`` or
  ``koikoi``. A player with no cards left in hand cannot go on, so then the deal stops at once
  (event ``stop`` with ``auto``): koi-koi is never offered with no cards.
* When both hands are empty without a stop, the deal is an exhaustive draw: nobody scores (option
  ``dealer_privilege``: the dealer scores 6; also after a hand-yaku draw).
* Scoring: the winner's yaku total, doubled at 7+ and/or for koi-koi calls as the options say; the
  loser scores nothing. ``returns()`` is the match score difference / ``RETURN_SCALE``.

The log is written only when ``events`` is read (``engine.state``: the moves are played again
with a list to record into), as compact tuples turned into ``Event`` values.
Speed: cards are ints, hands/table/piles are 48-bit masks, moves are prebuilt, a state is copied with
one dict copy.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, cast

from engine.cardmask import cards_of, mask_of
from engine.cards import card
from engine.eventlog import RawEvent
from engine.game import IllegalMove, Move, Result, Score, ScoreItem
from engine.games.koikoi import moves as mv
from engine.games.koikoi.scoring import (
    HAND_YAKU_POINTS,
    MONTH_MASKS,
    MULTIPLIER_NAMES,
    YAKU_NAMES,
    doubled,
    hand_yaku,
    table_misdeal,
    yaku_total,
)
from engine.state import MaskedCardState

if TYPE_CHECKING:
    from engine.games.koikoi.game import KoiKoi

PLAYING, CHOOSING, DECIDING, OVER = range(4)
PHASE_NAMES = ("play", "choose", "decide", "over")
RETURN_SCALE = 30.0
"""``returns()`` is the match score difference divided by this (about a big single deal)."""

_CARD_RANGE = range(48)
_new_state = object.__new__
_MOVE_INFO = mv.MOVE_INFO
_ALL: Mapping[str, Any] = {"all": True}
_FROM_DECK: Mapping[str, Any] = {"source": "deck"}
_FROM_HAND: Mapping[str, Any] = {"source": "hand"}
_AUTO: Mapping[str, Any] = {"auto": True}
_CALLED: Mapping[str, Any] = {"auto": False}


def _ev(
    kind: str,
    seat: int | None = None,
    cards: tuple[int, ...] = (),
    data: Mapping[str, Any] | None = None,
    private_to: int | None = None,
) -> RawEvent:
    """An event in the compact form the log keeps until someone reads ``events``."""
    return (kind, seat, cards, data, private_to)


class KoiKoiState(MaskedCardState):
    """One point of a Koi-Koi match. Immutable from outside: ``apply`` returns a new state."""

    PHASE_NAMES = PHASE_NAMES
    OVER = OVER

    __slots__ = (
        "_best",
        "_caps",
        "_dealer",
        "_deck",
        "_dp",
        "_hands",
        "_history",
        "_koikoi",
        "_legal",
        "_next_seed",
        "_pending",
        "_round",
        "_scores",
        "_table",
    )
    game: KoiKoi
    _round: int
    _scores: tuple[int, ...]
    _history: tuple[dict[str, Any], ...]
    _koikoi: tuple[int, ...]
    _best: tuple[int, ...]
    _dealer: int
    _hands: tuple[int, ...]
    _table: int
    _deck: tuple[int, ...]
    _dp: int
    _caps: tuple[int, ...]
    _pending: int
    _next_seed: int
    #: The legal moves, once asked for.
    _legal: tuple[Move, ...] | None

    # ------------------------------------------------------------------ construction

    @classmethod
    def _blank(cls, game: KoiKoi, seed: int) -> KoiKoiState:
        """A state with its log fields set, to be filled in (a chain's start)."""
        s = _new_state(cls)
        s.game, s.seed = game, seed
        s._prev = s._move = s._legal = s._events = s._seen = None
        s._opening = s._mbase = ()
        s._opening_raw = None
        s._nmoves = 0
        return s

    @classmethod
    def new(cls, game: KoiKoi, seed: int) -> KoiKoiState:
        """Draw for the dealer and deal the first round, all from ``random.Random(seed)``."""
        rng = random.Random(seed)
        s = cls._blank(game, seed)
        s._round, s._scores, s._history = 0, (0, 0), ()
        s._koikoi, s._best = (0, 0), (0, 0)
        s._nmoves = 0
        s._legal = None
        s._pending = -1
        drawn = rng.sample(range(48), 2)
        events: list[RawEvent] = [_ev("dealer_draw", 0, (drawn[0],)), _ev("dealer_draw", 1, (drawn[1],))]
        # Earlier month deals; within a month the higher card (lower index) deals. Indices differ.
        s._dealer = 0 if drawn[0] < drawn[1] else 1
        events.append(_ev("dealer", s._dealer, (), {"drawn": tuple(drawn)}))
        s._start_round(events, rng)
        s._opening_raw = events
        return s

    @classmethod
    def arranged(
        cls,
        game: KoiKoi,
        *,
        hands: tuple[Iterable[int | str], Iterable[int | str]],
        table: Iterable[int | str],
        deck: Iterable[int | str],
        captured: tuple[Iterable[int | str], Iterable[int | str]] = ((), ()),
        dealer: int = 0,
        current: int | None = None,
        koikoi: tuple[int, int] = (0, 0),
        decided: tuple[int, int] = (0, 0),
        scores: tuple[int, int] = (0, 0),
        round: int = 1,
        seed: int = 0,
    ) -> KoiKoiState:
        """A position given card by card (codes or indices), for lessons, puzzles and tests.

        ``deck`` is listed top first. The cards need not be all 48, but none may appear twice.
        ``decided`` is each player's yaku total at their last koi-koi (0 if none). No hand-yaku or
        misdeal check is made. Later deals (if ``rounds`` > 1) come from ``seed``.
        """

        def idx(cards: Iterable[int | str]) -> tuple[int, ...]:
            return tuple(c if isinstance(c, int) else card(c).index for c in cards)

        parts = [idx(hands[0]), idx(hands[1]), idx(table), idx(deck), idx(captured[0]), idx(captured[1])]
        every = [c for part in parts for c in part]
        if len(every) != len(set(every)):
            raise IllegalMove("duplicate_card")
        s = cls._blank(game, seed)
        s._round, s._scores, s._history = round, tuple(scores), ()
        s._koikoi, s._best = tuple(koikoi), tuple(decided)
        s._dealer = dealer
        s._cur = dealer if current is None else current
        s._hands = (mask_of(parts[0]), mask_of(parts[1]))
        s._table = mask_of(parts[2])
        s._deck, s._dp = parts[3], 0
        s._caps = (mask_of(parts[4]), mask_of(parts[5]))
        s._pending = -1
        s._phase = PLAYING
        s._next_seed = seed
        opening = [_ev("deal", dealer, parts[2], {"round": round, "deal": round})]
        if not (parts[4] or parts[5]):  # a fresh deal: each player sees their own hand, as after a shuffle
            opening += [_ev("hand", seat, parts[seat], private_to=seat) for seat in (0, 1)]
        s._opening_raw = opening
        s._nmoves = 0
        s._legal = None
        return s

    def _child(self) -> KoiKoiState:
        """A copy to change for the next move (the caches are not copied)."""
        new = _new_state(KoiKoiState)
        new.game = self.game
        new.seed = self.seed
        new._round = self._round
        new._scores = self._scores
        new._history = self._history
        new._koikoi = self._koikoi
        new._best = self._best
        new._dealer = self._dealer
        new._hands = self._hands
        new._table = self._table
        new._deck = self._deck
        new._dp = self._dp
        new._caps = self._caps
        new._pending = self._pending
        new._phase = self._phase
        new._cur = self._cur
        new._next_seed = self._next_seed
        new._nmoves = self._nmoves
        new._prev = new._move = new._legal = new._events = new._seen = None
        return new

    def _start_round(self, events: list[RawEvent] | None, rng: random.Random | None = None) -> None:
        """Shuffle and deal the next round, redealing misdeals.

        The first deal continues the match's ``random.Random(seed)``; every deal then draws the seed
        of the next one from its generator, so the whole match follows from the one seed while a
        state stays a plain value (branching from it never disturbs another branch).
        """
        game = self.game
        if rng is None:
            rng = random.Random(self._next_seed)
        self._round += 1
        dealer = self._dealer
        other = 1 - dealer
        rand = rng.random
        while True:
            keys = [rand() for _ in _CARD_RANGE]
            deck = sorted(_CARD_RANGE, key=keys.__getitem__)
            table = 0
            for c in deck[8:12] + deck[20:24]:
                table |= 1 << c
            if table_misdeal(table, game.options["misdeal_four_pairs"]):
                if events is not None:
                    events.append(_ev("redeal", dealer, cards_of(table), {"round": self._round}))
                continue
            break
        self._next_seed = rng.getrandbits(64)
        hands = [0, 0]
        for c in deck[0:4] + deck[12:16]:
            hands[other] |= 1 << c
        for c in deck[4:8] + deck[16:20]:
            hands[dealer] |= 1 << c
        self._hands = (hands[0], hands[1])
        self._table = table
        self._caps = (0, 0)
        self._deck = tuple(deck[24:])
        self._dp = 0
        self._pending = -1
        self._koikoi = (0, 0)
        self._best = (0, 0)
        self._cur = dealer
        self._phase = PLAYING
        if events is not None:
            events.append(_ev("deal", dealer, cards_of(table), {"round": self._round, "deal": self._round}))
            events.append(_ev("hand", 0, cards_of(hands[0]), private_to=0))
            events.append(_ev("hand", 1, cards_of(hands[1]), private_to=1))
        if game.options["hand_yaku"]:
            self._check_hand_yaku(events)

    def _check_hand_yaku(self, events: list[RawEvent] | None) -> None:
        found = (hand_yaku(self._hands[0]), hand_yaku(self._hands[1]))
        if found == (None, None):
            return
        for seat in (0, 1):
            kind = found[seat]
            if kind and events is not None:
                events.append(_ev(kind, seat, cards_of(self._hands[seat]), {"points": 6}))
        if found[0] and found[1]:
            self._end_round(None, "hand_yaku_draw", events)
        else:
            seat = 0 if found[0] else 1
            kind = cast(str, found[seat])  # not None: the other one is
            item = ScoreItem(kind, YAKU_NAMES[kind], HAND_YAKU_POINTS, cards_of(self._hands[seat]))
            self._end_round(seat, "hand_yaku", events, items=(item,))

    # ------------------------------------------------------------------ protocol: reading

    def legal_moves(self) -> tuple[Move, ...]:
        legal = self._legal
        if legal is not None:
            return legal
        phase = self._phase
        if phase == PLAYING:
            out: list[Move] = []
            table = self._table
            hand = self._hands[self._cur]
            card_moves = self.game.hand_card_moves
            for c in cards_of(hand):
                out += card_moves[(c << 4) | ((table >> (c & 60)) & 15)]
            legal = tuple(out)
        elif phase == CHOOSING:
            matches = self._table & MONTH_MASKS[self._pending >> 2]
            first = matches & -matches
            rest = matches ^ first
            legal = (mv.TAKE_MOVES[first.bit_length() - 1], mv.TAKE_MOVES[rest.bit_length() - 1])
        elif phase == DECIDING:
            legal = (mv.KOIKOI_MOVE, mv.STOP_MOVE)
        else:
            legal = ()
        self._legal = legal
        return legal

    # ------------------------------------------------------------------ protocol: playing

    def _advance(self, move: Move, events: list[RawEvent] | None) -> KoiKoiState:
        phase = self._phase
        if phase == OVER:
            raise IllegalMove("game_over")
        p = self._cur
        info = _MOVE_INFO.get(move)
        if info is None:
            info = mv.decode(move) if isinstance(move, Move) else None
        if info is None:
            raise IllegalMove("bad_action", move=getattr(move, "code", str(move)))
        kind, card, targets = info
        if phase == PLAYING:
            if kind >= mv.TAKE:
                raise IllegalMove("no_choice" if kind == mv.TAKE else "not_a_decision", move=move.code)
            hand = self._hands[p]
            if not hand >> card & 1:
                raise IllegalMove("not_in_hand", card=card)
            table = self._table
            matches = table & MONTH_MASKS[card >> 2]
            if kind == mv.LAY:
                if matches and self.game.options["must_take"]:
                    raise IllegalMove("must_take", card=card)
                if matches and matches.bit_count() == 3:
                    raise IllegalMove("three_on_table", card=card)
                new = self._child()
                new._table = table | (1 << card)
                if events is not None:
                    events.append(("lay", p, (card,), _FROM_HAND, None))
            else:
                if not matches:
                    raise IllegalMove("no_match", card=card)
                count = matches.bit_count()
                if targets == mv.ALL:
                    if count != 3:
                        raise IllegalMove("choose_target" if count == 2 else "bad_target", card=card)
                    targets = matches
                elif count == 3:
                    raise IllegalMove("three_on_table", card=card)
                elif targets & ~matches:
                    raise IllegalMove("bad_target", card=card)
                new = self._child()
                new._table = table & ~targets
                taken = targets | (1 << card)
                new._caps = (
                    (self._caps[0] | taken, self._caps[1])
                    if p == 0
                    else (self._caps[0], self._caps[1] | taken)
                )
                if events is not None:
                    events.append(("play", p, (card, *cards_of(targets)), _ALL if count == 3 else None, None))
                    events.append(("capture", p, (card, *cards_of(targets)), _FROM_HAND, None))
            new._hands = (
                (hand ^ (1 << card), self._hands[1]) if p == 0 else (self._hands[0], hand ^ (1 << card))
            )
            new._flip(p, events, self._caps[p])
        elif phase == CHOOSING:
            if kind != mv.TAKE:
                raise IllegalMove("must_choose", move=move.code)
            pending = self._pending
            if not targets & self._table & MONTH_MASKS[pending >> 2]:
                raise IllegalMove("not_an_option", card=card)
            new = self._child()
            new._pending = -1
            new._table = self._table & ~targets
            taken = targets | (1 << pending)
            new._caps = (
                (self._caps[0] | taken, self._caps[1]) if p == 0 else (self._caps[0], self._caps[1] | taken)
            )
            if events is not None:
                events.append(("choice", p, (pending, card), None, None))
                events.append(("capture", p, (pending, card), _FROM_DECK, None))
            new._end_turn(p, events)
        else:  # DECIDING
            if kind == mv.STOP:
                new = self._child()
                if events is not None:
                    events.append(_ev("stop", p, (), _CALLED))
                new._end_round(p, "stop", events)
            elif kind == mv.KOIKOI:
                new = self._child()
                count = self._koikoi[p] + 1
                new._koikoi = (count, self._koikoi[1]) if p == 0 else (self._koikoi[0], count)
                if events is not None:
                    events.append(_ev("koikoi", p, (), {"count": count}))
                new._next_player(p, events)
            else:
                raise IllegalMove("must_decide", move=move.code)
        return new

    def _flip(self, p: int, events: list[RawEvent] | None, before: int) -> None:
        """Flip the deck top and resolve it; then end the turn (unless a choice is pending)."""
        card = self._deck[self._dp]
        self._dp += 1
        table = self._table
        matches = table & MONTH_MASKS[card >> 2]
        if events is not None:
            events.append(("flip", p, (card,), None, None))
        if not matches:
            self._table = table | (1 << card)
            if events is not None:
                events.append(("lay", p, (card,), _FROM_DECK, None))
        elif matches.bit_count() == 2:
            self._pending = card
            self._phase = CHOOSING
            return
        else:
            self._table = table & ~matches
            taken = matches | (1 << card)
            caps = self._caps
            self._caps = (caps[0] | taken, caps[1]) if p == 0 else (caps[0], caps[1] | taken)
            if events is not None:
                events.append(("capture", p, (card, *cards_of(matches)), _FROM_DECK, None))
        if self._caps[p] == before:  # nothing captured this turn: the yaku cannot have changed
            self._next_player(p, events)
            return
        self._end_turn(p, events)

    def _end_turn(self, p: int, events: list[RawEvent] | None) -> None:
        """Check the player's yaku; offer koi-koi, stop automatically, or pass the turn."""
        piles = self.game.piles
        cap = self._caps[p]
        total = piles.totals[cap]
        if total > self._best[p]:
            if events is not None:
                items = piles.yaku(cap)
                events.append(
                    _ev(
                        "yaku",
                        p,
                        (),
                        {
                            "total": total,
                            "yaku": tuple((item.key, item.points) for item in items),
                        },
                    )
                )
            if self._hands[p]:
                self._phase = DECIDING
                self._best = (total, self._best[1]) if p == 0 else (self._best[0], total)
                return
            if events is not None:
                events.append(_ev("stop", p, (), _AUTO))
            self._end_round(p, "stop", events)
            return
        if total < self._best[p]:
            # Only the rain man can lower a pile's yaku (option viewing_rain_cancels); measure the
            # next "new or better" from what is left, so a yaku made later still counts as new.
            self._best = (total, self._best[1]) if p == 0 else (self._best[0], total)
        self._next_player(p, events)

    def _next_player(self, p: int, events: list[RawEvent] | None) -> None:
        if not (self._hands[0] or self._hands[1]):
            if events is not None:
                events.append(_ev("exhausted", None, (), {"round": self._round}))
            self._end_round(None, "exhausted", events)
            return
        self._cur = 1 - p
        self._phase = PLAYING

    def _end_round(
        self,
        winner: int | None,
        reason: str,
        events: list[RawEvent] | None,
        items: tuple[ScoreItem, ...] | None = None,
    ) -> None:
        """Score the deal, record it, then deal the next round or end the match."""
        opts = self.game.options
        dealer = self._dealer
        if winner is None:
            points = 0
            items = ()
            if opts["dealer_privilege"]:
                winner_for_points = dealer
                points = HAND_YAKU_POINTS
                items = (ScoreItem("dealer_privilege", MULTIPLIER_NAMES["dealer_privilege"], points),)
            else:
                winner_for_points = None
            base = points
        else:
            winner_for_points = winner
            if items is None:
                items = self.game.piles.yaku(self._caps[winner])
            base = sum(item.points for item in items)
            points, extra = doubled(
                base,
                options=opts,
                own_call=bool(self._koikoi[winner]),
                opponent_call=bool(self._koikoi[1 - winner]),
            )
            items = tuple(items) + tuple(extra)
        if winner_for_points is not None and points:
            s = self._scores
            self._scores = (s[0] + points, s[1]) if winner_for_points == 0 else (s[0], s[1] + points)
        record = {
            "round": self._round,
            "dealer": dealer,
            "winner": winner,
            "scorer": winner_for_points,
            "reason": reason,
            "base": base,
            "points": points,
            "items": items,
            "koikoi": self._koikoi,
        }
        self._history = (*self._history, record)
        if events is not None:
            events.append(
                _ev(
                    "round_end",
                    winner,
                    (),
                    {
                        "round": self._round,
                        "deal": self._round,
                        "reason": reason,
                        "winner": winner,
                        "scorer": winner_for_points,
                        "base": base,
                        "gain": points,
                        "points": (
                            (points if winner_for_points == 0 else 0, points if winner_for_points == 1 else 0)
                        ),
                        "totals": self._scores,
                    },
                )
            )
        self._pending = -1
        if self._round >= opts["rounds"]:
            self._phase = OVER
            s0, s1 = self._scores
            winners = (0, 1) if s0 == s1 else ((0,) if s0 > s1 else (1,))
            if events is not None:
                events.append(_ev("game_end", None, (), {"scores": self._scores, "winners": winners}))
            return
        if opts["next_dealer"] == "turns":
            self._dealer = 1 - dealer
        elif winner is not None:
            self._dealer = winner
        self._start_round(events)

    # ------------------------------------------------------------------ results

    def result(self) -> Result:
        if self._phase != OVER:
            raise IllegalMove("not_over")
        scores = self._scores
        if scores[0] == scores[1]:
            winners: tuple[int, ...] = (0, 1)
        else:
            winners = (0,) if scores[0] > scores[1] else (1,)
        breakdowns = []
        for seat in (0, 1):
            items: list[ScoreItem] = []
            for record in self._history:
                if record["scorer"] == seat:
                    items.extend(record["items"])
            breakdowns.append(Score(scores[seat], tuple(items)))
        reason = self._history[-1]["reason"] if len(self._history) == 1 else "end"
        return Result(scores, winners, tuple(breakdowns), reason, {"rounds": self.history})

    @property
    def history(self) -> tuple[dict[str, Any], ...]:
        """One record per finished deal: round, dealer, winner, reason, base, points, items."""
        return self._history

    def returns(self) -> tuple[float, ...]:
        diff = (self._scores[0] - self._scores[1]) / RETURN_SCALE
        return (diff, -diff)

    def yaku_total(self, seat: int) -> int:
        """The current yaku total (before multipliers) of ``seat``'s captured cards."""
        return yaku_total(self._caps[seat], self.game.rules)

    # ------------------------------------------------------------------ observation

    def _public(self, over: bool) -> dict[str, Any]:
        piles = self.game.piles
        yaku = tuple(tuple((i.key, i.points) for i in piles.yaku(cap)) for cap in self._caps)
        public: dict[str, Any] = {
            "round": self._round,
            "rounds": self.game.options["rounds"],
            "dealer": self._dealer,
            "scores": self._scores,
            "koikoi": self._koikoi,
            "yaku": yaku,
            "yaku_totals": tuple(sum(p for _, p in y) for y in yaku),
            "decided_totals": self._best,
            "pending": None if self._pending < 0 else self._pending,
            "out_of_play": () if self._pending < 0 else (self._pending,),
            "moves": self.moves,
            "history": self._history,
        }
        if over:
            public["hands"] = (cards_of(self._hands[0]), cards_of(self._hands[1]))
            public["deck"] = self._deck[self._dp :]
        return public

    # ------------------------------------------------------------------ for tests and determinize

    def hand(self, seat: int) -> tuple[int, ...]:
        """The cards in ``seat``'s hand (engine-side; the site uses ``observe``)."""
        return cards_of(self._hands[seat])

    @property
    def table(self) -> tuple[int, ...]:
        return cards_of(self._table)

    def captured(self, seat: int) -> tuple[int, ...]:
        return cards_of(self._caps[seat])

    @property
    def deck(self) -> tuple[int, ...]:
        """The cards left in the deck, top first."""
        return self._deck[self._dp :]

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def round(self) -> int:
        return self._round

    @property
    def scores(self) -> tuple[int, ...]:
        return self._scores

    @property
    def koikoi_calls(self) -> tuple[int, ...]:
        return self._koikoi

    @property
    def pending(self) -> int | None:
        """The flipped card waiting for ``choose``, if any."""
        return None if self._pending < 0 else self._pending
