"""What a lesson shows before it asks: the cards it teaches, as pictures, in the learner's deck order.

A lesson's ``show`` (in its data file) lists blocks by ``type``:

* ``months``: the twelve months, each with its four cards, numbered and ordered as the deck is;
* ``kinds``: the cards of each kind (brights, animals, ribbons, plains) with their points;
* ``named``: the cards with names of their own (brights, animals, the lightning, the coloured plain);
* ``orders``: the willow and the paulownia months in the Japanese and in the Korean order;
* ``groups``: the card sets behind bonuses and yaku (``groups``: keys of ``questions.GROUPS``);
* ``plants``: one card of every month, to read a table by its plants;
* ``seniority``: the months of Aigoma-koppai from the most senior down, and the brights as trumps;
* ``values``: Nylon-ppong's penalty value of every month (its Korean number);
* ``roles``: what every card counts as in Go-Stop, role by role (the engine's table, ``learn.roles``).

Each block becomes a section with a title, a note and rows of cards (a row's label says what the cards
have in common; a card may carry a caption). Nothing here is a question, so the pictures are the
public ones, named in their alt texts.
"""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from engine.cards import DECK, MONTH_NAMES, Card, Kind, months_in_order
from learn import questions

KIND_PLURALS = {
    Kind.BRIGHT: gettext_lazy("Brights"),
    Kind.ANIMAL: gettext_lazy("Animals"),
    Kind.RIBBON: gettext_lazy("Ribbons"),
    Kind.PLAIN: gettext_lazy("Plains"),
}


def kind_plural(kind: Kind) -> str:
    """«Яркие карты» / "Brights": the name of a kind for a group of its cards (active language)."""
    return str(KIND_PLURALS[kind])


def _section(kind: str, title: str, note: str, rows: list[dict]) -> dict:
    return {"type": kind, "title": title, "note": note, "rows": rows}


def _cards(cards: list[Card]) -> list[dict]:
    return [{"code": c.code, "caption": ""} for c in cards]


def _month_cards(month: int) -> list[Card]:
    return [c for c in DECK if c.month == month]


def _month_label(month: int, lang: str, order: str) -> str:
    number = questions.shown_month(month, order)
    return f"{number} · {questions.month_label(month, lang, order)}"


def _points(count: int) -> str:
    return ngettext("%(count)s point", "%(count)s points", count) % {"count": count}


def months(block: dict, lang: str, order: str) -> dict:
    """The twelve months with their four cards, in the deck's order."""
    return _section(
        "months",
        _("The twelve months"),
        _("Every month has four cards with the same plant. Here they are in the order of your deck."),
        [
            {"label": _month_label(m, lang, order), "cards": _cards(_month_cards(m))}
            for m in months_in_order(order)
        ],
    )


def _in_order(cards: list[Card], order: str) -> list[Card]:
    position = {m: i for i, m in enumerate(months_in_order(order))}
    return sorted(cards, key=lambda c: (position[c.month], c.rank))


def kinds(block: dict, lang: str, order: str) -> dict:
    """The cards of each kind with its points."""
    rows = []
    for kind in questions.KIND_ORDER:
        cards = _in_order([c for c in DECK if c.kind is kind], order)
        points = cards[0].points
        label = f"{kind_plural(kind)} · {_points(points)} · " + ngettext(
            "%(count)s card", "%(count)s cards", len(cards)
        ) % {"count": len(cards)}
        rows.append({"label": label, "cards": _cards(cards)})
    return _section(
        "kinds",
        _("Four kinds of cards"),
        _("What the picture shows is a hint; the kind of each card is fixed."),
        rows,
    )


def named(block: dict, lang: str, order: str) -> dict:
    """The cards that have names of their own, each with its name."""
    cards = _in_order([c for c in DECK if c.subject is not None], order)
    return _section(
        "named",
        _("Cards with names of their own"),
        _("Each name goes with its month: learn them together."),
        [
            {
                "label": "",
                "cards": [
                    {
                        "code": c.code,
                        "caption": f"{c.name.get(lang)} · {questions.month_name(c.month, lang, order)}",
                    }
                    for c in cards
                ],
            }
        ],
    )


def orders(block: dict, lang: str, order: str) -> dict:
    """The willow and the paulownia months, numbered in each order."""
    rows = []
    for tradition, label in (("ja", _("Japanese order")), ("ko", _("Korean order"))):
        for month in sorted((11, 12), key=lambda m: questions.shown_month(m, tradition)):
            number = questions.shown_month(month, tradition)
            plant = _plant(month, lang).lower()
            rows.append(
                {
                    "label": f"{label}: {number} · {MONTH_NAMES[number - 1].get(lang)} · {plant}",
                    "cards": _cards(_month_cards(month)),
                }
            )
    return _section(
        "orders",
        _("Two orders, the same cards"),
        _("Months 1 to 10 have the same numbers in both orders; only the willow and the paulownia swap."),
        rows,
    )


def groups(block: dict, lang: str, order: str) -> dict:
    """Sets of cards behind bonuses and yaku."""
    rows = []
    for key in block["groups"]:
        label, codes = questions.GROUPS[key]
        text = label.get(lang)
        rows.append(
            {
                "label": text[:1].upper() + text[1:],
                "cards": _cards(_in_order([c for c in DECK if c.code in codes], order)),
            }
        )
    return _section(
        "groups",
        _("The sets to collect"),
        _("Each row is one set; a card may belong to more than one."),
        rows,
    )


def _plant(month: int, lang: str) -> str:
    return DECK[(month - 1) * 4].plant.name.get(lang)


def _plain(month: int) -> Card:
    """A month's last card: a plain (or the lightning), the plant with little else drawn."""
    return _month_cards(month)[-1]


def plants(block: dict, lang: str, order: str) -> dict:
    """One card of every month, captioned with its month and plant."""
    return _section(
        "plants",
        _("The plants to look for"),
        _("A card captures a table card of the same month: look for the same plant."),
        [
            {
                "label": "",
                "cards": [
                    {"code": _plain(m).code, "caption": _month_label(m, lang, order)}
                    for m in months_in_order(order)
                ],
            }
        ],
    )


def seniority(block: dict, lang: str, order: str) -> dict:
    """Aigoma-koppai's months from the most senior down (the engine's Nagoya order), and the trumps."""
    ranked = questions.seniority_order()
    return _section(
        "seniority",
        _("The Nagoya order, from the most senior month down"),
        _("A play is beaten by as many cards of a more senior month; a bright alone is a trump."),
        [
            {
                "label": "",
                "cards": [
                    {"code": _plain(m).code, "caption": f"{n}. {_plant(m, lang)}"}
                    for n, m in enumerate(ranked, start=1)
                ],
            },
            {
                "label": _("Trumps when played alone"),
                "cards": _cards(_in_order([c for c in DECK if c.kind is Kind.BRIGHT], order)),
            },
        ],
    )


def values(block: dict, lang: str, order: str) -> dict:
    """Nylon-ppong's penalty value of every month: its number in the Korean order."""
    return _section(
        "values",
        _("Penalty points of each month"),
        _("A card is worth its month's number in the Korean order."),
        [
            {
                "label": "",
                "cards": [
                    {
                        "code": _plain(m).code,
                        "caption": f"{_plant(m, lang)} · {_points(questions.nylon_value(_plain(m)))}",
                    }
                    for m in months_in_order("ko")
                ],
            }
        ],
    )


def game_roles(block: dict, lang: str, order: str) -> dict:
    """Go-Stop's roles, one row each: the brights, the birds of godori, the ribbons of each set, the
    junk and the double junk (from the engine's facts)."""
    from learn import roles

    names = roles.role_names()
    rows = []
    for role, cards in roles.cards_by_role().items():
        text = names[role].get(lang)
        rows.append({"label": text[:1].upper() + text[1:], "cards": _cards(_in_order(cards, order))})
    return _section(
        "roles",
        _("What each card counts as in Go-Stop"),
        _(
            "A card's role is not always its kind: the lightning and the coloured paulownia plain are "
            "double junk, and the sake cup is an animal or double junk."
        ),
        rows,
    )


BLOCKS = {
    "months": months,
    "kinds": kinds,
    "named": named,
    "orders": orders,
    "groups": groups,
    "plants": plants,
    "seniority": seniority,
    "values": values,
    "roles": game_roles,
}
"""The builder of each ``show`` block type (see the module docstring)."""


def section(block: dict, lang: str, order: str) -> dict:
    """One ``show`` block of a lesson as a section of pictures."""
    build = BLOCKS.get(block["type"])
    if build is None:
        raise ValueError(f"unknown show block: {block['type']}")
    return build(block, lang, order)


def sections(show: tuple[dict, ...], lang: str, order: str) -> list[dict]:
    """A lesson's ``show`` blocks as sections (see the module docstring)."""
    return [section(block, lang, order) for block in show]
