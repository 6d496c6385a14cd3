"""The tutor's verdicts and its words, from the learner's observation only."""

from __future__ import annotations

import random

import pytest

from engine import practice
from engine.game import Move, get_game
from play import tutor
from room.record import Built

A, B, C, D = (Move("lay", (i,)) for i in range(4))


@pytest.mark.parametrize(
    ("chosen", "label"),
    [(A, "best"), (B, "good"), (C, "inaccuracy"), (D, "mistake")],
)
def test_verdict_labels_follow_the_share_of_the_spread_lost(monkeypatch, chosen, label):
    ranking = [(A, 1.0, 10), (B, 0.95, 10), (C, 0.75, 10), (D, 0.0, 10)]
    monkeypatch.setattr(tutor, "ranked", lambda built, row: ranking)
    note = tutor.verdict(None, chosen, row=None)
    assert note["verdict"] == label
    assert note["best"] == A.code and note["move"] == chosen.code


class _Built:
    def __init__(self, game):
        self.game = game


@pytest.mark.parametrize(
    ("key", "players", "values", "flat"),
    [
        ("koikoi", 2, (0.62, 0.60), True),  # win chance: 2 points of percentage
        ("koikoi", 2, (0.62, 0.40), False),
        ("hato", 2, (0.10, 0.09), True),  # lead / 200: 2 points
        ("hato", 2, (0.10, -0.10), False),
        ("hato", 3, (115.0, 112.0), True),  # own points
        ("hato", 3, (115.0, 95.0), False),
    ],
)
def test_a_flat_position_makes_every_move_good(monkeypatch, key, players, values, flat):
    """Whether a spread counts as flat depends on the units of the strong bot's values per game."""
    ranking = [(A, values[0], 10), (B, values[1], 10)]
    monkeypatch.setattr(tutor, "ranked", lambda built, row: ranking)
    label = tutor.verdict(_Built(get_game(key, players=players)), B, row=None)["verdict"]
    assert (label == "good") is flat
    if not flat:
        assert label == "mistake"


def test_explanation_names_what_a_move_takes_and_completes():
    scenario = practice.get("hato-three-on-table")
    game = get_game("hato")
    state = game.deal_from(scenario.deal, seed=3)
    obs = state.observe(0)
    move = Move.parse("play:08a")
    words = tutor.explain(game, obs, move, 1.0, [(move, 1.0, 5)])
    text = " ".join(words.reasons)
    assert "08" not in text  # names, not codes
    assert "Полная луна" in text or "moon" in text.lower()
    assert "Весь месяц" in text or "Full month" in text


def test_explanation_of_a_lay_counts_the_hidden_cards_of_its_month():
    scenario = practice.get("hato-lay-safe")
    game = get_game("hato")
    state = game.deal_from(scenario.deal, seed=4)
    obs = state.observe(0)
    words = tutor.explain(game, obs, Move.parse("lay:12b"), 0.0, [])
    assert any("1" in reason for reason in words.reasons)


def test_explanations_never_name_a_hidden_card():
    game = get_game("koikoi")
    rng = random.Random(5)
    state = game.new_state(5)
    from engine.cards import DECK

    for _ in range(30):
        if state.is_over:
            break
        seat = state.current_player
        obs = state.observe(seat)
        move = rng.choice(state.legal_moves())
        words = tutor.explain(game, obs, move, 0.0, [(move, 0.0, 1)])
        hidden = obs.unseen()
        text = " ".join([words.sentence, *words.reasons])
        for card in hidden:
            assert DECK[card].name.ru not in text and DECK[card].name.en not in text
        state = state.apply(move)


@pytest.mark.parametrize(("key", "players"), [("koikoi", 2), ("hato", 3)])
def test_the_tutors_advice_does_not_change_with_load(monkeypatch, key, players):
    """The real strong bot, as a search worker runs it: the same ranking (moves, values, visits)
    when the machine seems many times slower, as long as the safety net is not reached."""
    from types import SimpleNamespace

    from engine import bots
    from engine.bots import mcts

    monkeypatch.setitem(bots.BOTS, "strong", lambda **kw: bots.ISMCTSBot(**bots.STRONG))
    game = get_game(key, players=players)
    state = game.new_state(11)
    seat = state.current_player
    assert seat is not None
    built = Built(game, state, marks=(len(state.events),), seat=seat)
    row = SimpleNamespace(id="load-test", seed=11)
    readings = []

    def advice(step: float) -> list[tuple[Move, float, int]]:
        def clock() -> float:
            readings.append(step)
            return step * len(readings)

        readings.clear()
        tutor._RANKS.clear()
        monkeypatch.setattr(mcts, "time", SimpleNamespace(perf_counter=clock, process_time=clock))
        return tutor.ranked(built, row=row)

    idle = advice(0.0)
    busy = advice(0.9 * bots.SAFETY_NET / len(readings))
    assert busy == idle
    assert len(idle) == len(built.observation().legal_moves) > 1
