"""Pictured examples for the rules pages, cut from real engine deals (game key, seed, moves).

A deal is played by a fixed, simple policy (``policies``) from a fixed seed; the first steps that
show a rule (a capture, a flip that forces a choice, a trump, a «пон»...) become examples: what the
player saw before, the move, what the engine says happened, what was on the table after. Nothing is
drawn by hand, and the same seed always gives the same pictures.

Finding those steps means replaying deals, so the seed and move number of every example is kept in
``KNOWN_STEPS`` (a test checks that a search over the seeds still finds exactly these). A page then
replays one or two deals only; if the engine changes and a known step no longer shows its rule,
the search runs again and the page stays right, only slower.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from engine.cards import DECK, Card
from engine.describe import describe_move
from engine.game import Event, Game, Move, Observation, Score, State, get_game
from reference.policies import POLICIES, fishing

SEEDS = range(1, 60)
MAX_STEPS = 400


@dataclass(frozen=True, slots=True)
class Step:
    """One move of a replayed deal: what its player saw before and after it, and what it caused."""

    seed: int
    number: int  # how many moves were played before it
    seat: int
    before: Observation
    move: Move
    after: Observation
    events: tuple[Event, ...]
    choices: tuple[Move, ...]


@dataclass(frozen=True, slots=True)
class Row:
    """A labelled row of pictured cards."""

    label: str | Promise
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Example:
    """A step ready for a template: texts in one language, cards as ``Card`` values."""

    key: str
    seed: int
    number: int
    before: tuple[Row, ...]
    move_text: str
    move_code: str  # for tests and links; the page shows ``move_text``
    lines: tuple[str, ...]
    after: tuple[Row, ...]
    choices: tuple[str, ...]


def _cards(indices, *, in_order: bool = False) -> tuple[Card, ...]:
    """Cards by index; ``in_order`` keeps the given order (the order Aigoma-koppai plays were made)."""
    return tuple(DECK[i] for i in (indices if in_order else sorted(indices)))


def _events(state: State) -> tuple[Event, ...]:
    events = state.events
    return events() if callable(events) else events


@cache
def deal_steps(
    game_key: str, seed: int, options: tuple[tuple[str, object], ...] = ()
) -> tuple[tuple[Step, ...], State]:
    """Every step of one deal played by the game's policy, and the state at its end."""
    game = get_game(game_key, options=dict(options) or None)
    policy = POLICIES.get(game_key, fishing)
    state = game.new_state(seed)
    steps = []
    seen = len(_events(state))
    for number in range(MAX_STEPS):
        seat = state.current_player
        if state.is_over or seat is None:
            break
        before = state.observe(seat)
        move = policy(before)
        after_state = state.apply(move)
        events = _events(after_state)
        steps.append(
            Step(
                seed,
                number,
                seat,
                before,
                move,
                after_state.observe(seat),
                tuple(e for e in events[seen:] if e.private_to is None),
                tuple(before.legal_moves) if len(before.legal_moves) > 1 else (),
            )
        )
        seen = len(events)
        state = after_state
    return tuple(steps), state


def _has_event(step: Step, kind: str, test: Callable[[Event], bool] = lambda e: True) -> bool:
    return any(e.kind == kind and test(e) for e in step.events)


PREDICATES: dict[str, Callable[[Step], bool]] = {
    # «Хато», Koi-Koi: the hand card takes its pair and the flipped card takes another
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
    # Aigoma-koppai: a set of two or more beaten by as many cards of a more senior month
    "beat": lambda s: _has_event(s, "beat", lambda e: e.data["count"] >= 2 and not e.data["trump"]),
    # a trump answers a set of two or more cards
    "trump": lambda s: (
        _has_event(s, "beat", lambda e: e.data["trump"]) and s.before.public["top"]["count"] >= 2
    ),
    # everyone else passed: the table of three or more cards is cleared
    "clear": lambda s: _has_event(s, "clear", lambda e: len(e.cards) >= 3),
    # a bright inside a set counts as a plain card of its month
    "club": lambda s: any(e.data.get("plain_bright") for e in s.events),
    # Go-Stop: a ppeok, a junk card taken from every opponent, the go / stop decision
    "ppeok": lambda s: _has_event(s, "ppeok"),
    "steal": lambda s: any(e.kind in ("jjok", "ttadak", "sseul") for e in s.events),
    "go": lambda s: s.move.action in ("go", "stop") and len(s.choices) == 2,
    # Nylon-ppong: the calls and the combination
    "ppong": lambda s: s.move.action == "ppong",
    "stop": lambda s: s.move.action == "stop",
    "declare": lambda s: s.move.action == "declare",
    "hidden_ppong": lambda s: s.move.action == "hidden_ppong",
}

KNOWN_STEPS: dict[tuple[str, str], tuple[int, int]] = {
    ("hato", "capture"): (1, 3),
    ("hato", "lay"): (1, 4),
    ("hato", "choice"): (1, 1),
    ("hato", "bonus"): (1, 5),
    ("koikoi", "capture"): (1, 3),
    ("koikoi", "choice"): (2, 8),
    ("koikoi", "bonus"): (1, 12),
    ("koikoi", "koikoi"): (1, 13),
    ("aigoma", "beat"): (1, 11),
    ("aigoma", "trump"): (1, 1),
    ("aigoma", "clear"): (1, 4),
    ("aigoma", "club"): (1, 21),
    ("gostop", "capture"): (1, 1),
    ("gostop", "ppeok"): (1, 4),
    ("gostop", "steal"): (1, 13),
    ("gostop", "go"): (1, 14),
    ("nylon", "ppong"): (1, 2),
    ("nylon", "stop"): (1, 6),
    ("nylon", "declare"): (4, 3),
    ("nylon", "hidden_ppong"): (2, 32),
}
"""(seed, move number) of the first step over ``SEEDS`` that shows each example, as ``search_step``
finds it; kept here so that a page replays only the deals it shows."""

# Examples that list the moves the player could choose from.
SHOW_CHOICES = frozenset({"choice", "beat", "trump", "ppong", "stop", "hidden_ppong", "go"})


def search_step(game_key: str, key: str) -> Step | None:
    """The first step, over the fixed seeds, that shows ``key`` (slow: replays deal after deal)."""
    predicate = PREDICATES[key]
    for seed in SEEDS:
        steps, _ = deal_steps(game_key, seed)
        for step in steps:
            if predicate(step):
                return step
    return None


def find_step(game_key: str, key: str) -> Step | None:
    """The step that shows ``key``: the known one if it still does, otherwise a new search."""
    known = KNOWN_STEPS.get((game_key, key))
    if known is not None:
        seed, number = known
        steps, _ = deal_steps(game_key, seed)
        if number < len(steps) and PREDICATES[key](steps[number]):
            return steps[number]
    return search_step(game_key, key)


def _rows(game: Game, step: Step, *, choice: Step | None = None) -> tuple[tuple[Row, ...], tuple[Row, ...]]:
    """The pictured rows before and after a step. A game with a discard pile (Nylon-ppong) shows
    the top discard and the cards laid out with «пон»; the others show the table and the hand."""
    first = choice or step
    seat = step.seat
    if game.table_kind != "discard":
        in_order = game.table_kind == "stack"  # a climbing game's table is a stack of plays
        before = (
            Row(_("Table before"), _cards(first.before.table, in_order=in_order)),
            Row(_("Hand"), _cards(first.before.hand)),
        )
        return before, (Row(_("Table after"), _cards(step.after.table, in_order=in_order)),)
    pile = step.before.table
    shown = [Row(_("Top discard"), _cards(pile[-1:])), Row(_("Hand"), _cards(step.before.hand))]
    if step.before.captured[seat]:
        shown.append(Row(_("Laid out with ppong"), _cards(step.before.captured[seat])))
    after: list[Row] = []
    if not step.after.is_over:
        after.append(Row(_("Hand after"), _cards(step.after.hand)))
        after.append(Row(_("Laid out with ppong"), _cards(step.after.captured[seat])))
    return tuple(shown), tuple(after)


def example(game_key: str, key: str, lang: str) -> Example | None:
    """A pictured example in ``lang``, or None if no seed shows it."""
    game = get_game(game_key)
    step = find_step(game_key, key)
    if step is None:
        return None
    shown, events = step, step.events
    if key == "choice":
        # the move that led to the choice is the example; the choice itself is listed
        steps, _ = deal_steps(game_key, step.seed)
        shown = steps[step.number - 1] if step.number else step
        events = shown.events + step.events
    before, after = _rows(game, step, choice=shown if key == "choice" else None)
    return Example(
        key=key,
        seed=step.seed,
        number=step.number,
        before=before,
        move_text=describe_move(game, shown.move, lang),
        move_code=shown.move.code,
        lines=tuple(game.describe(event, lang) for event in events),
        after=after,
        choices=tuple(describe_move(game, m, lang) for m in step.choices) if key in SHOW_CHOICES else (),
    )


def final_score(game_key: str, seed: int = 1) -> tuple[int, Score] | None:
    """The winner's seat and score breakdown at the end of the deal of ``seed`` (None if the policy's
    deal has not ended after ``MAX_STEPS`` moves)."""
    state = deal_steps(game_key, seed)[1]
    if not state.is_over:
        return None
    result = state.result()
    seat = result.winners[0] if result.winners else 0
    return seat, result.breakdowns[seat]
