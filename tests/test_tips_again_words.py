"""Settings' "Tips already seen" said it was "useful when someone new sits down"; tips are kept
per player's name now, so a new name meets every tip by itself and the words misled. They now
say what the button does: forget every player's tips, so that everyone meets them again, in
every language."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, Driver

from scenes.settings_screen import SettingsScene


def _help(language: str) -> str:
    ui = Driver(settings=dataclasses.replace(FAST, language=language))
    settings = SettingsScene(ui.ctx)
    ui.ctx.stack.push(settings)
    ui.frame(0.0)
    words = next(h for label, h, _w in settings.rows if str(label) == "Tips already seen")
    return words, ui.ctx.words.text(words)


def test_the_help_says_every_players_tips_are_forgotten():
    words, said = _help("en")
    assert "someone new" not in said
    assert "every player" in said and "everyone" in said and "new name" in said


@pytest.mark.parametrize("language", ["de", "it", "zh_TW"])
def test_the_help_is_translated(language):
    words, said = _help(language)
    assert said and said != str(words)
