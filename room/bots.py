"""The bots at a game in progress: their levels and the move one of them chooses."""

from __future__ import annotations

import random

from django.utils.translation import gettext as _

from engine.game import Game, State

#: The levels a bot plays at, weakest first (``engine.bots.make_bot``).
BOT_LEVELS = ("random", "greedy", "medium", "strong")


def level_label(level: str) -> str:
    """A bot's level in words («сильный»), the same at both tables."""
    labels = {"random": _("random"), "greedy": _("greedy"), "medium": _("medium"), "strong": _("strong")}
    return labels.get(level, level)


def bot_move(game: Game, state: State, seat: int, level: str, rng: random.Random) -> str:
    """The code of the move the bot of ``level`` at ``seat`` chooses, from its own observation only;
    a forced move is made without a search. The level's fixed search budget and ``rng`` decide it."""
    from engine.bots import make_bot

    obs = state.observe(seat)
    legal = obs.legal_moves or state.legal_moves()
    if len(legal) == 1:
        return legal[0].code
    return make_bot(level).choose(obs, rng, game=game).code
