#!/usr/bin/env python
"""Time per learner move at the play table, and the tutor's verdicts with their reasons.

Plays whole games of every game through the views (Django's test client, htmx requests, a throwaway
SQLite database) with every bot at the given level and the tutor on. The tasks the site would hand
to a search worker are kept (Django's dummy task backend) and run by this script right after the
request, as a worker would, so each learner move is timed in three parts: the request that stores the
move and answers with the table at once; the searches it caused (every bot's reply up to the
learner's next turn, the tutor's ranking of that turn and the verdict on the move); and the whole.
Prints the median and 95th percentile of each, the share of the tutor's verdicts below "best" that
carry a reason (must be all), and a sample of verdicts with their reasons as the log words them.

    .venv/bin/python scripts/bench_play.py [--games 8] [--level strong] [--seed 1] [--lang ru]
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
from typing import Any

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


def run_tasks(backend: Any) -> int:
    """Run the tasks the requests enqueued (and those they enqueue), oldest first, as a worker does."""
    from django.tasks.base import TaskResultStatus

    done = 0
    while True:
        ready = [r for r in backend.results if r.status == TaskResultStatus.READY]
        if not ready:
            return done
        result = ready[0]
        object.__setattr__(result, "status", TaskResultStatus.SUCCESSFUL)
        result.task.call(*result.args, **result.kwargs)
        done += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--level", default="strong", choices=["random", "greedy", "medium", "strong"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lang", default="ru", choices=["ru", "en"])
    parser.add_argument("--sample", type=int, default=10, help="verdicts with reasons to print")
    args = parser.parse_args()

    db = Path(tempfile.mkdtemp()) / "bench_play.sqlite3"
    os.environ["DATABASE_URL"] = f"sqlite:///{db}"
    os.environ.setdefault("SECRET_KEY", "bench-only")
    os.environ.setdefault("RATELIMIT_ENABLED", "0")  # a benchmark is a flood of posts by design
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hwatu_site.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.tasks import task_backends
    from django.test import Client
    from django.test.utils import override_settings
    from django.utils import translation
    from django.utils.translation import gettext

    from engine.game import Move
    from play import workflow
    from play.board import _verdict_view
    from play.models import PracticeGame
    from room.texts import move_sentence

    call_command("migrate", verbosity=0)
    call_command("createcachetable", verbosity=0)
    rng = random.Random(args.seed)
    games = [("hato", 2), ("koikoi", 2), ("nylon", 3), ("aigoma", 3), ("hato", 3), ("hato", 4)]
    move_re = re.compile(r'name="move" value="([^"]+)"')
    pick_re = re.compile(r'href="\?card=(\w+)"')
    version_re = re.compile(r'data-version="(\d+)"')
    requests: list[float] = []
    searches: list[float] = []
    wholes: list[float] = []
    hx = {"HX-Request": "true"}
    storages = {
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    tasks = {
        "default": {"BACKEND": "django.tasks.backends.dummy.DummyBackend", "QUEUES": [settings.SEARCH_QUEUE]}
    }
    rows: list[str] = []
    with override_settings(ALLOWED_HOSTS=["*"], STORAGES=storages, TASKS=tasks):
        backend = task_backends["default"]
        for number in range(args.games):
            game, players = games[number % len(games)]
            client = Client()
            data = {"tutor": "on", "players": players, **{f"bot_{i}": args.level for i in range(1, 4)}}
            response = client.post(f"/{args.lang}/play/new/{game}/", data)
            url = response["Location"]
            rows.append(url.rstrip("/").split("/")[-1])
            run_tasks(backend)
            page = client.get(url, headers=hx).content.decode()
            moves = 0
            while "play-result-h" not in page:
                run_tasks(backend)
                page = client.get(url, headers=hx).content.decode()
                if "play-result-h" in page:
                    break
                version = _group(version_re, page)
                if not move_re.search(page) and not pick_re.search(page):
                    raise SystemExit("the bots did not reply after their searches ran")
                # The learner's choice (not timed: the choice of a card is a GET without work).
                if not move_re.search(page):
                    page = client.get(url + "?card=" + rng.choice(pick_re.findall(page)), headers=hx)
                    page = page.content.decode()
                code = rng.choice(move_re.findall(page))
                started = time.perf_counter()
                client.post(url + "move/", {"move": code, "version": version}, headers=hx)
                answered = time.perf_counter()
                run_tasks(backend)
                done = time.perf_counter()
                requests.append(answered - started)
                searches.append(done - answered)
                wholes.append(done - started)
                moves += 1
            print(f"game {number + 1}: {game} for {players}, {moves} learner moves", flush=True)

    def line(name: str, values: list[float]) -> str:
        return (
            f"{name:<40} median {statistics.median(values) * 1000:7.0f} ms   "
            f"p95 {percentile(values, 0.95) * 1000:7.0f} ms   max {max(values) * 1000:7.0f} ms"
        )

    print(f"\n{len(wholes)} learner moves in {args.games} games, bots and tutor at level {args.level}")
    print(line("the request (move stored, table shown)", requests))
    print(line("the searches it caused (a worker's)", searches))
    print(line("the whole", wholes))

    verdicts = below = with_reason = 0
    sample: list[str] = []
    with translation.override(args.lang):
        for row_id in rows:
            row = PracticeGame.objects.get(pk=row_id)
            built = workflow.rebuild(row)
            for ply, note in sorted(row.annotations.items(), key=lambda item: int(item[0])):
                if not isinstance(note, dict) or "verdict" not in note:
                    continue
                verdicts += 1
                if note["verdict"] == "best":
                    continue
                below += 1
                view = _verdict_view(built.game, note)
                with_reason += bool(view["reason"])
                if len(sample) < args.sample and rng.random() < 0.5:
                    played = move_sentence(built.game, Move.parse(row.moves[int(ply)]))
                    sample.append(
                        f"- {row.game_key}, {int(ply) + 1}: {played}. {view['label']}. "
                        + gettext("Better: %(best)s.") % {"best": view["best_sentence"]}
                        + f" {view['reason']}"
                    )
    share = 100 * with_reason / below if below else 100.0
    print(f"\n{verdicts} verdicts, {below} below best, {with_reason} of those with a reason ({share:.1f}%)")
    print("\n".join(sample))


if __name__ == "__main__":
    main()
