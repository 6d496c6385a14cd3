"""The site as a visitor uses it: navigation, language and deck switches, accessibility, screenshots."""

from __future__ import annotations

import re

import pytest

PAGES = [
    "",
    "cards/",
    "cards/?kind=ribbon",
    "cards/11a/",
    "cards/09a/",
    "table/",
    "rules/",
    "rules/hato/",
    "rules/koikoi/",
    "rules/aigoma/",
    "rules/nylon/",
    "rules/gostop/",
]


def shot_name(lang: str, path: str, size: str) -> str:
    return f"{lang}-{path.strip('/').replace('/', '-').replace('?', '-') or 'home'}-{size}"


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.long
def test_every_page_passes_axe_on_a_desktop(page, axe, screenshot, lang):
    for path in PAGES:
        response = page.goto(f"/{lang}/{path}")
        assert response is not None and response.ok, path
        assert page.locator("html").get_attribute("lang") == lang
        axe(page)
        screenshot(page, shot_name(lang, path, "desktop"))


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.long
def test_every_page_fits_a_360px_phone(page_360, screenshot, lang):
    for path in PAGES:
        page_360.goto(f"/{lang}/{path}")
        overflow = page_360.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
        screenshot(page_360, shot_name(lang, path, "360"))
        assert overflow <= 0, f"/{lang}/{path} scrolls sideways by {overflow}px at 360px"


def test_the_korean_deck_passes_axe(page, axe):
    page.goto("/ru/cards/")
    page.get_by_role("button", name="корейская").click()
    page.get_by_role("button", name="Подсказки в углу").click()
    for path in ("cards/", "table/", "cards/12a/"):
        page.goto(f"/ru/{path}")
        axe(page)


@pytest.mark.parametrize(
    "lang, labels",
    [
        ("ru", ["Карты", "Таблица", "Правила"]),
        ("en", ["Cards", "Table", "Rules"]),
    ],
)
def test_click_through_the_navigation(page, lang, labels):
    page.goto(f"/{lang}/")
    nav = page.get_by_role("navigation", name=re.compile("Основное меню|Main"))
    for label, path in zip(labels, ["cards/", "table/", "rules/"], strict=True):
        nav.get_by_role("link", name=label, exact=True).click()
        page.wait_for_url(f"**/{lang}/{path}")
        assert nav.get_by_role("link", name=label, exact=True).get_attribute("aria-current") == "page"
    page.get_by_role("link", name=re.compile("^(Хато|Hwatu)")).first.click()
    page.wait_for_url(f"**/{lang}/")


def test_language_switch_keeps_the_page(page):
    page.goto("/ru/cards/08a/")
    assert page.locator("h1").inner_text() == "Полная луна над холмом"
    page.get_by_role("button", name="English").click()
    page.wait_for_url("**/en/cards/08a/")
    assert page.locator("h1").inner_text() == "Full moon"
    page.get_by_role("button", name="Русский").click()
    page.wait_for_url("**/ru/cards/08a/")
    assert page.locator("h1").inner_text() == "Полная луна над холмом"


def test_deck_switch_changes_order_and_faces(page):
    page.goto("/ru/cards/")
    headings = page.locator(".month h2")
    assert headings.nth(10).inner_text().startswith("11. Ноябрь")
    assert "Ива" in headings.nth(10).inner_text()
    page.get_by_role("button", name="корейская").click()
    page.wait_for_url("**/ru/cards/")
    assert page.get_by_role("button", name="корейская").get_attribute("aria-pressed") == "true"
    assert "Павловния" in headings.nth(10).inner_text()
    assert headings.nth(10).inner_text().startswith("11. Ноябрь")
    assert "/cards/hwatu/" in page.locator(".month-cards img").first.get_attribute("src")
    # the choice holds on other pages too
    page.goto("/en/table/")
    assert "Korean order" in page.locator(".month-table caption").inner_text()


def test_corner_index_switch(page):
    page.goto("/en/cards/")
    marked = "() => document.querySelectorAll('.corner-index, img[src*=\"-index/\"]').length"
    assert page.evaluate(marked) == 0
    page.get_by_role("button", name="Corner index").click()
    page.wait_for_url("**/en/cards/")
    # either the art's indexed faces or our overlay, on every card
    assert page.evaluate(marked) == 48
    assert page.get_by_role("button", name="Corner index").get_attribute("aria-pressed") == "true"


def test_kind_filter_swaps_the_grid_with_htmx(page):
    page.goto("/ru/cards/")
    page.get_by_role("link", name="Яркая карта", exact=True).click()
    page.wait_for_url("**/ru/cards/?kind=bright")
    assert page.locator(".month-cards li").count() == 5
    page.get_by_role("link", name="Все карты", exact=True).first.click()
    page.wait_for_function("() => document.querySelectorAll('.month-cards li').length === 48")


def test_keyboard_reaches_the_skip_link_first(page):
    page.goto("/ru/table/")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.className") == "skip-link"
    page.keyboard.press("Enter")
    assert page.evaluate("() => location.hash") == "#main"


@pytest.mark.parametrize(
    "lang, names",
    [
        ("ru", ["«Хато»", "Кой-кой", "Аигома-коппай", "Нилон-пон", "Го-стоп и матго"]),
        ("en", ["Hato", "Koi-Koi", "Aigoma-koppai", "Nylon-ppong", "Go-Stop and Matgo"]),
    ],
)
def test_rules_index_leads_to_each_game(page, lang, names):
    for name, game in zip(names, ["hato", "koikoi", "aigoma", "nylon", "gostop"], strict=True):
        page.goto(f"/{lang}/rules/")
        page.get_by_role("link", name=name, exact=True).click()
        page.wait_for_url(f"**/{lang}/rules/{game}/")
        assert page.locator(".example").count() >= 3
        page.get_by_role("link", name=re.compile("^(Правила игр|Rules of the games)$")).first.click()
        page.wait_for_url(f"**/{lang}/rules/")


def test_option_help_in_the_new_game_form_links_to_its_rule(page):
    page.goto("/en/play/new/nylon/")
    page.get_by_role("link", name="Rules of Nylon-ppong").click()
    page.wait_for_url("**/en/rules/nylon/")
    page.goto("/en/rules/nylon/#option-stop_limit")
    assert page.locator("#option-stop_limit").is_visible()


@pytest.mark.allow_console(r"status of 404 .*/en/nowhere/")
def test_404_page_in_the_browser(page, axe):
    response = page.goto("/en/nowhere/")
    assert response is not None and response.status == 404
    assert page.locator("h1").inner_text() == "Page not found"
    axe(page)


def test_month_table_prints_on_one_a4_page(page, tmp_path):
    page.goto("/ru/table/")
    page.evaluate(
        "() => Promise.all([...document.images].map(img => { img.loading = 'eager';"
        " return img.complete ? null : new Promise(done => { img.onload = img.onerror = done; }); }))"
    )
    pdf = page.pdf(format="A4")
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1


@pytest.mark.parametrize(
    "lang, heading, default, badge, move",
    [
        ("ru", "Длина партии", "Играют одну раздачу.", "по умолчанию", "Ход: Положить карту «"),
        ("en", "Match length", "A single deal is played.", "the default", "Move: Play “"),
    ],
)
def test_an_option_read_from_the_game_form_to_the_rules(
    page, screenshot, lang, heading, default, badge, move
):
    """From the new-game form a learner follows «In the rules» beside an option and reads it there:
    its heading, the rule under each value with the default marked, and moves in words."""
    page.goto(f"/{lang}/play/new/hato/")
    page.locator("summary").first.click()
    field = page.locator(".play-field", has=page.get_by_label(heading, exact=False))
    field.get_by_role("link").click()
    page.wait_for_url("**/rules/hato/#option-target")
    term = page.locator("#option-target")
    assert term.inner_text() == heading
    choices = page.locator("#option-target + dd li")
    assert choices.first.inner_text() == f"{default} {badge}"
    assert choices.count() == 3
    assert move in page.locator(".example").first.inner_text()
    assert not re.search(r"\b(play|lay):\d\d[a-d]", page.locator("main").inner_text())
    screenshot(page, f"{lang}-rules-hato-option-target")
