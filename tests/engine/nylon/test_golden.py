"""Nylon-ppong golden playthroughs: a stored record replays to the stored log, word for word.

The files sit next to the other games' golden files: ``tests/engine/golden/nylon_NAME.json`` is a
game record (random legal moves from a fixed seed), ``nylon_NAME.ru.txt`` and ``nylon_NAME.en.txt``
the expected log (``python -m engine replay``), ``nylon_NAME.result.json`` the result. After a
deliberate change to the rules or the sentences, regenerate with
``HWATU_UPDATE_GOLDEN=1 pytest tests/engine/nylon/test_golden.py`` and review the diff.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from engine.game import get_game
from engine.replay import GameRecord, event_log, new_record, replay

HERE = Path(__file__).parent.parent / "golden"
UPDATE = os.environ.get("HWATU_UPDATE_GOLDEN") == "1"

# name: (players, preset, options, seed); the moves are random with random.Random(seed).
GAMES = {
    "nylon_2p_text_failed_stop": (2, "text", {}, 692),
    "nylon_3p_hidden_ppong_match": (3, None, {"rounds": 3, "upcard": False}, 72),
    "nylon_4p_big_table_match": (4, "big_table", {"rounds": 3}, 1),
}


def make_record(name: str) -> GameRecord:
    players, preset, options, seed = GAMES[name]
    game = get_game("nylon", players=players, options=options, preset=preset)
    state = game.new_state(seed)
    rng = random.Random(seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_moves()))
    return new_record(game, seed, state.moves)


def expected(path: Path, text: str) -> str:
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough(name):
    path = HERE / f"{name}.json"
    if UPDATE:
        path.write_text(make_record(name).to_json(indent=1) + "\n", encoding="utf-8")
    record = GameRecord.from_json(path.read_text(encoding="utf-8"))
    assert record == make_record(name)
    for lang in ("ru", "en"):
        text = "\n".join(event_log(record, lang)) + "\n"
        assert text == expected(HERE / f"{name}.{lang}.txt", text)
    result = replay(record).result()
    data = {
        "scores": list(result.scores),
        "winners": list(result.winners),
        "reason": result.reason,
        "breakdowns": [b.as_json() for b in result.breakdowns],
        "deals": [
            {
                "round": r["round"],
                "reason": r["reason"],
                "points": list(r["points"]),
                "totals": list(r["totals"]),
            }
            for r in result.data["rounds"]
        ],
    }
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    assert text == expected(HERE / f"{name}.result.json", text)


def test_golden_logs_show_every_call():
    logs = "".join((HERE / f"{name}.en.txt").read_text(encoding="utf-8") for name in GAMES)
    for phrase in (
        "calls ppong",
        "calls ppong out of turn",
        "lets",
        "calls a hidden ppong",
        "calls stop",
        "The stop failed",
        "declares",
        "the concealed triplet",
        "more penalty points",
        "shuffled into a new deck",
        "is turned up to start the discards",
        "Match totals",
        "The match is over",
    ):
        assert phrase in logs, phrase
