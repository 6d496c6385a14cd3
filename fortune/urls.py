"""URLs of the fortune app (mounted under /<lang>/fortune/)."""

from django.urls import path  # noqa: F401

app_name = "fortune"
urlpatterns: list = []
