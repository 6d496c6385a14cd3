"""«Хато» turn questions: one step of a turn, set up as an engine position and answered by the engine.

Each question builds a small position with ``HatoGame.position`` (your card, the table, the top card
of the deck, sometimes your captured cards), plays it with the engine, and reads the answer from what
the engine did:

* ``turn_flip``: what happens to the flipped card (it captures, stays, offers a choice of two, or
  lands on your pair: the 3-1 choice);
* ``turn_count``: how many cards the whole turn captures (0, 2, 4 or 6);
* ``turn_three``: the 3-1 choice: which of the three cards to leave on the table (the one whose
  leaving scores best, by the engine's scorer, with your captured cards).

The cards are shown by picture slot like every quiz card, in groups (``params["groups"]``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from engine.cards import DECK, Text
from engine.game import Game, get_game

KINDS = ("turn_flip", "turn_count", "turn_three")
PRESET = "menshov_v2"
FLIP_OUTCOMES = ("captures", "stays", "two", "three")
FLIP_LABELS = {
    "captures": Text("Она берёт со стола карту своего месяца", "It captures the table card of its month"),
    "stays": Text("Она остаётся лежать на столе", "It stays on the table"),
    "two": Text(
        "На столе две карты её месяца: вы выбираете одну",
        "Two table cards match it: you choose which one it takes",
    ),
    "three": Text(
        "Она ложится на вашу пару: из трёх карт вы берёте две (3‑1)",
        "It lands on your pair: you take two of the three (3‑1)",
    ),
}
COUNTS = (0, 2, 4, 6)
MAX_TRIES = 400


@cache
def game() -> Game:
    return get_game("hato", preset=PRESET)


def _month(card: int) -> int:
    return card // 4


def _events_after(before, after) -> list:
    return list(after.events[len(before.events) :])


def _first_move(state, hand_card: int):
    """The learner's move with ``hand_card``: onto its single match, onto three, or laid."""
    moves = [m for m in state.legal_moves() if m.cards[0] == hand_card]
    plays = [m for m in moves if m.action == "play"]
    if len(plays) > 1:
        return None  # two matches: the target would be a choice of its own
    return plays[0] if plays else next(m for m in moves if m.action == "lay")


def play_turn(*, hand: int, table: list[int], flip: int, captured: Sequence[int] = ()):
    """Play ``hand`` then flip ``flip`` in an engine position; (state before, after, events) or None."""
    others = [c for c in range(48) if c not in (hand, flip, *table, *captured)]
    state = game().position(
        hands=[[hand], [others[0]]], table=table, deck=[flip], captured=[list(captured), []]
    )
    move = _first_move(state, hand)
    if move is None:
        return None
    after = state.apply(move)
    return state, after, _events_after(state, after)


def flip_outcome(events: list) -> str | None:
    """What the flipped card did, read from the engine's events."""
    for event in events:
        if event.kind == "choice":
            return "two" if event.data.get("kind") == "two" else "three"
    for event in events:
        if event.kind == "freeze":
            return None
        if event.kind == "capture" and event.data.get("by") == "flip":
            return "captures"
        if event.kind == "flip" and event.data.get("stays"):
            return "stays"
    return None


def captured_count(state, after) -> int:
    """Cards the turn captured (a choice counts as made: every choice takes the same number)."""
    if any(m.action == "take" for m in after.legal_moves()) and after.current_player == 0:
        after = after.apply(after.legal_moves()[0])
    return len(after.observe(0).captured[0]) - len(state.observe(0).captured[0])


def _table(rng: random.Random, avoid: set[int], size: int, months_taken: set[int]) -> list[int]:
    """``size`` table cards of distinct months not in ``months_taken``."""
    pool = [c for c in range(48) if c not in avoid and _month(c) not in months_taken]
    rng.shuffle(pool)
    table, months = [], set(months_taken)
    for c in pool:
        if _month(c) not in months:
            table.append(c)
            months.add(_month(c))
        if len(table) == size:
            break
    return table


def _position(rng: random.Random, outcome: str, *, fourth: bool = False) -> tuple[int, list[int], int]:
    """A hand card, a table and a flipped card meant to give ``outcome`` (the engine has the last word).

    With ``fourth`` the other three cards of the hand card's month lie on the table.
    """
    hand = rng.randrange(48)
    mates = [c for c in range(48) if _month(c) == _month(hand) and c != hand]
    rng.shuffle(mates)
    if fourth and outcome != "three":
        table: list[int] = mates[:3]
    else:
        table = [mates[0]] if outcome == "three" or rng.random() < 0.6 else []
    if outcome == "three":
        flip = mates[1]
    else:
        flip = rng.choice([c for c in range(48) if _month(c) != _month(hand)])
        flip_mates = [c for c in range(48) if _month(c) == _month(flip) and c != flip]
        rng.shuffle(flip_mates)
        table += flip_mates[: {"captures": 1, "stays": 0, "two": 2}[outcome]]
    used = {hand, flip, *table}
    table += _table(rng, used, 7 - len(table), {_month(c) for c in used})
    rng.shuffle(table)
    return hand, table, flip


def _groups(hand: bool, flip: bool, table: int, captured: int = 0) -> list[list]:
    groups = [["hand", 1]] if hand else []
    groups += [["flip", 1]] if flip else []
    groups += [["table", table]]
    return groups + ([["captured", captured]] if captured else [])


def _code(card: int) -> str:
    return DECK[card].code


def describe(events: list) -> dict[str, list[str]]:
    """The engine's own sentences for the turn, in both languages (shown after the answer)."""
    return {lang: [game().describe(e, lang) for e in events] for lang in ("ru", "en")}


def flip_question(rng: random.Random) -> dict:
    """What does the flipped card do? (Four outcomes, always in the same order.)"""
    wanted = rng.choice(FLIP_OUTCOMES)
    for _try in range(MAX_TRIES):
        hand, table, flip = _position(rng, wanted)
        played = play_turn(hand=hand, table=table, flip=flip)
        if played and flip_outcome(played[2]) == wanted:
            break
    else:  # pragma: no cover - the construction above almost always works at once
        raise RuntimeError(f"no position for {wanted}")
    options = [{"label": _labels(FLIP_LABELS[o]), "key": o} for o in FLIP_OUTCOMES]
    return _question(
        "turn_flip",
        shown=[_code(hand), _code(flip), *map(_code, table)],
        options=options,
        answer=[FLIP_OUTCOMES.index(wanted)],
        params={"groups": _groups(True, True, len(table)), "outcome": wanted, "log": describe(played[2])},
    )


def count_question(rng: random.Random) -> dict:
    """How many cards does the whole turn capture?"""
    wanted = rng.choice(COUNTS)
    for _try in range(MAX_TRIES):
        outcome = rng.choice(("captures", "stays")) if wanted == 6 else rng.choice(FLIP_OUTCOMES)
        hand, table, flip = _position(rng, outcome, fourth=wanted >= 4 and rng.random() < 0.5)
        played = play_turn(hand=hand, table=table, flip=flip)
        if played and captured_count(played[0], played[1]) == wanted:
            break
    else:  # pragma: no cover
        wanted = captured_count(played[0], played[1])
    events = played[2]
    if any(m.action == "take" for m in played[1].legal_moves()):
        chosen = played[1].apply(played[1].legal_moves()[0])
        events = _events_after(played[0], chosen)
    options = [{"label": {"ru": str(n), "en": str(n)}, "value": n} for n in COUNTS]
    return _question(
        "turn_count",
        shown=[_code(hand), _code(flip), *map(_code, table)],
        options=options,
        answer=[COUNTS.index(wanted)],
        params={"groups": _groups(True, True, len(table)), "count": wanted, "log": describe(events)},
    )


def _near_bonus(rng: random.Random, stack: list[int]) -> list[int]:
    """A captured pile one card short of a bonus that a stack card would complete, or a random one."""
    from learn import drills

    catalogue = drills.catalogue("hato")
    fitting = [
        cards for _name, cards in catalogue.values() if set(stack) & cards and len(cards - set(stack)) >= 1
    ]
    if fitting and rng.random() < 0.7:
        cards = rng.choice(fitting)
        return sorted(cards - set(stack))
    pool = [c for c in range(48) if c not in stack]
    return sorted(rng.sample(pool, rng.randint(0, 4)))


def three_question(rng: random.Random) -> dict:
    """The 3-1 choice: of your pair and the flipped card, which one do you leave on the table?"""
    scorer = game()
    for _try in range(MAX_TRIES):
        month = rng.randrange(12)
        stack = rng.sample(range(month * 4, month * 4 + 4), 3)
        pile = [c for c in _near_bonus(rng, stack) if _month(c) != month]
        hand, target, flip = stack
        used = {*stack, *pile}
        table = [target, *_table(rng, used, 6, {month})]
        played = play_turn(hand=hand, table=table, flip=flip, captured=pile)
        if not played or flip_outcome(played[2]) != "three":
            continue
        after = played[1]
        totals = {}
        for move in after.legal_moves():
            left = next(c for c in stack if c not in move.cards)
            totals[left] = scorer.score_pile(after.apply(move).observe(0).captured[0]).total
        best = max(totals.values())
        if sum(v == best for v in totals.values()) == 1:
            break
    else:  # pragma: no cover
        raise RuntimeError("no 3-1 position with a single best choice")
    leave = next(c for c, v in totals.items() if v == best)
    take = next(m for m in after.legal_moves() if leave not in m.cards)
    log = describe(_events_after(played[0], after.apply(take)))
    order = sorted(stack, key=lambda _c: rng.random())
    table_rest = [c for c in table if c != target]
    return _question(
        "turn_three",
        shown=[*map(_code, table_rest), *map(_code, pile)],
        options=[{"card": _code(c)} for c in order],
        answer=[order.index(leave)],
        params={
            "groups": _groups(False, False, len(table_rest), len(pile)),
            "totals": {_code(c): v for c, v in totals.items()},
            "leave": _code(leave),
            "log": log,
        },
    )


def make(kind: str, rng: random.Random) -> dict:
    """A turn question of ``kind`` (see the module docstring)."""
    match kind:
        case "turn_flip":
            return flip_question(rng)
        case "turn_count":
            return count_question(rng)
        case "turn_three":
            return three_question(rng)
    raise ValueError(f"unknown turn question: {kind}")


def _labels(text: Text) -> dict:
    return {"ru": text.ru, "en": text.en}


def _question(kind: str, **fields) -> dict:
    question = {"kind": kind, "shown": [], "options": [], "answer": [], "grades": [], "params": {}}
    question.update(fields)
    return question
