"""Context shared by every page."""

from django.http import HttpRequest


def site(request: HttpRequest) -> dict:
    """The deck order the visitor chose (Japanese by default)."""
    return {"deck_order": request.session.get("deck_order", "ja") if hasattr(request, "session") else "ja"}
