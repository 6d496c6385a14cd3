"""A task backend for tests that keeps what is enqueued until the test runs it, one task at a time.

The suite's default backend runs a task at once, inside the call that enqueues it (Django's
``ImmediateBackend``), so most tests see a bot's reply as soon as the learner's move is stored. Tests
of what a request shows *before* the reply comes use this one instead (fixture ``held_tasks``): the
learner's move is stored, the bots' search waits in ``results``, and ``run_all()`` plays the part of
a worker, deterministically, in the test's own thread and transaction.
"""

from __future__ import annotations

from traceback import format_exception
from typing import Any

from django.tasks.backends.dummy import DummyBackend
from django.tasks.base import TaskError, TaskResultStatus
from django.utils import timezone


class HeldBackend(DummyBackend):
    """Stores tasks (like ``DummyBackend``) and runs them when the test says so."""

    supports_get_result = True

    def ready(self) -> list[Any]:
        """The enqueued tasks that have not run, oldest first."""
        return [result for result in self.results if result.status == TaskResultStatus.READY]

    def run_next(self) -> Any:
        """Run the oldest waiting task (as a worker would); return its result."""
        result = self.ready()[0]
        now = timezone.now()
        object.__setattr__(result, "status", TaskResultStatus.RUNNING)
        object.__setattr__(result, "started_at", now)
        object.__setattr__(result, "last_attempted_at", now)
        try:
            value = result.task.call(*result.args, **result.kwargs)
        except Exception as error:
            result.errors.append(
                TaskError(
                    exception_class_path=f"{type(error).__module__}.{type(error).__qualname__}",
                    traceback="".join(format_exception(error)),
                )
            )
            object.__setattr__(result, "status", TaskResultStatus.FAILED)
        else:
            object.__setattr__(result, "_return_value", value)
            object.__setattr__(result, "status", TaskResultStatus.SUCCESSFUL)
        object.__setattr__(result, "finished_at", timezone.now())
        return result

    def run_all(self, limit: int = 200) -> list[Any]:
        """Run waiting tasks (and those they enqueue) until none is left; their results in order."""
        done = []
        while self.ready() and len(done) < limit:
            done.append(self.run_next())
        return done

    def lose_all(self) -> None:
        """Forget every task, as a queue that lost them would (a flushed Redis)."""
        self.results.clear()
