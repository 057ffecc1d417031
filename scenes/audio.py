"""Sound effects (the gavel, cards, coins, the round's bell and the sealed-bid reveal) and the
background music, a seamless loop played while sound is on and the music volume is above zero.

Sound is a courtesy, never a requirement: with no audio device (the mixer cannot start, or
pygame's mixer stays uninitialised and `Sound()` raises), with sound switched off, or with a
sound file missing, every call here returns quietly and the game plays on in silence. Nothing
in this module raises. The music starts when `Audio` is made (the app makes it after the first
frame, so it never slows start-up) and follows every `apply_settings` at once.

    audio = Audio(ctx.settings)
    ctx.settings_listeners.append(audio.apply_settings)
    audio.play("gavel")
"""
from __future__ import annotations

import logging
from typing import Iterable

import pygame

from game.cards import OPEN
from game.i18n import _
from game.events import (CardPlayed, DummyRevealed, Payout, RoundEnded, SealedBidsRevealed,
                         SecondCardAdded, Sold, TakenFree)

from .assets import MissingAsset, asset_path
from .session.settings import Settings

#: Every sound the game plays, each a WAV made by tools/make_sounds.py.
SOUND_NAMES = ("gavel", "gavel_triple", "card", "coins", "bell", "reveal")
#: Balance between the sounds (the files are all normalised to the same peak): cards are
#: frequent and should stay in the background; the gavel is the moment of the game.
SOUND_GAIN = {"gavel": 1.0, "gavel_triple": 1.0, "card": 0.5, "coins": 0.7, "bell": 0.8,
              "reveal": 0.75}
#: Mixer format matching the files; asked for only if nobody started the mixer before.
MIXER_FREQUENCY = 22050
MIXER_BUFFER = 512
#: The music comes in gently and, switched off, leaves gently (neither call blocks).
MUSIC_FADE_IN_MS = 2000
MUSIC_FADE_OUT_MS = 700

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
        #: Whether the music file is loaded into pygame's music stream (None: not tried yet;
        #: False: it cannot be, so it is not tried again).
        self._music_loaded: bool | None = None
        #: Whether we set the music playing (pygame's own answer is unreliable while fading).
        self.music_playing = False
        self.available = self._start_mixer() if start_mixer else self._mixer_running()
        if self.available and settings.effects_gain > 0:
            for name in SOUND_NAMES:
                self._sound(name)
        self._update_music()

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
            # i18n: {reason} is the sound system's own words (in English)
            self.problem = _("No sound device ({reason}); the game plays silently.").format(
                reason=str(e))
            log.info("audio: %s", self.problem)
            return False
        if not self._mixer_running():
            self.problem = _("The sound mixer did not start; the game plays silently.")
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
        self._update_music()

    # --- music ------------------------------------------------------------------------------
    def _load_music(self) -> bool:
        """Load the music loop into pygame's music stream (tried once); True if it is there."""
        if self._music_loaded is None:
            try:
                pygame.mixer.music.load(str(asset_path("sounds", "music.wav")))
                self._music_loaded = True
            except MissingAsset as e:
                log.warning("audio: %s", e)
                self._music_loaded = False
            except Exception as e:  # noqa: BLE001 - "mixer not initialized", a bad file, ...
                log.warning("audio: the music could not be loaded: %s", e)
                self._music_loaded = False
        return self._music_loaded

    def _update_music(self) -> None:
        """Play the loop when sound is on and the music volume above zero, else fade it out.

        Called on every settings change: a moved slider only changes the volume, switching
        off fades the music out, switching back on starts it again with a fade-in.
        """
        gain = min(1.0, self.settings.music_gain)
        if not self.available:
            return
        try:
            if gain > 0 and not self.music_playing:
                if not self._load_music():
                    return
                pygame.mixer.music.set_volume(gain)     # loading resets it to full
                pygame.mixer.music.play(-1, fade_ms=MUSIC_FADE_IN_MS)
                self.music_playing = True
            elif gain > 0:
                pygame.mixer.music.set_volume(gain)
            elif self.music_playing:
                self.music_playing = False
                pygame.mixer.music.fadeout(MUSIC_FADE_OUT_MS)
        except Exception as e:  # noqa: BLE001 - the device went away mid-game
            log.warning("audio: the music failed: %s", e)
            self.music_playing = False

    def stop_music(self) -> None:
        """Stop the music now (it starts again at the next settings change that wants it)."""
        self.music_playing = False
        if not self.available:
            return
        try:
            pygame.mixer.music.stop()
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
        """Let the sounds and the music go (the app quits pygame's mixer itself)."""
        self.stop()
        self.stop_music()
        self._sounds.clear()
