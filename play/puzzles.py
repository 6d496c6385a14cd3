"""Solving puzzles: the position from the solver's seat, a try judged against the stored solution,
the solution revealed with its reason, and the next puzzle to try.

A puzzle's position is its deal replayed to the move before it (``Puzzle.moves``) and shown through
the table's own view from the puzzle's seat (``play.board.build_table`` on an unsaved
``PracticeGame``), so only what that seat sees reaches the page. A try is the solution or not; a
try that is not also gets the reason the solution is better than it, from what both moves do in the
position (``room.reasons.reason_facts``, without playouts); the revealed solution gets the reason
stored with the puzzle, which sets it above the second best move.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from django.db.models import F, QuerySet
from django.http import HttpRequest

from engine.cards import DECK
from engine.game import Move
from engine.replay import GameRecord
from play import ratings
from play.models import PracticeGame, Puzzle, PuzzleAttempt
from room import reasons
from room.puzzle_search import SELF_PLAY_LEVEL
from room.record import Built, deal_record, extend
from room.texts import move_sentence

#: The games puzzles are made for, with their player counts (Go-Stop for two is Matgo).
GAMES = (("hato", 2), ("koikoi", 2), ("gostop", 2), ("gostop", 3), ("nylon", 3), ("aigoma", 3))


@dataclass
class Outcome:
    """What a try (or a reveal) at a puzzle showed."""

    solved: bool
    revealed: bool
    tried: str
    solution: str
    solution_cards: tuple[str, ...]
    reason: str
    compared_with: str


def as_row(puzzle: Puzzle) -> PracticeGame:
    """The puzzle's deal as an unsaved practice game seen from its seat (for the table's view)."""
    return PracticeGame(
        game_key=puzzle.game_key,
        players=puzzle.players,
        options=dict(puzzle.options),
        seed=puzzle.seed,
        moves=list(puzzle.moves),
        version=len(puzzle.moves),
        learner_seat=puzzle.seat,
        # The deals were played by bots of one level (``room.puzzle_search.SELF_PLAY_LEVEL``).
        bots=[None if seat == puzzle.seat else SELF_PLAY_LEVEL for seat in range(puzzle.players)],
        tutor=False,
        status=PracticeGame.Status.ACTIVE,
    )


def position(puzzle: Puzzle) -> Built:
    """The puzzle's position: its deal with the moves before it, seen from its seat."""
    record = GameRecord(puzzle.game_key, puzzle.players, dict(puzzle.options), puzzle.seed)
    return extend(deal_record(record, seat=puzzle.seat), tuple(puzzle.moves))


def mine(request: HttpRequest) -> QuerySet[PuzzleAttempt]:
    """The visitor's tries: by account when signed in, else by session key."""
    return PuzzleAttempt.objects.owned_by(request)


def chosen(game: str = "", theme: str = "") -> QuerySet[Puzzle]:
    """The puzzles of a game (``key-players``, e.g. ``koikoi-2``) and a theme; all when not given."""
    puzzles = Puzzle.objects.all()
    if game:
        key, _, players = game.partition("-")
        puzzles = puzzles.filter(game_key=key, players=int(players) if players.isdigit() else -1)
    if theme:
        puzzles = puzzles.filter(theme=theme)
    return puzzles


#: The next puzzle is drawn from this many untried ones nearest the solver's rating.
NEAREST = 20


def next_puzzle(request: HttpRequest, *, game: str = "", theme: str = "", after: str = "") -> Puzzle | None:
    """A puzzle of the choice the visitor has not tried yet (another than ``after``), one of the
    ``NEAREST`` nearest their rating (1500 before their first try), the same for the same visitor
    and history; None when they have tried them all."""
    tried = mine(request).values_list("puzzle_id", flat=True)
    left = chosen(game, theme).exclude(pk__in=tried).exclude(code=after)
    rated = ratings.of_visitor(request)
    level = rated.rating if rated is not None else 1500.0
    near = sorted(left.values_list("pk", "rating", "code"), key=lambda row: (abs(row[1] - level), row[2]))[
        :NEAREST
    ]
    if not near:
        return None
    owner = str(getattr(request.user, "pk", "") or request.session.session_key or "")
    digest = hashlib.sha1(f"{owner}:{mine(request).count()}".encode(), usedforsecurity=False).hexdigest()
    return Puzzle.objects.get(pk=near[int(digest[:8], 16) % len(near)][0])


def attempt(request: HttpRequest, puzzle: Puzzle, *, move_code: str, reveal: bool = False) -> PuzzleAttempt:
    """Record a try (or a reveal) at ``puzzle``; ``IllegalMove`` for a move the rules refuse there.
    Only the visitor's first try counts in the puzzle's figures and moves both ratings
    (``play.ratings``)."""
    if not request.session.session_key:
        request.session.save()
    move = ""
    if not reveal:
        state = position(puzzle).state
        move = state.apply(Move.parse(str(move_code)[:200])).moves[-1].code
    first = not mine(request).filter(puzzle=puzzle).exists()
    solved = move == puzzle.solution
    before = after = None
    if first:
        before, after = ratings.rate_first_try(request, puzzle, solved=solved)
        Puzzle.objects.filter(pk=puzzle.pk).update(
            attempts=F("attempts") + 1, solved=F("solved") + int(solved)
        )
    user = getattr(request, "user", None)
    return PuzzleAttempt.objects.create(
        puzzle=puzzle,
        owner=user if user is not None and user.is_authenticated else None,
        session_key="" if user is not None and user.is_authenticated else str(request.session.session_key),
        move=move,
        solved=solved,
        revealed=reveal,
        first=first,
        rating_before=before,
        rating_after=after,
    )


def outcome(puzzle: Puzzle, made: PuzzleAttempt) -> Outcome:
    """What ``made`` shows: solved or not, the solution with its cards, and why it is better."""
    built = position(puzzle)
    game, obs = built.game, built.observation()
    solution = Move.parse(puzzle.solution)
    if made.revealed or made.solved:
        other = Move.parse(puzzle.second)
        facts: list[dict[str, Any]] = list(puzzle.reason)
    else:
        other = Move.parse(made.move)
        facts = reasons.reason_facts(game, obs, other, solution)
    # Without a fact (a stop decision, say) the reason is the analysis's own comparison of the two.
    values = {str(code): value for code, value in puzzle.ranking}
    note = {
        "verdict": "mistake",
        "reason": facts,
        "best_value": values.get(solution.code, 0.0),
        "value": values.get(other.code, min(values.values(), default=0.0)),
    }
    return Outcome(
        solved=made.solved,
        revealed=made.revealed,
        tried=move_sentence(game, Move.parse(made.move)) if made.move else "",
        solution=move_sentence(game, solution),
        solution_cards=tuple(DECK[card].code for card in solution.cards),
        reason=reasons.reason_text(game, note),
        compared_with=move_sentence(game, other),
    )
