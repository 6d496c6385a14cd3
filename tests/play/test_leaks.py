"""The table never shows what the learner may not see.

Plays random games through the views (with and without htmx, asking for hints and choosing cards on
the way; a rotating share of 200 seeded games on each run) and checks every response while the game
is on: no card that is hidden from the learner (another hand, the deck) appears by code or by name,
and the secret seed appears nowhere, neither in the HTML nor in a cookie. Every state of more deals,
drawn for every viewer, is checked at the level of the rendering (``tests/test_hidden_cards.py``).
"""

from __future__ import annotations

import random
import re

import pytest
from django.test import Client

from engine.cards import DECK
from engine.game import GAMES as GAMES_BY_KEY
from engine.game import game_keys
from play import workflow
from play.models import Mistake, PracticeGame
from room import seeds
from tests.play.conftest import MOVE_RE, PICK_RE, start, version_of
from tests.seeds import rotating

#: Every registered game with every player count it allows (a game added to the engine is covered).
GAMES = [
    (key, n)
    for key in game_keys()
    for n in range(GAMES_BY_KEY[key].min_players, GAMES_BY_KEY[key].max_players + 1)
]


def visible_to_learner(row: PracticeGame) -> tuple[set[int], set[int]]:
    """(cards the learner sees now, cards named in events the learner has seen)."""
    return visible_in(workflow.rebuild(row).observation())


def visible_in(obs) -> tuple[set[int], set[int]]:
    """(cards an observation shows, cards named in the events it holds)."""
    seen = set(obs.hand) | set(obs.table) | set(obs.public.get("out_of_play", ()))
    for pile in obs.captured:
        seen.update(pile)
    mentioned = {c for event in obs.events for c in event.cards}
    return seen, mentioned


def check_response(response, row: PracticeGame) -> None:
    if row.status == PracticeGame.Status.FINISHED:
        return
    cookies = " ".join(str(morsel.value) for morsel in response.cookies.values())
    check_hidden(response.content.decode() + " " + cookies, *visible_to_learner(row))
    if not row.seed_given:
        assert str(row.seed) not in response.content.decode() + cookies, "the secret seed is in the page"


def check_hidden(text: str, seen: set[int], mentioned: set[int]) -> None:
    """No card outside ``seen`` appears in ``text`` by code, nor by name unless an event named it."""
    hidden = sorted(set(range(48)) - seen)
    if not hidden:
        return
    codes = "|".join(DECK[card].code for card in hidden)
    found = re.search(r"(?<![0-9A-Za-z])(" + codes + r")(?![0-9A-Za-z])", text)
    assert found is None, f"hidden card {found and found.group(1)} in the page"
    names = {word: DECK[card].name.en for card in hidden if card not in mentioned for word in _names(card)}
    if names:
        # As words: a random token (the CSRF one) may hold "Deer" or "Boar" among its letters. One
        # pass over the page for all the names (the longest first, so that none hides a longer one).
        words = "|".join(re.escape(word) for word in sorted(names, key=len, reverse=True))
        found = re.search(r"(?<![0-9A-Za-zЁА-яё])(" + words + r")(?![0-9A-Za-zЁА-яё])", text)
        assert found is None, f"hidden card {found and names[found.group(1)]} named in the page"


def _names(card: int) -> tuple[str, str]:
    name = DECK[card].name
    return name.ru, name.en


def play_one(client: Client, game: str, players: int, seed: int) -> int:
    """Play one random game through the views; return how many responses were checked. ``seed``
    draws the learner's choices; the deal is the next secret seed (``tests/seeds.py``)."""
    rng = random.Random(seed)
    lang = rng.choice(["ru", "en"])
    fields = {"players": players}  # ignored by games with one player count
    table = start(client, game, lang, **fields)
    hx = {"HX-Request": "true"}
    checked = 0
    response = table.get("")
    for _ in range(400):
        if response.status_code == 302:  # without htmx a post redirects to the table
            response = table.get("")
        assert response.status_code == 200
        row = table.row
        check_response(response, row)
        checked += 1
        if row.is_over:
            break
        headers = hx if rng.random() < 0.8 else {}
        html = response.content.decode()
        version = version_of(html)
        picks = PICK_RE.findall(html)
        moves = MOVE_RE.findall(html)
        if picks or moves:
            if rng.random() < 0.05:
                check_response(table.get("?hint=" + rng.choice("12"), **headers), row)
            if picks and not moves:
                response = table.get("?card=" + rng.choice(picks), **headers)
                check_response(response, row)
                moves = MOVE_RE.findall(response.content.decode())
            response = table.post("move", {"move": rng.choice(moves), "version": version}, **headers)
        else:  # the bots are thinking (never for long here: the test settings run searches at once)
            response = table.get("", **headers)
    assert table.row.is_over
    return checked


#: The crawl's 200 games: every game and player count in turn, each with the seed of its learner's
#: choices and of its deal. Each run plays ``CRAWL_PER_RUN`` of them in a row (every game and player
#: count twice), rotating with the run seed; ``tests/test_hidden_cards.py`` draws every state of more.
CRAWL = [(*GAMES[number % len(GAMES)], number) for number in range(200)]
CRAWL_PER_RUN = 2 * len(GAMES)


@pytest.mark.django_db
@pytest.mark.parametrize("half", [0, pytest.param(1, marks=pytest.mark.thorough)])
def test_random_games_leak_nothing(client, monkeypatch, half):
    """Games through the views, with and without htmx, choosing cards and asking for hints: a share of
    ``CRAWL`` on each run, every game and player count in each half (``make test-fast`` plays the
    first; each game's number is printed, so that a failure can be played again)."""
    share = rotating(CRAWL, share=CRAWL_PER_RUN, salt="play-crawl")
    total = 0
    for game, players, number in share[half * len(GAMES) : (half + 1) * len(GAMES)]:
        deal = random.Random(f"deal:{number}").getrandbits(63)
        monkeypatch.setattr(seeds, "new_seed", lambda deal=deal: deal)
        print(f"crawl game {number}: {game}, {players} players")
        total += play_one(client, game, players, seed=number)
    assert total > len(GAMES) * 10


def test_the_leak_games_cover_every_game_and_player_count():
    assert {key for key, _ in GAMES} == set(game_keys()) == {"hato", "koikoi", "aigoma", "nylon", "gostop"}
    assert len(GAMES) == 3 + 1 + 3 + 5 + 2


@pytest.mark.django_db
@pytest.mark.usefixtures("fixed_ids")
@pytest.mark.parametrize(
    ("game", "players"),
    [
        ("hato", 3),
        ("koikoi", 2),
        pytest.param("aigoma", 3, marks=pytest.mark.thorough),  # the longest two: make test only
        pytest.param("nylon", 4, marks=pytest.mark.thorough),
        ("gostop", 2),
        ("gostop", 3),
    ],
)
def test_learning_from_mistakes_shows_only_the_learners_view_then(client, game, players):
    """The positions set up again from a finished game (every page of them: the task, each chosen
    hand card, the outcome of a try, a review; with and without htmx) show only what the learner
    could see at that move, though the game is over and its replay shows every card."""
    from datetime import timedelta

    from django.utils import timezone

    from play import mistakes
    from tests.play.conftest import finish

    rng = random.Random(players)
    lang = rng.choice(["ru", "en"])
    row = finish(start(client, game, lang, players=players, tutor="on", seed=11).row, seed=11)
    items = mistakes.collect(row)
    assert items, "the seeded game has mistakes"
    checked = 0
    for number, item in enumerate(items, 1):
        visible = visible_in(mistakes.position(row, item.ply).observation())
        url = f"/{lang}/play/g/{row.id}/mistakes/{number}/"
        pages = [client.get(url), client.get(url, headers={"HX-Request": "true"})]
        html = pages[0].content.decode()
        pages += [
            client.get(url + "?card=" + card, headers={"HX-Request": "true"})
            for card in PICK_RE.findall(html)
        ]
        moves = sorted({code for page in pages for code in MOVE_RE.findall(page.content.decode())})
        assert moves, "the position offers the learner's moves"
        pages.append(
            client.post(url, {"move": rng.choice(moves), "ply": item.ply}, headers={"HX-Request": "true"})
        )
        pages.append(client.get(url))
        item.refresh_from_db()
        if item.due is not None:
            Mistake.objects.filter(pk=item.pk).update(due=timezone.now() - timedelta(minutes=1))
            review = f"/{lang}/play/mistakes/{item.id}/"
            pages.append(client.get(review))
            pages.append(client.post(review, {"move": rng.choice(moves), "reviews": 0}, follow=True))
        for page in pages:
            assert page.status_code == 200
            check_hidden(page.content.decode(), *visible)
            checked += 1
    assert checked >= 4 * len(items)  # two looks, the try and the look after it at the least
