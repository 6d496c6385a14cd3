"""Pictured examples for the rules pages, cut from real engine deals (game key, seed, moves).

A deal is played by a fixed, simple policy (capture when possible, else the first legal move) from
a fixed seed; the first steps that show a rule (a capture, a flip that forces a choice, a yaku)
become examples: the table before, the move, what the engine says happened, the table after.
Nothing is drawn by hand, and the same seed always gives the same pictures.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from engine.cards import DECK, Card
from engine.describe import describe_move
from engine.game import Event, Move, Score, State, get_game

SEEDS = range(1, 60)
MAX_STEPS = 200


@dataclass(frozen=True, slots=True)
class Step:
    """One move of a replayed deal: the position before it and what it caused."""

    seed: int
    number: int  # how many moves were played before it
    seat: int
    hand: tuple[Card, ...]
    table_before: tuple[Card, ...]
    move: Move
    table_after: tuple[Card, ...]
    events: tuple[Event, ...]
    choices: tuple[Move, ...]


@dataclass(frozen=True, slots=True)
class Example:
    """A step ready for a template: texts in one language, cards as ``Card`` values."""

    key: str
    seed: int
    number: int
    hand: tuple[Card, ...]
    table_before: tuple[Card, ...]
    move_text: str
    move_code: str
    lines: tuple[str, ...]
    table_after: tuple[Card, ...]
    choices: tuple[str, ...]


def _cards(indices) -> tuple[Card, ...]:
    return tuple(DECK[i] for i in sorted(indices))


def _events(state: State) -> tuple[Event, ...]:
    events = state.events
    return events() if callable(events) else events


def _policy(state: State) -> Move:
    """Capture with the hand if possible, say «koi-koi» once, otherwise the first legal move."""
    legal = state.legal_moves()
    for move in legal:
        if move.action == "play" and len(move.cards) >= 2:
            return move
    for move in legal:
        if move.action == "koikoi":
            return move
    return legal[0]


@cache
def deal_steps(game_key: str, seed: int) -> tuple[tuple[Step, ...], tuple[int, Score] | None]:
    """Every step of one deal played by the policy, and the winner's seat and score at its end."""
    game = get_game(game_key)
    state = game.new_state(seed)
    steps = []
    seen = len(_events(state))
    for number in range(MAX_STEPS):
        if state.is_over:
            break
        seat = state.current_player
        if seat is None:
            break
        before = state.observe(seat)
        move = _policy(state)
        after_state = state.apply(move)
        events = _events(after_state)
        after = after_state.observe(seat)
        steps.append(
            Step(
                seed,
                number,
                seat,
                _cards(before.hand),
                _cards(before.table),
                move,
                _cards(after.table),
                tuple(e for e in events[seen:] if e.private_to is None),
                tuple(before.legal_moves) if len(before.legal_moves) > 1 else (),
            )
        )
        seen = len(events)
        state = after_state
    final = None
    if state.is_over:
        result = state.result()
        seat = result.winners[0] if result.winners else 0
        final = (seat, result.breakdowns[seat])
    return tuple(steps), final


PREDICATES: dict[str, Callable[[Step], bool]] = {
    # the hand card takes its pair and the flipped card takes another
    "capture": lambda s: (
        s.move.action == "play" and len(s.move.cards) == 2 and sum(e.kind == "capture" for e in s.events) == 2
    ),
    # a flipped card meets two of its month: the player must choose
    "choice": lambda s: s.move.action in ("take", "choose"),
    # a lay: no card of that month on the table
    "lay": lambda s: s.move.action == "lay" and any(e.kind == "capture" for e in s.events) is False,
    # a bonus or yaku is completed
    "bonus": lambda s: any(e.kind in ("bonus", "yaku") for e in s.events),
    # the koi-koi decision
    "koikoi": lambda s: s.move.action in ("koikoi", "stop"),
}


def find_step(game_key: str, key: str) -> Step | None:
    """The first step, over the fixed seeds, that shows ``key``; the step before a choice for choices."""
    predicate = PREDICATES[key]
    for seed in SEEDS:
        steps, _ = deal_steps(game_key, seed)
        for step in steps:
            if predicate(step):
                return step
    return None


def example(game_key: str, key: str, lang: str) -> Example | None:
    """A pictured example in ``lang``, or None if no seed shows it (or the game is missing)."""
    try:
        game = get_game(game_key)
        step = find_step(game_key, key)
    except Exception:  # the engine game is still being written: the page shows the text alone
        return None
    if step is None:
        return None
    if key == "choice":
        steps, _ = deal_steps(game_key, step.seed)
        previous = steps[step.number - 1] if step.number else step
        events = previous.events + step.events
        table_before, hand = previous.table_before, previous.hand
        move_text = describe_move(game, previous.move, lang)
        move_code = previous.move.code
    else:
        events, table_before, hand = step.events, step.table_before, step.hand
        move_text, move_code = describe_move(game, step.move, lang), step.move.code
    return Example(
        key=key,
        seed=step.seed,
        number=step.number,
        hand=hand,
        table_before=table_before,
        move_text=move_text,
        move_code=move_code,
        lines=tuple(game.describe(event, lang) for event in events),
        table_after=step.table_after,
        choices=tuple(describe_move(game, m, lang) for m in step.choices) if key == "choice" else (),
    )


def final_score(game_key: str, seed: int = 1) -> tuple[int, Score] | None:
    """The winner's seat and score breakdown at the end of the deal of ``seed``."""
    try:
        return deal_steps(game_key, seed)[1]
    except Exception:
        return None
