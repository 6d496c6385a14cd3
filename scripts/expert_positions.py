#!/usr/bin/env python
"""How often the tutor's analysis ranks the expert's answer first, and how long one analysis takes.

Runs the strong level's search, as the tutor does (``make_bot("strong").rank``), on every expert
position of tests/engine/bots/test_expert_positions.py with ``--seeds`` generator seeds each, and
prints per game the share of analyses whose first move is the expert's answer, the positions
missed, and the CPU time per analysis (median, 95th percentile and max).

    .venv/bin/python scripts/expert_positions.py [--seeds 10] [--only hato]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))]


def main() -> None:
    from tests.engine.bots.test_expert_positions import POSITIONS, tutor_ranking

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--only", default="", help="a game key: only its positions")
    args = parser.parse_args()
    hits: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    times: dict[str, list[float]] = defaultdict(list)
    missed: list[str] = []
    for position in POSITIONS:
        if args.only and position.game != args.only:
            continue
        label = f"{position.game}/{position.players}"
        state = position.build()
        wrong = []
        for seed in range(args.seeds):
            start = time.process_time()
            ranking = tutor_ranking(state.game, state, seed)
            times[label].append(time.process_time() - start)
            first = ranking[0].move.code
            hits[label][1] += 1
            if first in position.expert:
                hits[label][0] += 1
            else:
                wrong.append(first)
        if wrong:
            missed.append(
                f"  {position.name}: {len(wrong)}/{args.seeds} wrong ({', '.join(sorted(set(wrong)))})"
            )
    every = [t for values in times.values() for t in values]
    print(f"{'game':<10} {'hits':>9} {'rate':>7} {'cpu ms median':>14} {'p95':>6} {'max':>6}")
    for label, (good, total) in hits.items():
        values = [1000 * t for t in times[label]]
        rate = f"{good:>4}/{total:<4} {100 * good / total:>6.1f}%"
        middle, high, top = statistics.median(values), percentile(values, 0.95), max(values)
        print(f"{label:<10} {rate} {middle:>14.0f} {high:>6.0f} {top:>6.0f}")
    good = sum(h[0] for h in hits.values())
    total = sum(h[1] for h in hits.values())
    rate = f"{good:>4}/{total:<4} {100 * good / total:>6.1f}%"
    print(f"{'all':<10} {rate} {1000 * statistics.median(every):>14.0f}")
    if missed:
        print("missed:")
        print("\n".join(missed))


if __name__ == "__main__":
    main()
