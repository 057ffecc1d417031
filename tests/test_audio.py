"""Sound plays when it can and is silent — never an error — when it cannot."""
from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes import audio as audio_module
from scenes.assets import MissingAsset
from scenes.audio import SOUND_NAMES, Audio
from scenes.session.settings import Settings

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def no_mixer_afterwards():
    yield
    pygame.mixer.quit()


def test_with_the_dummy_driver_every_sound_plays(no_mixer_afterwards):
    assert os.environ.get("SDL_AUDIODRIVER") == "dummy"
    audio = Audio(Settings())
    assert audio.available and audio.problem is None
    for name in SOUND_NAMES:
        assert audio.play(name), name
    audio.apply_settings(dataclasses.replace(Settings(), music_volume=0.1))
    audio.close()


def test_sound_off_or_at_zero_plays_nothing(no_mixer_afterwards):
    audio = Audio(Settings(sound_on=False))
    assert audio.available
    assert not any(audio.play(name) for name in SOUND_NAMES)
    audio.apply_settings(Settings(sound_volume=0.0))
    assert not audio.play("gavel")
    audio.apply_settings(Settings())             # switched back on: loads what it needs now
    assert audio.play("gavel") and audio.play("bell")


def test_no_device_means_silence_and_a_reason(no_audio_device):
    audio = Audio(Settings())
    assert not audio.available and "No sound device" in audio.problem
    for name in SOUND_NAMES:
        assert audio.play(name) is False
    audio.apply_settings(Settings(sound_volume=1.0))
    audio.stop()
    audio.close()


def test_mixer_that_stays_uninitialised_without_an_error(monkeypatch):
    """pygame.init() with no device: no exception, but the mixer never starts."""
    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: None)
    audio = Audio(Settings())
    assert not audio.available and "did not start" in audio.problem
    assert audio.play("gavel") is False


def test_sound_raising_mixer_not_initialized_never_escapes(monkeypatch):
    """Even if the mixer looks started, a Sound() that raises leaves the game silent."""
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (22050, -16, 2))

    def sound(*args, **kwargs):
        raise pygame.error("mixer not initialized")

    monkeypatch.setattr(pygame.mixer, "Sound", sound)
    audio = Audio(Settings(), start_mixer=False)
    assert audio.available
    assert [audio.play(name) for name in SOUND_NAMES] == [False] * len(SOUND_NAMES)
    assert audio.play("gavel") is False          # remembered, not retried every time


def test_a_missing_sound_file_is_silent_and_the_others_still_play(monkeypatch,
                                                                  no_mixer_afterwards):
    real = audio_module.asset_path

    def asset_path(*parts):
        if parts[-1] == "coins.wav":
            raise MissingAsset("The game's file assets/sounds/coins.wav is missing")
        return real(*parts)

    monkeypatch.setattr(audio_module, "asset_path", asset_path)
    audio = Audio(Settings())
    assert audio.play("coins") is False
    assert audio.play("gavel") is True


def test_playing_that_fails_mid_game_is_silent(monkeypatch, no_mixer_afterwards):
    audio = Audio(Settings())

    class Broken:
        def set_volume(self, v):
            pass

        def play(self):
            raise pygame.error("audio device lost")

    audio._sounds["bell"] = Broken()
    assert audio.play("bell") is False


def test_an_unknown_sound_is_not_an_error(no_mixer_afterwards):
    audio = Audio(Settings())
    assert audio.play("trumpet") is False


def test_volume_follows_the_settings(no_mixer_afterwards):
    audio = Audio(Settings(sound_volume=0.5))
    audio.play("gavel")
    assert audio._sounds["gavel"].get_volume() == pytest.approx(0.5, abs=0.01)
    audio.apply_settings(Settings(sound_volume=1.0))
    audio.play("card")
    assert audio._sounds["card"].get_volume() == pytest.approx(audio_module.SOUND_GAIN["card"],
                                                               abs=0.01)


def test_a_real_missing_audio_driver_in_a_fresh_process():
    """A driver SDL does not have: the mixer truly fails to start, and nothing raises."""
    code = ("import pygame; pygame.init(); from scenes.audio import Audio; "
            "from scenes.session.settings import Settings; a = Audio(Settings()); "
            "print(a.available, [a.play(n) for n in ('gavel', 'bell')])")
    env = dict(os.environ, SDL_AUDIODRIVER="no-such-driver", SDL_VIDEODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False [False, False]"


def test_a_whole_game_sounds_every_sound_and_only_known_ones():
    import random
    from game import apply, legal_actions, new_game
    from game.bots import RandomBot
    from game.config import default_config
    from game.events import RoundEnded, Sold
    from scenes.audio import sounds_for

    heard = set()
    for players, seed in ((3, 1), (4, 2), (5, 3)):
        state = new_game(default_config(players), seed)
        rng, bot = random.Random(seed), RandomBot()
        while state.phase != "game_over":
            seat = state.to_act[0]
            state = apply(state, bot.choose(None, legal_actions(state, seat), rng))
            names = sounds_for(state.events)
            assert len(names) == len(set(names)) and set(names) <= set(SOUND_NAMES)
            if any(isinstance(e, RoundEnded) for e in state.events):
                assert "bell" in names
            for e in state.events:
                if isinstance(e, Sold):
                    assert ("gavel_triple" if e.method == "open" else "gavel") in names
            heard.update(names)
    assert heard == set(SOUND_NAMES)
    assert sounds_for(()) == ()


# --- music ------------------------------------------------------------------------------------

class FakeMusic:
    """Stands in for pygame.mixer.music, whose state the dummy driver cannot be trusted to keep
    through a fade: records what was asked of it."""

    def __init__(self, fail_on=()):
        self.calls = []
        self.volume = 1.0
        self.playing = False
        self.fail_on = set(fail_on)

    def _call(self, name, *args):
        self.calls.append((name, *args))
        if name in self.fail_on:
            raise pygame.error(f"{name} failed")

    def load(self, path):
        self._call("load", path)
        self.volume = 1.0                   # as pygame does: loading resets the volume

    def play(self, loops=0, start=0.0, fade_ms=0):
        self._call("play", loops, fade_ms)
        self.playing = True

    def set_volume(self, volume):
        self._call("set_volume", volume)
        self.volume = volume

    def fadeout(self, ms):
        self._call("fadeout", ms)
        self.playing = False

    def stop(self):
        self._call("stop")
        self.playing = False


@pytest.fixture
def fake_music(monkeypatch):
    """A started mixer (as far as Audio can tell) with a recording music stream."""
    music = FakeMusic()
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (22050, -16, 2))
    monkeypatch.setattr(pygame.mixer, "Sound", lambda *a, **k: None)
    monkeypatch.setattr(pygame.mixer, "music", music)
    return music


def test_with_the_dummy_driver_the_music_loops(no_mixer_afterwards):
    audio = Audio(Settings(music_volume=0.4))
    assert audio.music_playing and pygame.mixer.music.get_busy()
    assert pygame.mixer.music.get_volume() == pytest.approx(0.4, abs=0.01)
    audio.close()
    assert not audio.music_playing and not pygame.mixer.music.get_busy()


def test_the_music_plays_looped_with_a_fade_in_at_the_music_volume(fake_music):
    audio = Audio(Settings(music_volume=0.3), start_mixer=False)
    assert audio.music_playing and fake_music.playing
    assert fake_music.calls[0][0] == "load" and fake_music.calls[0][1].endswith("music.wav")
    assert ("play", -1, audio_module.MUSIC_FADE_IN_MS) in fake_music.calls
    assert fake_music.volume == pytest.approx(0.3)
    audio.apply_settings(Settings(music_volume=0.7))        # the slider moves: louder, at once
    assert fake_music.volume == pytest.approx(0.7)
    assert [c[0] for c in fake_music.calls].count("play") == 1      # not restarted


def test_the_music_stops_at_zero_or_sound_off_and_comes_back(fake_music):
    audio = Audio(Settings(), start_mixer=False)
    assert fake_music.playing
    audio.apply_settings(Settings(music_volume=0.0))
    assert not audio.music_playing and not fake_music.playing
    assert ("fadeout", audio_module.MUSIC_FADE_OUT_MS) in fake_music.calls
    audio.apply_settings(Settings(music_volume=0.6))
    assert audio.music_playing and fake_music.playing
    assert fake_music.volume == pytest.approx(0.6)
    audio.apply_settings(Settings(sound_on=False, music_volume=0.6))   # the master switch
    assert not fake_music.playing
    audio.apply_settings(Settings(sound_on=True, music_volume=0.6))
    assert fake_music.playing
    assert [c[0] for c in fake_music.calls].count("load") == 1      # loaded once
    # Effects at zero leave the music alone, and the music at zero leaves the effects alone.
    audio.apply_settings(Settings(sound_volume=0.0, music_volume=0.6))
    assert fake_music.playing


def test_music_off_at_start_does_not_play_until_asked(fake_music):
    audio = Audio(Settings(sound_on=False), start_mixer=False)
    assert not audio.music_playing and not fake_music.calls
    audio.apply_settings(Settings(music_volume=0.0))
    assert not fake_music.calls
    audio.apply_settings(Settings())
    assert audio.music_playing and fake_music.playing


def test_a_missing_music_file_is_silent_and_the_effects_still_play(monkeypatch,
                                                                   no_mixer_afterwards):
    real = audio_module.asset_path

    def asset_path(*parts):
        if parts[-1] == "music.wav":
            raise MissingAsset("The game's file assets/sounds/music.wav is missing")
        return real(*parts)

    monkeypatch.setattr(audio_module, "asset_path", asset_path)
    audio = Audio(Settings())
    assert not audio.music_playing and not pygame.mixer.music.get_busy()
    audio.apply_settings(Settings(music_volume=0.9))
    assert not audio.music_playing
    assert audio.play("gavel") is True


@pytest.mark.parametrize("failing", ["load", "play", "set_volume"])
def test_a_music_stream_that_fails_never_raises(monkeypatch, fake_music, failing):
    fake_music.fail_on.add(failing)
    audio = Audio(Settings(), start_mixer=False)
    assert not audio.music_playing
    audio.apply_settings(Settings(music_volume=0.2))
    audio.apply_settings(Settings(music_volume=0.0))
    audio.stop_music()
    audio.close()


def test_a_failing_fadeout_or_stop_never_raises(fake_music):
    fake_music.fail_on.update({"fadeout", "stop"})
    audio = Audio(Settings(), start_mixer=False)
    assert audio.music_playing
    audio.apply_settings(Settings(sound_on=False))
    assert not audio.music_playing
    audio.close()


def test_no_device_means_no_music_and_no_error(no_audio_device):
    audio = Audio(Settings())
    assert not audio.music_playing
    audio.apply_settings(Settings(music_volume=1.0))
    audio.apply_settings(Settings(music_volume=0.0))
    audio.stop_music()
    assert not audio.music_playing


def test_mixer_not_initialised_means_no_music_and_no_error(monkeypatch):
    """The mixer looks started but the real music stream says "mixer not initialized"."""
    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (22050, -16, 2))
    audio = Audio(Settings(), start_mixer=False)
    assert not audio.music_playing
    audio.apply_settings(Settings(music_volume=0.8))
    assert not audio.music_playing
