"""Every catalog complete: every marked string of the code in the committed template, every
language's catalog translating all of it (nothing fuzzy, every {field} kept, `msgfmt --check`
clean), and every character of the Chinese catalog in the subset typeface the game ships."""
from __future__ import annotations

from pathlib import Path

import pytest

from tools import catalogs

ROOT = Path(__file__).resolve().parent.parent


def _entries(catalog) -> set:
    """(message, plural, context, translator's comments) of every entry: what the template
    carries for the code's messages."""
    return {(m.id if isinstance(m.id, str) else tuple(m.id), m.context,
             tuple(m.auto_comments)) for m in catalog if m.id}


def test_the_committed_template_is_a_fresh_extraction():
    fresh = catalogs.extract_catalog()
    committed = catalogs.read(catalogs.POT)
    missing = sorted(map(str, _entries(fresh) - _entries(committed)))
    stale = sorted(map(str, _entries(committed) - _entries(fresh)))
    assert not missing and not stale, (
        "assets/locale/modern_art.pot is not the code's messages: run "
        "`python tools/catalogs.py all`.\n"
        f"{len(missing)} marked in the code but not in the template:\n  "
        + "\n  ".join(missing[:200])
        + f"\n{len(stale)} in the template but no longer in the code:\n  "
        + "\n  ".join(stale[:200]))


@pytest.mark.parametrize("code", catalogs.LANGUAGES)
def test_every_catalog_is_complete(code):
    found = catalogs.problems(code)
    assert found == [], f"{len(found)} problems in the {code} catalog:\n  " + "\n  ".join(
        found[:300])


def _cmap(path: Path) -> set[str]:
    from fontTools.ttLib import TTFont
    font = TTFont(str(path), lazy=True)
    return {chr(c) for c in font.getBestCmap()}


@pytest.mark.parametrize("weight", ["Regular", "Bold"])
def test_every_character_of_the_chinese_catalog_is_in_the_subset_typeface(weight):
    path = ROOT / "assets" / "fonts" / f"NotoSansTC-Subset-{weight}.otf"
    have = _cmap(path)
    catalog = catalogs.read(catalogs.po_path("zh_TW"), "zh_TW")
    needed: dict[str, str] = {}
    for m in catalog:
        if not m.id:
            continue
        for s in (m.string if isinstance(m.string, (list, tuple)) else (m.string,)):
            for ch in s or "":
                if ch.isprintable() and not ch.isspace():
                    needed.setdefault(ch, m.id if isinstance(m.id, str) else m.id[0])
    for name in ("繁體中文",):
        needed.update({ch: name for ch in name})
    missing = {ch: mid for ch, mid in needed.items() if ch not in have}
    assert not missing, (
        f"{len(missing)} characters of the zh_TW catalog are not in {path.name} "
        "(run `python tools/catalogs.py font`):\n  "
        + "\n  ".join(f"{ch!r} U+{ord(ch):04X} in {mid!r}" for ch, mid in
                      sorted(missing.items())[:200]))


@pytest.mark.parametrize("weight", ["Regular", "Bold"])
def test_the_chinese_typeface_keeps_the_letters_of_european_names(weight):
    """Text with Chinese in it, and every text on the Chinese screens, is drawn in the Chinese
    typeface: it had no "ë" or "Å", so "Zoë Ålborg 李" showed boxes (seen typing a name). It
    now holds Latin-1 and every letter the German and Italian catalogs use; the letters of
    Latin Extended-A that Noto Sans CJK lacks are drawn in Lato (the next test)."""
    have = _cmap(ROOT / "assets" / "fonts" / f"NotoSansTC-Subset-{weight}.otf")
    wanted = {chr(c) for c in range(0xA1, 0x100) if chr(c).isprintable()}
    for code in ("de", "it"):
        for m in catalogs.read(catalogs.po_path(code), code):
            for s in (m.string if isinstance(m.string, (list, tuple)) else (m.string,)):
                wanted |= {ch for ch in s or "" if ch.isalpha()}
    missing = sorted(wanted - have)
    assert not missing, f"not in the Chinese typeface: {missing[:40]}"


@pytest.mark.parametrize("weight", ["regular", "bold", "black", "italic"])
def test_a_name_mixing_scripts_is_drawn_letter_for_letter(weight):
    """Every letter of Latin-1 and Latin Extended-A ("Łukasz", "Dvořák") beside Chinese is
    drawn by a face that has it: the Chinese one, else Lato on the same line; the runs add up
    to the text, and the drawn line is as wide as measured."""
    import pygame
    pygame.font.init()
    from scenes.assets import CJK_FONT_FILES, FONT_FILES, _has, font
    blend = font(24, weight, "cjk")
    letters = "".join(chr(c) for c in range(0xA1, 0x180) if chr(c).isprintable())
    text = f"李明 {letters} 陳"
    runs = blend.runs(text)
    assert "".join(part for _face, part in runs) == text
    for face, part in runs:
        name = CJK_FONT_FILES[weight] if face is blend.main else FONT_FILES[weight]
        assert all(_has(name, ch) for ch in part), (name, part)
    assert any(face is blend.spare for face, _part in runs)     # Ł, ř ... come from Lato
    assert blend.render("Łukasz 李", True, (0, 0, 0)).get_size() == blend.size("Łukasz 李")
    assert blend.size("李明") == blend.main.size("李明")        # Chinese alone: unchanged


def test_the_real_catalogs_translate_the_settings_screen():
    """The languages' catalogs are the ones the game reads (assets/locale/<code>/...)."""
    from game.i18n import _
    from scenes.session.language import words_for
    assert words_for("it").text(_("Settings")) == "Impostazioni"
    assert words_for("de").text(_("Settings")) == "Einstellungen"
    assert words_for("zh_TW").text(_("Settings")) == "設定"


@pytest.mark.parametrize("code", ["en", "de", "it", "zh_TW"])
def test_the_fast_forward_banner_and_the_tables_key_line_use_one_word(code):
    """In German the table's key line said "F Vorspulen" and the banner it turns on
    "SCHNELLVORLAUF (F)", in Italian "F veloce" and "AVANTI VELOCE (F)": two words for one
    thing (seen playing in German and Italian). The banner now says the key line's word (the
    key the language's: V in German and Italian, "V Vorspulen", "VORSPULEN (V)")."""
    from scenes.session.language import words_for
    from scenes.table.keys import table_keys
    from scenes.table.log_panel import FAST_FORWARD_BANNER, FOOTER_KEYS
    words = words_for(code)
    letter = table_keys(words.text)["fast"][1]

    def plain(text: str) -> str:
        for mark in (f"({letter})", f"\uff08{letter}\uff09"):
            text = text.replace(mark, "")
        return " ".join(text.replace("-", " ").lower().split())
    banner = plain(words.text(FAST_FORWARD_BANNER))
    keys = plain(words.text(FOOTER_KEYS[1]))
    assert keys.startswith(letter.lower() + " ") or keys.startswith(letter.lower() + "\uff1a")
    assert banner and banner in keys, (banner, keys)
    assert (banner == "fast forward") == (code == "en")        # translated, not left English
