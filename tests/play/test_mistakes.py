"""Learning from one's mistakes: a finished game's inaccuracies and mistakes, one position at a time.

Every game is played to the end through the views with the tutor on; its mistakes are then stepped
through as a learner would: the position is the learner's view at that move, a try is judged, the
better move and its reason are shown, and a miss goes into spaced review.
"""

from __future__ import annotations

import re

import pytest
from django.test import Client

from engine.cards import DECK
from engine.game import Move
from play import mistakes, workflow
from play.models import Mistake, PracticeGame
from tests.play.conftest import finish, start

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fixed_ids", "quick_search")]


@pytest.fixture
def quick_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tutor and the bots on a tiny fixed budget: the games and their mistakes repeat exactly,
    however busy the machine (a full search on a loaded machine can reach its time net)."""
    from tests.conftest import small_search_budget

    small_search_budget(monkeypatch)


HX = {"HX-Request": "true"}
GAMES = [("hato", 2), ("koikoi", 2), ("aigoma", 3), ("nylon", 3), ("gostop", 2), ("gostop", 3)]
HAND_RE = re.compile(
    r'play-card-hand"><source type="image/webp" srcset="/static/cards/\w+/1x/(\d\d[a-d])\.webp'
)
TABLE_RE = re.compile(
    r'play-card-table"><source type="image/webp" srcset="/static/cards/\w+/1x/(\d\d[a-d])\.webp'
)
MOVE_RE = re.compile(r'name="move" value="([^"]+)"')
WORDS = {
    "ru": {"link": "Разобрать ошибки", "of": "Позиция {n} из {m}", "same": "Это тот же ход, что и в партии."},
    "en": {
        "link": "Learn from your mistakes",
        "of": "Position {n} of {m}",
        "same": "This is the move you made",
    },
}


def finished(client: Client, game: str, players: int, lang: str = "ru", seed: int = 5) -> PracticeGame:
    """A game of ``game`` dealt from ``seed`` and played to the end with the tutor on (it has
    mistakes to learn from)."""
    row = finish(start(client, game, lang, players=players, tutor="on", seed=seed).row, seed=seed)
    assert mistakes.learnable(workflow.rebuild(row), row), "the seeded game has mistakes"
    return row


def text(response) -> str:
    return response.content.decode()


def step_url(row: PracticeGame, number: int, lang: str = "ru") -> str:
    return f"/{lang}/play/g/{row.id}/mistakes/{number}/"


def try_move(client: Client, row: PracticeGame, number: int, item: Mistake, code: str, lang: str = "ru"):
    """Choose ``code`` at position ``number`` as a person would: pick its hand card, then the move."""
    page = text(client.get(step_url(row, number, lang)))
    if code not in MOVE_RE.findall(page):
        card = Move.parse(code).cards[0]
        page = text(client.get(step_url(row, number, lang) + "?card=" + DECK[card].code))
    assert code in MOVE_RE.findall(page), f"{code} is offered at position {number}"
    return client.post(step_url(row, number, lang), {"move": code, "ply": item.ply})


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_every_game_steps_through_its_mistakes(client, game, players):
    lang = "en" if game in ("koikoi", "nylon") else "ru"
    words = WORDS[lang]
    row = finished(client, game, players, lang)
    result = text(client.get(f"/{lang}/play/g/{row.id}/"))
    assert words["link"] in result and f"/{lang}/play/g/{row.id}/mistakes/" in result
    assert words["link"] in text(client.get(f"/{lang}/play/g/{row.id}/replay/"))
    start_page = client.get(f"/{lang}/play/g/{row.id}/mistakes/")
    assert start_page.status_code == 302 and start_page["Location"] == step_url(row, 1, lang)
    items = list(row.mistakes.order_by("ply"))
    expected = [ply for ply, _note in mistakes.learnable(workflow.rebuild(row), row)]
    assert [item.ply for item in items] == expected
    for number, item in enumerate(items, 1):
        page = text(client.get(step_url(row, number, lang)))
        assert words["of"].format(n=number, m=len(items)) in page
        obs = mistakes.position(row, item.ply).observation()
        assert HAND_RE.findall(page) == [DECK[c].code for c in obs.hand]
        assert TABLE_RE.findall(page) == [DECK[c].code for c in obs.table]
        # Every other position is tried with the move of the game (a miss), the others with the best.
        code = item.played if number % 2 else item.best
        response = try_move(client, row, number, item, code, lang)
        assert response.status_code == 302 and response["Location"] == step_url(row, number, lang)
        item.refresh_from_db()
        assert item.answer == code and item.found is (code == item.best)
        assert (item.due is not None) is (code == item.played), "a miss, and only a miss, goes into review"
        outcome = text(client.get(step_url(row, number, lang)))
        assert 'data-outcome="found"' in outcome if item.found else 'data-outcome="missed"' in outcome
        if not item.found:
            assert words["same"] in outcome
            assert 'class="play-reason"' in outcome, "the better move comes with its reason"
        assert not MOVE_RE.findall(outcome), "an answered position offers no more moves"
    summary = text(client.get(f"/{lang}/play/g/{row.id}/mistakes/"))
    found = sum(1 for item in Mistake.objects.filter(game=row) if item.found)
    assert f'data-found="{found}"' in summary
    listed = text(client.get(f"/{lang}/play/mistakes/"))
    assert (
        listed.count(f"/{lang}/play/mistakes/") >= Mistake.objects.filter(game=row, due__isnull=False).count()
    )


def test_a_move_that_is_neither_asks_the_tutor_once_and_keeps_its_ranking(client):
    row = finished(client, "hato", 2)
    item = mistakes.collect(row)[0]
    built = mistakes.position(row, item.ply)
    other = next(m.code for m in built.state.legal_moves() if m.code not in (item.best, item.played))
    response = try_move(client, row, 1, item, other)
    assert response.status_code == 302
    item.refresh_from_db()
    assert item.answer == other and item.ranking, "the tutor's ranking is kept on the mistake"
    from play import tutor

    ranking = [(Move.parse(code), value, visits, noise) for code, value, visits, noise in item.ranking]
    note = tutor.judge(ranking, Move.parse(other), game=built.game, obs=built.observation())
    assert item.found is (note["verdict"] in ("best", "good"))
    tutor._RANKS.clear()  # the page of the outcome needs no search any more
    calls = []
    original = tutor.ranked
    tutor.ranked = lambda *a, **kw: calls.append(1) or original(*a, **kw)
    try:
        assert client.get(step_url(row, 1)).status_code == 200
    finally:
        tutor.ranked = original
    assert not calls


def test_a_move_as_good_as_the_best_counts_as_found(client, monkeypatch):
    row = finished(client, "koikoi", 2)
    item = mistakes.collect(row)[0]
    built = mistakes.position(row, item.ply)
    other = next(m for m in built.state.legal_moves() if m.code not in (item.best, item.played))
    # The tutor's ranking puts the other move level with the best one.
    Mistake.objects.filter(pk=item.pk).update(
        ranking=[[item.best, 0.6], [other.code, 0.6], [item.played, 0.1]]
        + [
            [m.code, 0.0]
            for m in built.state.legal_moves()
            if m.code not in (item.best, item.played, other.code)
        ]
    )
    try_move(client, row, 1, item, other.code)
    item.refresh_from_db()
    assert item.found is True and item.due is None
    page = text(client.get(step_url(row, 1)))
    assert "не хуже лучшего" in page and "Первый выбор наставника" in page


# --------------------------------------------------------------------------- bad input


def test_stale_forged_and_replayed_tries_change_nothing(client):
    row = finished(client, "hato", 2)
    item = mistakes.collect(row)[0]
    url = step_url(row, 1)
    obs = mistakes.position(row, item.ply).observation()
    elsewhere = next(DECK[c].code for c in range(48) if c not in obs.hand)
    for data in (
        {"move": item.best, "ply": item.ply + 1},  # a stale page (another position's number)
        {"move": item.best, "ply": "abc"},
        {"move": "play:99z", "ply": item.ply},  # a forged code
        {"move": f"lay:{elsewhere}", "ply": item.ply},  # a card not in the hand
        {"move": "", "ply": item.ply},
    ):
        response = client.post(url, data, follow=True)
        assert response.status_code == 200
        assert 'class="play-msg play-msg-error"' in text(response), data
        item.refresh_from_db()
        assert not item.answered and item.due is None
    assert client.post(url, {"move": item.played, "ply": item.ply}).status_code == 302
    item.refresh_from_db()
    state, due = item.state, item.due
    replayed = client.post(url, {"move": item.best, "ply": item.ply}, follow=True)
    assert "Вы уже сделали ход в этой позиции." in text(replayed)
    item.refresh_from_db()
    assert item.answer == item.played and item.found is False and (item.state, item.due) == (state, due)
    htmx = client.post(url, {"move": item.best, "ply": item.ply}, headers=HX)
    assert htmx.status_code == 200 and 'id="play-drill"' in text(htmx) and "<html" not in text(htmx)
    assert "Вы уже сделали ход в этой позиции." in text(htmx)


def test_someone_elses_game_and_positions_are_not_found(client):
    row = finished(client, "koikoi", 2)
    item = mistakes.collect(row)[0]
    client.post(step_url(row, 1), {"move": item.played, "ply": item.ply})
    other = Client()
    other.get("/ru/play/")
    assert other.get(f"/ru/play/g/{row.id}/mistakes/").status_code == 404
    assert other.get(step_url(row, 1)).status_code == 404
    assert other.post(step_url(row, 1), {"move": item.best, "ply": item.ply}).status_code == 404
    assert other.get(f"/ru/play/mistakes/{item.id}/").status_code == 404
    assert other.post(f"/ru/play/mistakes/{item.id}/", {"move": item.best, "reviews": 0}).status_code == 404
    assert str(item.id) not in text(other.get("/ru/play/mistakes/"))
    item.refresh_from_db()
    assert item.reviews == 0


def test_a_game_in_progress_and_a_missing_position(client):
    table = start(client, "hato", "ru", players=2, tutor="on")
    response = client.get(f"/ru/play/g/{table.row.id}/mistakes/", follow=True)
    assert "Разбирать ошибки партии можно, когда она закончится." in text(response)
    assert not Mistake.objects.exists()
    row = finished(client, "hato", 2)
    count = len(mistakes.collect(row))
    assert client.get(step_url(row, count + 1)).status_code == 404
    assert client.get(step_url(row, 0)).status_code == 404


def test_a_game_without_the_tutor_has_nothing_to_learn_from(client):
    row = finish(start(client, "hato", "en", players=2, tutor="").row, seed=5)
    assert "Learn from your mistakes" not in text(client.get(f"/en/play/g/{row.id}/"))
    page = text(client.get(f"/en/play/g/{row.id}/mistakes/"))
    assert "your moves were not judged" in page and not Mistake.objects.exists()


def test_a_matgo_game_is_called_matgo_on_its_mistake_pages(client):
    """Go-Stop for two has a name of its own (``frame.games.name_for``): the mistake pages and the review
    say «Матго», as the table and the replay do."""
    row = finished(client, "gostop", 2)
    page = text(client.get(step_url(row, 1)))
    assert "Разбор ошибок: Матго" in page and "Го-стоп</h1>" not in page
