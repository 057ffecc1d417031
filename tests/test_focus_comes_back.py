"""A screen back on top of the stack shows its focus ring where it was, on the button that
opened the other screen, so Enter and Tab go on from there: after a click opened Settings from
the pause menu and Esc closed them, no ring showed, Enter did nothing and the first Tab jumped
to the red "Quit to title". The title's gold fill marks its default (Continue while a game can
be continued), as on every other screen."""
from __future__ import annotations

import pygame

from tests.test_focus_from_the_start import ring_drawn
from tests.test_saves_ui import AppDriver, new_game_through_setup, start_title
from tests.ui_driver import Driver, at_title

from scenes.pause import PauseScene
from scenes.title import TitleScene


def test_pause_menu_rings_settings_again_after_they_close(tmp_path):
    d = AppDriver(tmp_path)
    start_title(d)
    table = new_game_through_setup(d, 31)
    d.key(pygame.K_ESCAPE)
    pause = d.top
    assert isinstance(pause, PauseScene)
    d.press("Settings")                              # by the mouse
    assert d.top.name == "settings"
    d.key(pygame.K_ESCAPE)
    assert d.top is pause
    settings = d.button("Settings")
    assert pause.focus.shown and pause.focus.current is settings
    assert ring_drawn(d, settings.rect)
    d.key(pygame.K_RETURN)                           # Enter goes on from the ring
    assert d.top.name == "settings"
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_TAB)                              # one step on, shown
    assert pause.focus.shown and pause.focus.current.label == "Quit to title"
    d.key(pygame.K_ESCAPE)                           # Resume: the table's ring stays its own
    assert d.top is table


def test_title_rings_rules_again_after_they_close():
    d = Driver()
    title = at_title(d)
    d.press("Rules")
    assert d.top.name == "rules"
    d.key(pygame.K_ESCAPE)
    assert d.top is title
    rules = d.button("Rules")
    assert title.focus.shown and title.focus.current is rules and ring_drawn(d, rules.rect)
    d.key(pygame.K_DOWN)
    assert title.focus.current.label == "Settings"


def test_title_gold_follows_the_default(tmp_path):
    d = AppDriver(tmp_path)
    title = start_title(d)
    new, cont = title.buttons[:2]
    assert not cont.enabled and new.style == "primary" and cont.style == "quiet"
    new_game_through_setup(d, 31)
    d.key(pygame.K_ESCAPE)
    while d.top.focus.current.label != "Quit to title":
        d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    title = d.top
    assert isinstance(title, TitleScene)
    new, cont = title.buttons[:2]
    assert cont.enabled and title.focus.current is cont
    assert cont.style == "primary" and new.style == "quiet"
