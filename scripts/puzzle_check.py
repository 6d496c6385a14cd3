#!/usr/bin/env python
"""Do the shipped puzzles hold? Every solution re-checked at four times the budget it was made at.

For each puzzle in ``play/puzzles/*.json`` (or ``--sample N`` of each game, spread evenly), the
position is analysed again from the solver's seat by the tutor's search at ``--depth`` times the
tutor's budget (default 4: twice the second check of ``make_puzzles``) with a seed of its own. A
puzzle holds when its solution is still first and clearly best (``room.puzzle_search.clear_best`` at
``CONFIRM_Z``). Printed per game: how many were checked, the share that hold (goal 100 %), and the
CPU time; the codes of those that do not hold. With ``--prune`` (and no ``--sample``) the files keep
only the puzzles that hold, each marked as verified at that depth.

    .venv/bin/python scripts/puzzle_check.py [--sample 40] [--depth 4] [--games koikoi-2,hato-2] [--jobs 2]
    .venv/bin/python scripts/puzzle_check.py --prune --jobs 2   # then: manage.py load_puzzles
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _check(entry: dict[str, Any], depth: int, salt: str = "") -> tuple[str, bool, float]:
    """(code, whether the solution holds at ``depth`` times the budget, CPU seconds)."""
    from engine.replay import GameRecord
    from room import analysis
    from room.puzzle_search import CONFIRM_Z, clear_best
    from room.record import deal_record, extend

    started = time.process_time()
    record = GameRecord(entry["game_key"], entry["players"], entry["options"], entry["seed"])
    built = extend(deal_record(record, seat=entry["seat"]), tuple(entry["moves"]))
    game = built.game
    obs = built.state.observe(entry["seat"])
    ranking = analysis.analyse(game, obs, random.Random(f"puzzle-check{salt}:{entry['code']}"), scale=depth)
    holds = bool(ranking) and ranking[0].move.code == entry["solution"]
    holds = holds and clear_best(ranking, flat_spread=game.tutor_flat_spread(), z=CONFIRM_Z)
    return entry["code"], holds, time.process_time() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=int, default=0, help="check this many of each game (0: all)")
    parser.add_argument("--depth", type=int, default=4, help="times the tutor's budget (default 4)")
    parser.add_argument("--games", default="", help="e.g. koikoi-2,hato-2 (default: every file)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--salt", default="", help="another seed for the analyses (an independent check)")
    parser.add_argument("--prune", action="store_true", help="keep only the puzzles that hold in the files")
    args = parser.parse_args()
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hwatu_site.settings")
    os.environ.setdefault("DEBUG", "1")
    import django

    django.setup()
    wanted = {name.strip() for name in args.games.split(",") if name.strip()}
    failed_all: list[str] = []
    held_all = checked_all = 0
    for path in sorted((ROOT / "play" / "puzzles").glob("*.json")):
        if wanted and path.stem not in wanted:
            continue
        entries = json.loads(path.read_text())
        if args.sample and len(entries) > args.sample:
            step = len(entries) / args.sample
            entries = [entries[int(i * step)] for i in range(args.sample)]
        with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            results = list(pool.map(_check, entries, [args.depth] * len(entries), [args.salt] * len(entries)))
        held = sum(1 for _code, ok, _cpu in results if ok)
        cpu = sum(seconds for _code, _ok, seconds in results)
        failed = [code for code, ok, _cpu in results if not ok]
        share = 100 * held / max(1, len(results))
        print(
            f"{path.stem}: {held} of {len(results)} hold at {args.depth}x ({share:.1f} %), "
            f"{cpu / 60:.1f} CPU minutes" + (f"; not holding: {', '.join(failed)}" if failed else ""),
            flush=True,
        )
        held_all, checked_all = held_all + held, checked_all + len(results)
        if args.prune and not args.sample:
            holding = {code for code, ok, _cpu in results if ok}
            kept = [
                {**entry, "verified": max(int(entry.get("verified", 2)), args.depth)}
                for entry in entries
                if entry["code"] in holding
            ]
            path.write_text(json.dumps(kept, ensure_ascii=False, separators=(",", ":")) + "\n")
            print(f"  {path.name}: {len(kept)} kept, {len(entries) - len(kept)} removed", flush=True)
        failed_all.extend(failed)
    print(f"all: {held_all} of {checked_all} hold ({100 * held_all / max(1, checked_all):.1f} %)")
    return 0 if not failed_all else 1


if __name__ == "__main__":
    raise SystemExit(main())
