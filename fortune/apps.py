from django.apps import AppConfig


class FortuneConfig(AppConfig):
    name = "fortune"
    default_auto_field = "django.db.models.BigAutoField"

    def warm_up(self) -> None:
        """Load the dictionaries a question is read with (pymorphy3's, the stemmer, the subjects' words),
        which the first question in a process would otherwise load (``frame.warmup``)."""
        from fortune.question import understand

        understand("Что ждёт меня в работе этой осенью?")
        understand("What awaits me at work this autumn?")
