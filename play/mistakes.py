"""Learning from one's mistakes: the learner's inaccuracies and mistakes in a finished game, each set
up again from the learner's view of it, tried again and judged by the tutor.

``collect`` finds them in the tutor's notes (``PracticeGame.annotations``) and stores one ``Mistake``
a move; ``position`` replays the game's record (seed or deal, moves, redeals) up to the move, so the
learner's observation there is exactly what the learner saw then. A try is checked by the engine
(the one gate for legality) and judged on the tutor's scale: the best move, or one the tutor rates
as good, is found. The tutor's stored note answers for the move played in the game and for the best
move; any other move needs the tutor's ranking of the position, made once and kept on the mistake.

``answer_pass`` records the try when stepping through a game's mistakes (a miss puts the mistake into
spaced review, ``play.review``); ``answer_review`` grades a review. Both save with a conditional
UPDATE, so a replayed or stale post is refused with a ``Refused`` reason and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from engine.game import IllegalMove, Move
from play import review, tutor
from play.models import Mistake, PracticeGame
from play.searches import stored_ranking
from play.workflow import dealt, learner_decision_points, rebuild, stored_redeals
from room.record import Built, extend

#: The tutor's verdicts worth learning from.
LEARN_FROM = frozenset({"inaccuracy", "mistake"})
#: The verdicts that count as having found the better move.
FOUND = frozenset({"best", "good"})


class Refused(Exception):
    """A try that cannot be taken (``reason``: ``stale``, ``answered``, ``not_due``, ``not_in_review``,
    ``not_over``)."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


def learnable(built: Built, row: PracticeGame) -> list[tuple[int, dict[str, Any]]]:
    """The learner's moves the tutor called an inaccuracy or a mistake, with their notes, in order:
    only notes that fit the record (the move played there, a different best move)."""
    found = []
    for ply in learner_decision_points(built):
        note = row.annotations.get(str(ply))
        if not isinstance(note, dict) or note.get("verdict") not in LEARN_FROM:
            continue
        best = note.get("best")
        if note.get("move") == built.moves[ply] and isinstance(best, str) and best != built.moves[ply]:
            found.append((ply, note))
    return found


def position(row: PracticeGame, ply: int) -> Built:
    """The game of ``row`` after ``ply`` moves (dealt afresh where an undo did so), as it stood when
    the learner chose move ``ply``."""
    return extend(dealt(row, redeals=stored_redeals(row)), tuple(row.moves[:ply]))


def collect(row: PracticeGame) -> list[Mistake]:
    """The mistakes of a finished game, stored once (in the order of play); raises ``Refused`` while
    the game is on. A note whose best move the rules do not allow there (an edited import) is left out."""
    if not row.is_over:
        raise Refused("not_over")
    stored = list(row.mistakes.order_by("ply"))
    if stored:
        return stored
    wanted = dict(learnable(rebuild(row), row))
    items = []
    for ply, note in sorted(wanted.items()):
        legal = {move.code for move in position(row, ply).state.legal_moves()}
        if note["best"] in legal:
            items.append(
                Mistake(game=row, ply=ply, played=note["move"], best=note["best"], verdict=note["verdict"])
            )
    Mistake.objects.bulk_create(items, ignore_conflicts=True)
    return list(row.mistakes.order_by("ply"))


def parse_try(built: Built, move_code: str) -> Move:
    """The learner's try as the engine spells it; ``IllegalMove`` with the engine's reason if the
    rules do not allow it in this position."""
    after = built.state.apply(Move.parse(str(move_code)[:200]))
    return after.moves[-1]


def note_of(item: Mistake, built: Built, move: Move) -> tuple[dict[str, Any], list[list[Any]] | None]:
    """The tutor's verdict on ``move`` in the position of ``item`` (with its reason), and the ranking
    when it had to be made for this (to keep on the mistake)."""
    if move.code == item.best:
        return {"verdict": "best", "move": move.code, "best": item.best}, None
    stored = item.game.annotations.get(str(item.ply))
    if move.code == item.played and isinstance(stored, dict):
        return stored, None
    made = None
    if item.ranking:
        # [code, value] (kept before the analysis measured its noise) or [code, value, visits, noise].
        # What its playouts saw stays with the position's search, where there is one.
        searched = stored_ranking(item.game, ply=item.ply, moves=item.game.moves)
        ranking = tutor.Ranking(
            [
                (
                    Move.parse(row[0]),
                    float(row[1]),
                    int(row[2]) if len(row) > 3 else 0,
                    float(row[3]) if len(row) > 3 else 0.0,
                )
                for row in item.ranking
            ],
            searched.facts if searched is not None else None,
        )
    else:
        # The ranking the verdict was made from, kept by its search; a game older than the search
        # queue has none, and then the tutor searches here once and the mistake keeps the result.
        ranking = stored_ranking(item.game, ply=item.ply, moves=item.game.moves) or tutor.ranked(
            built, row=item.game
        )
        made = [[m.code, round(value, 4), visits, round(noise, 4)] for m, value, visits, noise in ranking]
    note = tutor.judge(ranking, move, game=built.game, obs=built.observation())
    return note, made


def is_found(note: dict[str, Any]) -> bool:
    """Whether a verdict means the better move was found (the best move, or one as good)."""
    return note.get("verdict") in FOUND


def _try(item: Mistake, move_code: str) -> tuple[Move, dict[str, Any], dict[str, Any]]:
    """The try, its verdict, and the fields to save the tutor's ranking if one was made."""
    built = position(item.game, item.ply)
    move = parse_try(built, move_code)
    note, made = note_of(item, built, move)
    return move, note, {"ranking": made} if made is not None else {}


def _check_stamp(value: Any, expected: int, *, older: str = "stale") -> None:
    """Refuse a post made for another state of the mistake: ``older`` when it was made before the
    last answer (a replayed post), ``stale`` when it cannot be read or fits no state."""
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise Refused("stale") from None
    if number < expected:
        raise Refused(older)
    if number != expected:
        raise Refused("stale")


def answer_pass(*, item: Mistake, move_code: str, ply: Any, now: datetime) -> Mistake:
    """The learner's try at ``item`` when stepping through the game's mistakes (once only).

    ``ply`` is the move number the page showed. A miss puts the mistake into spaced review. Raises
    ``Refused`` (``stale``, ``answered``) or ``IllegalMove``; nothing is saved then.
    """
    _check_stamp(ply, item.ply)
    if item.answered:
        raise Refused("answered")
    move, note, fields = _try(item, move_code)
    found = is_found(note)
    fields.update(answer=move.code, found=found)
    if not found:
        fields.update(review.entry(now))
    if not Mistake.objects.filter(pk=item.pk, answer="").update(**fields):
        raise Refused("answered")
    item.refresh_from_db()
    return item


def answer_review(*, item: Mistake, move_code: str, reviews: Any, now: datetime) -> Mistake:
    """One review of ``item``: the try graded into its schedule (Good when found, Again when not).

    ``reviews`` is the count of reviews the page was made for. Raises ``Refused`` (``answered`` for a
    replayed post, ``stale``, ``not_due``, ``not_in_review``) or ``IllegalMove``; nothing is saved then.
    """
    if item.due is None:
        raise Refused("not_in_review")
    _check_stamp(reviews, item.reviews, older="answered")
    if item.due > now:
        raise Refused("not_due")
    move, note, fields = _try(item, move_code)
    found = is_found(note)
    fields.update(review.graded(item, found=found, answer=move.code, now=now))
    if not Mistake.objects.filter(pk=item.pk, reviews=item.reviews).update(**fields):
        raise Refused("answered")
    item.refresh_from_db()
    return item


def judged_try(item: Mistake, built: Built, code: str) -> tuple[Move, dict[str, Any]] | None:
    """A try stored on ``item`` and its verdict in the mistake's position ``built`` (for the page
    that shows the outcome); None if the stored try cannot be read any more."""
    try:
        move = parse_try(built, code)
    except IllegalMove:
        return None
    note, _made = note_of(item, built, move)
    return move, note


def counts(items: Sequence[Mistake]) -> dict[str, int]:
    """How a pass through a game's mistakes went: tried, found, and put into review."""
    return {
        "total": len(items),
        "tried": sum(1 for item in items if item.answered),
        "found": sum(1 for item in items if item.found),
        "in_review": sum(1 for item in items if item.due is not None),
    }
