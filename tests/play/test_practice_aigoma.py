"""Guided practice for Aigoma-koppai: the arranged deals, their checks, and a whole run through the views."""

from __future__ import annotations

import re

import pytest
from django.utils.html import escape

from engine import practice
from engine.cards import BY_CODE
from engine.game import Move, get_game
from play import workflow
from play.models import PracticeGame
from tests.play.conftest import step_outcome, version_of

AIGOMA = [s for s in practice.scenarios().values() if s.game == "aigoma"]
BRIGHTS = {"01a", "03a", "08a", "11a", "12a"}


def _start(scenario: practice.Scenario, seed: int = 7):
    game = get_game(scenario.game, players=scenario.players, options=scenario.options)
    return game.deal_from(scenario.deal, seed=seed)


def _bot_answers(scenario: practice.Scenario, lead: str) -> set[str]:
    """The bot's legal answers to the learner's first lead ``lead``."""
    state = _start(scenario).apply(Move.parse(lead))
    assert state.current_player == 1
    return {m.code for m in state.legal_moves()}


def test_there_are_enough_aigoma_scenarios():
    assert len(AIGOMA) >= 4
    assert all(s.players == 2 and s.deal.get("first", 0) == 0 for s in AIGOMA)


@pytest.mark.parametrize("scenario", AIGOMA, ids=lambda s: s.key)
def test_the_check_accepts_exactly_the_expected_first_leads(scenario):
    state = _start(scenario)
    hand = sorted(BY_CODE[c].index for c in scenario.deal["hands"][0])
    assert list(state.observe(0).hand) == hand and len(hand) == 24
    legal = [m.code for m in state.legal_moves()]
    assert set(scenario.expected) <= set(legal)
    for code in legal:
        after = state.apply(Move.parse(code))
        obs = after.observe(0)
        verdict = practice.check_success(
            scenario, moves=[code], movers=[0], learner=0, captured=obs.captured, is_over=obs.is_over
        )
        assert verdict is (code in scenario.expected), code


def test_what_the_texts_say_about_the_bots_hand_holds():
    by_key = {s.key: s for s in AIGOMA}
    # Three plums are the bot's; only the learner's lone plum leads from the weakest month.
    plum = by_key["aigoma-plum-first"]
    assert sum(c.startswith("02") for c in plum.deal["hands"][0]) == 1
    # Three maples: only a trump answers them; a single maple has many answers.
    maples = by_key["aigoma-three-maples"]
    assert all(
        a == "pass" or a.removeprefix("beat:") in BRIGHTS for a in _bot_answers(maples, "lead:10b.10c.10d")
    )
    assert len(_bot_answers(maples, "lead:10b")) > 10
    # The Nagoya order: the irises beat the paulownias, nothing but a trump beats the willows.
    order = by_key["aigoma-nagoya-order"]
    assert "beat:05a.05b.05c" in _bot_answers(order, "lead:12b.12c.12d")
    assert all(
        a == "pass" or a.removeprefix("beat:") in BRIGHTS for a in _bot_answers(order, "lead:11b.11c.11d")
    )
    # Keep the trumps: every accepted lead leaves both brights in hand.
    trump = by_key["aigoma-keep-trump"]
    assert not any(b in code for code in trump.expected for b in BRIGHTS)


def _page(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


@pytest.mark.thorough
@pytest.mark.django_db
@pytest.mark.parametrize("scenario", AIGOMA, ids=lambda s: s.key)
def test_the_model_line_through_the_views_ends_in_success(client, scenario, site_tutor):
    """The scenario's model line, judged by the tutor at the site's own budget, passes its step."""
    for lang in ("ru", "en"):
        page = _page(client, f"/{lang}/play/practice/{scenario.key}/")
        assert escape(scenario.title.get(lang)) in page
        assert escape(scenario.goal.get(lang)) in page
    response = client.post(f"/ru/play/practice/{scenario.key}/")
    assert response.status_code == 302
    url = response["Location"]
    row = PracticeGame.objects.get(scenario=scenario.key)
    assert row.deal == scenario.deal and row.learner_seat == 0
    hand = sorted(BY_CODE[c].index for c in scenario.deal["hands"][0])
    assert list(workflow.rebuild(row).observation().hand) == hand
    page = _page(client, url)
    assert escape(scenario.intro.ru) in page

    for code in scenario.line:
        for _ in range(50):
            if "play-my-turn" in page:
                break
            response = client.post(url + "next/", {"version": version_of(page), "until": "me"})
            assert response.status_code == 302
            page = _page(client, url)
        response = client.post(url + "move/", {"move": code, "version": version_of(page)})
        assert response.status_code == 302
        page = _page(client, url)
        assert 'class="play-bad"' not in page and "play-messages" not in page

    assert escape(scenario.success_text.ru) in page
    english = _page(client, url.replace("/ru/", "/en/", 1))
    assert escape(scenario.success_text.en) in english
    row.refresh_from_db()
    assert row.moves[: len(scenario.line)] == list(scenario.line)


@pytest.mark.django_db
@pytest.mark.parametrize("scenario", AIGOMA, ids=lambda s: s.key)
def test_a_wrong_lead_through_the_views_shows_why(client, scenario):
    url = client.post(f"/en/play/practice/{scenario.key}/")["Location"]
    wrong = next(m.code for m in _start(scenario).legal_moves() if m.code not in scenario.expected)
    page = _page(client, url)
    response = client.post(url + "move/", {"move": wrong, "version": version_of(page)})
    assert response.status_code == 302
    page = _page(client, url)
    # The box says what the tutor's verdict on that lead says; a miss names the model move's point.
    outcome = step_outcome(page, PracticeGame.objects.get(pk=url.rstrip("/").split("/")[-1]))
    assert outcome in ("passed", "missed")
    assert escape(scenario.success_text.en) not in page  # it speaks of the model move only
    if outcome == "missed":
        assert escape(scenario.failure_text.en) in page
    else:
        assert "The tutor rates your move as highly as the one this lesson had in mind." in page


ANSWERING = [s for s in AIGOMA if s.deal.get("top")]


def _level(scenario: practice.Scenario, code: str) -> int:
    game = get_game(scenario.game, players=scenario.players, options=scenario.options)
    return game.rules.month_level[BY_CODE[code].month]


def test_there_are_answering_scenarios_and_the_bot_made_the_play():
    assert len(ANSWERING) >= 2
    for scenario in ANSWERING:
        state = _start(scenario)
        obs = state.observe(0)
        top = scenario.deal["top"]
        assert obs.public["top"]["seat"] == 1 and obs.table == tuple(sorted(BY_CODE[c].index for c in top))
        assert obs.hand_sizes == (24, 24 - len(top))
        assert {m.action for m in state.legal_moves()} == {"beat", "pass"}
        assert [e.kind for e in state.events][-1] == "lead" and state.events[-1].seat == 1


def test_what_the_answering_texts_say_holds():
    by_key = {s.key: s for s in AIGOMA}
    # A single maple: the lone chrysanthemum is the card of the weakest month that beats it.
    cheap = by_key["aigoma-cheapest-answer"]
    hand = cheap.deal["hands"][0]
    beats = [m.code.removeprefix("beat:") for m in _start(cheap).legal_moves() if m.action == "beat"]
    plain = [code for code in beats if code not in BRIGHTS]
    assert min(plain, key=lambda code: _level(cheap, code)) == "09c"
    assert [c for c in hand if c.startswith("09")] == ["09c"]
    assert not any(code.startswith(("06", "02", "10")) for code in beats)  # peony, plum, maple
    # A pair of chrysanthemums: susuki is the nearest month above, but it is a set of three; the
    # clover pair is the weakest pair that leaves every set of three whole.
    pair = by_key["aigoma-keep-the-set"]
    hand = pair.deal["hands"][0]
    assert sum(c.startswith("08") for c in hand) == 3
    pairs = [m.code.removeprefix("beat:").split(".") for m in _start(pair).legal_moves()]
    pairs = [p for p in pairs if len(p) == 2]
    assert min(pairs, key=lambda p: _level(pair, p[0]))[0].startswith("08")
    whole = [p for p in pairs if sum(c[:2] == p[0][:2] for c in hand) == 2]
    assert min(whole, key=lambda p: _level(pair, p[0])) == ["07b", "07c"]
    # Three willows: only a trump answers; the bot has brights but cannot beat the moon.
    willows = by_key["aigoma-trump-on-willows"]
    state = _start(willows)
    assert {m.code for m in state.legal_moves()} == {"beat:08a", "beat:03a", "pass"}
    hand = willows.deal["hands"][0]
    assert sum(c.startswith("01") for c in hand) == 2
    assert [c for c in hand if c.startswith("08")] == ["08a"]
    assert sum(c.startswith("03") for c in hand) == 3
    after = state.apply(Move.parse("beat:08a"))
    assert any(BY_CODE[code].index in after.hand(1) for code in BRIGHTS)
    assert [m.code for m in after.legal_moves()] == ["pass"]
    assert after.apply(Move.parse("pass")).current_player == 0


@pytest.mark.django_db
@pytest.mark.parametrize("scenario", ANSWERING, ids=lambda s: s.key)
def test_an_answering_deal_shows_the_bots_play_at_once(client, scenario):
    url = client.post(f"/ru/play/practice/{scenario.key}/")["Location"]
    page = _page(client, url)
    assert "play-my-turn" in page
    assert "Игрок 2 заходит" in page
    for code in scenario.deal["top"]:
        assert f"/{code}.png" in page
    english = _page(client, url.replace("/ru/", "/en/", 1))
    assert "Player 2 leads" in english


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("lang", "prompt"),
    [("ru", "Побейте картами с руки или скажите «Пас»:"), ("en", "Beat with cards from your hand, or pass:")],
)
def test_an_answer_names_both_ways_and_focuses_no_pass(client, lang, prompt):
    """Answering a lead, the prompt names beating and passing, and «Пас» is not what has the focus."""
    scenario = practice.get("aigoma-cheapest-answer")
    assert scenario is not None
    url = client.post(f"/{lang}/play/practice/{scenario.key}/")["Location"]
    page = _page(client, url)
    assert prompt in page
    passing = re.search(r'<button[^>]*value="pass"[^>]*>', page)
    assert passing is not None and "data-focus" not in passing.group(0)
    assert 'class="play-slot play-pick' in page  # the hand's cards are there to beat with
