"""The tutor's box always speaks of the move just played, and says what the log says.

Whole deals of every game are played through the views with the tutor on. After each of the
learner's moves the response (the htmx partial that replaces the table) is read at once: when the
move had alternatives, the box shows that move's verdict (the one stored for that move number),
the log's newest entry shows the same verdict, and a "better" move is never the move just played.
"""

from __future__ import annotations

import random
import re

import pytest

from engine.game import Move
from play import workflow
from room.texts import move_sentence
from tests.play.conftest import play_through, start

BOX_RE = re.compile(r'<p class="play-verdict play-v-(\w+)" role="status">(.*?)</p>', re.S)
LATEST_RE = re.compile(
    r'<li class="play-log-entry play-latest">(.*?)</li>\s*(?:<li class="play-log-entry|</ol>)', re.S
)
LOG_VERDICT_RE = re.compile(r'class="play-verdict play-v-(\w+)"')


def unescape(html: str) -> str:
    return html.replace("&quot;", '"').replace("&#x27;", "'").replace("&amp;", "&").replace("&lt;", "<")


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("game", "players"),
    [("hato", 2), ("koikoi", 2), ("aigoma", 3), ("nylon", 3), ("gostop", 2), ("gostop", 3)],
)
def test_the_box_speaks_of_the_move_just_played(client, game, players, held_tasks):
    rng = random.Random(7)
    # A fixed deal: a random one may end at once (Go-Stop's chongtong, Koi-Koi's hand yaku).
    table = start(client, game, "ru", players=players, tutor="on", seed=3)
    judged = 0
    for ply, choices, response in play_through(table, rng, held=held_tasks):
        assert response.status_code == 200
        page = unescape(response.content.decode())
        row = table.row
        note = row.annotations.get(str(ply))
        box = BOX_RE.search(page)
        if choices == 1:
            assert note is None and box is None  # nothing to judge: no stale verdict either
            continue
        assert note is not None, "the move was judged"
        played = Move.parse(row.moves[ply])
        assert note["move"] == played.code
        if row.is_over:  # the deal's result takes the box's place
            break
        assert box is not None, "the move's verdict came with the move"
        assert box.group(1) == note["verdict"]
        latest = LATEST_RE.search(page)
        assert latest is not None and LOG_VERDICT_RE.findall(latest.group(1)) == [note["verdict"]]
        if note["verdict"] != "best":
            assert note["best"] != note["move"], "the better move is never the one just played"
            built = workflow.rebuild(row)
            better = move_sentence(built.game, Move.parse(note["best"]))
            # Quoted after «Лучше:» in lower case, as in the log.
            assert f"Лучше: {better[:1].lower()}{better[1:]}" in box.group(2)
        judged += 1
    assert table.row.is_over
    assert judged >= 3
