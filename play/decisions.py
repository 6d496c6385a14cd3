"""The tutor's numbers at a stop decision where its search values are not chances of winning.

Koi-Koi's strong bot values a move by its chance of winning the deal, and the table shows that
chance beside each choice. In other games (Nylon-ppong's «стоп») the tutor plays every choice out
to the end of the deal in the same sampled deals (``engine.bots.outlook``) and says, in the game's
own units, what each leads to: the learner's mean points and the others', how often the learner
ends with the best score, and how often with an extra penalty. The search runs to a fixed budget
with a generator seeded by the game and the move number, so the numbers are the same on an idle
and on a busy server; they are kept per game and moves like the tutor's ranking.
"""

from __future__ import annotations

import random
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from engine.bots.outlook import ChoiceOutlook, decision_outlook
from engine.game import Game, Observation
from play.search_pool import run_search
from play.texts import move_sentence

_OUTLOOKS: OrderedDict[tuple[str, str], list[ChoiceOutlook]] = OrderedDict()
_LOCK = threading.Lock()


@dataclass
class OutlookLine:
    """One choice at the decision in words, with its figures for the page's data attributes."""

    code: str
    sentence: str
    best: int
    extra: int


def outlook(built: Any, *, row: Any, obs: Observation) -> list[ChoiceOutlook]:
    """Every legal move of the learner's ``obs`` played out to the end of the deal by the tutor's
    search level (cached per game and moves)."""
    from play.workflow import TUTOR_LEVEL

    key = (str(row.id), "|".join(built.moves))
    with _LOCK:
        if key in _OUTLOOKS:
            return _OUTLOOKS[key]
    rng = random.Random(f"{row.seed}:{row.id}:{len(built.moves)}:outlook")
    found = run_search(lambda: decision_outlook(obs, rng, game=built.game, level=TUTOR_LEVEL))
    with _LOCK:
        _OUTLOOKS[key] = found
        while len(_OUTLOOKS) > 256:
            _OUTLOOKS.popitem(last=False)
    return found


def percent(share: float) -> str:
    """A share as a whole per cent, the sign kept with its number: «70 %», "70%"."""
    number = round(100 * min(1.0, max(0.0, share)))
    return _("%(n)s%%") % {"n": number}


def _points(game: Game, value: float) -> str:
    count = round(value)
    if game.points_are_penalties:
        return ngettext("%(n)s penalty point", "%(n)s penalty points", abs(count)) % {"n": count}
    return ngettext("%(n)s point", "%(n)s points", abs(count)) % {"n": count}


def outlook_sentence(game: Game, choice: ChoiceOutlook, *, obs: Observation, risky: bool) -> str:
    """«Сказать «стоп»: в среднем у вас 5 штрафных очков, у соперника — 37; меньше всех у вас — в
    99 % раздач; дополнительный штраф — в 1 %.»; the last part only where a penalty is possible."""
    figures = {"mine": _points(game, choice.points), "others": round(choice.others)}
    if obs.players == 2:
        parts = [_("on average %(mine)s for you and %(others)s for your opponent") % figures]
    else:
        parts = [_("on average %(mine)s for you and %(others)s for each of the others") % figures]
    if game.points_are_penalties:
        parts.append(_("you end with the fewest in %(share)s of the deals") % {"share": percent(choice.best)})
    else:
        parts.append(_("you end with the most in %(share)s of the deals") % {"share": percent(choice.best)})
    if risky:
        parts.append(_("an extra penalty in %(share)s") % {"share": percent(choice.extra)})
    return _("%(move)s: %(outlook)s.") % {
        "move": move_sentence(game, choice.move, obs),
        "outlook": "; ".join(parts),
    }


def outlook_lines(built: Any, *, row: Any, obs: Observation, risky: bool) -> list[OutlookLine]:
    """The tutor's outlook of every choice at the decision, in words (see ``outlook_sentence``)."""
    return [
        OutlookLine(
            choice.move.code,
            outlook_sentence(built.game, choice, obs=obs, risky=risky),
            round(100 * choice.best),
            round(100 * choice.extra),
        )
        for choice in outlook(built, row=row, obs=obs)
    ]
