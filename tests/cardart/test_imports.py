"""The card art stands alone: its modules import the standard library, Pillow and engine.cards only."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.imports import imported_modules, top_level

ROOT = Path(__file__).resolve().parents[2]
CARDART = ROOT / "cardart"


def allowed(name: str) -> bool:
    """The standard library, Pillow (``PIL`` and its modules) and ``engine.cards``."""
    return top_level(name) in sys.stdlib_module_names or top_level(name) == "PIL" or name == "engine.cards"


def test_cardart_imports_only_the_standard_library_pillow_and_the_cards() -> None:
    files = sorted(CARDART.rglob("*.py"))
    assert len(files) > 10
    offenders = {
        str(path.relative_to(ROOT)): sorted(n for n in imported_modules(path) if not allowed(n))
        for path in files
    }
    assert {path: names for path, names in offenders.items() if names} == {}


def test_importing_the_card_art_loads_no_other_project_module() -> None:
    modules = [".".join(p.relative_to(ROOT).with_suffix("").parts) for p in sorted(CARDART.rglob("*.py"))]
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name.removesuffix('.__init__'))\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('django', 'engine', 'frame', 'learn', 'play', 'fortune', 'reference', 'hwatu_site')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert done.stdout.strip() == "['engine', 'engine.cards']"
