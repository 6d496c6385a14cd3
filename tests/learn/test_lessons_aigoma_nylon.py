"""The Aigoma-koppai and Nylon-ppong lessons and their question kinds, checked against the engines."""

from __future__ import annotations

import random
import re
import tomllib
from pathlib import Path

import pytest
from django.utils import translation
from django.utils.html import escape

from engine.cards import BY_CODE, DECK, Kind
from engine.games.nylon.combos import VALUE
from learn import lessons, present, questions
from learn.models import LessonResult, Pending, Run
from tests.learn.conftest import answer_post, waiting, wrong_choice

GAMES_DIR = Path(__file__).resolve().parents[2] / "engine" / "games"
SEEDS = range(60)
CAPTIONS = {"aigoma_beat": "On the table", "nylon_penalty": "Your hand", "nylon_stop": "Your ppong"}


def scenario_keys(game: str) -> list[str]:
    data = tomllib.loads((GAMES_DIR / game / "practice.toml").read_text(encoding="utf-8"))
    return [s["key"] for s in data["scenario"]]


def pending_for(question: dict) -> Pending:
    """An unsaved ``Pending`` around a question, enough for ``present``."""
    return Pending(question=question)


def check_shape(q: dict) -> None:
    assert q["kind"] in questions.GAME_KINDS
    assert len(q["answer"]) == 1 and 0 <= q["answer"][0] < len(q["options"])
    assert questions.parse_choice(q, [str(q["answer"][0] + 1)]) == q["answer"]
    assert questions.is_right(q, q["answer"])
    for i in range(len(q["options"])):
        if i not in q["answer"]:
            assert not questions.is_right(q, [i])
    codes = q["shown"] + [o["card"] for o in q["options"] if "card" in o]
    assert len(set(codes)) == len(codes) and all(c in BY_CODE for c in codes)
    assert sum(count for _name, count in q["params"]["groups"]) == len(q["shown"])


# --------------------------------------------------------------------------- Aigoma-koppai


def test_seniority_is_the_engines_nagoya_order():
    from engine.game import get_game

    rules = get_game("aigoma", players=2, preset="source").rules
    order = questions.seniority_order()
    assert order[0] == 1 and order[-1] == 2  # pine the strongest, plum the weakest
    assert [questions.seniority(m) for m in order] == list(range(11, -1, -1))
    assert order == tuple(rules.month_order)


@pytest.mark.parametrize("seed", SEEDS)
def test_aigoma_beat_questions_are_valid_and_agree_with_the_engine(seed):
    rng = random.Random(seed)
    table_card = rng.choice(DECK)
    q = questions.make("aigoma_beat", rng, table_card)
    check_shape(q)
    table = BY_CODE[q["shown"][0]]
    assert table.kind is not Kind.BRIGHT
    options = [BY_CODE[o["card"]] for o in q["options"]]
    assert len(options) == 3 and len({c.month for c in options}) == 3
    assert all(c.kind is not Kind.BRIGHT and c.month != table.month for c in options)
    # The engine, card by card: exactly the right option may beat the table card.
    for i, c in enumerate(options):
        beats = questions.aigoma_beaters(table, [c]) == {c.code}
        assert beats == (i in q["answer"]), (table.code, c.code)
        assert beats == (questions.seniority(c.month) > questions.seniority(table.month))


def test_aigoma_beat_uses_the_lessons_table_card_when_it_can():
    for code in ("12b", "10c", "11c", "04c", "07c", "03c"):
        q = questions.make("aigoma_beat", random.Random(1), BY_CODE[code])
        assert q["shown"] == [code]
    # Pine, plum and peony have no stronger month or not two weaker ones: another card is chosen.
    for code in ("01c", "02c", "06c", "08a"):
        q = questions.make("aigoma_beat", random.Random(2), BY_CODE[code])
        assert q["shown"] != [code]


def test_the_right_answer_moves_between_the_options():
    places = {questions.make("aigoma_beat", random.Random(s), BY_CODE["12b"])["answer"][0] for s in SEEDS}
    assert places == {0, 1, 2}


# --------------------------------------------------------------------------- Nylon-ppong


@pytest.mark.parametrize("seed", SEEDS)
def test_nylon_penalty_questions_are_valid_and_agree_with_the_engine(seed):
    rng = random.Random(seed)
    q = questions.make("nylon_penalty", rng, rng.choice(DECK))
    check_shape(q)
    hand = [BY_CODE[c] for c in q["shown"]]
    assert len(hand) == 5
    values = [o["value"] for o in q["options"]]
    assert len(set(values)) == 4 and values == sorted(values) and min(values) >= 0
    total = values[q["answer"][0]]
    from engine.game import get_game

    assert total == get_game("nylon", preset="text").score_pile([c.index for c in hand]).total
    # By hand: Korean month numbers, months held three times count nothing.
    counts = {m: sum(c.month == m for c in hand) for m in {c.month for c in hand}}
    assert total == sum(c.korean_month for c in hand if counts[c.month] < 3)
    assert all(VALUE[c.index] == c.korean_month == questions.nylon_value(c) for c in hand)


def test_nylon_penalty_hands_sometimes_hold_a_triplet_and_always_count_the_korean_way():
    triplets = 0
    for seed in range(80):
        q = questions.make("nylon_penalty", random.Random(seed), BY_CODE["11b"])
        assert "11b" in q["shown"]
        triplets += bool(q["params"]["hidden"])
    assert 15 < triplets < 65


@pytest.mark.parametrize("seed", SEEDS)
def test_nylon_stop_questions_are_valid_and_agree_with_the_engine(seed):
    rng = random.Random(seed)
    card = rng.choice(DECK)
    q = questions.make("nylon_stop", rng, card)
    check_shape(q)
    meld = [BY_CODE[c] for c in q["shown"]]
    hand = [BY_CODE[o["card"]] for o in q["options"]]
    assert len({c.month for c in meld}) == 1 and len(meld) == 3 and card in hand
    for i, discard in enumerate(hand):
        kept = [c for c in hand if c != discard]
        may = questions.nylon_may_stop(meld, kept)
        assert may == (i in q["answer"])
        assert may == (sum(c.korean_month for c in kept) <= 10)


def test_stop_needs_a_ppong_in_the_engine():
    """Without a meld the same two cheap cards may not stop: the question relies on the engine's rule."""
    from engine.game import get_game

    game = get_game("nylon", players=2, preset="text")
    state = game.position(hands=[["01a", "01b"], ["05a", "06a", "07a", "08b", "09b"]], deck=["10a", "10b"])
    assert not any(m.action == "stop" for m in state.legal_moves())
    assert questions.nylon_may_stop(
        [BY_CODE[c] for c in ("03a", "03b", "03c")], [BY_CODE["01a"], BY_CODE["01b"]]
    )


# --------------------------------------------------------------------------- words


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("kind", questions.GAME_KINDS)
def test_prompts_and_why_lines_in_both_languages(kind, lang):
    with translation.override(lang):
        for seed in range(10):
            q = questions.make(kind, random.Random(seed), BY_CODE["11d"])
            prompt = present.prompt(q, lang)
            why = present.why(q, lang)
            assert prompt and why and "%(" not in prompt + why
            if lang == "ru":
                assert any("а" <= ch <= "я" for ch in prompt + why), (prompt, why)
            view_options = [present.option_label(q, o, lang) for o in q["options"]]
            if kind == "nylon_penalty":
                assert view_options == [str(o["value"]) for o in q["options"]]
                assert str(q["params"]["total"]) in why
            if kind == "aigoma_beat":
                assert BY_CODE[q["params"]["beats"]].plant.name.get(lang).lower() in why
            if kind == "nylon_stop":
                assert str(q["params"]["kept_sum"]) in why


def test_why_lines_say_the_rule():
    with translation.override("en"):
        q = questions.make("aigoma_beat", random.Random(3), BY_CODE["12b"])
        assert "pine, willow, cherry blossom, wisteria, iris, paulownia" in present.why(q, "en")
    with translation.override("ru"):
        q = next(
            q
            for s in range(50)
            if (q := questions.make("nylon_penalty", random.Random(s), BY_CODE["12c"]))["params"]["hidden"]
        )
        assert "не считаются" in present.why(q, "ru")


# --------------------------------------------------------------------------- the lessons


def test_both_lessons_load_at_the_end_of_the_path():
    path = lessons.all_lessons()
    assert [lesson.key for lesson in path[-3:]] == ["aigoma", "nylon", "gostop"]  # Go-Stop comes last
    assert path[-3].number == len(path) - 2 and path[-2].number == len(path) - 1
    assert list(lessons.get("aigoma").practice) == scenario_keys("aigoma")
    assert list(lessons.get("nylon").practice) == scenario_keys("nylon")
    kinds = {item["kind"] for key in ("aigoma", "nylon", "gostop") for item in lessons.get(key).items}
    assert set(questions.GAME_KINDS) <= kinds


@pytest.mark.parametrize("key", ["aigoma", "nylon"])
@pytest.mark.parametrize("order", ["ja", "ko"])
def test_every_item_makes_a_question(key, order):
    lesson = lessons.get(key)
    for seed in range(5):
        for item in lesson.items:
            q = lessons.question(item, random.Random(seed), order=order)
            assert len(q["answer"]) >= 1


def test_nylon_text_names_the_korean_months_in_each_order():
    ja = " ".join(p.en for p in lessons.get("nylon").paragraphs("ja"))
    ko = " ".join(p.en for p in lessons.get("nylon").paragraphs("ko"))
    assert "paulownia, December in your deck, is worth 11" in ja
    assert "paulownia (November) is worth 11" in ko
    assert "willow (December) 12" in ko


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("key", ["aigoma", "nylon"])
def test_the_lessons_play_through_the_views_with_three_stars(client, lang, key):
    from tests.learn.conftest import take_lesson

    for lesson in lessons.all_lessons():
        if lesson.key == key:
            break
        LessonResult.objects.create(learner=_learner(client), lesson=lesson.key, stars=3, best_accuracy=1.0)
    intro = client.get(f"/{lang}/learn/lessons/{key}/").content.decode()
    assert ("Start the lesson" in intro) or ("Начать урок" in intro)
    html = take_lesson(client, key, lang=lang)
    assert ("Lesson complete" in html) or ("Урок пройден" in html)
    result = LessonResult.objects.get(lesson=key)
    assert result.stars == 3
    for link in lessons.practice_links(lessons.get(key), lang):
        assert f'href="{link["url"]}"' in html
        assert client.get(link["url"]).status_code == 200
    assert len(lessons.practice_links(lessons.get(key), lang)) == len(scenario_keys(key))


def _learner(client):
    from learn.models import Learner
    from learn.workflow import SESSION_KEY

    session = client.session
    learner_id = session.get(SESSION_KEY)
    if learner_id is None:
        learner = Learner.objects.create()
        session[SESSION_KEY] = learner.pk
        session.save()
        return learner
    return Learner.objects.get(pk=learner_id)


@pytest.mark.django_db
@pytest.mark.parametrize("key", ["aigoma", "nylon"])
def test_a_wrong_answer_is_refused_with_the_reason(client, key):
    for lesson in lessons.all_lessons():
        if lesson.key == key:
            break
        LessonResult.objects.create(learner=_learner(client), lesson=lesson.key, stars=3, best_accuracy=1.0)
    client.post(f"/en/learn/lessons/{key}/", {"action": "start"})
    seen = set()
    run = Run.objects.get(mode="lesson", lesson=key)
    while run.finished is None:
        html = client.get(f"/en/learn/lessons/{key}/").content.decode()
        pending = waiting()
        q = pending.question
        if q.get("attempt"):  # a miss come back: answered right, so that the lesson ends
            client.post(f"/en/learn/lessons/{key}/", answer_post(pending))
            run.refresh_from_db()
            continue
        panel = html[html.index('id="panel"') :]
        assert present.prompt(q, "en").split(":")[0] in panel
        assert not re.search(r"\b(0[1-9]|1[0-2])[a-d]\b", panel)  # pictures by slot, never by code
        if q["kind"] in questions.GAME_KINDS:
            seen.add(q["kind"])
            assert CAPTIONS[q["kind"]] in panel
        html = client.post(f"/en/learn/lessons/{key}/", answer_post(pending, right=False)).content.decode()
        assert "Not quite." in html
        if q["kind"] in questions.GAME_KINDS:
            with translation.override("en"):
                assert escape(present.why(q, "en")) in html
            pending.refresh_from_db()
            assert pending.response["right"] is False
            assert pending.response["chosen"] == [int(wrong_choice(pending)[0]) - 1]
        run.refresh_from_db()
    assert seen == {k for k in questions.GAME_KINDS if k.startswith(key)}


def test_nylon_feedback_leaves_out_the_hato_points_of_the_cards():
    """A Nylon-ppong card is worth its month number: the card facts line gives no other points."""
    rng = random.Random(3)
    q = questions.make("nylon_stop", rng, DECK[40])
    pending = pending_for(q)

    class Outcome:
        right = True
        chosen = list(q["answer"])

    with translation.override("en"):
        result = present.feedback(pending, Outcome(), "en")
    assert result["cards"]
    for line in result["cards"]:
        assert not re.search(r"· \d+$", line["facts"]), line["facts"]
    assert present.card_facts(DECK[0], "en").endswith("· 20")
