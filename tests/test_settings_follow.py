"""The Settings screen shows each setting as it is now: F11 pressed while it was open switched
to fullscreen and the Fullscreen control still read "Window" (a window dragged to another
size, or a setting changed by another screen, likewise). And "Tips already seen" says what it
did: pressed, it greys out with the words "Tips will show again"."""
from __future__ import annotations

from dataclasses import replace

import pygame

from tests.ui_driver import FAST, Driver

from scenes.settings_screen import SettingsScene
from scenes.title import TitleScene


def _row(settings: SettingsScene, label: str):
    return next(w for words, _help, w in settings.rows if words == label)


def _settings(ui: Driver) -> SettingsScene:
    ui.ctx.stack.push(TitleScene(ui.ctx))
    ui.frame(0.0)
    ui.press("Settings")
    settings = ui.top
    assert isinstance(settings, SettingsScene)
    return settings


def _shown(ui: Driver, widget) -> str:
    """The words a choice shows now, in the language spoken."""
    return ui.ctx.text.shown(dict(widget.options)[widget.value])


def test_f11_on_the_settings_screen_turns_the_fullscreen_control_too():
    ui = Driver()
    settings = _settings(ui)
    full = _row(settings, "Fullscreen")
    assert _shown(ui, full) == "Window"
    ui.key(pygame.K_F11)
    assert ui.ctx.settings.fullscreen and _shown(ui, full) == "Fullscreen"
    ui.key(pygame.K_F11)
    assert not ui.ctx.settings.fullscreen and _shown(ui, full) == "Window"
    # The control still works after: its next step is from the value it shows.
    ui.click((full.rect.right - 5, full.rect.centery))
    assert ui.ctx.settings.fullscreen and _shown(ui, full) == "Fullscreen"


def test_every_control_follows_a_setting_changed_elsewhere():
    ui = Driver()
    settings = _settings(ui)
    ui.ctx.change_settings(animation_speed="slow", computer_pace="brisk", sound_on=False,
                           music_volume=0.3, confirm_bids=True, value_hints=False,
                           window_size=(1500, 800), language="de")
    ui.frame(0.0)
    assert _row(settings, "Animation speed").value == "slow"
    assert _row(settings, "Computer pace").value == "brisk"
    assert _row(settings, "Sound").value is False
    assert _row(settings, "Music volume").value == 0.3
    assert _row(settings, "Confirm my moves").value is True
    assert _row(settings, "Value hints").value is False
    size = _row(settings, "Window size")
    assert size.value == (1500, 800) and _shown(ui, size) == "1500 \u00d7 800"
    assert _row(settings, "Language").value == "de"


def test_show_them_again_says_what_it_did():
    ui = Driver(settings=replace(FAST, tips_seen=("open", "sealed")))
    settings = _settings(ui)
    again = _row(settings, "Tips already seen")
    assert again.enabled and again.label == "Show them again"
    ui.click(again.rect.center)
    assert ui.ctx.settings.tips_seen == () and not again.enabled
    assert again.label == "Tips will show again"
    ui.key(pygame.K_ESCAPE)
    # Opened again with nothing seen since: it says so at once.
    settings = _settings(ui)
    again = _row(settings, "Tips already seen")
    assert not again.enabled and again.label == "Tips will show again"
    # Tips switched off with none seen: nothing will show, and nothing is there to bring back.
    ui.ctx.change_settings(show_tips=False)
    ui.frame(0.0)
    assert not again.enabled and again.label == "Show them again"
    # A tip seen since: the button brings it back, tips on.
    ui.ctx.change_settings(tips_seen=("open",))
    ui.frame(0.0)
    assert again.enabled and again.label == "Show them again"
    ui.click(again.rect.center)
    assert ui.ctx.settings.show_tips and _row(settings, "First-time tips").value is True
    assert again.label == "Tips will show again"
