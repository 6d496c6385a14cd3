"""Context of the rules pages: options, presets and combinations from the engine, pictured examples."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from engine.game import BadOptions, get_game
from hwatu_site.context import current_language
from hwatu_site.reference.combos import combinations
from hwatu_site.reference.examples import example, final_score

RULES_PAGES = {
    "hato": _("Hato"),
    "koikoi": _("Koi-Koi"),
}

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
}


def options_of(game_key: str, lang: str) -> tuple[list[dict], list[dict]]:
    """The game's options (label, explanation, default, choices) and presets, in ``lang``."""
    try:
        game = get_game(game_key)
    except BadOptions:
        return [], []
    options = []
    for spec in game.option_specs:
        labels = spec.choice_labels
        options.append(
            {
                "key": spec.key,
                "label": spec.label.get(lang),
                "help": spec.help.get(lang),
                "default": labels[spec.default].get(lang) if spec.default in labels else spec.default,
                "choices": [labels[c].get(lang) if c in labels else c for c in spec.choices],
            }
        )
    presets = [{"key": p.key, "label": p.label.get(lang), "help": p.help.get(lang)} for p in game.presets]
    return options, presets


def rules_context(game: str, order: str) -> dict:
    """Context of the rules page of ``game`` in the active language."""
    lang = current_language()
    options, presets = options_of(game, lang)
    examples = []
    for key, title in EXAMPLES[game]:
        found = example(game, key, lang)
        if found is not None:
            examples.append({"title": title, "example": found})
    final = final_score(game)
    combos = combinations(game)
    return {
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
