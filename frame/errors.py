"""The error pages: 400, 403 (and a failed CSRF check), 404, 405 and 500, each in the site frame and
the visitor's language, with a way back (the page the visitor came from, when it is ours, and the
home page). The 429 of the rate limit uses the same layout (``frame.ratelimit``).

Django answers a method a view does not take (``require_POST``, ``require_safe``...) with an empty
``HttpResponseNotAllowed``; ``MethodNotAllowedMiddleware`` gives it the framed page and keeps its
``Allow`` header.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.core.exceptions import DisallowedHost
from django.http import HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import render
from django.template import loader
from django.utils.http import url_has_allowed_host_and_scheme

logger = logging.getLogger(__name__)

#: The last resort of the 500 page, when not even the plain template renders.
BARE_500 = "<!doctype html><title>500</title><h1>Server error</h1>"


def back_url(request: HttpRequest) -> str:
    """The page the visitor came from (its Referer) when it is on this site and not this very
    address; else empty. A request for a host we do not serve has no way back but home."""
    referer = request.META.get("HTTP_REFERER") or ""
    try:
        host = request.get_host()
    except DisallowedHost:
        return ""
    if not referer or not url_has_allowed_host_and_scheme(
        referer, allowed_hosts={host}, require_https=request.is_secure()
    ):
        return ""
    if referer == request.build_absolute_uri() or referer == request.get_full_path():
        return ""
    return referer


def _page(request: HttpRequest, template: str, status: int, **context: object) -> HttpResponse:
    return render(request, template, {"back_url": back_url(request), **context}, status=status)


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """400: a request the site cannot read (a post too large, a broken form)."""
    return _page(request, "errors/400.html", 400)


def permission_denied(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """403: something this visitor may not do."""
    return _page(request, "errors/403.html", 403)


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """403 for a post whose CSRF check failed (``CSRF_FAILURE_VIEW``): most often a page left open
    too long, or cookies switched off. The page sets a fresh token, so sending again works."""
    return _page(request, "errors/403_csrf.html", 403, no_cookie=reason == "CSRF cookie not set.")


def page_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """404 in the site's frame and the visitor's language; its card follows the deck switch."""
    return _page(request, "404.html", 404)


def method_not_allowed(request: HttpRequest, refused: HttpResponse) -> HttpResponse:
    """405 in the frame for ``refused`` (an ``HttpResponseNotAllowed``), with its ``Allow`` header."""
    allowed = [m.strip() for m in refused.get("Allow", "").split(",") if m.strip()]
    response = _page(request, "errors/405.html", 405, opens="GET" in allowed)
    response["Allow"] = refused["Allow"]
    return response


def server_error(request: HttpRequest) -> HttpResponse:
    """500 in the frame when the frame can still render; if that fails too (the database or the
    session may be what broke), a plain page in the site's style that needs neither."""
    try:
        return render(request, "500.html", {"back_url": ""}, status=500)
    except Exception:  # the frame itself failed: fall back to the page without it
        logger.exception("the framed 500 page failed; serving the plain one")
    try:
        html = loader.render_to_string("errors/500_plain.html", {"request_path": request.path}, request=None)
    except Exception:  # the last resort must not fail
        html = BARE_500
    return HttpResponse(html, status=500)


class MethodNotAllowedMiddleware:
    """A view's empty 405 (``require_POST`` and the like, a class-based view's
    ``http_method_not_allowed``) becomes the framed 405 page, ``Allow`` kept. Sits inside the
    session, locale and authentication middleware, so the page has the visitor's language and deck."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if isinstance(response, HttpResponseNotAllowed) and not response.content:
            return method_not_allowed(request, response)
        return response
