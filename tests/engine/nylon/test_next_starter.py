"""Who starts the next Nylon-ppong deal: the text (seed 001, lines 50 and 53) says the player with the
most penalty points; its source Fuda Wiki counts them in the deal just played, a tie settled at
random. Option ``next_starter``: ``last_deal`` (that, the default) or ``match`` (the site's earlier
reading, which games stored before the option keep)."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.game import get_game
from engine.replay import GameRecord, event_log, replay
from tests.engine.golden.checks import make_record

HERE = Path(__file__).resolve().parent.parent
#: The 4-player golden record as it was stored before the option existed (no ``next_starter``).
BEFORE_OPTION = HERE / "fixtures" / "nylon_4p_big_table_match.before_next_starter.json"


def stopped_deal(**options):
    """Three players, deal 1 of 3: player 1 calls stop with 2 + 3 = 5 in hand; player 2 holds
    1 + 1 + 2 + 2 + 3 = 9 but leads the match with 60 from before; player 3 holds 41."""
    game = get_game("nylon", players=3, options={"rounds": 3, "upcard": False, **options})
    state = game.position(
        hands=[["02a", "03a"], ["01c", "01d", "02c", "02d", "03c"], ["06b", "07b", "08b", "09b", "12b"]],
        melds=[["01a", "01b", "04a"], [], []],
        deck=["06c", "06d", "10a", "10b"],
        pile=["07d"],
        claimable=False,
        totals=(0, 60, 0),
        seed=4,
    )
    return state.apply_code("stop")


def test_the_most_penalty_points_in_the_last_deal_start_the_next():
    s = stopped_deal()
    assert s.history[0]["points"] == (5, 9, 41)
    assert s.totals == (5, 69, 41)
    assert s.round == 2 and s.starter == 2 and s.current_player == 2
    event = next(e for e in s.events if e.kind == "starter")
    assert event.seat == 2 and event.data["points"] == 41 and event.data["tied"] == (2,)
    assert "получил игрок 3" in s.game.describe(event, "ru")
    assert "Player 3 got the most penalty points (41)" in s.game.describe(event, "en")


def test_the_match_reading_counts_the_whole_match():
    s = stopped_deal(next_starter="match")
    assert s.totals == (5, 69, 41)
    assert s.round == 2 and s.starter == 1
    assert not any(e.kind == "starter" for e in s.events)


def test_the_preset_by_the_text_and_the_default_follow_the_source():
    assert get_game("nylon").options["next_starter"] == "last_deal"
    assert get_game("nylon", preset="text").options["next_starter"] == "last_deal"


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 2**32), st.sampled_from([2, 3, 4]))
def test_every_later_deal_starts_with_the_most_penalised_of_the_last_one(seed, move_seed, players):
    game = get_game("nylon", players=players, options={"rounds": 5})
    s = game.new_state(seed)
    rng = random.Random(move_seed)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_moves()))
    history = s.history
    for before, after in itertools.pairwise(history):
        points = before["points"]
        assert points[after["starter"]] == max(points)
    starters = [e for e in s.events if e.kind == "starter"]
    assert [e.seat for e in starters] == [r["starter"] for r in history[1:]]
    for event in starters:
        assert event.seat in event.data["tied"]
        assert event.data["everyone"] == (len(event.data["tied"]) == players)
        assert game.describe(event, "ru") and game.describe(event, "en")


def test_a_tie_is_settled_by_a_seeded_lot():
    """Same seed, same lot; and over many ties the lot does not always pick the first in turn."""
    game = get_game("nylon", players=3, options={"rounds": 3})
    firsts = picks = 0
    for seed in range(40):
        a = make_record("nylon", (3, None, {"rounds": 3}, seed))
        b = replay(a)
        again = game.new_state(seed)
        for move in a.moves:
            again = again.apply_code(move)
        assert again.events == b.events
        for event in b.events:
            if event.kind == "starter" and len(event.data["tied"]) > 1:
                picks += 1
                firsts += event.seat == event.data["tied"][0]
    assert game.options["next_starter"] == "last_deal"
    assert picks >= 10 and 0 < firsts < picks


def test_a_record_stored_before_the_option_replays_as_it_was_played():
    """The stored golden record of before (no ``next_starter``) replays to the same log, word for
    word, as the game pinned to the match reading."""
    old = GameRecord.from_json(BEFORE_OPTION.read_text(encoding="utf-8"))
    assert "next_starter" not in old.options
    assert old.make_game().options["next_starter"] == "match"
    golden = HERE / "golden"
    for lang in ("ru", "en"):
        text = "\n".join(event_log(old, lang)) + "\n"
        assert text == (golden / f"nylon_4p_big_table_match.{lang}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", [17, 18])
def test_an_old_record_keeps_its_starters_where_the_readings_differ(seed):
    """A match played by the match reading, stored without the option: replayed, each deal starts
    as it did then, though today's default would have started some deal with another player."""
    made = make_record("nylon", (4, None, {"rounds": 5, "next_starter": "match"}, seed))
    options = {k: v for k, v in made.options.items() if k != "next_starter"}
    then = replay(made)
    again = replay(GameRecord(made.game, made.players, options, made.seed, made.moves))
    assert again.events == then.events
    history = then.history
    assert any(
        after["starter"] not in [p for p, v in enumerate(before["points"]) if v == max(before["points"])]
        for before, after in itertools.pairwise(history)
    )
