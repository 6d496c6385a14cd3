"""Sampling a full «Хато» state from one seat's observation (for search bots).

Everything the seat saw stays where it saw it (its hand, the table, the captured piles, a
pending choice); the unseen cards are shuffled into the other hands, keeping their sizes, and
into the deck, keeping its length. Future deals of a match use a fresh seed drawn from ``rng``,
so the real seed never leaks into a search.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.arrange import deal_unseen
from engine.cardmask import mask_of
from engine.game import Move, Observation
from engine.games.hato.moves import TAKE_ONE, TAKE_TWO
from engine.games.hato.state import CHOOSE, OVER, PHASE_NAMES, HatoState

if TYPE_CHECKING:
    from engine.games.hato.game import HatoGame


def determinize(game: HatoGame, observation: Observation, rng: random.Random) -> HatoState:
    """A state consistent with ``observation``; unseen cards placed at random with ``rng``."""
    obs = observation
    public = obs.public
    hands, deck = deal_unseen(obs, rng)
    if len(deck) != obs.deck_left:
        raise ValueError("observation does not account for 48 cards")
    state = HatoState._blank(game)
    state.rules = game.rules
    state.scorer = game.scorer
    state.n = obs.players
    state.seed = rng.getrandbits(63)
    state.deal_no = public["deal"] - 1
    state.totals = tuple(public["totals"])
    state.history = tuple(public["history"])
    state.leader = public["leader"]
    state.hands = tuple(hands)
    state.table = mask_of(obs.table)
    state.deck = deck
    state.pos = 0
    state.captured = tuple(mask_of(p) for p in obs.captured)
    state.out_of_play = mask_of(public.get("out_of_play", ()))
    state._phase = PHASE_NAMES.index(public["phase"])
    state._cur = obs.current_player if obs.current_player is not None else obs.seat
    state.choice = ()
    state.flip = -1
    pending = public.get("pending")
    if state._phase == CHOOSE and pending:
        state.choice = tuple(_interned(Move.parse(code)) for code in pending["options"])
        state.flip = pending["flipped"]
    if state._phase == OVER:
        state._cur = obs.seat
    state._nmoves = obs.version
    state._opening = tuple(obs.events)
    state._legal = None
    return state


def _interned(move: Move) -> Move:
    if len(move.cards) == 1:
        return TAKE_ONE[move.cards[0]]
    return TAKE_TWO[move.cards[0], move.cards[1]]
