"""Nylon-ppong golden playthroughs: a stored record replays to the stored log, word for word.

The files sit next to the other games' golden files: ``tests/engine/golden/nylon_NAME.json`` is a
game record (random legal moves from a fixed seed), ``nylon_NAME.ru.txt`` and ``nylon_NAME.en.txt``
the expected log (``python -m engine replay``), ``nylon_NAME.result.json`` the result. After a
deliberate change to the rules or the sentences, regenerate with
``HWATU_UPDATE_GOLDEN=1 pytest tests/engine/nylon/test_golden.py`` and review the diff. The check
itself is ``tests/engine/golden/checks.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.golden.checks import check_playthrough, english_logs, result_base

HERE = Path(__file__).parent.parent / "golden"

# name: (players, preset, options, seed); the moves are random with random.Random(seed).
GAMES = {
    "nylon_2p_text_failed_stop": (2, "text", {}, 692),
    "nylon_3p_hidden_ppong_match": (3, None, {"rounds": 3, "upcard": False}, 72),
    # the match-totals reading of who starts the next deal (``next_starter``), kept word for word
    "nylon_4p_big_table_match": (4, "big_table", {"rounds": 3, "next_starter": "match"}, 1),
}


def result_json(result) -> dict:
    deals = [
        {
            "round": r["round"],
            "reason": r["reason"],
            "points": list(r["points"]),
            "totals": list(r["totals"]),
        }
        for r in result.data["rounds"]
    ]
    return {**result_base(result, reason=True), "deals": deals}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough(name):
    check_playthrough(HERE, name, "nylon", GAMES[name], result_json)


def test_golden_logs_show_every_call():
    logs = english_logs(HERE, GAMES)
    for phrase in (
        "calls ppong",
        "calls ppong out of turn",
        "lets",
        "calls a hidden ppong",
        "calls stop",
        "The stop failed",
        "declares",
        "the concealed triplet",
        "another 30 penalty points",
        "shuffled into a new deck",
        "is turned up to start the discards",
        "Match totals",
        "The match is over",
    ):
        assert phrase in logs, phrase
