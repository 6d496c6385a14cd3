"""Site wiring: settings, URLs, WSGI/ASGI, shared template tags."""
