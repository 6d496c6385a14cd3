"""Golden playthroughs: a stored record replays to the stored move-by-move log, word for word.

Each ``NAME.json`` is a game record; ``NAME.ru.txt`` and ``NAME.en.txt`` hold the expected log
(``python -m engine replay NAME.json --lang ru``) and ``NAME.result.json`` the final result. A
change to the rules, the describer or a card name shows up here as a diff. After a deliberate
change, regenerate with ``HWATU_UPDATE_GOLDEN=1 pytest tests/engine/golden`` and review the diff.

``checks.make_record()`` says how the records were made: random legal moves from a fixed seed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.golden.checks import check_playthrough, english_logs, result_base

HERE = Path(__file__).parent

# name: (players, preset, options, seed); the moves are random with random.Random(seed).
GAMES = {
    "hato_2p_redeal": (2, None, {}, 571),
    "hato_3p_v2_freeze": (3, "menshov_v2", {"freeze": True}, 5),
    "hato_4p_match_zero_sum": (4, None, {"target": 500, "settlement": "zero_sum", "plain_bonus": True}, 29),
}


def result_json(result) -> dict:
    return {**result_base(result), "deals": [list(d) for d in result.data["deals"]]}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough(name):
    check_playthrough(HERE, name, "hato", GAMES[name], result_json)


def test_golden_logs_show_every_outcome():
    logs = english_logs(HERE, GAMES)
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
