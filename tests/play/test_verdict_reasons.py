"""Every verdict that is not "best" comes with a reason that compares the played move with the
better one, shown the same in the tutor's box, the log and the replay, and never in the played
move's favour."""

from __future__ import annotations

import random
import re

import pytest
from django.utils import translation

from engine.cards import BY_CODE
from engine.game import Move, get_game
from play import tutor, workflow
from room import reasons
from tests.play.conftest import play_through, start
from tests.play.test_verdict_consistency import BOX_RE, LATEST_RE, unescape

REASON_RE = re.compile(r'<span class="play-reason">(.*?)</span>', re.S)
CURRENT_RE = re.compile(r'<section class="play-current-move".*?</section>', re.S)
GAMES = [("hato", 2), ("koikoi", 2), ("aigoma", 3), ("nylon", 3), ("gostop", 2), ("gostop", 3)]


@pytest.mark.django_db
@pytest.mark.parametrize(("game", "players"), GAMES)
def test_every_verdict_has_its_reason_in_the_box_the_log_and_the_replay(client, game, players, held_tasks):
    rng = random.Random(11)
    table = start(client, game, "ru", players=players, tutor="on", seed=4)
    shown: dict[int, str] = {}
    for ply, _choices, response in play_through(table, rng, held=held_tasks):
        page = unescape(response.content.decode())
        note = table.row.annotations.get(str(ply))
        if note is None or note["verdict"] == "best" or table.row.is_over:
            continue
        box, latest = BOX_RE.search(page), LATEST_RE.search(page)
        assert box is not None and latest is not None
        in_box, in_log = REASON_RE.findall(box.group(2)), REASON_RE.findall(latest.group(1))
        assert in_box and in_box == in_log, "the box and the log give the same reason"
        shown[ply] = in_box[0].strip()
    row = table.row
    assert row.is_over
    judged = [note for key, note in row.annotations.items() if key.isdigit()]
    not_best = [note for note in judged if note["verdict"] != "best"]
    assert not_best, "the random learner made some move that was not the best"
    built = workflow.rebuild(row)
    with translation.override("ru"):
        for note in not_best:
            assert "reason" in note
            assert reasons.reason_text(built.game, note), "a reason with every verdict that is not best"
    assert shown, "some reasons were shown during play"
    for ply, text in shown.items():
        replay = unescape(client.get(f"{table.url}replay/{ply + 1}/").content.decode())
        current = CURRENT_RE.search(replay)
        assert current is not None
        assert [r.strip() for r in REASON_RE.findall(current.group(0))] == [text]


@pytest.mark.django_db
def test_a_hato_reason_names_the_crane_and_its_points():
    row = workflow.start_game(
        owner_user=None,
        session_key="s",
        game_key="hato",
        players=2,
        bots=["random"],
        seed=1,
        tutor=True,
        deal={
            "hands": [
                ["01c", "03c", "04c", "05c", "06c", "07c", "09c"],
                ["02c", "02d", "10c", "10d", "11c", "12c", "12d"],
            ],
            "table": ["01a", "08c", "08d", "09d", "04d", "06d"],
            "first": 0,
        },
    )
    built = workflow.rebuild(row)
    obs = built.observation()
    best, played = Move.parse("play:01c.01a"), Move.parse("lay:07c")
    facts = reasons.reason_facts(built.game, obs, played, best)
    note = {"verdict": "mistake", "move": played.code, "best": best.code, "reason": facts}
    with translation.override("ru"):
        ru = reasons.reason_text(built.game, note)
    with translation.override("en"):
        en = reasons.reason_text(built.game, note)
    assert (
        "Лучший ход берёт карты «Сосна, простая карта 1» и «Журавль и солнце» (20 очков), а ваш — ничего."
        in ru
    )
    assert "“Crane and sun”" in en and "(20 points)" in en and "yours takes nothing" in en


@pytest.mark.django_db
def test_a_go_stop_reason_names_godori_apart_from_the_cards_points():
    row = workflow.start_game(
        owner_user=None,
        session_key="s",
        game_key="gostop",
        players=2,
        bots=["random"],
        seed=1,
        tutor=True,
        deal={
            "hands": [["08c", "01c", "03c", "05c", "06c", "07c", "09c", "10c", "11c", "12b"]],
            "table": ["08b", "02c", "04c", "06d", "07d", "09d", "10d", "12d"],
            "deck": ["11d"],
            "captured": [["02a", "04a"], []],
            "first": 0,
        },
    )
    built = workflow.rebuild(row)
    obs = built.observation()
    best, played = Move.parse("play:08c.08b"), Move.parse("lay:01c")
    facts = reasons.reason_facts(built.game, obs, played, best)
    note = {"verdict": "mistake", "move": played.code, "best": best.code, "reason": facts}
    with translation.override("ru"):
        ru = reasons.reason_text(built.game, note)
    with translation.override("en"):
        en = reasons.reason_text(built.game, note)
    assert "«Годори: три птицы»" in ru and "“Godori: the three birds”" in en
    assert facts[0]["fact"] == "completes"
    # Godori's 5 points are the combination's, never folded into the points of the cards taken.
    assert all(fact.get("best_points", 0) == 0 for fact in facts if fact["fact"] == "takes")


#: The numbers of each comparative fact: (the better move's, the played move's, the better is higher).
COMPARED = {"takes": ("best_points", "played_points", True), "hand_left": ("best", "played", False)}
COMPARED["penalty"] = ("best", "played", False)


def _random_positions(key: str, players: int, count: int, *, share: float = 0.5, deals: int = 40):
    """``count`` positions with a choice from seeded random play (each kept with chance ``share``)."""
    game = get_game(key, players=players)
    rng = random.Random(key)
    found = 0
    for seed in range(deals):
        state = game.new_state(seed)
        while not state.is_over and found < count:
            legal = state.legal_moves()
            if len(legal) > 1 and rng.random() < share:
                found += 1
                yield game, state.observe(state.current_player), legal
            state = state.apply(rng.choice(legal))
        if found >= count:
            return


@pytest.mark.parametrize(("key", "players"), GAMES)
def test_no_reason_favours_the_played_move(key, players):
    """Whatever pair of moves is compared, every fact speaks for the one called better."""
    rng = random.Random(3)
    seen = 0
    for game, obs, legal in _random_positions(key, players, 150):
        best, played = rng.sample(list(legal), 2)
        for fact in reasons.reason_facts(game, obs, played, best):
            seen += 1
            kind = fact["fact"]
            if kind in COMPARED and (kind != "takes" or "best_points" in fact):
                high, low, higher = COMPARED[kind]
                assert (fact[high] > fact[low]) is higher, fact
            if kind == "takes" and "best_points" not in fact:
                assert fact["best"] and not fact["played"], fact
            if kind == "exposes":
                assert BY_CODE[fact["card"]].index not in tutor.taken_cards(played, obs)
            with translation.override("ru"):
                assert reasons.reason_text(game, {"verdict": "good", "reason": [fact]})
        for verdict in ("good", "mistake"):
            value, best_value = sorted(rng.random() for _ in range(2))
            note = {"verdict": verdict, "value": value, "best_value": best_value}
            shares = reasons.chances(game, note)
            assert shares is None or shares[0] > shares[1]
    assert seen, "some facts were found"


def test_reason_words_are_in_the_learner_language():
    game = get_game("nylon", players=3)
    note = {"verdict": "mistake", "reason": [{"fact": "penalty", "best": 21, "played": 25}]}
    with translation.override("ru"):
        assert reasons.reason_text(game, note) == (
            "После лучшего сброса карты в руке дают 21 штрафное очко, а после вашего — 25 штрафных очков."
        )
    with translation.override("en"):
        assert reasons.reason_text(game, note) == (
            "After the better discard your hand counts 21 penalty points; after yours, 25 penalty points."
        )


def test_the_points_of_cards_taken_are_the_cards_own():
    """«Хато»: a reason's points for the cards a move takes are the cards' own values (20, 10, 5, 0),
    a bonus they complete (such as ten plains) is never added in."""
    from engine.cards import BY_CODE

    seen = 0
    rng = random.Random(8)
    for game, obs, legal in _random_positions("hato", 2, 200):
        best, played = rng.sample(list(legal), 2)
        for fact in reasons.reason_facts(game, obs, played, best):
            if fact["fact"] == "takes" and "best_points" in fact:
                seen += 1
                assert fact["best_points"] == sum(BY_CODE[c].points for c in fact["best"]), fact
                assert fact["played_points"] == sum(BY_CODE[c].points for c in fact["played"]), fact
    assert seen >= 10
