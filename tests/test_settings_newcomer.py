"""The settings as a newcomer reads them (a hot-seat host, in German): with the sound off the
volume rows stayed live, the computer pace's names ("Gemütlich / Zügig") did not match its
row's words ("langsam bis schnell"), and "Tips already seen" was greyed on a fresh profile
with no reason given."""
from __future__ import annotations

from dataclasses import replace

import pygame

from tests.ui_driver import FAST, Driver

from scenes.settings_screen import SettingsScene


def _open(ui: Driver) -> SettingsScene:
    settings = SettingsScene(ui.ctx)
    ui.ctx.stack.push(settings)
    ui.frame(0.0)
    return settings


def _row(settings: SettingsScene, label: str):
    return next(w for words, _help, w in settings.rows if words == label)


def _drawn_on_hover(ui: Driver, widget) -> set[str]:
    drawn: set[str] = set()
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.add(str(text)))
    ui.post(pygame.MOUSEMOTION, pos=widget.rect.center, rel=(1, 1), buttons=(0, 0, 0))
    ui.frame(0.0)
    ui.ctx.text.watchers.pop()
    return drawn


def test_with_the_sound_off_the_volumes_are_greyed_and_say_why():
    ui = Driver(settings=replace(FAST, sound_on=False, sound_volume=0.5))
    settings = _open(ui)
    effects, music = _row(settings, "Effects volume"), _row(settings, "Music volume")
    assert not effects.enabled and not music.enabled
    assert not effects.focusable and not music.focusable
    ui.click((effects.rect.right - 5, effects.rect.centery))     # its right arrow: nothing
    assert ui.ctx.settings.sound_volume == 0.5
    said = " ".join(_drawn_on_hover(ui, music))
    assert "The sound is off" in said and "Sound on" in said, said
    sound = _row(settings, "Sound")
    ui.click(sound.rect.center)                                   # switched on: live again
    assert ui.ctx.settings.sound_on and effects.enabled and music.enabled
    assert effects.tooltip is None
    ui.click((effects.rect.right - 5, effects.rect.centery))
    assert ui.ctx.settings.sound_volume == 0.6


def test_the_pace_names_are_the_rows_own_words():
    ui = Driver()
    pace = _row(_open(ui), "Computer pace")
    assert [name for _v, name in pace.options] == ["Slow", "Normal", "Fast", "Instant"]
    ui = Driver(settings=replace(FAST, language="de"))
    settings = _open(ui)
    shown = ui.ctx.text.shown
    label, help_, pace = next(r for r in settings.rows if shown(r[0]) == "Computertempo"
                              or "Computer" in shown(r[0]))
    names = [shown(name) for _v, name in pace.options]
    assert names == ["Langsam", "Normal", "Schnell", "Sofort"], names
    assert "langsam bis schnell" in shown(help_)


def test_tips_already_seen_says_why_it_is_greyed_on_a_fresh_profile():
    ui = Driver(settings=replace(FAST, tips_seen=()))
    settings = _open(ui)
    again = _row(settings, "Tips already seen")
    assert not again.enabled
    said = " ".join(_drawn_on_hover(ui, again))
    assert "No tip seen yet" in said, said
