"""Which games and player counts the bot tests run on: the toy game, plus every real game present."""

from __future__ import annotations

import random

from engine.game import GAMES, Game, State, get_game

#: Every game of the engine: a game that stops registering fails the tests rather than leaving them.
ENGINE_GAMES = ("hato", "koikoi", "aigoma", "nylon", "gostop")


def real_games() -> list[tuple[str, int]]:
    """Every engine game with every player count it allows (KeyError if one is not registered)."""
    import engine.games  # noqa: F401

    found = []
    for key in ENGINE_GAMES:
        cls = GAMES[key]
        found.extend((key, n) for n in range(cls.min_players, cls.max_players + 1))
    return found


GAME_CASES = [("bots_toy", 2), ("bots_toy", 3), *real_games()]

# Tiny budgets so that CI stays fast; the levels' real budgets are measured by the simulator.
SMALL = {
    "random": {},
    "greedy": {"samples": 1},
    "medium": {"iterations": 12, "time_limit": None},
    "strong": {"iterations": 24, "time_limit": None},
}


def positions(game: Game, count: int, seed: int) -> list[State]:
    """``count`` states where someone is to move, from random playthroughs."""
    rng = random.Random(seed)
    found: list[State] = []
    deal = 0
    while len(found) < count:
        state = game.new_state(seed * 1000 + deal)
        deal += 1
        while not state.is_over and len(found) < count:
            if rng.random() < 0.4:
                found.append(state)
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
    return found


def make_game(key: str, players: int) -> Game:
    return get_game(key, players=players)
