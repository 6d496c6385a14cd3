"""The engine is pure Python: no module under engine/ imports Django."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.imports import imported_modules

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def test_no_engine_module_imports_django():
    files = sorted(ENGINE.rglob("*.py"))
    assert files
    offenders = {
        str(path.relative_to(ENGINE.parent)): sorted(
            n for n in imported_modules(path) if n.split(".")[0] == "django"
        )
        for path in files
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_importing_the_whole_engine_loads_no_django():
    modules = [
        ".".join(p.relative_to(ENGINE.parent).with_suffix("").parts)
        for p in sorted(ENGINE.rglob("*.py"))
        if p.name != "__main__.py"
    ]
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name.removesuffix('.__init__'))\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'django'))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ENGINE.parent
    )
    assert done.stdout.strip() == "[]"
