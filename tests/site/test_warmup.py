"""A web process warms itself before it serves (frame/warmup.py): every warm-up page answers in both
languages, the templates are compiled, the apps' own warm-ups run, nothing is left in the database,
and a page that fails is reported without stopping the process."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from django.apps import apps
from django.conf import settings
from django.db import connection

from engine.game import game_keys
from frame import warmup

pytestmark = pytest.mark.django_db(transaction=True)


def row_counts() -> dict[str, int]:
    counts = {}
    with connection.cursor() as cursor:
        for model in apps.get_models():
            cursor.execute(f'SELECT COUNT(*) FROM "{model._meta.db_table}"')
            counts[model._meta.db_table] = cursor.fetchone()[0]
    return counts


def test_every_warm_up_page_answers_in_both_languages_and_nothing_is_stored():
    before = row_counts()
    warmed = warmup.warm_up()
    assert warmed.failed == []
    paths = warmup.warm_paths()
    assert sorted(warmed.pages) == sorted(paths)
    for code, _name in settings.LANGUAGES:
        assert f"/{code}/fortune/" in paths  # the page that starts a session (deleted again)
        for key in game_keys():
            assert f"/{code}/rules/{key}/" in paths and f"/{code}/play/new/{key}/" in paths
    assert row_counts() == before


#: The project's apps with templates of their own (Django's admin is not one, wherever it is installed).
OUR_APPS = ("frame", "room", "reference", "learn", "play", "tables", "fortune")


def test_the_sites_templates_are_compiled_and_the_apps_warm_themselves():
    warmed = warmup.warm_up()
    ours = [Path(settings.BASE_DIR) / "templates"] + [
        Path(apps.get_app_config(label).path) / "templates" for label in OUR_APPS
    ]
    files = sum(len(list(root.rglob("*.html"))) + len(list(root.rglob("*.txt"))) for root in ours)
    assert warmed.templates == files > 80
    assert {"learn", "fortune"} <= set(warmed.apps)


def test_the_admins_templates_are_not_the_sites_even_with_the_virtualenv_in_the_checkout():
    admin = Path(apps.get_app_config("admin").path)
    assert not warmup._ours(str(admin))
    assert warmup._ours(apps.get_app_config("play").path)


def test_a_page_that_fails_is_reported_and_the_rest_go_on(settings, caplog):
    settings.WARM_UP_PAGES = ["no-such-page/", ""]
    warmed = warmup.warm_up()
    assert [path for path, _why in warmed.failed] == ["/ru/no-such-page/", "/en/no-such-page/"]
    assert all(why.startswith("404") for _path, why in warmed.failed)
    assert warmed.pages == ["/ru/", "/en/"]
    assert "did not answer 200" in caplog.text


def test_behind_a_tls_proxy_the_pages_answer_rather_than_redirect(settings):
    settings.SECURE_SSL_REDIRECT = True
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    settings.WARM_UP_PAGES = ["", "cards/"]
    warmed = warmup.warm_up()
    assert warmed.failed == [] and len(warmed.pages) == 4


def test_the_host_is_one_the_site_accepts(settings):
    settings.ALLOWED_HOSTS = [".example.org", "hwatu.example.org"]
    assert warmup.warm_host() == "example.org"
    settings.ALLOWED_HOSTS = ["*"]
    assert warmup.warm_host() == "localhost"


def test_the_wsgi_entry_point_warms_the_process_when_asked(settings, monkeypatch):
    calls = []
    monkeypatch.setattr(warmup, "warm_up", lambda application=None: calls.append(application))
    import hwatu_site.wsgi as entry

    settings.WARM_UP = False
    importlib.reload(entry)
    assert calls == []
    settings.WARM_UP = True
    importlib.reload(entry)
    assert calls == [entry.application]


def test_the_asgi_entry_point_warms_the_process_outside_the_event_loop(settings, monkeypatch):
    """uvicorn imports the ASGI module inside its event loop, where Django refuses database work."""
    import threading

    threads = []

    def record(application=None):
        threads.append(threading.current_thread())

    monkeypatch.setattr(warmup, "warm_up", record)
    import hwatu_site.asgi as entry

    settings.WARM_UP = True
    importlib.reload(entry)
    assert len(threads) == 1 and threads[0] is not threading.main_thread()
