"""The searches stored before the room had its one model (``play.Search``, ``tables.Advice``) come
through the migrations into ``room.Search``, and the games they belong to still open."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

from engine.game import get_game

pytestmark = pytest.mark.django_db(transaction=True)

BEFORE = [("play", "0005_search"), ("tables", "0002_advice"), ("room", None)]


def _migrate(targets: list[tuple[str, str | None]]):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state([t for t in targets if t[1] is not None]).apps


def test_stored_searches_of_both_kinds_move_to_the_room_and_their_games_open():
    first = get_game("hato", players=2).new_state(7).legal_moves()[0].code
    old = _migrate(BEFORE)
    now = timezone.now()
    game = old.get_model("play", "PracticeGame").objects.create(
        game_key="hato", players=2, seed=7, bots=[None, "medium"], moves=[]
    )
    old.get_model("play", "Search").objects.create(
        game=game,
        key="rank:0:x",
        task_id="t1",
        attempts=2,
        enqueued=now,
        ranking=[[first, 0.25, 40]],
        done=now,
    )
    table = old.get_model("tables", "Table").objects.create(
        code="ABCD2345", game_key="hato", players=2, host_token="h", status="playing", number=1, seed=7,
        bot_asked=3, bot_asked_at=now,
    )  # fmt: skip
    old.get_model("tables", "Advice").objects.create(
        table=table, number=1, ply=0, seat=0, ranking=[[first, 0.5, 12]], enqueued=now, attempts=1
    )
    try:
        _migrate(_latest())
        from play import workflow
        from play.models import PracticeGame
        from room import searches
        from tables import game as table_game
        from tables import help as tutor
        from tables.models import Table

        row = PracticeGame.objects.get(pk=game.pk)
        (search,) = row.searches.all()
        assert (search.key, search.task_id, search.attempts, search.done) == ("rank:0:x", "t1", 2, now)
        assert searches.ranking_of(search) is not None
        assert workflow.rebuild(row).state.legal_moves()[0].code == first  # the game opens

        stored = Table.objects.get(pk=table.pk)
        assert [s.key for s in stored.searches.all()] == ["rank:1:0"]  # the bot's ask is asked again
        ranking = tutor.stored(stored, 0)
        assert ranking is not None and ranking[0][0].code == first
        assert table_game.build(stored).state.legal_moves()[0].code == first  # the table opens
    finally:
        _migrate(_latest())


def _latest() -> list[tuple[str, str | None]]:
    """The last migration of every app, as the site runs."""
    return list(MigrationExecutor(connection).loader.graph.leaf_nodes())
