"""The one golden-playthrough check that every game's ``test_golden.py`` uses.

A record is made by a seeded random player (``make_record``), stored as ``NAME.json``, and replays
to the stored logs ``NAME.ru.txt`` / ``NAME.en.txt`` and the stored result ``NAME.result.json``.
With ``HWATU_UPDATE_GOLDEN=1`` the stored files are rewritten first; review the diff afterwards.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from engine.game import Result, get_game
from engine.replay import GameRecord, event_log, new_record, replay

UPDATE = os.environ.get("HWATU_UPDATE_GOLDEN") == "1"

# (players, preset, options, seed); the moves are random with random.Random(seed).
Spec = tuple[int | None, str | None, Mapping[str, Any], int]


def make_record(key: str, spec: Spec) -> GameRecord:
    players, preset, options, seed = spec
    game = get_game(key, players=players, options=options, preset=preset)
    state = game.new_state(seed)
    rng = random.Random(seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_moves()))
    return new_record(game, seed, state.moves)


def result_base(result: Result, *, reason: bool = False) -> dict:
    """The result fields every game stores: scores, winners, (reason,) breakdowns."""
    data: dict[str, Any] = {"scores": list(result.scores), "winners": list(result.winners)}
    if reason:
        data["reason"] = result.reason
    data["breakdowns"] = [b.as_json() for b in result.breakdowns]
    return data


def expected(path: Path, text: str) -> str:
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    return path.read_text(encoding="utf-8")


def check_playthrough(
    folder: Path, name: str, key: str, spec: Spec, result_json: Callable[[Result], dict]
) -> None:
    """The stored record, logs (ru, en) and result of ``folder/name`` are still what the game makes."""
    record_path = folder / f"{name}.json"
    if UPDATE:
        record_path.write_text(make_record(key, spec).to_json(indent=1) + "\n", encoding="utf-8")
    record = GameRecord.from_json(record_path.read_text(encoding="utf-8"))
    # the stored moves are still what the seeded random player chooses
    assert record == make_record(key, spec)
    for lang in ("ru", "en"):
        text = "\n".join(event_log(record, lang)) + "\n"
        assert text == expected(folder / f"{name}.{lang}.txt", text)
    text = json.dumps(result_json(replay(record).result()), ensure_ascii=False, indent=1) + "\n"
    assert text == expected(folder / f"{name}.result.json", text)


def english_logs(folder: Path, names) -> str:
    return "".join((folder / f"{name}.en.txt").read_text(encoding="utf-8") for name in names)
