"""Helpers for the learn app's tests: read the waiting question from the database and answer it."""

from __future__ import annotations

import pytest

from learn.models import Pending


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


@pytest.fixture
def hx() -> dict[str, str]:
    return {"HX-Request": "true"}


@pytest.fixture(autouse=True)
def fast_passwords(settings):
    """Hashing passwords slowly proves nothing here."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
