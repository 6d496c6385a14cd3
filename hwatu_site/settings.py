"""Settings from the environment with safe defaults (SQLite, DEBUG off)."""

import os
import tempfile
from pathlib import Path

import dj_database_url
from django.utils.csp import CSP
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool = False) -> bool:
    """Read a yes/no setting from the environment."""
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in ("1", "true", "yes", "on")


DEBUG = env_bool("DEBUG")
TESTING = bool(os.environ.get("PYTEST_VERSION"))
SECRET_KEY = os.environ.get("SECRET_KEY") or (
    "dev-only-insecure-key-set-SECRET_KEY-in-production" if DEBUG or TESTING else ""
)
if not SECRET_KEY:
    from django.core.exceptions import ImproperlyConfigured

    raise ImproperlyConfigured("Set SECRET_KEY in the environment (or DEBUG=1 for development).")

ALLOWED_HOSTS = [
    h.strip() for h in os.environ.get("ALLOWED_HOSTS", "127.0.0.1,localhost").split(",") if h.strip()
]
CSRF_TRUSTED_ORIGINS = [o.strip() for o in os.environ.get("CSRF_TRUSTED_ORIGINS", "").split(",") if o.strip()]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django_htmx",
    "django_tasks_db",
    "frame",
    "room",
    "reference",
    "learn",
    "play",
    "fortune",
    "tables",
]

MIDDLEWARE = [
    "frame.ratelimit.ServerTimingMiddleware",  # only with SERVER_TIMING=1 (load tests)
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    # After CSRF (a forged post is refused before it counts) and locale (the 429 page's language).
    "frame.ratelimit.RateLimitMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Innermost, so that the framed 405 page has the visitor's session, language and account.
    "frame.errors.MethodNotAllowedMiddleware",
]

ROOT_URLCONF = "hwatu_site.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.template.context_processors.csp",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "frame.context.site",
            ],
        },
    },
]

WSGI_APPLICATION = "hwatu_site.wsgi.application"
# The tables' websockets (tables/consumers.py) need the ASGI application, served by uvicorn (make run,
# docs/production.md). Every page works over WSGI too; a table then updates by reload or polling.
ASGI_APPLICATION = "hwatu_site.asgi.application"
# The channel layer that carries "this table changed" between the processes serving its seats: Redis in
# production (CHANNELS_REDIS_URL, else REDIS_URL), several app servers behind a proxy; in memory
# otherwise (one process: make run, the tests). A consumer also looks at its table's version every
# TABLES_WATCH_SECONDS, so a bot's move stored by a worker in another process reaches every seat even on
# the in-memory layer, and nothing is lost while Redis restarts.
_channels_redis = os.environ.get("CHANNELS_REDIS_URL") or os.environ.get("REDIS_URL")


# A socket's wait for its next message is a blocking pop of up to 5 s (channels_redis' brpop_timeout);
# redis-py 8 reads with a 5 s socket timeout by default, so an idle socket could time out just as its
# pop ended and its consumer would close (django/channels_redis#422). Reads wait up to 20 s here: a
# pop always answers before that, and a Redis that is really gone is still noticed.
def redis_channel_layer(url: str) -> dict[str, object]:
    """The channel layer on the Redis at ``url`` (the tests use it with a redis-server of their own)."""
    host = {"address": url, "socket_timeout": 20, "socket_connect_timeout": 5}
    return {"BACKEND": "channels_redis.core.RedisChannelLayer", "CONFIG": {"hosts": [host]}}


CHANNEL_LAYERS = {
    "default": redis_channel_layer(_channels_redis)
    if _channels_redis
    else {"BACKEND": "channels.layers.InMemoryChannelLayer"}
}
TABLES_WATCH_SECONDS = float(os.environ.get("TABLES_WATCH_SECONDS", "2"))
# After this many seconds without a sign of life from a person's browser, the host may hand the seat
# to a bot.
TABLES_SILENT_SECONDS = int(os.environ.get("TABLES_SILENT_SECONDS", "60"))
# Messages one socket may send in a window of seconds ("count/seconds"); more are refused politely.
TABLES_SOCKET_RATE = os.environ.get("TABLES_SOCKET_RATE", "20/10")

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
    }
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    # Tests use a file database, not the shared in-memory one: the browser tests' live server answers
    # requests on several threads, and one in-memory connection shared by threads fails under load.
    # The name carries the process id so that parallel test runs never share a file.
    DATABASES["default"]["TEST"] = {
        "NAME": str(Path(tempfile.gettempdir()) / f"hwatu-test-{os.getpid()}.sqlite3")
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "ru"
LANGUAGES = [("ru", _("Russian")), ("en", _("English"))]
# The rate-limit answer has its own small catalogue next to its code (frame/ratelimit/locale).
LOCALE_PATHS = [BASE_DIR / "locale", BASE_DIR / "frame" / "ratelimit" / "locale"]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT") or BASE_DIR / "staticfiles")
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # Tests read static files straight from static/ so that a new file needs no collectstatic first.
    "staticfiles": {
        "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        if TESTING
        else "whitenoise.storage.CompressedManifestStaticFilesStorage"
    },
}

# Development and tests serve static files straight from static/ (no collectstatic needed).
WHITENOISE_USE_FINDERS = DEBUG or TESTING
WHITENOISE_AUTOREFRESH = DEBUG or TESTING

# Sessions and the cache live in the database, so every worker on every machine sees the same ones and
# nothing needs running besides the database (PostgreSQL in production). The cache's table is made by
# `manage.py createcachetable` (`make setup` and scripts/serve_prod.sh run it). The rate-limit counters
# (frame/ratelimit/) have a table of their own, counted with one statement per post; REDIS_URL switches
# the cache to Redis (then `pip install redis`), for very busy sites, and the counters go there.
SESSION_ENGINE = "django.contrib.sessions.backends.db"
SESSION_COOKIE_AGE = 60 * 60 * 24 * 365
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
# htmx sends the token from the page (hx-headers in base.html); no script needs to read the cookie.
CSRF_COOKIE_HTTPONLY = True
CSRF_FAILURE_VIEW = "frame.errors.csrf_failure"  # the failed check's 403 in the site frame
CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": os.environ["REDIS_URL"],
    }
    if os.environ.get("REDIS_URL")
    else {
        "BACKEND": "django.core.cache.backends.db.DatabaseCache",
        "LOCATION": "hwatu_cache",
        "OPTIONS": {"MAX_ENTRIES": 20000, "CULL_FREQUENCY": 4},
    }
}

# Rate limits on posts ("count/seconds"), see frame/ratelimit/: per visitor (session, or address
# without one), per address (a whole class behind one school router shares it), and stricter ones for
# signing up, signing in and password resets. RATELIMIT_ENABLED=0 switches them off (load tests); the
# test suite posts fast from one address, so there they are off unless a test switches them on.
RATELIMIT_ENABLED = env_bool("RATELIMIT_ENABLED", not TESTING)
RATELIMIT_VISITOR = os.environ.get("RATELIMIT_VISITOR", "120/60")
RATELIMIT_ADDRESS = os.environ.get("RATELIMIT_ADDRESS", "1200/60")
RATELIMIT_ACCOUNT = os.environ.get("RATELIMIT_ACCOUNT", "30/600")
# Server-Timing header with each answer's CPU and wall time in the worker (for load tests; off).
SERVER_TIMING = env_bool("SERVER_TIMING")
# A web process asks itself for these pages (in every language; "{game}" is every game) before it serves,
# so that no visitor's request pays for the first compilation of templates and tables (frame/warmup.py).
WARM_UP = env_bool("WARM_UP", not TESTING and not DEBUG)
WARM_UP_PAGES = [
    "",
    "cards/",
    "cards/01a/",
    "table/",
    "rules/",
    "rules/{game}/",
    "learn/",
    "learn/drills/",
    "play/",
    "play/new/{game}/",
    "play/practice/",
    "fortune/",
    "tables/",
]
# Searches (a bot's move, the tutor's ranking) run as tasks of Django's tasks framework in worker
# processes (`manage.py search_worker`), never in a request; see play/searches.py and docs/production.md.
# TASKS_BACKEND: "database" (default: a queue in the site's database, django-tasks-db), "rq" (RQ on the
# Redis at TASKS_REDIS_URL, for several machines) or "immediate" (run at once, in the caller: the test
# suite's default, so that tests need no worker; real-worker tests start their own).
TASKS_BACKEND = os.environ.get("TASKS_BACKEND") or ("immediate" if TESTING else "database")
SEARCH_QUEUE = "searches"
if TASKS_BACKEND == "rq":
    INSTALLED_APPS.append("django_rq")
    _redis_queue = {
        "URL": os.environ.get("TASKS_REDIS_URL") or os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/0",
        "DEFAULT_TIMEOUT": 120,
    }
    # django-tasks-rq reads results through django-rq's "default" connection: the same Redis.
    RQ_QUEUES = {SEARCH_QUEUE: _redis_queue, "default": _redis_queue}
TASKS = {
    "default": {
        "BACKEND": {
            "database": "django_tasks_db.DatabaseBackend",
            "rq": "django_tasks_rq.RQBackend",
            "immediate": "django.tasks.backends.immediate.ImmediateBackend",
        }.get(TASKS_BACKEND, TASKS_BACKEND),
        "QUEUES": [SEARCH_QUEUE],
    }
}
# A search asked for and not done after this many seconds is looked at: one whose task failed, was
# lost, or has been running longer than SEARCH_LEASE (its worker was killed) is enqueued again, up to
# SEARCH_ATTEMPTS times. A search takes well under 2 s of CPU (the bots' safety net stops one at 5 s).
SEARCH_CHECK_AFTER = float(os.environ.get("SEARCH_CHECK_AFTER", "3"))
SEARCH_LEASE = float(os.environ.get("SEARCH_LEASE", "15"))
SEARCH_ATTEMPTS = int(os.environ.get("SEARCH_ATTEMPTS", "3"))
# How much "nicer" (lower CPU priority) search workers make themselves than the web processes, so that a
# page never waits for the CPU behind a search on a shared machine (0: the same priority). 19, the
# lowest priority: the searches use the CPU the pages leave (under load the pages' p95 fell from over
# 200 ms to under it; docs/production.md).
BOT_SEARCH_NICE = int(os.environ.get("BOT_SEARCH_NICE", "19"))
# How often (ms) the table asks whether a bot's reply or the tutor's verdict has come.
SEARCH_POLL_MS = int(os.environ.get("SEARCH_POLL_MS", "600"))
# Once the table has waited this many seconds (a busy queue), it asks every SEARCH_POLL_SLOW_MS instead:
# a reply that takes long comes a little later to the page, and the polls leave the CPU to the searches.
SEARCH_POLL_SLOW_AFTER = float(os.environ.get("SEARCH_POLL_SLOW_AFTER", "3"))
SEARCH_POLL_SLOW_MS = int(os.environ.get("SEARCH_POLL_SLOW_MS", "2000"))
# How many proxies in front of the app append to X-Forwarded-For (0: use the socket's address).
RATELIMIT_PROXY_COUNT = int(os.environ.get("RATELIMIT_PROXY_COUNT", "0"))
# Request bodies: no form here needs more than the game import (200 kB).
DATA_UPLOAD_MAX_MEMORY_SIZE = 1024 * 1024
DATA_UPLOAD_MAX_NUMBER_FIELDS = 200
LOGIN_URL = "learn:login"
# Development prints mail to the console; production sends it through SMTP (EMAIL_URL-style settings
# are not needed by any page yet, so only the host is read).
MAILERS = {
    "default": {"BACKEND": "django.core.mail.backends.console.EmailBackend"}
    if DEBUG or TESTING
    else {
        "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
        "OPTIONS": {"host": os.environ.get("EMAIL_HOST", "localhost")},
    }
}

SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "font-src": [CSP.SELF],
    "connect-src": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
    "form-action": [CSP.SELF],
    "base-uri": [CSP.SELF],
    "object-src": [CSP.NONE],
}

SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
# Sent by frame.ratelimit.RateLimitMiddleware on every answer: no page needs these browser features.
PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()"
if not DEBUG:
    # The browser tests talk plain http to the live server, so cookies cannot be Secure there.
    SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", not TESTING)
    CSRF_COOKIE_SECURE = env_bool("SECURE_COOKIES", not TESTING)
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", False)
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "0"))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS")
    SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}
