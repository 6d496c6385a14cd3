"""Golden Aigoma-koppai playthroughs, beside the other games' in ``tests/engine/golden``.

Each ``aigoma_NAME.json`` is a game record made by a seeded random player (see ``make_record``);
``aigoma_NAME.ru.txt`` / ``.en.txt`` hold the expected log (``python -m engine replay FILE``) and
``aigoma_NAME.result.json`` the result. A change to the rules, the sentences or a card name shows up
as a diff. After a deliberate change: ``HWATU_UPDATE_GOLDEN=1 pytest tests/engine/aigoma`` and
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

GOLDEN = Path(__file__).parent.parent / "golden"
UPDATE = os.environ.get("HWATU_UPDATE_GOLDEN") == "1"

# name: (players, preset, options, seed); the moves are random with random.Random(seed).
GAMES = {
    "aigoma_4p_source": (4, "source", {}, 3),
    "aigoma_2p_listed_points": (2, None, {"brights": "listed", "settlement": "points"}, 13),
    "aigoma_3p_match_cards": (
        3,
        None,
        {"rounds": 3, "settlement": "cards", "month_order": "january_high"},
        21,
    ),
}


def make_record(name: str) -> GameRecord:
    players, preset, options, seed = GAMES[name]
    game = get_game("aigoma", players=players, options=options, preset=preset)
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
    record_path = GOLDEN / f"{name}.json"
    if UPDATE:
        record_path.write_text(make_record(name).to_json(indent=1) + "\n", encoding="utf-8")
    record = GameRecord.from_json(record_path.read_text(encoding="utf-8"))
    assert record == make_record(name)  # the stored moves are still what the seeded player picks
    for lang in ("ru", "en"):
        text = "\n".join(event_log(record, lang)) + "\n"
        assert text == expected(GOLDEN / f"{name}.{lang}.txt", text)
    text = json.dumps(result_json(record), ensure_ascii=False, indent=1) + "\n"
    assert text == expected(GOLDEN / f"{name}.result.json", text)


def test_golden_logs_show_every_outcome():
    logs = "".join((GOLDEN / f"{name}.en.txt").read_text(encoding="utf-8") for name in GAMES)
    for phrase in (
        "leads a trump",
        "plays a trump",
        "beats the trump with a more senior one",
        "counts as a plain card of its month",
        "passes.",
        "Everyone else passed in a row",
        "The opponent passed",
        "is out of cards and wins the deal",
        "is paid by card points",
        "Match totals",
        "The game is over",
    ):
        assert phrase in logs, phrase
