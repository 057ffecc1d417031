"""The setup screen and the text fields, as newcomers met them: what a name refused says, paste
and copy in every text field, Esc while typing, the setup kept for the run, and Enter with the
focus ring on a choice."""
from __future__ import annotations

import pygame
import pytest

from tests.test_saves_ui import AppDriver, start_title
from tests.ui_driver import Driver

from game.i18n import translate
from scenes.saves import SavesScene
from scenes.session.language import words_for
from scenes.session.words import (FOREIGN_LETTERS, RIGHT_TO_LEFT, UNDRAWABLE,
                                  undrawable_message)
from scenes.setup import SetupScene
from scenes.title import TitleScene


def composed(d: Driver, text: str) -> None:
    """Text an input method or a keyboard layout sends as TEXTINPUT alone."""
    d.post(pygame.TEXTINPUT, text=text)
    d.frame(0.0)


def open_setup(d: Driver) -> SetupScene:
    """Title, then New game (by its key): the setup screen."""
    d.ctx.stack.push(TitleScene(d.ctx))
    d.frame()
    d.key(pygame.K_n)
    assert isinstance(d.top, SetupScene)
    return d.top


# --- what a refused name says -----------------------------------------------------------------

def test_hebrew_or_arabic_in_a_name_is_refused_as_right_to_left_writing_not_as_an_emoji():
    """"שרה" typed as a seat's name was refused with "(an emoji, say)", which told a player
    writing Hebrew nothing; now the screen says right-to-left writing cannot be shown."""
    d = Driver()
    setup = open_setup(d)
    field = setup.rows[0].name
    d.click(field.rect.center)
    d.key(pygame.K_BACKSPACE)                   # the whole name was selected: gone
    composed(d, "שרה")
    assert field.value == "" and setup.error == RIGHT_TO_LEFT
    d.type("Sara")
    assert field.value == "Sara" and setup.error == ""
    d.key(0, "م")                               # an Arabic layout's key press
    assert field.value == "Sara" and setup.error == RIGHT_TO_LEFT
    composed(d, "\U0001F3A8")                   # an emoji still says emoji
    assert setup.error == UNDRAWABLE
    composed(d, "민")                           # Korean: letters, not an emoji
    assert setup.error == FOREIGN_LETTERS


def test_the_message_fits_the_text_refused_and_is_translated():
    assert undrawable_message("שלום") == RIGHT_TO_LEFT
    assert undrawable_message("\u05b8") == RIGHT_TO_LEFT       # a Hebrew vowel sign alone
    assert undrawable_message("سلام") == RIGHT_TO_LEFT
    assert undrawable_message("สมชาย") == FOREIGN_LETTERS
    assert undrawable_message("\U0001F600") == UNDRAWABLE
    assert undrawable_message("\U0001F600שלום") == RIGHT_TO_LEFT   # a paste of both
    for code in ("de", "it", "zh_TW"):
        catalog = words_for(code)
        for message in (RIGHT_TO_LEFT, FOREIGN_LETTERS):
            assert translate(message, catalog) != str(message), (code, message)


def test_a_save_name_in_hebrew_says_the_same(tmp_path):
    from tests.test_saves_ui import new_game_through_setup
    d = AppDriver(tmp_path)
    start_title(d)
    new_game_through_setup(d, 5, players=3)
    d.key(pygame.K_ESCAPE)
    d.press("Save / Load")
    saves = d.top
    assert isinstance(saves, SavesScene)
    composed(d, "ערב")
    assert saves.name_field.value == "" and saves.message == RIGHT_TO_LEFT and saves.message_bad
