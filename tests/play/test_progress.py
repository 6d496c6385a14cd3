"""«Мой прогресс»: results per game over the finished practice games and accuracy over the reviewed ones."""

from __future__ import annotations

import re

import pytest

from play.models import PracticeGame
from tests.play.test_deal_review import finished

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fixed_ids")]


def test_results_per_game_and_the_accuracy_of_each_reviewed_game(client):
    empty = client.get("/ru/play/progress/").content.decode()
    assert "Вы ещё не закончили ни одной партии." in empty
    koikoi = finished(client, "koikoi", 2)
    hato = finished(client, "hato", 2)
    other = finished(client, "hato", 2, tutor="")
    page = client.get("/en/play/progress/").content.decode()
    assert "No game has been reviewed yet" in page
    assert "3 finished games have not been reviewed yet" in page
    client.get(f"/en/play/g/{koikoi.id}/review/")
    client.get(f"/en/play/g/{hato.id}/review/")
    page = client.get("/ru/play/progress/").content.decode()

    def figure(game: str, field: str) -> str:
        block = page[page.index(f'data-game="{game}"') :]
        return re.search(rf"data-{field}>([^<]*)<", block).group(1)

    games = list(PracticeGame.objects.filter(pk__in=[koikoi.pk, hato.pk, other.pk]))
    hato_rows = [g for g in games if g.game_key == "hato"]
    assert figure("Хато", "played") == "2" and figure("Кой-кой", "played") == "1"
    assert int(figure("Хато", "won")) == sum(g.outcome == "won" for g in hato_rows)
    accuracy = next(g.accuracy for g in hato_rows if g.accuracy is not None)
    assert figure("Хато", "mean-accuracy") == f"{accuracy}&nbsp;%"
    # One dot per reviewed game, each opening its review.
    assert page.count('class="review-dot review-dot-good"') == 2
    assert f'href="/ru/play/g/{koikoi.id}/review/"' in page
    assert "1 законченная партия ещё не разобрана" in page
