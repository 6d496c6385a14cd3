"""Views of the reference pages: parse the request, ask the engine (cards, combinations), render."""

from __future__ import annotations

from dataclasses import dataclass, replace

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_safe

from engine.cards import (
    BY_CODE,
    DECK,
    KIND_NAMES,
    MONTH_NAMES,
    PLANTS,
    RIBBON_NAMES,
    Card,
    Kind,
    Text,
    months_in_order,
)
from frame.deck import deck_order
from reference.card_texts import card_text
from reference.combos import combinations, memberships
from reference.rules import RULES_PAGES, rules_context

KIND_FILTERS = ("bright", "animal", "ribbon", "plain")
SEASON_OF = {plant.month: plant.season for plant in PLANTS}


@dataclass(frozen=True, slots=True)
class MonthRow:
    """One month as shown: its number in the chosen order, its names and four cards."""

    month: int  # Japanese number (identity)
    shown: int  # number in the visitor's order
    japanese: int
    korean: int
    name: Text
    plant: Text
    plant_ja: str
    plant_ko: str
    season: str
    cards: tuple[Card, ...]
    card_points: int
    with_bonus: int


def month_rows(order: str) -> list[MonthRow]:
    """The twelve months in the visitor's order; the bonus total is scored by the engine («Хато»)."""
    full_month = {
        c.key: c.points for c in combinations("hato", "menshov_v3") if c.key.startswith("full_month_")
    }
    rows = []
    for month in months_in_order(order):
        cards = DECK[(month - 1) * 4 : month * 4]
        points = sum(card.points for card in cards)
        first = cards[0]
        rows.append(
            MonthRow(
                month=month,
                shown=first.month_in(order),
                japanese=month,
                korean=first.korean_month,
                name=MONTH_NAMES[first.month_in(order) - 1],
                plant=first.plant.name,
                plant_ja=first.plant.ja,
                plant_ko=first.plant.ko,
                season=SEASON_OF[month],
                cards=cards,
                card_points=points,
                with_bonus=points + full_month.get(f"full_month_{month:02d}", 0),
            )
        )
    return rows


@require_safe
def gallery(request: HttpRequest) -> HttpResponse:
    """All 48 cards by month in the visitor's order, optionally only one kind (``?kind=bright``)."""
    kind = request.GET.get("kind", "")
    if kind not in KIND_FILTERS:
        kind = ""
    rows = month_rows(deck_order(request))
    if kind:
        rows = [replace(row, cards=tuple(c for c in row.cards if c.kind.value == kind)) for row in rows]
        rows = [row for row in rows if row.cards]
    filters = [{"key": "", "label": _("All cards")}] + [
        {"key": key, "label": KIND_NAMES[Kind(key)]} for key in KIND_FILTERS
    ]
    context = {
        "rows": rows,
        "kind": kind,
        "filters": filters,
        "count": sum(len(row.cards) for row in rows),
    }
    template = "reference/gallery.html#grid" if request.htmx else "reference/gallery.html"
    return render(request, template, context)


@require_safe
def card_page(request: HttpRequest, code: str) -> HttpResponse:
    """One card: its names, month in both orders, plant, kind, points, combinations and story."""
    card = BY_CODE.get(code.strip().lower())
    if card is None:
        raise Http404(code)
    if card.code != code:
        return redirect("card", code=card.code, permanent=True)
    combos = memberships(card)
    context = {
        "card": card,
        "kind_name": KIND_NAMES[card.kind],
        "ribbon_name": RIBBON_NAMES[card.ribbon] if card.ribbon else None,
        "month_ja": MONTH_NAMES[card.month - 1],
        "month_ko": MONTH_NAMES[card.korean_month - 1],
        "season": SEASON_OF[card.month],
        "hato_combos": combos["hato"],
        "koikoi_combos": combos["koikoi"],
        "texts": card_text(card),
        "previous": DECK[card.index - 1],
        "next": DECK[(card.index + 1) % 48],
    }
    return render(request, "reference/card.html", context)


@require_safe
def table(request: HttpRequest) -> HttpResponse:
    """The 12 x 4 month table with totals, the «Хато» bonuses and the Koi-Koi yaku."""
    hato = combinations("hato")
    full_months = [c for c in hato if c.key.startswith("full_month_")]
    context = {
        "rows": month_rows(deck_order(request)),
        "hato_bonuses": [c for c in hato if not c.key.startswith("full_month_")],
        "full_month_points": full_months[0].points,
        "koikoi_yaku": combinations("koikoi"),
    }
    return render(request, "reference/table.html", context)


@require_safe
def rules_index(request: HttpRequest) -> HttpResponse:
    """The games the engine knows, each with a link to its rules page."""
    return render(request, "reference/rules_index.html", {"pages": RULES_PAGES})


@require_safe
def rules_page(request: HttpRequest, game: str) -> HttpResponse:
    """The rules of one game, with pictured examples from real engine positions."""
    if game not in RULES_PAGES:
        raise Http404(game)
    return render(request, f"reference/rules_{game}.html", rules_context(game, deck_order(request)))
