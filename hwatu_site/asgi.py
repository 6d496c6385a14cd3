"""ASGI entry point: the site's pages over HTTP and the tables' websockets (Channels).

Served by uvicorn (``make run``; docs/production.md). A socket gets the visitor's session and account
from the same cookies as the pages, and is refused unless its Origin is one of ALLOWED_HOSTS (no other
site can open a table's socket in a visitor's name). With ``WARM_UP`` on, each process warms itself
before it serves (``frame.warmup``).
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hwatu_site.settings")
django_application = get_asgi_application()  # before anything imports models

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from django.conf import settings  # noqa: E402

from tables.routing import websocket_urlpatterns  # noqa: E402

application = ProtocolTypeRouter(
    {
        "http": django_application,
        "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
)

if settings.WARM_UP:
    import threading

    from frame.warmup import warm_up

    # uvicorn imports this module inside its event loop, where Django refuses database work: warm up
    # in a thread of its own (its connections are its own, and closed when it ends).
    warmer = threading.Thread(target=warm_up, name="warm-up")
    warmer.start()
    warmer.join()
