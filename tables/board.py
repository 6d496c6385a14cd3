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

from engine.cards import BY_CODE, DECK
from engine.game import Event, Game, Observation
from frame.language import lang
from room.felt import HandCard, MoveChoice, ScoreLine, SeatView, TableCard
from room.record import Built
from room.seat_view import hand_cards, left_in_deck, move_choices, seat_views
from tables.models import Seat
from tables.texts import seat_label

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
    card_moves, other_moves, targets = move_choices(game, obs, legal, chosen)
    by_number = {seat.number: seat for seat in seats}
    current = obs.current_player
    return TableView(
        seats=seat_views(
            game,
            obs,
            viewer=viewer,
            labels=[seat_label(by_number[n], mine=n == viewer) for n in range(obs.players)],
            view=TableSeat,
            extras=[
                {
                    "person": by_number[n].kind == Seat.Kind.PERSON,
                    "helped": by_number[n].helped,
                    "silent": n in silent,
                    "stand_in": by_number[n].stand_in,
                }
                for n in range(obs.players)
            ],
        ),
        table=[TableCard(DECK[c].code, c in targets) for c in obs.table],
        hand=hand_cards(obs, legal, chosen),
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
        deck_revealed=left_in_deck(obs) if obs.is_over else (),
        stop_total=offer.total if legal and (offer := game.stop_offer(obs)) is not None else None,
        legal=tuple(move.code for move in legal),
    )


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
