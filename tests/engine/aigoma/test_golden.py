"""Golden Aigoma-koppai playthroughs, beside the other games' in ``tests/engine/golden``.

Each ``aigoma_NAME.json`` is a game record made by a seeded random player (see
``tests/engine/golden/checks.py``); ``aigoma_NAME.ru.txt`` / ``.en.txt`` hold the expected log
(``python -m engine replay FILE``) and ``aigoma_NAME.result.json`` the result. A change to the rules,
the sentences or a card name shows up as a diff. After a deliberate change:
``HWATU_UPDATE_GOLDEN=1 pytest tests/engine/aigoma`` and review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.golden.checks import check_playthrough, english_logs, result_base

GOLDEN = Path(__file__).parent.parent / "golden"

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


def result_json(result) -> dict:
    return {**result_base(result), "deals": [list(d) for d in result.data["deals"]]}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough(name):
    check_playthrough(GOLDEN, name, "aigoma", GAMES[name], result_json)


def test_golden_logs_show_every_outcome():
    logs = english_logs(GOLDEN, GAMES)
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
