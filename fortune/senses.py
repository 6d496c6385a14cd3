"""What each plant says about each subject in each place of the spread: data in ``fortune/data``.

One file per season (``senses_<season>.toml``), each plant with a table per subject: ``past``,
``present`` and ``future`` are clauses (in lower case, read after a colon), ``advice`` is a sentence,
each as ``[Russian, English]``. Every plant has every subject of ``fortune.lexicon.SUBJECTS``.
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

from engine.cards import Text

DATA = Path(__file__).resolve().parent / "data"
PLACES = ("past", "present", "future")


@lru_cache(maxsize=1)
def _table() -> dict[str, dict[str, dict[str, Text]]]:
    table: dict[str, dict[str, dict[str, Text]]] = {}
    for path in sorted(DATA.glob("senses_*.toml")):
        with path.open("rb") as f:
            for plant, subjects in tomllib.load(f).items():
                table[plant] = {
                    subject: {key: Text(*pair) for key, pair in entries.items()}
                    for subject, entries in subjects.items()
                }
    return table


def sense(plant: str, subject: str, place: int) -> Text:
    """The clause a plant contributes to a question of ``subject`` in position ``place`` (0-2)."""
    return _table()[plant][subject][PLACES[place]]


def advice(plant: str, subject: str) -> Text:
    """The plant's advice for a question of ``subject`` (a whole sentence)."""
    return _table()[plant][subject]["advice"]


def all_senses() -> dict[str, dict[str, dict[str, Text]]]:
    """Everything, for the tests: plant -> subject -> past/present/future/advice."""
    return _table()
