"""Views of the reference pages: parse, ask the engine (through ``reference.data``), render."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render

from engine.cards import BY_CODE


def gallery(request: HttpRequest) -> HttpResponse:
    return render(request, "reference/gallery.html", {})


def card_page(request: HttpRequest, code: str) -> HttpResponse:
    card = BY_CODE.get(code.lower())
    if card is None:
        raise Http404(code)
    return render(request, "reference/card.html", {"card": card})


def table(request: HttpRequest) -> HttpResponse:
    return render(request, "reference/table.html", {})


def rules_index(request: HttpRequest) -> HttpResponse:
    return render(request, "reference/rules_index.html", {})


def rules_page(request: HttpRequest, game: str) -> HttpResponse:
    raise Http404(game)
