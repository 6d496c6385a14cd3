"""Aigoma-koppai (合駒骨牌): a climbing game for 2-4 players from the Meiji era, after the only known
description (seed 001, lines 11-37).

Public API: ``Aigoma`` (registered as ``aigoma``), ``AigomaState``; rules and every choice made where
the text is silent in ``state``, options in ``options``, move codes in ``moves``, settlement values
in ``scoring``, sentences in ``describe``.
"""

from engine.games.aigoma.game import Aigoma
from engine.games.aigoma.state import AigomaState

__all__ = ["Aigoma", "AigomaState"]
