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
OUTLOOK_RE = re.compile(
    r'<li data-move="([^"]+)" data-best="(\d+)" data-extra="(\d+)"[^>]*>'
    r'.*?<span class="play-small">([^<]*)</span></li>',
    re.S,
)


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
                html = table.get("", **HX).content.decode()  # the bots are thinking: look again
    raise AssertionError("no stop decision reached")


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_decision_shows_the_stop_score_and_where_each_choice_leads(client, lang):
    """Koi-Koi's search plays for points (issue 18), so at stop / koi-koi the tutor says, in points,
    where each choice leads by the end of the deal: the learner's mean points and the opponent's,
    and how often the learner ends ahead."""
    table, html = reach_decision(client, tutor="on", lang=lang)
    built = workflow.rebuild(table.row)
    offer = built.game.stop_offer(built.observation())
    assert offer is not None and offer.total > 0
    assert TOTAL_RE.search(html).group(1) == str(offer.total)
    assert ("Стоп сейчас даст" if lang == "ru" else "A stop now scores") in html
    lines = {code: (int(best), text) for code, best, _extra, text in OUTLOOK_RE.findall(html)}
    assert set(lines) == {"stop", "koikoi"}
    assert all(0 <= best <= 100 for best, _text in lines.values())
    stop = lines["stop"][1]
    assert stop.startswith("Сказать «стоп»" if lang == "ru" else "Stop and score")
    assert ("у соперника" if lang == "ru" else "for your opponent") in stop
    ahead = "больше, чем у соперника," if lang == "ru" else "you end ahead of your opponent in"
    assert all(ahead in text for _best, text in lines.values())
    assert "play-chances" not in html


@pytest.mark.django_db
def test_without_the_tutor_the_stop_score_is_shown_but_no_chances(client):
    _table, html = reach_decision(client, tutor="")
    assert TOTAL_RE.search(html) and "play-chances" not in html and "play-outlook" not in html


def reach_nylon_stop(client, lang: str):
    """The practice deal «A ppong, then a stop» played by its model line up to the stop decision."""
    response = client.post(f"/{lang}/play/practice/nylon-ppong-then-stop/")
    table = Table(client, response["Location"])
    html = table.get("", **HX).content.decode()
    for code in ("ppong:05a.05b", "discard:11d"):
        html = table.post("move", {"move": code, "version": version_of(html)}, **HX).content.decode()
    if 'value="stop"' not in html:  # the bots' replies come by themselves: look again
        html = table.get("", **HX).content.decode()
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
    fewer = (
        "штрафных очков меньше, чем у соперника,"
        if lang == "ru"
        else "you end with fewer than your opponent in"
    )
    assert fewer in lines["draw"][2]


@pytest.mark.django_db
def test_without_the_tutor_the_nylon_stop_shows_its_penalty_but_no_outlook(client):
    table, _html = reach_nylon_stop(client, "en")
    PracticeGame.objects.filter(pk=table.row.pk).update(tutor=False)
    html = table.get("", **HX).content.decode()
    assert TOTAL_RE.search(html).group(1) == "4" and 'data-stop-risk="30"' in html
    assert "play-outlook" not in html and "play-chances" not in html


@pytest.mark.django_db
def test_the_nylon_outlook_is_searched_by_a_worker_and_comes_with_the_ranking(client, held_tasks):
    """No request plays the choices out: until a worker has run the tutor's search, the stop says
    that the outlook is coming (and the table polls); then the outlook is read from the search row."""

    response = client.post("/en/play/practice/nylon-ppong-then-stop/")
    table = Table(client, response["Location"])
    html = table.get("", **HX).content.decode()
    for code in ("ppong:05a.05b", "discard:11d"):
        held_tasks.run_all()
        html = table.get("", **HX).content.decode()
        html = table.post("move", {"move": code, "version": version_of(html)}, **HX).content.decode()
    for _ in range(10):  # the bots' replies, one task at a time, up to the learner's turn
        if 'value="stop"' in html:
            break
        bots = [result for result in held_tasks.ready() if result.task.name == "bot_move"]
        if bots:
            held_tasks.run_next()
        html = table.get("", **HX).content.decode()
    assert 'value="stop"' in html and 'data-stop-risk="30"' in html
    assert held_tasks.ready(), "the tutor's search of the stop waits for a worker"
    assert "playing each choice out to the end of the deal" in html and "play-outlook" not in html
    assert 'class="play-poll"' in html
    held_tasks.run_all()
    html = table.get("", **HX).content.decode()
    search = table.row.searches.filter(key__startswith="rank:").order_by("-id").first()
    assert search is not None and search.outlook is not None
    assert {row[0] for row in search.outlook} == {"draw", "stop"}
    lines = {code: int(best) for code, best, _extra, _text in OUTLOOK_RE.findall(html)}
    assert set(lines) == {"draw", "stop"} and lines["stop"] == round(
        100 * next(row[4] for row in search.outlook if row[0] == "stop")
    )
    assert "playing each choice out" not in html
    # The outlook marks the tutor's choice: the first move of the ranking the hint and verdict read.
    advised = re.findall(r'<li data-move="([^"]+)"[^>]*data-advised', html)
    assert advised == [search.ranking[0][0]]
    # The bars are the deal's mean margin over the others, from the same playouts as the ranking:
    # the tutor's choice has the longest, and the ranking's values are in the same order.
    margins = dict(re.findall(r'<li data-move="([^"]+)"[^>]*data-margin="([^"]+)"', html))
    assert max(margins, key=lambda code: float(margins[code])) == advised[0]
    values = {row[0]: row[1] for row in search.ranking}
    assert sorted(margins, key=lambda code: -float(margins[code])) == sorted(
        values, key=lambda code: -values[code]
    )


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_negative_figure_in_an_outlook_has_a_true_minus_sign(lang):
    """«у каждого из соперников — −4», not a hyphen (the site's numbers everywhere, issue 17)."""
    from django.utils import translation

    from engine.bots.outlook import ChoiceOutlook
    from engine.game import get_game
    from play.decisions import outlook_sentence

    game = get_game("gostop", players=3)
    state = game.new_state(1)
    seat = state.current_player
    obs = state.observe(seat)
    move = obs.legal_moves[0]
    with translation.override(lang):
        text = outlook_sentence(game, ChoiceOutlook(move, 10, -2.0, -4.0, 0.5, 0.0), obs=obs, risky=False)
    assert "\u22122" in text and "\u22124" in text
    assert "-2" not in text and "-4" not in text
