"""Arranged deals for guided practice: a state dealt from cards written in notation.

A deal is data: ``hands`` (one list of card codes per seat), ``table``, ``deck`` (top first),
``first`` (the seat that leads) and, for Koi-Koi only, ``captured`` (piles already taken).
Cards a scenario leaves out are filled in from the rest of the
deck, shuffled with the game's (secret) seed: the hands and the table up to their usual sizes, the
deck after the listed top cards. So a practice deal is fixed where the lesson needs it and
unknown elsewhere, like a real one.

How a game is dealt from an arrangement, always through the engine's public API:

1. ``Game.new_state_from_deal(deal, seed=...)`` if the game has it;
2. «Хато»: ``HatoGame.position(hands=, table=, deck=, current=)`` (deck top first; the leader is
   ``first``). A fresh position opens its log with the same "deal" and "hand" events as a shuffled
   deal; it is one deal (a ``target`` match is not continued from an arranged deal);
3. Koi-Koi: ``KoiKoiState.setup(game, hands=, table=, deck=, captured=, dealer=, seed=)``;
4. Aigoma-koppai: ``Aigoma.position(hands=, top=, top_seat=, current=, passes=)`` (the whole deck
   is dealt, no table; an optional ``top`` is the first play, to be answered by ``first``);
5. Nylon-ppong: ``NylonPpong.position(hands=, deck=, pile=, current=)`` (``table`` is the pile).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engine.cards import BY_CODE
from engine.game import BadOptions, Game, State

#: Usual deal sizes when the engine does not say: (table, hand) by game and players.
KOIKOI_SIZES = (8, 8)


def _indices(codes: Sequence[Any]) -> list[int]:
    out = []
    for code in codes:
        found = BY_CODE.get(str(code).lower())
        if found is None:
            raise BadOptions("deal", card=str(code))
        out.append(found.index)
    return out


def complete_deal(
    deal: Mapping[str, Any],
    *,
    players: int,
    table_size: int,
    hand_size: int,
    seed: int,
    hand_sizes: Sequence[int] | None = None,
) -> tuple[list[list[int]], list[int], list[int]]:
    """Hands, table and deck (top first) with every card placed once, filled in from ``seed``.

    Every hand is filled to ``hand_size`` cards, or to ``hand_sizes[seat]`` when that is given.
    """
    sizes = [hand_size] * players if hand_sizes is None else [int(size) for size in hand_sizes]
    if len(sizes) != players or any(size < 0 for size in sizes):
        raise BadOptions("deal")
    hands = [_indices(hand) for hand in deal.get("hands", [])]
    hands += [[] for _ in range(players - len(hands))]
    if len(hands) != players:
        raise BadOptions("deal")
    table = _indices(deal.get("table", []))
    deck_top = _indices(deal.get("deck", []))
    captured = [c for pile in deal.get("captured", []) for c in _indices(pile)]
    placed = [c for hand in hands for c in hand] + table + deck_top + captured
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


def state_from_deal(game: Game, deal: Mapping[str, Any], *, seed: int) -> State:
    """A state dealt from ``deal`` (see the module docstring) instead of a shuffle."""
    hook = getattr(game, "new_state_from_deal", None)
    if hook is not None:
        return hook(deal, seed=seed)
    first = int(deal.get("first", 0))
    if not 0 <= first < game.players:
        raise BadOptions("deal")
    if game.key == "koikoi":
        from engine.games.koikoi.state import KoiKoiState

        table_size, hand_size = KOIKOI_SIZES
        hands, table, deck = complete_deal(
            deal, players=2, table_size=table_size, hand_size=hand_size, seed=seed
        )
        piles = [_indices(pile) for pile in deal.get("captured", [])] + [[], []]
        return KoiKoiState.setup(
            game,
            hands=(hands[0], hands[1]),
            table=table,
            deck=deck,
            captured=(piles[0], piles[1]),
            dealer=first,
            seed=seed,
        )
    if game.key == "hato":
        return _hato(game, deal, seed=seed, first=first)
    if game.key == "aigoma":
        return _aigoma(game, deal, seed=seed, first=first)
    if game.key == "nylon":
        from engine.games.nylon.state import HAND_SIZE

        pile = _indices(deal.get("table", []))
        hands, _table, deck = complete_deal(
            {**deal, "table": [], "captured": [deal.get("table", [])]},
            players=game.players,
            table_size=0,
            hand_size=HAND_SIZE,
            seed=seed,
        )
        return game.position(hands=hands, deck=deck, pile=pile, current=first, seed=seed)  # type: ignore[attr-defined]
    raise BadOptions("deal")


def _aigoma(game: Game, deal: Mapping[str, Any], *, seed: int, first: int) -> State:
    """An arranged Aigoma-koppai deal: the whole deck dealt, and perhaps a first play to answer.

    ``top`` (codes, optional) is that play, one month or one bright, made by ``top_seat`` (by
    default the seat before ``first``); the seats between them have passed. Its cards are in no
    hand, so that seat holds ``len(top)`` cards fewer.
    """
    n = game.players
    size = 48 // n
    top = _indices(deal.get("top", []))
    if not top:
        hands, _table, _deck = complete_deal(deal, players=n, table_size=0, hand_size=size, seed=seed)
        return game.position(hands=hands, current=first)  # type: ignore[attr-defined]
    raw_seat = deal.get("top_seat", (first - 1) % n)
    if isinstance(raw_seat, bool) or not isinstance(raw_seat, int) or not 0 <= raw_seat < n:
        raise BadOptions("deal")
    if raw_seat == first or len(top) > size:
        raise BadOptions("deal")
    sizes = [size - len(top) if seat == raw_seat else size for seat in range(n)]
    # The top's cards count as placed (like a cleared pile) so that no hand is dealt them.
    placed = {**deal, "captured": [*deal.get("captured", []), deal.get("top", [])]}
    hands, _table, _deck = complete_deal(
        placed, players=n, table_size=0, hand_size=size, seed=seed, hand_sizes=sizes
    )
    try:
        return game.position(  # type: ignore[attr-defined]
            hands=hands,
            top=top,
            top_seat=raw_seat,
            current=first,
            passes=(first - raw_seat - 1) % n,
        )
    except ValueError:
        raise BadOptions("deal") from None


def _hato(game: Game, deal: Mapping[str, Any], *, seed: int, first: int) -> State:
    """An arranged «Хато» deal through ``HatoGame.position`` (every card placed, none out of play)."""
    if deal.get("captured"):
        raise BadOptions("deal")  # a «Хато» deal starts with empty piles
    rules = game.rules  # type: ignore[attr-defined]
    hands, table, deck = complete_deal(
        deal, players=game.players, table_size=rules.table_size, hand_size=rules.hand_size, seed=seed
    )
    months = [c >> 2 for c in table]
    if any(months.count(m) == 4 for m in set(months)):
        raise BadOptions("deal")  # four of a month on the table: the rules deal again
    try:
        return game.position(hands=hands, table=table, deck=deck, current=first)  # type: ignore[attr-defined]
    except ValueError:
        raise BadOptions("deal") from None
