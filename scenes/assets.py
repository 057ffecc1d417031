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

#: The typeface for Chinese (Lato has no CJK characters): Noto Sans CJK TC, cut down to the
#: characters the catalogs use (tools/subset_cjk_font.py; assets/CREDITS.md). It has no
#: italic, so italic is drawn upright.
CJK_FONT_FILES = {
    "regular": "NotoSansTC-Subset-Regular.otf",
    "bold": "NotoSansTC-Subset-Bold.otf",
    "black": "NotoSansTC-Subset-Bold.otf",
    "italic": "NotoSansTC-Subset-Regular.otf",
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
def font(size: int, weight: str = "regular", script: str = "latin"):
    """A cached pygame Font of the game's typeface (`script` "cjk": the Chinese one); falls
    back to pygame's default font (never a crash) if the file is missing."""
    import pygame
    files = CJK_FONT_FILES if script == "cjk" else FONT_FILES
    try:
        return pygame.font.Font(str(asset_path("fonts", files[weight])), size)
    except (MissingAsset, OSError):
        return pygame.font.Font(None, size)
