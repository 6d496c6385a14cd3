"""Sampling a full Go-Stop state from one seat's observation (for search bots).

Everything the seat saw stays where it saw it: its hand, the table, the piles, a flipped card
waiting for a choice, and the cards another player showed by shaking, which stay in that player's
hand. The other unseen cards are shuffled into the other hands (keeping their sizes) and the deck
(keeping its length); later deals get a fresh seed from ``rng``, so the real seed never leaks.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.cardmask import mask_of
from engine.game import BadOptions, Observation
from engine.games.gostop.state import PHASE_NAMES, GoStopState

if TYPE_CHECKING:
    from engine.games.gostop.game import GoStop


def determinize(game: GoStop, observation: Observation, rng: random.Random) -> GoStopState:
    """A full state consistent with ``observation``, unseen cards placed at random with ``rng``."""
    obs = observation
    if obs.game_key != game.key:
        raise BadOptions("game", game=obs.game_key)
    pub = obs.public
    shown = [tuple(cards) for cards in pub["shown"]]
    known = {c for seat, cards in enumerate(shown) if seat != obs.seat for c in cards}
    unseen = sorted(obs.unseen() - known)
    rng.shuffle(unseen)
    hands = []
    at = 0
    for seat, size in enumerate(obs.hand_sizes):
        if seat == obs.seat:
            hands.append(mask_of(obs.hand))
            continue
        fill = size - len(shown[seat])
        hands.append(mask_of(shown[seat]) | mask_of(unseen[at : at + fill]))
        at += fill
    deck = tuple(unseen[at:])
    if len(deck) != obs.deck_left:
        raise BadOptions("observation", detail="unseen cards do not fill the hidden places")
    s = GoStopState._blank(game, -1)
    s._round = pub["round"]
    s._totals = tuple(pub["totals"])
    s._history = tuple(pub["history"])
    s._dealer = pub["dealer"]
    s._carry = pub["carry"]
    s._next_seed = rng.getrandbits(64)
    s._hands = tuple(hands)
    s._table = mask_of(obs.table)
    s._deck, s._dp = deck, 0
    s._caps = tuple(mask_of(pile) for pile in obs.captured)
    s._gos = tuple(pub["gos"])
    s._go_points = tuple(pub["go_points"])
    s._last_go = -1 if pub["last_go"] is None else pub["last_go"]
    s._shakes = tuple(tuple(kinds) for kinds in pub["shakes"])
    s._shown = tuple(mask_of(cards) for cards in shown)
    s._passes = tuple(pub["passes"])
    s._ppeok = tuple(pub["ppeok"])
    s._ppeoks = tuple(pub["ppeoks"])
    pending = pub["pending"]
    s._pending = -1 if pending is None else pending
    steal, last, before = pub["turn"]
    s._turn = (int(steal), bool(last), int(before))
    s._out = mask_of(c for c in pub["out_of_play"] if c != pending)
    s._phase = PHASE_NAMES.index(pub["phase"])
    s._cur = obs.current_player if obs.current_player is not None else obs.seat
    s._opening = tuple(obs.events)
    s._mbase = tuple(pub["moves"])
    s._nmoves = obs.version
    return s
