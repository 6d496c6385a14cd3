"""The shape of the code beyond its imports (which import-linter's contracts in pyproject.toml check
in ``make lint``: the layers, the apps' independence, a game's own modules reached only through the
engine's public ones, an engine without Django).

* The bots, the two tables, the room and the lessons hold no branch on a game's key and no
  ``type: ignore`` to reach into a game's state: what differs between games is asked of the game,
  or of the site's facts about it (``frame/games.py``, the one place keyed by game).
* Every game package has the same shape.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAME_KEYS = ("hato", "koikoi", "aigoma", "nylon", "gostop")
SKIP = {".venv", "tests", "node_modules", "staticfiles", ".git"}


def python_files(*tops: str) -> list[Path]:
    """Every .py file under the given top-level folders (the whole project when none is given)."""
    roots = [ROOT / top for top in tops] if tops else [ROOT]
    found = []
    for root in roots:
        for path in root.rglob("*.py"):
            if not SKIP & set(path.relative_to(ROOT).parts):
                found.append(path)
    return sorted(found)


def test_the_check_sees_the_project():
    files = {p.relative_to(ROOT).as_posix() for p in python_files()}
    assert "play/workflow.py" in files and "engine/game.py" in files and "learn/drills.py" in files


@pytest.mark.parametrize(
    "path",
    python_files("play", "tables", "room", "learn", "engine/bots"),
    ids=lambda p: p.relative_to(ROOT).as_posix(),
)
def test_no_branch_on_a_game_key_and_no_reaching_into_a_state(path):
    text = path.read_text(encoding="utf-8")
    keys = "|".join(GAME_KEYS)
    branches = re.findall(rf"""(?:==|!=|\bin\b)\s*\(?\s*["']({keys})(?:/\d)?["']""", text)
    branches += re.findall(rf"""["']({keys})(?:/\d)?["']\s*:""", text)  # a table keyed by game
    assert not branches, f"{path.relative_to(ROOT)} branches on game keys: {branches}"
    assert "type: ignore[attr-defined]" not in text, (
        f"{path.relative_to(ROOT)} reaches into a game's internals"
    )


def test_every_game_package_has_the_same_shape():
    from engine.game import game_keys

    shape = {"__init__.py", "game.py", "state.py", "moves.py", "scoring.py", "options.py", "describe.py"}
    shape |= {"determinize.py", "evaluate.py", "practice.toml"}
    for key in game_keys():
        folder = ROOT / "engine" / "games" / key
        missing = shape - {p.name for p in folder.iterdir()}
        assert not missing, f"engine/games/{key} lacks {sorted(missing)}"
