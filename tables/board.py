"""What one viewer of a table is shown, built from that viewer's Observation only.

``table_view`` takes the observation of the viewer's own seat (``state.observe(seat)``) once and
turns it into plain values of the shape the site's felt partial reads (``room/_felt.html``, the
documented seam between the two apps: the same lacquered table, drawn by the same template). A
spectator gets the public part of an observation only: no hand, no private event, no legal move.
Once the deal is over every observation opens every hand, so everyone sees the whole deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine.cards import BY_CODE, DECK, Kind
from engine.game import Event, Game, Move, Observation, Score
from frame.language import lang
from room.felt import HandCard, MoveChoice, PileGroup, ScoreLine, SeatView, TableCard, score_lines
from room.record import Built
from room.texts import move_sentence, pile_label
from tables.models import Seat
from tables.texts import seat_label

KINDS = (Kind.BRIGHT, Kind.ANIMAL, Kind.RIBBON, Kind.PLAIN)
MAX_BACKS = 8
LOG_ENTRIES = 12


@dataclass
class TableSeat(SeatView):
    """A seat at a table: the felt's seat, and who sits there."""

    person: bool = False
    helped: bool = False
    silent: bool = False
    stand_in: bool = False


@dataclass
class LogEntry:
    ply: int | None
    seat_label: str
    steps: list[str]


@dataclass
class TableView:
    """Everything one viewer is shown of the deal, from one observation."""

    seats: list[TableSeat]
    table: list[TableCard]
    hand: list[HandCard]
    deck_left: int
    deck_backs: range
    learner_turn: bool
    current_label: str
    selected: str | None
    card_moves: list[MoveChoice]
    other_moves: list[MoveChoice]
    log: list[LogEntry]
    is_over: bool
    spectator: bool
    draw: bool = False
    match: list[tuple[str, Any]] = field(default_factory=list)
    deck_revealed: tuple[str, ...] = ()
    decision_lines: list[ScoreLine] = field(default_factory=list)
    stop_total: int | None = None
    #: The codes of the viewer's own legal moves on their turn (for scripts; the page has buttons).
    legal: tuple[str, ...] = ()

    @property
    def any_capture(self) -> bool:
        return any(card.captures for card in self.hand)


def public_part(obs: Observation) -> Observation:
    """What anyone may see of ``obs``: no hand, no legal move, only public events (once the deal is
    over the observation is all open, and stays so)."""
    if obs.is_over:
        return replace(obs, legal_moves=())
    return replace(
        obs,
        hand=(),
        legal_moves=(),
        events=tuple(event for event in obs.events if event.private_to is None),
        public={key: obs.public[key] for key in ("totals", "target") if key in obs.public},
    )


def observation_for(built: Built, seat: int | None) -> Observation:
    """The observation a viewer is shown: their own seat's, or a spectator's public part of one."""
    if seat is None:
        return public_part(built.state.observe(0))
    return built.state.observe(seat)


def table_view(
    built: Built, seats: Sequence[Seat], *, viewer: int | None, selected: str | None = None, silent: set[int]
) -> TableView:
    """The deal as ``viewer`` (a seat number, or None for a spectator) sees it now."""
    game = built.game
    obs = observation_for(built, viewer)
    legal = obs.legal_moves if viewer is not None and obs.current_player == viewer and not obs.is_over else ()
    chosen = BY_CODE[selected].index if selected in BY_CODE else None
    if chosen not in obs.hand:
        chosen = None
    card_moves, other_moves, targets = _choices(game, obs, legal, chosen)
    by_number = {seat.number: seat for seat in seats}
    current = obs.current_player
    return TableView(
        seats=_seats(game, obs, by_number, viewer, silent),
        table=[TableCard(DECK[c].code, c in targets) for c in obs.table],
        hand=_hand(obs, legal, chosen),
        deck_left=obs.deck_left,
        deck_backs=range(min(3, obs.deck_left)),
        learner_turn=bool(legal),
        current_label=seat_label(by_number[current], mine=current == viewer) if current in by_number else "",
        selected=DECK[chosen].code if chosen is not None else None,
        card_moves=card_moves,
        other_moves=other_moves,
        log=_log(game, obs, built, by_number, viewer),
        is_over=obs.is_over,
        spectator=viewer is None,
        draw=bool(obs.result and obs.result.is_draw),
        match=_match(obs, by_number, viewer),
        deck_revealed=_left_in_deck(obs) if obs.is_over else (),
        stop_total=offer.total if legal and (offer := game.stop_offer(obs)) is not None else None,
        legal=tuple(move.code for move in legal),
    )


def _codes(cards: Sequence[int]) -> tuple[str, ...]:
    return tuple(DECK[c].code for c in cards)


def _first_hand_card(move: Move, hand: Sequence[int]) -> int | None:
    return move.cards[0] if move.cards and move.cards[0] in hand else None


def _choices(
    game: Game, obs: Observation, legal: Sequence[Move], chosen: int | None
) -> tuple[list[MoveChoice], list[MoveChoice], set[int]]:
    """The chosen hand card's moves, the moves that play no hand card, and the chosen card's targets."""
    with_card: list[MoveChoice] = []
    without: list[MoveChoice] = []
    targets: set[int] = set()
    for move in legal:
        card = _first_hand_card(move, obs.hand)
        if card is None:
            without.append(MoveChoice(move.code, move_sentence(game, move), _codes(move.cards)))
        elif card == chosen:
            taken = tuple(c for c in move.cards[1:] if c in obs.table)
            targets.update(taken)
            with_card.append(MoveChoice(move.code, move_sentence(game, move), _codes(taken)))
    return with_card, without, targets


def _hand(obs: Observation, legal: Sequence[Move], chosen: int | None) -> list[HandCard]:
    playable = {_first_hand_card(m, obs.hand) for m in legal}
    taking = {_first_hand_card(m, obs.hand) for m in legal if any(c in obs.table for c in m.cards[1:])}
    return [HandCard(DECK[c].code, c in playable, c == chosen, c in taking) for c in obs.hand]


def pile_groups(codes: tuple[str, ...]) -> list[PileGroup]:
    """A pile's cards grouped by kind (brights, animals, ribbons, plains), for the felt."""
    from django.utils.translation import gettext as _

    words = {
        Kind.BRIGHT: _("Brights"),
        Kind.ANIMAL: _("Animals"),
        Kind.RIBBON: _("Ribbons"),
        Kind.PLAIN: _("Plains"),
    }
    found = []
    for kind in KINDS:
        cards = tuple(code for code in codes if BY_CODE[code].kind == kind)
        if cards:
            found.append(PileGroup(kind.value, words[kind], cards))
    return found


def _seats(
    game: Game, obs: Observation, by_number: dict[int, Seat], viewer: int | None, silent: set[int]
) -> list[TableSeat]:

    scored = game.scores_piles
    hands = obs.public.get("hands", ()) if obs.is_over else ()
    views = []
    for number in range(obs.players):
        seat = by_number[number]
        pile = obs.captured[number]
        score = game.score_pile(list(pile)) if scored else Score(0, ())
        codes = _codes(pile)
        view = TableSeat(
            seat=number,
            label=seat_label(seat, mine=number == viewer),
            is_learner=number == viewer,
            is_current=obs.current_player == number,
            hand_size=obs.hand_sizes[number],
            captured=codes,
            total=score.total,
            lines=score_lines(score),
            groups=pile_groups(codes) if scored else ([PileGroup("laid", "", codes)] if codes else []),
            pile_label=pile_label(game.pile_kind),
            pile_scores=scored,
            backs=range(min(MAX_BACKS, obs.hand_sizes[number])),
            person=seat.kind == Seat.Kind.PERSON,
            helped=seat.helped,
            silent=number in silent,
            stand_in=seat.stand_in,
        )
        if obs.is_over:
            view.hand = _codes(hands[number]) if number < len(hands) else ()
            if obs.result is not None:
                view.result_points = obs.result.scores[number]
                view.winner = number in obs.result.winners
                view.total = obs.result.breakdowns[number].total
                view.lines = score_lines(obs.result.breakdowns[number])
        views.append(view)
    return views


def _log(
    game: Game, obs: Observation, built: Built, by_number: dict[int, Seat], viewer: int | None
) -> list[LogEntry]:
    """One entry per move, newest first: the sentences of the events this viewer has seen."""
    events = built.state.events

    def shown(event: Event) -> bool:
        if obs.is_over:
            return True
        return event.private_to is None if viewer is None else event.visible_to(viewer)

    def steps(start: int, end: int) -> list[str]:
        sentences = (game.describe(e, lang()) for e in events[start:end] if shown(e))
        return [text for text in sentences if text]

    entries = [LogEntry(None, "", steps(0, built.marks[0]))] if built.marks[0] else []
    for ply, mover in enumerate(built.movers):
        label = seat_label(by_number[mover], mine=mover == viewer) if mover in by_number else ""
        entries.append(LogEntry(ply + 1, label, steps(built.marks[ply], built.marks[ply + 1])))
    entries.reverse()
    return entries[:LOG_ENTRIES] if not obs.is_over else entries


def _match(obs: Observation, by_number: dict[int, Seat], viewer: int | None) -> list[tuple[str, Any]]:
    totals = obs.public.get("totals")
    if not totals or (not any(totals) and not obs.public.get("target")):
        return []
    return [(seat_label(by_number[n], mine=n == viewer), points) for n, points in enumerate(totals)]


def _left_in_deck(obs: Observation) -> tuple[str, ...]:
    seen = set(obs.table)
    for hand in obs.public.get("hands", ()):
        seen.update(hand)
    for pile in obs.captured:
        seen.update(pile)
    return _codes(sorted(set(range(48)) - seen))
