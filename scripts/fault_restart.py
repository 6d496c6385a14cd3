#!/usr/bin/env python
"""Kill the server and its search workers in the middle of a game, start them again, and check that
nothing was lost or doubled.

Steps (gunicorn with several workers and a search worker on a fresh database: SQLite, or PostgreSQL
under pg_test.sh):
1. a visitor starts a game against a strong bot and plays a few moves;
2. the learner moves; while the bot's reply is being searched by the worker, everything is killed
   (SIGKILL to gunicorn's master and workers and to the search worker);
3. a move sent while the server is down: the connection is refused;
4. the server and the worker start again: the table shows the learner's move (it was stored before
   the answer) and the bot's search, lost with its worker, is enqueued again once its lease is over
   and applied once: one version and one log entry per move;
5. the learner's next move is applied once; sent again (a double click, a browser retry), it is
   refused with the "out of date" message and the game stays where it was.

    .venv/bin/python scripts/fault_restart.py
    scripts/pg_test.sh .venv/bin/python scripts/fault_restart.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "load"))

from client import Client, learner_move, position, start_game
from server import Server, wait_until

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
    # The learner moves until the turn passes to a bot that is still thinking: a move can leave the
    # learner a choice (a capture to pick after the draw), and a forced reply can be stored at once.
    game_id = table.rstrip("/").split("/")[-1]
    for _ in range(12):
        code, version = learner_move(client, table)
        answer = client.post(f"{table}move/", {"move": code, "version": version})
        before = position(answer.text)
        stored_version, stored = server.game(game_id)
        thinking = "data-thinking" in answer.text and stored_version == before["version"]
        if thinking:
            break
    check(thinking, "the learner's move hands the turn to a bot that is still thinking", report)
    report.append(
        f"game {table.split('/')[-2]}: the learner's move {code} answered at once "
        f"(version {before['version']}, bot thinking: {'data-thinking' in answer.text})"
    )
    # The worker takes the bot's search (a strong bot thinks ~0.3 s), unless it was quicker still.
    wait_until(
        lambda: server.running_searches() > 0 or server.game(game_id)[0] != stored_version,
        timeout=60,
        what="the search worker to take the bot's search",
        every=0.01,
    )
    server.kill()
    report.append("server and search worker killed (SIGKILL) while the bot was thinking")

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
    report.append(f"server and search worker started again in {time.monotonic() - started:.1f} s")
    after = position(client.get(table).text)
    check(after["version"] >= before["version"], "the learner's move stored before the kill is there", report)
    started = time.monotonic()
    code, version = learner_move(client, table, timeout=120)
    _version, moves = server.game(game_id)
    check(
        moves[: len(stored)] == stored and version - stored_version == len(moves) - len(stored) > 0,
        f"the bot's reply came {time.monotonic() - started:.1f} s after the restart and was applied once "
        f"(version {stored_version} -> {version}, one version per stored move)",
        report,
    )

    # The learner's move: applied once; a repeat is refused.
    # The page may already show the bot's reply too: a search worker can apply it between the save
    # and the page (a forced reply is quick). The database says what was stored: the learner's move
    # once, right after the moves there were, and one version per stored move.
    first = client.post(f"{table}move/", {"move": code, "version": version})
    moved = position(first.text)
    stored_after, moves_after = server.game(game_id)
    check(
        first.status == 200
        and STALE not in first.text
        and moves_after[: len(moves)] == moves
        and moves_after[len(moves) : len(moves) + 1] == [code]
        and stored_after - version == len(moves_after) - len(moves)
        and moved["version"] > version,
        f"the move {code} is applied once (version {version} -> {moved['version']}, "
        f"{len(moves_after) - len(moves)} move(s) stored since)",
        report,
    )
    again = client.post(f"{table}move/", {"move": code, "version": version})
    check(
        STALE in again.text and position(again.text)["version"] >= version + 1,
        "the same move sent again is refused with a message and changes nothing",
        report,
    )
    return report


def main() -> int:
    # A short lease so that the search lost with the killed worker is retried within seconds (the
    # default, 15 s, leaves a search plenty of time on a busy machine).
    server = Server(env={"SEARCH_LEASE": "3", "SEARCH_CHECK_AFTER": "1"})
    try:
        server.start()
        print(
            f"gunicorn with {server.workers} workers and {server.search_workers} search worker "
            f"on {server.database}: {server.url}"
        )
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
