"""The puzzle of the day on the home page (the same for everyone on a date) and the streak of days
with puzzles (shown, never asked for)."""

from __future__ import annotations

import datetime

import pytest
from django.utils import timezone

from play import daily, puzzle_store
from play.models import Puzzle, PuzzleAttempt

pytestmark = pytest.mark.django_db


def test_the_streak_counts_days_in_a_row_up_to_today_or_yesterday():
    today = datetime.date(2026, 12, 8)
    day = datetime.timedelta(days=1)
    assert daily.streak(set(), today) == 0
    assert daily.streak({today}, today) == 1
    assert daily.streak({today, today - day, today - 2 * day, today - 4 * day}, today) == 3
    # Not yet today: the streak from yesterday still stands.
    assert daily.streak({today - day, today - 2 * day}, today) == 2
    assert daily.streak({today - 2 * day}, today) == 0


def test_the_puzzle_of_a_day_is_the_same_for_everyone_and_changes_with_the_date():
    puzzle_store.load()
    day = datetime.date(2026, 12, 8)
    assert daily.puzzle_of(day) == daily.puzzle_of(day)
    picks = {daily.puzzle_of(day + datetime.timedelta(days=n)).code for n in range(10)}
    assert len(picks) >= 8


def test_the_home_page_offers_it_and_says_when_it_was_solved(client):
    assert "data-daily-puzzle" not in client.get("/ru/").content.decode(), "no puzzles, no section"
    puzzle_store.load()
    page = client.get("/ru/").content.decode()
    today = daily.puzzle_of(timezone.localdate())
    assert "Задача дня" in page and f'href="/ru/play/puzzles/{today.code}/"' in page
    client.post(f"/ru/play/puzzles/{today.code}/", {"move": today.solution})
    page = client.get("/en/").content.decode()
    assert "You have solved it today." in page
    assert "data-streak" not in page, "one day is no streak yet"
    # Tries on the two days before make three in a row.
    other = Puzzle.objects.exclude(pk=today.pk).first()
    for days_ago in (1, 2):
        attempt = PuzzleAttempt.objects.filter(puzzle=today).first()
        earlier = PuzzleAttempt.objects.create(
            puzzle=other,
            owner=None,
            session_key=attempt.session_key,
            move="",
            solved=False,
            first=days_ago == 1,
        )
        PuzzleAttempt.objects.filter(pk=earlier.pk).update(
            created=attempt.created - datetime.timedelta(days=days_ago)
        )
    assert 'data-streak="3"' in client.get("/ru/").content.decode()
