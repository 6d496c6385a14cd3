"""Golden playthroughs: a stored record replays to the stored move-by-move log, word for word.

Each ``NAME.json`` is a game record; ``NAME.ru.txt`` and ``NAME.en.txt`` hold the expected log
(``python -m engine replay NAME.json --lang ru``) and ``NAME.result.json`` the final result. A
change to the rules, the describer or a card name shows up here as a diff. After a deliberate
change, regenerate with ``HWATU_UPDATE_GOLDEN=1 pytest tests/engine/golden`` and review the diff.

``make_records()`` says how the records were made: random legal moves from a fixed seed.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from engine.game import get_game
from engine.replay import GameRecord, event_log, new_record, replay

HERE = Path(__file__).parent
UPDATE = os.environ.get("HWATU_UPDATE_GOLDEN") == "1"

# name: (players, preset, options, seed); the moves are random with random.Random(seed).
GAMES = {
    "hato_2p_redeal": (2, None, {}, 571),
    "hato_3p_v2_freeze": (3, "menshov_v2", {"freeze": True}, 5),
    "hato_4p_match_zero_sum": (4, None, {"target": 500, "settlement": "zero_sum", "plain_bonus": True}, 29),
}


def make_record(name: str) -> GameRecord:
    players, preset, options, seed = GAMES[name]
    game = get_game("hato", players=players, options=options, preset=preset)
    state = game.new_state(seed)
    rng = random.Random(seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_moves()))
    return new_record(game, seed, state.moves)


def result_json(record: GameRecord) -> dict:
    result = replay(record).result()
    return {
        "scores": list(result.scores),
        "winners": list(result.winners),
        "breakdowns": [b.as_json() for b in result.breakdowns],
        "deals": [list(d) for d in result.data["deals"]],
    }


def expected(path: Path, text: str) -> str:
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough(name):
    record_path = HERE / f"{name}.json"
    if UPDATE:
        record_path.write_text(make_record(name).to_json(indent=1) + "\n", encoding="utf-8")
    record = GameRecord.from_json(record_path.read_text(encoding="utf-8"))
    # the stored moves are still what the seeded random player chooses
    assert record == make_record(name)
    for lang in ("ru", "en"):
        text = "\n".join(event_log(record, lang)) + "\n"
        assert text == expected(HERE / f"{name}.{lang}.txt", text)
    text = json.dumps(result_json(record), ensure_ascii=False, indent=1) + "\n"
    assert text == expected(HERE / f"{name}.result.json", text)


def test_golden_logs_show_every_outcome():
    logs = "".join((HERE / f"{name}.en.txt").read_text(encoding="utf-8") for name in GAMES)
    for phrase in (
        "dealt again",
        "chooses two of the three",
        "matches two table cards",
        "Freeze:",
        "completes the bonus",
        "stays on the table",
        "Zero-sum settlement",
        "Match totals",
        "The game is over",
    ):
        assert phrase in logs, phrase
