"""A stored result (``Result.as_json``) as the lines a page lists: each seat's points, whether it won,
and its score items in the active language (play's replay and the tables' replay)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from frame.language import lang


def result_lines(result: Mapping[str, Any] | None, label: Callable[[int], str]) -> list[dict[str, Any]]:
    """One line per seat of ``result``; ``label(seat)`` names the seat."""
    result = result or {}
    language = lang()
    scores = list(result.get("scores", []))
    winners = set(result.get("winners", []))
    lines = []
    for seat, breakdown in enumerate(result.get("breakdowns", [])):
        lines.append(
            {
                "label": label(seat),
                "points": scores[seat] if seat < len(scores) else 0,
                "winner": seat in winners,
                "items": [
                    {"name": item.get(f"name_{language}", item.get("key")), "points": item.get("points")}
                    for item in breakdown.get("items", [])
                ],
            }
        )
    return lines
