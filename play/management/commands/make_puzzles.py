"""``manage.py make_puzzles``: find puzzles in self-played deals and keep them (``room.puzzle_search``).

A run is bounded (``--per-game`` puzzles stored per game, ``--deals`` deals examined per game,
``--minutes`` of wall time in all) and resumable: every deal examined is recorded
(``PuzzleDeal``), and the next run goes on from the seed after the last one. It shows a progress
bar per game and, at the end of each game, its throughput in puzzles per CPU minute. ``--export``
writes each game's puzzles to the files that ship with the site (``play/puzzles/``).
"""

from __future__ import annotations

import sys
import time
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db.models import Max

from engine.replay import GameRecord
from play import puzzle_store
from play.models import Puzzle, PuzzleDeal
from play.puzzles import GAMES
from room import puzzle_search

#: The first seed of the self-played deals (far from the seeds the tests and the lessons use).
FIRST_SEED = 7_000_000
BAR = 30


class Command(BaseCommand):
    help = "Find puzzles in self-played deals (resumable, bounded); print the throughput."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--games", default="", help="e.g. koikoi:2,gostop:3 (default: every game)")
        parser.add_argument("--per-game", type=int, default=300, help="stop a game at this many puzzles")
        parser.add_argument("--deals", type=int, default=10_000, help="at most this many deals per game")
        parser.add_argument("--minutes", type=float, default=0.0, help="stop after this long (0: no limit)")
        parser.add_argument("--export", action="store_true", help="write play/puzzles/<game>-<n>.json after")

    def handle(self, *args: Any, **options: Any) -> None:
        games = _games(options["games"])
        deadline = time.monotonic() + 60 * options["minutes"] if options["minutes"] > 0 else None
        for key, players in games:
            self._make(key, players, options["per_game"], options["deals"], deadline)
            if options["export"]:
                count = puzzle_store.export(key, players)
                self.stdout.write(f"  {count} puzzles written to {puzzle_store.file_for(key, players).name}")

    def _make(self, key: str, players: int, target: int, deals: int, deadline: float | None) -> None:
        game = GameRecord(key, players, {}, 0, ()).make_game()
        have = Puzzle.objects.filter(game_key=key, players=players).count()
        last = PuzzleDeal.objects.filter(game_key=key, players=players).aggregate(Max("seed"))["seed__max"]
        seed = FIRST_SEED if last is None else last + 1
        started, found, examined = time.process_time(), 0, 0
        while have < target and examined < deals and (deadline is None or time.monotonic() < deadline):
            cpu = time.process_time()
            candidates = kept = 0
            for candidate in puzzle_search.self_play(game, seed):
                candidates += 1
                puzzle = puzzle_search.examine(game, candidate, seed=seed)
                if puzzle is not None:
                    puzzle_store.store(puzzle)
                    kept += 1
                    if kept >= puzzle_search.PER_DEAL:
                        break
            PuzzleDeal.objects.update_or_create(
                game_key=key,
                players=players,
                seed=seed,
                defaults={"candidates": candidates, "found": kept, "cpu_seconds": time.process_time() - cpu},
            )
            have, found, examined, seed = have + kept, found + kept, examined + 1, seed + 1
            self._bar(key, players, have, target)
        minutes = (time.process_time() - started) / 60
        rate = found / minutes if minutes > 0 else 0.0
        sys.stderr.write("\n")
        self.stdout.write(
            f"{key}/{players}: {found} new puzzles from {examined} deals in {minutes:.1f} CPU minutes "
            f"({rate:.1f} puzzles per CPU minute); {have} in all"
        )

    @staticmethod
    def _bar(key: str, players: int, have: int, target: int) -> None:
        done = min(BAR, BAR * have // max(1, target))
        sys.stderr.write(f"\r{key}/{players} [{'#' * done}{'.' * (BAR - done)}] {have}/{target}")
        sys.stderr.flush()


def _games(spec: str) -> list[tuple[str, int]]:
    if not spec:
        return list(GAMES)
    chosen = []
    for part in spec.split(","):
        key, _, players = part.strip().partition(":")
        try:
            wanted = (key, int(players))
        except ValueError:
            raise CommandError(f"not a game and player count: {part!r} (e.g. koikoi:2)") from None
        if wanted not in GAMES:
            raise CommandError(f"no puzzles are made for {part!r}; choose from {GAMES}")
        chosen.append(wanted)
    return chosen
