"""The drills and the learn views ask the engine what a game offers: no game key appears in them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.game import game_keys

ROOT = Path(__file__).resolve().parents[2]
FILES = ("learn/drills.py", "learn/views.py", "learn/templates/learn/drills.html")


@pytest.mark.parametrize("name", FILES)
def test_no_game_key_in_the_drills(name):
    text = (ROOT / name).read_text(encoding="utf-8")
    keys = "|".join(game_keys())
    assert game_keys() and not re.findall(rf"""["']({keys})["']""", text), name
