"""Measure the bots on every game: ``.venv/bin/python scripts/bench_bots.py --games 1000 --jobs 2``.

Runs the standard line-ups (greedy against random, strong against greedy) for Koi-Koi, for 2-,
3- and 4-player «Хато», Aigoma-koppai and Nylon-ppong through ``engine.bots.simulate.run`` and prints
one line per bot, or with ``--json`` one JSON object per line-up. ``--only koikoi`` limits the games,
``--players 3`` the player count; ``--clock cpu`` measures strong's time limit in CPU time, so a busy
machine does not cut its searches short (the figures in engine/bots/RESULTS.md).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots.simulate import format_text, run

LINEUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("koikoi", ("greedy", "random")),
    ("koikoi", ("strong", "greedy")),
    ("hato", ("greedy", "random")),
    ("hato", ("strong", "greedy")),
    ("hato", ("greedy", "random", "random")),
    ("hato", ("strong", "greedy", "greedy")),
    ("hato", ("strong", "greedy", "random")),
    ("hato", ("greedy", "random", "random", "random")),
    ("hato", ("strong", "greedy", "greedy", "greedy")),
    ("aigoma", ("greedy", "random")),
    ("aigoma", ("strong", "greedy")),
    ("aigoma", ("strong", "greedy", "greedy")),
    ("nylon", ("greedy", "random")),
    ("nylon", ("strong", "greedy")),
    ("nylon", ("strong", "greedy", "greedy")),
    ("gostop", ("greedy", "random")),
    ("gostop", ("strong", "greedy")),
    ("gostop", ("strong", "greedy", "greedy")),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--strong-games", type=int, default=None, help="games for line-ups with strong")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", default=None, help="a game key")
    parser.add_argument("--players", type=int, default=None, help="only line-ups of this many players")
    parser.add_argument("--clock", choices=("wall", "cpu"), default=None, help="strong's clock")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--strong", default="strong", help="spec for strong, e.g. strong:time_limit=none")
    parser.add_argument("--with", dest="with_bot", default=None, help="only line-ups with this bot")
    parser.add_argument("--without", default=None, help="skip line-ups with this bot")
    parser.add_argument(
        "--timing", type=int, default=0, metavar="DEALS", help="time strong's moves in DEALS deals per game"
    )
    args = parser.parse_args(argv)
    if args.timing:
        return timing(args)
    for key, bots in LINEUPS:
        if (args.only and key != args.only) or (args.players and len(bots) != args.players):
            continue
        if (args.with_bot and args.with_bot not in bots) or (args.without and args.without in bots):
            continue
        games = args.strong_games if args.strong_games and "strong" in bots else args.games
        strong = args.strong + (f":clock={args.clock}" if args.clock else "")
        bots = tuple(strong if b == "strong" else b for b in bots)
        summary = run(
            game=key, players=len(bots), bots=list(bots), games=games, seed=args.seed, jobs=args.jobs
        )
        print(json.dumps(summary) if args.json else format_text(summary) + "\n", flush=True)
    return 0


TIMED = (
    ("koikoi", 2),
    ("hato", 2),
    ("hato", 3),
    ("hato", 4),
    ("aigoma", 2),
    ("aigoma", 3),
    ("nylon", 2),
    ("gostop", 2),
    ("gostop", 3),
)


def timing(args: argparse.Namespace) -> int:
    """Strong against itself in one process: wall and CPU time of each decision (2+ legal moves)."""
    import random
    import statistics
    import time

    from engine.bots import make_bot
    from engine.bots.simulate import parse_bot
    from engine.game import get_game

    name, budget = parse_bot(args.strong + (f":clock={args.clock}" if args.clock else ""))
    bot = make_bot(name, **budget)
    for key, players in TIMED:
        if (args.only and key != args.only) or (args.players and players != args.players):
            continue
        game = get_game(key, players=players)
        wall, cpu = [], []
        for deal in range(args.timing):
            state = game.new_state(args.seed * 1000 + deal)
            rng = random.Random(deal)
            while not state.is_over:
                seat = state.current_player
                assert seat is not None  # the deal is not over
                obs = state.observe(seat)
                start, cpu_start = time.perf_counter(), time.process_time()
                move = bot.choose(obs, rng, game=game)
                if len(obs.legal_moves) > 1:
                    wall.append(time.perf_counter() - start)
                    cpu.append(time.process_time() - cpu_start)
                state = state.apply(move)
        row = {"game": key, "players": players, "decisions": len(wall)}
        for label, values in (("wall", wall), ("cpu", cpu)):
            row[f"{label}_ms_median"] = round(1000 * statistics.median(values), 1)
            row[f"{label}_ms_max"] = round(1000 * max(values), 1)
        print(json.dumps(row), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
