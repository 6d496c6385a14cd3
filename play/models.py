"""A practice game against bots, stored as its record: (game, players, options, seed, moves).

The state is never stored: it is rebuilt by replaying the moves from the seed (or from an
arranged deal), so a game resumes exactly where it stopped, also after a restart. ``version``
is the number of moves applied; every post from the table carries it, and a move is saved with
a conditional UPDATE on that version, so a stale or replayed post changes nothing.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from django.conf import settings
from django.contrib.contenttypes.fields import GenericRelation
from django.db import models
from django.http import HttpRequest

from engine.replay import GameRecord
from room.models import Search


class OwnedQuerySet(models.QuerySet):
    """Queries about whose rows these are, for a model with ``owner`` (an account) and ``session_key``
    (an anonymous visitor's): practice games, puzzle tries, puzzle ratings."""

    def owned_by(self, request: HttpRequest) -> OwnedQuerySet:
        """The visitor's rows: by account when signed in, else by session key."""
        user = getattr(request, "user", None)
        if user is not None and user.is_authenticated:
            return self.filter(owner=user)
        key = request.session.session_key
        if not key:
            return self.none()
        return self.filter(owner__isnull=True, session_key=key)


class PracticeGame(models.Model):
    """One game of a learner against bots (or a guided practice deal)."""

    class Status(models.TextChoices):
        ACTIVE = "active", "active"
        FINISHED = "finished", "finished"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="practice_games",
    )
    session_key = models.CharField(max_length=64, blank=True, db_index=True)
    game_key = models.CharField(max_length=32)
    players = models.PositiveSmallIntegerField()
    options = models.JSONField(default=dict)
    seed = models.BigIntegerField()
    seed_given = models.BooleanField(
        default=False, help_text="The learner typed the seed (so it is not secret)."
    )
    deal = models.JSONField(
        null=True, blank=True, help_text="An arranged deal (guided practice) instead of a seed."
    )
    scenario = models.CharField(max_length=64, blank=True)
    learner_seat = models.PositiveSmallIntegerField(default=0)
    bots = models.JSONField(default=list, help_text="Bot level per seat; null for the learner's seat.")
    moves = models.JSONField(default=list)
    version = models.PositiveIntegerField(default=0)
    annotations = models.JSONField(default=dict, help_text="Tutor verdicts by move index.")
    tutor = models.BooleanField(default=True)
    highlight = models.BooleanField(default=True)
    undos = models.PositiveIntegerField(default=0)
    hinted = models.JSONField(default=list, help_text="Move numbers at which the learner asked for a hint.")
    redeals = models.JSONField(
        default=list,
        help_text="[move number, secret seed] pairs: after an undo to that move, every card the learner "
        "had not seen is dealt afresh from the seed (never shown before the game ends).",
    )
    imported = models.BooleanField(default=False)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE)
    result = models.JSONField(null=True, blank=True)
    accuracy = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="The learner's accuracy (per cent) once the game's review is ready."
    )
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)
    #: The bots' moves and the tutor's rankings it asked for (``play.searches``); deleted with it.
    searches = GenericRelation(Search, content_type_field="owner_type", object_id_field="owner_id")

    objects = OwnedQuerySet.as_manager()

    class Meta:
        ordering = ["-updated"]

    def __str__(self) -> str:
        return f"{self.game_key} {self.id} ({self.version} moves)"

    @property
    def is_over(self) -> bool:
        return self.status == self.Status.FINISHED

    @property
    def outcome(self) -> str:
        """How the finished game ended for the learner: ``"won"``, ``"drew"`` (won with others),
        ``"lost"``, or ``""`` while it goes on."""
        if not self.is_over or not isinstance(self.result, dict):
            return ""
        winners = set(self.result.get("winners") or [])
        if self.learner_seat not in winners:
            return "lost"
        return "won" if len(winners) == 1 else "drew"

    @property
    def helped(self) -> bool:
        """Whether the learner took help in this game: a hint or an undo."""
        return bool(self.hinted) or self.undos > 0

    def game_record(self) -> GameRecord:
        """The engine's record of the game: key, players, options as stored, seed, moves."""
        return GameRecord(self.game_key, self.players, self.options, self.seed, tuple(self.moves))

    def record_json(self) -> dict[str, Any]:
        """The game as exported JSON: game, players, options, seed (or deal), moves."""
        data: dict[str, Any] = {
            "format": "hwatu-game/1",
            "game": self.game_key,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "moves": list(self.moves),
            "learner_seat": self.learner_seat,
            "bots": list(self.bots),
        }
        if self.deal is not None:
            data["deal"] = self.deal
        if self.scenario:
            data["scenario"] = self.scenario
        if self.annotations:
            data["verdicts"] = self.annotations
        if self.redeals:
            data["redeals"] = [list(pair) for pair in self.redeals]
        return data


class MistakeQuerySet(models.QuerySet):
    """Queries about whose mistakes these are and which are due for review."""

    def owned_by(self, request: HttpRequest) -> MistakeQuerySet:
        """The mistakes of the visitor: those of the visitor's games (``PracticeGame.owned_by``)."""
        return self.filter(game__in=PracticeGame.objects.owned_by(request))

    def in_review(self) -> MistakeQuerySet:
        """The mistakes in spaced review (got wrong again when learning from the game)."""
        return self.filter(due__isnull=False)

    def due(self, now: datetime) -> MistakeQuerySet:
        """The mistakes in review that are due at ``now``, most overdue first."""
        return self.filter(due__lte=now).order_by("due")


class Mistake(models.Model):
    """One of the learner's moves in a finished game that the tutor called an inaccuracy or a mistake.

    The position is not stored: it is the game's record replayed up to ``ply`` and seen from the
    learner's seat. ``answer`` is the learner's try when stepping through the game's mistakes (empty
    until then); a try that misses again puts the mistake into spaced review: ``state`` holds its
    ``fsrs`` card and ``due`` when it comes back. ``reviews`` counts the graded answers, and every
    answer is saved with a conditional UPDATE on it, so a replayed post changes nothing.
    """

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    game = models.ForeignKey(PracticeGame, on_delete=models.CASCADE, related_name="mistakes")
    ply = models.PositiveIntegerField(help_text="The move number in the game's record.")
    played = models.CharField(max_length=200, help_text="The code of the move the learner played.")
    best = models.CharField(max_length=200, help_text="The code of the tutor's best move.")
    verdict = models.CharField(max_length=16)
    ranking = models.JSONField(
        default=list, help_text="The tutor's [move code, value] pairs here, once a try needed them."
    )
    answer = models.CharField(max_length=200, blank=True)
    found = models.BooleanField(null=True, help_text="Whether the try was as good as the best move.")
    state = models.JSONField(null=True, blank=True, help_text="The fsrs card, once in spaced review.")
    due = models.DateTimeField(null=True, blank=True, db_index=True)
    reviews = models.PositiveIntegerField(default=0)
    lapses = models.PositiveIntegerField(default=0)
    last_answer = models.CharField(max_length=200, blank=True)
    last_found = models.BooleanField(null=True)
    last_review = models.DateTimeField(null=True, blank=True)
    created = models.DateTimeField(auto_now_add=True)

    objects = MistakeQuerySet.as_manager()

    class Meta:
        ordering = ["game", "ply"]
        constraints = [models.UniqueConstraint(fields=["game", "ply"], name="one_mistake_per_move")]

    def __str__(self) -> str:
        return f"{self.game_id} move {self.ply + 1}: {self.verdict}"

    @property
    def answered(self) -> bool:
        """Whether the learner has tried this position when stepping through the game's mistakes."""
        return bool(self.answer)


class Puzzle(models.Model):
    """A position from self-play where one move is clearly best (``room.puzzle_search``), told from the
    solver's seat: the deal is (game, players, options, seed) and the position the moves before it.

    The seed and the moves never reach a page (they would tell the hidden cards): the page shows the
    seat's observation only, and the puzzle is named by a random ``code``. ``rating``, ``deviation``
    and ``volatility`` are its Glicko-2 rating; ``verified`` is the multiple of the tutor's budget it
    was last checked at.
    """

    #: The puzzle's name in addresses: random, so that it tells nothing of the deal.
    code = models.SlugField(max_length=40, unique=True)
    game_key = models.CharField(max_length=32)
    players = models.PositiveSmallIntegerField()
    options = models.JSONField(default=dict)
    seed = models.BigIntegerField()
    moves = models.JSONField(default=list)
    ply = models.PositiveSmallIntegerField(help_text="How many moves come before the position.")
    seat = models.PositiveSmallIntegerField()
    solution = models.CharField(max_length=200)
    second = models.CharField(max_length=200, help_text="The second best move: the reason compares with it.")
    margin = models.FloatField(help_text="The solution's value minus the second's, in the analysis's units.")
    noise = models.FloatField(help_text="The standard error of that margin.")
    legal = models.PositiveSmallIntegerField(help_text="How many legal moves the position has.")
    theme = models.CharField(max_length=24, db_index=True)
    reason = models.JSONField(default=list, help_text="The facts that set the solution above the second.")
    ranking = models.JSONField(default=list, help_text="[[move code, value], ...] best first.")
    rating = models.FloatField(default=1500.0)
    deviation = models.FloatField(default=350.0)
    volatility = models.FloatField(default=0.06)
    attempts = models.PositiveIntegerField(default=0)
    solved = models.PositiveIntegerField(default=0)
    verified = models.PositiveSmallIntegerField(default=2)

    class Meta:
        ordering = ["game_key", "players", "code"]
        indexes = [models.Index(fields=["game_key", "players", "theme"])]
        constraints = [
            models.UniqueConstraint(
                fields=["game_key", "players", "seed", "ply"], name="one_puzzle_per_position"
            )
        ]

    def __str__(self) -> str:
        return f"puzzle {self.code} ({self.theme})"


class PuzzleDeal(models.Model):
    """A self-played deal examined for puzzles (``make_puzzles``): a run resumes after the last one."""

    game_key = models.CharField(max_length=32)
    players = models.PositiveSmallIntegerField()
    seed = models.BigIntegerField()
    candidates = models.PositiveSmallIntegerField(default=0)
    found = models.PositiveSmallIntegerField(default=0)
    cpu_seconds = models.FloatField(default=0.0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game_key", "players", "seed"], name="one_puzzle_deal_per_seed")
        ]


class PuzzleAttempt(models.Model):
    """One try at a puzzle by a visitor (by account when signed in, else by session)."""

    puzzle = models.ForeignKey(Puzzle, on_delete=models.CASCADE, related_name="tries")
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="puzzle_attempts",
    )
    session_key = models.CharField(max_length=64, blank=True, db_index=True)
    move = models.CharField(max_length=200)
    solved = models.BooleanField()
    revealed = models.BooleanField(default=False, help_text="The solution was shown without a try.")
    first = models.BooleanField(default=True, help_text="The visitor's first try at this puzzle.")
    rating_before = models.FloatField(
        null=True, blank=True, help_text="The solver's rating before a first try."
    )
    rating_after = models.FloatField(
        null=True, blank=True, help_text="The solver's rating after a first try."
    )
    created = models.DateTimeField(auto_now_add=True)

    objects = OwnedQuerySet.as_manager()

    class Meta:
        ordering = ["-created"]


class PuzzleRating(models.Model):
    """A visitor's Glicko-2 rating in puzzles (by account when signed in, else by session)."""

    owner = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="puzzle_rating",
    )
    session_key = models.CharField(max_length=64, blank=True, db_index=True)
    rating = models.FloatField(default=1500.0)
    deviation = models.FloatField(default=350.0)
    volatility = models.FloatField(default=0.06)
    updated = models.DateTimeField(auto_now=True)

    objects = OwnedQuerySet.as_manager()
