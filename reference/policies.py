"""The fixed, simple ways of playing that produce the rules pages' example deals.

A policy sees what a player sees (an ``Observation``, like a bot) and picks one of its legal moves,
always the same one for the same position, so that a seed always replays to the same deal. The
policies are not good play: they are plain habits that make the rules show up early in a deal.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.game import Move, Observation, get_game

IS_BRIGHT = get_game("aigoma").facts["is_bright"]
VALUE = get_game("nylon").facts["card_values"]

Policy = Callable[[Observation], Move]


def fishing(obs: Observation) -> Move:
    """«Хато», Koi-Koi and Go-Stop: capture with the hand if possible, say «koi-koi» when offered
    (Go-Stop's first choice at a decision is go), otherwise the first legal move."""
    legal = obs.legal_moves
    for move in legal:
        if move.action == "play" and len(move.cards) >= 2:
            return move
    for move in legal:
        if move.action == "koikoi":
            return move
    return legal[0]


def _lone_bright(move: Move) -> bool:
    return len(move.cards) == 1 and IS_BRIGHT[move.cards[0]]


def climbing(obs: Observation) -> Move:
    """Aigoma-koppai: lead the most cards of the weakest month (a trump only when nothing else is
    left); answer with the weakest month that beats; play a trump on a set of two or more cards or
    when the hand is nearly empty; otherwise pass."""
    legal = obs.legal_moves
    order = obs.public["month_order"]  # strongest first

    def weakness(move: Move) -> int:
        return -order.index(move.cards[0] // 4 + 1)

    leads = [m for m in legal if m.action == "lead"]
    if leads:
        plain = [m for m in leads if not _lone_bright(m)] or leads
        return min(plain, key=lambda m: (-len(m.cards), weakness(m), m.cards))
    beats = [m for m in legal if m.action == "beat"]
    months = [m for m in beats if not _lone_bright(m)]
    if months:
        return min(months, key=lambda m: (weakness(m), m.cards))
    trumps = [m for m in beats if _lone_bright(m)]
    top = obs.public["top"]
    if trumps and (top["count"] >= 2 or len(obs.hand) <= 4):
        return trumps[0]
    return next(m for m in legal if m.action == "pass")


def rummy(obs: Observation) -> Move:
    """Nylon-ppong: go out or stop whenever allowed (combination, hidden ppong, stop), call ppong
    whenever possible, let out-of-turn calls go, and discard the highest card that is not part of
    a pair or triplet."""
    legal = obs.legal_moves
    by_action: dict[str, Move] = {}
    for move in legal:
        by_action.setdefault(move.action, move)
    for action in ("declare", "hidden_ppong", "stop", "ppong", "draw", "pass"):
        if action in by_action:
            return by_action[action]
    held: dict[int, int] = {}
    for c in obs.hand:
        held[c // 4] = held.get(c // 4, 0) + 1
    discards = [m for m in legal if m.action == "discard"]
    return max(discards, key=lambda m: (held[m.cards[0] // 4] == 1, VALUE[m.cards[0]], m.cards[0]))


POLICIES: dict[str, Policy] = {
    "hato": fishing,
    "koikoi": fishing,
    "aigoma": climbing,
    "nylon": rummy,
    "gostop": fishing,
}
