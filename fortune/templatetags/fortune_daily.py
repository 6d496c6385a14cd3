"""``{% card_of_the_day as daily %}``: today's card with its meanings, for any page (the home page).

A template tag rather than an import, so that the site frame can show the card without importing
this app.
"""

from __future__ import annotations

from django import template
from django.utils import timezone

from fortune.daily import DailyCard
from fortune.daily import card_of_the_day as daily_card

register = template.Library()


@register.simple_tag
def card_of_the_day() -> DailyCard:
    """The card of today's date (the same for everyone, see ``fortune.daily``)."""
    return daily_card(timezone.localdate())
