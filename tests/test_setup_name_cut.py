"""A 95-letter paste into a seat's name (a play-tester, English, 1280x720): the name was cut to
the 24 a name may hold and Start worked, yet the limit stood between Back and Start in the
error's red. Now the line says calmly which seat's name keeps what 24, in the paper's colour,
red kept for what stops Start; it stays while that name stays cut (a play-tester typed on
into the next seat, the note went, and every hand-over read "Maximilian-Alexander von"), and
goes once the name is shorter. By SDL's TEXTINPUT (an input method's
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
NOTE = (f"Names are at most {MAX_NAME} characters long: seat 2 keeps "
        f"\u201c{PASTE[:MAX_NAME]}\u201d.")
#: What a play-tester typed (German, 1280x720), key by key, as SDL sends it.
LONG = "Maximilian-Alexander von Hohenzollern-Sigmaringen"


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
    d.key(pygame.K_BACKSPACE)                       # shorter, so no longer cut: the note goes
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


def keyed(d: Driver, text: str) -> None:
    """`text` typed key by key as SDL sends a keyboard's letters: KEYDOWN, then TEXTINPUT."""
    for ch in text:
        key = pygame.key.key_code(ch) if ch.isalnum() else 0
        d.post(pygame.KEYDOWN, key=key, unicode=ch, mod=0, scancode=0)
        d.post(pygame.TEXTINPUT, text=ch)
        d.post(pygame.KEYUP, key=key, unicode=ch, mod=0, scancode=0)
        d.frame(0.0)


def test_the_cut_stays_said_while_the_next_seat_is_typed(monkeypatch):
    """The play-tester's steps: the long name typed into seat 2, Tab, a name typed into seat
    3. The line under the seats still says seat 2's name was cut and what it kept, in the
    paper's colour, until the player shortens it; Start works throughout. (It went at the
    first letter typed into seat 3.)"""
    d = Driver()
    setup = open_setup(d)
    d.click(setup.rows[1].name.rect.center)         # the whole name selected
    keyed(d, LONG)
    kept = LONG[:MAX_NAME]
    note = (f"Names are at most {MAX_NAME} characters long: seat 2 keeps \u201c{kept}\u201d.")
    assert setup.rows[1].name.value == kept and setup.note == note
    d.click(setup.rows[2].name.rect.center)         # on to seat 3, its name selected
    keyed(d, "Zo\u00eb")
    assert setup.rows[2].name.value == "Zo\u00eb"
    drawn = drawn_with_colours(monkeypatch)
    d.frame(0.0)
    assert (note, ui.PAPER) in drawn, drawn
    assert setup.start.enabled
    d.click(setup.rows[1].name.rect.center)
    d.key(pygame.K_END)
    d.key(pygame.K_BACKSPACE)                       # shortened by hand: no longer cut
    drawn.clear()
    d.frame(0.0)
    assert setup.note == "" and not any(text == note for text, _colour in drawn), drawn
