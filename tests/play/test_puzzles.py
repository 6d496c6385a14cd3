"""Puzzles: the shipped ones (at least 300 per game, each position legal and its solution among the
legal moves), the page from the solver's seat with no hidden card in it, a try solved or missed,
another try, the solution shown with its reason, the next puzzle; and the command that makes them."""

from __future__ import annotations

import json
import re
from io import StringIO

import pytest
from django.core.management import call_command
from django.test import Client

from engine.game import Move
from play import puzzle_store, puzzles
from play.models import Puzzle, PuzzleAttempt, PuzzleDeal, PuzzleRating
from room.puzzle_search import THEMES
from tests.play.test_leaks import check_hidden, visible_in

pytestmark = pytest.mark.django_db
MOVE_RE = re.compile(r'name="move" value="([^"]+)"')
PICK_RE = re.compile(r'href="\?card=(\w+)"')


@pytest.fixture
def shipped(db) -> int:
    return puzzle_store.load()


def test_at_least_300_shipped_puzzles_per_game_each_a_legal_position_with_a_legal_solution():
    for key, players in puzzles.GAMES:
        entries = json.loads(puzzle_store.file_for(key, players).read_text())
        assert len(entries) >= 300, f"{key}/{players}: {len(entries)} puzzles"
        assert len({e["code"] for e in entries}) == len(entries)
        for entry in entries[:: max(1, len(entries) // 25)]:  # a spread sample: replaying all is slow
            puzzle = Puzzle(**{name: entry[name] for name in puzzle_store.FIELDS})
            state = puzzles.position(puzzle).state
            assert state.current_player == puzzle.seat and not state.is_over
            legal = {move.code for move in state.legal_moves()}
            assert puzzle.solution in legal and puzzle.second in legal and puzzle.solution != puzzle.second
            assert len(legal) == puzzle.legal
            assert puzzle.theme in THEMES
            # Addresses tell nothing of the deal.
            assert str(puzzle.seed) not in puzzle.code


def test_loading_twice_adds_nothing_and_keeps_the_ratings(shipped):
    assert shipped == Puzzle.objects.count() >= 300 * len(puzzles.GAMES)
    moved = Puzzle.objects.first()
    Puzzle.objects.filter(pk=moved.pk).update(rating=1234.0, attempts=7)
    assert puzzle_store.load() == 0
    moved.refresh_from_db()
    assert moved.rating == 1234.0 and moved.attempts == 7


def _page(client: Client, puzzle: Puzzle, lang: str = "ru", query: str = "") -> str:
    return client.get(f"/{lang}/play/puzzles/{puzzle.code}/{query}").content.decode()


@pytest.mark.parametrize(
    ("key", "players"), [("hato", 2), ("koikoi", 2), ("gostop", 3), ("nylon", 3), ("aigoma", 3)]
)
def test_the_page_shows_only_what_the_solvers_seat_sees(client, shipped, key, players):
    puzzle = Puzzle.objects.filter(game_key=key, players=players).order_by("code").first()
    obs = puzzles.position(puzzle).observation()
    page = _page(client, puzzle)
    picks = PICK_RE.findall(page)
    if picks:
        page += _page(client, puzzle, query=f"?card={picks[0]}")
    check_hidden(page, *visible_in(obs))
    assert str(puzzle.seed) not in page


def _solution_post(client: Client, puzzle: Puzzle, move: str, lang: str = "ru") -> str:
    return client.post(f"/{lang}/play/puzzles/{puzzle.code}/", {"move": move}, follow=True).content.decode()


def test_solved_at_the_first_try_counts_once(client, shipped):
    puzzle = Puzzle.objects.filter(game_key="koikoi").order_by("code").first()
    page = _solution_post(client, puzzle, puzzle.solution)
    assert 'data-outcome="solved"' in page and "Решено" in page
    again = _solution_post(client, puzzle, puzzle.solution)
    assert 'data-outcome="solved"' in again
    before = puzzle.rating
    puzzle.refresh_from_db()
    assert (puzzle.attempts, puzzle.solved) == (1, 1), "only the first try counts"
    assert PuzzleAttempt.objects.filter(puzzle=puzzle).count() == 2
    # Glicko-2: the solver won the game against the puzzle, once.
    mine = PuzzleRating.objects.get()
    assert mine.rating > 1500 and puzzle.rating < before and mine.deviation < 350
    first = PuzzleAttempt.objects.get(puzzle=puzzle, first=True)
    assert first.rating_before == 1500 and first.rating_after == pytest.approx(mine.rating)


def test_ratings_move_as_glicko_2_says():
    from glicko2 import Player

    from play.ratings import Rating, updated

    # Glickman's worked example (the Glicko-2 paper): 1500/200 against 1400/30 (won), 1550/100 and
    # 1700/300 (lost) ends at 1464.06/151.52.
    player = Player(rating=1500, rd=200, vol=0.06)
    player.update_player([1400, 1550, 1700], [30, 100, 300], [1, 0, 0])
    assert player.rating == pytest.approx(1464.06, abs=0.01) and player.rd == pytest.approx(151.52, abs=0.01)
    # One game at a time, as a first try is rated: a win over a weaker puzzle gains less than over a
    # stronger one, and a loss to a stronger one costs less than to a weaker one.
    me = Rating(1500, 200, 0.06)
    assert 1500 < updated(me, Rating(1300, 50), 1.0).rating < updated(me, Rating(1700, 50), 1.0).rating
    assert updated(me, Rating(1300, 50), 0.0).rating < updated(me, Rating(1700, 50), 0.0).rating < 1500


def test_a_miss_says_why_the_solution_is_better_and_offers_another_try(client, shipped):
    puzzle = Puzzle.objects.filter(game_key="hato").order_by("code").first()
    wrong = next(m.code for m in puzzles.position(puzzle).state.legal_moves() if m.code != puzzle.solution)
    page = _solution_post(client, puzzle, wrong, lang="en")
    assert 'data-outcome="missed"' in page and "Not this one" in page and "data-retry" in page
    assert "Why it is better than your move" in page or "play-reason" not in page
    # Another try from the same page: the task again, then the solution.
    task = _page(client, puzzle, lang="en")
    assert 'data-outcome=""' in task and "Find the clearly best move" in task
    page = _solution_post(client, puzzle, puzzle.solution, lang="en")
    assert 'data-outcome="solved"' in page
    puzzle.refresh_from_db()
    assert (puzzle.attempts, puzzle.solved) == (1, 0)


def test_the_solution_shown_with_its_reason_and_then_the_next_puzzle(client, shipped):
    puzzle = Puzzle.objects.filter(game_key="gostop", players=2).order_by("code").first()
    page = client.post(f"/ru/play/puzzles/{puzzle.code}/?game=gostop-2", {"reveal": "1"}, follow=True)
    html = page.content.decode()
    assert 'data-outcome="revealed"' in html and "Решение:" in html
    assert "play-reason" in html, "the stored reason is given with the solution"
    following = client.get(f"/ru/play/puzzles/next/?game=gostop-2&after={puzzle.code}")
    assert following.status_code == 302
    code = following["Location"].split("/puzzles/")[1].split("/")[0]
    chosen = Puzzle.objects.get(code=code)
    assert chosen.game_key == "gostop" and chosen.players == 2 and chosen != puzzle


def test_a_move_the_rules_refuse_changes_nothing(client, shipped):
    puzzle = Puzzle.objects.order_by("code").first()
    page = _solution_post(client, puzzle, "take:99x", lang="en")
    assert 'data-outcome=""' in page
    assert not PuzzleAttempt.objects.exists()
    assert client.get("/en/play/puzzles/no-such-thing/").status_code == 404


def test_the_choice_of_game_and_theme(client, shipped):
    page = client.get("/ru/play/puzzles/?game=koikoi-2").content.decode()
    count = Puzzle.objects.filter(game_key="koikoi", players=2).count()
    assert f"в этом выборе {count} задач" in page
    theme = Puzzle.objects.filter(game_key="koikoi").values_list("theme", flat=True).first()
    page = client.get(f"/ru/play/puzzles/?game=koikoi-2&theme={theme}").content.decode()
    assert str(Puzzle.objects.filter(game_key="koikoi", theme=theme).count()) in page
    # Nonsense in the query is ignored.
    assert client.get("/ru/play/puzzles/?game=chess-9&theme=%3Cscript%3E").status_code == 200


def test_the_command_is_bounded_resumable_and_prints_its_throughput(monkeypatch):
    from tests.conftest import small_search_budget

    small_search_budget(monkeypatch)
    out = StringIO()
    call_command("make_puzzles", "--games", "koikoi:2", "--deals", "2", stdout=out, stderr=StringIO())
    assert "puzzles per CPU minute" in out.getvalue()
    seeds = sorted(PuzzleDeal.objects.values_list("seed", flat=True))
    assert len(seeds) == 2
    call_command("make_puzzles", "--games", "koikoi:2", "--deals", "1", stdout=out, stderr=StringIO())
    assert sorted(PuzzleDeal.objects.values_list("seed", flat=True)) == [*seeds, seeds[-1] + 1]
    for puzzle in Puzzle.objects.all():
        assert Move.parse(puzzle.solution).code in {
            m.code for m in puzzles.position(puzzle).state.legal_moves()
        }


def test_the_progress_page_charts_the_puzzle_rating_and_names_the_themes_missed(client, shipped):
    page = client.get("/en/play/progress/").content.decode()
    assert "You have not tried a puzzle yet." in page
    chosen = list(Puzzle.objects.filter(game_key="hato").order_by("code")[:3])
    for index, puzzle in enumerate(chosen):
        if index == 0:
            _solution_post(client, puzzle, puzzle.solution, lang="en")
        else:
            client.post(f"/en/play/puzzles/{puzzle.code}/", {"reveal": "1"})
    page = client.get("/en/play/progress/").content.decode()
    mine = PuzzleRating.objects.get()
    assert f'data-rating-now="{round(mine.rating)}"' in page
    assert page.count('class="review-dot review-dot-good" cx=') >= 3
    missed = {p.theme for p in chosen[1:]}
    for theme in missed:
        assert f"/en/play/puzzles/?theme={theme}" in page
