"""The table never shows what the learner may not see.

Plays many random games through the views (with and without htmx, asking for hints and choosing
cards on the way) and checks every response while the game is on: no card that is hidden from the
learner (another hand, the deck) appears by code or by name, and the secret seed appears nowhere,
neither in the HTML nor in a cookie.
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
from play.models import PracticeGame
from tests.play.conftest import MOVE_RE, PICK_RE, start, version_of

#: Every registered game with every player count it allows (a game added to the engine is covered).
GAMES = [
    (key, n)
    for key in game_keys()
    for n in range(GAMES_BY_KEY[key].min_players, GAMES_BY_KEY[key].max_players + 1)
]


def visible_to_learner(row: PracticeGame) -> tuple[set[int], set[int]]:
    """(cards the learner sees now, cards named in events the learner has seen)."""
    built = workflow.rebuild(row)
    obs = built.observation()
    seen = set(obs.hand) | set(obs.table) | set(obs.public.get("out_of_play", ()))
    for pile in obs.captured:
        seen.update(pile)
    mentioned = {c for event in obs.events for c in event.cards}
    return seen, mentioned


def check_response(response, row: PracticeGame) -> None:
    if row.status == PracticeGame.Status.FINISHED:
        return
    html = response.content.decode()
    cookies = " ".join(str(morsel.value) for morsel in response.cookies.values())
    text = html + " " + cookies
    seen, mentioned = visible_to_learner(row)
    hidden = sorted(set(range(48)) - seen)
    if hidden:
        codes = "|".join(DECK[card].code for card in hidden)
        found = re.search(r"(?<![0-9A-Za-z])(" + codes + r")(?![0-9A-Za-z])", text)
        assert found is None, f"hidden card {found and found.group(1)} in the page"
    for card in hidden:
        if card not in mentioned:
            name = DECK[card].name
            assert name.ru not in text and name.en not in text, f"hidden card {name.en} named in the page"
    if not row.seed_given:
        assert str(row.seed) not in text, "the secret seed is in the page"


def play_one(client: Client, game: str, players: int, seed: int) -> int:
    """Play one random game through the views; return how many responses were checked."""
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
        else:
            data = {"version": version}
            if rng.random() < 0.8:
                data["until"] = "me"
            response = table.post("next", data, **headers)
    assert table.row.is_over
    return checked


@pytest.mark.django_db
@pytest.mark.parametrize("chunk", range(8))
def test_random_games_leak_nothing(client, chunk):
    """8 chunks x 25 games = 200 games through the views, every game and seat count in turn."""
    total = 0
    for number in range(25):
        game, players = GAMES[(chunk * 25 + number) % len(GAMES)]
        total += play_one(client, game, players, seed=chunk * 1000 + number)
    assert total > 25 * 10


def test_the_leak_games_cover_every_game_and_player_count():
    assert {key for key, _ in GAMES} == set(game_keys()) == {"hato", "koikoi", "aigoma", "nylon", "gostop"}
    assert len(GAMES) == 3 + 1 + 3 + 5 + 2
