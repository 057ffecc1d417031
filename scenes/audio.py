"""Sound effects: the gavel, cards, coins, the round's bell and the sealed-bid reveal.

Sound is a courtesy, never a requirement: with no audio device (the mixer cannot start, or
pygame's mixer stays uninitialised and `Sound()` raises), with sound switched off, or with a
sound file missing, every call here returns quietly and the game plays on in silence. Nothing
in this module raises.

    audio = Audio(ctx.settings)
    ctx.settings_listeners.append(audio.apply_settings)
    audio.play("gavel")
"""
from __future__ import annotations

import logging
from typing import Iterable

import pygame

from game.cards import OPEN
from game.events import (CardPlayed, DummyRevealed, Payout, RoundEnded, SealedBidsRevealed,
                         SecondCardAdded, Sold, TakenFree)

from .assets import MissingAsset, asset_path
from .settings import Settings

#: Every sound the game plays, each a WAV made by tools/make_sounds.py.
SOUND_NAMES = ("gavel", "gavel_triple", "card", "coins", "bell", "reveal")
#: Balance between the sounds (the files are all normalised to the same peak): cards are
#: frequent and should stay in the background; the gavel is the moment of the game.
SOUND_GAIN = {"gavel": 1.0, "gavel_triple": 1.0, "card": 0.5, "coins": 0.7, "bell": 0.8,
              "reveal": 0.75}
#: Mixer format matching the files; asked for only if nobody started the mixer before.
MIXER_FREQUENCY = 22050
MIXER_BUFFER = 512

log = logging.getLogger(__name__)


def sounds_for(events: Iterable[object]) -> tuple[str, ...]:
    """The sounds that go with an `apply`'s public events, in order, each at most once.

    A default for the table: a card laid down slides, an open auction's sale is knocked down
    three times ("going once, going twice, sold!") and any other sale once, sealed bids are
    revealed with a flourish, money paid out clinks, and the end of a round rings the bell.
    The table may instead time these to its animations.
    """
    names: list[str] = []
    for event in events:
        if isinstance(event, (CardPlayed, SecondCardAdded, DummyRevealed)):
            name = "card"
        elif isinstance(event, SealedBidsRevealed):
            name = "reveal"
        elif isinstance(event, Sold):
            name = "gavel_triple" if event.method == OPEN else "gavel"
        elif isinstance(event, TakenFree):
            name = "gavel"
        elif isinstance(event, Payout) and event.amount > 0:
            name = "coins"
        elif isinstance(event, RoundEnded):
            name = "bell"
        else:
            continue
        if name not in names:
            names.append(name)
    return tuple(names)


class Audio:
    """Plays the game's sounds at the volume the settings say, or stays silent."""

    def __init__(self, settings: Settings, start_mixer: bool = True) -> None:
        self.settings = settings
        #: Why the game is silent whatever the settings say (None when sound works).
        self.problem: str | None = None
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self.available = self._start_mixer() if start_mixer else self._mixer_running()
        if self.available and settings.effects_gain > 0:
            for name in SOUND_NAMES:
                self._sound(name)

    # --- the mixer --------------------------------------------------------------------------
    def _mixer_running(self) -> bool:
        try:
            return bool(pygame.mixer.get_init())
        except Exception:  # noqa: BLE001 - a broken mixer module means silence, not a crash
            return False

    def _start_mixer(self) -> bool:
        """Start the mixer if nobody has; False (with `problem` set) if there is no device."""
        if self._mixer_running():
            return True
        try:
            pygame.mixer.init(frequency=MIXER_FREQUENCY, size=-16, channels=2,
                              buffer=MIXER_BUFFER)
        except Exception as e:  # noqa: BLE001 - pygame.error, or anything SDL says
            self.problem = f"No sound device ({e}); the game plays silently."
            log.info("audio: %s", self.problem)
            return False
        if not self._mixer_running():
            self.problem = "The sound mixer did not start; the game plays silently."
            log.info("audio: %s", self.problem)
            return False
        return True

    # --- sounds -----------------------------------------------------------------------------
    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        """The loaded sound, or None if it cannot be had (remembered: tried only once)."""
        if name in self._sounds:
            return self._sounds[name]
        sound = None
        try:
            sound = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
        except MissingAsset as e:
            log.warning("audio: %s", e)
        except Exception as e:  # noqa: BLE001 - "mixer not initialized", a bad file, ...
            log.warning("audio: sound %s could not be loaded: %s", name, e)
        self._sounds[name] = sound
        return sound

    def play(self, name: str) -> bool:
        """Play one of SOUND_NAMES at the effects volume; True if it was played.

        Silent (False) when there is no device, sound is off, the volume is zero, the file is
        missing or the name unknown. Never raises.
        """
        if name not in SOUND_GAIN:
            log.warning("audio: no sound called %r", name)
            return False
        gain = self.settings.effects_gain * SOUND_GAIN[name]
        if not self.available or gain <= 0:
            return False
        sound = self._sound(name)
        if sound is None:
            return False
        try:
            sound.set_volume(min(1.0, gain))
            sound.play()
        except Exception as e:  # noqa: BLE001 - the device went away mid-game
            log.warning("audio: playing %s failed: %s", name, e)
            return False
        return True

    def apply_settings(self, settings: Settings) -> None:
        """Take new settings at once: switching sound off stops what is playing."""
        self.settings = settings
        if settings.effects_gain <= 0:
            self.stop()
        self._set_music_volume()

    def _set_music_volume(self) -> None:
        """Keep any music at the music volume (no music ships yet; this keeps the slider true)."""
        if not self.available:
            return
        try:
            pygame.mixer.music.set_volume(self.settings.music_gain)
        except Exception:  # noqa: BLE001
            pass

    def stop(self) -> None:
        """Silence every sound now playing."""
        if not self.available:
            return
        try:
            pygame.mixer.stop()
        except Exception:  # noqa: BLE001
            pass

    def close(self) -> None:
        """Let the sounds go (the app quits pygame's mixer itself)."""
        self.stop()
        self._sounds.clear()
