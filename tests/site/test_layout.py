"""The project's shape: hwatu_site/ is wiring only (settings, URLs, WSGI/ASGI). That nothing imports
it is one of import-linter's contracts (pyproject.toml, ``make lint``); strings that name its settings
module (``DJANGO_SETTINGS_MODULE="hwatu_site.settings"``) are not imports and are fine.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WIRING = ROOT / "hwatu_site"


def test_hwatu_site_holds_only_the_wiring() -> None:
    files = {
        str(path.relative_to(WIRING))
        for path in WIRING.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    assert files == {"__init__.py", "settings.py", "urls.py", "wsgi.py", "asgi.py"}
