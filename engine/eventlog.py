"""The raw form of the event log: what a move records when someone reads ``events``.

A raw event is ``(kind, seat, cards, data, private_to)``: cheap tuples that ``materialize`` turns
into ``Event`` values. ``engine.state`` replays a state's moves with a list to record into only
when its events are read, so play and search never build a log.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.game import Event

RawEvent = tuple[str, int | None, tuple[int, ...], Mapping[str, Any] | None, int | None]
"""An event as a move records it: ``(kind, seat, cards, data, private_to)``."""


def materialize(raw: tuple[RawEvent, ...] | list[RawEvent]) -> tuple[Event, ...]:
    """``Event`` values of raw events (``data`` None becomes an empty dict)."""
    return tuple(Event(k, s, c, {} if d is None else dict(d), pv) for k, s, c, d, pv in raw)
