"""The tables app's websocket routes (mounted by hwatu_site/asgi.py)."""

from django.urls import path

from tables.consumers import TableConsumer

websocket_urlpatterns = [path("ws/tables/<str:code>/", TableConsumer.as_asgi())]
