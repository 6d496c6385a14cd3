"""Drills: generated from engine positions, checked by the engine's scorer, harder as accuracy grows."""

from __future__ import annotations

import random
import re

import pytest

from engine.cards import BY_CODE
from engine.game import get_game
from learn import drills
from learn.models import Learner
from tests.learn.conftest import answer_post, waiting

GAMES = drills.GAMES


def test_every_drill_game_has_its_scorer():
    assert GAMES == ("hato", "koikoi")
    assert all(drills.available(game) for game in GAMES)


def indices(codes):
    return [BY_CODE[c].index for c in codes]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(4))
def test_bonus_drill_answer_is_exactly_what_the_scorer_finds(game, seed):
    q = drills.make("bonus", random.Random(seed), game=game, level=1 + seed)
    score = drills.scorer(game).score_pile(indices(q["shown"]))
    present = {item.key for item in drills.bonus_items(game, score)}
    chosen = {q["options"][i]["key"] for i in q["answer"]}
    assert chosen == (present or {""})
    keys = [o["key"] for o in q["options"]]
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize("game", GAMES)
def test_score_drill_uses_the_engine_total(game):
    q = drills.make("score", random.Random(3), game=game, level=2)
    assert q["number"] == drills.scorer(game).score_pile(indices(q["shown"])).total


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(4))
def test_complete_drill_has_exactly_one_completing_card(game, seed):
    q = drills.make("complete", random.Random(seed), game=game, level=1 + seed)
    pile = indices(q["shown"])
    completing = drills.completing_cards(game, pile)
    options = [BY_CODE[o["card"]].index for o in q["options"]]
    assert len(set(options)) == 4 and not set(options) & set(pile)
    assert [c for c in options if c in completing] == [options[q["answer"][0]]]


def test_pile_size_grows_with_the_level():
    small = [len(drills.position_pile("hato", random.Random(s), 6)) for s in range(5)]
    large = [len(drills.position_pile("hato", random.Random(s), 18)) for s in range(5)]
    assert sum(large) > sum(small)


def test_stop_points_follow_the_engine_doubling_order():
    rules = {"double_at_7": True, "double_own_koikoi": False, "double_opponent_koikoi": True}
    assert drills.stop_points(8, rules=rules, own_call=True, opponent_call=True) == (
        32,
        ["double_at_7", "double_opponent_koikoi"],
    )
    assert drills.stop_points(5, rules=rules, own_call=False, opponent_call=False) == (5, [])
    q = drills.make("stop", random.Random(5), game="koikoi", level=3)
    base = get_game("koikoi", preset="fudawiki").score_pile(indices(q["shown"])).total
    assert q["params"]["base"] == base > 0
    values = [o["value"] for o in q["options"]]
    assert len(set(values)) == 4 and values[q["answer"][0]] == q["params"]["points"]


@pytest.mark.django_db
def test_level_goes_up_after_three_right_and_down_after_two_wrong():
    learner = Learner.objects.create()
    for _ in range(3):
        drills.adjust_level(learner, True)
    assert learner.drill_level == 2
    drills.adjust_level(learner, False)
    drills.adjust_level(learner, False)
    assert learner.drill_level == 1


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_drill_pages_show_the_engine_breakdown(client, hx, lang, game):
    url = f"/{lang}/learn/drills/{game}/score/"
    html = client.get(url).content.decode()
    assert 'name="number"' in html
    pending = waiting()
    form = html.split('id="panel"')[1].split("</form>")[0].replace('max="9999"', "")
    form = form.replace(str(pending.token), "")  # the one-time token may contain any digits
    form = re.sub(r'name="csrfmiddlewaretoken" value="[^"]*"', "", form)  # and so may the CSRF token
    form = re.sub(r"<picture.*?</picture>", "", form, flags=re.S)  # the cards' own facts (points, months)
    form = form.replace('width="120" height="196"', "")
    assert str(pending.question["number"]) not in form or pending.question["number"] in (0, 1, 5, 9)
    bad = client.post(url, {"action": "answer", "token": str(pending.token), "number": "много"}, headers=hx)
    assert ("Введите целое число." if lang == "ru" else "Type a whole number.") in bad.content.decode()
    response = client.post(url, answer_post(pending), headers=hx).content.decode()
    assert "<html" not in response and "breakdown" in response
    assert ("Итого" if lang == "ru" else "Total") in response


@pytest.mark.django_db
def test_unknown_drill_is_404(client):
    assert client.get("/en/learn/drills/chess/score/").status_code == 404
    assert client.get("/en/learn/drills/hato/stop/").status_code == 404


def _random_deal_records(seed: int, rules: dict[str, bool]):
    """Play one Koi-Koi deal with random legal moves; the engine's record of it and its result."""
    rng = random.Random(seed)
    state = get_game("koikoi", preset="fudawiki", options={**rules, "rounds": 1}).new_state(seed)
    while not state.is_over:
        moves = list(state.legal_moves())
        # Call koi-koi more often than not, so that both calls and long deals come up.
        koikoi = [m for m in moves if m.action == "koikoi"]
        move = koikoi[0] if koikoi and rng.random() < 0.6 else rng.choice(moves)
        state = state.apply(move)
    return state.history, state.result()


def test_stop_points_agree_with_the_engine_on_random_finished_deals():
    """``stop_points`` repeats the engine's doubling order; this keeps the two from drifting apart."""
    compared = {"double_at_7": 0, "double_own_koikoi": 0, "double_opponent_koikoi": 0, "stops": 0}
    for seed in range(300):
        rng = random.Random(seed)
        rules = {key: bool(rng.getrandbits(1)) for key in drills.DOUBLINGS}
        history, result = _random_deal_records(seed, rules)
        (record,) = history
        winner = record["winner"]
        if winner is None:
            continue
        calls = record["koikoi"]
        points, applied = drills.stop_points(
            record["base"], rules=rules, own_call=bool(calls[winner]), opponent_call=bool(calls[1 - winner])
        )
        assert points == record["points"] == result.scores[winner], (seed, record)
        assert applied == [item.key for item in record["items"] if item.key in drills.DOUBLINGS], seed
        if record["reason"] == "stop":
            compared["stops"] += 1
        for key in applied:
            compared[key] += 1
    # The sample really exercised every doubling and plenty of stops.
    assert compared["stops"] >= 50 and all(compared[key] >= 3 for key in drills.DOUBLINGS), compared
