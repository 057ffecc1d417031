"""The frame around the game speaks the player's language: the window's caption follows the
language setting at once, and the messages about a damaged settings file, the crash screen and
the Rules screen reach the screen as whole sentences a catalog translates (never English glued
together). A pseudo-language wraps every translated message in ‹ › to show what was translated."""
from __future__ import annotations

import gettext
import io
import json
from datetime import datetime

import pygame
import pytest

from game.i18n import Text
from scenes import context as context_module
from scenes.app import WINDOW_TITLE, caption_in_language
from scenes.crash import CrashScene
from scenes.rules_text import SECTIONS
from scenes.session.language import Words
from scenes.session.settings import SETTINGS_FILE, load_settings
from tests.ui_driver import FAST, Driver
from tools.catalogs import extract_catalog, ROOT

APP_FILES = ["scenes/app.py", "scenes/crash.py", "scenes/banner.py", "scenes/audio.py",
             "scenes/rules.py", "scenes/rules_text.py", "scenes/session/settings.py",
             "scenes/session/words.py", "scenes/context.py"]


def pseudo() -> Words:
    """Every message of the frame's files, translated as ‹message› (fields kept)."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    cat = Catalog(locale="de")
    for m in extract_catalog([ROOT / f for f in APP_FILES]):
        if m.id and isinstance(m.id, str):
            cat.add(m.id, f"\u2039{m.id}\u203a", context=m.context)
    buffer = io.BytesIO()
    write_mo(buffer, cat)
    buffer.seek(0)
    return Words("de", gettext.GNUTranslations(buffer))


PSEUDO = pseudo()


@pytest.fixture(autouse=True)
def no_window_left_behind():
    """Close the display after each test: later modules expect none set (tests/test_art.py)."""
    yield
    pygame.display.quit()


def test_the_window_caption_follows_the_language_at_once(monkeypatch):
    monkeypatch.setattr(context_module, "words_for",
                        lambda code: PSEUDO if code == "de" else Words("en", gettext.NullTranslations()))
    d = Driver(settings=FAST)
    caption_in_language(d.ctx)
    assert pygame.display.get_caption()[0] == "Modern Art" == WINDOW_TITLE
    d.ctx.change_settings(language="de")
    assert pygame.display.get_caption()[0] == "\u2039Modern Art\u203a"
    d.ctx.change_settings(language="en")
    assert pygame.display.get_caption()[0] == "Modern Art"


def test_a_damaged_settings_message_is_translated_whole_with_the_field_names(tmp_path):
    data = {"format": "modern-art-settings", "version": 1, "show_tips": "yes",
            "music_volume": 7}
    (tmp_path / SETTINGS_FILE).write_text(json.dumps(data))
    _settings, message = load_settings(tmp_path, now=datetime(2026, 11, 22, 7, 30))
    assert isinstance(message, Text)
    shown = PSEUDO.text(message)
    assert shown.startswith("\u2039Some of your settings were not understood")
    assert "\u2039first-time tips\u203a" in shown and "\u2039music volume\u203a" in shown
    assert "\u2039The old file was kept as settings.json.damaged-20261122-073000.\u203a" in shown


def test_an_unusable_settings_file_says_why_in_one_translated_sentence(tmp_path):
    (tmp_path / SETTINGS_FILE).write_text("[1, 2, 3]")
    _settings, message = load_settings(tmp_path)
    shown = PSEUDO.text(message)
    assert shown.startswith("\u2039Your settings could not be read, so the game starts with")
    assert "\u2039The file is not a Modern Art settings file.\u203a" in shown


def test_the_crash_screen_draws_only_translated_words_besides_the_log_and_the_error():
    d = Driver(settings=FAST)
    d.ctx.text.set_words(PSEUDO)
    seen: list[str] = []
    d.ctx.text.watchers.append(lambda text, size, weight: seen.append(text))
    d.ctx.stack.reset(CrashScene(d.ctx, "ValueError: boom", ROOT / "crash.log", True, None))
    d.frame()
    words = " ".join(seen)
    assert "\u2039Sorry \u2014 something went wrong\u203a" in words
    assert "\u2039Back to the title\u203a" in words and "\u2039Quit\u203a" in words
    assert "\u2039Your game is safe" in words and "\u2039What happened" in words


def test_every_rules_title_and_paragraph_is_marked_for_translation():
    for title, _method, paragraphs in SECTIONS:
        assert isinstance(title, Text) and PSEUDO.text(title) == f"\u2039{title}\u203a"
        for para in paragraphs:
            # a paragraph's parts (a button's words) are translated too, each on its own
            filled = para.msgid.format(**{k: PSEUDO.text(v) for k, v in para.params.items()})
            assert isinstance(para, Text) and PSEUDO.text(para) == f"\u2039{filled}\u203a"
