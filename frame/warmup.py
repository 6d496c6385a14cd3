"""Warm a web process before it serves anyone.

A new process pays for much of the site on its first requests: the URL modules and the games they
import, the translation catalogues, every template's compilation, the reference pages' worked examples
and the other cached tables, the card pictures' HTML, the drills' catalogues, the reading's
dictionaries. Measured on this machine, a first request took about a second and the first of each kind
20-60 ms more than the next, in every worker and again after each worker recycle: under load, the
slowest 5 % of the rarer kinds of request were mostly those. ``warm_up`` moves that cost to the
process's start: it compiles the site's templates, runs each app's own ``AppConfig.warm_up`` (the
tables a page builds without the database), asks for the public pages (``settings.WARM_UP_PAGES``) in
every language through the full middleware stack, and closes the database connections it opened, so
that a forked worker inherits none.

``hwatu_site.wsgi`` and ``hwatu_site.asgi`` call it when ``settings.WARM_UP`` is on (the default outside
tests and DEBUG). A page that fails is logged and skipped: warming never stops a process from starting.
"""

from __future__ import annotations

import logging
import sysconfig
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.apps import apps
from django.conf import settings
from django.db import connections
from django.test import RequestFactory

logger = logging.getLogger(__name__)

WsgiApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


@dataclass
class Warmed:
    """What ``warm_up`` did: the pages that answered 200, the pages and apps that failed, how many
    templates it compiled, the apps whose own ``warm_up`` ran, and its time."""

    pages: list[str] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)
    templates: int = 0
    apps: list[str] = field(default_factory=list)
    seconds: float = 0.0


def warm_host() -> str:
    """A host name the site accepts (the first of ALLOWED_HOSTS, a wildcard made concrete)."""
    for host in settings.ALLOWED_HOSTS:
        host = host.lstrip(".")
        if host and host != "*":
            return host
    return "localhost"


def warm_paths() -> list[str]:
    """Every page of ``settings.WARM_UP_PAGES`` in every language of the site, ``{game}`` for each game."""
    from frame.games import game_keys

    pages = [
        page.format(game=key) if "{game}" in page else page
        for page in settings.WARM_UP_PAGES
        for key in (game_keys() if "{game}" in page else ("",))
    ]
    return [f"/{code}/{page}" for code, _name in settings.LANGUAGES for page in pages]


def _get(application: WsgiApp, environ: dict[str, Any]) -> tuple[str, list[tuple[str, str]]]:
    """One request to ``application``: its status line and headers (the body is read and closed)."""
    status: list[str] = []
    headers: list[tuple[str, str]] = []

    def start_response(code: str, answer_headers: list[tuple[str, str]], *exc_info: Any) -> None:
        status.append(code)
        headers.extend(answer_headers)

    body = application(environ, start_response)
    try:
        for _chunk in body:
            pass
    finally:
        close = getattr(body, "close", None)
        if close:
            close()
    return (status[0] if status else ""), headers


def _compile_templates() -> int:
    """Compile every template of the site's own folders and apps (the cached loader keeps them);
    returns how many. Django's own and the admin's are left to their first use."""
    from django.template import engines
    from django.template.backends.django import DjangoTemplates

    compiled = 0
    for backend in engines.all():
        if not isinstance(backend, DjangoTemplates):
            continue
        roots = [Path(d) for d in backend.engine.dirs]
        roots += [Path(config.path) / "templates" for config in apps.get_app_configs() if _ours(config.path)]
        for root in roots:
            for file in sorted(root.rglob("*.html")) + sorted(root.rglob("*.txt")):
                try:
                    backend.get_template(file.relative_to(root).as_posix())
                except Exception as error:  # a template only its own view can load (or a broken one)
                    logger.warning("warm-up: template %s: %r", file, error)
                else:
                    compiled += 1
    return compiled


def _ours(path: str) -> bool:
    """Whether an app lives in the project: under its folder and not in the installed packages (a
    virtualenv inside the checkout holds Django's admin, whose templates are not the site's)."""
    where = Path(path).resolve()
    installed = {Path(sysconfig.get_paths()[name]).resolve() for name in ("purelib", "platlib")}
    return where.is_relative_to(Path(settings.BASE_DIR).resolve()) and not any(
        where.is_relative_to(folder) for folder in installed
    )


def _forget_sessions(headers: list[tuple[str, str]]) -> None:
    """Delete a session a page started for the warm-up's visitor (the reading's page starts one)."""
    from http.cookies import SimpleCookie
    from importlib import import_module

    for name, value in headers:
        if name.lower() != "set-cookie":
            continue
        cookie = SimpleCookie()
        cookie.load(value)
        morsel = cookie.get(settings.SESSION_COOKIE_NAME)
        if morsel is not None and morsel.value:
            import_module(settings.SESSION_ENGINE).SessionStore(morsel.value).delete()


def warm_up(application: WsgiApp | None = None) -> Warmed:
    """Compile the site's templates, run every app's ``warm_up``, then ask ``application`` (by default a
    WSGI handler of its own) for every warm-up page as an anonymous visitor would; return what was done.
    Nothing is stored: the pages write nothing but a session for the visitor, which is deleted again."""
    if application is None:
        from django.core.handlers.wsgi import WSGIHandler

        application = WSGIHandler()
    started = time.perf_counter()
    warmed = Warmed()
    warmed.templates = _compile_templates()
    for config in apps.get_app_configs():
        hook = getattr(config, "warm_up", None)
        if callable(hook):
            try:
                hook()
            except Exception as error:  # warming must never stop a process from starting
                logger.warning("warm-up: %s failed: %r", config.label, error)
                warmed.failed.append((config.label, repr(error)))
            else:
                warmed.apps.append(config.label)
    secure = bool(getattr(settings, "SECURE_SSL_REDIRECT", False))
    # Behind a TLS proxy the site tells https by the proxy's header: send it, or every page redirects.
    proxy_header = getattr(settings, "SECURE_PROXY_SSL_HEADER", None) if secure else None
    factory = RequestFactory(HTTP_HOST=warm_host(), **dict([proxy_header] if proxy_header else []))
    for path in warm_paths():
        try:
            status, headers = _get(application, factory.get(path, secure=secure).environ)
            _forget_sessions(headers)
        except Exception as error:  # warming must never stop a process from starting
            logger.warning("warm-up: %s failed: %r", path, error)
            warmed.failed.append((path, repr(error)))
            continue
        if status.startswith("200"):
            warmed.pages.append(path)
        else:
            warmed.failed.append((path, status or "no answer"))
    connections.close_all()
    warmed.seconds = time.perf_counter() - started
    if warmed.failed:
        logger.warning("warm-up: %d did not answer 200: %s", len(warmed.failed), warmed.failed)
    return warmed
