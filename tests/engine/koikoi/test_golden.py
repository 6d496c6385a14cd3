"""Koi-Koi golden playthroughs: a stored record replays to the stored log, word for word.

``golden/NAME.json`` is a game record (random legal moves from a fixed seed), ``NAME.ru.txt`` and
``NAME.en.txt`` the expected log, ``NAME.result.json`` the result. After a deliberate change to the
rules or the sentences, regenerate with ``HWATU_UPDATE_GOLDEN=1 pytest tests/engine/koikoi`` and
review the diff. The check itself is ``tests/engine/golden/checks.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.golden.checks import check_playthrough, result_base

HERE = Path(__file__).parent / "golden"

# name: (preset, options, seed); the moves are random with random.Random(seed).
GAMES = {
    "koikoi_fudawiki_deal": ("fudawiki", {}, 17),
    "koikoi_nintendo_match": ("nintendo", {"rounds": 3, "dealer_privilege": True, "viewing_3": True}, 8),
    # The text's readings: cards with a match laid on the table, the players starting deals in turn.
    "koikoi_japancards_turns_match": ("japancards", {"rounds": 3, "next_dealer": "turns"}, 3),
}


def result_json(result) -> dict:
    return result_base(result, reason=True)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough(name):
    check_playthrough(HERE, name, "koikoi", (None, *GAMES[name]), result_json)
