# Two commands on a fresh machine: `make run` serves the site, `make test` runs every test.
# Both set everything up first and are fast the second time.

VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run test setup lint format bench clean check-python

run: setup
	DEBUG=1 $(PY) manage.py runserver $(HOST):$(PORT)

test: setup
	$(BIN)/pytest $(PYTEST_ARGS)

setup: $(STAMP) static/.collected
	$(PY) manage.py migrate --noinput -v 0

$(STAMP): requirements/dev.txt
	@test -x $(PY) || { py=$$(scripts/find_python.sh) && "$$py" -m venv $(VENV); }
	$(PY) -m pip install -q --disable-pip-version-check --require-hashes -r requirements/dev.txt
	touch $(STAMP)

# Static files are collected again whenever something under static/ changes.
static/.collected: $(STAMP) $(shell find static -type f ! -name '.collected' 2>/dev/null)
	$(PY) manage.py collectstatic --noinput -v 0
	@touch static/.collected

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: setup
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

bench: setup
	$(PY) -m engine.bench

clean:
	rm -rf $(VENV) staticfiles static/.collected
