"""Run the test suite in its groups and print what each did: tests, failures, time, the slowest tests.

    .venv/bin/python scripts/test_groups.py --lint         # every group and the lint (make test)
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
    tests that start gunicorn, uvicorn, search workers or a Redis server of their own (each xdist
    worker its own, on free ports): kills, restarts, concurrent writers, real queues.

With ``HWATU_POSTGRES_URL`` set (``.ci/run`` starts a throw-away PostgreSQL with scripts/pg_test.sh
and sets it), every group runs on SQLite and then the tests that touch a database run again on that
PostgreSQL: the unit and browser groups one after another on both cores, then the servers groups of
both databases side by side (their tests mostly wait for processes), and with ``--lint`` ruff and mypy
beside them.

Every group runs even when an earlier one failed; the exit status is that of the first failure.
Each group's output goes to the terminal (to ``test-artifacts/<label>-<group>.log`` first when it runs
beside another), its junit report to ``test-artifacts/junit-<label>-<group>.xml``.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
import xml.etree.ElementTree as ElementTree
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
PYTEST = [sys.executable, "-m", "pytest"]
POSTGRES_VARIABLE = "HWATU_POSTGRES_URL"


@dataclass(frozen=True)
class Group:
    name: str
    markers: str
    parallel: bool
    #: Where its tests live: the others are not even collected (collecting costs seconds a process).
    paths: tuple[str, ...] = ("tests",)
    ignore: tuple[str, ...] = ()
    #: A command of its own instead of pytest (the lint).
    own_command: tuple[str, ...] = ()
    #: How xdist hands out the tests: ``load`` deals the first ones round the workers (the long browser
    #: tests come first: tests/browser/conftest.py), ``worksteal`` lets an idle worker take half of
    #: another's queue (many short tests).
    dist: str = "worksteal"


UNIT = Group("unit", "not browser and not server and not worker", parallel=True, ignore=("tests/browser",))
BROWSER = Group("browser", "browser", parallel=True, paths=("tests/browser",), dist="load")
SERVERS = Group("servers", "(server or worker) and not browser", parallel=True, ignore=("tests/browser",))
#: ruff and mypy (make lint), beside the servers groups, whose tests leave a core mostly idle.
LINT = Group("lint", "", parallel=False, own_command=("make", "--no-print-directory", "lint"))


@dataclass
class Run:
    """One group on one database."""

    group: Group
    label: str
    env: dict[str, str]
    database_only: bool = False
    fast: bool = False
    extra: list[str] = field(default_factory=list)
    status: int = 0
    seconds: float = 0.0
    tests: int = 0
    failed: int = 0
    skipped: int = 0

    @property
    def name(self) -> str:
        return f"{self.label}-{self.group.name}" if self.label else self.group.name

    @property
    def report(self) -> Path:
        return ARTIFACTS / f"junit-{self.name}.xml"

    def selection(self) -> str:
        parts = [f"({self.group.markers})", "not slow"]
        if self.database_only:
            parts.append("db")
        if self.fast:
            parts.append("not thorough")
        return " and ".join(parts)

    def command(self) -> list[str]:
        if self.group.own_command:
            return list(self.group.own_command)
        command = [*PYTEST, "-m", self.selection(), f"--junitxml={self.report}", *self.group.paths]
        command += [f"--ignore={path}" for path in self.group.ignore]
        if self.group.parallel:
            command += ["-n", os.environ.get("TEST_PROCESSES", "2"), "--dist", self.group.dist]
        return command + self.extra

    def execute(self, *, quiet: bool = False) -> Run:
        """Run the group (its output to a log file when ``quiet``), then read its report."""
        self.report.unlink(missing_ok=True)
        shown = self.command() if self.group.own_command else self.command()[2:]
        header = f"\n=== {self.name}: {' '.join(shown)}"
        started = time.monotonic()
        if quiet:
            log = ARTIFACTS / f"{self.name}.log"
            with open(log, "w") as out:
                out.write(header.lstrip() + "\n")
                out.flush()
                self.status = subprocess.call(self.command(), cwd=ROOT, env=self.env, stdout=out, stderr=out)
        else:
            print(header, flush=True)
            self.status = subprocess.call(self.command(), cwd=ROOT, env=self.env)
        self.seconds = time.monotonic() - started
        if self.report.exists():
            self.read_report()
        if self.status == 5 and self.tests == 0:  # nothing selected (e.g. -k matched no test here)
            self.status = 0
        return self

    def read_report(self) -> None:
        root = ElementTree.parse(self.report).getroot()
        for suite in root.iter("testsuite"):
            self.tests += int(suite.get("tests", 0))
            self.failed += int(suite.get("failures", 0)) + int(suite.get("errors", 0))
            self.skipped += int(suite.get("skipped", 0))


def side_by_side(runs: list[Run]) -> None:
    """Run groups at the same time, then show their output one after another."""
    with ThreadPoolExecutor(max_workers=len(runs)) as pool:
        list(pool.map(lambda run: run.execute(quiet=True), runs))
    for run in runs:
        print((ARTIFACTS / f"{run.name}.log").read_text(errors="replace"), end="", flush=True)


def slowest(runs: list[Run], count: int = 15) -> list[tuple[float, str]]:
    """The ``count`` slowest tests of these runs (from their junit reports)."""
    times = []
    for run in runs:
        if not run.report.exists():
            continue
        for case in ElementTree.parse(run.report).getroot().iter("testcase"):
            name = f"{case.get('classname', '').replace('.', '/')}.py::{case.get('name')}"
            times.append((float(case.get("time", 0)), f"{name} ({run.label})"))
    return sorted(times, reverse=True)[:count]


def summary(runs: list[Run], seed: str, started: float) -> None:
    print(f"\n=== test groups, run seed {seed} (HWATU_TEST_SEED={seed} runs them again)")
    print(f"{'group':<22}{'tests':>7}{'failed':>8}{'skipped':>9}{'seconds':>9}")
    for run in runs:
        mark = "" if run.status == 0 else "   FAILED"
        print(f"{run.name:<22}{run.tests:>7}{run.failed:>8}{run.skipped:>9}{run.seconds:>9.0f}{mark}")
    print(
        f"{'all (wall clock)':<22}{sum(r.tests for r in runs):>7}{sum(r.failed for r in runs):>8}"
        f"{sum(r.skipped for r in runs):>9}{time.monotonic() - started:>9.0f}"
    )
    print("slowest tests:")
    for seconds, name in slowest(runs):
        print(f"  {seconds:7.2f}s  {name}")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--db", action="store_true", help="only the tests that touch a database")
    parser.add_argument("--fast", action="store_true", help="the unit group without the thorough tests")
    parser.add_argument("--lint", action="store_true", help="make lint too, beside the servers groups")
    parser.add_argument("extra", nargs="*", help="arguments for every pytest (after --)")
    args = parser.parse_args()
    started = time.monotonic()
    ARTIFACTS.mkdir(exist_ok=True)
    # One run seed for every group (tests/seeds.py): printed, and HWATU_TEST_SEED=<n> runs it again.
    seed = os.environ.setdefault("HWATU_TEST_SEED", str(random.SystemRandom().randrange(10**6)))
    print(f"run seed {seed}: HWATU_TEST_SEED={seed} runs this run's sweeps and examples again", flush=True)
    env = dict(os.environ)
    # Let pytest keep its rewritten test modules and Python the compiled ones (some machines switch this
    # off): each of a run's dozen pytest processes would otherwise compile them all again, 5-7 s each.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    database = "postgresql" if env.get("DATABASE_URL", "").startswith("postgres") else "sqlite"
    common = {"database_only": args.db, "extra": args.extra}
    if args.fast:
        runs = [Run(UNIT, "fast", env, fast=True, **common)]
        for run in runs:
            run.execute()
        summary(runs, seed, started)
        return next((run.status for run in runs if run.status), 0)

    first = [Run(group, database, env, **common) for group in (UNIT, BROWSER, SERVERS)]
    again: list[Run] = []
    postgres = env.get(POSTGRES_VARIABLE, "")
    if postgres and database == "sqlite":
        pg_env = {**env, "DATABASE_URL": postgres}
        again = [
            Run(group, "postgresql", pg_env, database_only=True, extra=args.extra)
            for group in (UNIT, BROWSER, SERVERS)
        ]
    lint = [Run(LINT, "", env)] if args.lint else []
    for run in first[:2] + again[:2]:
        run.execute()
    last = [first[2], *again[2:], *lint]
    if len(last) > 1:
        side_by_side(last)
    else:
        last[0].execute()
    runs = first + again + lint
    summary(runs, seed, started)
    return next((run.status for run in runs if run.status), 0)


if __name__ == "__main__":
    sys.exit(main())
