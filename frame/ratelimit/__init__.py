"""Rate limits on posts, the Permissions-Policy header on every answer, Server-Timing when asked.

Before any view runs, a post's body is parsed here: one that is too large is refused with 400 and
changes nothing.

A post counts against two fixed windows kept in the shared cache (the database by default, so every
worker and machine counts together): the visitor's (their session, or their address when they have
none yet) and their address's (a whole class behind one school router shares it, so that limit is
generous). Signing up, signing in and password resets have a stricter per-address limit of their own.
Over a limit the answer is 429 with a message in the visitor's language and a Retry-After header;
nothing else runs. Pages (GET) are never limited.

The counters are approximate on purpose: the database cache reads and writes without a lock, so two
posts at the same instant may both count as one. A limit is a brake on floods and scripts, not a
quota. If the cache itself fails, the post goes through (a limit must never take the site down).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.template import engines
from django.utils.translation import gettext as _

from frame.errors import back_url

logger = logging.getLogger(__name__)

UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
ACCOUNT_VIEWS = frozenset({"signup", "login", "password_reset", "password_reset_confirm"})

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
    counts = cache.get_many(list(keys))
    wait = 0
    for key, (limit, window) in keys.items():
        count = int(counts.get(key, 0)) + 1
        cache.set(key, count, timeout=limit.seconds + 1)
        if count > limit.count:
            wait = max(wait, int((window + 1) * limit.seconds - now) + 1)
    return wait


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
