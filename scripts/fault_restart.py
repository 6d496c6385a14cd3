#!/usr/bin/env python
"""Kill the server in the middle of a game, start it again, and check that nothing was lost or doubled.

Steps (gunicorn with several workers on a fresh database: SQLite, or PostgreSQL under pg_test.sh):
1. a visitor starts a game against a strong bot and plays a few moves;
2. the server is killed (SIGKILL to the master and every worker) while the bots are thinking;
3. the learner's next move is sent while the server is down: the connection is refused;
4. the server starts again: the table shows the same position and version as before the kill
   (or one bot reply further if it was saved before the kill: then all of it, never half);
5. the move is sent again: it is applied once; sent a third time (a double click, a browser
   retry), it is refused with the "out of date" message and the game stays where it was.

    .venv/bin/python scripts/fault_restart.py
    scripts/pg_test.sh .venv/bin/python scripts/fault_restart.py
"""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "load"))

from client import Client, learner_move, position, start_game
from server import Server

STALE = "out of date"


def check(condition: bool, message: str, report: list[str]) -> None:
    report.append(("ok    " if condition else "FAILED ") + message)
    if not condition:
        raise AssertionError(message)


def run(server: Server, *, bot: str = "strong", report: list[str] | None = None) -> list[str]:
    """The whole scenario against a started ``server``; lines of the report (raises on a failure)."""
    report = [] if report is None else report
    client = Client(server.url)
    table = start_game(client, bot=bot)
    for _ in range(3):  # a few moves first
        code, version = learner_move(client, table)
        client.post(f"{table}move/", {"move": code, "version": version})
    page = client.get(table).text
    before = position(page)
    report.append(f"game {table.split('/')[-2]}: version {before['version']} before the kill")

    # Kill while a request is being served: the bots' reply (strong bots think ~0.5 s).
    in_flight: dict = {}

    def ask_bots() -> None:
        try:
            answer = client.post(f"{table}next/", {"version": before["version"], "until": "me"})
            in_flight["status"] = answer.status
        except OSError as error:
            in_flight["error"] = type(error).__name__

    if 'name="until" value="me"' in page:
        thread = threading.Thread(target=ask_bots)
        thread.start()
        time.sleep(0.15)
        server.kill()
        thread.join(30)
        report.append(f"bots' reply in flight during the kill: {in_flight or 'no answer'}")
    else:
        server.kill()
    report.append("server killed (SIGKILL to master and workers)")

    # A move sent during the restart: the connection is refused, nothing can change.
    try:
        client.post(f"{table}move/", {"move": "play:01a", "version": before["version"]})
        refused = False
    except OSError as error:
        refused = True
        report.append(f"move sent while the server is down: {type(error).__name__}")
    check(refused, "a move sent while the server is down is not accepted", report)

    started = time.monotonic()
    server.start()
    report.append(f"server started again in {time.monotonic() - started:.1f} s")
    after = position(client.get(table).text)
    if after["version"] == before["version"]:
        check(after["cards"] == before["cards"], "the game resumes at the same move, same cards", report)
    else:
        check(
            after["version"] == before["version"] + 1,
            f"the bots' reply in flight was saved whole (version {before['version']} -> {after['version']})",
            report,
        )

    # The learner's move, now sent again: applied once; a repeat is refused.
    code, version = learner_move(client, table)
    first = client.post(f"{table}move/", {"move": code, "version": version})
    moved = position(first.text)
    check(
        first.status == 200 and moved["version"] == version + 1 and STALE not in first.text,
        f"the move {code} is applied once (version {version} -> {moved['version']})",
        report,
    )
    again = client.post(f"{table}move/", {"move": code, "version": version})
    check(
        STALE in again.text and position(again.text)["version"] == version + 1,
        "the same move sent again is refused with a message and changes nothing",
        report,
    )
    return report


def main() -> int:
    server = Server()
    try:
        server.start()
        print(f"gunicorn with {server.workers} workers on {server.database}: {server.url}")
        lines: list[str] = []
        try:
            run(server, report=lines)
        except AssertionError:
            print("\n".join(lines))
            print(server.log()[-2000:])
            return 1
        print("\n".join(lines))
        return 0
    finally:
        server.stop()


if __name__ == "__main__":
    sys.exit(main())
