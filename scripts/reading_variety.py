"""How varied the readings are: ``.venv/bin/python scripts/reading_variety.py --readings 10000``.

Draws random spreads with random questions of every subject (``fortune.variety``), composes the
readings and prints, per language, the sentences found in the most readings (card, plant, theme and
season names taken out) with the share of readings that contain each. Exits with status 1 when the
most frequent sentence is in more than ``--limit`` of the readings (15% by default, issue 20).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hwatu_site.settings")

from fortune.variety import measure


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--readings", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--top", type=int, default=8)
    parser.add_argument("--limit", type=float, default=0.15)
    args = parser.parse_args(argv)
    variety = measure(args.readings, seed=args.seed, top=args.top)
    worst = 0.0
    for lang in ("ru", "en"):
        print(f"{lang}: the most frequent sentences over {variety.readings} readings")
        for sentence, share in variety.top[lang]:
            print(f"  {share:6.1%}  {sentence}")
        worst = max(worst, variety.highest(lang))
    print(f"most frequent sentence: {worst:.1%} of readings (limit {args.limit:.0%})")
    return 0 if worst <= args.limit else 1


if __name__ == "__main__":
    raise SystemExit(main())
