from django.apps import AppConfig


class FortuneConfig(AppConfig):
    name = "fortune"
    default_auto_field = "django.db.models.BigAutoField"
