"""The game log as a learner reads it: a whole game of every kind, seen on the table and in the
replay (which lists every move and every step), shows moves in words rather than codes, negative
numbers with a minus sign and card names in the case the Russian sentence needs."""

from __future__ import annotations

import pytest
from django.test import Client

from tests.play.conftest import finish, start
from tests.wording import CARD_NAME_RU, visible_text, word_faults

pytestmark = pytest.mark.django_db

#: (game, players, options): zero-sum «Хато» and Aigoma's settlement make negative totals.
GAMES = [
    ("hato", 3, {"settlement": "zero_sum", "freeze": "true"}),
    ("koikoi", 2, {"rounds": "3"}),
    ("aigoma", 3, {"settlement": "points"}),
    ("nylon", 3, {"hidden_ppong": "true", "rounds": "3"}),
]


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[g for g, _p, _o in GAMES])
def test_a_whole_game_log_reads_as_words(client: Client, lang: str, game: str, players: int, options: dict):
    table = start(client, game, lang, players=players, seed=5, **{f"opt_{k}": v for k, v in options.items()})
    during = visible_text(table.get().content.decode())
    assert not word_faults(during, lang)
    row = finish(table.row, seed=2)
    assert row.is_over
    final = visible_text(table.get().content.decode())
    replay = visible_text(client.get(f"{table.url}replay/").content.decode())
    for text in (final, replay):
        assert not word_faults(text, lang), word_faults(text, lang)
    if lang == "ru":
        assert CARD_NAME_RU.search(replay), "the replay names cards in its sentences"
        assert "Игрок 1" in replay
    if game == "hato":  # a zero-sum settlement leaves someone below zero
        assert "\u2212" in final and "\u2212" in replay
