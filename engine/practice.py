"""Guided practice: arranged deals stored as data, one file per game: ``engine/games/<key>/practice.toml``.

Each scenario is a table of the TOML file::

    [[scenario]]
    key = "hato-bright-first"          # the URL: /<lang>/play/practice/<key>/
    game = "hato"
    players = 2
    options = {}                       # rule options (engine keys)
    bots = ["greedy"]                  # a level for every seat but the learner's (seat 0)
    title = {ru = "...", en = "..."}
    goal = {ru = "...", en = "..."}
    intro = {ru = "...", en = "..."}   # the tutor's commentary before the first move
    success_text = {ru = "...", en = "..."}
    failure_text = {ru = "...", en = "..."}
    expected = ["play:01a.01c"]        # the expected answer(s) the check compares with
    line = ["play:01a.01c"]            # the learner's model line in order (bots move in between)
    [scenario.deal]                    # cards in notation; the deck is listed from the top
    hands = [["01a", ...], [...]]
    table = ["01c", ...]
    deck = ["..."]                     # optional: the rest is added in a fixed order
    first = 0
    [scenario.check]                   # the success check, see ``check_success``
    kind = "first_move"                # or "captured", "not_captured_by_others", "final_move"

The play app plays them and the lessons link to them (``/<lang>/play/practice/<key>/``), so they
live here, beside the games, rather than in either app. Games are listed by key (the site puts them
in its own order), each game's scenarios in file order.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from engine.cards import BY_CODE, Text
from engine.game import game_keys

GAMES_DIR = Path(__file__).resolve().parent / "games"


@dataclass(frozen=True)
class Scenario:
    """One arranged deal with its goal, commentary, expected line and success check."""

    key: str
    game: str
    players: int
    options: dict[str, Any]
    bots: tuple[str, ...]
    title: Text
    goal: Text
    intro: Text
    success_text: Text
    failure_text: Text
    expected: tuple[str, ...]
    deal: dict[str, Any]
    check: dict[str, Any] = field(default_factory=dict)
    lesson: str = ""
    line: tuple[str, ...] = ()  # the learner's model line, in order (bots' replies in between)


def _text(data: Any) -> Text:
    if isinstance(data, dict):
        return Text(str(data.get("ru", "")), str(data.get("en", "")))
    return Text(str(data or ""), str(data or ""))


def _scenario(data: dict[str, Any]) -> Scenario:
    deal = dict(data["deal"])
    for part in ("table", "deck", "top"):
        for code in deal.get(part, []):
            if code not in BY_CODE:
                raise ValueError(f"{data['key']}: unknown card {code!r} in {part}")
    for hand in deal.get("hands", []):
        for code in hand:
            if code not in BY_CODE:
                raise ValueError(f"{data['key']}: unknown card {code!r} in a hand")
    return Scenario(
        key=data["key"],
        game=data["game"],
        players=int(data.get("players", 2)),
        options=dict(data.get("options", {})),
        bots=tuple(data.get("bots", ["greedy"])),
        title=_text(data.get("title")),
        goal=_text(data.get("goal")),
        intro=_text(data.get("intro")),
        success_text=_text(data.get("success_text")),
        failure_text=_text(data.get("failure_text")),
        expected=tuple(data.get("expected", ())),
        deal=deal,
        check=dict(data.get("check", {"kind": "first_move"})),
        lesson=str(data.get("lesson", "")),
        line=tuple(data.get("line", data.get("expected", ())[:1])),
    )


@cache
def scenarios() -> dict[str, Scenario]:
    """Every scenario by key: games by key, each game's in file order."""
    found: dict[str, Scenario] = {}
    for key in game_keys():
        path = GAMES_DIR / key / "practice.toml"
        if not path.exists():
            continue
        with path.open("rb") as handle:
            data = tomllib.load(handle)
        for item in data.get("scenario", []):
            scenario = _scenario(item)
            if scenario.key in found:
                raise ValueError(f"duplicate scenario {scenario.key}")
            found[scenario.key] = scenario
    return found


def get(key: str) -> Scenario | None:
    """The scenario ``key``, or None."""
    return scenarios().get(key)


def next_after(key: str) -> Scenario | None:
    """The scenario after ``key`` of the same game, in file order (None after the last)."""
    same = [s for s in scenarios().values() if s.game == getattr(get(key), "game", None)]
    keys = [s.key for s in same]
    return same[keys.index(key) + 1] if key in keys and keys.index(key) + 1 < len(same) else None


def check_success(
    scenario: Scenario,
    *,
    moves: list[str],
    movers: list[int | None],
    learner: int,
    captured: tuple[tuple[int, ...], ...],
    is_over: bool,
) -> bool | None:
    """Whether the learner reached the goal: True, False, or None while it is not decided yet.

    Kinds: ``first_move`` (the learner's first move is one of ``expected``); ``first_of`` (the
    learner's first move with the action of ``expected``, e.g. the first ``take``, is one of
    them); ``captured`` (the
    learner has captured every card of ``cards``; decided at the end); ``not_captured_by_others``
    (no opponent holds any of ``cards`` at the end); ``any_move`` (one of ``expected`` was played
    by the learner at some point; decided at the end). ``also`` adds a second check.
    """
    verdict = _check(
        scenario.check,
        scenario,
        moves=moves,
        movers=movers,
        learner=learner,
        captured=captured,
        is_over=is_over,
    )
    extra = scenario.check.get("also")
    if isinstance(extra, dict) and verdict is not False:
        second = _check(
            extra, scenario, moves=moves, movers=movers, learner=learner, captured=captured, is_over=is_over
        )
        if second is False:
            return False
        if verdict is None or second is None:
            return None
    return verdict


def _check(
    check: dict[str, Any],
    scenario: Scenario,
    *,
    moves: list[str],
    movers: list[int | None],
    learner: int,
    captured: tuple[tuple[int, ...], ...],
    is_over: bool,
) -> bool | None:
    mine = [code for code, seat in zip(moves, movers, strict=False) if seat == learner]
    kind = check.get("kind", "first_move")
    expected = tuple(check.get("expected", scenario.expected))
    cards = {BY_CODE[c].index for c in check.get("cards", [])}
    if kind == "first_move":
        if not mine:
            return None
        return mine[0] in expected
    if kind == "first_of":
        # The learner's first move of the expected kind of action (e.g. the first ``take``).
        action = expected[0].partition(":")[0] if expected else ""
        for code in mine:
            if code.partition(":")[0] == action:
                return code in expected
        return False if is_over else None
    if kind == "any_move":
        if any(code in expected for code in mine):
            return True
        return False if is_over else None
    if kind == "captured":
        if cards <= set(captured[learner]):
            return True
        return False if is_over else None
    if kind == "not_captured_by_others":
        for seat, pile in enumerate(captured):
            if seat != learner and cards & set(pile):
                return False
        return True if is_over else None
    return None
