"""The play views through the test client: starting, moving, refusing, undo, hints, replay, import."""

from __future__ import annotations

import json
import re

import pytest
from django.test import Client

from engine.cards import BY_CODE
from play import workflow
from play.models import PracticeGame
from room.record import StaleVersion, forget_cache
from tests.play.conftest import finish, learner_move, start, to_learner_turn

pytestmark = pytest.mark.django_db


def html(response) -> str:
    return response.content.decode()


def test_index_lists_games_and_practice(client):
    page = html(client.get("/ru/play/"))
    assert "/ru/play/new/hato/" in page and "/ru/play/new/koikoi/" in page
    assert "/ru/play/practice/hato-bright-first/" in page
    assert "/ru/play/practice/koikoi-stop-ahead/" in page


@pytest.mark.parametrize("game", ["hato", "koikoi"])
def test_new_game_form_shows_every_option_with_help_and_rules_link(client, game):
    from engine.game import get_game

    page = html(client.get(f"/ru/play/new/{game}/"))
    for spec in type(get_game(game)).option_specs:
        assert f'name="opt_{spec.key}"' in page
        assert spec.help.ru.split("«")[0][:40] in page
        assert f"/ru/rules/{game}/#option-{spec.key}" in page
    assert 'name="seed"' in page


def test_hato_offers_two_to_four_seats_and_a_level_per_bot(client):
    page = html(client.get("/ru/play/new/hato/"))
    for n in (2, 3, 4):
        assert f'<option value="{n}"' in page
    for bot in (1, 2, 3):
        assert f'name="bot_{bot}"' in page


@pytest.mark.parametrize(
    "fields",
    [
        {"players": "9"},
        {"seed": "abc"},
        {"seed": "-5"},
        {"opt_freeze": "maybe"},
        {"bot_1": "grandmaster"},
    ],
)
def test_bad_new_game_input_gets_a_message_not_a_500(client, fields):
    response = client.post("/ru/play/new/hato/", fields)
    assert response.status_code == 400
    assert not PracticeGame.objects.exists()


def test_unknown_game_is_404(client):
    assert client.get("/ru/play/new/chess/").status_code == 404


def test_a_game_with_a_given_seed_deals_the_same(client):
    first = start(client, "hato", seed=12345).row
    second = start(client, "hato", seed=12345).row
    # As dealt: a bot that leads has already moved, each game's bots with their own generator.
    one = workflow.dealt(first).observation()
    two = workflow.dealt(second).observation()
    assert one.hand == two.hand and one.table == two.table
    assert first.seed_given


def test_table_full_page_and_htmx_partial(client, hx_headers):
    table = start(client, "koikoi")
    full = html(table.get())
    assert "<html" in full and 'id="play-table"' in full
    part = html(table.get("", **hx_headers))
    assert "<html" not in part and part.strip().startswith('<section id="play-table"')


def test_forged_and_illegal_moves_change_nothing(client):
    table = start(client, "hato", seed=7)
    row = to_learner_turn(table.row)
    before = (list(row.moves), row.version)
    for code in ["play:zz", "", "lay:" + "01a" * 100, "koikoi", "play:01a.12d"]:
        response = table.post("move", {"move": code, "version": row.version})
        assert response.status_code == 302
        page = html(table.get())
        assert 'class="play-messages"' in page
        row.refresh_from_db()
        assert (row.moves, row.version) == before


def test_stale_and_replayed_moves_are_refused(client):
    table = start(client, "hato", seed=8)
    row = to_learner_turn(table.row)
    code = learner_move(row)
    version = row.version
    assert table.post("move", {"move": code, "version": version}).status_code == 302
    row.refresh_from_db()
    moved = list(row.moves)
    # The same post again (a second tab, the back button, a replayed request): refused.
    table.post("move", {"move": code, "version": version})
    page = html(table.get())
    assert "устарела" in page or "out of date" in page
    row.refresh_from_db()
    assert row.moves == moved
    table.post("move", {"move": code, "version": "not-a-number"})
    row.refresh_from_db()
    assert row.moves == moved


def test_two_tabs_cannot_both_move(client):
    table = start(client, "hato", seed=9)
    row = to_learner_turn(table.row)
    other_tab = PracticeGame.objects.get(pk=row.pk)
    code = learner_move(row)
    workflow.play_move(row=row, move_code=code, version=row.version)
    with pytest.raises(StaleVersion):
        workflow.play_move(row=other_tab, move_code=code, version=other_tab.version)
    assert len(PracticeGame.objects.get(pk=row.pk).moves) == len(row.moves)


def test_other_visitors_cannot_see_a_game(client):
    table = start(client, "koikoi")
    stranger = Client()
    assert stranger.get(table.url).status_code == 404
    assert stranger.post(table.url + "move/", {"move": "stop", "version": 0}).status_code == 404
    assert stranger.get(table.url + "export.json").status_code == 404


def test_resume_after_restart(client):
    table = start(client, "hato", seed=10, players=3)
    row = to_learner_turn(table.row)
    workflow.play_move(row=row, move_code=learner_move(row), version=row.version)
    before = workflow.rebuild(PracticeGame.objects.get(pk=row.pk)).observation()
    forget_cache()
    after = workflow.rebuild(PracticeGame.objects.get(pk=row.pk)).observation()
    assert before == after
    assert table.get().status_code == 200


def test_tutor_verdict_is_stored_and_shown(client):
    table = start(client, "hato", seed=11, tutor="on")
    row = to_learner_turn(table.row)
    built = workflow.rebuild(row)
    ply = len(built.moves)
    choices = built.state.legal_moves()
    assert len(choices) > 1
    row = workflow.play_move(row=row, move_code=choices[-1].code, version=row.version)
    note = row.annotations[str(ply)]
    assert note["verdict"] in ("best", "good", "inaccuracy", "mistake")
    assert note["move"] == choices[-1].code and note["best"]
    page = html(table.get())
    assert "play-verdict" in page


def test_undo_takes_back_the_learners_move_and_its_verdict(client):
    table = start(client, "hato", seed=12, tutor="on")
    row = to_learner_turn(table.row)
    moves_before = list(row.moves)
    row = workflow.play_move(row=row, move_code=learner_move(row), version=row.version)
    row = to_learner_turn(row)
    response = table.post("undo", {"version": row.version})
    assert response.status_code == 302
    row.refresh_from_db()
    assert row.moves == moves_before
    assert not any(int(k) >= len(moves_before) for k in row.annotations)
    assert row.undos == 1


def test_hint_in_two_steps(client):
    table = start(client, "koikoi", seed=13)
    to_learner_turn(table.row)
    first = html(table.get("?hint=1"))
    assert "play-hint" in first
    second = html(table.get("?hint=2"))
    assert "play-hint" in second and "<ul>" in second


def test_choosing_a_card_shows_its_moves(client):
    table = start(client, "hato", seed=14)
    row = to_learner_turn(table.row)
    built = workflow.rebuild(row)
    move = next(m for m in built.state.legal_moves() if m.cards)
    from engine.cards import DECK

    page = html(table.get(f"?card={DECK[move.cards[0]].code}"))
    assert f'value="{move.code}"' in page
    # A card that is not in the hand is ignored, not an error.
    assert table.get("?card=zzz").status_code == 200


def test_highlight_switch(client):
    table = start(client, "hato")
    table.post("settings", {"flag": "highlight", "value": "off"})
    assert table.row.highlight is False
    assert "play-hl" not in html(table.get())
    table.post("settings", {"flag": "highlight", "value": "on"})
    assert table.row.highlight is True


def test_replay_export_import_round_trip(client):
    table = start(client, "koikoi")
    # Before the end: no replay, no export (the seed is secret).
    assert table.client.get(table.url + "replay/").status_code == 302
    assert table.client.get(table.url + "export.json").status_code == 302
    row = finish(table.row)
    page = html(client.get(table.url + "replay/"))
    total = len(row.moves)
    assert f"/replay/{total}/" in page and 'data-key="ArrowLeft"' in page
    assert client.get(table.url + "replay/0/").status_code == 200
    assert client.get(table.url + f"replay/{total + 1}/").status_code == 404
    exported = json.loads(client.get(table.url + "export.json").content)
    assert exported["seed"] == row.seed and exported["moves"] == row.moves
    response = client.post("/ru/play/import/", {"text": json.dumps(exported)})
    assert response.status_code == 302 and "/replay/" in response["Location"]
    copy = PracticeGame.objects.exclude(pk=row.pk).get()
    assert copy.moves == row.moves and copy.is_over and copy.imported


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[]",
        '{"game": "chess", "seed": 1, "moves": []}',
        '{"game": "hato", "seed": -1, "moves": []}',
        '{"game": "hato", "seed": 1, "moves": ["play:zz"]}',
        '{"game": "hato", "seed": 1, "moves": ["stop", "stop"]}',
        '{"game": "hato", "seed": 1, "players": 9, "moves": []}',
        '{"game": "hato", "seed": 1, "options": {"freeze": "x"}, "moves": []}',
    ],
)
def test_bad_imports_get_a_message(client, text):
    response = client.post("/en/play/import/", {"text": text})
    assert response.status_code == 400
    assert not PracticeGame.objects.exists()


def test_unfinished_import_continues_at_the_table(client):
    response = client.post(
        "/ru/play/import/", {"text": '{"game": "hato", "players": 3, "seed": 5, "moves": []}'}
    )
    assert response.status_code == 302 and "/g/" in response["Location"]
    row = PracticeGame.objects.get()
    assert row.players == 3 and row.seed_given


def test_practice_deal_starts_with_its_goal(client):
    page = html(client.get("/ru/play/practice/hato-three-on-table/"))
    assert "луну" in page
    response = client.post("/ru/play/practice/hato-three-on-table/")
    assert response.status_code == 302
    row = PracticeGame.objects.get()
    assert row.scenario == "hato-three-on-table" and row.deal
    table = html(client.get(response["Location"]))
    assert "play-scenario" in table
    obs = workflow.rebuild(row).observation()
    assert 28 in obs.hand  # the moon, 08a
    assert client.get("/ru/play/practice/nope/").status_code == 404


def test_finished_game_reveals_everything_and_lists_in_my_games(client):
    table = start(client, "hato", players=3)
    row = finish(table.row)
    page = html(table.get())
    assert "play-result" in page and str(row.seed) in page
    index = html(client.get("/ru/play/"))
    assert str(row.id) in index


def test_next_on_the_learners_turn_is_refused_politely(client):
    table = start(client, "hato", seed=17)
    row = to_learner_turn(table.row)
    response = table.post("next", {"version": row.version})
    assert response.status_code == 302
    assert "play-messages" in html(table.get())
    assert table.row.moves == row.moves


def test_the_newest_log_entry_shows_the_cards_of_each_step(client, held_tasks):
    """After a move, its steps carry small pictures of the cards they name; older entries do not."""
    table = start(client, "hato", seed=21)
    held_tasks.run_all()
    row = to_learner_turn(table.row)
    built = workflow.rebuild(row)
    move = next(m for m in built.state.legal_moves() if m.cards)
    table.post("move", {"move": move.code, "version": row.version})
    page = html(table.get())
    log = page[page.index('id="play-log-h"') :]
    entries = log.split('class="play-log-entry')[1:]
    assert "play-latest" in entries[0]
    newest = re.findall(r'card-step"[^>]*>.*?/1x/(\w\w\w)\.webp', entries[0], flags=re.S)
    assert set(move.cards) <= {BY_CODE[c].index for c in newest}
    assert all("card-step" not in entry for entry in entries[1:])
