"""Moves sent at the same instant to one game, and many writers at once on SQLite, through gunicorn."""

from __future__ import annotations

import threading

import pytest

from scripts.load.client import Client, learner_move, position, start_game
from scripts.load.server import Server

STALE = "out of date"


def _race(client: Client, table: str, data: list[dict]) -> list:
    """Post ``data`` from one thread each, released together; the answers in order."""
    barrier = threading.Barrier(len(data))
    answers: list = [None] * len(data)

    def send(index: int) -> None:
        twin = Client(f"http://{client.host}:{client.port}")
        twin.cookies, twin.csrf = dict(client.cookies), client.csrf
        barrier.wait()
        answers[index] = twin.post(f"{table}move/", data[index])

    threads = [threading.Thread(target=send, args=(i,)) for i in range(len(data))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return answers


@pytest.mark.server
def test_two_moves_at_once_one_applies(server: Server) -> None:
    client = Client(server.url)
    table = start_game(client, bot="random")
    for _round in range(6):
        code, version = learner_move(client, table)
        _version, before = server.game(table.rstrip("/").split("/")[-1])
        offered = position(client.get(f"{table}?card={code.split(':')[1][:3]}").text)["moves"] or [code]
        other = next((m for m in offered if m != code), code)
        answers = _race(
            client, table, [{"move": code, "version": version}, {"move": other, "version": version}]
        )
        assert all(a is not None and a.status == 200 for a in answers)
        refused = [STALE in a.text for a in answers]
        assert refused.count(True) == 1, f"round {_round}: exactly one of the two moves must be refused"
        now, moves = server.game(table.rstrip("/").split("/")[-1])
        # One of the two moves is stored (the bots' replies come after it, at once under the test
        # settings), and one version per stored move: nothing was applied twice.
        hand_card = {posted.split(":")[-1][:3] for posted in (code, other)}
        assert moves[: len(before)] == before and moves[len(before)].split(":")[-1][:3] in hand_card
        assert now - version == len(moves) - len(before) > 0, "one version per move"
        assert position(client.get(table).text)["version"] == now


@pytest.mark.server
@pytest.mark.thorough
def test_sqlite_concurrent_writers_never_see_a_locked_database(sqlite_server: Server) -> None:
    errors: list[str] = []

    def visitor(number: int) -> None:
        client = Client(sqlite_server.url)
        try:
            client.get("/en/fortune/")
            answer = client.post("/en/fortune/new/", {"question": f"Question {number}?"}, follow=False)
            reading = answer.location
            for position_ in (number % 48, (number + 7) % 48, (number + 19) % 48):
                answer = client.post(f"{reading}pick/", {"position": str(position_)})
                if answer.status >= 500 or "database is locked" in answer.text:
                    errors.append(f"pick: {answer.status}")
            answer = client.post(f"{reading}note/", {"note": f"note {number}"})
            if answer.status >= 500:
                errors.append(f"note: {answer.status}")
            client.get("/en/learn/quiz/")
            answer = client.post("/en/learn/quiz/", {"action": "quiz"})
            if answer.status >= 500 or "database is locked" in answer.text:
                errors.append(f"quiz: {answer.status}")
            table = start_game(client, bot="random")
            code, version = learner_move(client, table)
            answer = client.post(f"{table}move/", {"move": code, "version": version})
            if answer.status >= 500 or "database is locked" in answer.text:
                errors.append(f"move: {answer.status}")
        except Exception as error:  # a refused or broken connection is an error too
            errors.append(f"{type(error).__name__}: {error}")

    threads = [threading.Thread(target=visitor, args=(n,)) for n in range(24)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert errors == []
    assert "database is locked" not in sqlite_server.log()
    assert "Traceback" not in sqlite_server.log()
