"""Throughput on one core: random self-play, the simulator through the public protocol, and the
search bots' playouts, all measured in CPU time of one process (so a figure is the speed of one
core even on a busy machine).

``python -m engine bench [--seconds S] [--seed N] [--only KEY] [--positions P]`` prints three blocks:

* **random self-play**: random legal moves on the ``State`` (no bot, no observation), one deal per
  game with the default options, for every game and several player counts: deals and moves per
  second;
* **through the protocol**: Koi-Koi deals played as the simulator plays them, each move an
  ``observe`` and a bot's ``choose`` (the random bot), then ``apply``: deals per second;
* **search**: the strong level's own search (its game settings and budget) on ``P`` fixed
  positions per game (the first decisions of seeded deals after a few random moves): playouts per
  second, every playout of the budget counted, sampling the worlds and the tree included;
* **search on the settings before issue 18** (``--before``): the same positions searched with the
  strong level's settings as they were at commit 3d8176e (``BEFORE_SETTINGS``), the best of
  ``--repeat`` rounds: the speed of the same playouts in any tree. ``scripts/bench_playouts.py``
  runs this very function against another checkout (the code before, say), so both sides are
  measured by the same code.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from typing import Any

from engine.game import GAMES, BadOptions, Game, Observation, get_game

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

#: The games and player counts whose search speed ``bench`` measures.
SEARCH_CASES: tuple[tuple[str, int], ...] = (
    ("koikoi", 2),
    ("hato", 2),
    ("hato", 3),
    ("hato", 4),
    ("nylon", 2),
    ("aigoma", 2),
    ("gostop", 2),
    ("gostop", 3),
)

#: The strong level's settings at commit 3d8176e, before issue 18 (Koi-Koi halving over 800 whole
#: playouts for the deal-win chance, «Хато» halving over 800 playouts cut after four moves, Nylon-
#: ppong a tree of 400 cut after two, Aigoma-koppai a tree of 400 whole playouts), spelled out so
#: that no tree's own game settings change them: the same playouts measured before and after.
BEFORE_SETTINGS: dict[tuple[str, int], dict[str, Any]] = {
    ("koikoi", 2): {"search": "halving", "iterations": 800, "utility": "wins", "playout_finish": "self"},
    ("hato", 2): {"search": "halving", "iterations": 800, "utility": "points", "playout_depth": 4},
    ("hato", 3): {"search": "halving", "iterations": 800, "utility": "score", "playout_depth": 4},
    ("hato", 4): {"search": "halving", "iterations": 800, "utility": "score", "playout_depth": 4},
    ("nylon", 2): {"search": "tree", "iterations": 400, "utility": "points", "playout_depth": 2},
    ("aigoma", 2): {"search": "tree", "iterations": 400, "utility": "points"},
}
_BEFORE_COMMON: dict[str, Any] = {"playout_depth": 0, "playout_finish": "off", "time_limit": None}


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


def play_through_protocol(game: Game, seed: int, rng: random.Random) -> int:
    """Play one game as the simulator does (``observe``, the random bot's ``choose``, ``apply``);
    return the number of moves."""
    from engine.bots import RandomBot

    bot = RandomBot()
    state = game.new_state(seed)
    moves = 0
    while not state.is_over:
        seat = state.current_player
        assert seat is not None  # the game is on
        state = state.apply(bot.choose(state.observe(seat), rng, game=game))
        moves += 1
    return moves


def run_case(
    key: str, players: int, seconds: float, seed: int = 0, *, protocol: bool = False
) -> dict[str, Any]:
    """Play random deals of ``key`` for about ``seconds`` (``protocol``: through observations and
    the random bot); return the counts and rates."""
    game = get_game(key, players=players, options=single_deal_options(key))
    play = play_through_protocol if protocol else play_random
    rng = random.Random(seed)
    deals = moves = 0
    start = time.process_time()
    elapsed = 0.0
    while elapsed < seconds:
        moves += play(game, seed + deals, rng)
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


def search_positions(game: Game, count: int, seed: int = 0) -> list[Observation]:
    """``count`` observations of the seat to move with two or more legal moves: deal ``seed + i``
    after 0-11 random moves (drawn from the deal's own seed)."""
    found: list[Observation] = []
    deal = seed
    while len(found) < count:
        state = game.new_state(deal)
        rng = random.Random(deal)
        for _ in range(rng.randrange(12)):
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_moves()))
        deal += 1
        if state.is_over or len(state.legal_moves()) < 2:
            continue
        seat = state.current_player
        assert seat is not None  # the game is on
        found.append(state.observe(seat))
    return found


def search_case(
    key: str,
    players: int,
    positions: int = 8,
    seed: int = 0,
    *,
    before: bool = False,
    repeat: int = 1,
) -> dict[str, Any]:
    """The strong level's search on ``positions`` fixed positions of ``key`` (``before``: with
    ``BEFORE_SETTINGS``): playouts per CPU second, the best of ``repeat`` rounds (the first round
    fills the evaluations' caches)."""
    import inspect

    from engine.bots import ISMCTSBot, make_bot

    game = get_game(key, players=players, options=single_deal_options(key))
    params: dict[str, Any] = {"time_limit": None}
    if before:
        params = {**_BEFORE_COMMON, **BEFORE_SETTINGS[key, players]}
        if "horizon" in inspect.signature(ISMCTSBot.__init__).parameters:
            params["horizon"] = "game"  # the searches before issue 18 had no other
    bot = make_bot("strong", **params)
    assert isinstance(bot, ISMCTSBot)
    searcher = bot.for_game(game)
    observations = search_positions(game, positions, seed)
    rounds = []
    for _ in range(max(1, repeat)):
        playouts = 0
        start = time.process_time()
        for index, obs in enumerate(observations):
            root = searcher.search(obs, random.Random(index), game)
            playouts += sum(child.visits for child in root.children.values())
        rounds.append((time.process_time() - start, playouts))
    elapsed, playouts = min(rounds)
    return {
        "game": key,
        "players": players,
        "positions": len(observations),
        "playouts": playouts,
        "seconds": elapsed,
        "playouts_per_second": playouts / elapsed,
        "ms_per_search": 1000 * elapsed / len(observations),
    }


def _wanted(key: str, only: str | None) -> bool:
    return key in GAMES and (only is None or key == only)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine bench", description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per self-play case (default 3)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", default=None, help="one game key")
    parser.add_argument("--positions", type=int, default=8, help="search positions per game (0: none)")
    parser.add_argument(
        "--before", action="store_true", help="also search on the settings before issue 18 (BEFORE_SETTINGS)"
    )
    parser.add_argument("--repeat", type=int, default=1, help="search rounds per case; the fastest counts")
    args = parser.parse_args(argv)
    import engine.games  # noqa: F401

    print("random self-play (State only):")
    for key, players in CASES:
        if not _wanted(key, args.only):
            continue
        try:
            row = run_case(key, players, args.seconds, args.seed)
        except BadOptions as error:
            print(f"  {key} ({players} players): skipped ({error})")
            continue
        print(
            f"  {key} ({players} players): {row['deals_per_second']:,.0f} deals/s, "
            f"{row['moves_per_second']:,.0f} moves/s ({row['deals']} deals in {row['seconds']:.1f} CPU s)"
        )
    if _wanted("koikoi", args.only):
        row = run_case("koikoi", 2, args.seconds, args.seed, protocol=True)
        print("through the protocol (observe + random bot's choose + apply):")
        print(
            f"  koikoi (2 players): {row['deals_per_second']:,.0f} deals/s, "
            f"{row['moves_per_second']:,.0f} moves/s ({row['deals']} deals in {row['seconds']:.1f} CPU s)"
        )
    if args.positions > 0:
        print(f"strong search ({args.positions} positions per game, the level's own budget):")
        for key, players in SEARCH_CASES:
            if not _wanted(key, args.only):
                continue
            print_search(search_case(key, players, args.positions, args.seed, repeat=args.repeat))
    if args.positions > 0 and args.before:
        print_before(args.positions, args.seed, args.repeat, args.only)
    return 0


def print_search(row: dict[str, Any]) -> None:
    """One line of a search block."""
    print(
        f"  {row['game']} ({row['players']} players): {row['playouts_per_second']:,.0f} playouts/s, "
        f"{row['ms_per_search']:.0f} ms per search ({row['playouts']} playouts in "
        f"{row['seconds']:.1f} CPU s)",
        flush=True,
    )


def print_before(positions: int, seed: int = 0, repeat: int = 3, only: str | None = None) -> None:
    """The search block on the settings before issue 18 (``BEFORE_SETTINGS``)."""
    print(f"search on the settings before issue 18 ({positions} positions per game, best of {repeat}):")
    for key, players in BEFORE_SETTINGS:
        if _wanted(key, only):
            print_search(search_case(key, players, positions, seed, before=True, repeat=repeat))


if __name__ == "__main__":
    raise SystemExit(main())
