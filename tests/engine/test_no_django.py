"""The engine is pure Python: importing all of it loads no Django (that no module imports it, even
indirectly, is one of import-linter's contracts in pyproject.toml, checked by ``make lint``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


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
