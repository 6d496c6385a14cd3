"""After a game at a table each person there sees the review of their own moves, privately: every
decision of their seat analysed, the accuracy, the graph and the key moments; nobody else sees it."""

from __future__ import annotations

import re

import pytest

from engine.bots.accuracy import deal_accuracy
from tables import deal_review
from tables.replay import finished_game
from tests.tables.conftest import Person, join, open_table, start
from tests.tables.test_replay import play_to_the_end, second_game_begun

pytestmark = pytest.mark.django_db
ACCURACY_RE = re.compile(r'data-accuracy="(\d+)"')


@pytest.fixture(autouse=True)
def quick_tutor(monkeypatch):
    from tests.conftest import small_search_budget

    small_search_budget(monkeypatch)


def test_each_person_reviews_their_own_moves_and_only_theirs():
    grandma, misha, stranger = Person("Grandma", lang="ru"), Person("Misha"), Person("Stranger")
    table = open_table(grandma, "koikoi", players=0, seats=("person",))
    join(misha, table)
    start(grandma)
    early = misha.client.get(f"/en/tables/{table.code}/review/1/", follow=True).content.decode()
    assert "The review of a game opens when it is over." in early
    play_to_the_end([grandma, misha], table)
    table.refresh_from_db()
    assert "data-review" in misha.page().content.decode()
    found = finished_game(table, 1)
    assert found is not None
    pages = {}
    for number, person in enumerate((grandma, misha)):
        response = person.client.get(f"/{person.lang}/tables/{table.code}/review/1/")
        assert response.status_code == 200
        page = response.content.decode()
        analysed = deal_review.review(table, found, number, ask=False)
        assert analysed.ready and analysed.points
        # Only this seat's decisions: one dot each, linked rows pointing at this seat's own moves.
        assert page.count('class="review-dot ') == len(analysed.points)
        shown = ACCURACY_RE.search(page)
        assert shown and int(shown.group(1)) == deal_accuracy([d.accuracy for d in analysed.decisions])
        pages[number] = page
    assert "Ваша точность" in pages[0] and "Your accuracy" in pages[1]
    refused = stranger.client.get(f"/en/tables/{table.code}/review/1/")
    assert refused.status_code == 403
    assert grandma.client.get(f"/en/tables/{table.code}/review/2/").status_code == 404


def test_a_review_of_an_earlier_game_is_analysed_after_the_next_one_began():
    _grandma, misha, table = second_game_begun("hato", 2)
    page = misha.client.get(f"/en/tables/{table.code}/review/1/").content.decode()
    assert ACCURACY_RE.search(page), "game 1 was analysed though game 2 is being played"
