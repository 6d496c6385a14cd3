"""No app uses another app's templates or static files: an app's templates include and extend its own,
the room's (a game in progress, shared by both tables), the frame's and the site's (base, partials,
errors), and load its own static files, the room's and the site's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APPS = ("learn", "play", "tables", "fortune", "reference")
#: Template folders every app may use: the layers below the apps and the site's own.
SHARED = {"room", "frame", "partials", "errors"}
USED = re.compile(r"""\{%\s*(?:include|extends)\s+["']([^"'/]+)/""")
STATIC = re.compile(r"""\{%\s*static\s+["']([^"'/]+)/""")
#: Static folders every app may load: the room's, the site's styles and the card pictures.
SHARED_STATIC = {"room", "css", "cards"}


def used_folders(app: str) -> dict[str, set[str]]:
    """For each template of ``app``, the template folders it includes or extends."""
    return {
        str(path.relative_to(ROOT)): set(USED.findall(path.read_text(encoding="utf-8")))
        for path in sorted((ROOT / app / "templates").rglob("*.html"))
    }


@pytest.mark.parametrize("app", APPS)
def test_an_app_includes_only_its_own_and_the_shared_templates(app):
    found = used_folders(app)
    assert found, f"{app} has no templates"
    foreign = {path: folders - SHARED - {app} for path, folders in found.items() if folders - SHARED - {app}}
    assert foreign == {}


def test_the_room_uses_no_apps_templates():
    below = {"room", "frame", "partials"}
    foreign = {path: folders - below for path, folders in used_folders("room").items() if folders - below}
    assert foreign == {}


@pytest.mark.parametrize("app", APPS)
def test_an_app_loads_only_its_own_and_the_shared_static_files(app):
    folders = {
        str(path.relative_to(ROOT)): set(STATIC.findall(path.read_text(encoding="utf-8")))
        for path in sorted((ROOT / app / "templates").rglob("*.html"))
    }
    foreign = {
        path: used - SHARED_STATIC - {app} for path, used in folders.items() if used - SHARED_STATIC - {app}
    }
    assert foreign == {}
