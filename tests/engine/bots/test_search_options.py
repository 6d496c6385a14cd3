"""The search options of the strong level: per-game defaults, utilities, flat paired search,
finishing playouts, the CPU clock, and the cached evaluation hooks."""

import random

import pytest

from engine.bots import ISMCTSBot, make_bot
from engine.bots.hooks import evaluation_for
from engine.bots.mcts import _win_shares
from engine.game import get_game
from tests.engine.bots.helpers import make_game, positions, real_games


@pytest.mark.parametrize(("key", "players"), real_games())
def test_each_game_settings_apply_to_their_game(key, players):
    game = get_game(key, players=players)
    for level in ("strong", "medium"):
        bot = make_bot(level)
        variant = bot.for_game(game)
        params = game.search_params(level)
        for name, value in params.items():
            assert variant.settings()[name] == value
        if not params:
            assert variant is bot


def test_game_settings_differ_by_game_and_player_count():
    strong = make_bot("strong")
    assert strong.for_game(get_game("koikoi")).search_mode == "halving"
    assert strong.for_game(get_game("koikoi")).iterations == 640
    for level in ("strong", "medium"):
        for key, players in real_games():
            bot = make_bot(level).for_game(get_game(key, players=players))
            assert (bot.utility, bot.horizon) == ("objective", "deal")
    assert strong.for_game(get_game("nylon")).playout_depth == 2
    assert strong.for_game(get_game("aigoma")).playout_depth == 6


@pytest.mark.parametrize(("key", "players"), real_games())
def test_keywords_win_over_per_game_defaults(key, players):
    bot = make_bot("strong", utility="points", iterations=9)
    variant = bot.for_game(get_game(key, players=players))
    assert variant.utility == "points" and variant.iterations == 9


def test_bad_settings_are_refused():
    for bad in ({"clock": "sundial"}, {"search": "deep"}, {"utility": "glory"}):
        with pytest.raises(ValueError):
            ISMCTSBot(**bad)


def test_win_shares():
    assert _win_shares((0.5, -0.5), 0.1) == (1.05, -0.05)
    assert _win_shares((0.0, 0.0), 0.0) == (0.5, 0.5)
    assert _win_shares((1.0, 1.0, -2.0), 0.0) == (0.5, 0.5, 0.0)


@pytest.mark.parametrize("utility", ["objective", "points", "wins", "mixed", "score"])
@pytest.mark.parametrize("search", ["tree", "flat"])
def test_every_search_ranks_every_move_deterministically(utility, search):
    game = make_game("bots_toy", 3)
    bot = make_bot("strong", iterations=30, time_limit=None, utility=utility, search=search)
    for state in positions(game, 4, seed=23):
        obs = state.observe(state.current_player)
        ranked = bot.rank(obs, random.Random(4))
        assert {r.move for r in ranked} == set(obs.legal_moves)
        assert ranked == bot.rank(obs, random.Random(4))
        if search == "flat":  # paired samples: every move is played out in the same worlds
            assert len({r.visits for r in ranked}) == 1
            assert [r.value for r in ranked] == sorted((r.value for r in ranked), reverse=True)


def test_score_utility_values_are_points_taken_home():
    game = make_game("hato", 3)
    bot = make_bot("strong", iterations=12, time_limit=None, utility="score", search="flat")
    state = positions(game, 1, seed=29)[0]
    ranked = bot.rank(state.observe(state.current_player), random.Random(1))
    # Raw deal points (0 to a few hundred), not returns (a fraction around zero).
    assert all(0 <= r.value <= 400 for r in ranked) and max(r.value for r in ranked) > 1


def test_cpu_clock_caps_the_search():
    game = make_game("bots_toy", 2)
    obs = game.new_state(4).observe(0)
    for search in ("tree", "flat"):
        bot = make_bot("strong", iterations=10**7, time_limit=0.03, clock="cpu", search=search)
        ranked = bot.rank(obs, random.Random(1))
        assert len(ranked) == len(obs.legal_moves)
        assert sum(r.visits for r in ranked) < 10**7


def test_finishing_playout_takes_the_winning_stop():
    game = make_game("koikoi", 2)
    evaluate = evaluation_for(game)
    bot = make_bot("strong", playout_finish=True, candidates=2)
    found = 0
    for seed in range(40):
        state = game.new_state(seed)
        rng = random.Random(seed)
        while not state.is_over:
            if state.phase == "decide" and state.scores == (0, 0):
                seat = state.current_player
                end, values = bot._playout(state, random.Random(1).random, evaluate)
                assert (
                    end.is_over and end.moves[-1].action == "stop" and len(end.moves) == len(state.moves) + 1
                )
                assert values[seat] > 0
                found += 1
                break
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
        if found >= 3:
            break
    assert found >= 3


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", [{}, {"target": 1000}])
def test_hato_cached_evaluation_is_the_returns(players, options):
    game = get_game("hato", players=players, options=options)
    evaluate = evaluation_for(game)
    for state in positions(game, 30, seed=31):
        for seat in range(players):
            assert evaluate(state, seat) == pytest.approx(state.returns()[seat], abs=1e-12)


def test_per_game_entry_for_a_player_count_goes_over_the_game_entry():
    bot = ISMCTSBot(
        utility="points",
        per_game={"aigoma": {"utility": "score", "iterations": 5}, "aigoma/2": {"utility": "wins"}},
    )
    two, three = get_game("aigoma", players=2), get_game("aigoma", players=3)
    assert bot.for_game(two).utility == "wins" and bot.for_game(two).iterations == 5
    assert bot.for_game(three).utility == "score" and bot.for_game(three).iterations == 5
    assert bot.for_game(three) is bot.for_game(three)


def test_playout_finish_values():
    assert ISMCTSBot(playout_finish=True).playout_finish == "all"
    assert ISMCTSBot(playout_finish="self").playout_finish == "self"
    assert ISMCTSBot(playout_finish=False).playout_finish is None
    with pytest.raises(ValueError, match="playout_finish"):
        ISMCTSBot(playout_finish="sometimes")


def test_self_finish_stops_for_the_searching_seat_only():
    game = make_game("koikoi", 2)
    evaluate = evaluation_for(game)
    bot = ISMCTSBot(playout="greedy", playout_finish="self", candidates=2)
    checked = 0
    for seed in range(60):
        state = game.new_state(seed)
        rng = random.Random(seed)
        while not state.is_over:
            if state.phase == "decide" and state.scores == (0, 0):
                seat = state.current_player
                end, _values = bot._playout(state, random.Random(1).random, evaluate, seat)
                assert end.moves[len(state.moves)].action == "stop"
                other, _values = bot._playout(state, random.Random(1).random, evaluate, 1 - seat)
                plain_bot = ISMCTSBot(playout="greedy", candidates=2)
                plain, _values = plain_bot._playout(state, random.Random(1).random, evaluate)
                assert other.moves == plain.moves  # the other seat plays the plain greedy way
                checked += 1
                break
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
        if checked >= 3:
            break
    assert checked >= 3


def test_halving_gives_the_contenders_the_most_samples():
    game = make_game("koikoi", 2)
    bot = make_bot("strong", iterations=64, time_limit=None)  # Koi-Koi's default: halving
    assert bot.for_game(game).search_mode == "halving"
    for state in positions(game, 12, seed=37):
        if state.phase != "play" or len(state.legal_moves()) < 4:
            continue
        ranked = bot.rank(state.observe(state.current_player), random.Random(2))
        visits = [r.visits for r in ranked]
        assert visits == sorted(visits, reverse=True) and visits[0] > visits[-1] >= 2
        assert ranked == bot.rank(state.observe(state.current_player), random.Random(2))
        break
    else:
        pytest.fail("no position with four moves")


def test_the_objective_is_what_decides_each_game():
    """Two-player «Хато»: the difference (the returns); three or four: each seat's own points
    taken home, whoever else scores; Koi-Koi and Nylon-ppong: the returns (the match points)."""
    for key, players in (("koikoi", 2), ("nylon", 2), ("hato", 2)):
        game = get_game(key, players=players)
        state = positions(game, 1, seed=5)[0]
        assert game.objective(state, state.returns()) == state.returns()
    game = get_game("hato", players=3)
    for state in positions(game, 5, seed=7):
        assert game.objective(state, state.returns()) == game.running_scores(state)


def test_aigoma_losers_prefer_fewer_cards_left():
    game = get_game("aigoma", players=3)
    state = game.new_state(2)
    rng = random.Random(2)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_moves()))
    values = state.returns()
    objective = game.objective(state, values)
    left = state.history[-1]["left"]
    for seat in range(3):
        assert objective[seat] == pytest.approx(values[seat] - 0.01 * left[seat])
    assert max(range(3), key=objective.__getitem__) == state.result().winners[0]


def test_a_playout_ends_with_the_deal_in_play():
    """In a twelve-deal Koi-Koi match a playout stops where the deal in play ends, and the match is
    valued as it then stands (the score difference); ``horizon="game"`` plays the match out."""
    game = get_game("koikoi", options={"rounds": 12})
    evaluate = evaluation_for(game)
    state = game.new_state(3)
    for horizon in ("deal", "game"):
        bot = make_bot("strong", horizon=horizon, playout_depth=0).for_game(game)  # whole playouts
        end, values = bot._playout(state, random.Random(1).random, evaluate, 0)
        if horizon == "deal":
            assert game.deals_done(end) == 1 and not end.is_over
            assert values == end.returns() and values[0] == (end.scores[0] - end.scores[1]) / 30
        else:
            assert end.is_over and game.deals_done(end) == 12


def test_koikoi_deal_outcome_reads_each_deal_of_a_match():
    game = get_game("koikoi", options={"rounds": 3})
    start = state = game.new_state(4)
    rng = random.Random(4)
    while game.deal_outcome(start, state, 0) is None:
        state = state.apply(rng.choice(state.legal_moves()))
    record = state.history[0]
    for seat in (0, 1):
        outcome = game.deal_outcome(start, state, seat)
        assert outcome is not None
        assert outcome.points == (record["points"] if record["scorer"] == seat else 0)
        assert outcome.best == (record["scorer"] == seat and record["points"] > 0)
