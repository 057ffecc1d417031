"""A window made smaller than the minimum asked for (some window managers ignore it): a little
smaller still shows every screen shrunk; at 640 × 400 the print was about 5 px, unreadable, so
the window now says to make it larger, in print of a readable size, nothing unseen is clicked or
typed into, and the game waits until the window is large enough again."""
from __future__ import annotations

import pygame
import pytest

from tests.test_monkey import near_the_end
from tests.ui_driver import Driver

from scenes import app
from scenes.context import desktop_size
from scenes.session.settings import LAYOUT_LEAST, MIN_WINDOW, fit_window, smallest_window
from scenes.table import TableScene
from scenes.title import TitleScene
from scenes.too_small import PRINT, READABLE, message, too_small


def test_which_windows_are_too_small_to_read():
    assert not too_small(MIN_WINDOW) and not too_small((1280, 720))
    assert not too_small((900, 510))                    # a little smaller: drawn shrunk
    assert too_small((640, 400)) and too_small((1280, 300)) and too_small((1, 1))
    assert not too_small((0, 0))                        # minimized: nothing is drawn
    assert READABLE * LAYOUT_LEAST[0] > 640


@pytest.mark.parametrize("desktop", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_smallest_window_on_any_desktop_is_read_not_told_to_grow(desktop):
    """The smallest window the game opens or the window manager keeps (a netbook's 1008 ×
    520) shows the game, never the message to make the window larger."""
    assert not too_small(smallest_window(desktop))
    assert not too_small(fit_window((1, 1), desktop)[0])


def test_the_message_names_the_smallest_window_on_this_desktop(monkeypatch):
    monkeypatch.setattr("scenes.window_place.desktop_size", lambda: (1920, 1080))
    assert f"{MIN_WINDOW[0]} \u00d7 {MIN_WINDOW[1]}" in str(message())
    monkeypatch.setattr("scenes.window_place.desktop_size", lambda: (1024, 600))
    assert "1008 \u00d7 520" in str(message())


def _spy_renders(d: Driver) -> list:
    drawn = []
    real = d.ctx.text.render

    def render(text, size, *args, **kwargs):
        drawn.append((str(d.ctx.text.shown(text)), size))
        return real(text, size, *args, **kwargs)

    d.ctx.text.render = render
    return drawn


def test_a_tiny_window_says_to_make_it_larger_and_the_game_waits(monkeypatch):
    d = Driver(size=(640, 400))
    d.ctx.stack.push(TitleScene(d.ctx))
    table = TableScene(d.ctx, near_the_end(1, 4))
    d.ctx.stack.push(table)
    assert d.ctx.too_small
    updates = []
    monkeypatch.setattr(d.ctx.stack, "update", lambda dt: updates.append(dt))
    drawn = _spy_renders(d)
    app.step(d.ctx, [], 1.0)
    d.ctx.present()
    assert not updates                                  # the game waits
    words = " ".join(text for text, _size in drawn)
    least = smallest_window(desktop_size())
    assert "Make the window larger" in words and f"{least[0]} \u00d7 {least[1]}" in words
    assert all(size == PRINT for _text, size in drawn)  # readable print only
    assert "Make the window larger" in str(message())
    # A click or a key aimed at what cannot be seen does nothing.
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, unicode="",
                                         mod=0, scancode=0))
    app.step(d.ctx, pygame.event.get(), 0.0)
    assert d.top is table
    # Large enough again: the table as it was, events and time reach it.
    pygame.display.set_mode((1280, 720))
    app.dispatch(d.ctx, pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720)))
    assert not d.ctx.too_small
    app.step(d.ctx, [], 0.5)
    assert updates == [0.5] and d.top is table
    drawn.clear()
    d.ctx.present()
    assert not any("Make the window larger" in text for text, _size in drawn)
    app.dispatch(d.ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, unicode="",
                                           mod=0, scancode=0))
    assert d.top is not table                           # Esc opened the menu


def test_the_message_is_one_colour_on_every_line():
    """A narrow window wraps the message: its second line was drawn in paper white, its first
    in brass, as if two messages."""
    d = Driver(size=(500, 400))
    d.ctx.stack.push(TitleScene(d.ctx))
    assert d.ctx.too_small
    colours = []
    real = d.ctx.text.render

    def render(text, size, colour, *args, **kwargs):
        colours.append((str(d.ctx.text.shown(text)), tuple(colour)))
        return real(text, size, colour, *args, **kwargs)

    d.ctx.text.render = render
    d.ctx.present()
    lines = [(text, colour) for text, colour in colours if text.strip()]
    assert len(lines) >= 2 and "Make the window larger" in lines[0][0], lines
    assert len({colour for _text, colour in lines}) == 1, lines
