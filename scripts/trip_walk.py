#!/usr/bin/env python
"""The walk of one move through the code: which of the project's modules it visits, in how many steps,
and how often it climbs back into a module it had left.

Traces (``sys.setprofile``) one learner's htmx move at the play table and one person's htmx move at a
people's table, each posted through Django's test client on a throwaway SQLite database, the searches
held (Django's dummy task backend), the game already in the cache as in a running server. A step is a
distinct call from one project module into another (the engine counts as one module, the rules;
Django, the templates' own machinery and the standard library are skipped over); a climb is a step
from a lower layer (engine < frame < room < the apps) into a higher one, a call back up (a callback).
Prints the modules in the order first visited and the three figures.

    .venv/bin/python scripts/trip_walk.py [--seed 31]
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
PROJECT = ("engine", "frame", "room", "play", "tables", "learn", "fortune", "reference")


def module_of(frame: FrameType) -> str | None:
    """The project module a frame runs in (``engine`` for any of the rules), or None."""
    path = Path(frame.f_code.co_filename)
    if not path.is_relative_to(ROOT) or ".venv" in path.parts or "tests" in path.parts:
        return None
    parts = path.relative_to(ROOT).with_suffix("").parts
    if not parts or parts[0] not in PROJECT:
        return None
    return "engine" if parts[0] == "engine" else ".".join(parts)


#: The layers, lowest first: a call from a lower layer into a higher one is a climb back up.
LAYERS = {"engine": 0, "frame": 1, "room": 2}


def layer(module: str) -> int:
    """The layer of a module: the engine, the site frame, the room, or an app (3)."""
    return LAYERS.get(module.split(".")[0], 3)


def caller_module(frame: FrameType) -> str | None:
    """The nearest project module up the stack from ``frame``."""
    back = frame.f_back
    while back is not None:
        module = module_of(back)
        if module is not None:
            return module
        back = back.f_back
    return None


def walk(action: Callable[[], Any]) -> tuple[list[str], int, list[tuple[str, str]]]:
    """Run ``action`` under the tracer: the modules in the order first visited, the steps (distinct
    calls from one project module into another) and the climbs (those from a lower layer up)."""
    order: list[str] = []
    edges: set[tuple[str, str]] = set()

    def tracer(frame: FrameType, event: str, arg: Any) -> None:
        if event != "call":
            return
        module = module_of(frame)
        if module is None:
            return
        if module not in order:
            order.append(module)
        caller = caller_module(frame)
        if caller is not None and caller != module:
            edges.add((caller, module))

    sys.setprofile(tracer)
    try:
        action()
    finally:
        sys.setprofile(None)
    climbs = sorted((caller, callee) for caller, callee in edges if layer(callee) > layer(caller))
    return order, len(edges), climbs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=31)
    args = parser.parse_args()

    db = Path(tempfile.mkdtemp()) / "trip_walk.sqlite3"
    os.environ["DATABASE_URL"] = f"sqlite:///{db}"
    os.environ.setdefault("SECRET_KEY", "trip-walk-only")
    os.environ.setdefault("RATELIMIT_ENABLED", "0")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hwatu_site.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.test import Client
    from django.test.utils import override_settings

    from play import workflow
    from play.models import PracticeGame
    from tables import game as table_game
    from tables.models import Table

    call_command("migrate", verbosity=0)
    call_command("createcachetable", verbosity=0)
    storages = {
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    tasks = {
        "default": {"BACKEND": "django.tasks.backends.dummy.DummyBackend", "QUEUES": [settings.SEARCH_QUEUE]}
    }
    hx = {"HX-Request": "true"}
    version_re = re.compile(r'data-version="(\d+)"')
    with override_settings(ALLOWED_HOSTS=["*"], STORAGES=storages, TASKS=tasks):
        learner = Client()
        data = {"tutor": "", "players": 2, "bot_1": "random", "seed": str(args.seed)}
        url = learner.post("/ru/play/new/hato/", data)["Location"]
        row = PracticeGame.objects.get(pk=url.rstrip("/").split("/")[-1])
        if workflow.rebuild(row).state.current_player != row.learner_seat:
            row = workflow.advance(row=row, version=row.version, until_learner=True)
        learner.get(url)
        move = workflow.rebuild(row).state.legal_moves()[0].code
        report(
            "a learner's htmx move",
            walk(lambda: learner.post(f"{url}move/", {"move": move, "version": row.version}, headers=hx)),
        )

        host, guest = Client(), Client()
        opened = {"name": "Host", "help": "friendly", "timer": "0", "seat_1": "person"}
        table_url = host.post("/en/tables/new/koikoi/", opened)["Location"]
        code = table_url.rstrip("/").split("/")[-1]
        guest.post(f"/en/tables/{code}/join/", {"name": "Guest"})
        shown = version_re.search(host.get(table_url).content.decode())
        if shown is None:
            raise SystemExit("the table's page shows no version")
        host.post(f"{table_url}start/", {"version": shown.group(1)})
        table = Table.objects.get(code=code)
        seat = table_game.build(table).state.current_player
        if seat is None:
            raise SystemExit("the deal ended as it was dealt: try another --seed")
        mover = host if seat == 0 else guest
        mover.get(table_url)
        move = table_game.build(table).state.observe(seat).legal_moves[0].code
        report(
            "a person's htmx move at a table",
            walk(
                lambda: mover.post(f"{table_url}move/", {"move": move, "version": table.version}, headers=hx)
            ),
        )


def report(what: str, found: tuple[list[str], int, list[tuple[str, str]]]) -> None:
    order, steps, climbs = found
    print(f"{what}: {len(order)} modules, {steps} steps, {len(climbs)} climbs back up")
    print("   " + " > ".join(order))
    for caller, callee in climbs:
        print(f"   climb: {caller} -> {callee}")


if __name__ == "__main__":
    main()
