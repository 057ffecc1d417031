"""The one way assets are found and loaded, from source and from the PyInstaller bundle alike.

`assets/` sits beside the `scenes` package both in the source tree and in the bundle
(PyInstaller sets a module's `__file__` inside `sys._MEIPASS`), so paths are taken from this
file, never from the working directory.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

ASSETS_DIR = Path(__file__).resolve().parent.parent / "assets"

FONT_FILES = {
    "regular": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "black": "Lato-Black.ttf",
    "italic": "Lato-Italic.ttf",
}


class MissingAsset(FileNotFoundError):
    """An asset file the game needs is not where it should be."""


def asset_path(*parts: str) -> Path:
    """The path of an asset under assets/; raises MissingAsset with a clear message."""
    path = ASSETS_DIR.joinpath(*parts)
    if not path.is_file():
        raise MissingAsset(f"The game's file assets/{'/'.join(parts)} is missing; "
                           "reinstall the game to restore it.")
    return path


@lru_cache(maxsize=None)
def font(size: int, weight: str = "regular"):
    """A cached pygame Font of the game's typeface; falls back to pygame's default font
    (never a crash) if the file is missing."""
    import pygame
    try:
        return pygame.font.Font(str(asset_path("fonts", FONT_FILES[weight])), size)
    except (MissingAsset, OSError):
        return pygame.font.Font(None, size)
