"""The ways of saying each part of a reading, in Russian and English: ``fortune/data/phrases.toml``.

Each part is a list of ``str.format`` templates as ``Text``; the reading picks one per part
(``fortune.wording.Chooser``), so the same spread can be told in different words while the grammar
stays right. Every template names the word forms it needs (``fortune.wording.slots``): ``{c.theme_gen}``
after «от», ``{c.theme_dat}`` after «к», ``{c.about_theme}`` for «о/об ...». Slots: ``c`` the card
in question, ``m`` the main card, ``a``/``b``/``z`` the past, present and future cards, ``s`` the
subject or season, ``o`` an opposing card, ``x`` a bright.

The parts: ``LEADS`` (one card in its place, then «: » and its sense; one list per place),
``STRENGTHENED``/``STRENGTHENED_TWICE`` (put after the sense of a card a «кван» strengthens),
``OPENINGS`` (an open question), ``LEANINGS``, ``LEANING_NOTES`` and ``AGAINST`` (a yes/no question),
``HEALTH`` (the gentle line of a health question), the seasons (``ONE_SEASON``, ``TWO_SEASONS``,
``SEASONS_FORWARD``/``BACKWARD``/``MIXED``), ``ORDER`` (rising, falling, even, circle), repeats
(``TWICE``, ``THRICE``, ``PAIR_NOTES``, ``RIBBONS``, ``ANIMALS``, ``PLAINS``), the «кван» sign
(``KWANG_ONE``, ``KWANG_MANY``, ``TARGETS``), advice (``ADVICE``, ``MORE_ADVICE``) and ``REFUSALS``.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from engine.cards import Text

with (Path(__file__).resolve().parent / "data" / "phrases.toml").open("rb") as _f:
    _DATA = tomllib.load(_f)


def _list(value: list[list[str]]) -> tuple[Text, ...]:
    return tuple(Text(ru, en) for ru, en in value)


# One card in its place, and what a «кван» adds to it.
LEADS = tuple(_list(_DATA["leads"][place]) for place in ("past", "present", "future"))
STRENGTHENED = _list(_DATA["strengthened"])
STRENGTHENED_TWICE = _list(_DATA["strengthened_twice"])

# The answer: an open question, a yes/no question, a health question.
OPENINGS = _list(_DATA["openings"])
LEANINGS = _list(_DATA["leanings"])
LEANING_NOTES = {answer: _list(notes) for answer, notes in _DATA["leaning_notes"].items()}
AGAINST = _list(_DATA["against"])
HEALTH = _list(_DATA["health"])

# The seasons and the order.
ONE_SEASON, TWO_SEASONS = _list(_DATA["one_season"]), _list(_DATA["two_seasons"])
SEASONS_FORWARD, SEASONS_BACKWARD = _list(_DATA["seasons_forward"]), _list(_DATA["seasons_backward"])
SEASONS_MIXED = _list(_DATA["seasons_mixed"])
ORDER = {trend: _list(options) for trend, options in _DATA["order"].items()}

# What repeats.
TWICE, THRICE = _list(_DATA["twice"]), _list(_DATA["thrice"])
PAIR_NOTES = {(int(key[0]), int(key[2])): Text(*pair) for key, pair in _DATA["pair_notes"].items()}
RIBBONS, ANIMALS, PLAINS = _list(_DATA["ribbons"]), _list(_DATA["animals"]), _list(_DATA["plains"])

# The «кван» sign, the advice, and the questions we decline.
TARGETS = {key: Text(*pair) for key, pair in _DATA["targets"].items()}
KWANG_ONE, KWANG_MANY = _list(_DATA["kwang_one"]), _list(_DATA["kwang_many"])
ADVICE, MORE_ADVICE = _list(_DATA["advice"]), _list(_DATA["more_advice"])
REFUSALS = {reason: Text(*pair) for reason, pair in _DATA["refusals"].items()}
