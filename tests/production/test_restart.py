"""A server and its search worker killed while a bot thinks: the learner's move is kept, the bot's
search is done again after the restart and applied once, and a repeated post changes nothing."""

from __future__ import annotations

import pytest

from scripts.fault_restart import run
from scripts.load.server import Server


@pytest.mark.server
@pytest.mark.thorough
def test_kill_and_restart_mid_game(queue_server: Server) -> None:
    report = run(queue_server, bot="strong")
    assert any("applied once (version" in line for line in report), report
    assert all(not line.startswith("FAILED") for line in report), report
