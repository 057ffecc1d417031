"""Settings → Language: chosen by keyboard or mouse it switches every screen on the stack at
once, is saved, and speaks from the next start on; with no choice the system's language is
spoken; a game saved in one language continues in another (saves hold no words)."""
from __future__ import annotations

import json
from dataclasses import replace
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tests.test_i18n_leaks import leaks, pseudo_words, watching
from tests.test_keyboard import tab
from tests.test_monkey import near_the_end
from tests.ui_driver import FAST, Driver

import scenes.context
from game.i18n import _
from scenes.paint import wrapped_height
from scenes.pause import PauseScene
from scenes.session.language import LANGUAGES, words_for
from scenes.session.settings import load_settings, save_settings
from scenes.session.storage import GameStore
from scenes.scoring import ScoringOverlay
from scenes.settings_screen import SettingsScene
from scenes.table import TableScene
from scenes.title import TitleScene

ROOT = Path(__file__).resolve().parent.parent

#: The language choices in the order the settings screen offers them: by their own names.
CHOICES = [None, "de", "en", "it", "zh_TW"]


@pytest.fixture
def pseudo(monkeypatch):
    """Every language speaks its pseudo-language (each word marked with its language's code),
    so a test sees which language every drawn text is in, whatever the catalogs hold yet; the
    system prefers English."""
    monkeypatch.setattr(scenes.context, "words_for", pseudo_words)
    monkeypatch.setattr(pygame.system, "get_pref_locales",
                        lambda: [{"language": "en", "country": "GB"}])


def drawn(d: Driver) -> list[str]:
    """Every text the next frame draws."""
    with watching(d.ctx) as seen:
        d.frame(0.0)
    assert seen, "the frame drew no text"
    return seen


def assert_speaks(d: Driver, code: str) -> None:
    """The next frame draws every word in `code`'s pseudo-language (names, numbers aside)."""
    texts = drawn(d)
    if code == "en":
        assert not [t for t in texts if "⟪" in t], "English is the code's own words"
        return
    found = leaks(texts)
    assert found == [], f"not in {code}: {found}"
    others = [t for t in texts for c in LANGUAGES if c != code and f"⟪{c}|" in t]
    assert others == [], f"words of another language than {code}: {others}"
    assert any(f"⟪{code}|" in t for t in texts)


def open_settings(d: Driver, under) -> SettingsScene:
    for scene in under:
        d.ctx.stack.push(scene)
    d.frame()
    d.ctx.stack.push(SettingsScene(d.ctx))
    d.frame()
    return d.top


def language_cycle(scene: SettingsScene):
    label, _help, widget = scene.rows[-1]
    assert label == "Language"
    return widget


def saving(d: Driver, folder: Path) -> None:
    """Save the settings on every change, as the app does."""
    d.ctx.settings_listeners.append(lambda new: save_settings(new, folder))


def test_the_keyboard_chooses_a_language_that_shows_at_once_on_every_screen(pseudo, tmp_path):
    d = Driver(settings=FAST)
    saving(d, tmp_path)
    d.ctx.stack.push(TitleScene(d.ctx))
    d.frame()
    assert_speaks(d, "en")
    d.key(pygame.K_s)
    scene = d.top
    assert isinstance(scene, SettingsScene)
    cycle = language_cycle(scene)
    for _i in range(len(scene.focus.widgets()) - 1):     # every stop up to the last row
        tab(d)
    assert scene.focus.current is cycle and cycle.value is None
    d.key(pygame.K_RIGHT)                      # the system's -> Deutsch
    d.key(pygame.K_RIGHT)                      # -> English
    d.key(pygame.K_RIGHT)                      # -> Italiano
    assert d.ctx.settings.language == "it" and d.ctx.words.code == "it"
    assert_speaks(d, "it")                     # the settings screen itself, at once
    assert load_settings(tmp_path)[0].language == "it"
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)
    assert_speaks(d, "it")                     # and the title below it


def test_the_mouse_chooses_a_language_and_the_table_below_the_pause_menu_follows(
        pseudo, tmp_path):
    d = Driver(settings=FAST)
    saving(d, tmp_path)
    table = TableScene(d.ctx, near_the_end(1, 4))
    scene = open_settings(d, [table, PauseScene(d.ctx)])
    cycle = language_cycle(scene)
    right = (cycle.rect.right - 4, cycle.rect.centery)
    left = (cycle.rect.x + 4, cycle.rect.centery)
    for _i in range(CHOICES.index("zh_TW")):
        d.click(right)
    assert d.ctx.settings.language == "zh_TW" and d.ctx.words.script == "cjk"
    assert_speaks(d, "zh_TW")
    d.click(left)
    assert d.ctx.settings.language == "it"
    assert_speaks(d, "it")
    assert load_settings(tmp_path)[0].language == "it"
    d.key(pygame.K_ESCAPE)                     # back to the pause menu over the table
    assert isinstance(d.top, PauseScene)
    assert_speaks(d, "it")
    d.key(pygame.K_ESCAPE)                     # back to the table
    assert d.top is table
    assert_speaks(d, "it")


def test_the_mouse_wheel_and_enter_go_round_to_the_systems_language(pseudo):
    d = Driver(settings=FAST)
    scene = open_settings(d, [TitleScene(d.ctx)])
    cycle = language_cycle(scene)
    d.post(pygame.MOUSEMOTION, pos=cycle.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    d.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    d.frame(0.0)
    assert d.ctx.settings.language == "de"
    for _i in range(len(scene.focus.widgets()) - 1):     # every stop up to the last row
        tab(d)
    assert scene.focus.current is cycle
    for code in ["en", "it", "zh_TW", None]:
        d.key(pygame.K_RETURN)
        assert d.ctx.settings.language == code
    assert d.ctx.words.code == "en"            # the system's (English, in this test)


def test_with_no_setting_the_systems_language_is_spoken_and_named_as_the_choice(monkeypatch):
    monkeypatch.setattr(scenes.context, "words_for", pseudo_words)
    monkeypatch.setattr(pygame.system, "get_pref_locales",
                        lambda: [{"language": "fr", "country": "FR"},
                                 {"language": "de", "country": "AT"}])
    d = Driver(settings=FAST)
    assert d.ctx.settings.language is None and d.ctx.words.code == "de"
    scene = open_settings(d, [TitleScene(d.ctx)])
    cycle = language_cycle(scene)
    assert cycle.value is None and "(Deutsch)" in d.ctx.text.shown(cycle.label())
    assert_speaks(d, "de")


def test_a_new_start_speaks_the_saved_language(tmp_path):
    config = tmp_path / "config"
    save_settings(replace(FAST, language="de"), config / "ModernArt")
    assert json.loads((config / "ModernArt" / "settings.json").read_text())["language"] == "de"
    script = (
        "import sys, json; sys.path.insert(0, sys.argv[1])\n"
        "import scenes.app as app\n"
        "made = []\n"
        "real = app.make_context\n"
        "drawn = []\n"
        "def spy(*a, **k):\n"
        "    ctx = real(*a, **k); made.append(ctx)\n"
        "    ctx.text.watchers.append(lambda text, size, weight: drawn.append(text))\n"
        "    return ctx\n"
        "app.make_context = spy\n"
        "code = app.main(['--first-frame-exit'])\n"
        "print(json.dumps([code, made[0].words.code, made[0].settings.language, drawn]))\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(config), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    result = subprocess.run([sys.executable, "-c", script, str(ROOT)], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    code, language, setting, drawn = json.loads(result.stdout.splitlines()[-1])
    assert (code, language, setting) == (0, "de", "de")
    # The first frame, the title, is in German already.
    german = words_for("de").text(_("New game"))
    assert german != "New game" and german in drawn and "New game" not in drawn


def test_a_game_saved_in_italian_continues_in_german(pseudo, tmp_path):
    d = Driver(settings=replace(FAST, language="it"))
    d.ctx.store = GameStore(tmp_path / "data", background=False)
    table = TableScene(d.ctx, near_the_end(1, 4))
    d.ctx.stack.push(table)
    assert_speaks(d, "it")
    d.ctx.store.flush()
    saved = d.ctx.store.autosave_path.read_bytes()
    # Saves are config, seed and actions: no words of any language.
    assert b"\xe2\x9f\xaa" not in saved                       # no "⟪": nothing translated
    d.ctx.store.close()
    e = Driver(settings=replace(FAST, language="de"))
    e.ctx.store = GameStore(tmp_path / "data", background=False)
    e.ctx.stack.push(TitleScene(e.ctx))
    e.frame()
    e.key(pygame.K_c)                          # Continue
    # The game was saved at the move that scored round 3: its scoring comes back over the
    # table (`scenes.session.scoring_left`).
    assert isinstance(e.top, ScoringOverlay)
    tables = [scene for scene in e.ctx.stack.scenes if isinstance(scene, TableScene)]
    assert len(tables) == 1
    continued = tables[0]
    assert continued.match.actions == table.match.actions
    assert continued.match.state == table.match.state
    assert_speaks(e, "de")
    e.ctx.store.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2200, 1300)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_settings_help_fits_its_two_lines(size, language):
    """Each setting's help is drawn in the 40 design pixels under its name, above the next
    row: in German the tips' help, once it named the card game, ran to a third line that
    touched "Wert-Hinweise" below it; in Italian, on a 2200x1300 screen in fullscreen, the
    first-time tips' help ran to a third line that touched "Consigli già visti"."""
    ui = Driver(size, settings=replace(FAST, language=language, fullscreen=size[0] > 1920))
    settings = SettingsScene(ui.ctx)
    ui.ctx.stack.push(settings)
    ui.frame(0.0)
    px = ui.ctx.px
    for (label, help_text, widget), x in zip(settings.rows, settings.columns):
        width = widget.rect.x - x - px(14)
        used = ui.ctx.text.wrap(ui.ctx.text.shown(help_text), px(12), width)
        assert len(used) <= 2, (label, used)
        assert wrapped_height(ui.ctx, help_text, 12, width) <= px(40), (label, used)
