"""Sentences for events, moves and refusals."""

from __future__ import annotations

import random

import pytest

from engine.cards import card
from engine.describe import (
    ILLEGAL_REASONS,
    card_list,
    cards_count,
    describe_event,
    describe_illegal,
    describe_move,
    points_count,
)
from engine.game import GAMES, Event, IllegalMove, get_game


def c(code):
    return card(code).index


def test_sentences_for_hato_events():
    g = get_game("hato")
    play = Event("play", 0, (c("01a"), c("01c")))
    assert (
        g.describe(play, "ru") == "Игрок 1 кладёт карту «Журавль и солнце» на карту «Сосна, простая карта 1»."
    )
    assert g.describe(play, "en") == "Player 1 plays “Crane and sun” onto “Pine plain 1”."
    cap = Event("capture", 1, (c("11a"), c("11b"), c("11c"), c("11d")))
    assert g.describe(cap, "ru").startswith("Игрок 2 берёт 4 карты: «Человек под дождём», ")
    assert g.describe(cap, "en").startswith("Player 2 captures 4 cards: “Rain man”, ")
    bonus = Event(
        "bonus",
        1,
        (),
        {"key": "five_brights", "points": 50, "name_ru": "Пять ярких карт", "name_en": "Five brights"},
    )
    assert g.describe(bonus, "ru") == "Игрок 2 собирает бонус «Пять ярких карт»: +50."
    assert (
        describe_event(g, bonus, "en", names=["Ann", "Bob"]) == "Bob completes the bonus “Five brights”: +50."
    )


def test_every_event_of_random_games_has_a_sentence_in_both_languages():
    for key in sorted(GAMES):
        cls = GAMES[key]
        for players in range(cls.min_players, cls.max_players + 1):
            g = get_game(key, players=players)
            s = g.new_state(3)
            rng = random.Random(3)
            while not s.is_over:
                s = s.apply(rng.choice(s.legal_moves()))
            for event in s.events:
                for lang in ("ru", "en"):
                    text = g.describe(event, lang)
                    assert text and text[-1] in ".!»”", (event, text)
                    assert f": {event.kind}" not in text, f"no sentence for {event.kind}"
            for move in s.moves:
                assert describe_move(g, move, "ru") and describe_move(g, move.code, "en")


def test_moves_in_words():
    assert (
        describe_move(None, "play:01a.01c", "ru")
        == "Положить карту «Журавль и солнце» на карту «Сосна, простая карта 1»"
    )
    assert describe_move(None, "play:11a", "en").startswith("Play “Rain man” and capture")
    assert describe_move(None, "lay:05b", "en") == "Lay “Iris red ribbon” on the table"
    assert (
        describe_move(None, "take:06a.06d", "ru")
        == "Взять карты «Бабочки над пионом» и «Пион, простая карта 2»"
    )
    assert describe_move(None, "koikoi", "ru") == "Объявить «Кой-кой!»"


def test_generic_kinds_for_other_games():
    data = {
        "koikoi": {},
        "stop": {},
        "yaku": {"key": "goko", "points": 15, "name_ru": "Гоко", "name_en": "Goko"},
        "round_end": {"deal": 2, "points": (5, 0), "winner": 0},
        "game_end": {"scores": (5, 0), "winners": (0,)},
        "deal": {"deal": 1},
        "redeal": {"month": 8},
        "hand": {},
        "choice": {},
        "something_new": {},
    }
    for kind, values in data.items():
        event = Event(kind, 0, (0, 1), values)
        for lang in ("ru", "en"):
            assert describe_event(None, event, lang).endswith(".")
    assert (
        describe_event(None, Event("yaku", 0, (), data["yaku"]), "ru")
        == "Игрок 1 собирает комбинацию «Гоко»: 15 очков."
    )


def test_draw_and_zero_sum_sentences():
    end = Event("game_end", None, (), {"scores": (10, 10), "winners": (0, 1)})
    assert describe_event(None, end, "ru") == "Игра окончена вничью: первое место делят Игрок 1 и Игрок 2."
    assert (
        describe_event(None, end, "en")
        == "The game is over: a draw, Player 1 and Player 2 share first place."
    )


@pytest.mark.parametrize(
    ("n", "ru"), [(1, "1 карта"), (2, "2 карты"), (5, "5 карт"), (11, "11 карт"), (22, "22 карты")]
)
def test_russian_counts(n, ru):
    assert cards_count(n) == ru


def test_points_count():
    assert points_count(1) == "1 очко" and points_count(3) == "3 очка" and points_count(12) == "12 очков"
    assert points_count(1, "en") == "1 point"


def test_card_list():
    assert card_list([0], "ru") == "«Журавль и солнце»"
    assert card_list([0, 1, 2], "en", "or") == "“Crane and sun”, “Pine poem ribbon” or “Pine plain 1”"


def test_refusals_translate():
    for key in (
        "not_your_turn",
        "not_in_hand",
        "no_match",
        "must_take",
        "must_choose",
        "game_over",
        "bad_code",
    ):
        assert key in ILLEGAL_REASONS
    assert describe_illegal(IllegalMove("not_your_turn"), "ru") == "Сейчас не ваш ход."
    assert describe_illegal("not_your_turn", "en") == "It is not your turn."
    assert describe_illegal("something_new", "en") == "That move is not allowed."
    # every reason the Hato rules raise has a message
    for reason in (
        "three_on_table",
        "choose_target",
        "bad_target",
        "not_an_option",
        "no_choice",
        "bad_action",
    ):
        assert ILLEGAL_REASONS[reason].ru and ILLEGAL_REASONS[reason].en
