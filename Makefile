# Two commands on a fresh machine: `make run` serves the site (with its search worker), `make test` runs
# every test.
# Both set everything up first (virtual environment, locked packages, database, static files,
# translations) and are fast the second time: each step only reruns when its inputs changed.

VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8000
# Set-up commands run as development so that no SECRET_KEY is needed for them.
MANAGE := DEBUG=1 $(PY) manage.py

.PHONY: run test test-fast test-postgres setup setup-test lint format bench clean

# The site and a search worker (the bots' moves and the tutor's rankings run as tasks in a worker
# process, on a queue in the database: nothing else to install or start).
run: setup
	@echo "Hwatu: http://$(HOST):$(PORT)/"
	DEBUG=1 $(PY) scripts/run_dev.py $(HOST):$(PORT)

# The whole suite in its three groups (scripts/test_groups.py): unit (engine, views, sockets) and browser
# on both cores, then the tests that start servers and workers of their own, with ruff and mypy beside
# them; a table of each group's tests and time and the slowest tests at the end. With HWATU_POSTGRES_URL
# (.ci/run starts a throw-away PostgreSQL) the tests that touch a database run on it too.
# PYTEST_ARGS go to every pytest.
test: setup-test
	$(PY) scripts/test_groups.py --lint $(if $(PYTEST_ARGS),-- $(PYTEST_ARGS))

# The quick loop while working: the unit group without the thorough tests, on both cores (under 2 min).
test-fast: setup-test
	$(PY) scripts/test_groups.py --fast $(if $(PYTEST_ARGS),-- $(PYTEST_ARGS))

# The tests that touch a database (marked db by tests/conftest.py), against a throw-away PostgreSQL from
# the system packages (apt-get install postgresql): started on a free local port in a temporary
# directory, stopped and removed afterwards. The pure tests do not depend on the database: not run twice.
test-postgres: setup-test
	scripts/pg_test.sh $(PY) scripts/test_groups.py --db $(if $(PYTEST_ARGS),-- $(PYTEST_ARGS))

# What the tests need: the packages and the compiled catalogues. They build their own databases and
# read static files straight from static/, so no migrate and no collectstatic.
setup-test: $(STAMP) translations

setup: $(STAMP) static/.collected translations
	@$(MANAGE) migrate --noinput -v 0
	@$(MANAGE) createcachetable
	@$(MANAGE) load_puzzles -v 0

$(STAMP): requirements/dev.txt
	@test -x $(PY) || { py=$$(scripts/find_python.sh) && echo "Creating $(VENV) with $$py" && "$$py" -m venv $(VENV); }
	@$(PY) -c 'import sys; sys.exit(sys.version_info < (3, 12))' || { \
	  echo "$(VENV) uses Python older than 3.12: remove it (make clean) and run make again." >&2; exit 1; }
	$(PY) -m pip install -q --disable-pip-version-check --require-hashes -r requirements/dev.txt
	@touch $(STAMP)

# Static files are collected again whenever something under static/ changes.
static/.collected: $(STAMP) $(shell find static -type f ! -name '.collected' 2>/dev/null)
	$(MANAGE) collectstatic --noinput -v 0
	@touch static/.collected

# Compiled catalogues (.mo) are committed; recompile only a .po that is newer than its .mo, and only
# when GNU gettext (msgfmt) is installed.
.PHONY: translations
translations:
	@for po in $$(find . -path ./$(VENV) -prune -o -name django.po -print); do \
	  mo=$${po%.po}.mo; \
	  if [ ! -f "$$mo" ] || [ "$$po" -nt "$$mo" ]; then \
	    if command -v msgfmt >/dev/null 2>&1; then echo "msgfmt $$po"; msgfmt --check-format -o "$$mo" "$$po"; \
	    else echo "warning: $$po is newer than its .mo and msgfmt is not installed (apt-get install gettext)" >&2; fi; \
	  fi; \
	done

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

format: setup
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

bench: setup
	$(PY) -m engine.bench

clean:
	rm -rf $(VENV) staticfiles static/.collected
