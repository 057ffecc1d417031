"""Red is for what stops the player. What a field simply corrects is said calmly, in the paper's
colour, until the next change: on the setup screen an emoji in a seat's name and a letter typed
into the seed (the field refuses the character; Start still works), and on the save screen a
name past the longest a save's name may be (cut there, in the setup's own words since 31c32b2c,
`name_cut_note`; it stood in red as "A save's name is at most 40 characters long."). Through
the real scene stack."""
from __future__ import annotations

import pygame

from tests.test_setup_fields import composed, open_setup, saves_in_a_game
from tests.test_setup_name_cut import drawn_with_colours
from tests.ui_driver import Driver

from scenes import ui
from scenes.session.storage import MAX_NAME as SAVE_NAME
from scenes.session.words import UNDRAWABLE
from scenes.setup import WRONG

SEED_NOTE = "Type the seed in digits (0–9), or leave it empty."
CUT_NOTE = (f"Names are at most {SAVE_NAME} characters long: this one keeps its first "
            f"{SAVE_NAME}.")


def test_an_emoji_in_a_name_is_a_calm_note_and_start_works(monkeypatch):
    d = Driver()
    setup = open_setup(d)
    field = setup.rows[1].name
    d.click(field.rect.center)
    composed(d, "Zoë")
    composed(d, "\U0001F3A8")                       # an artist's palette: refused
    assert field.value == "Zoë" and setup.note == UNDRAWABLE and setup.error == ""
    assert setup.start.enabled
    drawn = drawn_with_colours(monkeypatch)
    d.frame(0.0)
    assert (UNDRAWABLE, ui.PAPER) in drawn, drawn
    assert not any(colour == WRONG for _text, colour in drawn), drawn
    composed(d, "e")                                # the next change: the note goes
    assert setup.note == "" and field.value == "Zoëe"


def test_a_letter_in_the_seed_is_a_calm_note_and_start_works(monkeypatch):
    d = Driver()
    setup = open_setup(d)
    d.click(setup.seed.rect.center)
    d.key(pygame.K_4, "4")
    d.key(pygame.K_x, "x")
    assert setup.seed.value == "4" and setup.note == SEED_NOTE and setup.error == ""
    drawn = drawn_with_colours(monkeypatch)
    d.frame(0.0)
    assert (SEED_NOTE, ui.PAPER) in drawn, drawn
    assert not any(colour == WRONG for _text, colour in drawn), drawn
    d.key(pygame.K_2, "2")
    assert setup.seed.value == "42" and setup.note == ""


def test_what_stops_start_stays_red(monkeypatch):
    """Two seats of one name stop Start: the clash is the line shown, in red, over a note."""
    d = Driver()
    setup = open_setup(d)
    setup.rows[0].name.value = "Ada"
    field = setup.rows[1].name
    d.click(field.rect.center)
    composed(d, "Ada")
    composed(d, "\U0001F3A8")
    assert not setup.start.enabled and setup.error
    drawn = drawn_with_colours(monkeypatch)
    d.frame(0.0)
    assert (setup.error, WRONG) in drawn and not any(t == UNDRAWABLE for t, _c in drawn)


def test_a_long_save_name_is_cut_with_a_calm_note_and_saved(tmp_path, monkeypatch):
    d, saves = saves_in_a_game(tmp_path)
    field = saves.name_field
    d.click(field.rect.center)
    pygame.scrap.put_text("Friday night " * 6)
    d.post(pygame.KEYDOWN, key=pygame.K_v, unicode="", mod=pygame.KMOD_CTRL, scancode=0)
    d.frame(0.0)
    assert len(field.value) == SAVE_NAME
    assert saves.message == CUT_NOTE and saves.message_note and not saves.message_bad
    drawn = drawn_with_colours(monkeypatch)
    d.frame(0.0)
    assert (CUT_NOTE, ui.PAPER) in drawn, drawn
    d.key(pygame.K_BACKSPACE)                       # the next change: the note goes
    assert saves.message is None
    d.key(pygame.K_RETURN)                          # the name kept saves
    assert [r.info.name for r in saves.rows] == [("Friday night " * 6)[:SAVE_NAME - 1].strip()]
