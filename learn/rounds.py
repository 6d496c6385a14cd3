"""Rounds: what a lesson, a quiz round or a retry of mistakes asks next, and missed items coming back.

A run asks its regular items in order (a lesson's items, a quiz round's generated questions) and,
between them, the items the learner got wrong. A wrong answer puts its item in ``Run.queue``, to be
asked again ``GAP`` questions later (or at once when the regular items are used up), in another form
where one exists (``ALTERNATIVES``: a card's month comes back as «pick the four cards of this month», a
name as «which of these is ...»). An item comes back at most ``MAX_COMEBACKS`` times, so a
run always ends; the run is over when its regular items are asked and its queue is empty.

Every question carries ``spec`` (the lesson-item dict that builds it, see ``lessons.question``),
``origin`` (the spec of the item as first asked: a miss and its comebacks are one item) and
``attempt`` (0 the first time). The end screen lists the misses (``misses``) and offers a retry round
of just those (``start_retry``); the misses go to review as every answer does.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from engine.cards import BY_CODE
from learn import lessons
from learn.models import Learner, Pending, Run

GAP = 2
"""Other questions between a miss and its comeback."""
MAX_COMEBACKS = 2
"""How often one missed item comes back within a run (then the run goes on without it)."""
RETRY_MODES = ("lesson", "quiz", "timed", "retry")
"""The runs whose misses come back and are listed at the end (drills and reviews have their own rules)."""

Regular = Callable[[random.Random, int], dict | None]
"""``regular(rng, n)``: the run's ``n``-th regular question (0-based), or None when there are no more."""

ALTERNATIVES = {
    "month": "pick_month",
    "capture": "month",
    "kind": "odd_one_out",
    "name": "which_named",
    "which_named": "name",
    "order_month": "order_pick",
    "order_pick": "order_month",
    "pick_month": "month",
}
"""Another form of a question on the same fact, for the comeback of a miss."""


def again(spec: dict, question: dict, chosen: list[int]) -> dict:
    """The spec that asks a missed item again, in another form where one exists."""
    kind = spec["kind"]
    if kind == "odd_one_out":
        return {"kind": "kind" if spec.get("by") == "kind" else "month", "card": spec["card"]}
    other = ALTERNATIVES.get(kind)
    if other is None:
        return dict(spec)  # the same task on a fresh position, pile or set of distractors
    if kind == "kind":
        return {"kind": other, "card": spec["card"], "by": "kind"}
    if kind == "month":
        return {"kind": other, "month": BY_CODE[spec["card"]].month}
    if kind in ("pick_month", "order_pick"):
        card = _missed_card(question, chosen)
        return {"kind": other, "card": card, **({"order": spec["order"]} if "order" in spec else {})}
    if kind == "order_month":
        return {"kind": other, "month": BY_CODE[spec["card"]].month, "order": spec.get("order", "other")}
    return {"kind": other, "card": spec["card"]}


def _missed_card(question: dict, chosen: list[int]) -> str:
    """Of a grid's right cards, the first the learner did not pick (or the first of them)."""
    right = [question["options"][i]["card"] for i in question["answer"]]
    picked = {question["options"][i]["card"] for i in chosen if 0 <= i < len(question["options"])}
    return next((code for code in right if code not in picked), right[0])


def build(
    spec: dict, rng: random.Random, *, order: str, origin: dict | None = None, attempt: int = 0
) -> dict:
    """The question a spec asks, marked with its origin and attempt."""
    question = lessons.question(spec, rng, order=order)
    question["origin"] = origin or question["spec"]
    question["attempt"] = attempt
    return question


def next_question(run: Run, rng: random.Random, *, regular: Regular, order: str) -> dict | None:
    """The run's next question: a comeback that is due, else the next regular question, else any
    comeback still waiting; None when the run has asked everything."""
    position = len(run.asked)
    due = next((entry for entry in run.queue if entry["at"] <= position), None)
    if due is None:
        question = regular(rng, position - run.retried)
        if question is not None:
            question.setdefault("origin", question.get("spec"))
            question.setdefault("attempt", 0)
            return question
        due = run.queue[0] if run.queue else None
    if due is None:
        return None
    run.queue = [entry for entry in run.queue if entry is not due]
    run.retried += 1
    run.save(update_fields=["queue", "retried"])
    return build(due["spec"], rng, order=order, origin=due["origin"], attempt=due["attempt"])


def note_answer(run: Run, question: dict, *, right: bool, chosen: list[int]) -> None:
    """After a graded answer: a miss comes back later in the run (up to ``MAX_COMEBACKS`` times)."""
    if right or run.mode not in RETRY_MODES or not question.get("spec"):
        return
    attempt = question.get("attempt", 0) + 1
    if attempt > MAX_COMEBACKS:
        return
    entry = {
        "spec": again(question["spec"], question, chosen),
        "origin": question.get("origin") or question["spec"],
        "attempt": attempt,
        "at": len(run.asked) + GAP,
    }
    run.queue = [*run.queue, entry]
    run.save(update_fields=["queue"])


def is_over(run: Run, regular_total: int) -> bool:
    """Whether a run of ``regular_total`` regular questions has asked and heard everything."""
    return not run.queue and run.answered - run.retried >= regular_total


def planned(run: Run, regular_total: int) -> int:
    """How many questions the run asks as things stand: its regular ones and the comebacks."""
    return regular_total + run.retried + len(run.queue)


def repeats(run: Run) -> int:
    """Comebacks asked so far and still waiting in the run."""
    return run.retried + len(run.queue)


def _answered(run: Run) -> list[Pending]:
    return [p for p in run.pending.order_by("created") if p.response and "right" in p.response]


def first_try_accuracy(run: Run, regular_total: int) -> float:
    """The share of regular items right the first time (the comebacks teach; they do not score)."""
    right = sum(1 for p in _answered(run) if not p.question.get("attempt") and p.response["right"])
    return right / regular_total if regular_total else 0.0


@dataclass(frozen=True, slots=True)
class Miss:
    """An item the learner got wrong in a run: the first wrong question, and whether a comeback was right."""

    pending: Pending
    fixed: bool


def misses(run: Run) -> list[Miss]:
    """Every item missed in ``run``, once each, in the order they were first missed."""
    found: dict[str, Pending] = {}
    fixed: set[str] = set()
    for pending in _answered(run):
        key = _key(pending.question)
        if not pending.response["right"]:
            found.setdefault(key, pending)
        elif key in found:
            fixed.add(key)
    return [Miss(pending, key in fixed) for key, pending in found.items()]


def _key(question: dict) -> str:
    origin = question.get("origin") or question.get("spec") or {"kind": question["kind"]}
    return repr(sorted(origin.items()))


def start_retry(*, learner: Learner, source: Run) -> Run | None:
    """A short round of just the items missed in ``source`` (a finished run of this learner), or None
    when it has none. Each item is asked in the form it was first missed."""
    from learn.workflow import start_run

    items = [miss.pending.question.get("origin") for miss in misses(source)]
    items = [item for item in items if item]
    if not items:
        return None
    run = start_run(learner=learner, mode="retry", lesson=source.lesson or source.mode)
    run.source = source
    run.queue = [{"spec": item, "origin": item, "attempt": 0, "at": 0} for item in items]
    run.save(update_fields=["source", "queue"])
    return run
