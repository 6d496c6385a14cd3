"""Site-wide views: the home page and the visitor's deck preferences (the error pages: ``frame.errors``)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST, require_safe

from engine.cards import BY_CODE, KIND_NAMES, Kind
from frame.deck import DECK_ORDERS


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    """The home page: what the deck is, the three ways in and a card of the day."""
    examples = [
        {"kind": kind.value, "name": KIND_NAMES[kind], "card": BY_CODE[code]}
        for kind, code in (
            (Kind.BRIGHT, "01a"),
            (Kind.ANIMAL, "02a"),
            (Kind.RIBBON, "03b"),
            (Kind.PLAIN, "08c"),
        )
    ]
    context = {
        "hero_cards": ("03a", "08a", "06a", "11a"),
        "kind_examples": examples,
    }
    return render(request, "frame/home.html", context)


def _back(request: HttpRequest) -> HttpResponseRedirect:
    """Redirect to the page named in ``next`` when it is ours, else to the home page."""
    target = request.POST.get("next") or request.headers.get("referer") or ""
    if not url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        target = reverse("home")
    return HttpResponseRedirect(target)


@require_POST
def set_deck_order(request: HttpRequest) -> HttpResponseRedirect:
    """Store the deck order (``ja`` or ``ko``): it sets both the month order and the card faces."""
    order = request.POST.get("order", "")
    if order in DECK_ORDERS:
        request.session["deck_order"] = order
    return _back(request)


@require_POST
def set_corner_index(request: HttpRequest) -> HttpResponseRedirect:
    """Switch the beginners' corner index (month and points printed on each card) on or off."""
    value = request.POST.get("corner_index", "")
    if value in ("on", "off"):
        request.session["corner_index"] = value == "on"
    return _back(request)
