"""``{% play_card code %}``: the site's ``card_img`` memoised, since a table shows dozens of cards.

The picture of a card depends only on the card, the deck face, the language (alt text) and the
CSS class, so the HTML is kept per process after the first render.
"""

from __future__ import annotations

from django import template
from django.utils.translation import get_language

from hwatu_site.templatetags.hwatu import card_img

register = template.Library()

_HTML: dict[tuple, str] = {}


@register.simple_tag(takes_context=True)
def play_card(context, code: str, css: str = "card", alt: str | None = None) -> str:
    """The same HTML as ``{% card_img code css=... alt=... %}``, computed once per process."""
    key = (context.get("deck_order"), get_language(), code, css, alt)
    html = _HTML.get(key)
    if html is None:
        html = card_img(context, code, css=css, alt=alt)
        if len(_HTML) < 5000:
            _HTML[key] = html
    return html
