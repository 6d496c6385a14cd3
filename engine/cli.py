"""The engine's command line.

* ``score GAME [--option key=value ...] [--preset P] [--players N] CODE...``: JSON breakdown of a pile
  of captured cards (``{"total": N, "items": [{"key", "name_ru", "name_en", "points", "cards"}]}``);
  unknown or repeated codes and bad options exit with status 2 and a message on stderr.
* ``replay FILE [--lang ru|en]``: a recorded game move by move.
* ``simulate ...``: bots against bots (``engine.bots.simulate``).
* ``bench [--seconds S]``: random self-play deals per second (``engine.bench``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from engine.cards import UnknownCard, card
from engine.game import BadOptions, IllegalMove, get_game


class UsageError(Exception):
    """A bad command line: printed on stderr, exit status 2."""


def _options(pairs: Sequence[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise UsageError(f"option {pair!r} is not key=value")
        options[key.strip()] = value.strip()
    return options


def _bad_options(error: BadOptions) -> str:
    params = ", ".join(f"{k}={v!r}" for k, v in error.params.items())
    return f"bad options ({error.reason}): {params}"


def cmd_score(args: argparse.Namespace) -> int:
    options = _options(args.option or [])
    try:
        game = get_game(args.game, players=args.players, options=options, preset=args.preset)
    except BadOptions as error:
        raise UsageError(_bad_options(error)) from error
    indices: list[int] = []
    for code in args.codes:
        try:
            index = card(code).index
        except UnknownCard as error:
            raise UsageError(f"unknown card code {code!r} (expected 01a ... 12d)") from error
        if index in indices:
            raise UsageError(f"card {card(code).code} is given twice")
        indices.append(index)
    score = game.score_pile(indices)
    print(json.dumps(score.as_json(), ensure_ascii=False))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from engine.replay import GameRecord, event_log

    try:
        with open(args.file, encoding="utf-8") as handle:
            record = GameRecord.from_json(handle.read())
    except OSError as error:
        raise UsageError(f"cannot read {args.file}: {error.strerror}") from error
    except ValueError as error:
        raise UsageError(f"{args.file} is not a game record: {error}") from error
    try:
        lines = event_log(record, args.lang)
    except BadOptions as error:
        raise UsageError(_bad_options(error)) from error
    except IllegalMove as error:
        raise UsageError(f"the record has an illegal move: {error}") from error
    print("\n".join(lines))
    return 0


def cmd_simulate(argv: list[str]) -> int:
    try:
        from engine.bots.simulate import main as simulate_main
    except ImportError as error:
        print(
            f"simulate is not available: engine.bots.simulate cannot be imported ({error})", file=sys.stderr
        )
        return 2
    return int(simulate_main(argv) or 0)


def cmd_bench(argv: list[str]) -> int:
    from engine.bench import main as bench_main

    return int(bench_main(argv) or 0)


def score_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m engine score", description="Score a pile of captured cards."
    )
    parser.add_argument("game", help="game key, e.g. hato or koikoi")
    parser.add_argument("codes", nargs="*", help="card codes such as 11a 11b")
    parser.add_argument("--option", "-o", action="append", metavar="KEY=VALUE", help="rule option")
    parser.add_argument("--preset", help="named option preset")
    parser.add_argument("--players", type=int, default=None, help="number of players")
    return parser


def replay_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine replay", description="Print a recorded game.")
    parser.add_argument("file")
    parser.add_argument("--lang", choices=("ru", "en"), default="ru")
    return parser


USAGE = """usage: python -m engine COMMAND ...

commands:
  score GAME [--option KEY=VALUE ...] [--preset P] [--players N] CODE...
  replay FILE [--lang ru|en]
  simulate ...      bots against bots (engine.bots.simulate)
  bench [--seconds S]
"""


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    command, rest = (argv[0], argv[1:]) if argv else ("", [])
    if command == "simulate":
        return cmd_simulate(rest)
    if command == "bench":
        return cmd_bench(rest)
    try:
        if command == "score":
            return cmd_score(score_parser().parse_intermixed_args(rest))
        if command == "replay":
            return cmd_replay(replay_parser().parse_args(rest))
    except UsageError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if command in ("-h", "--help"):
        print(USAGE)
        return 0
    print(USAGE, file=sys.stderr)
    return 2
