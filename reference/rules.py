"""Context of the rules pages: options, presets and combinations from the engine, pictured examples."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from engine.cards import DECK, MONTH_NAMES, months_in_order
from engine.game import get_game
from frame.language import lang
from reference.combos import combinations
from reference.examples import example, final_score
from reference.worked import (
    combination_table,
    listed_brights,
    month_orders,
    month_values,
    nylon_scoring,
    settlement_example,
)

# What each Nylon-ppong combination is, in words (the engine gives its name and value).
COMBINATION_TEXTS = {
    "three_pairs": _("Three pairs of three different months."),
    "two_triplets": _("Three cards of one month and three of another."),
    "four_and_pair": _("All four cards of one month and a pair of another."),
    "straight": _("One card each of six months in a row (Korean numbers, no going round from 12 to 1)."),
    "low_sum": _("Any six cards worth 10 or less together."),
    "four_of_a_kind": _("All four cards of one month and any two other cards."),
    "high_sum": _("Any six cards worth 66 or more together."),
}


def _aigoma_tables(language: str) -> dict[str, Any]:
    """The month orders, the brights of the source and a worked settlement."""
    settlement = settlement_example()
    return {
        "month_orders": month_orders(language),
        "listed_brights": listed_brights(),
        "settlement_winner": settlement[0] if settlement else None,
        "settlement_rows": settlement[1] if settlement else (),
    }


def _nylon_tables(language: str) -> dict[str, Any]:
    """The card values, a worked deal's scoring and the combinations with their descriptions."""
    return {
        "month_values": month_values(),
        "scoring": nylon_scoring(),
        "combination_table": [
            {"row": row, "text": COMBINATION_TEXTS.get(row.key, "")} for row in combination_table(language)
        ],
    }


def _gostop_tables(language: str) -> dict[str, Any]:
    """Go-Stop's deck in the Korean order with every card's role, and where the options come from."""
    facts = get_game("gostop").facts
    roles, names, sources = facts["roles"], facts["role_names"], facts["sources"]
    deck = []
    for month in months_in_order("ko"):
        cards = DECK[(month - 1) * 4 : month * 4]
        deck.append(
            {
                "number": cards[0].korean_month,
                "name": MONTH_NAMES[cards[0].korean_month - 1].get(language),
                "plant": cards[0].plant.name.get(language),
                "cards": [(card, names[roles[card.index]].get(language)) for card in cards],
            }
        )
    specs = {spec.key: spec for spec in get_game("gostop").option_specs}
    option_sources = [
        {
            "key": key,
            "label": specs[key].label.get(language),
            "sources": [sources[s].get(language) for s in keys],
        }
        for key, keys in facts["option_sources"].items()
    ]
    return {
        "deck_roles": deck,
        "option_sources": option_sources,
        "sources": [text.get(language) for text in sources.values()],
    }


@dataclass(frozen=True)
class RulesPage:
    """One game's rules page: its title, its pictured examples (key and heading, in order),
    whether it ends with the winner's score breakdown of a deal, and the tables of its own."""

    title: Promise
    examples: tuple[tuple[str, Promise], ...]
    final_score: bool = False
    tables: Callable[[str], dict[str, Any]] | None = None


#: The rules page of every game, in the site's order (its text is ``reference/rules_<key>.html``).
RULES_PAGES: dict[str, RulesPage] = {
    "hato": RulesPage(
        _("Hato"),
        (
            ("capture", _("Two captures in one turn")),
            ("lay", _("No match: the card stays on the table")),
            ("choice", _("The flipped card matches two table cards")),
            ("bonus", _("A bonus is completed")),
        ),
        final_score=True,
    ),
    "koikoi": RulesPage(
        _("Koi-Koi"),
        (
            ("capture", _("Two captures in one turn")),
            ("choice", _("The flipped card matches two table cards")),
            ("bonus", _("A yaku is made")),
            ("koikoi", _("Stop or koi-koi?")),
        ),
        final_score=True,
    ),
    "aigoma": RulesPage(
        _("Aigoma-koppai"),
        (
            ("trump", _("A trump answers a set of cards")),
            ("clear", _("Everyone else passes: the table is cleared")),
            ("beat", _("A set beaten by as many cards of a more senior month")),
            ("club", _("A bright inside a set counts as a plain card")),
        ),
        tables=_aigoma_tables,
    ),
    "nylon": RulesPage(
        _("Nylon-ppong"),
        (
            ("ppong", _("Ppong on the discard")),
            ("stop", _("Stop after a ppong")),
            ("declare", _("A combination is declared")),
            ("hidden_ppong", _("Hidden ppong")),
        ),
        tables=_nylon_tables,
    ),
    "gostop": RulesPage(
        _("Go-Stop and Matgo"),
        (
            ("capture", _("Two captures in one turn")),
            ("ppeok", _("Ppeok: the flipped card is of the month just played")),
            ("steal", _("A junk card from every opponent")),
            ("go", _("Go or stop?")),
        ),
        final_score=True,
        tables=_gostop_tables,
    ),
}


def options_of(game_key: str, lang: str) -> tuple[list[dict], list[dict]]:
    """The game's options and presets, in ``lang``: each option's heading, explanation and the rule
    under each of its values as a sentence (``OptionSpec.sentences``), the default one marked."""
    game = get_game(game_key)
    options = []
    for spec in game.option_specs:
        choices = []
        for value in spec.choices:
            text = spec.sentences.get(value) or spec.choice_labels.get(value)
            choices.append(
                {"sentence": text.get(lang) if text else str(value), "default": value == spec.default}
            )
        choices.sort(key=lambda choice: not choice["default"])
        options.append(
            {"key": spec.key, "label": spec.label.get(lang), "help": spec.help.get(lang), "choices": choices}
        )
    presets = [{"key": p.key, "label": p.label.get(lang), "help": p.help.get(lang)} for p in game.presets]
    return options, presets


def rules_context(game: str, order: str) -> dict:
    """Context of the rules page of ``game`` in the active language."""
    language = lang()
    page = RULES_PAGES[game]
    options, presets = options_of(game, language)
    examples = []
    for key, title in page.examples:
        found = example(game, key, language)
        if found is not None:
            examples.append({"title": title, "example": found})
    final = final_score(game) if page.final_score else None
    combos = combinations(game)
    context = {
        "game": game,
        "title": page.title,
        "options": options,
        "presets": presets,
        "examples": examples,
        "final_seat": final[0] + 1 if final else None,
        "final_score": final[1] if final else None,
        "combos": [c for c in combos if not c.key.startswith("full_month_")],
        "full_month": next((c for c in combos if c.key.startswith("full_month_")), None),
    }
    if page.tables is not None:
        context.update(page.tables(language))
    return context
