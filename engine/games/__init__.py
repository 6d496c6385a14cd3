"""Every game of the engine; importing this package registers them by key."""

from engine.games import (
    aigoma,  # noqa: F401
    gostop,  # noqa: F401
    hato,  # noqa: F401
    koikoi,  # noqa: F401
    nylon,  # noqa: F401
)
