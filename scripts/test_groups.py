"""Run the test suite in its groups and print what each did: tests, failures, time, the slowest tests.

    .venv/bin/python scripts/test_groups.py                # every group (make test)
    .venv/bin/python scripts/test_groups.py --db           # what touches a database (make test-postgres)
    .venv/bin/python scripts/test_groups.py --fast         # the quick loop (make test-fast)
    .venv/bin/python scripts/test_groups.py -- -x -k leak  # what follows -- goes to every pytest

The groups (markers set in tests/conftest.py and tests/browser/conftest.py):

``unit``
    everything that needs no browser and starts no server or worker: the engine, the views through
    the test client, the sockets through Channels' communicator; on both cores (pytest-xdist).
``browser``
    Chromium driven by Playwright against a live server (each xdist worker has its own server and
    database); on both cores.
``servers``
    tests that start gunicorn, uvicorn, search workers or a Redis server of their own; one at a
    time, since they measure what happens to whole processes.

Every group runs even when an earlier one failed; the exit status is that of the first failure.
Junit reports go to ``test-artifacts/junit-<label>-<group>.xml``.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
PYTEST = [sys.executable, "-m", "pytest"]


@dataclass(frozen=True)
class Group:
    name: str
    markers: str
    parallel: bool


GROUPS = (
    Group("unit", "not browser and not server and not worker", parallel=True),
    Group("browser", "browser", parallel=True),
    Group("servers", "(server or worker) and not browser", parallel=False),
)


@dataclass
class Outcome:
    group: str
    status: int
    seconds: float
    tests: int = 0
    failed: int = 0
    skipped: int = 0


def selection(group: Group, *, database_only: bool, fast: bool) -> str:
    """The marker expression of ``group`` in this run."""
    parts = [f"({group.markers})", "not slow"]
    if database_only:
        parts.append("db")
    if fast:
        parts.append("not thorough")
    return " and ".join(parts)


def run_group(group: Group, label: str, *, database_only: bool, fast: bool, extra: list[str]) -> Outcome:
    report = ARTIFACTS / f"junit-{label}-{group.name}.xml"
    report.unlink(missing_ok=True)
    command = [
        *PYTEST,
        "-m",
        selection(group, database_only=database_only, fast=fast),
        f"--junitxml={report}",
    ]
    if group.parallel:
        command += ["-n", os.environ.get("TEST_PROCESSES", "2"), "--dist", "worksteal"]
    command += extra
    print(f"\n=== {label}: {group.name}: {' '.join(command[2:])}", flush=True)
    started = time.monotonic()
    status = subprocess.call(command, cwd=ROOT)
    outcome = Outcome(group.name, status, time.monotonic() - started)
    if report.exists():
        read_report(report, outcome)
    if status == 5 and outcome.tests == 0:  # nothing selected (e.g. -k matched no test of the group)
        outcome.status = 0
    return outcome


def read_report(path: Path, outcome: Outcome) -> None:
    root = ElementTree.parse(path).getroot()
    for suite in root.iter("testsuite"):
        outcome.tests += int(suite.get("tests", 0))
        outcome.failed += int(suite.get("failures", 0)) + int(suite.get("errors", 0))
        outcome.skipped += int(suite.get("skipped", 0))


def slowest(label: str, count: int = 15) -> list[tuple[float, str]]:
    """The ``count`` slowest tests of this run's groups (from their junit reports)."""
    times = []
    for path in ARTIFACTS.glob(f"junit-{label}-*.xml"):
        for case in ElementTree.parse(path).getroot().iter("testcase"):
            name = f"{case.get('classname', '').replace('.', '/')}.py::{case.get('name')}"
            times.append((float(case.get("time", 0)), name))
    return sorted(times, reverse=True)[:count]


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--db", action="store_true", help="only the tests that touch a database")
    parser.add_argument(
        "--fast", action="store_true", help="leave out the browser, servers and thorough tests"
    )
    parser.add_argument(
        "--label", default="", help="names the junit reports (default: sqlite or the database)"
    )
    parser.add_argument("extra", nargs="*", help="arguments for every pytest (after --)")
    args = parser.parse_args()
    database = "postgresql" if os.environ.get("DATABASE_URL", "").startswith("postgres") else "sqlite"
    label = args.label or ("fast" if args.fast else database)
    groups = GROUPS[:1] if args.fast else GROUPS
    # One run seed for every group (tests/seeds.py): printed, and HWATU_TEST_SEED=<n> runs it again.
    seed = os.environ.setdefault("HWATU_TEST_SEED", str(random.SystemRandom().randrange(10**6)))
    print(f"run seed {seed}: rerun this run's sweeps and examples with HWATU_TEST_SEED={seed}", flush=True)
    ARTIFACTS.mkdir(exist_ok=True)
    outcomes = [
        run_group(group, label, database_only=args.db, fast=args.fast, extra=args.extra) for group in groups
    ]
    what = "tests that touch a database" if args.db else "the quick loop" if args.fast else "all tests"
    print(f"\n=== {label}: {what} on {database}, run seed {seed}")
    print(f"{'group':<10}{'tests':>7}{'failed':>8}{'skipped':>9}{'seconds':>9}")
    for outcome in outcomes:
        print(
            f"{outcome.group:<10}{outcome.tests:>7}{outcome.failed:>8}{outcome.skipped:>9}"
            f"{outcome.seconds:>9.0f}{'' if outcome.status == 0 else '   FAILED'}"
        )
    print(
        f"{'total':<10}{sum(o.tests for o in outcomes):>7}{sum(o.failed for o in outcomes):>8}"
        f"{sum(o.skipped for o in outcomes):>9}{sum(o.seconds for o in outcomes):>9.0f}"
    )
    print("slowest tests:")
    for seconds, name in slowest(label):
        print(f"  {seconds:7.2f}s  {name}")
    return next((o.status for o in outcomes if o.status != 0), 0)


if __name__ == "__main__":
    sys.exit(main())
