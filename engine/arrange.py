"""Arranged deals: the cards a lesson or a practice deal names, and the rest dealt from a seed.

A deal is data: ``hands`` (one list of card codes per seat), ``table``, ``deck`` (top first),
``first`` (the seat that leads) and keys of a game's own (``captured`` piles, a ``top`` play to
beat). ``complete_deal`` places every card once: the named ones where they are named, the others
shuffled with the game's (secret) seed into the hands and the table up to their usual sizes and
then into the deck after its listed top cards. Each game's ``Game.deal_from`` uses it;
``deal_unseen`` places the cards a seat has not seen for a determinization.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engine.cardmask import mask_of
from engine.cards import BY_CODE
from engine.game import BadOptions, Observation


def indices(codes: Sequence[Any]) -> list[int]:
    """Card indices of card codes (``BadOptions('deal')`` for anything that is not a card)."""
    out = []
    for code in codes:
        found = BY_CODE.get(str(code).lower())
        if found is None:
            raise BadOptions("deal", card=str(code))
        out.append(found.index)
    return out


def first_seat(deal: Mapping[str, Any], players: int) -> int:
    """The seat that leads (``first``, 0 by default), checked against the player count."""
    raw = deal.get("first", 0)
    if isinstance(raw, bool) or not isinstance(raw, int) or not 0 <= raw < players:
        raise BadOptions("deal")
    return raw


def complete_deal(
    deal: Mapping[str, Any],
    *,
    players: int,
    table_size: int,
    hand_size: int,
    seed: int,
    hand_sizes: Sequence[int] | None = None,
    placed_elsewhere: Sequence[int] = (),
) -> tuple[list[list[int]], list[int], list[int]]:
    """Hands, table and deck (top first) with every card placed once, filled in from ``seed``.

    Every hand is filled to ``hand_size`` cards, or to ``hand_sizes[seat]`` when that is given.
    Cards of ``deal["captured"]`` and ``placed_elsewhere`` are in none of the three.
    """
    sizes = [hand_size] * players if hand_sizes is None else [int(size) for size in hand_sizes]
    if len(sizes) != players or any(size < 0 for size in sizes):
        raise BadOptions("deal")
    hands = [indices(hand) for hand in deal.get("hands", [])]
    hands += [[] for _ in range(players - len(hands))]
    if len(hands) != players:
        raise BadOptions("deal")
    table = indices(deal.get("table", []))
    deck_top = indices(deal.get("deck", []))
    captured = [c for pile in deal.get("captured", []) for c in indices(pile)]
    placed = [c for hand in hands for c in hand] + table + deck_top + captured + list(placed_elsewhere)
    if len(placed) != len(set(placed)):
        raise BadOptions("deal")
    if len(table) > table_size or any(len(hand) > size for hand, size in zip(hands, sizes, strict=True)):
        raise BadOptions("deal")
    rest = sorted(set(range(48)) - set(placed))
    random.Random(seed).shuffle(rest)
    for hand, size in zip(hands, sizes, strict=True):
        while len(hand) < size:
            if not rest:
                raise BadOptions("deal")
            hand.append(rest.pop())
    while len(table) < table_size:
        table.append(rest.pop())
    return hands, table, deck_top + rest


def shuffled_unseen(observation: Observation, rng: random.Random) -> list[int]:
    """The cards ``observation``'s seat has not seen, in a uniformly random order drawn from ``rng``
    (one ``random()`` key per card: a search samples thousands of worlds, and this is several times
    faster than ``random.shuffle``, which draws a bounded integer per card)."""
    rand = rng.random
    keyed = [(rand(), card) for card in observation.unseen_cards()]
    keyed.sort()
    return [card for _key, card in keyed]


def deal_unseen(observation: Observation, rng: random.Random) -> tuple[list[int], tuple[int, ...]]:
    """The hands and the rest of a determinization: the observing seat keeps its hand, the cards it
    has not seen are shuffled with ``rng`` into the other hands (keeping their sizes), and what is
    left over, in its shuffled order, is the rest (the deck, top first). Hands are card masks."""
    unseen = shuffled_unseen(observation, rng)
    hands = []
    at = 0
    for seat, size in enumerate(observation.hand_sizes):
        if seat == observation.seat:
            hands.append(mask_of(observation.hand))
        else:
            hands.append(mask_of(unseen[at : at + size]))
            at += size
    return hands, tuple(unseen[at:])
