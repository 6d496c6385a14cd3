"""Guided practice judged by the tutor: the scenario's step passes when the tutor's verdict on the
learner's own move there is «best» or «good» (the one scale of ``engine.bots.grading``, which never
calls a move within the analysis's noise of the best a mistake), so that the box and the verdict say
the same thing.

A scenario names its model move (``Scenario.expected``); its step is the learner's first position
where that move was on offer (``first_move``: their first move; ``first_of``, ``any_move``: the first
turn where an expected move was legal). The learner's move there is judged like any other, by the
one analysis of that position (``play.searches``, ``engine.bots.grading``), so the scenario box, the
verdict and the hint cannot disagree. Scenarios that ask for an outcome (cards captured or kept from
the others) and a forced step keep the scenario's own check (``engine.practice.check_success``); a
second check (``also``) is added to the tutor's judgement as before.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine import practice
from engine.game import Move
from play.models import PracticeGame
from play.workflow import dealt, stored_redeals
from room.record import Built, extend
from room.texts import move_sentence, verdict_label

#: The checks that are about one decision of the learner (the others are about an outcome).
DECISION_KINDS = frozenset({"first_move", "first_of", "any_move"})
#: The verdicts that pass a step.
PASSING = frozenset({"best", "good"})


@dataclass(frozen=True)
class Step:
    """What the scenario box says about the learner's step."""

    #: True: passed, False: not, None: undecided (not played yet, or its verdict is being searched).
    success: bool | None
    #: The learner's move at the step, in words ("" before it is played).
    move: str = ""
    #: The tutor's verdict on it (best, good, inaccuracy, mistake; "" when the scenario checked it).
    verdict: str = ""
    #: Whether the learner's move is one the scenario had in mind (its texts speak of those).
    expected: bool = False
    #: The tutor's better move, in words, when it judged the step below «good».
    better: str = ""
    #: The verdict is being searched.
    pending: bool = False

    @property
    def label(self) -> str:
        """The verdict in words, as the log and the box say it."""
        return verdict_label(self.verdict) if self.verdict else ""


#: The analysis of a scenario's step searches this many times the tutor's budget (four times the
#: strong bot's): the step is the one position a lesson is about, and its verdict decides the step, so
#: it must not turn on the luck of a small search (``scripts/tutor_check.py --scenarios`` measures the
#: model moves at this budget).
STEP_SCALE = 2


def _first_step(
    scenario: practice.Scenario, row: PracticeGame, moves: tuple[str, ...]
) -> tuple[int, int] | None:
    """The move number of the scenario's step among ``moves`` (or the position after them) and how
    many legal moves it offered; None when it has not come up."""
    kind = scenario.check.get("kind", "first_move")
    expected = set(scenario.check.get("expected", scenario.expected))
    position = dealt(row, redeals=stored_redeals(row))
    for ply in range(len(moves) + 1):
        state = position.state
        if not state.is_over and state.current_player == row.learner_seat:
            legal = [move.code for move in state.legal_moves()]
            if kind == "first_move" or expected & set(legal):
                return ply, len(legal)
        if ply < len(moves):
            position = extend(position, [moves[ply]])
    return None


def step_ply(scenario: practice.Scenario, row: PracticeGame, built: Built) -> tuple[int, int] | None:
    """The move number of the scenario's step and how many legal moves it offered, once the learner
    has played it (None before, or when the model move never came up)."""
    found = _first_step(scenario, row, tuple(built.moves))
    return found if found is not None and found[0] < len(built.moves) else None


def is_step(row: PracticeGame, built: Built) -> bool:
    """Whether ``built`` stands at the step of its practice game's scenario (the learner to decide)."""
    key = getattr(row, "scenario", "")
    scenario = practice.get(key) if key else None
    if scenario is None or scenario.check.get("kind", "first_move") not in DECISION_KINDS:
        return False
    found = _first_step(scenario, row, tuple(built.moves))
    return found is not None and found[0] == len(built.moves)


def judge_step(
    scenario: practice.Scenario | None, row: PracticeGame, built: Built, *, outcome: bool | None
) -> Step | None:
    """The step's state for the box; ``outcome`` is the scenario's own check (``check_success``)."""
    if scenario is None:
        return None
    kind = scenario.check.get("kind", "first_move")
    found = step_ply(scenario, row, built) if kind in DECISION_KINDS else None
    if found is None:
        return Step(outcome)
    ply, choices = found
    played = Move.parse(built.moves[ply])
    words = move_sentence(built.game, played)
    expected = played.code in set(scenario.check.get("expected", scenario.expected))
    note = row.annotations.get(str(ply))
    if choices < 2 or not isinstance(note, dict):
        if choices < 2:  # a forced step: nothing to judge, the scenario's check stands
            return Step(outcome, words, "", expected)
        return Step(None, words, "", expected, pending=True)
    verdict = str(note.get("verdict", ""))
    passed: bool | None = verdict in PASSING
    also = scenario.check.get("also")
    if passed and isinstance(also, dict):
        second = practice.check_success(
            replace(scenario, check=also),
            moves=list(built.moves),
            movers=list(built.movers),
            learner=row.learner_seat,
            captured=built.state.observe(row.learner_seat).captured,
            is_over=built.state.is_over,
        )
        passed = None if second is None else bool(second)
    better = ""
    if passed is False and note.get("best") and note.get("best") != played.code:
        better = move_sentence(built.game, Move.parse(str(note["best"])))
    return Step(passed, words, verdict, expected, better)
