"""Sampling a full Nylon-ppong state from one seat's observation (for search bots).

The other hands and the deck order are drawn at random from the cards this seat has not seen;
later deals and reshuffles get a fresh seed. A seat waiting for an out-of-turn call is given two
cards of the discard's month (and, when only a hidden ppong could be called, a triplet of another
month), as the pause showed.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.arrange import shuffled_unseen
from engine.cardmask import mask_of
from engine.game import BadOptions, Observation
from engine.games.nylon.state import CLAIM, PHASE_NAMES, NylonState

if TYPE_CHECKING:
    from engine.games.nylon.game import NylonPpong


def determinize(game: NylonPpong, observation: Observation, rng: random.Random) -> NylonState:
    """A full state consistent with ``observation``, unseen cards placed at random with ``rng``."""
    obs = observation
    if obs.game_key != game.key:
        raise BadOptions("game", game=obs.game_key)
    pub = obs.public
    n = game.players
    unseen = shuffled_unseen(obs, rng)
    hidden_sizes = [obs.hand_sizes[s] for s in range(n) if s != obs.seat]
    if len(unseen) != sum(hidden_sizes) + obs.deck_left:
        raise BadOptions("observation", detail="unseen cards do not fill the hidden places")
    hands: list[list[int]] = [[] for _ in range(n)]
    hands[obs.seat] = list(obs.hand)
    claimant = obs.current_player
    if PHASE_NAMES.index(pub["phase"]) == CLAIM and claimant is not None and claimant != obs.seat:
        hands[claimant] = _claimant_cards(unseen, pub["top_discard"], not pub["options"]["out_of_turn"], rng)
        for c in hands[claimant]:
            unseen.remove(c)
    at = 0
    for seat in range(n):
        if seat == obs.seat:
            continue
        need = obs.hand_sizes[seat] - len(hands[seat])
        hands[seat].extend(unseen[at : at + need])
        at += need
    seen = obs.derived(("determinize", game), lambda: _seen_part(game, obs))
    s = seen._child()
    s._opening, s._opening_raw = seen._opening, None
    s._mbase = seen._mbase
    s._hands = tuple(mask_of(h) for h in hands)
    s._deck = tuple(unseen[at:])
    s._next_seed = rng.getrandbits(64)
    return s


def _seen_part(game: NylonPpong, obs: Observation) -> NylonState:
    """Everything of a determinization that the observation fixes (all but the hands, the deck and
    the seed of later deals), built once per observation."""
    pub = obs.public
    s = NylonState._blank(game, -1)
    s._round = pub["round"]
    s._totals = tuple(pub["totals"])
    s._history = tuple(pub["history"])
    s._starter = pub["starter"]
    s._cur = obs.current_player if obs.current_player is not None else 0
    s._phase = PHASE_NAMES.index(pub["phase"])
    s._melds = tuple(mask_of(m) for m in obs.captured)
    s._ppongs = tuple(pub["ppongs"])
    s._pile = tuple(obs.table)
    s._out = tuple(pub["out_of_play"])
    s._claimable = pub["claimable"]
    s._discarder = -1 if pub["discarder"] is None else pub["discarder"]
    s._reshuffled = pub["reshuffled"]
    s._opening = tuple(obs.events)
    s._mbase = tuple(pub["moves"])
    s._nmoves = obs.version
    return s


def _claimant_cards(unseen: list[int], top: int, hidden_only: bool, rng: random.Random) -> list[int]:
    """Two unseen cards of ``top``'s month (plus an unseen triplet of another month if needed)."""
    month = top >> 2
    same = [c for c in unseen if c >> 2 == month]
    cards = rng.sample(same, 2) if len(same) >= 2 else same
    if hidden_only:
        counts: dict[int, list[int]] = {}
        for c in unseen:
            if c >> 2 != month:
                counts.setdefault(c >> 2, []).append(c)
        triplets = [group for group in counts.values() if len(group) >= 3]
        if triplets:
            cards += rng.sample(rng.choice(triplets), 3)
    return cards
