"""What a page of learning from mistakes shows, from the learner's observation at that move only.

``step_page`` sets a mistake's position up again as the learner saw it (``board.build_table`` on the
game replayed to that move, without the tutor's estimates), says what was played there and, once a
try is made, its outcome: whether the better move was found, the tutor's best move and the reason
that sets it above the try (or, when it was found, above the move of the game).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.cards import DECK
from engine.game import IllegalMove, Move
from play import mistakes
from play.board import LogEntry, TableView, build_table
from play.models import Mistake
from room import reasons
from room.texts import move_sentence, verdict_label

#: How many entries of the log before the position the page shows (what just happened).
LOG_BEFORE = 3


@dataclass
class Outcome:
    """The outcome of one try at a mistake's position."""

    found: bool
    tried: str
    verdict: str
    label: str
    same_as_game: bool
    best: str
    best_is_try: bool
    reason: str
    best_cards: tuple[str, ...] = ()


@dataclass
class StepPage:
    """A mistake's position with its task (``outcome`` None) or with the outcome of a try."""

    item: Mistake
    view: TableView
    move_number: int
    played: str
    verdict: str
    verdict_label: str
    outcome: Outcome | None = None
    before: list[LogEntry] = field(default_factory=list)


def step_page(item: Mistake, *, selected: str | None = None, tried: str = "") -> StepPage:
    """The page of ``item``: its task, or the outcome of the try ``tried`` (a move code) when given."""
    built = mistakes.position(item.game, item.ply)
    view = build_table(built, item.game, selected=None if tried else selected, chances=False)
    page = StepPage(
        item=item,
        view=view,
        move_number=item.ply + 1,
        played=_sentence(built.game, item.played),
        verdict=item.verdict,
        verdict_label=verdict_label(item.verdict),
        before=view.log[:LOG_BEFORE],
    )
    judged = mistakes.judged_try(item, built, tried) if tried else None
    if judged is not None:
        move, note = judged
        page.outcome = _outcome(item, built.game, view, move, note)
    return page


def _outcome(item: Mistake, game: Any, view: TableView, move: Move, note: dict[str, Any]) -> Outcome:
    found = mistakes.is_found(note)
    best = item.best if found else str(note.get("best") or item.best)
    if found:  # why the better move beats the one of the game, from the tutor's note on it
        stored = item.game.annotations.get(str(item.ply))
        reason = reasons.reason_text(game, stored) if isinstance(stored, dict) else ""
    else:
        reason = reasons.reason_text(game, note)
    return Outcome(
        found=found,
        tried=move_sentence(game, move),
        verdict=str(note.get("verdict", "")),
        label=verdict_label(str(note.get("verdict", ""))),
        same_as_game=move.code == item.played,
        best=_sentence(game, best),
        best_is_try=move.code == best,
        reason=reason,
        best_cards=_in_sight(best, view),
    )


def listed_move(item: Mistake) -> str:
    """The move the learner played at ``item``, in words (for the list of mistakes in review)."""
    return _sentence(item.game.game_record().make_game(), item.played)


def _sentence(game: Any, code: str) -> str:
    try:
        return move_sentence(game, Move.parse(code))
    except IllegalMove:
        return code


def _in_sight(code: str, view: TableView) -> tuple[str, ...]:
    """The cards a move names, as pictures, when the learner sees all of them in the position."""
    try:
        cards = [DECK[c].code for c in Move.parse(code).cards]
    except IllegalMove:
        return ()
    sight = {card.code for card in view.hand} | {card.code for card in view.table}
    for seat in view.seats:
        sight.update(seat.captured)
    return tuple(cards) if cards and set(cards) <= sight else ()
