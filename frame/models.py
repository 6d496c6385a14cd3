"""The site frame's one table: the rate limits' post counters (frame/ratelimit/)."""

from __future__ import annotations

from django.db import models


class PostCount(models.Model):
    """How many posts one visitor (or address) has sent in one window of a rate limit.

    ``key`` names the limit, the visitor and the window (``visitor:s:<session>:60:<window>``); a new
    window is a new row. ``until`` (Unix seconds) is when the window is over; rows past it are
    deleted now and then."""

    key = models.CharField(max_length=200, primary_key=True)
    posts = models.PositiveIntegerField(default=0)
    until = models.BigIntegerField(db_index=True)

    def __str__(self) -> str:
        return f"{self.key}: {self.posts}"
