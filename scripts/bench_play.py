#!/usr/bin/env python
"""Work per learner move at the play table, bots' replies and the tutor's ranking included.

Plays whole games through the views (Django's test client, htmx requests, a throwaway SQLite
database) with every bot at the given level and tutor mode on. The searches run at once where they
are asked for (``TASKS_BACKEND=immediate``) instead of in a worker, so each timed step is all the
work one learner move causes, wherever it runs: save and judge the move, render the table, every
bot's move up to the learner's next turn and the tutor's ranking of that turn. (On the site the
request does only the first part; workers do the searches.) Prints the median and 95th percentile.

    .venv/bin/python scripts/bench_play.py [--games 6] [--level strong] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _group(pattern: re.Pattern[str], page: str) -> str:
    """The first group of ``pattern`` in ``page`` (the page must hold it)."""
    found = pattern.search(page)
    if found is None:
        raise SystemExit(f"no match for {pattern.pattern!r} in the page")
    return found.group(1)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))
    return ordered[index]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--level", default="strong", choices=["random", "greedy", "medium", "strong"])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    db = Path(tempfile.mkdtemp()) / "bench_play.sqlite3"
    os.environ["DATABASE_URL"] = f"sqlite:///{db}"
    os.environ.setdefault("SECRET_KEY", "bench-only")
    os.environ.setdefault("RATELIMIT_ENABLED", "0")  # a benchmark is a flood of posts by design
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hwatu_site.settings")
    os.environ["TASKS_BACKEND"] = "immediate"  # the searches in this process, timed with the move
    import django

    django.setup()
    from django.core.management import call_command
    from django.test import Client
    from django.test.utils import override_settings

    call_command("migrate", verbosity=0)
    call_command("createcachetable", verbosity=0)
    rng = random.Random(args.seed)
    games = [("hato", 2), ("hato", 3), ("hato", 4), ("koikoi", 2)]
    move_re = re.compile(r'name="move" value="([^"]+)"')
    pick_re = re.compile(r'href="\?card=(\w+)"')
    version_re = re.compile(r'data-version="(\d+)"')
    per_move: list[float] = []
    hx = {"HX-Request": "true"}
    storages = {
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    with override_settings(ALLOWED_HOSTS=["*"], STORAGES=storages):
        for number in range(args.games):
            game, players = games[number % len(games)]
            client = Client()
            data = {"tutor": "on", "players": players, **{f"bot_{i}": args.level for i in range(1, 4)}}
            response = client.post(f"/ru/play/new/{game}/", data)
            url = response["Location"]
            page = client.get(url, headers=hx).content.decode()
            while "play-result-h" not in page:
                version = _group(version_re, page)
                if not move_re.search(page) and not pick_re.search(page):
                    raise SystemExit("the bots did not reply (the searches should run at once here)")
                # The learner's choice (not timed: the choice of a card is a GET without work).
                if not move_re.search(page):
                    page = client.get(url + "?card=" + rng.choice(pick_re.findall(page)), headers=hx)
                    page = page.content.decode()
                code = rng.choice(move_re.findall(page))
                started = time.perf_counter()
                reply = client.post(url + "move/", {"move": code, "version": version}, headers=hx)
                page = reply.content.decode()
                done = time.perf_counter()
                per_move.append(done - started)
            print(f"game {number + 1}: {game} for {players}, {len(per_move)} learner moves", flush=True)

    def line(name: str, values: list[float]) -> str:
        return (
            f"{name:<34} median {statistics.median(values) * 1000:7.0f} ms   "
            f"p95 {percentile(values, 0.95) * 1000:7.0f} ms   max {max(values) * 1000:7.0f} ms"
        )

    print(f"\n{len(per_move)} learner moves in {args.games} games, bots and tutor at level {args.level}")
    print(line("learner move + bots + tutor", per_move))


if __name__ == "__main__":
    main()
