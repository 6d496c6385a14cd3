"""URLs of the play app (mounted under /<lang>/play/)."""

from django.urls import path  # noqa: F401

app_name = "play"
urlpatterns: list = []
