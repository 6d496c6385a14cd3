"""The lesson path: lessons are data files (``NN-key.json``) next to this module.

Each file holds ``key``, ``goal`` and ``text`` (``ru``/``en``; the text as a list of paragraphs) and
``items``: question specs such as ``{"kind": "month", "card": "01a"}``, ``{"kind": "pick_month",
"month": 3}``, ``{"kind": "pick_group", "group": "blue"}`` or ``{"kind": "drill", "drill": "score",
"game": "hato", "level": 1}``. Months in items are Japanese numbers (the card's identity); the page
names them in the visitor's order. A paragraph that names months 11 or 12 is written twice,
``{"ja": "...", "ko": "..."}``, one text for each order. ``practice`` (optional) lists the keys of play's
guided practice deals that the lesson ends with. ``after`` (optional) is the key of the lesson whose
first star opens this one (by default the lesson before it). ``facets`` (optional) names the review
facets the lesson teaches (``month``, ``kind``, ``name``): a leech of that facet is sent to it.
``show`` lists what the lesson shows before it asks (``learn.showcase``) and ``example`` is an item
worked step by step for the learner (``learn.examples``). The order of the files is the order of
the path. An
editor may replace a goal or text in the admin (``LessonText``) without touching the files.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine.cards import BY_CODE, Text
from learn import orders, questions, turns

HERE = Path(__file__).parent

STAR_THRESHOLDS = (0.5, 0.75, 0.95)
"""Accuracy for one, two and three stars; one star unlocks the next lesson."""


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson of the path."""

    key: str
    number: int
    goal: Text
    text: tuple[Text, ...]
    items: tuple[dict, ...]
    text_ko: tuple[Text, ...] = ()
    practice: tuple[str, ...] = ()
    after: str = ""  # the lesson that opens this one ("": the one before it)
    facets: tuple[str, ...] = ()  # the review facets it teaches (where a leech is sent)
    show: tuple[dict, ...] = ()  # what it shows first (learn.showcase)
    example: dict | None = None  # the item worked for the learner before the first question

    def paragraphs(self, order: str = "ja") -> tuple[Text, ...]:
        """The text with months numbered as in ``order`` (``ja`` or ``ko``)."""
        return self.text_ko if order == "ko" and self.text_ko else self.text


def _text(data: dict) -> Text:
    return Text(data["ru"], data["en"])


def _paragraph(value: str | dict, order: str) -> str:
    """A paragraph as written, or its variant for ``order`` when it names months 11 or 12."""
    return value[order] if isinstance(value, dict) else value


@cache
def all_lessons() -> tuple[Lesson, ...]:
    """Every lesson in path order, read from the data files."""
    lessons = []
    for number, path in enumerate(sorted(HERE.glob("*.json")), start=1):
        data = json.loads(path.read_text(encoding="utf-8"))
        ru, en = data["text"]["ru"], data["text"]["en"]
        if len(ru) != len(en):
            raise ValueError(f"{path.name}: the Russian and English texts have different paragraph counts")
        lessons.append(
            Lesson(
                key=data["key"],
                number=number,
                goal=_text(data["goal"]),
                text=tuple(
                    Text(_paragraph(r, "ja"), _paragraph(e, "ja")) for r, e in zip(ru, en, strict=True)
                ),
                text_ko=tuple(
                    Text(_paragraph(r, "ko"), _paragraph(e, "ko")) for r, e in zip(ru, en, strict=True)
                ),
                items=tuple(data["items"]),
                practice=tuple(data.get("practice", ())),
                after=data.get("after", ""),
                facets=tuple(data.get("facets", ())),
                show=tuple(data.get("show", ())),
                example=data.get("example"),
            )
        )
    keys = {lesson.key for lesson in lessons}
    for lesson in lessons:
        if lesson.after and (lesson.after not in keys or lesson.after == lesson.key):
            raise ValueError(f"lesson {lesson.key}: 'after' names no other lesson: {lesson.after!r}")
    return tuple(lessons)


def get(key: str) -> Lesson | None:
    """The lesson with ``key``, or None."""
    return next((lesson for lesson in all_lessons() if lesson.key == key), None)


def for_facet(facet: str) -> Lesson | None:
    """The lesson that teaches a review facet (``month``, ``kind``, ``name``), or None."""
    return next((lesson for lesson in all_lessons() if facet in lesson.facets), None)


def stars(accuracy: float) -> int:
    """Stars for a lesson result: 0-3 from the share of right answers."""
    return sum(accuracy >= t for t in STAR_THRESHOLDS)


def question(item: dict, rng: random.Random, *, order: str = "ja") -> dict:
    """The question for one lesson item (distractors vary from run to run), with the item as its
    ``spec`` (what asks it again). ``order`` is the learner's deck."""
    made = _make(item, rng, order)
    made["spec"] = dict(item)
    return made


def _make(item: dict, rng: random.Random, order: str) -> dict:
    kind = item["kind"]
    if kind == "drill":
        from learn import drills

        return drills.make(item["drill"], rng, game=item["game"], level=item.get("level", 1))
    if kind == "pick_month":
        return questions.pick_month(rng, item.get("month") or BY_CODE[item["card"]].month, order=order)
    if kind == "pick_group":
        return questions.pick_group(rng, item["group"])
    if kind in turns.KINDS:
        return turns.make(kind, rng)
    if kind == "order_pick":
        month = item.get("month") or orders.substitute(rng, BY_CODE[item["card"]]).month
        return orders.order_pick(rng, month, order=orders.resolve(item.get("order", "other"), order))
    card = BY_CODE[item["card"]]
    if kind == "order_month":
        return orders.order_month(rng, card, order=orders.resolve(item.get("order", "other"), order))
    if kind == "odd_one_out":
        return questions.odd_one_out(rng, card, by=item.get("by", "month"), order=order)
    return questions.make(kind, rng, card, order=order)


def practice_links(lesson: Lesson, lang: str) -> list[dict]:
    """The guided practice deals in play that the lesson ends with: URL, title and goal of each."""
    from django.urls import reverse

    from engine import practice

    links = []
    for key in lesson.practice:
        scenario = practice.get(key)
        if scenario is None:  # the test suite checks that every key exists
            continue
        links.append(
            {
                "url": reverse("play:practice", args=[key]),
                "title": scenario.title.get(lang),
                "goal": scenario.goal.get(lang),
            }
        )
    return links


def texts(lesson: Lesson, lang: str, order: str = "ja") -> tuple[str, list[str]]:
    """The goal and the paragraphs in ``lang`` and ``order``, or an editor's replacement from the admin.

    An edited text has no variant per order: the editor writes it for both.
    """
    from learn.models import LessonText

    goal, paragraphs = lesson.goal.get(lang), [p.get(lang) for p in lesson.paragraphs(order)]
    edited = LessonText.objects.filter(lesson=lesson.key).first()
    if edited is not None:
        goal = getattr(edited, f"goal_{lang}") or goal
        text = getattr(edited, f"text_{lang}").strip()
        if text:
            paragraphs = [p.strip() for p in text.replace("\r\n", "\n").split("\n\n") if p.strip()]
    return goal, paragraphs
