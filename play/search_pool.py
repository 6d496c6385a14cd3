"""Run the bots' searches at a lower CPU priority than the pages.

A strong bot's move or the tutor's ranking is a fixed budget of playouts: a few tenths of a second
of pure CPU work, 1.3 s at worst (``engine.bots``). Run in the request's own thread, it competes
on equal terms with every page another worker is rendering, so on a busy machine a quiz page waits
behind someone else's bot. Here each worker process keeps one search thread whose scheduling
priority is lowered (``nice``, Linux keeps it per thread) by
``settings.BOT_SEARCH_NICE``; the request waits for its result. Pages then take the CPU first and
the searches use what is left. Only the budget ends a search, so a slower thread makes the answer
come later, never different; the bots' safety net (``engine.bots.SAFETY_NET``) bounds the wait for
a runaway search.

The search itself touches no database and no request state: it gets an observation and returns
moves, so running it on another thread changes nothing but when it gets the CPU.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from django.conf import settings

_pool: ThreadPoolExecutor | None = None
_pool_pid: int | None = None
_pool_lock = threading.Lock()


def _lower_priority() -> None:
    """Raise this thread's nice value by ``BOT_SEARCH_NICE`` (a no-op where that is impossible)."""
    step = int(getattr(settings, "BOT_SEARCH_NICE", 0))
    if step <= 0 or not hasattr(os, "setpriority"):
        return
    try:
        tid = threading.get_native_id()
        current = os.getpriority(os.PRIO_PROCESS, tid)
        os.setpriority(os.PRIO_PROCESS, tid, min(19, current + step))
    except OSError:  # pragma: no cover - a platform that refuses; run at normal priority
        pass


def _executor() -> ThreadPoolExecutor:
    """This process's search thread (made again after a fork: threads do not survive one)."""
    global _pool, _pool_pid
    with _pool_lock:
        if _pool is None or _pool_pid != os.getpid():
            _pool = ThreadPoolExecutor(
                max_workers=1, thread_name_prefix="bot-search", initializer=_lower_priority
            )
            _pool_pid = os.getpid()
        return _pool


def run_search[T](search: Callable[[], T]) -> T:
    """Run ``search`` on the low-priority search thread and return its result (or raise its error).

    With ``BOT_SEARCH_NICE`` at 0 the search runs in the caller's thread, as before.
    """
    if int(getattr(settings, "BOT_SEARCH_NICE", 0)) <= 0:
        return search()
    return _executor().submit(search).result()
