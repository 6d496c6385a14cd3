"""Koi-Koi golden playthroughs: a stored record replays to the stored log, word for word.

``golden/NAME.json`` is a game record (random legal moves from a fixed seed), ``NAME.ru.txt`` and
``NAME.en.txt`` the expected log, ``NAME.result.json`` the result. After a deliberate change to the
rules or the sentences, regenerate with ``HWATU_UPDATE_GOLDEN=1 pytest tests/engine/koikoi`` and
review the diff.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from engine.game import get_game
from engine.replay import GameRecord, event_log, new_record, replay

HERE = Path(__file__).parent / "golden"
UPDATE = os.environ.get("HWATU_UPDATE_GOLDEN") == "1"

# name: (preset, options, seed); the moves are random with random.Random(seed).
GAMES = {
    "koikoi_fudawiki_deal": (None, {}, 17),
    "koikoi_nintendo_match": ("nintendo", {"rounds": 3, "dealer_privilege": True, "viewing_3": True}, 8),
}


def make_record(name: str) -> GameRecord:
    preset, options, seed = GAMES[name]
    game = get_game("koikoi", options=options, preset=preset)
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
    }
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    assert text == expected(HERE / f"{name}.result.json", text)
