"""Sampling a full Aigoma-koppai state from one seat's observation (for search bots).

The cards this seat has not seen are dealt at random to the other hands, keeping their sizes;
later deals of a match get a fresh random seed, so the real seed never leaks into a search.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.arrange import deal_unseen
from engine.cardmask import mask_of
from engine.game import BadOptions, Observation
from engine.games.aigoma.state import PHASE_NAMES, TRUMP_FLOOR, AigomaState

if TYPE_CHECKING:
    from engine.games.aigoma.game import Aigoma


def determinize(game: Aigoma, observation: Observation, rng: random.Random) -> AigomaState:
    """A full state consistent with ``observation``, unseen cards placed at random with ``rng``."""
    obs = observation
    if obs.game_key != game.key:
        raise BadOptions("game", game=obs.game_key)
    pub = obs.public
    if len(obs.unseen_cards()) != sum(obs.hand_sizes) - len(obs.hand):
        raise BadOptions("observation", detail="unseen cards do not fill the other hands")
    hands, _rest = deal_unseen(obs, rng)
    s = AigomaState._blank(game, rng.getrandbits(63))
    s.deal_no = pub["deal"] - 1
    s.leader = pub["leader"]
    s.wins = tuple(pub["wins"])
    s.totals = tuple(pub["totals"])
    s.history = tuple(pub["history"])
    s.out_of_play = mask_of(pub.get("out_of_play", ()))
    s.hands = tuple(hands)
    s.captured = tuple(mask_of(p) for p in obs.captured)
    s.table = tuple(obs.table)
    top = pub["top"]
    if top:
        s.top = tuple(top["cards"])
        s.top_count = top["count"]
        s.top_level = s._level(mask_of(s.top), s.top_count, s.top[0] >> 2)
        s.top_seat = top["seat"]
    else:
        s.top, s.top_count, s.top_level, s.top_seat = (), 0, -1, obs.seat
    s.passes = pub["passes"]
    s._phase = PHASE_NAMES.index(pub["phase"])
    s._cur = obs.current_player if obs.current_player is not None else obs.seat
    s._opening = tuple(obs.events)
    s._mbase = tuple(pub["moves"])
    s._nmoves = obs.version
    assert (s.top_level >= TRUMP_FLOOR) == bool(top and top["trump"])
    return s
