"""The shape of the code: the engine's games are reached only through the engine's public modules.

* No module outside ``engine/games/`` (tests aside) imports a game's own modules: the apps, the
  bots and the scripts see a game only through ``Game``/``State`` and ``engine``'s public modules.
* The bots and the play app hold no branch on a game's key and no ``type: ignore`` to reach into a
  game's state: what differs between games is asked of the game.
* No app imports another app (``frame``, the site frame, included): what two apps share (the
  practice deals) lives in the engine; a page that shows another app's piece loads its template tag.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
APPS = ("learn", "play", "fortune", "reference", "tables", "frame", "room")
#: What each layer below the apps may import: the site frame (language, deck order, card pictures)
#: nothing of the apps; the room (a game in progress) the frame; every other app both.
BELOW = {"frame": {"frame"}, "room": {"room", "frame"}}
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


def imported_modules(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.append(node.module)
            names.extend(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_the_check_sees_the_project():
    files = {p.relative_to(ROOT).as_posix() for p in python_files()}
    assert "play/workflow.py" in files and "engine/game.py" in files and "learn/drills.py" in files


@pytest.mark.parametrize("path", python_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_module_outside_the_games_imports_a_games_own_modules(path):
    if path.relative_to(ROOT).parts[:2] == ("engine", "games"):
        return
    own = [name for name in imported_modules(path) if re.match(r"engine\.games\.\w+", name)]
    assert not own, f"{path.relative_to(ROOT)} imports a game's own modules: {own}"


@pytest.mark.parametrize("path", python_files(*APPS), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_app_imports_another_app(path):
    app = path.relative_to(ROOT).parts[0]
    allowed = BELOW.get(app, {app, *BELOW})
    others = [name for name in imported_modules(path) if name.split(".")[0] in set(APPS) - allowed]
    assert not others, f"{path.relative_to(ROOT)} imports another app: {others}"


@pytest.mark.parametrize(
    "path", python_files("play", "engine/bots"), ids=lambda p: p.relative_to(ROOT).as_posix()
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
