"""How a puzzle is recognised (``room.puzzle_search``): one move clearly best, beyond the noise and on
the tutor's scale, and the same at a deeper analysis; themes from the position and the reason."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine.bots import RankedMove
from engine.game import Move
from engine.replay import GameRecord
from room import puzzle_search

A, B, C = (Move("lay", (i,)) for i in range(3))


def test_a_clear_margin_beyond_the_noise_makes_a_puzzle():
    ranking = [RankedMove(A, 0.50, 400, 0.0), RankedMove(B, 0.20, 400, 0.02), RankedMove(C, 0.0, 400, 0.02)]
    assert puzzle_search.clear_best(ranking, flat_spread=0.02)


def test_a_margin_within_four_standard_errors_does_not():
    ranking = [RankedMove(A, 0.50, 400, 0.0), RankedMove(B, 0.40, 400, 0.03), RankedMove(C, 0.0, 400, 0.02)]
    assert not puzzle_search.clear_best(ranking, flat_spread=0.02)


def test_a_second_move_the_tutor_calls_good_does_not():
    # Far beyond the noise, but within the good line of a wide position: two good answers.
    ranking = [RankedMove(A, 1.00, 400, 0.0), RankedMove(B, 0.95, 400, 0.001), RankedMove(C, 0.0, 400, 0.01)]
    assert not puzzle_search.clear_best(ranking, flat_spread=0.02)


@given(st.lists(st.floats(min_value=-3, max_value=3, allow_nan=False), min_size=1, max_size=1))
def test_one_legal_move_is_never_a_puzzle(values):
    assert not puzzle_search.clear_best([RankedMove(A, values[0], 10, 0.0)], flat_spread=0.02)


def test_self_play_yields_positions_from_the_movers_seat_and_is_repeatable():
    game = GameRecord("koikoi", 2, {}, 0, ()).make_game()
    first = [(c.moves, c.seat) for c in puzzle_search.self_play(game, 11, level="greedy")]
    again = [(c.moves, c.seat) for c in puzzle_search.self_play(game, 11, level="greedy")]
    assert first == again and first
    for candidate in puzzle_search.self_play(game, 11, level="greedy"):
        assert candidate.state.current_player == candidate.seat
        assert len(candidate.state.legal_moves()) > 1


def test_a_stop_decision_is_its_own_theme():
    game = GameRecord("koikoi", 2, {}, 0, ()).make_game()

    class Obs:
        legal_moves = (Move("stop"), Move("koikoi"))

    assert puzzle_search.theme_of(game, Obs(), Move("stop"), []) == "stop"  # type: ignore[arg-type]
    assert puzzle_search.theme_of(game, Obs(), Move("stop"), [{"fact": "completes"}]) == "stop"  # type: ignore[arg-type]


def test_themes_from_the_reason():
    game = GameRecord("hato", 2, {}, 0, ()).make_game()

    class Obs:
        legal_moves = (A, B)

    obs = Obs()
    assert puzzle_search.theme_of(game, obs, A, [{"fact": "completes"}]) == "combination"  # type: ignore[arg-type]
    assert puzzle_search.theme_of(game, obs, A, [{"fact": "denies"}]) == "deny"  # type: ignore[arg-type]
    assert puzzle_search.theme_of(game, obs, A, [{"fact": "takes", "best": ["01a"]}]) == "bright"  # type: ignore[arg-type]
    assert puzzle_search.theme_of(game, obs, A, [{"fact": "takes", "best": ["01c"]}]) == "capture"  # type: ignore[arg-type]
    assert puzzle_search.theme_of(game, obs, A, []) == "plan"  # type: ignore[arg-type]
    assert puzzle_search.theme_of(game, obs, A, [{"fact": "penalty"}]) == "shed"  # type: ignore[arg-type]
    assert puzzle_search.theme_of(game, obs, Move("ppong", (0, 1, 2)), []) == "ppong"  # type: ignore[arg-type]
    assert puzzle_search.theme_of(game, obs, Move("declare", (0,)), []) == "combination"  # type: ignore[arg-type]
