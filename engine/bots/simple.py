"""The random and greedy players."""

from __future__ import annotations

import random
from typing import cast

from engine.bots.base import Bot, RankedMove, _legal, game_of
from engine.bots.hooks import Evaluation, evaluation_for
from engine.game import Game, Move, Observation, State


class RandomBot(Bot):
    """A uniformly random legal move."""

    def __init__(self, *, name: str = "random") -> None:
        self.name = name

    def rank(self, obs: Observation, rng: random.Random, *, game: Game | None = None) -> list[RankedMove]:
        """The legal moves in a uniformly random order (so ``choose`` is a uniform pick)."""
        legal = list(_legal(obs))
        rng.shuffle(legal)
        return [RankedMove(move, 0.0, 0) for move in legal]


class GreedyBot(Bot):
    """The best immediate value, careful not to hand the next player a rich capture.

    Each legal move is tried on ``samples`` determinizations (the flip after a play is hidden, so
    its value is an average). If the move leaves the same seat to move again (a choice of match, a
    stop-or-play-on decision) the follow-up is played greedily too. The value is the evaluation
    after the turn minus ``caution`` times the best gain the next player could make at once.
    """

    def __init__(self, *, samples: int = 3, caution: float = 0.6, name: str = "greedy") -> None:
        self.samples = samples
        self.caution = caution
        self.name = name

    def rank(self, obs: Observation, rng: random.Random, *, game: Game | None = None) -> list[RankedMove]:
        legal = _legal(obs)
        game = game_of(obs, game)
        evaluate = evaluation_for(game)
        states = [game.determinize(obs, rng) for _ in range(self.samples)]
        ranked = []
        for move in legal:
            total = sum(self.move_value(state, move, obs.seat, evaluate) for state in states)
            ranked.append(RankedMove(move, total / len(states), len(states)))
        ranked.sort(key=lambda r: -r.value)
        return ranked

    def move_value(self, state: State, move: Move, seat: int, evaluate: Evaluation) -> float:
        """Value for ``seat`` of playing ``move`` in the full ``state`` (one determinization)."""
        after = finish_turn(state.apply(move), seat, evaluate)
        value = evaluate(after, seat)
        if self.caution and not after.is_over and after.current_player != seat:
            value -= self.caution * best_gain(after, cast(int, after.current_player), evaluate)
        return value


def finish_turn(state: State, seat: int, evaluate: Evaluation, depth: int = 3) -> State:
    """Play the rest of ``seat``'s turn greedily (follow-up choices), at most ``depth`` moves."""
    while depth and not state.is_over and state.current_player == seat:
        depth -= 1
        state = max((state.apply(m) for m in state.legal_moves()), key=lambda s: evaluate(s, seat))
    return state


def best_gain(state: State, seat: int, evaluate: Evaluation) -> float:
    """The most ``seat`` can gain by its evaluation with one move from ``state`` (never below 0)."""
    base = evaluate(state, seat)
    return max(0.0, max(evaluate(state.apply(m), seat) for m in state.legal_moves()) - base)
