"""Puzzles cut from self-play: positions where one move is clearly best, found and verified by the
tutor's own analysis (``room.analysis``), told from the solver's seat with only what that seat sees.

A deal is played by bots of one level from a seed (``self_play``); at some of its decisions
(``CANDIDATE_SHARE`` of them, drawn from the deal's seed) the position is analysed from the mover's
own observation (``examine``):

1. at the tutor's budget, the best move must be clearly best: its margin over the second is at least
   ``MARGIN_Z`` times the analysis's uncertainty of that gap, and on the tutor's one scale
   (``engine.bots.grading``) no other move is «best» or «good» (``clear_best``);
2. at twice that budget and another seed, the same move must be first and clearly best again;
3. the reason is what sets it above the second best move (``room.reasons.reason_facts``), its theme
   is read from the position and that reason (``theme_of``), and its first rating from how hard it
   looks (``first_rating``).

Nothing here touches a database: ``play.management.commands.make_puzzles`` stores what it finds.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.bots import RankedMove, make_bot
from engine.bots.grading import grade
from engine.cards import DECK
from engine.game import Game, Move, Observation, State
from room import analysis
from room.reasons import reason_facts

#: The least margin of the best move over the second, in standard errors of that gap.
MARGIN_Z = 4.0
#: At the second, deeper analysis with another seed the margin may shrink to this many errors.
CONFIRM_Z = 2.0
#: The share of a deal's decisions (with a choice) that are examined as candidates.
CANDIDATE_SHARE = 0.35
#: At most this many puzzles from one deal (they would share a story).
PER_DEAL = 3
#: The level of the bots that play the deals the puzzles come from.
SELF_PLAY_LEVEL = "medium"
#: The themes, in the order a position is tested for them (``theme_of``).
THEMES = ("stop", "bomb", "ppong", "combination", "deny", "bright", "trump", "shed", "capture", "plan")


@dataclass(frozen=True)
class Candidate:
    """A decision of a self-played deal: the moves before it and who chooses."""

    moves: tuple[str, ...]
    seat: int
    state: State


@dataclass
class Found:
    """A verified puzzle: the position (as game, options, seed and the moves before it) and its
    solution with the figures behind it."""

    game_key: str
    players: int
    options: dict[str, Any]
    seed: int
    moves: tuple[str, ...]
    seat: int
    solution: str
    second: str
    margin: float
    noise: float
    legal: int
    theme: str
    rating: float
    reason: list[dict[str, Any]] = field(default_factory=list)
    ranking: list[list[Any]] = field(default_factory=list)


def self_play(game: Game, seed: int, *, level: str = SELF_PLAY_LEVEL) -> Iterator[Candidate]:
    """The decisions with a choice of a deal of ``game`` dealt from ``seed`` and played by bots of
    ``level`` (each from its own observation), ``CANDIDATE_SHARE`` of them drawn from the seed."""
    rng = random.Random(f"puzzle-play:{seed}")
    pick = random.Random(f"puzzle-pick:{seed}")
    bot = make_bot(level)
    state = game.new_state(seed)
    moves: list[str] = []
    while not state.is_over and game.deals_done(state) == 0:
        seat = state.current_player
        if seat is None:
            break
        obs = state.observe(seat)
        legal = obs.legal_moves
        if len(legal) > 1 and pick.random() < CANDIDATE_SHARE:
            yield Candidate(tuple(moves), seat, state)
        move = legal[0] if len(legal) == 1 else bot.choose(obs, rng, game=game)
        state = state.apply(move)
        moves.append(state.moves[-1].code)


def clear_best(ranking: Sequence[RankedMove], *, flat_spread: float, z: float = MARGIN_Z) -> bool:
    """Whether the first move of ``ranking`` is clearly best: ahead of the second by at least ``z``
    standard errors of their gap, and no other move «best» or «good» on the tutor's scale."""
    if len(ranking) < 2:
        return False
    entries = [(r.move, r.value, r.visits, r.noise) for r in ranking]
    margin = ranking[0].value - ranking[1].value
    if margin <= 0 or margin < z * ranking[1].noise:
        return False
    labels = [grade(entries, r.move, flat_spread=flat_spread).label for r in ranking[1:]]
    return all(label in ("inaccuracy", "mistake") for label in labels)


def examine(game: Game, candidate: Candidate, *, seed: int) -> Found | None:
    """``candidate`` as a verified puzzle, or None when its best move is not clearly best at the
    tutor's budget and again at twice the budget with another seed."""
    obs = candidate.state.observe(candidate.seat)
    flat = game.tutor_flat_spread()
    ply = len(candidate.moves)
    first = analysis.analyse(game, obs, random.Random(f"puzzle-1:{seed}:{ply}"))
    if not clear_best(first, flat_spread=flat):
        return None
    second = analysis.analyse(game, obs, random.Random(f"puzzle-2:{seed}:{ply}"), scale=2)
    if not second or second[0].move != first[0].move or not clear_best(second, flat_spread=flat, z=CONFIRM_Z):
        return None
    best, runner = first[0], first[1]
    seen = analysis.facts(game, obs, random.Random(f"puzzle-facts:{seed}:{ply}"))
    facts = reason_facts(game, obs, runner.move, best.move, seen=seen)
    return Found(
        game_key=game.key,
        players=game.players,
        options=dict(game.options),
        seed=seed,
        moves=candidate.moves,
        seat=candidate.seat,
        solution=best.move.code,
        second=runner.move.code,
        margin=round(best.value - runner.value, 4),
        noise=round(runner.noise, 4),
        legal=len(obs.legal_moves),
        theme=theme_of(game, obs, best.move, facts),
        rating=first_rating(game, obs, best.move, seed=seed),
        reason=facts,
        ranking=[[r.move.code, round(r.value, 4)] for r in first],
    )


def theme_of(game: Game, obs: Observation, best: Move, facts: Sequence[dict[str, Any]]) -> str:
    """What the puzzle is about (one of ``THEMES``): a stop decision; a bomb or a shake; a ppong call;
    else what the reason says the solution does that the second best move does not (a declared
    combination counts as completing one, a shed that leaves fewer penalty points as shedding)."""
    if analysis.is_stop_decision(obs.legal_moves):
        return "stop"
    if best.action in ("bomb", "shake"):
        return "bomb"
    if best.action in ("ppong", "hidden_ppong"):
        return "ppong"
    kinds = [str(fact.get("fact", "")) for fact in facts]
    if "completes" in kinds or best.action == "declare":
        return "combination"
    if "denies" in kinds or "exposes" in kinds:
        return "deny"
    for fact in facts:
        taken = fact.get("best", []) if fact.get("fact") == "takes" else []
        if any(DECK_KIND.get(code) == "bright" for code in taken):
            return "bright"
    if "spends_bright" in kinds:
        return "trump"
    if any(kind in ("hand_left", "breaks_set", "breaks_group", "penalty") for kind in kinds):
        return "shed"
    if "takes" in kinds:
        return "capture"
    return "plan"


#: Each card's kind by its code (``bright``, ``animal``, ``ribbon``, ``plain``).
DECK_KIND = {card.code: card.kind.value for card in DECK}

#: The first rating of a puzzle (Glicko-2 scale), before anyone has tried it.
BASE_RATING = 1500.0


def first_rating(game: Game, obs: Observation, best: Move, *, seed: int) -> float:
    """A puzzle's first rating from how hard it looks: lower when the greedy bot (one move deep)
    finds the solution too, higher with more legal moves to choose from."""
    greedy = make_bot("greedy").choose(obs, random.Random(f"puzzle-greedy:{seed}"), game=game)
    rating = BASE_RATING - (250.0 if greedy == best else 0.0)
    return rating + min(250.0, 25.0 * (len(obs.legal_moves) - 2))
