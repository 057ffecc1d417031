"""A 95-letter paste into a seat's name (a play-tester, English, 1280x720): the name was cut to
the 24 a name may hold and Start worked, yet the limit stood between Back and Start in the
error's red. Now the line says calmly that the name keeps its first 24, in the paper's colour,
red kept for what stops Start; the next change clears it. By SDL's TEXTINPUT (an input method's
or a paste's many letters at once) and by Ctrl+V, through the real scene stack."""
from __future__ import annotations

import pygame
import pytest

from tests.test_setup_fields import clipboard, composed, ctrl, open_setup  # noqa: F401
from tests.ui_driver import Driver

from game.config import MAX_NAME
from scenes import ui
from scenes.setup import WRONG

#: A 95-letter name, as the play-tester pasted.
PASTE = ("Bartholomew Maximilian Fitzgerald-Worthington " * 3)[:95]
NOTE = (f"Names are at most {MAX_NAME} characters long: this one keeps its first "
        f"{MAX_NAME}.")


def drawn_with_colours(monkeypatch) -> list[tuple[str, tuple]]:
    """Every wrapped text drawn from now on, with its colour."""
    drawn: list[tuple[str, tuple]] = []
    real = ui.wrapped

    def spy(surface, ctx, s, size, rect, colour=ui.INK, *args, **kwargs):
        drawn.append((str(ctx.text.shown(s)), tuple(colour)))
        return real(surface, ctx, s, size, rect, colour, *args, **kwargs)
    monkeypatch.setattr(ui, "wrapped", spy)
    return drawn


@pytest.mark.parametrize("how", ["textinput", "ctrl+v"])
def test_a_long_paste_is_cut_with_a_calm_line_and_start_still_works(monkeypatch, clipboard,
                                                                     how):
    d = Driver()
    setup = open_setup(d)
    field = setup.rows[1].name
    d.click(field.rect.center)                      # the whole name selected
    if how == "textinput":
        composed(d, PASTE)
    else:
        clipboard(PASTE)
        ctrl(d, pygame.K_v)
    assert field.value == PASTE[:MAX_NAME]
    assert setup.error == "" and setup.start.enabled
    drawn = drawn_with_colours(monkeypatch)
    d.frame(0.0)
    assert (NOTE, ui.PAPER) in drawn, drawn
    assert not any(colour == WRONG for _text, colour in drawn), drawn
    d.key(pygame.K_BACKSPACE)                       # the next change clears the note
    drawn.clear()
    d.frame(0.0)
    assert setup.note == "" and not any(text == NOTE for text, _colour in drawn)
    assert any(text.startswith("Ready:") for text, _colour in drawn), drawn
    d.press("Start")
    assert d.top is not setup


def test_what_stops_start_stays_red_over_the_note(monkeypatch):
    """A name cut to the limit that is also another seat's name: the clash stops Start, and
    that is the line shown, in red."""
    d = Driver()
    setup = open_setup(d)
    setup.rows[0].name.value = PASTE[:MAX_NAME]
    field = setup.rows[1].name
    d.click(field.rect.center)
    composed(d, PASTE)
    assert not setup.start.enabled and "same name" in setup.error
    drawn = drawn_with_colours(monkeypatch)
    d.frame(0.0)
    assert (setup.error, WRONG) in drawn
    assert not any(text == NOTE for text, _colour in drawn)
