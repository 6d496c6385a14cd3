"""The shared protocol: moves and their codes, errors, options, presets, registry, observations."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cards import Text
from engine.game import (
    GAMES,
    BadOptions,
    Event,
    IllegalMove,
    Move,
    Observation,
    Score,
    ScoreItem,
    get_game,
)


@given(st.sampled_from(["play", "lay", "take", "koikoi", "stop"]), st.lists(st.integers(0, 47), max_size=4))
def test_move_codes_round_trip(action, cards):
    move = Move(action, tuple(cards))
    assert Move.parse(move.code) == move
    assert str(move) == move.code


def test_move_code_format():
    assert Move("play", (0, 2)).code == "play:01a.01c"
    assert Move("koikoi").code == "koikoi"
    assert Move.parse(" lay:05B ") == Move("lay", (17,))


@pytest.mark.parametrize("code", ["", ":01a", "play:", "play:01a..01c", "play:13a", "pl ay:01a", "play:01a;"])
def test_bad_codes(code):
    with pytest.raises(IllegalMove) as err:
        Move.parse(code)
    assert err.value.reason == "bad_code"
    assert isinstance(err.value, ValueError)


def test_illegal_move_keeps_reason_and_params():
    err = IllegalMove("not_in_hand", card=3)
    assert err.reason == "not_in_hand" and err.params == {"card": 3}
    assert "not_in_hand" in str(err)


def test_registry_and_options():
    assert "hato" in GAMES or get_game("hato")
    g = get_game("hato", players=3, options={"freeze": "on", "target": "500"}, preset="menshov_v2")
    assert g.players == 3
    assert g.options["freeze"] is True and g.options["target"] == 500
    assert g.options["table_cards"] == "always_8"
    assert g.spec() == {"game": "hato", "players": 3, "options": dict(g.options)}
    for key, kwargs in [
        ("game", {"key": "nope"}),
        ("players", {"players": 5}),
        ("players", {"players": 1}),
        ("preset", {"preset": "nope"}),
        ("option", {"options": {"nope": 1}}),
        ("option_value", {"options": {"target": 7}}),
        ("option_value", {"options": {"freeze": "maybe"}}),
    ]:
        name = kwargs.pop("key", "hato")
        with pytest.raises(BadOptions) as err:
            get_game(name, **kwargs)
        assert err.value.reason == key


def test_every_game_declares_its_options_in_both_languages():
    for cls in GAMES.values():
        assert cls.name.ru and cls.name.en
        for spec in cls.option_specs:
            assert spec.default in spec.choices
            assert spec.label.ru and spec.label.en and spec.help.ru and spec.help.en
        for preset in cls.presets:
            assert preset.label.ru and preset.label.en
            keys = {spec.key for spec in cls.option_specs}
            assert set(preset.values) <= keys
            cls(preset=preset.key)


def test_apply_as_checks_the_seat():
    state = get_game("hato").new_state(1)
    seat = state.current_player
    with pytest.raises(IllegalMove) as err:
        state.apply_as(1 - seat, state.legal_moves()[0])
    assert err.value.reason == "not_your_turn"
    after = state.apply_as(seat, state.legal_moves()[0].code)
    assert after.version == 1 and state.version == 0


def test_events_visibility():
    public = Event("play", 0, (1,))
    private = Event("hand", 1, (2,), private_to=1)
    assert public.visible_to(0) and public.visible_to(None)
    assert private.visible_to(1) and not private.visible_to(0)


def test_observation_unseen_excludes_everything_shown():
    obs = Observation(
        game_key="hato",
        players=2,
        seat=0,
        current_player=0,
        hand=(0, 1),
        table=(2,),
        captured=((3,), ()),
        hand_sizes=(2, 2),
        deck_left=40,
        legal_moves=(),
        events=(),
        is_over=False,
        version=0,
        public={"out_of_play": (4,)},
    )
    assert obs.unseen() == frozenset(range(5, 48))


def test_score_as_json():
    score = Score(25, (ScoreItem("x", Text("икс", "ex"), 25, (0, 1)),))
    assert score.as_json() == {
        "total": 25,
        "items": [{"key": "x", "name_ru": "икс", "name_en": "ex", "points": 25, "cards": ["01a", "01b"]}],
    }
