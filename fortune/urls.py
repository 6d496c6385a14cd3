"""URLs of the fortune app (mounted under /<lang>/fortune/)."""

from django.urls import path, register_converter

from fortune import views


class TokenConverter:
    """A reading's token: URL-safe base64, as made by ``secrets.token_urlsafe``."""

    regex = r"[A-Za-z0-9_-]{8,43}"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(TokenConverter, "token")

app_name = "fortune"
urlpatterns = [
    path("", views.index, name="index"),
    path("new/", views.start, name="start"),
    path("journal/", views.journal, name="journal"),
    path("journal/delete/", views.delete_all, name="delete_all"),
    path("journal/export.csv", views.export, {"fmt": "csv"}, name="export_csv"),
    path("journal/export.json", views.export, {"fmt": "json"}, name="export_json"),
    path("r/<token:token>/", views.reading_page, name="reading"),
    path("r/<token:token>/pick/", views.pick, name="pick"),
    path("r/<token:token>/share/", views.share, name="share"),
    path("r/<token:token>/share.png", views.share_image, name="image"),
    path("r/<token:token>/note/", views.note, name="note"),
    path("r/<token:token>/delete/", views.delete, name="delete"),
]
