"""«Хато» turn questions: every answer comes from the engine playing the position."""

from __future__ import annotations

import random

import pytest

from engine.cards import BY_CODE
from learn import turns


def idx(code: str) -> int:
    return BY_CODE[code].index


def test_flip_outcomes_are_read_from_the_engine():
    pine = [idx(c) for c in ("01a", "01b", "01c", "01d")]
    # The flipped card lands on the pair just made: the 3-1 choice.
    _, _, events = turns.play_turn(hand=pine[0], table=[pine[1], idx("05a")], flip=pine[2])
    assert turns.flip_outcome(events) == "three"
    # The flipped card matches one table card.
    _, _, events = turns.play_turn(hand=pine[0], table=[pine[1], idx("05a")], flip=idx("05c"))
    assert turns.flip_outcome(events) == "captures"
    # Two table cards of its month: a choice.
    _, _, events = turns.play_turn(hand=pine[0], table=[idx("05a"), idx("05b")], flip=idx("05c"))
    assert turns.flip_outcome(events) == "two"
    # Nothing of its month: it stays.
    _, _, events = turns.play_turn(hand=pine[0], table=[idx("05a")], flip=idx("06c"))
    assert turns.flip_outcome(events) == "stays"


def test_the_fourth_card_takes_three_and_the_count_follows():
    three = [idx(c) for c in ("07a", "07b", "07c")]
    state, after, _ = turns.play_turn(hand=idx("07d"), table=[*three, idx("02a")], flip=idx("02c"))
    assert turns.captured_count(state, after) == 6
    state, after, _ = turns.play_turn(hand=idx("07d"), table=[idx("02a")], flip=idx("03c"))
    assert turns.captured_count(state, after) == 0


@pytest.mark.parametrize("seed", range(40))
def test_turn_questions_have_one_right_answer_checked_by_the_engine(seed):
    rng = random.Random(seed)
    q = turns.make("turn_flip", rng)
    hand, flip, *table = (idx(c) for c in q["shown"])
    _, _, events = turns.play_turn(hand=hand, table=table, flip=flip)
    assert q["options"][q["answer"][0]]["key"] == turns.flip_outcome(events) == q["params"]["outcome"]
    assert [o["key"] for o in q["options"]] == list(turns.FLIP_OUTCOMES)
    assert sum(n for _, n in q["params"]["groups"]) == len(q["shown"])

    q = turns.make("turn_count", rng)
    hand, flip, *table = (idx(c) for c in q["shown"])
    state, after, _ = turns.play_turn(hand=hand, table=table, flip=flip)
    assert q["options"][q["answer"][0]]["value"] == turns.captured_count(state, after) == q["params"]["count"]
    assert q["params"]["log"]["ru"] and q["params"]["log"]["en"]

    q = turns.make("turn_three", rng)
    stack = [o["card"] for o in q["options"]]
    assert len({BY_CODE[c].month for c in stack}) == 1 and len(set(stack)) == 3
    totals = q["params"]["totals"]
    leave = stack[q["answer"][0]]
    assert leave == q["params"]["leave"] and totals[leave] == max(totals.values())
    assert sorted(totals.values()).count(totals[leave]) == 1
    assert not set(stack) & set(q["shown"])


def test_every_outcome_and_count_comes_up():
    rng = random.Random(7)
    outcomes = {turns.make("turn_flip", rng)["params"]["outcome"] for _ in range(40)}
    counts = {turns.make("turn_count", rng)["params"]["count"] for _ in range(60)}
    assert outcomes == set(turns.FLIP_OUTCOMES)
    assert counts == set(turns.COUNTS)


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_turn_lesson_through_the_pages(client, lang):
    import re

    from learn import lessons
    from learn.models import LessonResult
    from tests.learn.conftest import answer_post, take_lesson, waiting

    for lesson in lessons.all_lessons():
        if lesson.key == "hato-turn":
            break
        take_lesson(client, lesson.key, lang=lang)
    client.post(f"/{lang}/learn/lessons/hato-turn/", {"action": "start"})
    captions = {"ru": "На столе", "en": "On the table"}
    for _ in lessons.get("hato-turn").items:
        html = client.get(f"/{lang}/learn/lessons/hato-turn/").content.decode()
        panel = html[html.index('id="panel"') :]
        assert not re.search(r"\b(0[1-9]|1[0-2])[a-d]\b", panel)
        assert captions[lang] in panel
        html = client.post(f"/{lang}/learn/lessons/hato-turn/", answer_post(waiting())).content.decode()
        assert "Right!" in html or "Верно!" in html
        assert "turn-log" in html
    assert LessonResult.objects.get(lesson="hato-turn").stars == 3
