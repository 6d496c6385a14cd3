"""At Koi-Koi's stop / koi-koi decision the table says what a stop scores now and, with the tutor
on, each choice's chance of winning the deal by the tutor's search."""

from __future__ import annotations

import random
import re

import pytest

from play import workflow
from tests.play.conftest import MOVE_RE, PICK_RE, start, version_of

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
                html = table.get("", **HX).content.decode()  # the bots are thinking: look again
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
