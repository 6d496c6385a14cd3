"""Helpers for the learn app's tests: read the waiting question from the database and answer it."""

from __future__ import annotations

import pytest

from learn.models import Pending, Run


def waiting(**filters) -> Pending:
    """The most recent question still waiting for an answer."""
    return Pending.objects.open().filter(**filters).latest("created")


def right_choice(pending: Pending) -> list[str]:
    return [str(i + 1) for i in pending.question["answer"]]


def wrong_choice(pending: Pending) -> list[str]:
    q = pending.question
    if q.get("multi"):
        return [str(i + 1) for i in range(len(q["options"])) if i not in q["answer"]][:1]
    return [str(next(i for i in range(len(q["options"])) if i not in q["answer"]) + 1)]


def answer_post(pending: Pending, *, right: bool = True) -> dict:
    data = {"action": "answer", "token": str(pending.token)}
    if pending.question.get("input") == "number":
        data["number"] = str(pending.question["number"] + (0 if right else 1))
    else:
        data["choice"] = right_choice(pending) if right else wrong_choice(pending)
    return data


def take_lesson(
    client, key: str, *, right: int | None = None, lang: str = "en", retries_right: bool = True
) -> str:
    """Take a lesson through the pages until it ends: the first ``right`` first tries right (all when
    None), the rest wrong; a missed item that comes back is answered ``retries_right``. Returns the
    last page (the end screen)."""
    client.post(f"/{lang}/learn/lessons/{key}/", {"action": "start"})
    run = Run.objects.filter(mode="lesson", lesson=key).latest("started")
    first, html = 0, ""
    for _ in range(100):
        client.get(f"/{lang}/learn/lessons/{key}/")
        pending = waiting(run=run)
        again = bool(pending.question.get("attempt"))
        ok = retries_right if again else (right is None or first < right)
        first += not again
        html = client.post(f"/{lang}/learn/lessons/{key}/", answer_post(pending, right=ok)).content.decode()
        run.refresh_from_db()
        if run.finished is not None:
            return html
    raise AssertionError(f"lesson {key} did not end")


@pytest.fixture
def hx() -> dict[str, str]:
    return {"HX-Request": "true"}


@pytest.fixture(autouse=True)
def seeded_questions(monkeypatch):
    """Every question of a test is made from a fixed sequence of seeds, so a test sees the same
    questions on every run."""
    seeds = iter(range(1000, 100000))
    monkeypatch.setattr("learn.workflow.question_seed", lambda: next(seeds))


@pytest.fixture(autouse=True)
def fast_passwords(settings):
    """Hashing passwords slowly proves nothing here."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
