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
# What each command needs, installed once: the game alone (play and the tools), the packager
# on top (dist), the test and packaging tools on top (test; `make .venv/.installed` sets up a
# developer's .venv).
GAME_STAMP  := $(VENV)/.installed-game
BUILD_STAMP := $(VENV)/.installed-build
STAMP       := $(VENV)/.installed
# Tests run headless; PYTHONDONTWRITEBYTECODE makes pytest re-rewrite hypothesis at every start.
TESTENV := env -u PYTHONDONTWRITEBYTECODE SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
SMOKEENV := env SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test test-fast sim tournament bench dist dist-onefile icons sounds clean

$(VENV)/pyvenv.cfg:
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# -qq: errors only (setuptools' note that an editable install reads the source folder is not one).
$(GAME_STAMP): pyproject.toml | $(VENV)/pyvenv.cfg
	$(PY) -m pip install -qq -e .
	touch $(GAME_STAMP)

$(BUILD_STAMP): pyproject.toml | $(VENV)/pyvenv.cfg
	$(PY) -m pip install -qq -e '.[build]'
	touch $(BUILD_STAMP)

$(STAMP): pyproject.toml | $(VENV)/pyvenv.cfg
	$(PY) -m pip install -qq -e '.[test]'
	touch $(STAMP)

# ARGS passes options to the game, e.g. `make play ARGS=--smoke`.
play: $(GAME_STAMP)
	$(BIN)/modern-art$(EXE) $(ARGS)

# The tests run on every core (pytest-xdist); `make test WORKERS=0` runs them in one process.
WORKERS ?= auto

# Everything, the slow checks and the ones that run make, git and PyInstaller included.
test: $(STAMP)
	$(TESTENV) $(PY) -m pytest -q -n $(WORKERS)

# The quick tier for every change (under a minute): no slow and no external checks.
test-fast: $(STAMP)
	$(TESTENV) $(PY) -m pytest -q -n $(WORKERS) -m "not slow and not external"

sim: $(GAME_STAMP)
	$(PY) -m game.sim --players 4 --games 200

tournament: $(GAME_STAMP)
	$(PY) -m game.tournament --players 4 --seats normal,easy,easy,easy --games 200 --seed 1 --jobs 2

bench: $(GAME_STAMP)
	$(PY) bench/engine.py
	$(PY) bench/frames.py
	$(PY) bench/startup.py

# The one-folder app in dist/ModernArt/ (the default: it starts fastest), smoke-tested in both
# games.
dist: $(BUILD_STAMP)
	MODERN_ART_ONEFILE=0 $(PY) -m PyInstaller --noconfirm --clean --log-level WARN build.spec
	$(SMOKEENV) dist/ModernArt/ModernArt$(EXE) --smoke
	$(SMOKEENV) dist/ModernArt/ModernArt$(EXE) --smoke --game card

# One self-unpacking file in dist/ModernArt(.exe), smoke-tested.
dist-onefile: $(BUILD_STAMP)
	MODERN_ART_ONEFILE=1 $(PY) -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist/onefile build.spec
	$(SMOKEENV) dist/onefile/ModernArt$(EXE) --smoke
	$(SMOKEENV) dist/onefile/ModernArt$(EXE) --smoke --game card

icons: $(GAME_STAMP)
	$(PY) tools/make_icons.py

sounds: $(GAME_STAMP)
	$(PY) tools/make_sounds.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
