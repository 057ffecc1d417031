# The two commands a newcomer needs: `make play` and `make test`. Both set up .venv first.
PYTHON ?= python3
VENV   := .venv
ifeq ($(OS),Windows_NT)
BIN    := $(VENV)/Scripts
EXE    := .exe
else
BIN    := $(VENV)/bin
EXE    :=
endif
PY     := $(BIN)/python
STAMP  := $(VENV)/.installed
# Tests run headless; PYTHONDONTWRITEBYTECODE makes pytest re-rewrite hypothesis at every start.
TESTENV := env -u PYTHONDONTWRITEBYTECODE SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
SMOKEENV := env SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test test-fast sim tournament bench dist dist-onefile icons sounds clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# ARGS passes options to the game, e.g. `make play ARGS=--smoke`.
play: $(STAMP)
	$(BIN)/modern-art$(EXE) $(ARGS)

test: $(STAMP)
	$(TESTENV) $(PY) -m pytest -q

test-fast: $(STAMP)
	$(TESTENV) $(PY) -m pytest -q -m "not slow"

sim: $(STAMP)
	$(PY) -m game.sim --players 4 --games 200

tournament: $(STAMP)
	$(PY) -m game.tournament --players 4 --seats normal,easy,easy,easy --games 200 --seed 1 --jobs 2

bench: $(STAMP)
	$(PY) bench/engine.py
	$(PY) bench/frames.py
	$(PY) bench/startup.py

# The one-folder app in dist/ModernArt/ (the default: it starts fastest), smoke-tested.
dist: $(STAMP)
	MODERN_ART_ONEFILE=0 $(PY) -m PyInstaller --noconfirm --clean --log-level WARN build.spec
	$(SMOKEENV) dist/ModernArt/ModernArt$(EXE) --smoke

# One self-unpacking file in dist/ModernArt(.exe), smoke-tested.
dist-onefile: $(STAMP)
	MODERN_ART_ONEFILE=1 $(PY) -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist/onefile build.spec
	$(SMOKEENV) dist/onefile/ModernArt$(EXE) --smoke

icons: $(STAMP)
	$(PY) tools/make_icons.py

sounds: $(STAMP)
	$(PY) tools/make_sounds.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
