"""The end of a deal sums up the learner's play; help taken marks the game everywhere it is listed."""

from __future__ import annotations

import pytest

from play.models import PracticeGame
from tests.play.conftest import MOVE_RE, PICK_RE, finish, start, version_of

HX = {"HX-Request": "true"}


@pytest.mark.django_db
def test_a_finished_game_sums_up_the_verdicts_hints_and_undos(client):
    table = start(client, "hato", "ru", players=2, tutor="on")
    html = table.get("").content.decode()
    if not PICK_RE.findall(html):  # the bot leads: let it play up to the learner's turn
        table.post("next", {"version": version_of(html), "until": "me"})
    ply = len(table.row.moves)
    table.get("?hint=1")  # a hint on the learner's first turn
    assert table.row.hinted == [ply] and table.row.helped
    table.get("?hint=2")
    assert table.row.hinted == [ply], "the same move's hints count once"
    finish(table.row, seed=3)
    row = table.row
    page = table.get("").content.decode()
    assert "Ваша игра" in page and "с подсказками" in page
    tiers = [note["verdict"] for key, note in row.annotations.items() if key.isdigit()]
    for label, name in (("best", "Лучшие ходы"), ("mistake", "Ошибки")):
        assert f"<dt>{name}</dt><dd>{tiers.count(label)}</dd>" in page
    assert "<dt>Подсказки</dt><dd>1</dd>" in page and "<dt>Отменённые ходы</dt><dd>0</dd>" in page
    assert "с подсказками" in client.get("/ru/play/").content.decode()
    assert "с подсказками" in client.get(f"/ru/play/g/{row.id}/replay/").content.decode()


@pytest.mark.django_db
def test_an_undo_marks_the_game_and_a_clean_game_is_not_marked(client):
    clean = start(client, "koikoi", "en", tutor="")
    finish(clean.row, seed=1)
    page = clean.get("").content.decode()
    assert "Your play" in page and "with help" not in page
    assert "your moves were not judged" in page
    helped = start(client, "hato", "en", players=2, tutor="")
    html = helped.get("").content.decode()
    if not PICK_RE.findall(html):
        helped.post("next", {"version": version_of(html), "until": "me"})
        html = helped.get("").content.decode()
    picks = PICK_RE.findall(html)
    html = helped.get("?card=" + picks[0]).content.decode()
    helped.post("move", {"move": MOVE_RE.findall(html)[0], "version": version_of(html)})
    html = helped.get("").content.decode()
    helped.post("undo", {"version": version_of(html)})
    assert PracticeGame.objects.get(pk=helped.row.pk).helped
    assert "with help" in client.get("/en/play/").content.decode()
