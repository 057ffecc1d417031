# The two commands a newcomer needs: `make play` and `make test`. Both set up .venv first.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
# Tests run headless; PYTHONDONTWRITEBYTECODE makes pytest re-rewrite hypothesis at every start.
TESTENV := env -u PYTHONDONTWRITEBYTECODE SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.PHONY: play test test-fast sim bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(VENV)/bin/modern-art

test: $(STAMP)
	$(TESTENV) $(PY) -m pytest -q

test-fast: $(STAMP)
	$(TESTENV) $(PY) -m pytest -q -m "not slow"

sim: $(STAMP)
	$(PY) -m game.sim --players 4 --games 200

bench: $(STAMP)
	$(PY) bench/engine.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
