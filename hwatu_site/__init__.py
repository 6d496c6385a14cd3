"""Site wiring: settings, URLs, WSGI/ASGI. No app imports it."""
