"""Every change to a game in progress is made on the version the mover saw: a stale or replayed request
(another tab, the back button, a lost race) is refused and changes nothing."""

from __future__ import annotations

from typing import Any, Protocol


class StaleVersion(Exception):
    """The request was made on an older view of the game than the stored one."""

    #: The key of the refusal's text, as for the tables' other refusals.
    reason = "stale"


class Versioned(Protocol):
    """A stored game in progress: its ``version`` counts the changes made to it."""

    version: int


def check_version(row: Versioned, version: Any) -> int:
    """The posted ``version`` as an int, or ``StaleVersion`` when it is not the row's current one."""
    try:
        number = int(version)
    except (TypeError, ValueError):
        raise StaleVersion() from None
    if number != row.version:
        raise StaleVersion()
    return number
