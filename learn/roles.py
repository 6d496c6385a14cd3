"""Questions on what a card counts as in a game whose cards have roles of their own: in Go-Stop the
rain bright is a weaker bright, three animals are godori's birds, the ribbons fall into hongdan,
cheongdan and chodan (the rain ribbon into none), the lightning and the coloured paulownia plain are
double junk, and the sake cup is an animal or double junk.

The answer is the engine's own table (``Game.facts["roles"]`` and ``["role_names"]``, the table the
rules page shows), so the lesson asks exactly what the game plays:

* ``gostop_role``: this card; what does it count as in Go-Stop (one of four roles)?
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from engine.cards import DECK, Card, Kind, Text
from engine.game import get_game

KINDS = ("gostop_role",)
GAME = "gostop"
OPTIONS = 4

#: Roles a learner is likely to mix up with each role's card: the other roles of the same kind first.
_KIND_OF_ROLE = {
    "bright": Kind.BRIGHT,
    "rain_bright": Kind.BRIGHT,
    "bird": Kind.ANIMAL,
    "animal": Kind.ANIMAL,
    "sake_cup": Kind.ANIMAL,
    "poem_ribbon": Kind.RIBBON,
    "blue_ribbon": Kind.RIBBON,
    "plain_ribbon": Kind.RIBBON,
    "rain_ribbon": Kind.RIBBON,
    "junk": Kind.PLAIN,
    "double_junk": Kind.PLAIN,
}


@cache
def roles(game: str = GAME) -> dict[int, str]:
    """The role of every card (by index) in ``game``, from the engine's facts."""
    return dict(get_game(game).facts["roles"])


@cache
def role_names(game: str = GAME) -> dict[str, Text]:
    """The name of each role in both languages, from the engine's facts."""
    return dict(get_game(game).facts["role_names"])


def role_of(card: Card, game: str = GAME) -> str:
    """What ``card`` counts as in ``game`` (``"double_junk"`` for the lightning in Go-Stop)."""
    return roles(game)[card.index]


def _distractors(rng: random.Random, role: str, game: str) -> list[str]:
    """Three other roles: those of the card's own kind first, then the double and single junk."""
    others = [r for r in role_names(game) if r != role]
    kind = _KIND_OF_ROLE.get(role)
    near = [r for r in others if _KIND_OF_ROLE.get(r) is kind]
    rng.shuffle(near)
    far = [r for r in ("double_junk", "junk", "animal", "bright") if r in others and r not in near]
    rest = [r for r in others if r not in near and r not in far]
    rng.shuffle(rest)
    return (near + far + rest)[: OPTIONS - 1]


def role_question(rng: random.Random, card: Card, game: str = GAME) -> dict[str, Any]:
    """Show ``card``; choose what it counts as in ``game`` among four roles (the engine's table)."""
    role = role_of(card, game)
    chosen = [role, *_distractors(rng, role, game)]
    rng.shuffle(chosen)
    names = role_names(game)
    return {
        "kind": f"{game}_role",
        "shown": [card.code],
        "options": [{"label": {"ru": names[r].ru, "en": names[r].en}, "value": r} for r in chosen],
        "answer": [chosen.index(role)],
        "grades": [],
        "params": {"role": role, "game": game},
    }


def make(kind: str, rng: random.Random, card: Card) -> dict[str, Any]:
    """A question of one of ``KINDS`` about ``card``."""
    if kind == "gostop_role":
        return role_question(rng, card)
    raise ValueError(f"unknown question kind: {kind}")


def cards_by_role(game: str = GAME) -> dict[str, list[Card]]:
    """Every role with its cards in deck order, in the order of the engine's role names."""
    found: dict[str, list[Card]] = {role: [] for role in role_names(game)}
    for index, role in sorted(roles(game).items()):
        found.setdefault(role, []).append(DECK[index])
    return {role: cards for role, cards in found.items() if cards}
