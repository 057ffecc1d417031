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
#: characters the catalogs use, the common ones of names and Latin-1 (`python tools/catalogs.py
#: font`; assets/CREDITS.md). It has no italic, so italic is drawn upright.
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
    """A cached font of the game's typeface, with `render` and `size` as pygame's Font
    (`script` "cjk": the Chinese one, with Lato for the letters it lacks: `Blend`); falls back
    to pygame's default font (never a crash) if a file is missing."""
    if script == "cjk":
        return Blend(_face(size, weight, CJK_FONT_FILES[weight]),
                     _face(size, weight, FONT_FILES[weight]),
                     lambda ch: _has(CJK_FONT_FILES[weight], ch),
                     lambda ch: _has(FONT_FILES[weight], ch))
    return _face(size, weight, FONT_FILES[weight])


@lru_cache(maxsize=None)
def text_font(size: int, weight: str = "regular", script: str = "latin"):
    """The font the screens' words are set in (`font`, its word space opened in small print:
    `Spaced`); a card's band, set to fit its name in a few pixels, uses `font` itself."""
    face = font(size, weight, script)
    if script == "latin" and size < WIDE_SPACE_BELOW[weight]:
        return Spaced(face)
    return face


#: Under these sizes in pixels, Lato draws its word space 2 to 4 pixels wide, and an
#: overhanging or leaning letter closes it: the table's status read "You have no card ofYoko in
#: hand to add." (bold at 12, the f's arm reaching for the Y's), the scoring's notes
#: "ofChristin" (italic at 10), the regular print "perartist", "Vorjedem", "Fveloce" (10 to 13
#: px at 1280x720). There a word space is drawn a hair wider (one pixel). Regular print was
#: measured over every word pair of the catalogs (English, German, Italian): some close to 2
#: pixels or less at every size up to 17 ("aber jetzt", "per Yoko" at 16 and 17), none from 18.
WIDE_SPACE_BELOW = {"regular": 18, "bold": 16, "black": 16, "italic": 16}
WIDE_SPACE = " \u200a"


class Spaced:
    """A Latin face whose word spaces are drawn `WIDE_SPACE` wide; measured as drawn, so that
    wrapping and fitting agree with what shows. Everything else is the face's own."""

    def __init__(self, face) -> None:
        self.face = face

    def __getattr__(self, name: str):
        return getattr(self.face, name)

    def size(self, text: str) -> tuple[int, int]:
        return self.face.size(text.replace(" ", WIDE_SPACE))

    def render(self, text: str, antialias: bool, colour, background=None):
        return self.face.render(text.replace(" ", WIDE_SPACE), antialias, colour, background)


def _face(size: int, weight: str, name: str):
    import pygame
    try:
        return pygame.font.Font(str(asset_path("fonts", name)), size)
    except (MissingAsset, OSError):
        return pygame.font.Font(None, size)


@lru_cache(maxsize=None)
def _outlines(name: str):
    """The font file `name` opened to ask which characters it draws (None if it cannot be)."""
    try:
        import pygame.freetype
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        return pygame.freetype.Font(str(asset_path("fonts", name)), 12)
    except (ImportError, MissingAsset, OSError, RuntimeError):
        return None


@lru_cache(maxsize=32768)
def _has(name: str, ch: str) -> bool:
    """Whether the font file `name` has a glyph for the character `ch`."""
    face = _outlines(name)
    if face is None:
        return False
    try:
        return face.get_metrics(ch)[0] is not None
    except (ValueError, UnicodeError):
        return False


def drawable(ch: str) -> bool:
    """Whether one of the game's typefaces draws the character `ch` (Lato, or the Chinese
    face), so that a name holding it shows no box; True when that cannot be told."""
    latin, cjk = FONT_FILES["regular"], CJK_FONT_FILES["regular"]
    if _outlines(latin) is None or _outlines(cjk) is None:
        return True
    return ch.isspace() or _has(latin, ch) or _has(cjk, ch)


def drawn(text: str) -> str:
    """`text` without the characters no typeface of the game draws (an emoji in a name from a
    hand-edited file, which no name field lets in): they would be drawn as boxes."""
    return text if text.isascii() else _drawn(text)


@lru_cache(maxsize=8192)
def _drawn(text: str) -> str:
    return "".join(ch for ch in text if drawable(ch))


class Blend:
    """The Chinese typeface with Lato behind it. The Chinese face is cut down to the
    characters the game needs (with Latin-1), so a name on the Chinese screens, or one mixing
    scripts, may hold a letter it lacks ("Łukasz", "Dvořák 李"): such a letter is drawn in Lato,
    which has it, on the same baseline; a character neither has shows the Chinese face's box.
    Text the Chinese face draws whole (nearly all) goes to it unchanged."""

    def __init__(self, main, spare, main_has, spare_has) -> None:
        self.main, self.spare = main, spare
        self.main_has, self.spare_has = main_has, spare_has

    def runs(self, text: str) -> list[tuple[object, str]]:
        """`text` cut into runs, each with the face that draws it."""
        out: list[tuple[object, str]] = []
        for ch in text:
            face = self.spare if not self.main_has(ch) and self.spare_has(ch) else self.main
            if out and out[-1][0] is face:
                out[-1] = (face, out[-1][1] + ch)
            else:
                out.append((face, ch))
        return out

    def size(self, text: str) -> tuple[int, int]:
        runs = self.runs(text)
        if len(runs) <= 1:
            return self.main.size(text)
        return (sum(face.size(part)[0] for face, part in runs), self._height(runs))

    def _height(self, runs) -> int:
        rise = max(face.get_ascent() for face, _part in runs)
        return max(rise - face.get_ascent() + face.size(part)[1] for face, part in runs)

    def render(self, text: str, antialias: bool, colour, background=None):
        import pygame
        runs = self.runs(text)
        if len(runs) <= 1:
            return self.main.render(text, antialias, colour, background)
        rise = max(face.get_ascent() for face, _part in runs)
        parts = [(face, face.render(part, antialias, colour)) for face, part in runs]
        out = pygame.Surface((sum(p.get_width() for _f, p in parts), self._height(runs)),
                             pygame.SRCALPHA)
        if background is not None:
            out.fill(background)
        x = 0
        for face, part in parts:
            out.blit(part, (x, rise - face.get_ascent()))
            x += part.get_width()
        return out
