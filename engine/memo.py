"""A dictionary that computes what it lacks: the engine's caches of pile values.

A search scores the same piles (48-bit masks) again and again, so the evaluations and the scorers
remember each pile's value. ``Memo`` is a ``dict`` whose missing keys are computed by a function
and kept: a known value costs one subscript in C (``memo[pile]``), with no Python call.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable


class Memo[K: Hashable, V](dict[K, V]):
    """``memo[key]`` is ``compute(key)``, computed once; everything is forgotten when more than
    ``limit`` keys are held (a long search meets millions of piles)."""

    __slots__ = ("compute", "limit")

    def __init__(self, compute: Callable[[K], V], limit: int = 200_000) -> None:
        super().__init__()
        self.compute = compute
        self.limit = limit

    def __missing__(self, key: K) -> V:
        if len(self) > self.limit:
            self.clear()
        value = self[key] = self.compute(key)
        return value
