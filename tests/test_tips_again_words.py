"""Settings' "Tips already seen" said it was "useful when someone new sits down"; tips are kept
per player's name now, so a new name meets every tip by itself and the words misled. They now
say what the button does: forget every player's tips, so that everyone meets them again, in
every language, in at most two lines (a third ran into the next row's name at 1280x720)."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, Driver

from scenes.paint import wrapped_height
from scenes.settings_screen import SettingsScene


def _help(language: str):
    """The row's words, as said in `language`, and whether they fit in two lines."""
    ui = Driver(settings=dataclasses.replace(FAST, language=language))
    settings = SettingsScene(ui.ctx)
    ui.ctx.stack.push(settings)
    ui.frame(0.0)
    i, (words, widget) = next((i, (h, w)) for i, (label, h, w) in enumerate(settings.rows)
                              if str(label) == "Tips already seen")
    width = widget.rect.x - settings.columns[i] - ui.ctx.px(14)
    lines = wrapped_height(ui.ctx, words, 12, width) / wrapped_height(ui.ctx, "M", 12, width)
    return words, ui.ctx.words.text(words), lines <= 2


def test_the_help_says_every_players_tips_are_forgotten():
    words, said, fits = _help("en")
    assert "someone new" not in said and fits
    assert "every player" in said and "everyone" in said


@pytest.mark.parametrize("language", ["de", "it", "zh_TW"])
def test_the_help_is_translated_and_fits(language):
    words, said, fits = _help(language)
    assert said and said != str(words) and fits
