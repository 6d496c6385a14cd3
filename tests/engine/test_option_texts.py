"""Every rule option reads as words in both languages: a heading, a short name for each value that
reads after the heading and a colon, and a whole sentence for the rule under each value."""

from __future__ import annotations

import re

import pytest

from engine.game import GAMES, OptionSpec, game_keys

#: Words a heading cannot end with: it would be a fragment («Партия до», "Match to").
DANGLING = re.compile(r"\b(до|на|с|к|в|за|по|для|из|от|to|of|for|with|at|on|in|by)$", re.I)


def every_spec() -> list[tuple[str, OptionSpec]]:
    return [(key, spec) for key in game_keys() for spec in GAMES[key].option_specs]


@pytest.mark.parametrize(("key", "spec"), every_spec(), ids=lambda v: getattr(v, "key", v))
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_option_has_a_heading_value_names_and_sentences(key, spec, lang):
    label = spec.label.get(lang)
    assert label and not DANGLING.search(label), label
    assert "по умолчанию" not in label.lower() and "default" not in label.lower()
    for value in spec.choices:
        name = spec.choice_labels.get(value)
        assert name is not None and name.get(lang), (spec.key, value)
        if lang == "ru":  # it follows a colon (English values may open with a name: "Nagoya order")
            assert name.ru[0].islower() or name.ru[0].isdigit(), (spec.key, name.ru)
        sentence = spec.sentences.get(value)
        assert sentence is not None, (spec.key, value)
        text = sentence.get(lang)
        assert text[0].isupper() or text[0] in "«“", (spec.key, text)
        assert text.endswith("."), (spec.key, text)
        assert "по умолчанию" not in text and "default" not in text
        assert not re.search(r"(?<![\w−])-\d", text), "a minus sign, not a hyphen"
    sentences = [spec.sentences[value].get(lang) for value in spec.choices]
    assert len(set(sentences)) == len(sentences), "each value states a different rule"


def test_no_help_text_names_a_raw_option_value():
    """Helps say «одна раздача», not «0 — одна раздача» (the form shows the value's name)."""
    for _key, spec in every_spec():
        for lang in ("ru", "en"):
            assert not re.match(r"0\b", spec.help.get(lang)), spec.key
