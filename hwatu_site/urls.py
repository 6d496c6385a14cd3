"""URLs: every page carries its language (/ru/..., /en/...); "/" redirects to the visitor's language.

The frame and the reference pages are included without a namespace (``home``, ``cards``, ``rules``...);
the other apps have their own (``learn:index``, ``play:index``, ``fortune:index``).
"""

from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("i18n/", include("django.conf.urls.i18n")),
]
urlpatterns += i18n_patterns(
    path("", include("frame.urls")),
    path("", include("reference.urls")),
    path("learn/", include("learn.urls")),
    path("play/", include("play.urls")),
    path("fortune/", include("fortune.urls")),
    path("tables/", include("tables.urls")),
    path("admin/", admin.site.urls),
    prefix_default_language=True,
)

# Every error page in the site frame and the visitor's language (the 405 and the failed CSRF check:
# frame.errors.MethodNotAllowedMiddleware and CSRF_FAILURE_VIEW in the settings).
handler400 = "frame.errors.bad_request"
handler403 = "frame.errors.permission_denied"
handler404 = "frame.errors.page_not_found"
handler500 = "frame.errors.server_error"
