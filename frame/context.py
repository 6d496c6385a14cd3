"""Context shared by every page: the visitor's deck choices, the navigation and the language switch."""

from __future__ import annotations

from dataclasses import dataclass

from django.http import HttpRequest
from django.urls import reverse, translate_url
from django.utils.translation import pgettext_lazy

from frame.deck import corner_index, deck_order
from frame.language import lang

OTHER_LANGUAGE = {"ru": "en", "en": "ru"}


@dataclass(frozen=True, slots=True)
class NavItem:
    """One entry of the main navigation."""

    key: str
    label: str
    url: str
    current: bool


# (key, label, URL name). The labels have their own context so that they never override the apps'
# words for the same English (the play page's "Table" is «Стол»).
NAV = (
    ("learn", pgettext_lazy("navigation", "Learn"), "learn:index"),
    ("play", pgettext_lazy("navigation", "Play"), "play:index"),
    ("fortune", pgettext_lazy("navigation", "Fortune"), "fortune:index"),
    ("cards", pgettext_lazy("navigation", "Cards"), "cards"),
    ("table", pgettext_lazy("navigation", "Table"), "table"),
    ("rules", pgettext_lazy("navigation", "Rules"), "rules"),
)


def nav_items(request: HttpRequest) -> list[NavItem]:
    """The main navigation, the entry of the section this page belongs to marked current."""
    items = []
    for key, label, name in NAV:
        url = reverse(name)
        items.append(NavItem(key, str(label), url, request.path.startswith(url)))
    return items


def site(request: HttpRequest) -> dict:
    """Deck order, corner index, navigation and the address of this page in the other language."""
    language = lang()
    other = OTHER_LANGUAGE[language]
    path = request.get_full_path() if hasattr(request, "path") else "/"
    return {
        "deck_order": deck_order(request),
        "corner_index": corner_index(request),
        "site_language": language,
        "other_language": other,
        "other_language_url": translate_url(path, other),
        "nav_items": nav_items(request),
        "current_path": path,
    }
