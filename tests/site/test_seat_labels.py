"""One set of seat labels for both tables (``room.texts.seat_label``): numbered seats in a practice
game, people's names at a table, and the bots of each, in Russian and English."""

from __future__ import annotations

import pytest
from django.utils import translation

from room.texts import Sitter, seat_label

CASES = [
    (Sitter(0, you=True), "Игрок 1 (вы)", "Player 1 (you)"),
    (Sitter(1, level="strong"), "Игрок 2 (бот: сильный)", "Player 2 (bot: strong)"),
    (Sitter(2), "Игрок 3", "Player 3"),
    (Sitter(0, named=True, name="Бабушка", you=True), "Бабушка (вы)", "Бабушка (you)"),
    (Sitter(1, named=True, name="Миша"), "Миша", "Миша"),
    (Sitter(1, named=True, level="greedy"), "Бот (жадный)", "Bot (greedy)"),
    (Sitter(1, named=True, name="Миша", level="medium"), "Миша (дальше играет бот)", "Миша (a bot plays on)"),
    (
        Sitter(1, named=True, name="Миша", stand_in=True),
        "Миша (место пока занимает бот)",
        "Миша (a bot is keeping the seat)",
    ),
    (Sitter(3, named=True, empty=True), "Свободное место", "Free seat"),
]


@pytest.mark.parametrize(("sitter", "russian", "english"), CASES)
def test_a_seat_is_labelled_the_same_way_at_both_tables(sitter: Sitter, russian: str, english: str):
    with translation.override("ru"):
        assert seat_label(sitter) == russian
    with translation.override("en"):
        assert seat_label(sitter) == english


def test_both_apps_label_their_seats_through_the_room():
    from play.texts import seat_label as practice_label
    from tables.models import Seat
    from tables.texts import seat_label as table_label

    with translation.override("ru"):
        assert practice_label(1, 0, [None, "strong"]) == "Игрок 2 (бот: сильный)"
        assert practice_label(0, 0, [None, "strong"]) == "Игрок 1 (вы)"
        kept = Seat(number=1, kind=Seat.Kind.PERSON, name="Миша", level="medium", stand_in=True)
        assert table_label(kept) == "Миша (место пока занимает бот)"
        assert table_label(Seat(number=2, kind=Seat.Kind.BOT, level="strong")) == "Бот (сильный)"
