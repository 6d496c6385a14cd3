"""``manage.py search_worker``: run the bots' and the tutor's searches from the configured task queue.

One command for every backend (``TASKS_BACKEND``): the database queue's ``db_worker`` or RQ's
``rqworker`` on the search queue, at a lower CPU priority than the web processes (``BOT_SEARCH_NICE``)
so that on a shared machine a page never waits for the CPU behind a search. Start as many as the
machines have cores to spare; each runs one search at a time.
"""

from __future__ import annotations

import os
from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError, CommandParser


class Command(BaseCommand):
    help = "Run a worker for the bots' moves and the tutor's rankings (the search queue)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--interval",
            type=float,
            default=0.1,
            help="database queue: seconds between looks at the queue when it is empty (default 0.1)",
        )
        parser.add_argument("--burst", action="store_true", help="run what is queued, then exit")
        parser.add_argument("--reload", action="store_true", help="database queue: restart on code changes")

    def handle(self, *args: Any, interval: float, burst: bool, reload: bool, **options: Any) -> None:
        nice = int(settings.BOT_SEARCH_NICE)
        if nice > 0 and hasattr(os, "nice"):
            os.nice(nice)
        backend = settings.TASKS_BACKEND
        queue = settings.SEARCH_QUEUE
        verbosity = int(options.get("verbosity", 1))
        if backend == "database":
            call_command(
                "db_worker",
                queue_name=queue,
                interval=interval,
                batch=burst,
                reload=reload,
                startup_delay=False,
                verbosity=verbosity,
            )
        elif backend == "rq":
            # SimpleWorker runs each job in this process (no fork per job), so the rebuilt games and
            # rankings cached in memory serve the next job of the same game.
            call_command(
                "rqworker",
                queue,
                job_class="django_tasks_rq.Job",
                worker_class="rq.worker.SimpleWorker",
                burst=burst,
                verbosity=verbosity,
            )
        else:
            raise CommandError(
                f"TASKS_BACKEND={backend} runs searches where they are asked for: no queue to work on."
            )
