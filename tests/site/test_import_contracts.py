"""The import contracts (pyproject.toml, ``[tool.importlinter]``) are there, checked by ``make lint``,
and kept: the layers from the wiring down to the engine, the apps independent of each other."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APPS = ("learn", "play", "tables", "fortune", "reference")


def contracts() -> dict[str, dict]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    return {contract["type"] + ":" + contract["name"]: contract for contract in config["contracts"]}


def test_the_layers_run_from_the_wiring_to_the_engine_with_independent_apps():
    layers = next(c["layers"] for c in contracts().values() if c["type"] == "layers")
    assert layers[0] == "hwatu_site" and layers[-3:] == ["room", "frame", "engine"]
    assert set(layers[1].replace(" ", "").split("|")) == set(APPS)
    kinds = sorted(c["type"] for c in contracts().values())
    assert kinds == ["forbidden", "forbidden", "forbidden", "layers", "protected"]


def test_make_lint_checks_the_contracts():
    lint = (ROOT / "Makefile").read_text(encoding="utf-8").split("\nlint:", 1)[1].split("\n\n", 1)[0]
    assert "lint-imports" in lint


def test_every_contract_is_kept():
    linter = Path(sys.executable).parent / "lint-imports"
    done = subprocess.run([str(linter)], cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout[-3000:]
    assert f"Contracts: {len(contracts())} kept, 0 broken." in done.stdout
