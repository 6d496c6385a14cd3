from django.apps import AppConfig


class LearnConfig(AppConfig):
    name = "learn"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.contrib.auth.signals import user_logged_in

        from learn.accounts import merge_on_login

        user_logged_in.connect(merge_on_login, dispatch_uid="learn.merge_on_login")

    def warm_up(self) -> None:
        """Build the drills' tables (the scorers, the catalogue of bonuses) and one drill of each kind,
        which a drill's first question in a process would otherwise build (``frame.warmup``)."""
        import random

        from learn import drills

        for game in drills.games():
            drills.catalogue(game)
            for kind in drills.DRILLS:
                if drills.offers(game, kind):
                    drills.make(kind, random.Random(0), game=game)
