"""Browser tests: Playwright (sync API) driving Debian's Chromium against pytest-django's ``live_server``.

Fixtures for every browser test in the project:

``page``
    A Playwright ``Page`` in a context of its own with no cookies (so a new session), whose
    ``base_url`` is the live server, so ``page.goto("/ru/")`` works. Pages are kept between tests and
    wiped (``_SPARE``): a new one costs a renderer process and a cold cache. Any console error,
    uncaught page error or CSP violation fails the test when it ends. Skips with a message when
    Chromium is not installed (fails under CI, which installs it).
    Expected errors can be allowed with ``@pytest.mark.allow_console("regex", ...)``.
``page_360``
    The same at a 360 x 740 phone viewport (``page`` is 1280 x 900).
``axe``
    ``axe(page, *, disable=(), include=None)`` injects the vendored axe-core (tests/browser/vendor) and
    fails with a readable list if it finds any WCAG 2.x A/AA violation on the current page.
``screenshot``
    ``screenshot(page, "name")`` saves ``test-artifacts/screenshots/name.png`` (full page) and returns
    the path. The folder is gitignored. ``HWATU_SCREENSHOTS=0`` (set by .ci/run) leaves them out.

Every test in this folder gets the ``browser`` marker automatically.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
ROOT = Path(__file__).resolve().parents[2]
AXE_JS = Path(__file__).with_name("vendor") / "axe.min.js"
ARTIFACTS = ROOT / "test-artifacts"
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 360, "height": 740}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark everything under tests/browser as ``browser`` (``pytest -m 'not browser'`` skips them), and
    start the ``long`` ones first: with ``--dist load`` they are spread over the workers at once, and the
    group does not end with one worker idle while another plays a whole deal."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)
    mine = [item for item in items if item.get_closest_marker("browser")]
    if len(mine) == len(items):  # only browser tests (all transactional): the order is free
        items.sort(key=lambda item: item.get_closest_marker("long") is None)


@pytest.fixture(scope="session")
def browser() -> Iterator:
    """One headless Chromium for the whole session (per xdist worker)."""
    if not os.access(CHROMIUM, os.X_OK):
        message = (
            f"Chromium not found at {CHROMIUM}: install it (Debian: apt-get install chromium) "
            "or set CHROMIUM=/path/to/chromium; .ci/run does this for you"
        )
        if os.environ.get("CI"):  # CI installs it: a browser test that cannot run there fails
            pytest.fail(message)
        pytest.skip(message)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # pragma: no cover - playwright is in requirements/dev.txt
        pytest.skip("the playwright Python package is not installed (make test installs it)")
    with sync_playwright() as playwright:
        instance = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield instance
        _SPARE.clear()
        instance.close()


def card_art_complete() -> bool:
    """Whether every card picture the site links to exists (both faces, 1x and 2x, WebP and PNG)."""
    folder = ROOT / "static" / "cards"
    names = [f"{code:02d}{letter}" for code in range(1, 13) for letter in "abcd"] + ["back"]
    return all(
        (folder / face / scale / f"{name}.{ext}").is_file()
        for face in ("hanafuda", "hwatu")
        for scale in ("1x", "2x")
        for name in names
        for ext in ("webp", "png")
    )


#: Pages kept open between the tests of a worker, by server address. A new context and page cost a
#: third of a second (a renderer process) and start with an empty cache; a kept one is wiped instead
#: when its test ends: the document (about:blank), the cookies (so the session), the permissions,
#: the media emulation, the timeouts and the page's own listeners. One that cannot be wiped is closed.
_SPARE: dict[str, list] = {}


def _take_page(browser, base_url: str, viewport: dict):
    spare = _SPARE.setdefault(base_url, [])
    while spare:
        context, page = spare.pop()
        if not page.is_closed():
            page.set_viewport_size(viewport)
            return context, page
    context = browser.new_context(base_url=base_url, viewport=viewport, locale="ru-RU")
    context.set_default_timeout(10_000)
    return context, context.new_page()


def _give_back(context, page, base_url: str) -> None:
    try:
        page.goto("about:blank")
        context.clear_cookies()
        context.clear_permissions()
        page.emulate_media(media="null", reduced_motion="null")
        page.set_default_timeout(10_000)
    except Exception:  # a page in a state we cannot undo: a new one next time
        context.close()
        return
    _SPARE.setdefault(base_url, []).append((context, page))


def _open_page(browser, live_server, request: pytest.FixtureRequest, viewport: dict) -> Iterator:
    allowed = [
        re.compile(pattern)
        for marker in request.node.iter_markers("allow_console")
        for pattern in marker.args
    ]
    if not card_art_complete():
        # The card art is still being drawn: missing pictures are expected, nothing else is.
        allowed.append(re.compile(r"Failed to load resource: .* 404 .*/static/cards/"))
    context, page = _take_page(browser, live_server.url, viewport)
    problems: list[str] = []

    def on_console(message) -> None:
        if message.type not in ("error", "assert"):
            return
        location = message.location or {}
        where = f"{location.get('url', '')}:{location.get('lineNumber', '')}"
        text = f"console {message.type}: {message.text} ({where})"
        if not any(pattern.search(text) for pattern in allowed):
            problems.append(text)

    def on_page_error(error) -> None:
        text = f"uncaught page error: {error}"
        if not any(pattern.search(text) for pattern in allowed):
            problems.append(text)

    page.on("console", on_console)
    page.on("pageerror", on_page_error)
    yield page
    page.remove_listener("console", on_console)
    page.remove_listener("pageerror", on_page_error)
    _give_back(context, page, live_server.url)
    if problems:
        pytest.fail("the browser reported errors:\n  " + "\n  ".join(problems), pytrace=False)


@pytest.fixture
def page(browser, live_server, request: pytest.FixtureRequest) -> Iterator:
    """A desktop-sized page on the live server; console errors fail the test."""
    yield from _open_page(browser, live_server, request, DESKTOP)


@pytest.fixture
def page_360(browser, live_server, request: pytest.FixtureRequest) -> Iterator:
    """A 360 px wide phone-sized page on the live server; console errors fail the test."""
    yield from _open_page(browser, live_server, request, PHONE)


#: True once the page has loaded and htmx has no request, swap or settling under way.
SETTLED = (
    "() => document.readyState === 'complete'"
    " && !document.querySelector('.htmx-request, .htmx-settling, .htmx-swapping')"
)


def settle(page) -> None:
    """Wait until the page has loaded and htmx is done with what it was asked: conditions, not half a
    second of quiet network (Playwright's ``networkidle``)."""
    page.wait_for_load_state("load")
    page.wait_for_function(SETTLED)


def run_axe(page, *, disable: tuple[str, ...] = (), include: str | None = None) -> list[dict]:
    """Run axe-core (WCAG 2.x A and AA rules) on the current page and return its violations."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        # evaluate() runs through the DevTools protocol, so the page's strict CSP does not block it.
        page.evaluate(AXE_JS.read_text(encoding="utf-8") + "\n;undefined")
    options = {
        "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]},
        "rules": {rule: {"enabled": False} for rule in disable},
        "resultTypes": ["violations"],
    }
    return page.evaluate(
        "([include, options]) => axe.run(include ? {include: [include]} : document, options)"
        ".then(r => r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,"
        " nodes: v.nodes.slice(0, 5).map(n => n.target.join(' ') + ' :: ' + n.failureSummary)})))",
        [include, options],
    )


def assert_no_axe_violations(page, *, disable: tuple[str, ...] = (), include: str | None = None) -> None:
    """Fail with a readable report when axe-core finds accessibility problems on the page."""
    violations = run_axe(page, disable=disable, include=include)
    if violations:
        lines = [f"axe found {len(violations)} accessibility problem(s) on {page.url}:"]
        for violation in violations:
            lines.append(f"- [{violation['impact']}] {violation['id']}: {violation['help']}")
            lines.extend(f"    {node}" for node in violation["nodes"])
        pytest.fail("\n".join(lines), pytrace=False)


@pytest.fixture
def axe() -> Callable[..., None]:
    """``axe(page)`` fails the test on any accessibility violation axe-core finds."""
    return assert_no_axe_violations


#: ``HWATU_SCREENSHOTS=0`` (CI, where nobody looks at them) leaves the screenshots out: a third of the
#: browser tests' time goes to loading every picture and encoding full-page PNGs.
SCREENSHOTS = os.environ.get("HWATU_SCREENSHOTS", "1") != "0"


def save_screenshot(page, name: str, *, full_page: bool = True, always: bool = False) -> Path:
    """Save a screenshot under test-artifacts/screenshots/ and return its path (with
    ``HWATU_SCREENSHOTS=0`` only when ``always``)."""
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "-", name).strip("-") or "page"
    path = ARTIFACTS / "screenshots" / f"{safe}.png"
    if not (SCREENSHOTS or always):
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    if full_page:
        # Lazy pictures below the fold would be blank: load them all first.
        page.evaluate(
            "() => Promise.all([...document.images].map(img => { img.loading = 'eager';"
            " return img.complete ? null : new Promise(done => { img.onload = img.onerror = done; }); }))"
        )
    page.screenshot(path=str(path), full_page=full_page)
    return path


@pytest.fixture
def screenshot() -> Callable[..., Path]:
    """``screenshot(page, "name")`` writes test-artifacts/screenshots/name.png."""
    return save_screenshot


def deal_practice(page, lang: str, key: str) -> None:
    """Open the practice deal ``key`` in ``lang``, press «Раздать» / "Deal" and wait for its table."""
    page.goto(f"/{lang}/play/practice/{key}/")
    page.get_by_role("button", name=re.compile("Раздать|Deal")).click()
    page.wait_for_url(re.compile(r"/play/g/"))
    settle(page)


def practice_step(page) -> str:
    """Wait until the practice box has decided the goal, and check that it says what the tutor's
    verdict on the learner's step says («best» or «good» passes, anything else misses): one voice.
    Returns "passed" or "missed"."""
    box = page.locator(".play-scenario [data-step]")
    box.wait_for()
    outcome = box.get_attribute("data-step") or ""
    verdict = page.locator(".play-scenario [data-step-verdict]").get_attribute("data-step-verdict") or ""
    if verdict:  # a step the tutor judged (a forced one keeps the scenario's own check)
        assert outcome == ("passed" if verdict in ("best", "good") else "missed"), (outcome, verdict)
    assert page.locator(".play-scenario [data-again]").count() == 1, "the box offers «Ещё раз»"
    return outcome


def settled(page) -> None:
    """Wait until htmx has swapped and settled the panel: its settle handler moves the focus to the new
    question's prompt, and a key typed before that could land in the wrong place (a number typed into
    the field, then the focus taken away, and Enter checks an empty answer)."""
    page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling')")
