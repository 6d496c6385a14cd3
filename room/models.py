"""The one stored thing of the room: a search a game in progress asked for (``room.searches``).

A practice game and a people's table keep their searches in the same rows, tied to the game by a
generic relation (``PracticeGame.searches``, ``Table.searches``: deleting the game deletes them).
"""

from __future__ import annotations

from django.contrib.contenttypes.fields import GenericForeignKey
from django.contrib.contenttypes.models import ContentType
from django.db import models


class Search(models.Model):
    """A search a game asked for: a bot's move or the tutor's ranking of a position.

    Searches run as tasks in worker processes, never in a request. ``key`` names what is searched in
    the owner's own words (``bot:<version>``, ``rank:...``), so asking twice (a double click, two tabs,
    two web processes, a retry) makes one row. ``task_id`` is the queue's id of the last task enqueued
    for it and ``attempts`` counts the tasks enqueued (a lost or failed task is enqueued again, see
    ``room.searches.ask``); ``done`` is set when its result is stored. A ranking keeps its result in
    ``ranking`` (best first) and, at a stop decision of a practice game, ``outlook``.
    """

    owner_type = models.ForeignKey(ContentType, on_delete=models.CASCADE)
    owner_id = models.UUIDField()
    owner = GenericForeignKey("owner_type", "owner_id")
    key = models.CharField(max_length=64)
    task_id = models.CharField(max_length=64, blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    enqueued = models.DateTimeField()
    ranking = models.JSONField(
        null=True, blank=True, help_text="[[move code, value, visits], ...], best first."
    )
    outlook = models.JSONField(
        null=True,
        blank=True,
        help_text="At a stop decision: [[move, deals, points, others, best, extra], ...].",
    )
    facts = models.JSONField(
        null=True,
        blank=True,
        help_text="What the ranking's playouts saw by the end of the deal: {worlds, names, moves}.",
    )
    done = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["owner_type", "owner_id", "key"], name="room_search_once")
        ]

    def __str__(self) -> str:
        return f"{self.key} of {self.owner_id}"
