"""A server killed in the middle of a game: the game resumes at the same move; a move is applied once."""

from __future__ import annotations

import pytest

from scripts.fault_restart import run
from scripts.load.server import Server


@pytest.mark.server
def test_kill_and_restart_mid_game(server: Server) -> None:
    report = run(server, bot="strong")
    assert any("resumes at the same move" in line or "saved whole" in line for line in report), report
    assert all(not line.startswith("FAILED") for line in report), report
