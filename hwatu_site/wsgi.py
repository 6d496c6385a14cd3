"""WSGI entry point (gunicorn). With ``WARM_UP`` on, the process warms itself before it serves
(``frame.warmup``): under gunicorn's ``--preload``, once in the master for every worker it forks."""

import os

from django.conf import settings
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hwatu_site.settings")
application = get_wsgi_application()

if settings.WARM_UP:
    from frame.warmup import warm_up

    warm_up(application)
