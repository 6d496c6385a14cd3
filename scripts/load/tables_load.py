#!/usr/bin/env python
"""Load test of the tables: many tables of simulated people playing over websockets at once (named
tables_load.py: a module called tables beside the scripts would shadow the app for mypy).

Starts the site over ASGI (uvicorn) on a fresh database, opens ``--tables`` tables of «Хато» for
``--people`` people each through the pages (the host opens the table, the others join with the code,
the host deals), then every person opens the table's socket and plays: on their turn they look
for ``--think`` seconds (0.5 to 1.5 times, at random) and send a random legal move over the socket.
Reported: how long a move takes to reach the other seats (from sending it until each other seat's
socket has the new version), as p50/p95/max, with the number of moves, of messages, of errors (any
refusal, unreadable message, closed socket or stalled table) and the server's CPU. Bounded: every
table plays one game, and the run stops after ``--seconds`` at most.

With one uvicorn worker the channel layer is the in-memory one; ``--workers 2 --redis`` runs two
workers on a redis-server of its own (the production set-up: the layer in Redis).

    .venv/bin/python scripts/load/tables_load.py                      # 20 tables x 4 people, 1 worker
    .venv/bin/python scripts/load/tables_load.py --workers 2 --redis  # two workers, channels on Redis
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import statistics
import sys
import time
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from client import Client
from server import Server, redis_server

CODE = re.compile(r"/tables/([A-Z0-9]{6})/")


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    moves: int = 0
    messages: int = 0
    errors: list[str] = field(default_factory=list)
    finished: int = 0


def open_tables(url: str, tables: int, people: int) -> list[list[Client]]:
    """``tables`` tables of «Хато» for ``people``, everyone seated and the cards dealt."""
    groups = []
    for number in range(tables):
        host = Client(url)
        host.get("/en/tables/new/hato/")
        data = {"name": f"Host{number}", "players": str(people), "help": "friendly", "timer": "0"}
        data.update({f"seat_{seat}": "person" for seat in range(1, people)})
        answer = host.post("/en/tables/new/hato/", data, follow=False)
        found = CODE.search(answer.location)
        if answer.status != 302 or not found:
            raise RuntimeError(f"could not open a table: {answer.status}")
        code = found.group(1)
        group = [host]
        for seat in range(1, people):
            guest = Client(url)
            guest.get(f"/en/tables/{code}/")
            if (
                guest.post(f"/en/tables/{code}/join/", {"name": f"P{number}.{seat}"}, follow=False).status
                != 302
            ):
                raise RuntimeError("could not join a table")
            group.append(guest)
        page = host.get(f"/en/tables/{code}/").text
        version = re.search(r'data-version="(\d+)"', page)
        host.post(f"/en/tables/{code}/start/", {"version": version.group(1) if version else ""})
        for client in group:
            client.code = code  # type: ignore[attr-defined]
        groups.append(group)
    return groups


async def play_table(
    url: str, group: list[Client], stats: Stats, rng: random.Random, deadline: float, think: float
) -> None:
    """Everyone at one table on their socket; the mover plays a random legal move; latencies noted."""
    import websockets
    from websockets.typing import Origin

    host = url.removeprefix("http://")
    code = group[0].code  # type: ignore[attr-defined]
    sockets = []
    for client in group:
        cookie = "; ".join(f"{k}={v}" for k, v in client.cookies.items())
        sockets.append(
            await websockets.connect(
                f"ws://{host}/ws/tables/{code}/?lang=en",
                origin=Origin(url),
                additional_headers={"Cookie": cookie},
                open_timeout=30,
            )
        )
    latest: list[dict] = [json.loads(await sock.recv()) for sock in sockets]
    stats.messages += len(sockets)
    try:
        while time.monotonic() < deadline:
            movers = [n for n, message in enumerate(latest) if message.get("moves")]
            if not movers:
                if 'id="tables-result-h"' in latest[0].get("html", ""):
                    stats.finished += 1
                    return
                stats.errors.append(f"table {code}: nobody to move at version {latest[0].get('version')}")
                return
            seat = movers[0]
            version = latest[seat]["version"]
            if think:  # a person looks at the cards before moving
                await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
            sent = time.monotonic()
            await sockets[seat].send(
                json.dumps({"type": "move", "move": rng.choice(latest[seat]["moves"]), "version": version})
            )
            stats.moves += 1
            for number, sock in enumerate(sockets):
                while True:
                    message = json.loads(await asyncio.wait_for(sock.recv(), timeout=30))
                    stats.messages += 1
                    if message.get("type") != "table":
                        stats.errors.append(f"table {code} seat {number}: {message}")
                        return
                    if message["version"] > version:
                        break
                if number != seat:
                    stats.latencies.append(time.monotonic() - sent)
                latest[number] = message
    except Exception as error:  # a closed socket, a timeout: counted, not hidden
        stats.errors.append(f"table {code}: {type(error).__name__}: {error}")
    finally:
        for sock in sockets:
            await sock.close()


async def play_all(url: str, groups: list[list[Client]], seconds: float, think: float) -> Stats:
    stats = Stats()
    deadline = time.monotonic() + seconds
    await asyncio.gather(
        *(play_table(url, g, stats, random.Random(n), deadline, think) for n, g in enumerate(groups))
    )
    return stats


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--people", type=int, default=4)
    parser.add_argument("--workers", type=int, default=1, help="uvicorn worker processes")
    parser.add_argument("--redis", action="store_true", help="the channel layer on a redis-server of its own")
    parser.add_argument("--seconds", type=float, default=300, help="stop after this long at most")
    parser.add_argument(
        "--think", type=float, default=5.0, help="seconds a person looks before moving (0.5-1.5 x), 0: none"
    )
    args = parser.parse_args()
    if args.workers > 1 and not args.redis:
        parser.error("several workers need --redis (the in-memory layer is one process's)")
    with ExitStack() as stack:
        env = {"TABLES_SOCKET_RATE": "100/10"}
        if args.redis:
            env["CHANNELS_REDIS_URL"] = stack.enter_context(redis_server())
        server = stack.enter_context(Server(workers=args.workers, test_mode=True, env=env, asgi=True))
        url = server.url  # started by entering it
        began = time.monotonic()
        groups = open_tables(url, args.tables, args.people)
        print(f"{args.tables} tables x {args.people} people seated in {time.monotonic() - began:.1f} s")
        load = os.getloadavg()[0]
        cpu = server.cpu_seconds()
        began = time.monotonic()
        stats = asyncio.run(play_all(url, groups, args.seconds, args.think))
        took = time.monotonic() - began
        cpu = server.cpu_seconds() - cpu
        if stats.errors:
            print("server log (end):\n" + server.log()[-3000:])
    lat = [1000 * value for value in stats.latencies]
    layer = "Redis" if args.redis else "in memory"
    print(
        f"uvicorn workers: {args.workers}, channel layer {layer}, database {server.database}, "
        f"think {args.think} s"
    )
    print(
        f"games finished: {stats.finished} of {args.tables}; moves: {stats.moves}; messages: {stats.messages}"
    )
    print(
        f"{stats.moves / took:.1f} moves/s over {took:.1f} s; server CPU {cpu:.1f} s; "
        f"load average {load:.1f} -> {os.getloadavg()[0]:.1f}"
    )
    if lat:
        print(
            f"move -> other seats: p50 {statistics.median(lat):.0f} ms, p95 {percentile(lat, 0.95):.0f} ms, "
            f"max {max(lat):.0f} ms ({len(lat)} deliveries)"
        )
    print(f"errors: {len(stats.errors)}")
    for error in stats.errors[:10]:
        print("  " + error)
    return 1 if stats.errors or stats.finished < args.tables else 0


if __name__ == "__main__":
    sys.exit(main())
