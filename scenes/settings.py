"""The player's settings as a value. (Persistence in the user config folder comes with the
settings issue; until then the game keeps them in memory.)"""
from __future__ import annotations

from dataclasses import dataclass

ANIMATION_SPEEDS = ("off", "fast", "normal")
COMPUTER_PACES = ("instant", "brisk", "normal", "relaxed")


@dataclass(frozen=True)
class Settings:
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    animation_speed: str = "normal"        # off / fast / normal
    computer_pace: str = "normal"          # thinking delay of computer seats
    sound_volume: float = 0.8              # sound effects, 0..1
    music_volume: float = 0.5
    theme: str = "classic"
    colour_blind: bool = False
    confirm_bids: bool = False
    show_tips: bool = True

    @property
    def thinking_seconds(self) -> float:
        """How long a computer seat 'thinks' before acting."""
        return {"instant": 0.0, "brisk": 0.35, "normal": 0.8, "relaxed": 1.4}[self.computer_pace]

    @property
    def animation_scale(self) -> float:
        """Multiplier for animation durations (0 = no animation)."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0}[self.animation_speed]
