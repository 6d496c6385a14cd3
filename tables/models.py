"""A table where people (and bots) play one game together, stored as its record.

Like a practice game, the state of the deal is never stored: it is the table's seed and moves
replayed (``tables.game``), so a table survives a restart of every server. ``version`` counts every
change to the table (a move, a seat taken or handed to a bot, a start); each change is saved with a
conditional UPDATE on it, so a stale or replayed post or socket message changes nothing, and a bot's
move (``tables/tasks.py``) is applied only while the table is still at the version it was asked at.
"""

from __future__ import annotations

import uuid
from typing import Any

from django.conf import settings
from django.contrib.contenttypes.fields import GenericRelation
from django.db import models

from room.models import Search


class Table(models.Model):
    """One table: the game and its rules, the host's choices, the deal in play and the earlier ones."""

    class Status(models.TextChoices):
        OPEN = "open", "open"  # waiting for people to take their seats
        PLAYING = "playing", "playing"
        FINISHED = "finished", "finished"  # the game is over; the host may deal the next one
        CLOSED = "closed", "closed"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    code = models.CharField(max_length=8, unique=True, help_text="The short code read out over the phone.")
    game_key = models.CharField(max_length=32)
    players = models.PositiveSmallIntegerField()
    options = models.JSONField(default=dict)
    serious = models.BooleanField(default=False, help_text="A serious table: nobody gets the tutor's help.")
    spectators = models.BooleanField(default=False, help_text="Anyone with the link may watch (public view).")
    turn_seconds = models.PositiveIntegerField(default=0, help_text="The turn timer (0: none).")
    host_token = models.CharField(max_length=64)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    number = models.PositiveSmallIntegerField(
        default=0, help_text="Which game of the table is dealt (1, 2...)."
    )
    seed = models.BigIntegerField(default=0)
    moves = models.JSONField(default=list)
    version = models.PositiveIntegerField(default=0)
    turn_since = models.DateTimeField(null=True, blank=True, help_text="When the current turn began.")
    history = models.JSONField(default=list, help_text="The finished games: number, seed, moves, result.")
    result = models.JSONField(null=True, blank=True)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)
    #: The bots' moves and the tutor's rankings asked for at this table (``tables.help``,
    #: ``tables.workflow.ensure_bot``); deleted with it.
    searches = GenericRelation(Search, content_type_field="owner_type", object_id_field="owner_id")

    class Meta:
        ordering = ["-updated"]

    def __str__(self) -> str:
        return f"{self.game_key} table {self.code} (v{self.version})"

    @property
    def started(self) -> bool:
        return self.status in (self.Status.PLAYING, self.Status.FINISHED)

    def record(self) -> dict[str, Any]:
        """The deal in play as a record (game, players, options, seed, moves)."""
        return {
            "game": self.game_key,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "moves": list(self.moves),
        }


class Seat(models.Model):
    """One seat at a table: empty, a person (who holds its secret token in their session) or a bot."""

    class Kind(models.TextChoices):
        EMPTY = "empty", "empty"
        PERSON = "person", "person"
        BOT = "bot", "bot"

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="seats")
    number = models.PositiveSmallIntegerField()
    kind = models.CharField(max_length=8, choices=Kind.choices, default=Kind.EMPTY)
    name = models.CharField(max_length=40, blank=True)
    token = models.CharField(max_length=64, blank=True, db_index=True)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="table_seats"
    )
    level = models.CharField(max_length=16, blank=True, help_text="A bot's level.")
    stand_in = models.BooleanField(
        default=False, help_text="A bot plays for a person who left or went silent."
    )
    help = models.BooleanField(default=False, help_text="The tutor's hints and verdicts, for this seat only.")
    helped = models.BooleanField(default=False, help_text="Help was on at some point of this game.")
    last_seen = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["table", "number"]
        constraints = [models.UniqueConstraint(fields=["table", "number"], name="tables_one_seat_per_number")]

    def __str__(self) -> str:
        return f"seat {self.number + 1} of {self.table_id}: {self.kind}"

    @property
    def is_bot(self) -> bool:
        return self.kind == self.Kind.BOT
