"""Per-game evaluation hooks (see ``engine.bots.hooks``). Filled in as the games land."""

from __future__ import annotations
