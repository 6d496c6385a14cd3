"""The project's shape: hwatu_site/ is wiring only (settings, URLs, WSGI/ASGI) and nothing imports it.

Strings that name its settings module (``DJANGO_SETTINGS_MODULE="hwatu_site.settings"`` in manage.py
and the scripts, ``hwatu_site.wsgi:application`` for gunicorn) are not imports and are fine.
"""

from __future__ import annotations

import os
from pathlib import Path

from tests.imports import imported_modules, top_level

ROOT = Path(__file__).resolve().parents[2]
WIRING = ROOT / "hwatu_site"
NOT_WALKED = {"hwatu_site", "tests", "staticfiles", "node_modules", "test-artifacts"}


def project_sources() -> list[Path]:
    """Every .py file of the project outside hwatu_site/ and tests/ (hidden folders, the virtual
    environment included, are left out)."""
    found = []
    for folder, subfolders, files in os.walk(ROOT):
        here = Path(folder)
        subfolders[:] = sorted(
            name
            for name in subfolders
            if not name.startswith(".")
            and name != "__pycache__"
            and not (here == ROOT and name in NOT_WALKED)
            and not (here / name / "pyvenv.cfg").exists()
        )
        found.extend(here / name for name in sorted(files) if name.endswith(".py"))
    return found


def test_the_walk_sees_the_apps_and_the_scripts() -> None:
    seen = {path.relative_to(ROOT).parts[0] for path in project_sources()}
    assert {"engine", "cardart", "frame", "reference", "learn", "play", "fortune", "scripts"} <= seen
    assert "manage.py" in seen and "hwatu_site" not in seen and "tests" not in seen


def test_no_module_imports_hwatu_site() -> None:
    offenders = {
        str(path.relative_to(ROOT)): sorted(n for n in imported_modules(path) if top_level(n) == "hwatu_site")
        for path in project_sources()
    }
    assert {path: names for path, names in offenders.items() if names} == {}


def test_hwatu_site_holds_only_the_wiring() -> None:
    files = {
        str(path.relative_to(WIRING))
        for path in WIRING.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    assert files == {"__init__.py", "settings.py", "urls.py", "wsgi.py", "asgi.py"}
