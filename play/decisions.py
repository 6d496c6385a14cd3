"""The tutor's numbers at a stop decision where its search values are not chances of winning.

Koi-Koi's strong bot values a move by its chance of winning the deal, and the table shows that
chance beside each choice. In other games (Nylon-ppong's «стоп») the tutor plays every choice out
to the end of the deal in the same sampled deals (``engine.bots.outlook``) and says, in the game's
own units, what each leads to: the learner's mean points and the others', how often the learner
ends with the best score, and how often with an extra penalty. That is the tutor's analysis of the
decision itself (``room.analysis.stop_outlook``: the ranking is read from the same playouts), run by
a worker (``play/tasks.py``) and kept with the ranking (``Search.outlook``); a request only words
what is stored. The search runs to a fixed budget with
a generator seeded by the game and the move number, so the numbers are the same on an idle and on
a busy server.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from engine.bots.outlook import ChoiceOutlook
from engine.game import Game, IllegalMove, Move, Observation
from engine.phrases import number
from room.texts import move_sentence

#: The shortest bar drawn (per cent), so that a choice at the bottom of the scale still shows one.
MIN_BAR = 3


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
    #: The mean result of the deal over the others' (``margin``), in points, and as a bar's length
    #: (``MIN_BAR``-100 per cent of a scale from zero, or the lowest margin, to the highest).
    margin: float = 0.0
    bar: int = 100

    @property
    def margin_text(self) -> str:
        """The margin as the bar's figure: «+3,2», «−0,5»."""
        return signed(self.margin)


def wants_outlook(built: Any, *, row: Any, obs: Observation) -> bool:
    """Whether the learner's position is a stop decision whose numbers are an outlook to the end of
    the deal: the tutor is on and its search does not value moves as chances of winning."""
    game = built.game
    if not row.tutor or not obs.legal_moves or game.stop_offer(obs) is None:
        return False
    return bool(game.search_params("strong").get("utility") != "wins")


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


def margin(game: Game, choice: ChoiceOutlook) -> float:
    """The mean result of the deal for the learner after ``choice``: their points minus the others'
    mean (the others' penalty points minus theirs where points are penalties). Choices rank by it
    exactly as the tutor ranks them: the search's value of a deal's end is the match score, which
    moves with this margin (``engine.bots.outlook.outlook_ranking``)."""
    gap = choice.points - choice.others
    return -gap if game.points_are_penalties else gap


def signed(value: float) -> str:
    """A number of points with its sign and one decimal: «+3,2», «−0,5», «0»."""
    rounded = round(value, 1)
    if rounded == 0:
        return number(0)
    text = number_format(abs(rounded), decimal_pos=1)
    return ("+" if rounded > 0 else "−") + text


def outlook_lines(
    game: Game, found: Sequence[ChoiceOutlook], *, obs: Observation, risky: bool, advised: str = ""
) -> list[OutlookLine]:
    """The tutor's stored outlook of every choice at the decision, in words (see ``outlook_sentence``);
    ``advised`` is the code of the move the tutor's analysis puts first (the page marks it). Each
    line's bar is its ``margin`` on one scale from zero, so the longest is the tutor's choice."""
    margins = [margin(game, choice) for choice in found]
    # One scale from zero (or the lowest margin, if below) to the highest (or zero): bars of close
    # choices look close.
    low, high = min([0.0, *margins]), max([0.0, *margins])
    return [
        OutlookLine(
            choice.move.code,
            outlook_sentence(game, choice, obs=obs, risky=risky),
            round(100 * choice.best),
            round(100 * choice.extra),
            move_sentence(game, choice.move),
            choice.move.code == advised,
            round(value, 1),
            100 if high - low < 1e-9 else max(MIN_BAR, round(100 * (value - low) / (high - low))),
        )
        for choice, value in zip(found, margins, strict=True)
    ]
