"""At a stop decision the table says what a stop gives now and, with the tutor on, what the tutor's
search expects of each choice: at Koi-Koi's stop / koi-koi, each choice's chance of winning the
deal; at Nylon-ppong's «стоп», the penalty points a stop leaves and risks, and where each choice
leads by the end of the deal in penalty points."""

from __future__ import annotations

import random
import re

import pytest

from play import workflow
from play.models import PracticeGame
from tests.play.conftest import MOVE_RE, PICK_RE, Table, start, version_of

HX = {"HX-Request": "true"}
TOTAL_RE = re.compile(r'data-stop-total="(\d+)"')
CHANCE_RE = re.compile(r'<ul class="play-chances">(.*?)</ul>', re.S)


def reach_decision(client, *, tutor: str, lang: str = "ru", seeds: int = 40):
    """Play Koi-Koi deals with random moves until the learner has to choose stop or koi-koi."""
    for seed in range(seeds):
        rng = random.Random(seed)
        table = start(client, "koikoi", lang, tutor=tutor, rounds=1)
        html = table.get("", **HX).content.decode()
        for _ in range(200):
            if table.row.is_over:
                break
            if 'value="stop"' in html:
                return table, html
            moves, picks = MOVE_RE.findall(html), PICK_RE.findall(html)
            if not moves and picks:
                html = table.get("?card=" + rng.choice(picks), **HX).content.decode()
                moves = MOVE_RE.findall(html)
            data = {"version": version_of(html)}
            if moves:
                data["move"] = rng.choice(moves)
                html = table.post("move", data, **HX).content.decode()
            else:
                html = table.post("next", {**data, "until": "me"}, **HX).content.decode()
    raise AssertionError("no stop decision reached")


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_decision_shows_the_stop_score_and_the_chances(client, lang):
    table, html = reach_decision(client, tutor="on", lang=lang)
    built = workflow.rebuild(table.row)
    offer = built.game.stop_offer(built.observation())
    assert offer is not None and offer.total > 0
    assert TOTAL_RE.search(html).group(1) == str(offer.total)
    assert ("Стоп сейчас даст" if lang == "ru" else "A stop now scores") in html
    chances = re.findall(r"(\d+)&nbsp;%</li>", CHANCE_RE.search(html).group(1))
    assert len(chances) == 2 and all(0 <= int(c) <= 100 for c in chances)


@pytest.mark.django_db
def test_without_the_tutor_the_stop_score_is_shown_but_no_chances(client):
    _table, html = reach_decision(client, tutor="")
    assert TOTAL_RE.search(html) and "play-chances" not in html


OUTLOOK_RE = re.compile(r'<li data-move="([^"]+)" data-best="(\d+)" data-extra="(\d+)">([^<]*)</li>')


def reach_nylon_stop(client, lang: str):
    """The practice deal «A ppong, then a stop» played by its model line up to the stop decision."""
    response = client.post(f"/{lang}/play/practice/nylon-ppong-then-stop/")
    table = Table(client, response["Location"])
    html = table.get("", **HX).content.decode()
    for code in ("ppong:05a.05b", "discard:11d"):
        html = table.post("move", {"move": code, "version": version_of(html)}, **HX).content.decode()
    if 'value="stop"' not in html:
        html = table.post("next", {"version": version_of(html), "until": "me"}, **HX).content.decode()
    assert 'value="stop"' in html
    return table, html


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_nylon_stop_shows_its_penalty_its_risk_and_each_choices_outlook(client, lang):
    table, html = reach_nylon_stop(client, lang)
    built = workflow.rebuild(table.row)
    obs = built.observation()
    offer = built.game.stop_offer(obs)
    assert offer is not None and TOTAL_RE.search(html).group(1) == str(offer.total) == "4"
    assert (
        "Стоп сейчас оставит вам 4 штрафных очка"
        if lang == "ru"
        else "A stop now leaves you 4 penalty points"
    ) in html
    assert 'data-stop-risk="30"' in html
    assert "play-chances" not in html
    lines = {code: (int(best), int(extra), text) for code, best, extra, text in OUTLOOK_RE.findall(html)}
    assert set(lines) == {move.code for move in obs.legal_moves} == {"draw", "stop"}
    best, extra, text = lines["stop"]
    # A stop holds exactly when it leaves the caller alone with the fewest penalty points; else the
    # penalty: the two shares make the whole.
    assert best + extra == 100 and best >= 90
    assert text.startswith(
        "Сказать «стоп»: в среднем у вас 4 штрафных очка"
        if lang == "ru"
        else "Call stop: on average 4 penalty points for you"
    )
    assert ("меньше всех у вас" if lang == "ru" else "you end with the fewest in") in lines["draw"][2]


@pytest.mark.django_db
def test_without_the_tutor_the_nylon_stop_shows_its_penalty_but_no_outlook(client):
    table, _html = reach_nylon_stop(client, "en")
    PracticeGame.objects.filter(pk=table.row.pk).update(tutor=False)
    html = table.get("", **HX).content.decode()
    assert TOTAL_RE.search(html).group(1) == "4" and 'data-stop-risk="30"' in html
    assert "play-outlook" not in html and "play-chances" not in html
