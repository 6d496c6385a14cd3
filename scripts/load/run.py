#!/usr/bin/env python
"""Load test: the Locust scenarios of scripts/load/locustfile.py against the site, figures per request kind.

Starts gunicorn and the search workers on a fresh database (SQLite in a temporary directory, or a new
database on the PostgreSQL of $DATABASE_URL, as under scripts/pg_test.sh; with ``--backend rq`` a
redis-server of its own for the queue), runs Locust headless for the ramp-up and the duration (the
figures count only after the ramp-up), and prints, per kind of request, the count, median, 95th and
99th percentile and failures, with the time until the bots' reply is on the page, the CPU used by
the web and the search workers and the machine's load average before and after.

    .venv/bin/python scripts/load/run.py --users 50 --duration 60
    .venv/bin/python scripts/load/run.py --users 50 --duration 60 --search-workers 2
    .venv/bin/python scripts/load/run.py --users 50 --duration 60 --backend rq
    scripts/pg_test.sh .venv/bin/python scripts/load/run.py --users 50 --duration 60
    .venv/bin/python scripts/load/run.py --url http://127.0.0.1:8000     # a site already running
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server import BIN, ROOT, Server, cpu_of_named, redis_server

sys.path.insert(0, str(ROOT))

from engine.bots.simulate import percentile

LOCUSTFILE = Path(__file__).with_name("locustfile.py")


def _ms(value: str | None) -> float:
    """A time from Locust's statistics; "N/A" (a kind with no request after the ramp-up) is 0."""
    try:
        return float(value or 0)
    except ValueError:
        return 0.0


def run_locust(url: str, args: argparse.Namespace, prefix: Path) -> None:
    """Locust headless against ``url``; its statistics land in ``<prefix>_stats.csv``, the servers' own
    times of each request (its Server-Timing header) in ``<prefix>_server.json``."""
    env = {
        **os.environ,
        "LOAD_SERVER_TIMING_FILE": f"{prefix}_server.json",
        "LOAD_LANG": args.lang,
        "LOAD_BOT": args.bot,
        "LOAD_TUTOR_SHARE": str(args.tutor_share),
        "LOAD_MOVES": str(args.moves),
    }
    command = [
        str(BIN / "locust"),
        "-f",
        str(LOCUSTFILE),
        "--headless",
        "--host",
        url,
        "--users",
        str(args.users),
        "--spawn-rate",
        str(args.users / max(1.0, args.ramp)),
        "--run-time",
        f"{int(args.ramp + args.duration)}s",
        "--reset-stats",  # the figures count from the end of the ramp-up
        "--stop-timeout",
        "30",
        "--csv",
        str(prefix),
        "--only-summary",
        "--loglevel",
        "WARNING",
    ]
    subprocess.run(command, cwd=ROOT, env=env, check=False)


def read_stats(prefix: Path) -> list[dict[str, str]]:
    with open(f"{prefix}_stats.csv", newline="") as handle:
        return list(csv.DictReader(handle))


def read_server_timing(prefix: Path) -> dict[str, list[list[float]]]:
    """Per kind, the ``[cpu, wall]`` ms the web worker reported for each request (empty if none)."""
    path = Path(f"{prefix}_server.json")
    return json.loads(path.read_text()) if path.exists() else {}


def report(rows: list[dict[str, str]], seconds: float, server: dict[str, list[list[float]]]) -> dict:
    """Print the table; return the figures (for --json). ``server`` adds, per kind, the CPU and the wall
    time inside the web worker (median and p95): what the rest of the client's time waited for."""
    kinds = [row for row in rows if row["Name"] != "Aggregated"]
    requests = [row for row in kinds if row["Type"] != "WAIT"]
    total = sum(int(row["Request Count"]) for row in requests)
    failures = sum(int(row["Failure Count"]) for row in kinds)
    print(
        f"\n{total} requests in {seconds:.0f} s after the ramp-up: {total / seconds:.1f} requests/s, "
        f"{failures} failures"
    )
    header = (
        f"{'kind of request':40}{'count':>7}{'median':>8}{'p95':>8}{'p99':>8}{'max':>8}{'fail':>6}"
        f"{'cpu p50':>9}{'cpu p95':>9}{'app p50':>9}{'app p95':>9}"
    )
    print(header + "\n" + "-" * len(header))
    figures = []
    for row in sorted(kinds, key=lambda r: r["Name"]):
        item = {
            "kind": row["Name"],
            "type": row["Type"],
            "count": int(row["Request Count"]),
            "median_ms": _ms(row["50%"]),
            "p95_ms": _ms(row["95%"]),
            "p99_ms": _ms(row["99%"]),
            "max_ms": _ms(row["Max Response Time"]),
            "failures": int(row["Failure Count"]),
        }
        times = server.get(row["Name"], [])
        cpu, wall = sorted(t[0] for t in times), sorted(t[1] for t in times)
        item.update(
            server_cpu_median_ms=percentile(cpu, 0.5),
            server_cpu_p95_ms=percentile(cpu, 0.95),
            server_wall_median_ms=percentile(wall, 0.5),
            server_wall_p95_ms=percentile(wall, 0.95),
        )
        figures.append(item)
        inside = ("server_cpu_median_ms", "server_cpu_p95_ms", "server_wall_median_ms", "server_wall_p95_ms")
        print(
            f"{item['kind']:40}{item['count']:7d}"
            + "".join(f"{item[k]:8.0f}" for k in ("median_ms", "p95_ms", "p99_ms", "max_ms"))
            + f"{item['failures']:6d}"
            + ("".join(f"{item[k]:9.1f}" for k in inside) if times else "")
        )
    print(
        "times in ms seen by the client (queueing included; Locust rounds those over 100 ms to 2 digits);"
        "\ncpu and app: the web worker's CPU and wall time for the request (its Server-Timing header)"
    )
    return {
        "seconds": seconds,
        "requests": total,
        "rps": total / seconds,
        "failures": failures,
        "kinds": figures,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="load a site that is already running (no server is started)")
    parser.add_argument("--workers", type=int, default=0, help="gunicorn workers (0: 2 x cores + 1)")
    parser.add_argument("--search-workers", type=int, default=1, help="search worker processes")
    parser.add_argument("--backend", default="database", choices=["database", "rq"], help="the task queue")
    parser.add_argument("--users", type=int, default=50)
    parser.add_argument("--duration", type=float, default=60, help="seconds of load after the ramp-up")
    parser.add_argument("--ramp", type=float, default=10, help="seconds over which users start")
    parser.add_argument("--bot", default="strong", choices=["random", "greedy", "medium", "strong"])
    parser.add_argument("--tutor-share", type=float, default=0.3, help="share of games with tutor mode on")
    parser.add_argument("--moves", type=int, default=12, help="learner moves per game at most")
    parser.add_argument("--lang", default="ru", choices=["ru", "en"])
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()

    with contextlib.ExitStack() as stack:
        server = None
        url = args.url
        if not url:
            env = {"TASKS_REDIS_URL": stack.enter_context(redis_server())} if args.backend == "rq" else {}
            server = Server(
                workers=args.workers, search_workers=args.search_workers, tasks_backend=args.backend, env=env
            )
            stack.callback(server.stop)
            url = server.start()
        load_before = os.getloadavg()
        cpu_before = (server.cpu_seconds(), server.search_cpu_seconds()) if server else (0.0, 0.0)
        prefix = Path(tempfile.mkdtemp(prefix="hwatu-locust-")) / "load"
        database_before = cpu_of_named("postgres")
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.monotonic()
        run_locust(url, args, prefix)
        wall = time.monotonic() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        locust_cpu = after.ru_utime + after.ru_stime - children.ru_utime - children.ru_stime
        database_cpu = cpu_of_named("postgres") - database_before
        figures = report(read_stats(prefix), args.duration, read_server_timing(prefix))
        load_after = os.getloadavg()
        figures.update(
            users=args.users, bot=args.bot, load_before=load_before, load_after=load_after, wall_seconds=wall
        )
        print(
            f"machine: {os.cpu_count()} CPUs; load average (1, 5, 15 min) "
            f"{' / '.join(f'{v:.1f}' for v in load_before)} before, "
            f"{' / '.join(f'{v:.1f}' for v in load_after)} after"
        )
        if server:
            web = server.cpu_seconds() - cpu_before[0]
            search = server.search_cpu_seconds() - cpu_before[1]
            figures.update(
                database=server.database,
                backend=args.backend,
                web_workers=server.workers,
                search_workers=server.search_workers,
                web_cpu_seconds=web,
                search_cpu_seconds=search,
                locust_cpu_seconds=locust_cpu,
                database_cpu_seconds=database_cpu,
            )
            print(
                f"{server.database}, {args.backend} queue: gunicorn ({server.workers} workers) "
                f"{web / wall:.2f} cores, {server.search_workers} search worker(s) "
                f"{search / wall:.2f} cores, Locust {locust_cpu / wall:.2f} cores"
                + (f", PostgreSQL {database_cpu / wall:.2f} cores" if database_cpu else "")
                + f" over {wall:.0f} s"
            )
        if args.json:
            Path(args.json).write_text(json.dumps(figures, indent=1))
        return 1 if figures["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
