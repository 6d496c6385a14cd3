"""Sampling a full Koi-Koi state from one seat's observation (for search bots).

The opponent's hand and the deck order are drawn at random from the cards this seat has not seen;
later deals of a match get a fresh random order, so the real seed never leaks into a search.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.arrange import shuffled_unseen
from engine.cardmask import mask_of
from engine.game import BadOptions, Observation
from engine.games.koikoi.state import PHASE_NAMES, KoiKoiState

if TYPE_CHECKING:
    from engine.games.koikoi.game import KoiKoi


def determinize(game: KoiKoi, observation: Observation, rng: random.Random) -> KoiKoiState:
    """A full state consistent with ``observation``, unseen cards placed at random with ``rng``."""
    if observation.game_key != game.key:
        raise BadOptions("game", game=observation.game_key)
    pub = observation.public
    seat = observation.seat
    other = 1 - seat
    unseen = shuffled_unseen(observation, rng)
    if len(unseen) != observation.hand_sizes[other] + observation.deck_left:
        raise BadOptions("observation", detail="unseen cards do not fill the hidden places")
    size = observation.hand_sizes[other]
    hands = [0, 0]
    hands[seat] = mask_of(observation.hand)
    hands[other] = mask_of(unseen[:size])
    s = KoiKoiState._blank(game, -1)
    s._round = pub["round"]
    s._scores = tuple(pub["scores"])
    s._history = tuple(pub["history"])
    s._koikoi = tuple(pub["koikoi"])
    s._best = tuple(pub["decided_totals"])
    s._dealer = pub["dealer"]
    s._hands = (hands[0], hands[1])
    s._table = mask_of(observation.table)
    s._caps = (mask_of(observation.captured[0]), mask_of(observation.captured[1]))
    s._deck = tuple(unseen[size:])
    s._dp = 0
    pending = pub["pending"]
    s._pending = -1 if pending is None else pending
    s._phase = PHASE_NAMES.index(pub["phase"])
    s._cur = observation.current_player if observation.current_player is not None else s._dealer
    s._next_seed = rng.getrandbits(64)
    s._opening = tuple(observation.events)
    s._mbase = tuple(pub["moves"])
    s._nmoves = observation.version
    s._legal = None
    return s
