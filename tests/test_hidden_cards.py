"""Every state of a deal, drawn for every viewer: no table shows a card its viewer may not see.

The crawls through the views and the sockets (``tests/play/test_leaks.py``,
``tests/tables/test_leaks.py``) prove that pages, partials, cookies and socket messages carry only
what the renderings carry. This check goes through every state of seeded deals of every game and
player count and draws, at each, what each viewer would be sent: the learner's practice table (the
htmx partial, and again with a hand card chosen when one can be), every seat's table among people
(the partial a page and a socket message share) and a spectator's. None may show a card hidden from
its viewer by code or by name, nor the deal's secret seed.

Each run draws ``DEALS_PER_RUN`` deals per game and player count from ``SEEDS`` (rotating with the
run seed, ``tests/seeds.py``), so successive runs go through all of them.
"""

from __future__ import annotations

import random

import pytest
from django.template.loader import render_to_string
from django.test import RequestFactory
from django.utils import translation

from engine.cards import DECK
from engine.game import GAMES as GAMES_BY_KEY
from engine.game import game_keys, get_game
from play import searches, workflow
from play.board import build_table
from play.models import PracticeGame
from play.views import table_context
from tables import game as table_game
from tables import workflow as table_workflow
from tables.models import Seat, Table
from tables.pages import table_html
from tests.play.test_leaks import check_hidden, visible_in
from tests.seeds import rotating

#: Every registered game with every player count it allows.
GAMES = [
    (key, n)
    for key in game_keys()
    for n in range(GAMES_BY_KEY[key].min_players, GAMES_BY_KEY[key].max_players + 1)
]
#: The deals the check goes through over successive runs, for each game and player count.
SEEDS = list(range(1, 41))
DEALS_PER_RUN = 1

pytestmark = pytest.mark.django_db


def people_table(game: str, players: int, seed: int) -> Table:
    """A dealt table of people only (nobody's move is made for them), dealt from ``seed``."""
    table, _token = table_workflow.open_table(
        game_key=game, players=players, options=None, bots=[None] * (players - 1), host_name="Host"
    )
    for number in range(1, players):
        table_workflow.join(table=table, name=f"Guest {number}")
    table.refresh_from_db()
    Table.objects.filter(pk=table.pk).update(status=Table.Status.PLAYING, number=1, seed=seed, moves=[])
    table.refresh_from_db()
    return table


def practice_row(game: str, players: int, seed: int, learner: int) -> PracticeGame:
    """A practice game (unsaved: only drawn) with the learner in seat ``learner`` and random bots."""
    rules = get_game(game, players=players)
    bots: list[str | None] = ["random"] * (players - 1)
    bots.insert(learner, None)
    return PracticeGame(
        game_key=game,
        players=players,
        options=dict(rules.options),
        seed=seed,
        seed_given=False,
        learner_seat=learner,
        bots=bots,
        moves=[],
        version=0,
        tutor=False,
    )


def walk(game: str, players: int, seed: int) -> int:
    """Play one seeded deal with random moves, drawing every viewer's table at every state; returns
    how many renderings were checked."""
    rng = random.Random(seed)
    language = rng.choice(["ru", "en"])
    request = RequestFactory().get(f"/{language}/play/", headers={"HX-Request": "true"})
    request.htmx = True
    table = people_table(game, players, seed)
    seats = list(Seat.objects.filter(table=table).order_by("number"))
    row = practice_row(game, players, seed, learner=rng.randrange(players))
    checked = 0
    moves: list[str] = []
    with translation.override(language):
        for _ in range(1000):
            row.moves, table.moves = list(moves), list(moves)
            built = workflow.rebuild(row)
            if built.state.is_over:
                break
            obs = built.observation()
            hand_choices = [None]
            if obs.legal_moves and obs.hand:
                hand_choices.append(rng.choice(obs.hand))
            for chosen in hand_choices:
                code = None if chosen is None else DECK[chosen].code
                view = build_table(built, row, selected=code)
                context = table_context(row, view, searches.Progress(version=row.version))
                html = render_to_string("play/table.html#table", context, request=request)
                checked += check(html, visible_in(obs), seed)
            dealt = table_game.build(table)
            for seat in seats:
                html = table_html(table, seat, language=language).html
                checked += check(html, visible_in(dealt.state.observe(seat.number)), seed)
            checked += check(table_html(table, None, language=language).html, open_to_all(dealt.state), seed)
            moves.append(rng.choice(built.state.legal_moves()).code)
    assert built.state.is_over, "the deal did not end"
    return checked


def open_to_all(state) -> tuple[set[int], set[int]]:
    """What a spectator may see: the table, the captured piles and the cards out of play, and the cards
    named in public events (no hand, whoever's it is)."""
    obs = state.observe(0)
    seen = set(obs.table) | set(obs.public.get("out_of_play", ()))
    for pile in obs.captured:
        seen.update(pile)
    return seen, {card for event in obs.events if event.private_to is None for card in event.cards}


def check(html: str, visible: tuple[set[int], set[int]], seed: int) -> int:
    check_hidden(html, *visible)
    assert str(seed) not in html, "the secret seed is in the page"
    return 1


def case(key: str, players: int):
    """A game and player count; beyond each game's smallest table they are part of the thorough rest
    (``make test`` draws them all, ``make test-fast`` each game at its smallest table)."""
    if players != GAMES_BY_KEY[key].min_players:
        return pytest.param(key, players, marks=pytest.mark.thorough)
    return (key, players)


def deal_seed(game: str, players: int, seed: int) -> int:
    """The secret seed of deal ``seed`` of the list: a deal that ends as it is dealt (Go-Stop's four
    cards of a month in one hand, say) has no state to walk through, so the next one is taken."""
    rules = get_game(game, players=players)
    for attempt in range(100):
        name = f"{game}:{players}:{seed}" + (f":{attempt}" if attempt else "")
        secret = random.Random(name).getrandbits(63)
        if not rules.new_state(secret).is_over:
            return secret
    raise AssertionError(f"every deal of {game} for {players} ended as it was dealt")


@pytest.mark.parametrize(("game", "players"), [case(key, n) for key, n in GAMES])
def test_every_state_shows_each_viewer_only_what_they_may_see(game, players):
    for seed in rotating(SEEDS, share=DEALS_PER_RUN, salt=f"{game}:{players}"):
        assert walk(game, players, deal_seed(game, players, seed)) > 10


def test_every_deal_of_the_list_can_be_walked():
    """The deals the check rotates through all have states to look at (none ends as it is dealt)."""
    ends_at_once = random.Random("gostop:2:15").getrandbits(63)
    assert get_game("gostop", players=2).new_state(ends_at_once).is_over
    assert deal_seed("gostop", 2, 15) != ends_at_once
    for game, players in GAMES:
        for seed in SEEDS:
            assert not get_game(game, players=players).new_state(deal_seed(game, players, seed)).is_over


def test_the_check_covers_every_game_and_player_count():
    assert {key for key, _ in GAMES} == set(game_keys())
    assert len(GAMES) == 3 + 1 + 3 + 5 + 2


def test_the_check_finds_a_hidden_card_by_code_and_by_name():
    last = DECK[47]
    seen = set(range(47))
    with pytest.raises(AssertionError, match="hidden card"):
        check_hidden(f'<img src="/static/cards/{last.code}.webp">', seen, set())
    for name in (last.name.ru, last.name.en):
        with pytest.raises(AssertionError, match="named in the page"):
            check_hidden(f"<p>{name}</p>", seen, set())
    check_hidden(f"<p>{last.name.en}</p>", seen, {47})  # an event named it: it may be named
    check_hidden(f"<p>x{last.code}9 {last.name.en}s</p>".replace(" ", "_"), seen, set())  # inside words
