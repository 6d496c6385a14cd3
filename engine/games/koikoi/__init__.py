"""Koi-Koi: two-player fishing game with yaku, koi-koi calls and matches of 1, 3, 6 or 12 deals.

Public API: ``KoiKoi`` (registered as ``koikoi``), ``KoiKoiState``, the scorer ``KoiKoi.score_pile``,
and the yaku tables in ``yaku``. See ``state`` for the rules and ``moves`` for the move codes.
"""

from engine.games.koikoi.game import KoiKoi
from engine.games.koikoi.state import KoiKoiState

__all__ = ["KoiKoi", "KoiKoiState"]
