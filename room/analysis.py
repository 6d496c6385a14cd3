"""The tutor's analysis of a position, the same at both tables: the strong bot's ranking of every legal
move with its value and noise (``engine.bots.grading`` reads the verdict, the hint and its
alternatives from it).

At a stop decision (stop or go on: Koi-Koi's «кой-кой», Go-Stop's «го», Nylon-ppong's «стоп») every
choice is played to the end of the deal in the same sampled worlds, not cut off after a few moves and
estimated (the estimate counts combinations not yet banked at a discount, and that is exactly what
such a decision weighs): the analysis is the decision's outlook (``stop_outlook``), and the ranking
is read from it (``engine.bots.outlook.outlook_ranking``), so the outlook a page shows and the
verdict give the same numbers.

``facts`` goes with it: every legal move played to the end of the deal in sampled worlds, and what
happened there (who ends with which card, who completes which combination, points, going out), so a
verdict's reason can say what the better move changes (``room.reasons``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.bots import ISMCTSBot, RankedMove, make_bot
from engine.bots.outlook import OUTLOOK_WORLDS, ChoiceOutlook, decision_outlook, outlook_ranking
from engine.bots.playout_facts import FACT_WORLDS, as_json, playout_facts
from engine.game import Game, Move, Observation
from room.searches import Ranking

#: The tutor searches this many times the strong bot's budget. Measured by ``scripts/tutor_check.py``
#: (December 2026): against an analysis at eight times the tutor's own budget, its best move is within
#: noise of the deeper one's in 97.5-100 % of positions in every game (94 % in Go-Stop at the bot's
#: budget), and against the same 5120-playout analysis doubling took the «best» or «good» moves that are
#: a clear loss from 6.2 / 8.7 % to 2.4 / 2.2 % (Koi-Koi / Go-Stop). It runs while the learner thinks,
#: in a worker; the bots that play keep their own budget.
TUTOR_SCALE = 2


def is_stop_decision(moves: Sequence[Move]) -> bool:
    """Whether ``moves`` are a choice between stopping and going on."""
    return len(moves) > 1 and any(move.action == "stop" for move in moves)


def analyse(game: Game, obs: Observation, rng: random.Random, *, scale: int = 1) -> list[RankedMove]:
    """The tutor's ranking of the legal moves of ``obs`` (a search: run it in a worker) at
    ``TUTOR_SCALE`` times the strong bot's budget (and the game's ``Game.tutor_depth``); ``scale``
    multiplies that (``scripts/tutor_check.py`` compares with a deeper analysis). At a stop decision
    it is the ranking of the decision's outlook (``stop_outlook``)."""
    if is_stop_decision(obs.legal_moves):
        return outlook_ranking(stop_outlook(game, obs, rng, scale=scale))
    base = make_bot("strong")
    budget = base.for_game(game).iterations if isinstance(base, ISMCTSBot) else 0
    deeper = TUTOR_SCALE * game.tutor_depth * scale
    return make_bot("strong", iterations=budget * deeper).rank(obs, rng, game=game)


def stop_outlook(game: Game, obs: Observation, rng: random.Random, *, scale: int = 1) -> list[ChoiceOutlook]:
    """Every choice of a stop decision played to the end of the deal in ``OUTLOOK_WORLDS`` (times
    ``scale``) sampled worlds by the strong level's playout policy: what each leads to and its value."""
    return decision_outlook(obs, rng, game=game, level="strong", worlds=OUTLOOK_WORLDS * scale)


def facts(game: Game, obs: Observation, rng: random.Random) -> dict[str, Any]:
    """What the playouts of every legal move of ``obs`` saw by the end of the deal
    (``engine.bots.playout_facts``, JSON-ready); empty when there is nothing to choose."""
    if len(obs.legal_moves) < 2:
        return {}
    return as_json(playout_facts(obs, rng, game=game, worlds=WORLDS))


def tutor_ranking(
    game: Game, obs: Observation, rng: random.Random, facts_rng: random.Random, *, scale: int = 1
) -> Ranking:
    """The tutor's whole analysis of a decision as a table stores it: the ranking (``analyse``, from
    ``rng``), what the playouts saw (``facts``, from ``facts_rng``) and, at a stop decision, the
    outlook the ranking was read from (``Ranking.outlook``)."""
    outlook = stop_outlook(game, obs, rng, scale=scale) if is_stop_decision(obs.legal_moves) else None
    ranks = outlook_ranking(outlook) if outlook is not None else analyse(game, obs, rng, scale=scale)
    ranking = Ranking(
        [(r.move, float(r.value), int(r.visits), float(r.noise)) for r in ranks], facts(game, obs, facts_rng)
    )
    ranking.outlook = outlook
    return ranking


#: The sampled deals per move of ``facts`` (``FACT_WORLDS``; the tests' small budget lowers it).
WORLDS = FACT_WORLDS
