"""A hint in every state: where the learner has one legal move (Nylon-ppong's draw from the deck,
Aigoma-koppai's pass), the hint names it at once, with no search asked and no help counted; at a
people's table the helped person's view says the same."""

from __future__ import annotations

import random
import re

import pytest

from play import workflow
from play.models import PracticeGame
from tests.play.conftest import start, to_learner_turn

ONLY_RE = re.compile(r"<p data-hint-only>(.*?)</p>", re.S)


def one_move_turn(row: PracticeGame, rng: random.Random) -> PracticeGame:
    """Play on (the learner at random, the bots as stored) until the learner has one legal move."""
    for _ in range(300):
        row = to_learner_turn(row)
        assert not row.is_over, "the deal gave the learner no turn with a single move"
        legal = workflow.rebuild(row).state.legal_moves()
        if len(legal) == 1:
            return row
        row = workflow.play_move(row=row, move_code=rng.choice(legal).code, version=row.version)
    raise AssertionError("no turn with a single move")


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("lang", "words"), [("ru", "Ход здесь только один: "), ("en", "There is only one move here: ")]
)
def test_a_single_move_is_named_at_once_without_a_search(client, held_tasks, lang, words):
    table = start(client, "nylon", lang, players=3, tutor="", seed=5)
    held_tasks.run_all()
    row = one_move_turn(table.row, random.Random(5))
    asked_before = row.searches.count()
    page = table.get("?hint=1", **{"HX-Request": "true"}).content.decode()
    found = ONLY_RE.search(page)
    assert found is not None, "the one move is named at once"
    (move,) = workflow.rebuild(row).state.legal_moves()
    from django.utils import translation

    from room.texts import move_sentence

    with translation.override(lang):
        sentence = move_sentence(workflow.rebuild(row).game, move)
    assert found.group(1).replace("&quot;", '"') == f"{words}{sentence[:1].lower()}{sentence[1:]}."
    assert "data-hint-pending" not in page, "nothing is weighed where there is nothing to weigh"
    assert row.searches.count() == asked_before, "no search was asked for"
    assert PracticeGame.objects.get(pk=row.pk).hinted == row.hinted, "no help was counted"
