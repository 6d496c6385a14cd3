"""Bonuses and yaku with their cards, derived from the engine's own scoring (never restated here).

The engine scores piles; it does not list its combinations. So we ask it: every subset of each small
group of cards (brights with the sake cup, animals, ribbons, each month) and growing runs of plain
cards are scored, and each bonus or yaku is recorded with the smallest piles that make it. Its
``cards`` are the cards that can take part in it, its ``points`` what the smallest such pile earns.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from engine.cards import DECK, Card, Kind, Text
from engine.game import Game, get_game
from frame.games import on_site


@dataclass(frozen=True, slots=True)
class Combination:
    """A bonus or yaku: its key and name from the engine, base points and the cards that form it."""

    game: str
    key: str
    name: Text
    points: int
    cards: tuple[Card, ...]
    smallest: int  # how many cards the smallest pile that scores it holds

    def __contains__(self, card: Card) -> bool:
        return card in self.cards


def _subsets(group: Sequence[int]) -> Iterable[tuple[int, ...]]:
    for bits in range(1, 1 << len(group)):
        yield tuple(c for i, c in enumerate(group) if bits >> i & 1)


def _piles() -> list[tuple[int, tuple[int, ...]]]:
    """(group number, pile) for every pile we score; the group number orders the result."""
    brights = [c.index for c in DECK if c.kind is Kind.BRIGHT] + [DECK[32].index]  # + sake cup 09a
    animals = [c.index for c in DECK if c.kind is Kind.ANIMAL]
    ribbons = [c.index for c in DECK if c.kind is Kind.RIBBON]
    plains = [c.index for c in DECK if c.kind is Kind.PLAIN] + [DECK[32].index]
    piles: list[tuple[int, tuple[int, ...]]] = []
    for number, group in enumerate((brights, animals, ribbons)):
        piles.extend((number, pile) for pile in _subsets(group))
    for month in range(12):
        piles.extend((3, pile) for pile in _subsets([month * 4 + r for r in range(4)]))
    piles.extend((4, tuple(plains[:n])) for n in range(1, len(plains) + 1))
    return piles


def derive(game: Game) -> tuple[Combination, ...]:
    """Every combination ``game.score_pile`` knows, with the cards of its smallest scoring piles
    (lines the game calls card points, not combinations, are left out).

    For runs of plain cards (group 4) the cards are all plains that can count, since any of them will
    do; elsewhere they are the union of the cards the engine names for the smallest piles.
    """
    found: dict[str, dict] = {}
    for number, pile in _piles():
        for item in game.combinations(game.score_pile(pile)):
            entry = found.get(item.key)
            size = len(pile)
            if entry is None or (size < entry["size"] and number != 4):
                entry = found[item.key] = {
                    "group": number,
                    "name": item.name,
                    "points": item.points,
                    "size": size,
                    "cards": set(),
                }
            if size == entry["size"] or number == 4:
                entry["cards"].update(item.cards)
    ordered = sorted(found.items(), key=lambda kv: (kv[1]["group"], -kv[1]["points"], kv[0]))
    return tuple(
        Combination(
            game.key,
            key,
            entry["name"],
            entry["points"],
            tuple(DECK[i] for i in sorted(entry["cards"])),
            entry["size"],
        )
        for key, entry in ordered
    )


@cache
def combinations(game: str, preset: str | None = None) -> tuple[Combination, ...]:
    """The bonuses (``hato``) or yaku (``koikoi``) of a game; without a preset, with the options that
    the site shows optional combinations by (``GameOnSite.reference_options``) turned on."""
    shown = on_site(game).reference_options if preset is None else {}
    return derive(get_game(game, preset=preset, options=shown))


def memberships(card: Card) -> dict[str, list[Combination]]:
    """The combinations of each game that ``card`` takes part in, by game key."""
    return {game: [c for c in combinations(game) if card in c] for game in ("hato", "koikoi")}
