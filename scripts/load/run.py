#!/usr/bin/env python
"""Load test: simulated learners browse, answer quizzes and drills, play against bots, take readings.

Each simulated user is a thread with its own cookies and keep-alive connection, acting like a person
with a browser: it opens pages, reads a question and answers it, picks a card and plays it, lets the
bots move (strong bots by default), turns over the three cards of a reading and writes a note. Users
start over the ramp-up, pause ``--think`` seconds (on average) between actions, and stop when the time
is up. At the end it prints requests per second, the median / 95th / 99th percentile latency of each
kind of request, and every error (any answer >= 400 that the scenario did not expect, any 5xx,
connection failure, or "database is locked" in a body).

    # against a running server
    .venv/bin/python scripts/load/run.py --url http://127.0.0.1:8000 --users 50 --duration 60
    # start gunicorn on a fresh database first (SQLite in a temp dir, or $DATABASE_URL if set)
    .venv/bin/python scripts/load/run.py --serve --users 50 --duration 60
    scripts/pg_test.sh .venv/bin/python scripts/load/run.py --serve --users 50 --duration 60

Only the standard library is used, so the script also runs from any Python 3.12.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import os
import random
import re
import statistics
import sys
import threading
import time
import urllib.parse
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from server import Server

CSRF = re.compile(r'"X-CSRFToken": "([^"]+)"|name="csrfmiddlewaretoken" value="([^"]+)"')
TOKEN = re.compile(r'name="token" value="([0-9a-f-]{36})"')
OPTION = re.compile(r'data-option="(\d+)"')
HAND_CARD = re.compile(r'data-card="(\d\d[a-d])"')
MOVE = re.compile(r'name="move" value="([^"]+)"')
VERSION = re.compile(r'name="version" value="(\d+)"')
DRILL = re.compile(r'href="(/\w\w/learn/drills/[a-z]+/[a-z]+/)"')
CARD_LINK = re.compile(r'href="(/\w\w/cards/\d\d[a-d]/)"')
SPREAD = re.compile(r'name="position" value="(\d+)"')
LOCKED = b"database is locked"
TIMING = re.compile(r"(\w+);dur=([\d.]+)")


@dataclass
class Stats:
    """Latencies (seconds) and errors per kind of request, shared by every user."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    errors: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    cpu: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    app: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    def add(self, kind: str, seconds: float, error: str | None = None, timing: str = "") -> None:
        with self.lock:
            self.times[kind].append(seconds)
            if error:
                self.errors[kind].append(error)
            found = dict(TIMING.findall(timing or ""))
            if "cpu" in found and "app" in found:
                self.cpu[kind].append(float(found["cpu"]) / 1000)
                self.app[kind].append(float(found["app"]) / 1000)


class Failed(Exception):
    """A request failed; the user starts a new scenario."""


class User:
    """One simulated learner with a cookie jar and a keep-alive connection."""

    def __init__(self, base: str, stats: Stats, rng: random.Random, args: argparse.Namespace) -> None:
        parts = urllib.parse.urlsplit(base)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.stats, self.rng, self.args = stats, rng, args
        self.lang = args.lang
        self.cookies: dict[str, str] = {}
        self.csrf = ""
        self.conn: http.client.HTTPConnection | None = None

    # ------------------------------------------------------------------ HTTP

    def request(
        self,
        kind: str,
        method: str,
        path: str,
        data: dict | list | None = None,
        *,
        htmx: bool = False,
        expect: tuple[int, ...] = (200, 302),
    ) -> tuple[int, str, str]:
        """One request; returns (status, body, Location). Records its latency under ``kind``."""
        headers = {"Host": f"{self.host}:{self.port}", "User-Agent": "hwatu-load/1"}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        body = None
        if method == "POST":
            pairs = list(data.items()) if isinstance(data, dict) else list(data or [])
            pairs.append(("csrfmiddlewaretoken", self.csrf))
            body = urllib.parse.urlencode(pairs).encode()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            headers["X-CSRFToken"] = self.csrf
        if htmx:
            headers["HX-Request"] = "true"
        start = time.perf_counter()
        try:
            if self.conn is None:
                self.conn = http.client.HTTPConnection(self.host, self.port, timeout=60)
            self.conn.request(method, path, body=body, headers=headers)
            response = self.conn.getresponse()
            raw = response.read()
        except (OSError, http.client.HTTPException) as error:
            self.stats.add(kind, time.perf_counter() - start, f"{type(error).__name__}: {error}")
            self.close()
            raise Failed(kind) from error
        elapsed = time.perf_counter() - start
        for header in response.headers.get_all("Set-Cookie") or []:
            name, _eq, rest = header.partition("=")
            self.cookies[name.strip()] = rest.split(";", 1)[0]
        text = raw.decode("utf-8", "replace")
        problem = None
        if response.status >= 500 or response.status not in expect:
            problem = f"HTTP {response.status} {method} {path}"
        elif LOCKED in raw:
            problem = f"database is locked in {path}"
        if response.status == 429:
            problem = f"429 rate limited {path}"
        self.stats.add(kind, elapsed, problem, response.getheader("Server-Timing", ""))
        if response.getheader("Connection", "").lower() == "close":
            self.close()
        if problem:
            raise Failed(problem)
        match = CSRF.search(text)
        if match:
            self.csrf = match.group(1) or match.group(2)
        return response.status, text, response.getheader("Location", "")

    def get(self, kind: str, path: str, **kw) -> str:
        status, text, location = self.request(kind, "GET", path, **kw)
        return self.follow(kind, status, text, location)

    def post(self, kind: str, path: str, data: dict | list, **kw) -> str:
        status, text, location = self.request(kind, "POST", path, data, **kw)
        return self.follow(kind, status, text, location)

    def follow(self, kind: str, status: int, text: str, location: str) -> str:
        """Follow a redirect (POST, redirect, GET) as a browser would."""
        hops = 0
        while status in (301, 302, 303) and location and hops < 5:
            path = urllib.parse.urlsplit(location).path or "/"
            query = urllib.parse.urlsplit(location).query
            status, text, location = self.request(
                f"{kind.split(':')[0]}: page after post", "GET", path + (f"?{query}" if query else "")
            )
            hops += 1
        return text

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
        self.conn = None

    def think(self) -> None:
        if self.args.think > 0:
            time.sleep(self.rng.expovariate(1 / self.args.think))

    # ------------------------------------------------------------------ scenarios

    def browse(self) -> None:
        home = self.get("page: home", f"/{self.lang}/")
        self.think()
        gallery = self.get("page: cards", f"/{self.lang}/cards/")
        links = CARD_LINK.findall(gallery) or CARD_LINK.findall(home)
        self.think()
        if links:
            self.get("page: one card", self.rng.choice(links))
            self.think()
        self.get("page: rules", f"/{self.lang}/rules/{self.rng.choice(['hato', 'koikoi'])}/")
        self.think()
        self.get("page: month table", f"/{self.lang}/table/")

    def answer(self, kind: str, path: str, page: str) -> str:
        token = TOKEN.search(page)
        if not token:
            return page
        data: list[tuple[str, str]] = [("action", "answer"), ("token", token.group(1))]
        if 'name="number"' in page:
            data.append(("number", str(self.rng.randint(0, 30))))
        else:
            options = sorted(set(OPTION.findall(page))) or ["1"]
            data.append(("choice", self.rng.choice(options)))
        return self.post(kind, path, data, htmx=True)

    def quiz(self) -> None:
        path = f"/{self.lang}/learn/quiz/"
        self.get("learn: quiz page", path)
        self.think()
        page = self.post("learn: start quiz", path, {"action": "quiz"}, htmx=True)
        for _ in range(self.rng.randint(4, 10)):
            if self.stopping():
                return
            self.think()
            self.answer("learn: answer quiz", path, page)
            self.think()
            page = self.get("learn: next question", path, htmx=True)

    def drill(self) -> None:
        menu = self.get("learn: drills menu", f"/{self.lang}/learn/drills/")
        paths = DRILL.findall(menu)
        if not paths:
            return
        path = self.rng.choice(paths)
        page = self.get("learn: drill question", path)
        for _ in range(self.rng.randint(3, 6)):
            if self.stopping():
                return
            self.think()
            self.answer("learn: answer drill", path, page)
            self.think()
            page = self.get("learn: drill question", path, htmx=True)

    def play(self) -> None:
        game = self.rng.choice(["hato", "koikoi"])
        tutor = self.rng.random() < self.args.tutor_share
        self.get("play: new game form", f"/{self.lang}/play/new/{game}/")
        self.think()
        data = {"bot_1": self.args.bot, "players": "2"}
        if tutor:
            data["tutor"] = "on"
        status, _text, location = self.request(
            "play: start game", "POST", f"/{self.lang}/play/new/{game}/", data
        )
        table = urllib.parse.urlsplit(location).path
        if status != 302 or "/g/" not in table:
            raise Failed("no game")
        page = self.get("play: table", table)
        for _ in range(self.args.moves):
            if self.stopping() or (
                "play-next" not in page and 'name="move"' not in page and not HAND_CARD.search(page)
            ):
                break
            version = VERSION.search(page)
            if "play-next" in page and version:
                # The bots' turn: "Skip to my turn" (the bots think with their full budget).
                page = self.post(
                    f"play: bots reply ({self.args.bot})",
                    f"{table}next/",
                    {"version": version.group(1), "until": "me"},
                    htmx=True,
                )
                continue
            self.think()
            moves = MOVE.findall(page)
            if not moves:
                cards = HAND_CARD.findall(page)
                if not cards:
                    break
                page = self.get("play: choose a card", f"{table}?card={self.rng.choice(cards)}", htmx=True)
                moves = MOVE.findall(page)
                version = VERSION.search(page)
            if not moves or not version:
                break
            page = self.post(
                "play: my move (tutor judges)" if tutor else "play: my move",
                f"{table}move/",
                {"move": self.rng.choice(moves), "version": version.group(1)},
                htmx=True,
            )
        self.think()
        self.get("play: my games", f"/{self.lang}/play/")

    def fortune(self) -> None:
        self.get("fortune: page", f"/{self.lang}/fortune/")
        self.think()
        question = f"Load test question {self.rng.randrange(10**9)}?"
        _status, _text, location = self.request(
            "fortune: ask", "POST", f"/{self.lang}/fortune/new/", {"question": question}
        )
        reading = urllib.parse.urlsplit(location).path
        page = self.get("fortune: reading", reading)
        for _ in range(3):
            self.think()
            positions = SPREAD.findall(page)
            if not positions:
                break
            page = self.post(
                "fortune: pick a card", f"{reading}pick/", {"position": self.rng.choice(positions)}
            )
        self.think()
        self.get("fortune: journal", f"/{self.lang}/fortune/journal/")
        self.post("fortune: note", f"{reading}note/", {"note": "A note from the load test."})

    SCENARIOS = (("browse", 30), ("quiz", 25), ("drill", 15), ("play", 15), ("fortune", 15))

    def stopping(self) -> bool:
        return time.monotonic() >= self.args.deadline

    def run(self) -> None:
        with contextlib.suppress(Failed):
            self.get("static: stylesheet", "/static/css/site.css", expect=(200,))
        names = [name for name, _w in self.SCENARIOS]
        weights = [w for _n, w in self.SCENARIOS]
        while not self.stopping():
            scenario = self.rng.choices(names, weights)[0]
            try:
                getattr(self, scenario)()
            except Failed:
                time.sleep(0.2)
            self.think()
        self.close()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))]


def report(stats: Stats, seconds: float, out=sys.stdout) -> dict:
    """Print the table; return the same figures as a dict (for --json)."""
    rows = []
    total = sum(len(v) for v in stats.times.values())
    errors = sum(len(v) for v in stats.errors.values())
    print(
        f"\n{total} requests in {seconds:.1f} s: {total / seconds:.1f} requests/s, {errors} errors", file=out
    )
    columns = ("count", "req/s", "median", "p95", "p99", "max", "err", "cpu med", "cpu p95", "app p95")
    header = f"{'kind of request':36}" + "".join(f"{c:>8}" for c in columns)
    print(header + "\n" + "-" * len(header), file=out)
    for kind in sorted(stats.times):
        times, cpu, app = stats.times[kind], stats.cpu.get(kind, []), stats.app.get(kind, [])
        row = {
            "kind": kind,
            "count": len(times),
            "rps": len(times) / seconds,
            "median_ms": statistics.median(times) * 1000,
            "p95_ms": percentile(times, 0.95) * 1000,
            "p99_ms": percentile(times, 0.99) * 1000,
            "max_ms": max(times) * 1000,
            "errors": len(stats.errors.get(kind, [])),
            "cpu_median_ms": statistics.median(cpu) * 1000 if cpu else None,
            "cpu_p95_ms": percentile(cpu, 0.95) * 1000 if cpu else None,
            "app_p95_ms": percentile(app, 0.95) * 1000 if app else None,
        }
        rows.append(row)
        server = [row["cpu_median_ms"], row["cpu_p95_ms"], row["app_p95_ms"]]
        print(
            f"{kind:36}{row['count']:8d}{row['rps']:8.2f}"
            + "".join(f"{row[k]:6.0f}ms" for k in ("median_ms", "p95_ms", "p99_ms", "max_ms"))
            + f"{row['errors']:8d}"
            + "".join(f"{v:6.0f}ms" if v is not None else f"{'-':>8}" for v in server),
            file=out,
        )
    print(
        "latency: seen by the client (queueing included); cpu: the worker's CPU time; app: the worker's wall "
        "time (from the Server-Timing header)",
        file=out,
    )
    for kind, messages in sorted(stats.errors.items()):
        counts: dict[str, int] = defaultdict(int)
        for message in messages:
            counts[message] += 1
        for message, count in sorted(counts.items(), key=lambda kv: -kv[1])[:5]:
            print(f"error  {kind}: {message} (x{count})", file=out)
    return {"seconds": seconds, "requests": total, "rps": total / seconds, "errors": errors, "kinds": rows}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000", help="server to load (without --serve)")
    parser.add_argument("--serve", action="store_true", help="start gunicorn on a fresh database first")
    parser.add_argument(
        "--workers", type=int, default=0, help="gunicorn workers with --serve (0: 2 x cores + 1)"
    )
    parser.add_argument("--users", type=int, default=50)
    parser.add_argument("--duration", type=float, default=60, help="seconds of load after the ramp-up")
    parser.add_argument("--ramp", type=float, default=10, help="seconds over which users start")
    parser.add_argument("--think", type=float, default=1.0, help="mean pause between actions (s)")
    parser.add_argument("--bot", default="strong", choices=["random", "greedy", "medium", "strong"])
    parser.add_argument("--tutor-share", type=float, default=0.3, help="share of games with tutor mode on")
    parser.add_argument("--moves", type=int, default=12, help="learner moves per game at most")
    parser.add_argument("--lang", default="ru", choices=["ru", "en"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()

    server = Server(workers=args.workers) if args.serve else None
    url = server.start() if server else args.url
    try:
        stats = Stats()
        master = random.Random(args.seed)
        start = time.monotonic()
        args.deadline = start + args.ramp + args.duration
        cpu_before = server.cpu_seconds() if server else 0.0
        load_before = os.getloadavg()[0]
        threads = []
        for number in range(args.users):
            user = User(url, stats, random.Random(master.randrange(2**32)), args)
            thread = threading.Thread(target=user.run, name=f"user-{number}", daemon=True)
            threads.append(thread)
            thread.start()
            time.sleep(args.ramp / max(1, args.users))
        for thread in threads:
            thread.join(timeout=max(1.0, args.deadline - time.monotonic()) + 60)
        wall = time.monotonic() - start
        figures = report(stats, wall)
        figures.update(
            users=args.users, think=args.think, bot=args.bot, database=server.database if server else ""
        )
        figures["load_average"] = [load_before, os.getloadavg()[0]]
        print(
            f"machine: {os.cpu_count()} CPUs, load average {load_before:.1f} before, "
            f"{os.getloadavg()[0]:.1f} after"
        )
        if server:
            cpu = server.cpu_seconds() - cpu_before
            figures.update(server_cpu_seconds=cpu, workers=server.workers)
            print(
                f"gunicorn ({server.workers} workers, {server.database}): {cpu:.1f} CPU s in {wall:.0f} s "
                f"= {cpu / wall:.2f} cores busy, "
                f"{1000 * cpu / max(1, figures['requests']):.0f} ms CPU per request"
            )
        if args.json:
            Path(args.json).write_text(json.dumps(figures, indent=1))
        return 1 if figures["errors"] else 0
    finally:
        if server:
            server.stop()


if __name__ == "__main__":
    sys.exit(main())
