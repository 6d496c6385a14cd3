"""The secret seeds of a game in progress and the generators its bots choose with."""

from __future__ import annotations

import random
import secrets

#: The largest seed a game is dealt with (a stored or imported seed is checked against it).
MAX_SEED = 2**63 - 1


def new_seed() -> int:
    """A fresh secret seed (never shown before the deal is over)."""
    return secrets.randbits(63)


def bot_rng(*parts: object) -> random.Random:
    """A generator fixed by ``parts`` (the game's seed, its id, the move number, the purpose): the same
    game gets the same reply however busy the server is, and nobody outside can predict it."""
    return random.Random(":".join(str(part) for part in parts))
