"""The searches a game waits for, as tasks on the queue: asked for once, retried when lost, read back.

A request never searches. After every change to a game and on every view of its table, ``ensure``
looks at what the game needs next and asks for it:

- the move of the bot whose turn it is (``bot:<version>``: applied only while the game is still at
  that version, so a reply to a position the learner has left is dropped);
- the tutor's ranking of the learner's position when the tutor is on or a hint is asked
  (``rank:<ply>:<digest of the moves before it>``); the verdict on the learner's move, the hint and
  the numbers at a decision are all read from it, so a verdict comes with the move whenever the
  ranking was ready before the learner chose;
- the ranking behind the verdict on the learner's last move while that verdict is not stored.

Each need is one search of the room (``room.searches``: one row per key, one task in
``play/tasks.py``, enqueued again when it is lost, up to ``SEARCH_ATTEMPTS`` times); the game's
conditional updates make sure that whichever copy finishes first is applied and the others change
nothing.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from engine.bots.outlook import ChoiceOutlook
from engine.game import IllegalMove, Move
from play.decisions import stored_outlook
from play.models import PracticeGame
from play.tutor import Ranking
from play.workflow import learner_decision_points, rebuild, rebuild_at
from room import searches as room_searches
from room.models import Search
from room.record import Built


def bot_key(version: int) -> str:
    """The key of the bot move asked for at ``version`` of a game."""
    return f"bot:{version}"


def rank_key(ply: int, moves: Sequence[str]) -> str:
    """The key of the ranking of the position before move ``ply`` of ``moves``."""
    digest = hashlib.sha1("|".join(moves[:ply]).encode(), usedforsecurity=False).hexdigest()[:24]
    return f"rank:{ply}:{digest}"


def ply_of(key: str) -> int:
    """The move number a ``rank:`` key is about."""
    return int(key.split(":")[1])


@dataclass
class Progress:
    """What a game's table is waiting for, and the tutor's ranking of the learner's position."""

    version: int = 0
    #: A bot's move is being searched.
    bot: bool = False
    #: The verdict on the learner's last move is being searched.
    verdict: bool = False
    #: The learner's position is being ranked (for a hint or the numbers at a decision).
    ranking_pending: bool = False
    #: The stored ranking of the learner's current position, when it is ready.
    ranking: Ranking | None = None
    #: At a stop decision in a game whose search does not count chances of winning: where each
    #: choice leads by the end of the deal (``play.decisions``), stored with the ranking.
    outlook: list[ChoiceOutlook] | None = None
    #: A search failed on every attempt: the table offers to try again.
    failed: bool = False
    #: How many verdicts the game holds (the poll compares it).
    verdicts: int = 0
    #: When the oldest search the table waits for was asked for (None: it waits for nothing).
    waiting_since: datetime | None = None
    #: Something here changed the game's row (a verdict stored, a task run at once): read it again.
    row_changed: bool = False

    def note_waiting(self, search: Search) -> None:
        """The table waits for ``search`` (not done yet)."""
        if search.done is None and (self.waiting_since is None or search.enqueued < self.waiting_since):
            self.waiting_since = search.enqueued

    @property
    def slow(self) -> bool:
        """The table has waited ``SEARCH_POLL_SLOW_AFTER`` seconds or more: a busy queue, so the page
        asks less often (``SEARCH_POLL_SLOW_MS``) and leaves the server to the searches."""
        if self.waiting_since is None:
            return False
        waited = (timezone.now() - self.waiting_since).total_seconds()
        return waited >= settings.SEARCH_POLL_SLOW_AFTER

    @property
    def poll_ms(self) -> int:
        """How often the table asks whether what it waits for has come."""
        return int(settings.SEARCH_POLL_SLOW_MS if self.slow else settings.SEARCH_POLL_MS)

    @property
    def token(self) -> str:
        """Changes whenever something the table shows has come, and once when the wait turns long
        (the table then polls less often): polls compare it."""
        ready = "r" if self.ranking is not None else "-"
        failed = "f" if self.failed else "-"
        slow = "s" if self.slow else "-"
        return f"{self.version}.{self.verdicts}.{ready}{failed}{slow}"


# --------------------------------------------------------------------------- asking


def ensure(
    row: PracticeGame, built: Built | None = None, *, want_ranking: bool = False, reread: bool = True
) -> Progress:
    """Ask for every search ``row`` needs now (once), revive lost ones, store a verdict that is ready.

    ``want_ranking`` asks for the learner's position to be ranked even with the tutor off (a hint).
    Returns what the table waits for; ``row`` is read again from the database (a verdict stored
    before the call, by the caller or by a task, is in it), or with ``reread`` off only when
    something done here changed it (a verdict stored, a task the queue ran at once): the poll, whose
    row was read a moment before.
    """
    from play import tasks

    if built is None:
        built = rebuild(row)
    progress = Progress(version=row.version)
    if row.is_over:
        # The verdict on the move that ended the game may still be coming (a practice goal waits
        # for it): keep it coming, and store it if its ranking is ready.
        if _verdict_missing(row, built, progress):
            row.refresh_from_db()
        progress.verdicts = len(row.annotations)
        return progress
    state = built.state
    seat = state.current_player
    if seat is not None and seat != row.learner_seat:
        search = _ask(row, bot_key(row.version), tasks.bot_move, (str(row.pk), row.version), progress)
        progress.bot = search.done is None
        progress.note_waiting(search)
    elif seat == row.learner_seat and (row.tutor or want_ranking) and len(state.legal_moves()) > 1:
        key = rank_key(len(built.moves), built.moves)
        search = _ask(row, key, tasks.rank, (str(row.pk), key), progress)
        progress.ranking = _ranking(search)
        progress.outlook = stored_outlook(search.outlook) if progress.ranking is not None else None
        progress.ranking_pending = progress.ranking is None
        progress.note_waiting(search)
    if _verdict_missing(row, built, progress):
        progress.row_changed = True
    # Fresh from the database: a verdict stored here, or a task the queue ran at once (the immediate
    # backend of the tests), changed the row.
    if reread or progress.row_changed:
        row.refresh_from_db()
    progress.version = row.version
    progress.verdicts = len(row.annotations)
    return progress


def ask_verdict(row: PracticeGame, *, ply: int, moves: Sequence[str]) -> None:
    """Make sure the ranking behind the verdict on the learner's move ``ply`` is asked for."""
    from play import tasks

    key = rank_key(ply, moves)
    _ask(row, key, tasks.rank, (str(row.pk), key), Progress())


def retry(row: PracticeGame) -> int:
    """Give every search the game still waits for its attempts back (the learner pressed "Try again");
    how many there were."""
    return room_searches.retry(row)


def _verdict_missing(row: PracticeGame, built: Built, progress: Progress) -> bool:
    """Keep the verdict on the learner's last move coming; store it if its ranking is ready.

    Returns whether a verdict was stored here (its task died between ranking and judging)."""
    points = learner_decision_points(built)
    if not points or str(points[-1]) in row.annotations:
        return False
    ply = points[-1]
    search = room_searches.find(row, rank_key(ply, built.moves))
    if search is None:  # no verdict was asked for this move (the tutor was off, or it was forced)
        return False
    ranking = _ranking(search)
    if ranking is None:
        from play import tasks

        _ask(row, search.key, tasks.rank, (str(row.pk), search.key), progress, search=search)
        progress.verdict = True
        progress.note_waiting(search)
        return False
    return judge(row, ply=ply, ranking=ranking)


def _ask(
    row: PracticeGame,
    key: str,
    task: Any,
    args: tuple[Any, ...],
    progress: Progress,
    *,
    search: Search | None = None,
) -> Search:
    """The search ``key`` of ``row`` (``room.searches.ask``); a failure or a run at once noted in
    ``progress``."""
    asked = room_searches.ask(row, key, task, args, search=search)
    progress.failed = progress.failed or asked.failed
    progress.row_changed = progress.row_changed or asked.ran_now
    return asked.search


# --------------------------------------------------------------------------- results


def _ranking(search: Search) -> Ranking | None:
    """The stored ranking of a ``rank:`` search (``None`` while it is being searched)."""
    return room_searches.ranking_of(search)


def stored_ranking(row: PracticeGame, *, ply: int, moves: Sequence[str]) -> Ranking | None:
    """The stored ranking of the position before move ``ply``, or ``None`` if it is not ready."""
    return room_searches.ranking_of(room_searches.find(row, rank_key(ply, moves)))


def judge(row: PracticeGame, *, ply: int, ranking: Ranking, built: Built | None = None) -> bool:
    """Store the verdict on the learner's move ``ply`` from ``ranking``, unless the game has moved away
    from it (an undo) or the verdict is there already. Returns whether it was stored.

    ``built`` is the game before that move, when the caller has it.
    """
    from play.tutor import verdict

    if len(row.moves) <= ply or str(ply) in row.annotations:
        return False
    if built is None:
        built = rebuild_at(row, ply)
    try:
        note = verdict(built, Move.parse(row.moves[ply]), row=row, ranking=ranking)
    except IllegalMove:
        return False
    prefix = list(row.moves[: ply + 1])
    with transaction.atomic():
        current = PracticeGame.objects.select_for_update().filter(pk=row.pk).first()
        if current is None or list(current.moves[: ply + 1]) != prefix or str(ply) in current.annotations:
            return False
        PracticeGame.objects.filter(pk=row.pk).update(annotations={**current.annotations, str(ply): note})
    return True
