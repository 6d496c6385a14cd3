"""Random self-play speed: deals per second on one core, through the public protocol only.

``python -m engine bench [--seconds S] [--seed N]`` plays random legal moves (no bot logic) for
Koi-Koi and for 2- and 4-player «Хато» with their default options, one deal per game, and prints
deals per second and moves per second, measured in CPU time of one process (so the figure is
the speed of one core even on a busy machine). Games that are not registered yet are skipped.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from typing import Any

from engine.game import GAMES, BadOptions, Game, get_game

CASES: tuple[tuple[str, int], ...] = (
    ("koikoi", 2),
    ("hato", 2),
    ("hato", 4),
    ("aigoma", 2),
    ("aigoma", 4),
    ("nylon", 2),
    ("nylon", 4),
    ("nylon", 6),
    ("gostop", 2),
    ("gostop", 3),
)


def single_deal_options(key: str) -> dict[str, Any]:
    """Options that make one game a single deal (the smallest ``rounds``/``target``, if any)."""
    import engine.games  # noqa: F401

    options: dict[str, Any] = {}
    for spec in GAMES[key].option_specs:
        if spec.key in ("rounds", "target", "deals") and spec.choices:
            options[spec.key] = min(spec.choices)
    return options


def play_random(game: Game, seed: int, rng: random.Random) -> int:
    """Play one game with random legal moves; return the number of moves."""
    state = game.new_state(seed)
    moves = 0
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_moves()))
        moves += 1
    return moves


def run_case(key: str, players: int, seconds: float, seed: int = 0) -> dict[str, Any]:
    """Play random deals of ``key`` for about ``seconds``; return the counts and rates."""
    game = get_game(key, players=players, options=single_deal_options(key))
    rng = random.Random(seed)
    deals = moves = 0
    # CPU time of this process: the rate on one core even when other work shares the machine.
    start = time.process_time()
    elapsed = 0.0
    while elapsed < seconds:
        moves += play_random(game, seed + deals, rng)
        deals += 1
        elapsed = time.process_time() - start
    return {
        "game": key,
        "players": players,
        "deals": deals,
        "seconds": elapsed,
        "deals_per_second": deals / elapsed,
        "moves_per_second": moves / elapsed,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine bench", description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per case (default 3)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    import engine.games  # noqa: F401

    for key, players in CASES:
        if key not in GAMES:
            print(f"{key} ({players} players): not registered yet, skipped")
            continue
        try:
            row = run_case(key, players, args.seconds, args.seed)
        except BadOptions as error:
            print(f"{key} ({players} players): skipped ({error})")
            continue
        print(
            f"{key} ({players} players): {row['deals_per_second']:,.0f} deals/s, "
            f"{row['moves_per_second']:,.0f} moves/s ({row['deals']} deals in {row['seconds']:.1f} CPU s)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
