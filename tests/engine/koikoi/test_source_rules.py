"""Koi-Koi rules read against the japancards.ru text (seed 000, lines 151-197): who starts the next
deal (line 168), laying a card that has a match (line 170), the usual doubling (lines 182-184).

Worked examples from the text's sentences, and properties (hypothesis) over random matches.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import card
from engine.game import IllegalMove, get_game
from engine.games.koikoi import KoiKoi
from engine.games.koikoi.scoring import MONTH_MASKS
from engine.games.koikoi.state import KoiKoiState


def c(code: str) -> int:
    return card(code).index


def arranged(options=None, **kw) -> KoiKoiState:
    game = KoiKoi(options=options or {})
    split = {k: (v.split() if isinstance(v, str) else v) for k, v in kw.items()}
    for key in ("hands", "captured"):
        if key in split:
            split[key] = tuple(p.split() for p in kw[key])
    return KoiKoiState.arranged(game, **split)


def codes(state: KoiKoiState) -> list[str]:
    return sorted(m.code for m in state.legal_moves())


def play_random(state, rng: random.Random):
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_moves()))
    return state


# ---------------------------------------------------------------------------- laying a matching card


def test_the_text_lets_a_matching_card_be_laid():
    """«Игрок не обязан выкладывать совпадающие карты, даже если он имеет таковые» (line 170): with
    ``must_take`` off the player holding only matching cards may still lay one on the table."""
    s = arranged(options={"must_take": False}, hands=("06a 07c", "12b"), table="06b 07d 01c", deck="11d 12d")
    assert codes(s) == ["lay:06a", "lay:07c", "play:06a.06b", "play:07c.07d"]
    after = s.apply_code("lay:06a")
    assert {c("06a"), c("06b")} <= set(after.table)
    assert after.captured(0) == ()
    assert [e.kind for e in after.events[-3:]] == ["lay", "flip", "lay"]  # 11d matches nothing


def test_by_default_a_card_with_a_match_must_take_it():
    """The strict reading (the site's default, the Fuda Wiki and Nintendo presets): the same hand
    has only captures, and laying the matching card is refused with the reason."""
    s = arranged(hands=("06a 07c", "12b"), table="06b 07d 01c", deck="11d 12d")
    assert codes(s) == ["play:06a.06b", "play:07c.07d"]
    with pytest.raises(IllegalMove) as err:
        s.apply_code("lay:06a")
    assert err.value.reason == "must_take"
    for preset in ("fudawiki", "nintendo"):
        assert get_game("koikoi", preset=preset).options["must_take"] is True
    assert get_game("koikoi", preset="japancards").options["must_take"] is False


def test_the_fourth_card_always_takes_the_three_on_the_table():
    """«Когда на столе с раздачи три карты одной масти и игрок выкладывает четвертую, он забирает
    себе всю масть целиком» (line 170): even with ``must_take`` off the fourth is never laid."""
    s = arranged(options={"must_take": False}, hands=("06a 05c", "12b"), table="06b 06c 06d", deck="11d 12d")
    assert codes(s) == ["lay:05c", "play:06a"]
    with pytest.raises(IllegalMove) as err:
        s.apply_code("lay:06a")
    assert err.value.reason == "three_on_table"


def test_a_laid_card_can_then_be_taken_with_the_flip():
    """A card laid beside its match leaves two of the month on the table: the flipped third card
    of that month makes the player choose, as the text's two-card rule says."""
    s = arranged(options={"must_take": False}, hands=("06a 05c", "12b"), table="06b 01c", deck="06c 12d")
    s = s.apply_code("lay:06a")
    assert s.phase == "choose"
    assert codes(s) == ["take:06a", "take:06b"]
    s = s.apply_code("take:06a")
    assert set(s.captured(0)) == {c("06a"), c("06c")}


options_strategy = st.fixed_dictionaries(
    {
        "rounds": st.sampled_from([1, 3]),
        "must_take": st.booleans(),
        "next_dealer": st.sampled_from(["winner", "turns"]),
        "hand_yaku": st.booleans(),
        "misdeal_four_pairs": st.booleans(),
    }
)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 2**32), options_strategy)
def test_the_lay_rule_over_random_games(seed, move_seed, options):
    """Every hand card's moves: its captures, and a lay exactly when nothing matches or (``must_take``
    off) one or two table cards do; and no table ever holds all four cards of a month."""
    game = KoiKoi(options=options)
    rng = random.Random(move_seed)
    s = game.new_state(seed)
    while not s.is_over:
        for month in MONTH_MASKS:
            assert (s._table & month).bit_count() < 4
        if s.phase == "play":
            lays = {m.cards[0] for m in s.legal_moves() if m.action == "lay"}
            for held in s.hand(s.current_player):
                matches = (s._table & MONTH_MASKS[held >> 2]).bit_count()
                expected = matches == 0 or (not options["must_take"] and matches < 3)
                assert (held in lays) == expected
        s = s.apply(rng.choice(s.legal_moves()))


# ---------------------------------------------------------------------------- who starts the next deal


def dealer_wins_deal_1(**options) -> KoiKoiState:
    """Seat 1 deals deal 1 of 3, completes the poem ribbons and stops."""
    s = arranged(
        options={"rounds": 3, **options},
        hands=("05c 07c", "03b 08d"),
        captured=("", "01b 02b"),
        table="03c 04c",
        deck="11d 09c 12d 04d",
        dealer=1,
        current=1,
    )
    s = s.apply_code("play:03b.03c").apply_code("stop")
    assert s.history[0]["winner"] == 1 and s.round == 2
    return s


def test_the_winner_of_a_deal_starts_the_next_by_default():
    """«В последующих раздачах первым ходит выигравший раздачу» (line 168): seat 1 won, so seat 1
    deals and plays first again."""
    s = dealer_wins_deal_1()
    assert s.dealer == 1 and s.current_player == 1


def test_the_players_can_take_turns_to_start():
    """«...или же игроки ходят первыми по очереди» (line 168): the same win, but deal 2 goes to
    the other player in turn."""
    s = dealer_wins_deal_1(next_dealer="turns")
    assert s.dealer == 0 and s.current_player == 0


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 2**32), st.sampled_from(["winner", "turns"]), st.booleans())
def test_who_deals_each_deal_of_a_match(seed, move_seed, leader, must_take):
    """Over whole matches: in turn, the dealers alternate whatever happens; otherwise the winner
    deals next and a drawn deal keeps its dealer. The dealer always plays first."""
    game = KoiKoi(options={"rounds": 6, "next_dealer": leader, "must_take": must_take})
    s = play_random(game.new_state(seed), random.Random(move_seed))
    history = s.history
    assert len(history) == 6
    for before, after in itertools.pairwise(history):
        if leader == "turns":
            assert after["dealer"] == 1 - before["dealer"]
        else:
            winner = before["winner"]
            assert after["dealer"] == (before["dealer"] if winner is None else winner)
    events = s.events
    deals = [i for i, e in enumerate(events) if e.kind == "deal"]
    assert [events[i].seat for i in deals] == [r["dealer"] for r in history]
    for start in deals:
        first = next((e for e in events[start:] if e.kind in ("play", "lay", "round_end")), None)
        if first is not None and first.kind != "round_end":
            assert first.seat == events[start].seat
