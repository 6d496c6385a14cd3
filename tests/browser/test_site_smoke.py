"""The browser fixtures themselves: a page loads on the live server, axe runs, screenshots are written."""

from __future__ import annotations


def test_home_page_loads_and_passes_axe(page, axe, screenshot) -> None:
    page.goto("/ru/")
    assert page.locator("h1").first.is_visible()
    axe(page)
    assert screenshot(page, "smoke-home", always=True).exists()


def test_console_errors_are_collected(browser, live_server) -> None:
    context = browser.new_context(base_url=live_server.url)
    page = context.new_page()
    seen: list[str] = []
    page.on("console", lambda message: seen.append(message.type))
    page.goto("/ru/")
    page.evaluate("() => console.error('x')")
    context.close()
    assert "error" in seen
