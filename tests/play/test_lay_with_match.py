"""Koi-Koi by the japancards.ru text (``must_take`` off): a card with a match may be laid. The table
offers that move beside the captures, the tutor judges and explains it, the bots play it, and a
game started from the form stores the option."""

from __future__ import annotations

import random

import pytest
from django.utils import translation

from engine.bots import LEVELS, make_bot
from engine.cards import DECK
from engine.game import get_game
from play import tutor, workflow
from room import reasons
from tests.engine.bots.helpers import SMALL
from tests.play.conftest import MOVE_RE, PICK_RE, play_through, start

JAPANCARDS = get_game("koikoi", preset="japancards")


def matchable_lays(obs) -> list:
    """The legal lays of hand cards whose month lies on the table."""
    months = {DECK[c].month for c in obs.table}
    return [m for m in obs.legal_moves if m.action == "lay" and DECK[m.cards[0]].month in months]


def positions_with_a_matchable_lay(count: int):
    rng = random.Random(17)
    found = []
    for seed in range(60):
        state = JAPANCARDS.new_state(seed)
        while not state.is_over and len(found) < count:
            obs = state.observe(state.current_player)
            if matchable_lays(obs):
                found.append(state)
            state = state.apply(rng.choice(state.legal_moves()))
        if len(found) >= count:
            break
    return found


@pytest.mark.parametrize("level", LEVELS)
def test_every_bot_plays_in_positions_with_a_matchable_lay(level):
    bot = make_bot(level, **SMALL[level])
    rng = random.Random(2)
    chose_a_lay = 0
    for state in positions_with_a_matchable_lay(12):
        obs = state.observe(state.current_player)
        ranked = bot.rank(obs, rng, game=JAPANCARDS) if level != "random" else None
        if ranked is not None:
            assert {r.move for r in ranked} == set(obs.legal_moves)
        move = bot.choose(obs, rng)
        assert move in obs.legal_moves
        state.apply(move)
        chose_a_lay += move in matchable_lays(obs)
    if level == "random":
        assert chose_a_lay > 0


def test_the_tutor_explains_a_matchable_lay_and_every_reason_favours_the_better_move():
    rng = random.Random(4)
    explained = 0
    for state in positions_with_a_matchable_lay(20):
        obs = state.observe(state.current_player)
        lay = rng.choice(matchable_lays(obs))
        capture = next(m for m in obs.legal_moves if m.cards[:1] == lay.cards and m.action == "play")
        assert tutor.taken_cards(lay, obs) == ()
        assert tutor.taken_cards(capture, obs)
        for best, played in ((capture, lay), (lay, capture)):
            for fact in reasons.reason_facts(JAPANCARDS, obs, played, best):
                with translation.override("ru"):
                    assert reasons.reason_text(JAPANCARDS, {"verdict": "good", "reason": [fact]})
        with translation.override("en"):
            words = tutor.explain(JAPANCARDS, obs, lay, 0.0, [(capture, 0.5, 5), (lay, 0.0, 5)])
        assert DECK[lay.cards[0]].name.en in words.sentence and words.reasons
        explained += 1
    assert explained == 20


@pytest.mark.django_db
def test_a_game_from_the_form_offers_both_moves_of_a_matching_card(client):
    table = start(client, "koikoi", "ru", tutor="on", seed=3, opt_must_take="false")
    row = table.row
    assert row.options["must_take"] is False
    rng = random.Random(5)
    offered = judged = 0
    for ply, _choices, _response in play_through(table, rng):
        note = table.row.annotations.get(str(ply))
        if table.row.moves[ply].startswith("lay:") and note is not None:
            judged += 1
    # Pick a matching card on a fresh game and read the moves the table offers for it.
    fresh = start(client, "koikoi", "en", seed=3, opt_must_take="false")
    html = fresh.get("", **{"HX-Request": "true"}).content.decode()
    built = workflow.rebuild(fresh.row)
    obs = built.observation()
    for code in PICK_RE.findall(html):
        card = next(c for c in obs.hand if DECK[c].code == code)
        if any(DECK[t].month == DECK[card].month for t in obs.table):
            moves = MOVE_RE.findall(fresh.get("?card=" + code).content.decode())
            assert f"lay:{code}" in moves and any(m.startswith(f"play:{code}") for m in moves)
            offered += 1
    assert table.row.is_over
    assert offered, "the deal gave the learner a card with a match"
    assert judged, "the tutor judged some lay"
