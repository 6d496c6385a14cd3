"""Linked chains that a state shares with its successors: the move list and the event log.

A move chain is ``(parent, item)`` pairs ending in ``None``; ``unchain`` reads it oldest first.
An event log chain keeps ``[parent chunk, raw events of one move, Event objects or None]``; each raw
event is ``(kind, seat, cards, data, private_to)``. Reading ``events`` flattens the chain once per
state (``flatten_events``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.game import Event

RawEvent = tuple[str, int | None, tuple[int, ...], Mapping[str, Any] | None, int | None]
"""An event as a log keeps it until someone reads ``events``: ``(kind, seat, cards, data, private_to)``."""


def unchain(node: tuple[Any, Any] | None) -> list[Any]:
    """The items of a ``(parent, item)`` chain, oldest first."""
    out: list[Any] = []
    while node is not None:
        node, item = node
        out.append(item)
    out.reverse()
    return out


def materialize(raw: tuple[RawEvent, ...] | list[RawEvent]) -> tuple[Event, ...]:
    return tuple(Event(k, s, c, {} if d is None else dict(d), pv) for k, s, c, d, pv in raw)


def flatten_events(node: list[Any] | None) -> tuple[Event, ...]:
    """All events of a log chain; nodes are ``[parent, raw events, Event objects or None]``."""
    nodes: list[list[Any]] = []
    while node is not None:
        nodes.append(node)
        node = node[0]
    out: list[Event] = []
    for node in reversed(nodes):
        if node[2] is None:
            node[2] = materialize(node[1])
        out.extend(node[2])
    return tuple(out)
