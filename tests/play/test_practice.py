"""Guided practice: every scenario deals, its model line is legal, and its check accepts it."""

from __future__ import annotations

import random

import pytest

from engine import practice
from engine.game import Move, game_keys, get_game

SCENARIOS = list(practice.scenarios().values())


def test_enough_scenarios_per_game():
    games = [s.game for s in SCENARIOS]
    assert games.count("hato") >= 8
    assert games.count("koikoi") >= 8


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.key)
@pytest.mark.parametrize("seed", [1, 2, 3, 17, 99])
def test_model_line_is_legal_and_succeeds(scenario, seed):
    game = get_game(scenario.game, players=scenario.players, options=scenario.options)
    state = game.deal_from(scenario.deal, seed=seed)
    assert sorted(state.all_cards() if hasattr(state, "all_cards") else range(48)) == list(range(48))
    rng = random.Random(seed)
    line = list(scenario.line)
    movers: list[int | None] = []
    moves: list[str] = []
    while line and not state.is_over:
        seat = state.current_player
        if seat == 0:
            code = line.pop(0)
            legal = [m.code for m in state.legal_moves()]
            assert code in legal, f"{scenario.key}: {code} not legal among {legal}"
        else:
            code = rng.choice(state.legal_moves()).code
        movers.append(seat)
        moves.append(code)
        state = state.apply(Move.parse(code))
    assert not line, f"{scenario.key}: the deal ended before the model line did"
    obs = state.observe(0)
    verdict = practice.check_success(
        scenario, moves=moves, movers=movers, learner=0, captured=obs.captured, is_over=obs.is_over
    )
    assert verdict is True, f"{scenario.key}: check gave {verdict}"


def _wrong_first_moves(scenario) -> list[str]:
    game = get_game(scenario.game, players=scenario.players, options=scenario.options)
    state = game.deal_from(scenario.deal, seed=5)
    return [
        m.code for m in state.legal_moves() if m.code not in scenario.expected and m.code != scenario.line[0]
    ]


#: The scenarios whose first position offers a move other than the expected ones.
WITH_WRONG_MOVES = [s for s in SCENARIOS if _wrong_first_moves(s)]


def test_most_scenarios_offer_a_wrong_first_move():
    assert len(WITH_WRONG_MOVES) >= len(SCENARIOS) - 3


@pytest.mark.parametrize("scenario", WITH_WRONG_MOVES, ids=lambda s: s.key)
def test_a_wrong_first_move_does_not_succeed_at_once(scenario):
    game = get_game(scenario.game, players=scenario.players, options=scenario.options)
    state = game.deal_from(scenario.deal, seed=5)
    assert state.current_player == 0
    others = [
        m.code for m in state.legal_moves() if m.code not in scenario.expected and m.code != scenario.line[0]
    ]
    code = others[0]
    after = state.apply(Move.parse(code))
    obs = after.observe(0)
    verdict = practice.check_success(
        scenario, moves=[code], movers=[0], learner=0, captured=obs.captured, is_over=obs.is_over
    )
    assert verdict is not True


def test_texts_are_complete():
    for scenario in SCENARIOS:
        for text in (
            scenario.title,
            scenario.goal,
            scenario.intro,
            scenario.success_text,
            scenario.failure_text,
        ):
            assert text.ru and text.en, scenario.key


def _seen(state, players: int) -> list[int]:
    """Every card some seat sees at the start: hands, table, piles (the deck is counted apart)."""
    cards: set[int] = set()
    for seat in range(players):
        obs = state.observe(seat)
        cards.update(obs.hand)
        cards.update(obs.table)
        for pile in obs.captured:
            cards.update(pile)
    return sorted(cards)


def test_hato_deal_through_the_public_position():
    game = get_game("hato", players=3)
    deal = {"hands": [["01a", "01b"], [], ["12a"]], "table": ["02a"], "deck": ["03a", "03b"], "first": 2}
    state = game.deal_from(deal, seed=8)
    obs = state.observe(2)
    assert obs.current_player == 2 and 44 in obs.hand  # 12a leads
    assert {0, 1} <= set(state.observe(0).hand) and 4 in obs.table
    assert obs.hand_sizes == (game.rules.hand_size,) * 3 and len(obs.table) == game.rules.table_size
    assert len(_seen(state, 3)) + obs.deck_left == 48
    assert sorted(state.all_cards()) == list(range(48))
    # the arranged top of the deck is flipped first
    move = next(m for m in state.legal_moves() if m.cards[0] == 44)
    flipped = [e for e in state.apply(move).events if e.kind == "flip"]
    assert flipped and flipped[0].cards[0] == 8
    # the filling is the seed's, and the same seed deals the same
    again = game.deal_from(deal, seed=8)
    assert [again.observe(s).hand for s in range(3)] == [state.observe(s).hand for s in range(3)]


@pytest.mark.parametrize("key,players", [("aigoma", 3), ("nylon", 2)])
def test_aigoma_and_nylon_deals_through_the_public_position(key, players):
    game = get_game(key, players=players)
    deal = {"hands": [["01a"]], "first": 1}
    if key == "nylon":
        deal.update(table=["02a"], deck=["03a"])
    state = game.deal_from(deal, seed=4)
    obs = state.observe(0)
    assert 0 in obs.hand and obs.current_player == 1
    assert len(_seen(state, players)) + obs.deck_left == 48
    assert state.legal_moves()


def test_games_are_listed_in_the_sites_order():
    order = list(dict.fromkeys(s.game for s in SCENARIOS))
    known = [game for game in game_keys() if game in order]
    assert order[: len(known)] == known
