"""The language of the page being served, as the engine's texts name it."""

from __future__ import annotations

from django.utils.translation import get_language


def lang() -> str:
    """The active language as ``ru`` or ``en`` (Russian unless English is active)."""
    return "en" if (get_language() or "ru").startswith("en") else "ru"
