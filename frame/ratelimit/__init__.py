"""Rate limits on posts, the Permissions-Policy header on every answer, Server-Timing when asked.

Before any view runs, a post's body is parsed here: one that is too large is refused with 400 and
changes nothing.

A post counts against two fixed windows: the visitor's (their session, or their address when they
have none yet) and their address's (a whole class behind one school router shares it, so that limit
is generous). Signing up, signing in and password resets have a stricter per-address limit of their
own. Over a limit the answer is 429 with a message in the visitor's language and a Retry-After header;
nothing else runs. Pages (GET) are never limited.

The counters are shared by every worker and machine: a table of the site's database (``PostCount``),
where one ``INSERT … ON CONFLICT DO UPDATE … RETURNING`` statement adds the post to all its counters
at once and atomically (SQLite and PostgreSQL alike), or, when the site's cache is a server of its own
(Redis, ``REDIS_URL``), the cache's atomic ``incr``. The finished windows' rows are deleted after about
one post in a hundred. If counting fails, the post goes through (a limit must never take the site down).

Why not django-ratelimit: it counts in the cache only, and the default cache here is the database
cache, whose increment is a read and a write in two transactions (with a count of the whole table
before each write): eleven statements per post for two limits, and not atomic. One statement of our
own does it exactly.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache, caches
from django.core.cache.backends.db import DatabaseCache
from django.db import connection
from django.http import HttpRequest, HttpResponse
from django.template import engines
from django.utils.translation import gettext as _

from frame.errors import back_url
from frame.models import PostCount

logger = logging.getLogger(__name__)

UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
ACCOUNT_VIEWS = frozenset({"signup", "login", "password_reset", "password_reset_confirm"})
#: The share of posts after which the counters of finished windows are deleted.
CLEAN_SHARE = 0.01

# The layout of every error page (templates/errors/layout.html); the words are this module's own.
_PAGE = """{% extends "errors/layout.html" %}{% block title %}{{ heading }}{% endblock %}
{% block code %}429{% endblock %}{% block heading %}{{ heading }}{% endblock %}
{% block message %}<p role="alert">{{ message }}</p>{% endblock %}"""


@dataclass(frozen=True)
class Limit:
    """At most ``count`` posts in a window of ``seconds``."""

    count: int
    seconds: int

    @classmethod
    def parse(cls, text: str) -> Limit:
        """``"120/60"`` -> 120 posts a minute."""
        count, _slash, seconds = str(text).partition("/")
        return cls(max(1, int(count)), max(1, int(seconds or 60)))


def client_address(request: HttpRequest) -> str:
    """The visitor's address: the socket's, or the one our own proxies put in X-Forwarded-For."""
    proxies = int(getattr(settings, "RATELIMIT_PROXY_COUNT", 0))
    if proxies > 0:
        hops = [h.strip() for h in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if h.strip()]
        if len(hops) >= proxies:
            return hops[-proxies][:64]
    return str(request.META.get("REMOTE_ADDR") or "unknown")[:64]


def _checks(request: HttpRequest) -> list[tuple[str, Limit]]:
    address = client_address(request)
    session_key = getattr(getattr(request, "session", None), "session_key", None)
    visitor = f"s:{session_key}" if session_key else f"a:{address}"
    checks = [
        (f"visitor:{visitor}", Limit.parse(settings.RATELIMIT_VISITOR)),
        (f"address:{address}", Limit.parse(settings.RATELIMIT_ADDRESS)),
    ]
    match = getattr(request, "resolver_match", None)
    if match is not None and match.url_name in ACCOUNT_VIEWS:
        checks.append((f"account:{address}", Limit.parse(settings.RATELIMIT_ACCOUNT)))
    return checks


def over_limit(request: HttpRequest, now: float | None = None) -> int:
    """Count this post; the seconds to wait if it goes over a limit, else 0."""
    now = time.time() if now is None else now
    keys: dict[str, tuple[Limit, int]] = {}
    for name, limit in _checks(request):
        window = int(now // limit.seconds)
        keys[f"rl:{name}:{limit.seconds}:{window}"] = (limit, window)
    counted = count_posts({key: (window + 1) * limit.seconds for key, (limit, window) in keys.items()}, now)
    wait = 0
    for key, (limit, window) in keys.items():
        if counted.get(key, 0) > limit.count:
            wait = max(wait, int((window + 1) * limit.seconds - now) + 1)
    return wait


def count_posts(windows: dict[str, int], now: float) -> dict[str, int]:
    """Add one post to each counter of ``windows`` (key -> the Unix second its window ends); the
    counts now. In the database (the default) one statement counts them all, atomically; with a
    cache of its own (Redis, ``REDIS_URL``) the counters live there."""
    if isinstance(caches["default"], DatabaseCache):
        return _count_in_database(windows, now)
    counts = {}
    for key, until in windows.items():
        timeout = max(1, int(until - now)) + 1
        cache.add(key, 0, timeout=timeout)
        try:
            counts[key] = int(cache.incr(key))
        except ValueError:  # expired between the two calls: a fresh window
            cache.set(key, 1, timeout=timeout)
            counts[key] = 1
    return counts


def _count_in_database(windows: dict[str, int], now: float) -> dict[str, int]:
    quote = connection.ops.quote_name
    table, key, posts, until = (quote(name) for name in (PostCount._meta.db_table, "key", "posts", "until"))
    rows = ", ".join(["(%s, 1, %s)"] * len(windows))
    params: list[object] = [value for item in windows.items() for value in item]
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} ({key}, {posts}, {until}) VALUES {rows} "  # only quoted names are put in
            f"ON CONFLICT ({key}) DO UPDATE SET {posts} = {table}.{posts} + 1 RETURNING {key}, {posts}",
            params,
        )
        counts = {key: int(posts) for key, posts in cursor.fetchall()}
    if random.random() < CLEAN_SHARE:
        PostCount.objects.filter(until__lt=int(now)).delete()
    return counts


def too_many(request: HttpRequest, wait: int) -> HttpResponse:
    """The 429 answer: a short message for htmx, a whole page otherwise."""
    message = _("Too many requests in a short time. Please wait %(seconds)d seconds and try again.") % {
        "seconds": wait
    }
    if getattr(request, "htmx", False):
        response = HttpResponse(message, status=429, content_type="text/plain; charset=utf-8")
    else:
        html = (
            engines["django"]
            .from_string(_PAGE)
            .render(
                {
                    "heading": _("Slow down a little"),
                    "message": message,
                    "back_url": back_url(request),
                    "back_label": _("Back to the page"),
                },
                request,
            )
        )
        response = HttpResponse(html, status=429)
    response["Retry-After"] = str(wait)
    return response


class RateLimitMiddleware:
    """429 for a post over a limit (after the CSRF check); Permissions-Policy on every answer."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        policy = getattr(settings, "PERMISSIONS_POLICY", "")
        if policy and "Permissions-Policy" not in response:
            response["Permissions-Policy"] = policy
        return response

    def process_view(self, request: HttpRequest, view_func, view_args, view_kwargs) -> HttpResponse | None:
        if request.method not in UNSAFE_METHODS:
            return None
        # Parse the body now, so that one over DATA_UPLOAD_MAX_MEMORY_SIZE (or with too many fields) is
        # refused with 400 before a view has done anything (some views start a run before reading).
        request.POST  # noqa: B018
        if not settings.RATELIMIT_ENABLED:
            return None
        try:
            wait = over_limit(request)
        except Exception:  # a broken cache must not refuse posts
            logger.exception("rate limit check failed; the post goes through")
            return None
        if wait:
            logger.warning("rate limit: %s %s from %s", request.method, request.path, client_address(request))
            return too_many(request, wait)
        return None


class ServerTimingMiddleware:
    """With SERVER_TIMING on: the worker's CPU and wall time for the request in a Server-Timing header.

    First in the middleware list, so it covers everything Django does (sessions saved included); a
    sync gunicorn worker serves one request at a time, so its CPU time is this request's.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        self.enabled = bool(getattr(settings, "SERVER_TIMING", False))

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if not self.enabled:
            return self.get_response(request)
        cpu, wall = time.process_time(), time.perf_counter()
        response = self.get_response(request)
        cpu_ms, wall_ms = 1000 * (time.process_time() - cpu), 1000 * (time.perf_counter() - wall)
        response["Server-Timing"] = f"cpu;dur={cpu_ms:.1f}, app;dur={wall_ms:.1f}"
        return response
