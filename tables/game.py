"""The deal in play at a table, rebuilt from its record (seed and moves) in the room's cache
(``room.record``). The database row is the truth. Everything shown to a seat comes from
``observe(seat)`` of the state built here, never from the state itself.
"""

from __future__ import annotations

from engine.replay import GameRecord
from room.record import CACHE, Built, deal_record
from tables.models import Table


def cache_key(table: Table) -> tuple[str, str, int]:
    """The table's current deal in the room's cache: a new deal is a new entry."""
    return ("tables", str(table.id), table.number)


def dealt(table: Table, seed: int | None = None) -> Built:
    """A deal of the table from ``seed`` (its current deal's when None), before any move; the
    options are those stored when the table was opened."""
    seed = table.seed if seed is None else seed
    return deal_record(GameRecord(table.game_key, table.players, table.options, seed))


def build(table: Table) -> Built:
    """The state of the table's deal after its moves (the cache when it holds them)."""
    return CACHE.rebuilt(cache_key(table), table.moves, lambda: dealt(table))
