"""Sound read "On" on a machine with no sound device (a play-tester, English, 1280x720): the
mixer could not start, the game was silent, and the settings said nothing of it. The Sound
row's words now say no device was found and that the choice is kept; the row still shows the
player's own On or Off, which a click changes and the settings keep. The failure is the app's
own: `start_audio` with a mixer whose init raises (SDL's dummy driver counts as a device)."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.ui_driver import FAST, Driver, at_title, words_drawn

from scenes.app import start_audio
from scenes.session.language import LANGUAGES
from scenes.settings_screen import SettingsScene, sound_help

NO_DEVICE = "No sound device found: the game is silent. Your choice is kept."
PLAYS = "Gavel, cards, coins and the round's bell."


@pytest.fixture
def mixer_closed_afterwards():
    yield
    pygame.mixer.quit()


def settings_from_the_title(d: Driver) -> SettingsScene:
    """The title, then its Settings button clicked."""
    at_title(d)
    d.press("Settings")
    assert isinstance(d.top, SettingsScene)
    return d.top


def sound_row(scene: SettingsScene):
    return next(w for label, _help, w in scene.rows if label == "Sound")


def test_no_sound_device_is_said_and_the_players_choice_kept(no_audio_device, monkeypatch):
    d = Driver()
    start_audio(d.ctx)                      # as the app does after its first frame
    assert not d.ctx.audio.available
    scene = settings_from_the_title(d)
    said = words_drawn(monkeypatch, "wrapped")
    d.frame(0.0)
    assert NO_DEVICE in said and PLAYS not in said, said
    sound = sound_row(scene)
    assert sound.value is True and d.ctx.settings.sound_on     # "On", as chosen
    d.click(sound.rect.center)                                  # the player switches it off
    assert sound.value is False and d.ctx.settings.sound_on is False
    said.clear()
    d.frame(0.0)
    assert NO_DEVICE in said, said
    d.click(sound.rect.center)
    assert sound.value is True and d.ctx.settings.sound_on is True


def test_with_a_sound_device_the_row_says_what_it_plays(monkeypatch, mixer_closed_afterwards):
    d = Driver()
    start_audio(d.ctx)
    assert d.ctx.audio.available
    settings_from_the_title(d)
    said = words_drawn(monkeypatch, "wrapped")
    d.frame(0.0)
    assert PLAYS in said and NO_DEVICE not in said, said


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_no_device_words_keep_to_the_rows_two_lines(no_audio_device, size, language):
    d = Driver(size, settings=replace(FAST, language=language))
    start_audio(d.ctx)
    scene = SettingsScene(d.ctx)
    i = next(i for i, (label, _h, _w) in enumerate(scene.rows) if label == "Sound")
    width = sound_row(scene).rect.x - scene.columns[i] - d.ctx.px(14)
    words = d.ctx.text.shown(sound_help(d.ctx))
    assert words != d.ctx.text.shown(PLAYS)
    assert len(d.ctx.text.wrap(words, d.ctx.px(12), width)) <= 2, (language, words)
