"""Random, truncated, oversized and hostile values posted to every endpoint: never a 500.

Every named URL pattern is posted to (and fetched with a random query string) by a visitor who owns
a game, a reading and an open quiz question. The answer must be below 500; a refused post (4xx)
must leave every table but the sessions exactly as it was; and no HTML answer may contain a posted
``<script>`` unescaped. ``FUZZ_EXAMPLES`` sets the examples per endpoint (default 4: fast).
"""

from __future__ import annotations

import os

import pytest
from django.apps import apps
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.production.sitemap import FIELDS, site, url_names

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "4"))
MARKER = "<script>alert('hwatu')</script>"
HOSTILE = [
    MARKER,
    '"><img src=x onerror=alert(1)>',
    "' OR '1'='1' --",
    "'; DROP TABLE play_practicegame; --",
    "../../../../etc/passwd",
    "a\x00b",
    "\x00",
    "%00",
    "{{ request }}",
    "{% debug %}",
    "${7*7}",
    "-1",
    "0",
    "-0",
    "99999999999999999999999999999",
    "1e308",
    "NaN",
    "true",
    "null",
    "[]",
    '{"a": [}',
    "\u202e\u0000\u200b",
    "😀" * 40,
    "\r\nSet-Cookie: x=1",
    "javascript:alert(1)",
    "//evil.example/",
]
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)
SKIP_TABLES = {"django_session"}


def values(valid: list[str]) -> st.SearchStrategy[str]:
    truncated = st.sampled_from(valid or [""]).flatmap(lambda v: st.integers(0, len(v)).map(lambda i: v[:i]))
    return st.one_of(
        st.sampled_from(HOSTILE),
        st.text(max_size=40).filter(lambda s: not any(0xD800 <= ord(c) <= 0xDFFF for c in s)),
        st.integers(-(2**70), 2**70).map(str),
        truncated,
        st.sampled_from(valid or ["x"]),
        st.integers(5_000, 120_000).map(lambda n: "x" * n),
    )


def payloads(fields: tuple[str, ...], valid: dict[str, list[str]]) -> st.SearchStrategy[dict]:
    optional = {
        name: st.one_of(values(valid.get(name, [])), st.lists(values(valid.get(name, [])), max_size=3))
        for name in fields
    }
    extra = st.dictionaries(
        st.sampled_from(["x", "__proto__", "csrfmiddlewaretoken", "_method"]), values([]), max_size=2
    )
    return st.tuples(st.fixed_dictionaries({}, optional=optional), extra).map(lambda t: {**t[1], **t[0]})


def snapshot() -> dict[str, list]:
    """Every row of every table but the sessions (the cache is not a model)."""
    rows = {}
    for model in apps.get_models():
        if model._meta.db_table in SKIP_TABLES:
            continue
        rows[model._meta.label] = sorted(map(repr, model.objects.values_list()))
    return rows


def check_answer(response, data: dict, before: dict) -> None:
    assert response.status_code < 500, f"{response.status_code} for {data!r}"[:2000]
    if response.status_code >= 400:
        assert snapshot() == before, f"a refused post ({response.status_code}) changed the database"
    if "html" in response.get("Content-Type", "") and hasattr(response, "content"):
        assert MARKER.encode() not in response.content, "posted text rendered unescaped"


@pytest.fixture
def visitor(db) -> Client:
    return Client()


def test_every_url_pattern_has_a_sample(visitor: Client) -> None:
    built = site(visitor)
    assert sorted(built.urls) == url_names()
    posting = {name for name in FIELDS}
    assert posting <= set(built.urls), posting - set(built.urls)


@pytest.mark.parametrize("name", url_names())
def test_fuzz_posts(visitor: Client, name: str) -> None:
    built = site(visitor)
    url = built.urls[name]
    fields = FIELDS.get(name, ())

    @SETTINGS
    @given(data=payloads(fields, built.valid), htmx=st.booleans())
    def post(data: dict, htmx: bool) -> None:
        before = snapshot()
        headers = {"HX-Request": "true"} if htmx else {}
        response = visitor.post(url, data, headers=headers)
        check_answer(response, data, before)

    post()


@pytest.mark.parametrize("name", url_names())
def test_fuzz_query_strings(visitor: Client, name: str) -> None:
    built = site(visitor)
    url = built.urls[name]
    fields = (*FIELDS.get(name, ()), "card", "hint", "kind", "next", "page")

    @settings(SETTINGS, max_examples=max(2, EXAMPLES // 2))
    @given(data=payloads(fields, built.valid))
    def get(data: dict) -> None:
        response = visitor.get(url, data)
        assert response.status_code < 500, f"{response.status_code} for GET {url} {data!r}"[:2000]
        if "html" in response.get("Content-Type", "") and hasattr(response, "content"):
            assert MARKER.encode() not in response.content

    get()


@pytest.mark.parametrize("name", sorted(name for name, fields in FIELDS.items() if fields))
def test_oversized_body_is_refused(visitor: Client, name: str) -> None:
    """Over DATA_UPLOAD_MAX_MEMORY_SIZE (1 MB): 400 from every view that reads its post."""
    built = site(visitor)
    before = snapshot()
    response = visitor.post(built.urls[name], {FIELDS[name][0]: "x" * 1_200_000})
    assert response.status_code == 400
    assert snapshot() == before
