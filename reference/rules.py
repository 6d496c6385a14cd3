"""Context of the rules pages: options, presets and combinations from the engine, pictured examples."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

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

RULES_PAGES = {
    "hato": _("Hato"),
    "koikoi": _("Koi-Koi"),
    "aigoma": _("Aigoma-koppai"),
    "nylon": _("Nylon-ppong"),
}

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

# Games whose page ends with the winner's score breakdown of a deal (the others have their own).
FINAL_SCORE_GAMES = frozenset({"hato", "koikoi"})

# Which examples each page shows, with their headings, in order.
EXAMPLES = {
    "hato": (
        ("capture", _("Two captures in one turn")),
        ("lay", _("No match: the card stays on the table")),
        ("choice", _("The flipped card matches two table cards")),
        ("bonus", _("A bonus is completed")),
    ),
    "koikoi": (
        ("capture", _("Two captures in one turn")),
        ("choice", _("The flipped card matches two table cards")),
        ("bonus", _("A yaku is made")),
        ("koikoi", _("Stop or koi-koi?")),
    ),
    "aigoma": (
        ("trump", _("A trump answers a set of cards")),
        ("clear", _("Everyone else passes: the table is cleared")),
        ("beat", _("A set beaten by as many cards of a more senior month")),
        ("club", _("A bright inside a set counts as a plain card")),
    ),
    "nylon": (
        ("ppong", _("Ppong on the discard")),
        ("stop", _("Stop after a ppong")),
        ("declare", _("A combination is declared")),
        ("hidden_ppong", _("Hidden ppong")),
    ),
}


def options_of(game_key: str, lang: str) -> tuple[list[dict], list[dict]]:
    """The game's options (label, explanation, default, choices) and presets, in ``lang``."""
    game = get_game(game_key)
    options = []
    for spec in game.option_specs:
        labels = spec.choice_labels
        options.append(
            {
                "key": spec.key,
                "label": spec.label.get(lang),
                "help": spec.help.get(lang),
                "default": labels[spec.default].get(lang) if spec.default in labels else spec.default,
                "choices": [str(labels[c].get(lang) if c in labels else c) for c in spec.choices],
                "is_flag": set(spec.choices) == {True, False},
            }
        )
    presets = [{"key": p.key, "label": p.label.get(lang), "help": p.help.get(lang)} for p in game.presets]
    return options, presets


def rules_context(game: str, order: str) -> dict:
    """Context of the rules page of ``game`` in the active language."""
    language = lang()
    options, presets = options_of(game, language)
    examples = []
    for key, title in EXAMPLES[game]:
        found = example(game, key, language)
        if found is not None:
            examples.append({"title": title, "example": found})
    final = final_score(game) if game in FINAL_SCORE_GAMES else None
    combos = combinations(game)
    context = {
        "game": game,
        "title": RULES_PAGES[game],
        "options": options,
        "presets": presets,
        "examples": examples,
        "final_seat": final[0] + 1 if final else None,
        "final_score": final[1] if final else None,
        "combos": [c for c in combos if not c.key.startswith("full_month_")],
        "full_month": next((c for c in combos if c.key.startswith("full_month_")), None),
    }
    if game == "aigoma":
        settlement = settlement_example()
        context.update(
            month_orders=month_orders(language),
            listed_brights=listed_brights(),
            settlement_winner=settlement[0] if settlement else None,
            settlement_rows=settlement[1] if settlement else (),
        )
    elif game == "nylon":
        context.update(
            month_values=month_values(),
            scoring=nylon_scoring(),
            combination_table=[
                {"row": row, "text": COMBINATION_TEXTS.get(row.key, "")}
                for row in combination_table(language)
            ],
        )
    return context
