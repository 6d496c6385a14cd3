"""The journal of one owner: a summary (how many readings, which months came most often) and export.

The export carries the owner's own questions, so only the journal's owner can download it (the
views check that); the CSV guards against spreadsheet formulas in questions and notes.
"""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from engine.cards import BY_CODE, MONTH_NAMES, PLANTS, Card, Plant, Text, korean_month
from fortune.models import Reading
from fortune.weight import ANSWERS
from fortune.wording import SUBJECTS

TOP_MONTHS = 3


@dataclass(frozen=True, slots=True)
class MonthCount:
    """A month (plant) with how many cards of it came up, and a card to show it by."""

    plant: Plant
    month_name: Text  # the month's name in the Korean order, as the reading uses it
    count: int
    picture: Card


@dataclass(frozen=True, slots=True)
class Summary:
    """How many readings, how many finished and rated, the average rating, the months most often."""

    readings: int
    finished: int
    rated: int
    average_rating: float | None
    months: tuple[MonthCount, ...]


def summarise(readings: Sequence[Reading]) -> Summary:
    """The summary of ``readings`` (one owner's journal)."""
    finished = [r for r in readings if r.is_complete]
    counts = Counter(c.plant.key for r in finished for c in r.card_list)
    plants = {p.key: p for p in PLANTS}
    top = sorted(counts.items(), key=lambda kv: (-kv[1], plants[kv[0]].month))[:TOP_MONTHS]
    months = tuple(
        MonthCount(
            plants[key],
            MONTH_NAMES[korean_month(plants[key].month) - 1],
            n,
            BY_CODE[f"{plants[key].month:02d}a"],
        )
        for key, n in top
    )
    ratings = [r.rating for r in readings if r.rating is not None]
    average = round(sum(ratings) / len(ratings), 1) if ratings else None
    return Summary(len(readings), len(finished), len(ratings), average, months)


FIELDS = (
    "created",
    "question",
    "subject",
    "yes_no",
    "answer",
    "cards",
    "card_names",
    "themes",
    "kwang_rule",
    "rating",
    "note",
    "link",
)


def rows(
    readings: Iterable[Reading], *, lang: str, link: Callable[[Reading], str]
) -> list[dict[str, object]]:
    """One dictionary per reading, in ``lang``; ``link(reading)`` gives the reading's address."""
    out: list[dict[str, object]] = []
    for r in readings:
        cards = r.card_list
        interpretation = r.interpretation() if r.is_complete else None
        answer = ANSWERS.get(interpretation.answer) if interpretation else None
        out.append(
            {
                "created": r.created.isoformat(),
                "question": r.question,
                "subject": SUBJECTS.get(r.subject, SUBJECTS["general"]).label.get(lang),
                "yes_no": r.yes_no,
                "answer": answer.get(lang) if answer else "",
                "cards": [c.code for c in cards],
                "card_names": [c.name.get(lang) for c in cards],
                "themes": [c.plant.theme.get(lang) for c in interpretation.cards] if interpretation else [],
                "kwang_rule": r.kwang_rule,
                "rating": r.rating,
                "note": r.note,
                "link": link(r),
            }
        )
    return out


def as_json(data: list[dict[str, object]]) -> str:
    """The export as JSON (UTF-8 text, one object per reading)."""
    return json.dumps({"readings": data}, ensure_ascii=False, indent=2)


def _cell(value: object) -> str:
    if isinstance(value, list):
        value = "; ".join(str(v) for v in value)
    text = "" if value is None else str(value)
    # A cell starting with = + - @ would run as a formula in a spreadsheet.
    return "'" + text if text[:1] in {"=", "+", "-", "@", "\t", "\r"} else text


def as_csv(data: list[dict[str, object]]) -> str:
    """The export as CSV with a header row (lists joined with «; »)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(FIELDS)
    for row in data:
        writer.writerow([_cell(row[f]) for f in FIELDS])
    return buffer.getvalue()
