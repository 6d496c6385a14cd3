"""URLs of the learn app (mounted under /<lang>/learn/)."""

from django.urls import path  # noqa: F401

app_name = "learn"
urlpatterns: list = []
