from django.apps import AppConfig


class LearnConfig(AppConfig):
    name = "learn"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.contrib.auth.signals import user_logged_in

        from learn.accounts import merge_on_login

        user_logged_in.connect(merge_on_login, dispatch_uid="learn.merge_on_login")
