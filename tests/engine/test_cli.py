"""The command line: score, replay, simulate and bench."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import main

GOLDEN = Path(__file__).parent / "golden"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_score_november_is_55(capsys):
    code, out, err = run(capsys, "score", "hato", "11a", "11b", "11c", "11d")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["total"] == 55
    assert {item["key"]: item["points"] for item in data["items"]}["full_month_11"] == 20
    assert set(data["items"][0]) == {"key", "name_ru", "name_en", "points", "cards"}
    assert data["items"][0]["cards"] == ["11a"]


def test_score_empty_pile(capsys):
    code, out, _ = run(capsys, "score", "hato")
    assert code == 0
    assert json.loads(out) == {"total": 0, "items": []}


def test_score_with_options_and_presets(capsys):
    plains = ["01c", "01d", "02c", "02d", "03c", "03d", "04c", "04d", "05c", "05d"]
    plains += ["06c", "06d", "07c", "07d", "08c", "08d", "09c"]
    code, out, _ = run(capsys, "score", "hato", "--option", "plain_bonus=on", *plains)
    assert code == 0 and json.loads(out)["total"] == 15
    code, out, _ = run(capsys, "score", "hato", "04b", "05b", "--preset", "min_hwatu", "07b", "11c")
    assert code == 0 and json.loads(out)["total"] == 20  # no bonus for plain red ribbons in Min-hwatu
    code, out, _ = run(capsys, "score", "hato", "04b", "05b", "07b", "11c")
    assert code == 0 and json.loads(out)["total"] == 60


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("score", "hato", "13a"), "unknown card code '13a'"),
        (("score", "hato", "11a", "11A"), "card 11a is given twice"),
        (("score", "hato", "--option", "freeze"), "not key=value"),
        (("score", "hato", "--option", "bogus=1", "01a"), "bad options"),
        (("score", "hato", "--option", "target=7", "01a"), "bad options"),
        (("score", "hato", "--preset", "nope", "01a"), "bad options"),
        (("score", "nogame", "01a"), "bad options"),
    ],
)
def test_score_refuses_bad_input_with_status_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert message in err


def test_score_works_for_koikoi_through_the_registry(capsys):
    code, out, _ = run(capsys, "score", "koikoi", "01a", "03a", "08a", "11a", "12a")
    assert code == 0
    assert json.loads(out)["total"] > 0


def test_replay_prints_the_game(capsys):
    path = GOLDEN / "hato_2p_redeal.json"
    code, out, _ = run(capsys, "replay", str(path), "--lang", "en")
    assert code == 0
    assert out == (GOLDEN / "hato_2p_redeal.en.txt").read_text(encoding="utf-8")
    code, out, _ = run(capsys, "replay", str(path))
    assert out == (GOLDEN / "hato_2p_redeal.ru.txt").read_text(encoding="utf-8")


def test_replay_refuses_missing_or_bad_files(capsys, tmp_path):
    code, _, err = run(capsys, "replay", str(tmp_path / "none.json"))
    assert code == 2 and "cannot read" in err
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    code, _, err = run(capsys, "replay", str(bad))
    assert code == 2 and "not a game record" in err
    illegal = tmp_path / "illegal.json"
    illegal.write_text(
        json.dumps({"game": "hato", "players": 2, "options": {}, "seed": 1, "moves": ["take:01a"]}),
        encoding="utf-8",
    )
    code, _, err = run(capsys, "replay", str(illegal))
    assert code == 2 and "illegal move" in err


def test_unknown_command(capsys):
    code, _, err = run(capsys, "frobnicate")
    assert code == 2 and "usage" in err


def test_simulate_delegates_to_the_bots_module(monkeypatch, capsys):
    import types

    seen = {}
    fake = types.ModuleType("engine.bots.simulate")
    fake.main = lambda argv: seen.setdefault("argv", argv) and 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "engine.bots.simulate", fake)
    assert main(["simulate", "--game", "hato"]) == 0
    assert seen["argv"] == ["--game", "hato"]


def test_simulate_without_the_bots_module(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "engine.bots.simulate", None)
    code, _, err = run(capsys, "simulate")
    assert code == 2 and "simulate is not available" in err


def test_bench_runs_briefly(capsys):
    code, out, _ = run(capsys, "bench", "--seconds", "0.05", "--positions", "1")
    assert code == 0
    assert "hato (2 players):" in out and "hato (4 players):" in out
    assert "deals/s" in out
    assert "through the protocol" in out and "playouts/s" in out


def test_bench_searches_on_the_settings_before_issue_18(capsys):
    code, out, _ = run(
        capsys, "bench", "--seconds", "0.01", "--positions", "1", "--before", "--only", "nylon"
    )
    assert code == 0
    block = out.split("search on the settings before issue 18", 1)[1]
    assert "nylon (2 players):" in block and "playouts/s" in block


def test_the_before_settings_search_the_same_playouts_as_named():
    """``BEFORE_SETTINGS`` spell out every setting that changed since: a bot built from them plays
    the old level's search whatever the game's own settings now say."""
    from engine.bench import search_case

    before = search_case("koikoi", 2, 1, before=True)
    now = search_case("koikoi", 2, 1)
    # Halving over 800 whole playouts then, over 640 cut-off ones now (each a little under its
    # budget: the rounds divide it among the moves left).
    assert 760 <= before["playouts"] <= 800 and 600 <= now["playouts"] <= 640


def test_bench_playouts_script_measures_another_tree():
    script = Path(__file__).resolve().parents[2] / "scripts" / "bench_playouts.py"
    tree = script.parent.parent
    done = subprocess.run(
        [
            sys.executable,
            str(script),
            "--tree",
            str(tree),
            "--positions",
            "1",
            "--repeat",
            "1",
            "--only",
            "nylon",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert f"engine of {tree}" in done.stdout and "nylon (2 players):" in done.stdout


def test_python_dash_m_engine():
    done = subprocess.run(
        [sys.executable, "-m", "engine", "score", "hato", "11a", "11b", "11c", "11d"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["total"] == 55
    done = subprocess.run(
        [sys.executable, "-m", "engine", "score", "hato", "xx"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2 and "unknown card code" in done.stderr
