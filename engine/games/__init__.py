"""Every game of the engine; importing this package registers them by key."""

from engine.games import aigoma  # noqa: F401
from engine.games import hato  # noqa: F401
from engine.games import koikoi  # noqa: F401
from engine.games import nylon  # noqa: F401
