"""Go-Stop golden playthroughs: a stored record replays to the stored log, word for word.

``golden/NAME.json`` is a game record (random legal moves from a fixed seed), ``NAME.ru.txt`` and
``NAME.en.txt`` the expected log, ``NAME.result.json`` the result with each deal's payments. After a
deliberate change to the rules or the sentences, regenerate with
``HWATU_UPDATE_GOLDEN=1 pytest tests/engine/gostop/test_golden.py`` and review the diff. The check
itself is ``tests/engine/golden/checks.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.golden.checks import check_playthrough, english_logs, result_base

HERE = Path(__file__).parent / "golden"

# name: (players, preset, options, seed); the moves are random with random.Random(seed).
GAMES = {
    "gostop_2p_matgo_ttadak": (2, None, {}, 616),
    "gostop_2p_bomb_shake": (2, None, {}, 52),
    "gostop_3p_match_nagari": (3, None, {"rounds": 3}, 286),
    "gostop_2p_match_go_at_3": (2, None, {"rounds": 3, "three_ppeok": 7, "go_at": 3}, 162),
}


def result_json(result) -> dict:
    deals = [
        {"round": r["round"], "reason": r["reason"], "winner": r["winner"], "points": list(r["points"])}
        for r in result.data["rounds"]
    ]
    return {**result_base(result, reason=True), "deals": deals}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough(name):
    check_playthrough(HERE, name, "gostop", GAMES[name], result_json)


def test_golden_logs_show_every_event():
    logs = english_logs(HERE, GAMES)
    for phrase in (
        "Ppeok!",
        "ppeok: every opponent gives up",
        "Ttadak:",
        "Jjok:",
        "Sseul:",
        "Bomb:",
        "a bomb's free turn",
        "Shaking:",
        "matches two table cards",
        "calls go",
        "calls stop",
        "a nagari",
        "this deal counts double",
        "gives",
        "pays",
        "Match totals",
        "The match is over",
        "dealt again",
    ):
        assert phrase in logs, phrase
