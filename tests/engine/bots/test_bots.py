import math
import random
import time

import pytest

from engine.bots import BOTS, LEVELS, ISMCTSBot, RankedMove, make_bot
from engine.bots.mcts import ROBUST_SHARE
from engine.game import Move
from tests.engine.bots.helpers import GAME_CASES, SMALL, make_game, positions
from tests.engine.bots.toygame import ToyState

CASES = [pytest.param(key, n, id=f"{key}-{n}") for key, n in GAME_CASES]


def test_registry_has_every_level():
    assert set(LEVELS) == set(BOTS) == {"random", "greedy", "medium", "strong"}
    for name in LEVELS:
        assert make_bot(name).name == name


def test_unknown_bot_is_refused():
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("grandmaster")


def test_budget_keywords_override_defaults():
    bot = make_bot("strong", iterations=7, time_limit=None)
    assert isinstance(bot, ISMCTSBot)
    assert (bot.iterations, bot.time_limit) == (7, None)


#: 2-player Aigoma-koppai deals every card: what a seat cannot see is exactly the other hand, so no
#: two states with the same observation differ there.
PEEK_CASES = [case for case in CASES if tuple(case.values) != ("aigoma", 2)]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("key", "players"), PEEK_CASES)
def test_bot_cannot_peek(key, players, level):
    """Same observation, different hidden cards: the same move for the same seed."""
    game = make_game(key, players)
    bot = make_bot(level, **SMALL[level])
    checked = 0
    for state in positions(game, 40, seed=7):
        seat = state.current_player
        obs = state.observe(seat)
        if len(obs.legal_moves) < 2 or not obs.unseen():
            continue
        other = None
        for k in range(20):
            candidate = game.determinize(obs, random.Random(k))
            if hidden(candidate, seat) != hidden(state, seat):
                other = candidate
                break
        if other is None:
            continue  # nothing hidden can differ here (e.g. 2-player Aigoma: the rest is the other hand)
        other_obs = other.observe(seat)
        assert other_obs.hand == obs.hand and other_obs.table == obs.table
        assert other_obs.captured == obs.captured and other_obs.legal_moves == obs.legal_moves
        assert bot.choose(obs, random.Random(5)) == bot.choose(other_obs, random.Random(5))
        checked += 1
        if checked >= 4:
            break
    assert checked >= 2


def hidden(state, seat):
    """What ``seat`` cannot see in a full state: the other seats' hands."""
    return [sorted(state.observe(s).hand) for s in range(state.game.players) if s != seat]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("key", "players"), CASES)
def test_every_bot_returns_a_legal_move(key, players, level):
    game = make_game(key, players)
    bot = make_bot(level, **SMALL[level])
    count = {"random": 200, "greedy": 100}.get(level, 25)
    rng = random.Random(3)
    for state in positions(game, count, seed=11):
        obs = state.observe(state.current_player)
        move = bot.choose(obs, rng)
        assert move in obs.legal_moves
        state.apply(move)  # the engine accepts it


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("key", "players"), CASES)
def test_rank_covers_every_legal_move(key, players, level):
    game = make_game(key, players)
    bot = make_bot(level, **SMALL[level])
    for state in positions(game, 8, seed=13):
        obs = state.observe(state.current_player)
        ranked = bot.rank(obs, random.Random(1))
        assert all(isinstance(r, RankedMove) for r in ranked)
        assert sorted(r.move.code for r in ranked) == sorted(m.code for m in obs.legal_moves)
        assert all(math.isfinite(r.value) for r in ranked)
        if level in ("medium", "strong"):
            assert all(r.visits >= 2 for r in ranked)
            assert_search_order(ranked, tree=bot.for_game(game).search_mode == "tree")
        else:
            assert [r.value for r in ranked] == sorted((r.value for r in ranked), reverse=True)
        assert bot.choose(obs, random.Random(1)) == ranked[0].move


def assert_search_order(ranked: list[RankedMove], *, tree: bool) -> None:
    """The order ``ISMCTSBot.rank`` documents: the tree's well-visited moves (``ROBUST_SHARE`` of
    the most visits) by value, then the rest by visits; the flat searches by visits, then value."""
    if not tree:
        assert [(-r.visits, -r.value) for r in ranked] == sorted((-r.visits, -r.value) for r in ranked)
        return
    solid = ROBUST_SHARE * max(r.visits for r in ranked)
    well = [r for r in ranked if r.visits >= solid]
    assert ranked[: len(well)] == well and [r.value for r in well] == sorted(
        (r.value for r in well), reverse=True
    )
    rest = [r.visits for r in ranked[len(well) :]]
    assert rest == sorted(rest, reverse=True)


def test_the_tree_ranks_equally_visited_moves_by_value_and_a_sooner_win_first():
    """The issue's tie: every lead of a hand of three irises wins, but only all three at once wins
    now. The discount makes the sooner win worth more, and the value, not UCB's order of trying,
    decides among moves visited about as often."""
    game = make_game("aigoma", 2)
    state = game.position(hands=[["05a", "05b", "05c"], ["01c", "03c", "07c", "09c"]])
    ranked = make_bot("strong", time_limit=None).rank(state.observe(0), random.Random(0), game=game)
    assert ranked[0].move == Move.parse("lead:05a.05b.05c") and ranked[0].value == 1.0
    assert all(r.value < 1.0 for r in ranked[1:])
    assert_search_order(ranked, tree=True)


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_move(level):
    game = make_game("bots_toy", 2)
    bot = make_bot(level, **SMALL[level])
    for state in positions(game, 20, seed=17):
        obs = state.observe(state.current_player)
        assert bot.choose(obs, random.Random(9)) == bot.choose(obs, random.Random(9))


def test_bot_refuses_an_observation_without_a_turn():
    game = make_game("bots_toy", 2)
    state = game.new_state(1)
    obs = state.observe(1 - state.current_player)
    with pytest.raises(ValueError, match="turn"):
        make_bot("greedy").choose(obs, random.Random(1))


def toy_position(hand, table, deck, captured=((), ())):
    """A toy state where seat 0 is to move with exactly these cards."""
    game = make_game("bots_toy", 2)
    used = set(hand) | set(table) | set(deck) | {c for p in captured for c in p}
    rest = [c for c in range(16) if c not in used]
    n = len(hand)
    return ToyState(
        game,
        0,
        [list(hand), rest[:n]],
        list(table),
        list(deck) + rest[n:],
        [list(p) for p in captured],
        0,
        (),
        [],
        None,
        [],
    )


def test_greedy_takes_the_valuable_capture():
    # Hand: 0 (01a crane, 20) and 5 (02b ribbon, 5). Table: 1 (01b ribbon) and 6 (02c plain).
    state = toy_position(hand=(0, 5), table=(1, 6), deck=())
    ranked = make_bot("greedy").rank(state.observe(0), random.Random(1))
    assert ranked[0].move == Move("play", (0, 1))


def test_strong_takes_the_valuable_capture():
    state = toy_position(hand=(0, 5), table=(1, 6), deck=())
    bot = make_bot("strong", iterations=200, time_limit=None)
    assert bot.choose(state.observe(0), random.Random(1)) == Move("play", (0, 1))


def test_time_limit_caps_the_search():
    game = make_game("bots_toy", 2)
    obs = game.new_state(4).observe(0)
    bot = make_bot("strong", iterations=10**7, time_limit=0.05)
    start = time.perf_counter()
    ranked = bot.rank(obs, random.Random(1))
    assert time.perf_counter() - start < 1.0
    assert len(ranked) == len(obs.legal_moves)


def test_stop_decision_is_ranked_like_any_move():
    # Seat 0 has 20 points in its pile and must choose stop or koi-koi; stopping banks the points.
    state = toy_position(hand=(8,), table=(13,), deck=(12, 4), captured=((0, 1), (2, 3)))
    state.pending = 0
    obs = state.observe(0)
    assert set(obs.legal_moves) == {Move("stop"), Move("koikoi")}
    for level in ("greedy", "strong"):
        ranked = make_bot(level, **SMALL[level]).rank(obs, random.Random(2))
        assert {r.move for r in ranked} == {Move("stop"), Move("koikoi")}


def test_win_utility_ranks_every_move():
    game = make_game("bots_toy", 3)
    bot = make_bot("strong", iterations=30, time_limit=None, utility="wins")
    for state in positions(game, 5, seed=19):
        obs = state.observe(state.current_player)
        ranked = bot.rank(obs, random.Random(1))
        assert {r.move for r in ranked} == set(obs.legal_moves)
        assert all(-1 <= r.value <= 2 for r in ranked)
    with pytest.raises(ValueError, match="utility"):
        make_bot("strong", utility="glory")
