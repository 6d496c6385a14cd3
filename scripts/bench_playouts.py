"""The search's speed on the settings before issue 18, measured in another checkout of the project
by this tree's own benchmark code: the before and after of "twice the search per second".

    .venv/bin/python scripts/bench_playouts.py --tree /tmp/before [--positions 32] [--repeat 5]

loads ``engine/bench.py`` from this tree and runs its ``print_before`` (the strong level's settings
at commit 3d8176e on the same fixed positions and generator seeds) against the engine of
``--tree`` (by default this tree). With ``--seconds S`` it first prints the random self-play and
through-the-protocol blocks of ``python -m engine bench`` for that engine too. Make the other
checkout with ``git worktree add /tmp/before 3d8176e``; its engine needs nothing of this tree's
but the protocol both share.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", type=Path, default=HERE, help="the checkout whose engine is measured")
    parser.add_argument("--positions", type=int, default=32)
    parser.add_argument("--repeat", type=int, default=5, help="rounds per case; the fastest counts")
    parser.add_argument("--only", default=None, help="one game key")
    parser.add_argument("--seconds", type=float, default=0, help="also self-play for this long per case")
    args = parser.parse_args()
    sys.path.insert(0, str(args.tree.resolve()))
    spec = importlib.util.spec_from_file_location("hwatu_bench", HERE / "engine" / "bench.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    import engine.games  # noqa: F401  (the measured tree's games)

    print(f"engine of {args.tree.resolve()}")
    if args.seconds:
        bench.main(
            [
                "--seconds",
                str(args.seconds),
                "--positions",
                "0",
                *(["--only", args.only] if args.only else []),
            ]
        )
    if args.positions > 0:
        bench.print_before(args.positions, 0, args.repeat, args.only)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
