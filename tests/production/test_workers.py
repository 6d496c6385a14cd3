"""Real search workers on both queues (the database's and RQ on Redis): a worker killed in the middle of
a bot's search, two workers given the same job, the bots' replies in order.

The test process plays the part of the web requests (it stores the learner's moves and looks at the
game as a poll does, through ``play.searches.ensure``); ``manage.py search_worker`` processes run the
searches on the test database. Strong bots think a few tenths of a second per move, long enough to
kill a worker while it searches.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from play import searches, tasks, workflow
from play.models import PracticeGame
from room.models import Search
from scripts.load.server import wait_until as wait_for
from tests.production.workers import Workers, redis_server, task_settings

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


@pytest.fixture(scope="module")
def redis_url() -> Iterator[str]:
    with redis_server() as url:
        yield url


@pytest.fixture(params=["database", "rq"])
def workers(request, settings) -> Iterator[Workers]:
    """Workers of one backend; the test process enqueues on the same queue, with a short lease."""
    url = request.getfixturevalue("redis_url") if request.param == "rq" else ""
    task_settings(settings, request.param, url)
    settings.SEARCH_CHECK_AFTER = 0.2
    settings.SEARCH_LEASE = 2
    pool = Workers(request.param, url)
    yield pool
    pool.stop()


def new_game(*, players: int = 2) -> PracticeGame:
    return workflow.start_game(
        owner_user=None,
        session_key="workers",
        game_key="hato",
        players=players,
        bots=["strong"] * (players - 1),
        seed=2024,
        tutor=False,
    )


def learners_turn(row: PracticeGame, *, timeout: float = 60) -> PracticeGame:
    """Look at the game as the table's poll does until the bots have replied."""

    def ready() -> bool:
        row.refresh_from_db()
        if row.is_over:
            return True
        searches.ensure(row)
        return workflow.rebuild(row).state.current_player == row.learner_seat

    wait_for(ready, timeout=timeout, what="the bots' reply", every=0.05)
    return row


def status(task_id: str) -> str:
    from django.tasks import default_task_backend

    try:
        return str(default_task_backend.get_result(task_id).status)
    except Exception:  # not in the queue yet
        return ""


def move_to_bots(row: PracticeGame) -> PracticeGame:
    """The learner's moves (the first legal one) until it is a bot's turn."""
    while not row.is_over and workflow.rebuild(row).state.current_player == row.learner_seat:
        move = workflow.rebuild(row).state.legal_moves()[0]
        row = workflow.play_move(row=row, move_code=move.code, version=row.version)
    return row


@pytest.mark.thorough
def test_a_worker_killed_mid_search_its_move_is_applied_once_by_another(workers: Workers):
    worker = workers.start()
    row = learners_turn(new_game())
    killed_at = None
    for _ in range(8):  # until the kill lands while the search runs (not after it finished)
        row = move_to_bots(row)
        assert not row.is_over
        search = row.searches.get(key=searches.bot_key(row.version))
        try:
            wait_for(
                lambda s=search: status(s.task_id) in ("RUNNING", "SUCCESSFUL"), timeout=60, what="a worker"
            )
        except AssertionError as error:
            raise AssertionError(
                f"{error}; the task is {status(search.task_id)!r}\n{workers.logs()}"
            ) from None
        if status(search.task_id) == "RUNNING":
            before = (row.version, list(row.moves))
            workers.kill(worker)
            row.refresh_from_db()
            if row.version == before[0]:  # nothing stored: the kill came in the middle of the search
                killed_at = before
                break
            # The search ended between the look and the kill: a new worker, and another try.
            worker = workers.start()
        row = learners_turn(row)
    assert killed_at is not None, "the kill never landed in the middle of a search"
    version, moves = killed_at
    workers.start()
    row = learners_turn(row, timeout=90)  # the poll enqueues the search again once its lease is over
    search = row.searches.get(key=searches.bot_key(version))
    # The task marks its search done just after it stored the move: the poll may see the move first.
    wait_for(lambda: Search.objects.get(pk=search.pk).done is not None, timeout=10, what="the search done")
    search.refresh_from_db()
    # Enqueued again (more than once if the retry itself outran the short lease on a busy machine).
    assert search.attempts >= 2
    assert row.moves[: len(moves)] == moves
    # One version per stored move: the bots' reply was applied once.
    assert row.version - version == len(row.moves) - len(moves) > 0, workers.logs()


def test_two_workers_given_the_same_job_apply_it_once(workers: Workers):
    workers.start()
    workers.start()
    row = learners_turn(new_game())
    row = move_to_bots(row)
    version, moves = row.version, list(row.moves)
    search = row.searches.get(key=searches.bot_key(version))
    twin = tasks.bot_move.enqueue(str(row.pk), version)  # the same job again (a retry, a double delivery)
    row = learners_turn(row)
    outcomes = wait_for(
        lambda: (
            [status(i) for i in (search.task_id, twin.id)] == ["SUCCESSFUL"] * 2
            and sorted(_value(i) for i in (search.task_id, twin.id))
        ),
        timeout=30,
        what="both copies",
    )
    assert outcomes == ["applied", "stale"]
    row.refresh_from_db()
    assert row.moves[: len(moves)] == moves
    assert row.version - version == len(row.moves) - len(moves) > 0


@pytest.mark.thorough
def test_the_bots_of_a_three_player_game_reply_in_order(workers: Workers):
    workers.start()
    workers.start()
    row = learners_turn(new_game(players=3))
    for _ in range(2):
        row = move_to_bots(row)
        version, moves = row.version, list(row.moves)
        row = learners_turn(row)
        movers = workflow.rebuild(row).movers[len(moves) :]  # the replay holds: legal moves, in order
        assert row.learner_seat not in movers and len(set(movers)) == 2, movers
        assert row.version - version == len(row.moves) - len(moves) >= 2


def _value(task_id: str) -> str:
    from django.tasks import default_task_backend

    return str(default_task_backend.get_result(task_id).return_value)
