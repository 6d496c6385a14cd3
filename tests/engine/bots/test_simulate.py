import json

import pytest

from engine.bots.simulate import main, parse_bot, run, seating

FAST = ["strong:iterations=8:time_limit=none", "greedy:samples=1"]


def test_json_output_shape(capsys):
    code = main(["--game", "bots_toy", "--bots", ",".join(FAST), "--games", "6", "--seed", "3", "--json"])
    assert code == 0
    out = capsys.readouterr().out
    data = json.loads(out)  # exactly one object
    assert data["games"] == 6 and data["seconds"] >= 0
    assert [p["bot"] for p in data["players"]] == FAST
    for p in data["players"]:
        assert {"bot", "wins", "draws", "mean_score", "ms_per_move_median", "ms_per_move_max"} <= set(p)
        assert p["ms_per_move_median"] <= p["ms_per_move_max"]
    assert sum(p["wins"] for p in data["players"]) + max(p["draws"] for p in data["players"]) <= 6


def test_text_output_names_every_bot(capsys):
    assert (
        main(["--game", "bots_toy", "--players", "3", "--bots", "greedy,random,random", "--games", "6"]) == 0
    )
    out = capsys.readouterr().out
    # Two tables, each naming every bot: results, then points per deal, stops and times.
    assert "games/s" in out and out.count("random") == 4 and out.count("greedy") == 2
    assert "points per deal" in out and "p95" in out


def test_same_seed_same_result_whatever_the_jobs():
    def strip(summary):
        return [(p["wins"], p["draws"], p["mean_score"]) for p in summary["players"]]

    first = run(game="bots_toy", players=2, bots=FAST, games=8, seed=5)
    again = run(game="bots_toy", players=2, bots=FAST, games=8, seed=5)
    parallel = run(game="bots_toy", players=2, bots=FAST, games=8, seed=5, jobs=2)
    assert strip(first) == strip(again) == strip(parallel)
    other = run(game="bots_toy", players=2, bots=FAST, games=8, seed=6)
    assert strip(other) != strip(first)


def test_seats_rotate_evenly():
    seats = [seating(3, i) for i in range(6)]
    assert len(set(seats)) == 6
    for seat in range(3):
        assert sorted(order[seat] for order in seats) == [0, 0, 1, 1, 2, 2]


def test_greedy_beats_random_on_the_toy():
    summary = run(game="bots_toy", players=2, bots=["greedy", "random"], games=60, seed=1)
    greedy, rand = summary["players"]
    assert greedy["wins"] > rand["wins"] and greedy["mean_score"] > rand["mean_score"]


@pytest.mark.parametrize(
    "argv",
    [
        ["--game", "nope", "--bots", "random,random"],
        ["--game", "bots_toy", "--bots", "random,wizard"],
        ["--game", "bots_toy", "--players", "3", "--bots", "random,random"],
        ["--game", "bots_toy", "--bots", "random,random", "--option", "colour=red"],
        ["--game", "bots_toy", "--bots", "strong:iterations", "--games", "1"],
    ],
)
def test_bad_arguments_give_a_clear_error(argv, capsys):
    assert main(argv) == 2
    assert "error:" in capsys.readouterr().err


def test_parse_bot_budget():
    assert parse_bot("strong:iterations=50:time_limit=0.2") == (
        "strong",
        {"iterations": 50, "time_limit": 0.2},
    )


def test_max_seconds_reports_the_games_played_so_far():
    summary = run(game="bots_toy", players=2, bots=["greedy", "random"], games=10**6, seed=2, max_seconds=0.2)
    assert summary.get("stopped_early") and 0 < summary["games"] < 10**6
    full = run(game="bots_toy", players=2, bots=["greedy", "random"], games=summary["games"], seed=2)
    assert [p["wins"] for p in full["players"]] == [p["wins"] for p in summary["players"]]


def test_intervals_in_the_summary():
    from engine.bots.simulate import mean_ci, wilson

    lo, hi = wilson(62, 100)
    assert lo == pytest.approx(0.5221, abs=1e-3) and hi == pytest.approx(0.7087, abs=1e-3)
    assert wilson(0, 0) is None
    assert mean_ci([1.0, 1.0, 1.0]) == 0.0 and mean_ci([0.0, 2.0]) == pytest.approx(1.96, rel=1e-3)
    summary = run(game="bots_toy", players=2, bots=["greedy", "random"], games=20, seed=3)
    first, second = summary["players"]
    assert "first_lead" not in first
    assert second["first_lead"] == pytest.approx(first["mean_score"] - second["mean_score"], abs=2e-3)
    assert first["cpu_ms_per_move_max"] >= first["cpu_ms_per_move_median"] >= 0


def test_koikoi_matches_report_points_per_deal_and_koikoi_calls():
    summary = run(game="koikoi", players=2, bots=["greedy", "random"], games=4, seed=3, matches=True)
    assert summary["deals"] == 4 * 12
    greedy, rand = summary["players"]
    for p in (greedy, rand):
        assert p["points_per_deal"] == pytest.approx(p["mean_score"] / 12, abs=1e-3)
        assert 0 <= p["went_on_won"] <= p["went_on"] <= p["stop_decisions"]
        assert p["cpu_ms_per_move_median"] <= p["cpu_ms_per_move_p95"] <= p["cpu_ms_per_move_max"]
    assert greedy["stop_decisions"] + rand["stop_decisions"] > 0
    lead = greedy["points_per_deal"] - rand["points_per_deal"]
    assert rand["first_lead_per_deal"] == pytest.approx(lead, abs=2e-3)


def test_every_seating_plays_the_same_deal():
    """With two bots games 0 and 1 are the same deal with the seats swapped: greedy against itself
    then scores the same whichever slot sits where."""
    one = run(game="koikoi", players=2, bots=["greedy", "greedy"], games=2, seed=4)
    assert one["players"][0]["mean_score"] == one["players"][1]["mean_score"]
    assert one["players"][1]["first_lead_per_deal"] == 0.0
