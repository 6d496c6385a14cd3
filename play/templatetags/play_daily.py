"""The puzzle of the day for the home page (``play.daily``): ``{% puzzle_of_the_day as daily_puzzle %}``."""

from __future__ import annotations

from typing import Any

from django import template

from play.daily import DailyPuzzle, for_visitor

register = template.Library()


@register.simple_tag(takes_context=True)
def puzzle_of_the_day(context: dict[str, Any]) -> DailyPuzzle | None:
    """Today's puzzle, the visitor's try at it and their streak of days with puzzles."""
    return for_visitor(context.get("request"))
