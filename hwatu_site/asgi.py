"""ASGI entry point: the site's pages over HTTP and the tables' websockets (Channels).

Served by uvicorn (``make run``; docs/production.md). A socket gets the visitor's session and account
from the same cookies as the pages, and is refused unless its Origin is one of ALLOWED_HOSTS (no other
site can open a table's socket in a visitor's name).
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hwatu_site.settings")
django_application = get_asgi_application()  # before anything imports models

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from tables.routing import websocket_urlpatterns  # noqa: E402

application = ProtocolTypeRouter(
    {
        "http": django_application,
        "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
)
