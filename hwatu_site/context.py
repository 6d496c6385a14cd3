"""Context shared by every page: the visitor's deck choices, the navigation and the language switch."""

from __future__ import annotations

from dataclasses import dataclass

from django.http import HttpRequest
from django.urls import NoReverseMatch, reverse, translate_url
from django.utils.translation import get_language, pgettext_lazy

DECK_ORDERS = ("ja", "ko")
OTHER_LANGUAGE = {"ru": "en", "en": "ru"}


@dataclass(frozen=True, slots=True)
class NavItem:
    """One entry of the main navigation."""

    key: str
    label: str
    url: str
    current: bool


# (key, label, URL name, fallback path under the language prefix). The labels have their own context
# so that they never override the apps' words for the same English (the play page's "Table" is «Стол»).
NAV = (
    ("learn", pgettext_lazy("navigation", "Learn"), "learn:index", "learn/"),
    ("play", pgettext_lazy("navigation", "Play"), "play:index", "play/"),
    ("fortune", pgettext_lazy("navigation", "Fortune"), "fortune:index", "fortune/"),
    ("cards", pgettext_lazy("navigation", "Cards"), "cards", "cards/"),
    ("table", pgettext_lazy("navigation", "Table"), "table", "table/"),
    ("rules", pgettext_lazy("navigation", "Rules"), "rules", "rules/"),
)


def deck_order(request: HttpRequest) -> str:
    """The visitor's deck: ``ja`` (Japanese order and hanafuda faces, the default) or ``ko``."""
    session = getattr(request, "session", None)
    value = session.get("deck_order", "ja") if session is not None else "ja"
    return value if value in DECK_ORDERS else "ja"


def corner_index(request: HttpRequest) -> bool:
    """Whether the beginners' corner index (month and points on every card) is switched on."""
    session = getattr(request, "session", None)
    return bool(session.get("corner_index", False)) if session is not None else False


def current_language() -> str:
    """The active language as ``ru`` or ``en``."""
    return "en" if (get_language() or "ru").startswith("en") else "ru"


def nav_items(request: HttpRequest, language: str) -> list[NavItem]:
    """The main navigation; an app that has no index page yet gets its plain path."""
    items = []
    for key, label, name, fallback in NAV:
        try:
            url = reverse(name)
        except NoReverseMatch:
            url = f"/{language}/{fallback}"
        items.append(NavItem(key, str(label), url, request.path.startswith(url)))
    return items


def site(request: HttpRequest) -> dict:
    """Deck order, corner index, navigation and the address of this page in the other language."""
    language = current_language()
    other = OTHER_LANGUAGE[language]
    path = request.get_full_path() if hasattr(request, "path") else "/"
    return {
        "deck_order": deck_order(request),
        "corner_index": corner_index(request),
        "site_language": language,
        "other_language": other,
        "other_language_url": translate_url(path, other),
        "nav_items": nav_items(request, language),
        "current_path": path,
    }
