"""CSRF on every post, security headers, cookie flags in production, rate limits, escaping of user text."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.cache import cache
from django.test import Client, override_settings

from fortune.models import Reading
from tests.production.sitemap import FIELDS, site, url_names

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = "<script>alert('hwatu')</script>"
ESCAPED = "&lt;script&gt;alert(&#x27;hwatu&#x27;)&lt;/script&gt;"


@pytest.fixture
def visitor(db) -> Client:
    return Client()


# --------------------------------------------------------------------------- CSRF


@pytest.mark.parametrize("name", url_names())
def test_every_post_without_a_csrf_token_is_refused(visitor: Client, name: str) -> None:
    built = site(visitor)
    strict = Client(enforce_csrf_checks=True)
    strict.cookies = visitor.cookies
    before = Reading.objects.count(), built.client.get(built.urls["play:table"]).status_code
    data = {field: "1" for field in FIELDS.get(name, ())}
    response = strict.post(built.urls[name], data)
    assert response.status_code == 403, f"{name}: {response.status_code}"
    response = strict.post(built.urls[name], data, headers={"HX-Request": "true"})
    assert response.status_code == 403
    assert (Reading.objects.count(), built.client.get(built.urls["play:table"]).status_code) == before


def test_a_post_with_the_token_goes_through(visitor: Client) -> None:
    strict = Client(enforce_csrf_checks=True)
    page = strict.get("/en/fortune/").content.decode()
    token = page.split('"X-CSRFToken": "', 1)[1].split('"', 1)[0]
    response = strict.post("/en/fortune/new/", {"question": "Rain?"}, headers={"X-CSRFToken": token})
    assert response.status_code == 302


def test_no_view_is_exempt_from_csrf() -> None:
    from django.urls import get_resolver

    def walk(patterns):
        for pattern in patterns:
            if hasattr(pattern, "url_patterns"):
                yield from walk(pattern.url_patterns)
            else:
                yield pattern

    exempt = [
        str(p.pattern) for p in walk(get_resolver().url_patterns) if getattr(p.callback, "csrf_exempt", False)
    ]
    assert exempt == []


# --------------------------------------------------------------------------- headers and cookies


def test_security_headers_on_pages(visitor: Client) -> None:
    for url in ("/ru/", "/en/play/", "/en/learn/quiz/", "/ru/fortune/"):
        response = visitor.get(url)
        assert response.status_code == 200
        csp = response["Content-Security-Policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "frame-ancestors 'none'" in csp
        assert response["X-Frame-Options"] == "DENY"
        assert response["X-Content-Type-Options"] == "nosniff"
        assert response["Referrer-Policy"] == "same-origin"
        assert response["Cross-Origin-Opener-Policy"] == "same-origin"
        assert "camera=()" in response["Permissions-Policy"]


def production_settings(**env: str) -> dict:
    clean = {k: v for k, v in os.environ.items() if k not in ("PYTEST_VERSION", "DEBUG", "SECRET_KEY")}
    code = (
        "import json; from django.conf import settings as s; print(json.dumps({k: getattr(s, k) for k in "
        "('SESSION_COOKIE_SECURE', 'CSRF_COOKIE_SECURE', 'SESSION_COOKIE_HTTPONLY', 'CSRF_COOKIE_HTTPONLY', "
        "'SESSION_COOKIE_SAMESITE', 'SECURE_PROXY_SSL_HEADER', 'RATELIMIT_ENABLED', 'SESSION_ENGINE')}))"
        "; print(s.CACHES['default']['BACKEND'])"
    )
    result = subprocess.run(
        [sys.executable, "manage.py", "shell", "-c", code],
        cwd=ROOT,
        env={**clean, "SECRET_KEY": "k" * 60, **env},
        capture_output=True,
        text=True,
        check=True,
    )
    values, backend = result.stdout.strip().splitlines()[-2:]
    return {**json.loads(values), "cache": backend}


def test_production_cookies_are_secure_and_shared_state_is_in_the_database() -> None:
    values = production_settings()
    assert values["SESSION_COOKIE_SECURE"] is True and values["CSRF_COOKIE_SECURE"] is True
    assert values["SESSION_COOKIE_HTTPONLY"] is True and values["CSRF_COOKIE_HTTPONLY"] is True
    assert values["SESSION_COOKIE_SAMESITE"] == "Lax"
    assert values["SECURE_PROXY_SSL_HEADER"] == ["HTTP_X_FORWARDED_PROTO", "https"]
    assert values["RATELIMIT_ENABLED"] is True
    assert values["SESSION_ENGINE"] == "django.contrib.sessions.backends.db"
    assert values["cache"] == "django.core.cache.backends.db.DatabaseCache"


# --------------------------------------------------------------------------- rate limits


@pytest.fixture
def limited(db, frozen_clock):
    cache.clear()
    with override_settings(RATELIMIT_ENABLED=True, RATELIMIT_VISITOR="3/60", RATELIMIT_ACCOUNT="2/600"):
        yield
    cache.clear()


@pytest.mark.parametrize(
    ("lang", "text"), [("ru", "Слишком много запросов"), ("en", "Too many requests in a short time")]
)
def test_posts_over_the_limit_get_429_in_the_visitors_language(limited, lang: str, text: str) -> None:
    client = Client()
    client.get(f"/{lang}/fortune/")
    statuses = [client.post(f"/{lang}/fortune/new/", {"question": f"q{i}"}).status_code for i in range(3)]
    assert statuses == [302, 302, 302]
    response = client.post(f"/{lang}/fortune/new/", {"question": "q4"})
    assert response.status_code == 429
    assert text in response.content.decode()
    assert int(response["Retry-After"]) > 0
    assert Reading.objects.count() == 3
    htmx = client.post(f"/{lang}/fortune/new/", {"question": "q5"}, headers={"HX-Request": "true"})
    assert htmx.status_code == 429 and text in htmx.content.decode()
    assert client.get(f"/{lang}/fortune/").status_code == 200, "pages are never limited"


def test_each_visitor_has_a_limit_of_their_own(limited) -> None:
    first, second = Client(), Client()
    for client in (first, second):
        client.get("/en/fortune/")
    for _ in range(3):
        assert first.post("/en/fortune/new/", {"question": "a"}).status_code == 302
    assert first.post("/en/fortune/new/", {"question": "b"}).status_code == 429
    assert second.post("/en/fortune/new/", {"question": "c"}).status_code == 302


def test_account_posts_have_a_stricter_limit(limited) -> None:
    client = Client()
    for _ in range(2):
        assert client.post("/en/learn/account/login/", {"username": "x", "password": "y"}).status_code == 200
    assert client.post("/en/learn/account/login/", {"username": "x", "password": "y"}).status_code == 429


def test_address_behind_proxies() -> None:
    from django.test import RequestFactory

    from frame.ratelimit import client_address

    request = RequestFactory().post("/", REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="6.6.6.6, 1.2.3.4")
    assert client_address(request) == "10.0.0.1"
    with override_settings(RATELIMIT_PROXY_COUNT=1):
        assert client_address(request) == "1.2.3.4"


# --------------------------------------------------------------------------- user text is escaped


def test_question_and_note_are_escaped_in_the_journal(visitor: Client) -> None:
    response = visitor.post("/en/fortune/new/", {"question": SCRIPT})
    reading = Reading.objects.get()
    visitor.post(f"/en/fortune/r/{reading.token}/pick/", {"position": "draw"})
    visitor.post(f"/en/fortune/r/{reading.token}/note/", {"note": SCRIPT})
    for url in ("/en/fortune/journal/", response["Location"], f"/ru/fortune/r/{reading.token}/"):
        page = visitor.get(url).content.decode()
        assert SCRIPT not in page
    journal = visitor.get("/en/fortune/journal/").content.decode()
    assert journal.count(ESCAPED) >= 2, "the question and the note are shown, escaped"


def test_hostile_username_is_refused_and_escaped(visitor: Client) -> None:
    response = visitor.post(
        "/en/learn/account/signup/",
        {"username": SCRIPT, "password1": "a-long-pass-phrase-1", "password2": "a-long-pass-phrase-1"},
    )
    assert response.status_code == 200
    assert SCRIPT not in response.content.decode() and ESCAPED in response.content.decode()


def test_hostile_import_is_refused_and_escaped(visitor: Client) -> None:
    record = {"format": "hwatu-game/1", "game": SCRIPT, "players": 2, "seed": 1, "moves": [SCRIPT]}
    for text in (json.dumps(record), SCRIPT, json.dumps({**record, "game": "hato", "scenario": SCRIPT})):
        response = visitor.post("/en/play/import/", {"text": text})
        assert response.status_code in (200, 302, 400)
        assert SCRIPT not in response.content.decode()


def test_hostile_move_is_refused_with_a_message(visitor: Client) -> None:
    built = site(visitor)
    response = visitor.post(
        f"/en/play/g/{built.game_id}/move/", {"move": SCRIPT, "version": "0"}, follow=True
    )
    assert response.status_code == 200
    assert SCRIPT not in response.content.decode()
    assert "play-messages" in response.content.decode()
