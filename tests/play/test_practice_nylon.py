"""Nylon-ppong guided practice: the deals, their checks, and each one played through the views."""

from __future__ import annotations

import random

import pytest
from django.utils.html import escape

from engine import practice
from engine.cards import BY_CODE
from engine.game import Move, get_game
from play import workflow
from play.models import PracticeGame
from tests.play.conftest import Table, step_outcome

NYLON = [s for s in practice.scenarios().values() if s.game == "nylon"]


def html(response) -> str:
    return response.content.decode()


def _indices(codes) -> list[int]:
    return sorted(BY_CODE[c].index for c in codes)


def test_at_least_four_nylon_scenarios_with_distinct_lessons():
    assert len(NYLON) >= 4
    assert len({s.expected for s in NYLON}) == len(NYLON)
    for scenario in NYLON:
        assert scenario.players == 2 and scenario.bots == ("greedy",)
        assert len(scenario.deal["hands"][0]) == 5  # the learner's whole hand is arranged


def _play(scenario, learner_moves, *, seed: int):
    """Play the learner's moves (random bot moves in between); the verdict and the final state."""
    game = get_game(scenario.game, players=scenario.players, options=scenario.options)
    state = game.deal_from(scenario.deal, seed=seed)
    rng = random.Random(seed)
    line = list(learner_moves)
    moves: list[str] = []
    movers: list[int | None] = []
    while not state.is_over:
        seat = state.current_player
        legal = [m.code for m in state.legal_moves()]
        if seat == 0 and line:
            code = line.pop(0)
            assert code in legal, f"{code} not legal among {legal}"
        elif seat == 0:
            return state, moves, movers  # the learner's part is played
        else:
            code = rng.choice(legal)
        moves.append(code)
        movers.append(seat)
        state = state.apply(Move.parse(code))
    return state, moves, movers


def _verdict(scenario, state, moves, movers):
    obs = state.observe(0)
    return practice.check_success(
        scenario, moves=moves, movers=movers, learner=0, captured=obs.captured, is_over=obs.is_over
    )


# Wrong decisions for each lesson: the check must say False at once.
WRONG = {
    "nylon-hidden-ppong": [["draw"], ["ppong:03a.03b"]],
    "nylon-ppong-then-stop": [["ppong:05a.05b", "discard:01c"], ["ppong:05a.05b", "discard:03c"]],
    "nylon-keep-the-triplet": [["draw", "discard:11a"], ["draw", "discard:08c"], ["draw", "discard:06d"]],
}


@pytest.mark.parametrize("key,wrong", [(k, w) for k, lines in WRONG.items() for w in lines])
def test_a_wrong_decision_fails_at_once(key, wrong):
    scenario = practice.get(key)
    state, moves, movers = _play(scenario, wrong, seed=3)
    assert _verdict(scenario, state, moves, movers) is False


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_discarding_from_the_straight_fails_by_the_end(seed):
    """The straight: a discard instead of the declaration is judged a failure when the deal ends."""
    scenario = practice.get("nylon-korean-straight")
    game = get_game("nylon", players=2)
    state = game.deal_from(scenario.deal, seed=seed)
    rng = random.Random(seed)
    moves: list[str] = []
    movers: list[int | None] = []
    state = state.apply(Move.parse("draw"))
    moves.append("draw")
    movers.append(0)
    assert "declare" in [m.code for m in state.legal_moves()]
    while not state.is_over:
        seat = state.current_player
        legal = [m.code for m in state.legal_moves() if not (seat == 0 and m.code == "declare")]
        code = rng.choice(legal)
        moves.append(code)
        movers.append(seat)
        state = state.apply(Move.parse(code))
        if len(moves) == 2:
            assert _verdict(scenario, state, moves, movers) is None  # not decided yet
    assert _verdict(scenario, state, moves, movers) is False


def test_the_model_lines_score_what_the_texts_say():
    game = get_game("nylon", players=2)
    hidden = practice.get("nylon-hidden-ppong")
    state, _moves, _movers = _play(hidden, hidden.line, seed=1)
    assert state.is_over and state.totals[0] == 0 and state.totals[1] >= 30
    stop = practice.get("nylon-ppong-then-stop")
    state, _moves, _movers = _play(stop, stop.line, seed=2)
    assert state.is_over and state.history[-1]["reason"] == "stop"
    assert state.totals[0] == 4 and state.totals[1] > 4  # no failed-stop penalty
    triplet = practice.get("nylon-keep-the-triplet")
    state, _moves, _movers = _play(triplet, triplet.line, seed=3)
    assert state.penalty_now(0) == 14
    assert game.score_pile(_indices(["11b", "11c", "10c", "08c", "06d"])).total == 48
    straight = practice.get("nylon-korean-straight")
    state, _moves, _movers = _play(straight, straight.line, seed=4)
    assert state.is_over and state.history[-1]["combination"] == "straight"
    assert state.totals[0] == -57


@pytest.mark.django_db
@pytest.mark.parametrize("scenario", NYLON, ids=lambda s: s.key)
def test_practice_through_the_views(client, scenario):
    url = f"/ru/play/practice/{scenario.key}/"
    for lang in ("ru", "en"):
        page = client.get(f"/{lang}/play/practice/{scenario.key}/")
        assert page.status_code == 200
        assert escape(scenario.title.get(lang)) in html(page)
    response = client.post(url)
    assert response.status_code == 302
    table = Table(client, response["Location"])
    row = table.row
    assert row.scenario == scenario.key and row.game_key == "nylon"
    assert workflow.rebuild(row).observation().hand == tuple(_indices(scenario.deal["hands"][0]))
    first = html(table.get())
    assert escape(scenario.intro.ru) in first
    line = list(scenario.line)
    for _ in range(40):
        row = PracticeGame.objects.get(pk=row.pk)
        if not line or row.is_over:
            break
        if workflow.rebuild(row).state.current_player == row.learner_seat:
            response = table.post("move", {"move": line.pop(0), "version": row.version})
        else:
            response = table.post("next", {"version": row.version, "until": "me"})
        assert response.status_code == 302
        assert 'class="play-messages"' not in html(table.get())  # no refusal
    assert not line, "the model line was not played to its end"
    page = html(table.get())
    # The model move at the step: the box agrees with the tutor's verdict on it.
    if step_outcome(page, PracticeGame.objects.get(pk=row.pk)) == "missed":
        assert "Наставник нашёл здесь ход сильнее" in page
    else:
        assert escape(scenario.success_text.ru) in page
    assert escape(scenario.failure_text.ru) not in page


@pytest.mark.django_db
def test_a_wrong_move_through_the_views_shows_the_failure_text(client):
    scenario = practice.get("nylon-hidden-ppong")
    response = client.post(f"/en/play/practice/{scenario.key}/")
    table = Table(client, response["Location"])
    assert table.post("move", {"move": "ppong:03a.03b", "version": table.row.version}).status_code == 302
    page = html(table.get())
    assert escape(scenario.failure_text.en) in page
    assert escape(scenario.success_text.en) not in page
