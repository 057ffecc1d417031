"""The player's language: its catalog of translations, its numbers and lists, its typeface.

The catalogs are the standard gettext `.po` files under `assets/locale/<code>/LC_MESSAGES/`,
read with Babel (which also formats numbers and lists the language's way). The English words
are in the code (`game.i18n`), so English needs no catalog. A missing or broken catalog falls
back to English with a warning: words, never a crash.
"""
from __future__ import annotations

import gettext
import io
import logging
from functools import lru_cache

from game.i18n import Text, english_list, translate

from ..assets import MissingAsset, asset_path

log = logging.getLogger(__name__)

#: The gettext domain: assets/locale/<code>/LC_MESSAGES/modern_art.po.
DOMAIN = "modern_art"

#: The languages the game speaks, each named in its own words (the settings' choices).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "it": "Italiano",
    "de": "Deutsch",
    "zh_TW": "繁體中文",
}

#: Babel's name of each language's locale (numbers, lists, plural rules).
_LOCALES = {"en": "en", "it": "it", "de": "de", "zh_TW": "zh_Hant_TW"}

#: The languages drawn in the CJK typeface (Lato has no Chinese characters).
CJK_LANGUAGES = frozenset({"zh_TW"})


class Words:
    """One language's words: `text()` turns anything shown into that language."""

    def __init__(self, code: str, catalog: gettext.NullTranslations) -> None:
        from babel import Locale
        self.code = code
        self.catalog = catalog
        self.locale = Locale.parse(_LOCALES[code])
        #: "cjk" or "latin": which typeface the language is drawn in.
        self.script = "cjk" if code in CJK_LANGUAGES else "latin"
        self._numbers: dict[int | float, str] = {}

    def gettext(self, message: str) -> str:
        return self.catalog.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.catalog.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        return self.catalog.pgettext(context, message)

    def number(self, value: int | float) -> str:
        """A number written the language's way (1,234 / 1.234); remembered, as the same
        numbers are drawn frame after frame."""
        text = self._numbers.get(value)
        if text is None:
            from babel.numbers import format_decimal
            if len(self._numbers) > 4096:
                self._numbers.clear()
            text = self._numbers[value] = format_decimal(value, locale=self.locale)
        return text

    def join(self, items: list[str]) -> str:
        """Items as a list: "A, B and C" (English as the code writes it, without Babel's
        serial comma, so the English on screen is the English in the code)."""
        if self.code == "en" or len(items) < 2:
            return english_list(items)
        from babel.lists import format_list
        return format_list(items, locale=self.locale)

    def text(self, value) -> str:
        """Whatever is shown, in this language (a Text translated, a number formatted, a name
        as it is)."""
        if isinstance(value, Text):
            # English is the code's own words: the Text is its English already.
            return str.__str__(value) if self.code == "en" else value.translate(self)
        return value if isinstance(value, str) else translate(value, self)


def catalog_path(code: str):
    """The `.po` catalog of language `code` (raises MissingAsset if it is not there)."""
    return asset_path("locale", code, "LC_MESSAGES", f"{DOMAIN}.po")


@lru_cache(maxsize=None)
def words_for(code: str) -> Words:
    """The Words of language `code` (read once); English if the code or its catalog is not
    usable."""
    if code not in LANGUAGES:
        log.warning("unknown language %r: English instead", code)
        code = "en"
    if code == "en":
        return Words("en", gettext.NullTranslations())
    try:
        return Words(code, _read_catalog(code))
    except (MissingAsset, OSError, ValueError) as e:
        log.warning("the %s catalog could not be read (%s): English instead", code, e)
        return Words("en", gettext.NullTranslations())


def _read_catalog(code: str) -> gettext.GNUTranslations:
    """Language `code`'s catalog, read from its .po file and compiled in memory."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    with open(catalog_path(code), "rb") as f:
        catalog = read_po(f, locale=_LOCALES[code], domain=DOMAIN)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


def system_language(preferred: list[dict] | None = None) -> str:
    """The first of the system's preferred languages the game speaks ("en" if none):
    `preferred` as pygame's `system.get_pref_locales()` gives it."""
    if preferred is None:
        try:
            import pygame
            preferred = pygame.system.get_pref_locales()
        except (ImportError, AttributeError, Exception):  # noqa: BLE001 - a guess, never a crash
            preferred = []
    for entry in preferred or []:
        lang = str(entry.get("language") or "").lower()
        country = str(entry.get("country") or "").upper()
        if lang == "zh":
            # Traditional Chinese where it is written (Taiwan, Hong Kong, Macau); the game has
            # no Simplified catalog, and a reader of Simplified reads Traditional better than
            # English.
            return "zh_TW"
        if lang in LANGUAGES:
            return lang
    return "en"


def language_of(setting: str | None, preferred: list[dict] | None = None) -> str:
    """The language to speak: the setting's, or the system's when the setting follows it."""
    if setting and setting in LANGUAGES:
        return setting
    return system_language(preferred)
