"""The rate limits' counters: exact, one statement per post in the database, the cache's incr with a
cache server of its own, finished windows deleted."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test import Client, RequestFactory, override_settings
from django.test.utils import CaptureQueriesContext

import frame.ratelimit as ratelimit
from frame.models import PostCount

NOW = 1_800_000_030.0  # 30 s into a one-minute window


def test_counts_are_exact_and_each_post_is_one_statement(db, monkeypatch) -> None:
    monkeypatch.setattr(ratelimit, "CLEAN_SHARE", 0.0)
    windows = {"rl:visitor:s:abc:60:1": 1_800_000_060, "rl:address:10.0.0.1:60:1": 1_800_000_060}
    for expected in range(1, 6):
        with CaptureQueriesContext(connection) as queries:
            counts = ratelimit.count_posts(windows, NOW)
        assert counts == dict.fromkeys(windows, expected)
        assert len(queries.captured_queries) == 1, [q["sql"] for q in queries.captured_queries]
    assert {row.key: row.posts for row in PostCount.objects.all()} == dict.fromkeys(windows, 5)


def test_a_new_window_counts_from_one(db, monkeypatch) -> None:
    # No cleaning here: at 130 s the first window (until 120 s) is over and may be deleted (1 post in 100).
    monkeypatch.setattr(ratelimit, "CLEAN_SHARE", 0.0)
    ratelimit.count_posts({"rl:x:60:1": 120}, 100.0)
    assert ratelimit.count_posts({"rl:x:60:2": 180}, 130.0) == {"rl:x:60:2": 1}
    assert ratelimit.count_posts({"rl:x:60:1": 120}, 110.0) == {"rl:x:60:1": 2}


def test_finished_windows_are_deleted(db, monkeypatch) -> None:
    PostCount.objects.create(key="rl:old:60:1", posts=7, until=int(NOW) - 1)
    PostCount.objects.create(key="rl:live:60:2", posts=3, until=int(NOW) + 30)
    monkeypatch.setattr(ratelimit, "CLEAN_SHARE", 1.0)
    ratelimit.count_posts({"rl:new:60:2": int(NOW) + 30}, NOW)
    assert sorted(PostCount.objects.values_list("key", "posts")) == [("rl:live:60:2", 3), ("rl:new:60:2", 1)]


@override_settings(CACHES={"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}})
def test_with_a_cache_server_the_cache_counts(db) -> None:
    windows = {"rl:visitor:s:abc:60:1": int(NOW) + 30}
    counted = [ratelimit.count_posts(windows, NOW) for _ in range(3)]
    assert counted == [dict.fromkeys(windows, n) for n in (1, 2, 3)]
    assert not PostCount.objects.exists(), "nothing counted in the table"


@pytest.mark.parametrize("cache", ["database", "locmem"])
def test_over_the_limit_says_how_long_to_wait(db, cache: str) -> None:
    caches = (
        {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "limit-test"}}
        if cache == "locmem"
        else None
    )
    request = RequestFactory().post("/en/fortune/new/", REMOTE_ADDR="10.1.1.1")
    settings = {"RATELIMIT_VISITOR": "2/60", **({"CACHES": caches} if caches else {})}
    with override_settings(**settings):
        waits = [ratelimit.over_limit(request, now=NOW) for _ in range(3)]
    assert waits == [0, 0, 31], "the third post in the window waits until it ends (30 s) and a second"


def test_a_limited_post_changes_nothing_and_counts_in_the_table(db, frozen_clock) -> None:
    client = Client()
    client.get("/en/fortune/")
    with override_settings(RATELIMIT_ENABLED=True, RATELIMIT_VISITOR="1/60"):
        assert client.post("/en/fortune/new/", {"question": "a"}).status_code == 302
        assert client.post("/en/fortune/new/", {"question": "b"}).status_code == 429
    visitor = PostCount.objects.get(key__startswith="rl:visitor:")
    assert visitor.posts == 2
