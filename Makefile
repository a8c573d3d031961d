# Two commands set everything up: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck imports browser unit soak bench play clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/spacetable serve

test: $(STAMP) lint typecheck imports browser unit

browser:
	./scripts/ensure-chromium

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks

typecheck: $(STAMP)
	$(BIN)/mypy src

# What each room of the package may import (docs/architecture.md), checked by import-linter.
imports: $(STAMP)
	$(BIN)/lint-imports

# Two workers (pytest-xdist), each test file on one of them: the suite fits its time on two
# cores; module-wide fixtures (a browser, a server) are made once per file.
unit: $(STAMP)
	$(BIN)/pytest -q -n 2 --dist loadfile

soak: $(STAMP)
	$(BIN)/pytest -q -m slow

play: $(STAMP)
	$(BIN)/spacetable play star-realms

bench: $(STAMP)
	$(BIN)/spacetable bench star-realms --games 1000 --seed 1

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
