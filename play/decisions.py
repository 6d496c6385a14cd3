"""The tutor's numbers at a stop decision where its search values are not chances of winning.

Koi-Koi's strong bot values a move by its chance of winning the deal, and the table shows that
chance beside each choice. In other games (Nylon-ppong's «стоп») the tutor plays every choice out
to the end of the deal in the same sampled deals (``engine.bots.outlook``) and says, in the game's
own units, what each leads to: the learner's mean points and the others', how often the learner
ends with the best score, and how often with an extra penalty. That is a search: a worker runs it
with the tutor's ranking of the position (``play/tasks.py``) and keeps it with the ranking
(``Search.outlook``); a request only words what is stored. The search runs to a fixed budget with
a generator seeded by the game and the move number, so the numbers are the same on an idle and on
a busy server.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from engine.bots.outlook import ChoiceOutlook, decision_outlook
from engine.game import Game, IllegalMove, Move, Observation
from engine.phrases import number
from room import seeds
from room.texts import move_sentence


@dataclass
class OutlookLine:
    """One choice at the decision in words, with its figures for the page's data attributes."""

    code: str
    sentence: str
    best: int
    extra: int
    #: The move's words alone (the bar's label).
    move: str = ""
    #: The tutor's choice here (the first of the same analysis the hint and the verdict read).
    advised: bool = False


def wants_outlook(built: Any, *, row: Any, obs: Observation) -> bool:
    """Whether the learner's position is a stop decision whose numbers are an outlook to the end of
    the deal: the tutor is on and its search does not value moves as chances of winning."""
    game = built.game
    if not row.tutor or not obs.legal_moves or game.stop_offer(obs) is None:
        return False
    return bool(game.search_params("strong").get("utility") != "wins")


def outlook(built: Any, *, row: Any, obs: Observation) -> list[ChoiceOutlook]:
    """Every legal move of the learner's ``obs`` played out to the end of the deal by the tutor's
    search level. A search: only a worker calls this."""
    from play.workflow import TUTOR_LEVEL

    rng = seeds.bot_rng(row.seed, row.id, len(built.moves), "outlook")
    return decision_outlook(obs, rng, game=built.game, level=TUTOR_LEVEL)


def outlook_data(found: Sequence[ChoiceOutlook]) -> list[list[Any]]:
    """The outlook as it is stored (``Search.outlook``): [move code, deals, points, others, best, extra]."""
    return [
        [c.move.code, c.deals, round(c.points, 4), round(c.others, 4), round(c.best, 4), round(c.extra, 4)]
        for c in found
    ]


def stored_outlook(data: Any) -> list[ChoiceOutlook] | None:
    """The outlook read back from ``Search.outlook`` (``None`` when there is none or it is damaged)."""
    if not isinstance(data, list):
        return None
    try:
        return [
            ChoiceOutlook(
                Move.parse(str(code)), int(deals), float(points), float(others), float(best), float(extra)
            )
            for code, deals, points, others, best, extra in data
        ]
    except (IllegalMove, TypeError, ValueError):
        return None


def percent(share: float) -> str:
    """A share as a whole per cent, the sign kept with its number: «70 %», "70%"."""
    number = round(100 * min(1.0, max(0.0, share)))
    return _("%(n)s%%") % {"n": number}


def _points(game: Game, value: float) -> str:
    count = round(value)
    if game.points_are_penalties:
        return ngettext("%(n)s penalty point", "%(n)s penalty points", abs(count)) % {"n": number(count)}
    return ngettext("%(n)s point", "%(n)s points", abs(count)) % {"n": number(count)}


def outlook_sentence(game: Game, choice: ChoiceOutlook, *, obs: Observation, risky: bool) -> str:
    """«Сказать «стоп»: в среднем у вас 5 штрафных очков, у соперника — 37; меньше всех у вас — в
    99 % раздач; дополнительный штраф — в 1 %.»; the last part only where a penalty is possible."""
    figures = {"mine": _points(game, choice.points), "others": number(round(choice.others))}
    if obs.players == 2:
        parts = [_("on average %(mine)s for you and %(others)s for your opponent") % figures]
    else:
        parts = [_("on average %(mine)s for you and %(others)s for each of the others") % figures]
    share = {"share": percent(choice.best)}
    if obs.players == 2 and game.points_are_penalties:
        parts.append(_("you end with fewer than your opponent in %(share)s of the deals") % share)
    elif obs.players == 2:
        parts.append(_("you end ahead of your opponent in %(share)s of the deals") % share)
    elif game.points_are_penalties:
        parts.append(_("you end with the fewest in %(share)s of the deals") % share)
    else:
        parts.append(_("you end with the most in %(share)s of the deals") % share)
    if risky:
        parts.append(_("an extra penalty in %(share)s") % {"share": percent(choice.extra)})
    return _("%(move)s: %(outlook)s.") % {
        "move": move_sentence(game, choice.move),
        "outlook": "; ".join(parts),
    }


def outlook_lines(
    game: Game, found: Sequence[ChoiceOutlook], *, obs: Observation, risky: bool, advised: str = ""
) -> list[OutlookLine]:
    """The tutor's stored outlook of every choice at the decision, in words (see ``outlook_sentence``);
    ``advised`` is the code of the move the tutor's analysis puts first (the page marks it)."""
    return [
        OutlookLine(
            choice.move.code,
            outlook_sentence(game, choice, obs=obs, risky=risky),
            round(100 * choice.best),
            round(100 * choice.extra),
            move_sentence(game, choice.move),
            choice.move.code == advised,
        )
        for choice in found
    ]
