"""The tables app's background tasks: a bot's move (also the stand-in's when a turn timer ran out), and
the tutor's ranking for a person who plays with help.

Enqueued by ``tables.workflow.ensure_bot`` once per version of the table on the ``SEARCH_QUEUE``
queue, run by ``manage.py search_worker`` like the practice games' searches. Safe to run twice or
late: the move is stored only while the table is still at the version it was asked at (a conditional
UPDATE), so a copy that runs after another changes nothing.
"""

from __future__ import annotations

from django.conf import settings
from django.tasks import task

from engine.game import IllegalMove
from room import bots as room_bots
from room import searches, seeds
from room.record import StaleVersion, extend
from tables import game, live, workflow
from tables import help as tutor
from tables.models import Table


class NotCommittedYet(Exception):
    """The task saw an older version of the table than it was asked at; it fails, and is retried."""


@task(queue_name=settings.SEARCH_QUEUE)
def bot_move(table_id: str, version: int) -> str:
    """Let the bot whose turn it is at ``version`` of the table move (once), then ask for the next."""

    table = Table.objects.filter(pk=table_id).first()
    if table is None:
        return "gone"
    if table.version < version:
        raise NotCommittedYet(f"table {table_id} is at version {table.version}, asked at {version}")
    outcome = _bot_move(table, version)
    searches.finish(table, workflow.bot_key(version))
    return outcome


def _bot_move(table: Table, version: int) -> str:
    if table.version != version or table.status != Table.Status.PLAYING:
        return "stale"
    built = game.build(table)
    level = workflow.mover_level(table, built)
    seat = built.state.current_player
    if level is None or seat is None:
        return "not a bot's turn"
    rng = seeds.bot_rng(table.seed, table.id, table.number, len(built.moves), "bot")
    code = room_bots.bot_move(built.game, built.state, seat, level, rng)
    try:
        workflow.save_move(table, built, code, expected=version)
    except (StaleVersion, IllegalMove):
        return "stale"
    return "applied"


@task(queue_name=settings.SEARCH_QUEUE)
def rank(table_id: str, key: str) -> str:
    """The tutor's ranking of the mover's legal moves at the move ``key`` names
    (``tables.help.rank_key``), from that seat's observation: for a helped person during the game
    (their view shows it as soon as it is stored), or for a finished game's review
    (``tables.deal_review``)."""
    from room.analysis import tutor_ranking
    from tables.replay import finished_game

    table = Table.objects.filter(pk=table_id).first()
    search = searches.find(table, key) if table is not None else None
    if table is None or search is None:
        return "not needed"
    number, ply = tutor.key_parts(key)
    finished = finished_game(table, number)
    if finished is not None:
        seed, moves = finished.seed, finished.moves
    elif table.number == number:
        seed, moves = table.seed, tuple(table.moves)
    else:
        return "not needed"
    if len(moves) < ply:
        return "not needed"
    if search.ranking is None:
        built = extend(game.dealt(table, seed), moves[:ply])
        seat = built.state.current_player
        if seat is None:
            return "not needed"
        ranking = tutor_ranking(
            built.game,
            built.state.observe(seat),
            seeds.bot_rng(seed, table.id, number, ply, "tutor"),
            seeds.bot_rng(seed, table.id, number, ply, "facts"),
        )
        searches.store_ranking(search, ranking)
        live.notify(table.pk)
    return "ranked"
