"""The tables app's background task: a bot's move (also the stand-in's when a turn timer ran out).

Enqueued by ``tables.workflow.ensure_bot`` once per version of the table on the ``SEARCH_QUEUE``
queue, run by ``manage.py search_worker`` like the practice games' searches. Safe to run twice or
late: the move is stored only while the table is still at the version it was asked at (a conditional
UPDATE), so a copy that runs after another changes nothing.
"""

from __future__ import annotations

from django.conf import settings
from django.tasks import task

from engine.game import IllegalMove
from tables import game, workflow
from tables.models import Table


class NotCommittedYet(Exception):
    """The task saw an older version of the table than it was asked at; it fails, and is retried."""


@task(queue_name=settings.SEARCH_QUEUE)
def bot_move(table_id: str, version: int) -> str:
    """Let the bot whose turn it is at ``version`` of the table move (once), then ask for the next."""
    from engine.bots import make_bot

    table = Table.objects.filter(pk=table_id).first()
    if table is None:
        return "gone"
    if table.version < version:
        raise NotCommittedYet(f"table {table_id} is at version {table.version}, asked at {version}")
    if table.version != version or table.status != Table.Status.PLAYING:
        return "stale"
    built = game.build(table)
    level = workflow.mover_level(table, built)
    seat = built.state.current_player
    if level is None or seat is None:
        return "not a bot's turn"
    obs = built.state.observe(seat)
    legal = obs.legal_moves or built.state.legal_moves()
    if len(legal) == 1:
        code = legal[0].code
    else:
        code = make_bot(level).choose(obs, game.bot_rng(table, len(built.moves)), game=built.game).code
    try:
        workflow.save_move(table, built, code, expected=version)
    except (workflow.StaleVersion, IllegalMove):
        return "stale"
    return "applied"
