"""The play app's background tasks: a bot's move and the tutor's ranking, run by search workers.

Both are enqueued by ``play.searches`` (never by a view directly) on the ``SEARCH_QUEUE`` queue of
Django's tasks framework and run by ``manage.py search_worker``. Each is safe to run twice or late:
a bot's move is applied only while the game is at the version it was asked at (a conditional
UPDATE), and a ranking is stored under the moves it was made for, so a copy that runs after another,
or after the learner undid or moved on, changes nothing. After a bot's move the task asks for what
the game needs next (the next bot's move, or the tutor's ranking of the learner's turn), so the
replies of several bots come one after another, in order, each shown as soon as it is stored.
"""

from __future__ import annotations

from django.conf import settings
from django.tasks import task

from play import decisions, searches, workflow
from play.models import PracticeGame
from room import searches as room_searches


class NotCommittedYet(Exception):
    """The task saw an older version of the game than it was asked at; it fails, and is retried."""


@task(queue_name=settings.SEARCH_QUEUE)
def bot_move(game_id: str, version: int) -> str:
    """Let the bot whose turn it is at ``version`` of the game move (once), then ask for what is next."""
    row = PracticeGame.objects.filter(pk=game_id).first()
    if row is None:
        return "gone"
    if row.version < version:
        raise NotCommittedYet(f"game {game_id} is at version {row.version}, asked at {version}")
    key = searches.bot_key(version)
    try:
        row = workflow.advance(row=row, version=version)
    except (workflow.StaleVersion, workflow.NotPlayable):
        outcome = "stale"  # another copy of this task applied it, or the learner undid meanwhile
    else:
        outcome = "applied"
    room_searches.finish(row, key)
    if outcome == "applied":
        searches.ensure(row)
    return outcome


@task(queue_name=settings.SEARCH_QUEUE)
def rank(game_id: str, key: str) -> str:
    """Rank the mover's moves in the position ``key`` names (at a stop decision that needs it, with
    the outlook of each choice): the learner's, or a bot's for a finished game's review; judge the
    learner's move there if it was made meanwhile."""
    from play.tutor import ranked

    row = PracticeGame.objects.filter(pk=game_id).first()
    search = room_searches.find(row, key) if row is not None else None
    if row is None or search is None:
        return "gone"
    ply = searches.ply_of(key)
    if len(row.moves) < ply or searches.rank_key(ply, row.moves) != key:
        return "not needed"  # the learner undid past it; asked again if the position comes back
    built = workflow.rebuild_at(row, ply)
    mover = built.state.current_player
    if search.ranking is None:
        # The mover's own view: the learner's, or a bot's whose move a finished game's review weighs.
        obs = built.state.observe(mover) if mover is not None else built.observation()
        made = ranked(built, row=row, obs=obs)
        outlook = None
        if made.outlook is not None and decisions.wants_outlook(built, row=row, obs=obs):
            outlook = decisions.outlook_data(made.outlook)
        room_searches.store_ranking(search, made, outlook)
        search.refresh_from_db()
    ranking = searches.stored_ranking(row, ply=ply, moves=row.moves)
    row.refresh_from_db()
    if ranking is not None and len(row.moves) > ply and mover == row.learner_seat:
        searches.judge(row, ply=ply, ranking=ranking)
    return "ranked"
