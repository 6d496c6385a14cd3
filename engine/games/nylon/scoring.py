"""The points of one finished Nylon-ppong deal, with their reasons (seed 001, lines 73-89).

* A declared combination scores its value for the player who declared it (the text: the usual
  penalty count is ignored for that player).
* A player who went out with a second «пон» or a «скрытый пон» scores 0: nothing that counts is
  left in hand (our reading; the text only says the deal ends).
* Everyone else, and everyone after a «стоп», scores the penalty points of the hand: card values,
  concealed triplets excluded. The melds laid with «пон» count nothing (they are out of the hand).
* Option ``penalty`` (30 or 50): added to the player whose discard let someone go out with a «пон»
  or a hidden «пон», or to the player whose «стоп» did not leave them alone with the lowest total
  (a tie is a failed stop: «ничьи не допускаются»).
* A deal that ends because the deck ran out scores nothing for anyone.
"""

from __future__ import annotations

from engine.cardmask import cards_of
from engine.cards import Text
from engine.eventlog import RawEvent
from engine.game import ScoreItem
from engine.games.nylon.combos import PENALTY_NAMES, Combination, concealed_triplets, hand_penalty_mask

EXTRA_NAMES: dict[str, Text] = {
    "feeder": Text(
        "Штраф за сброс, которым закончили раздачу", "Penalty for the discard that ended the deal"
    ),
    "failed_stop": Text("Штраф за неудачный «стоп»", "Penalty for a failed stop"),
    "went_out": Text("Вышел «поном»", "Went out with a ppong"),
    "hidden_ppong": Text("«Скрытый пон»", "Hidden ppong"),
}
#: The keys of ``EXTRA_NAMES`` that are penalties added on top of a hand's points.
EXTRA_KEYS = frozenset({"feeder", "failed_stop"})


def deal_points(
    hands: tuple[int, ...],
    melds: tuple[int, ...],
    *,
    reason: str,
    winner: int | None,
    caller: int | None,
    feeder: int,
    combination: Combination | None,
    penalty: int,
    events: list[RawEvent] | None,
) -> tuple[list[int], list[list[ScoreItem]]]:
    """Points and score items per seat; appends the ``reveal`` and ``penalty`` events (unless
    ``events`` is None).

    ``hands`` and ``melds`` are 48-bit masks; ``winner`` went out (None after a stop or a draw),
    ``caller`` said «стоп» (or went out), ``feeder`` made the discard taken to go out (-1: none).
    """
    n = len(hands)
    points = [0] * n
    items: list[list[ScoreItem]] = [[] for _ in range(n)]
    if reason == "exhausted":
        return points, items
    for seat in range(n):
        hand = cards_of(hands[seat])
        if seat == winner and combination is not None:
            points[seat] = combination.value
            six = cards_of(hands[seat] | melds[seat])
            items[seat].append(ScoreItem(combination.key, combination.name, combination.value, six))
            continue
        if seat == winner:
            key = "hidden_ppong" if reason == "hidden_ppong" else "went_out"
            items[seat].append(ScoreItem(key, EXTRA_NAMES[key], 0, hand))
            continue
        hidden = concealed_triplets(hand)
        value = hand_penalty_mask(hands[seat])
        points[seat] = value
        counted = tuple(c for c in hand if c not in hidden)
        items[seat].append(ScoreItem("cards", PENALTY_NAMES["cards"], value, counted))
        if hidden:
            items[seat].append(ScoreItem("concealed_triplet", PENALTY_NAMES["concealed_triplet"], 0, hidden))
        if events is not None:
            events.append(("reveal", seat, hand, {"points": value, "concealed": hidden}, None))
    extra = None
    if penalty and feeder >= 0:
        extra = (feeder, "feeder")
    elif penalty and reason == "stop" and caller is not None and _failed(points, caller):
        extra = (caller, "failed_stop")
    if extra is not None:
        seat, why = extra
        points[seat] += penalty
        items[seat].append(ScoreItem(why, EXTRA_NAMES[why], penalty))
        if events is not None:
            events.append(("penalty", seat, (), {"points": penalty, "why": why}, None))
    return points, items


def _failed(points: list[int], caller: int) -> bool:
    """A stop fails unless its caller alone has the lowest total (ties are not allowed)."""
    return any(p <= points[caller] for seat, p in enumerate(points) if seat != caller)
