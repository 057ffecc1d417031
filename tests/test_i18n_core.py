"""The translation layer: marked words know their English and translate where they are shown;
a language's catalog, numbers, lists and typeface; the setting switches at once."""
from __future__ import annotations

import gettext
import io
import pickle

import pygame
import pytest

from game.i18n import Text, _, and_list, join_text, message_of, n_, p_
from scenes.context import TextCache, make_context
from scenes.session.language import (LANGUAGES, Words, language_of, system_language,
                                     words_for)
from scenes.session.settings import Settings, settings_from_json, settings_to_json


def catalog(code: str, entries: dict, plural: str = "nplurals=2; plural=(n != 1);"):
    """A catalog made here: {msgid or (context, msgid) or (singular, plural): translation}."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    cat = Catalog(locale={"zh_TW": "zh_Hant_TW"}.get(code, code))
    for key, value in entries.items():
        if isinstance(key, tuple) and isinstance(value, tuple):
            cat.add(key, value)
        elif isinstance(key, tuple):
            cat.add(key[1], value, context=key[0])
        else:
            cat.add(key, value)
    buffer = io.BytesIO()
    write_mo(buffer, cat)
    buffer.seek(0)
    return Words(code, gettext.GNUTranslations(buffer))


GERMAN = catalog("de", {
    "{who} plays {card}.": "{who} spielt {card}.",
    "Open auction": "Offene Versteigerung",
    ("{n} card", "{n} cards"): ("{n} Karte", "{n} Karten"),
    ("auction method", "Open"): "Offen",
    "the bank": "die Bank",
    "You have {cash}.": "Du hast {cash}.",
})


def test_a_text_is_its_english_words():
    t = _("{who} plays {card}.").format(who="Axel", card=_("Open auction"))
    assert t == "Axel plays Open auction." and isinstance(t, str)
    assert t.msgid == "{who} plays {card}."
    assert "plays" in t                       # code and tests that read English keep working


def test_a_sentence_is_translated_whole_with_its_parts():
    t = _("{who} plays {card}.").format(who="Axel", card=_("Open auction"))
    assert GERMAN.text(t) == "Axel spielt Offene Versteigerung."


def test_plural_forms_follow_the_number():
    assert n_("{n} card", "{n} cards", 1) == "1 card"
    assert n_("{n} card", "{n} cards", 3) == "3 cards"
    assert GERMAN.text(n_("{n} card", "{n} cards", 1)) == "1 Karte"
    assert GERMAN.text(n_("{n} card", "{n} cards", 7)) == "7 Karten"


def test_a_plural_sentence_takes_its_other_parts_after_the_number():
    t = n_("{name} adds {n} card.", "{name} adds {n} cards.", 2).format(name="Bea")
    assert t == "Bea adds 2 cards."
    de = catalog("de", {("{name} adds {n} card.", "{name} adds {n} cards."):
                        ("{name} legt {n} Karte an.", "{name} legt {n} Karten an.")})
    assert de.text(t) == "Bea legt 2 Karten an."


def test_updating_the_catalogs_keeps_each_language_its_own(tmp_path, monkeypatch):
    """Babel's update hands the template's message objects to the catalog it updates: each
    language must get a template of its own, or one language's words leak into the next."""
    import importlib.util
    from pathlib import Path
    spec = importlib.util.spec_from_file_location(
        "catalogs", Path(__file__).resolve().parent.parent / "tools" / "catalogs.py")
    catalogs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(catalogs)
    monkeypatch.setattr(catalogs, "LOCALE", tmp_path)
    monkeypatch.setattr(catalogs, "PARTS", tmp_path / "parts")
    monkeypatch.setattr(catalogs, "POT", tmp_path / "x.pot")
    monkeypatch.setattr(catalogs, "extract_catalog", lambda files=None: _one_message_catalog())
    catalogs._write(_one_message_catalog(), tmp_path / "x.pot")
    catalogs.part("x", [Path("game/i18n.py")])
    for code, word in (("it", "Passo"), ("de", "Passen"), ("zh_TW", "放棄")):
        path = tmp_path / "parts" / "x" / f"{code}.po"
        part = catalogs.read(path, code)
        part["Pass"].string = word
        catalogs._write(part, path)
    catalogs.update()
    got = {code: catalogs.read(catalogs.po_path(code), code)["Pass"].string
           for code in ("it", "de", "zh_TW")}
    assert got == {"it": "Passo", "de": "Passen", "zh_TW": "放棄"}


def _one_message_catalog():
    from babel.messages.catalog import Catalog
    catalog = Catalog()
    catalog.add("Pass", None, [("game/x.py", 1)])
    return catalog


def test_context_tells_senses_apart():
    assert p_("auction method", "Open") == "Open"
    assert GERMAN.text(p_("auction method", "Open")) == "Offen"


def test_numbers_are_written_the_languages_way():
    assert GERMAN.text(_("You have {cash}.").format(cash=1234)) == "Du hast 1.234."
    # English is the code's own words, numbers as the code writes them.
    assert words_for("en").text(_("You have {cash}.").format(cash=1234)) == "You have 1234."


def test_lists_and_joins_translate_each_item():
    items = ["Axel", _("the bank")]
    assert and_list(items) == "Axel and the bank"
    assert GERMAN.text(and_list(items)) == "Axel und die Bank"
    assert words_for("en").text(and_list(["A", "B", "C"])) == "A, B and C"
    assert GERMAN.text(join_text(" · ", [_("Open auction"), 3])) == "Offene Versteigerung · 3"


def test_format_takes_named_parts_only():
    with pytest.raises(TypeError):
        _("{} plays").format("Axel")


def test_a_translation_with_a_wrong_part_falls_back_to_english():
    broken = catalog("de", {"{who} passes.": "{wer} passt."})
    assert broken.text(_("{who} passes.").format(who="Bea")) == "Bea passes."


def test_texts_survive_pickling():
    for t in (_("{who} plays {card}.").format(who="A", card=_("Open auction")),
              n_("{n} card", "{n} cards", 2), and_list(["a", _("the bank")]),
              join_text("/", [_("the bank"), 2])):
        back = pickle.loads(pickle.dumps(t))
        assert type(back) is type(t) and back == t and GERMAN.text(back) == GERMAN.text(t)


def test_an_errors_message_keeps_its_text():
    from game.engine import IllegalAction
    error = IllegalAction(_("Open auction"))
    assert isinstance(message_of(error), Text)
    assert message_of(ValueError("plain")) == "plain"


@pytest.mark.parametrize("preferred, code", [
    ([{"language": "it", "country": "IT"}], "it"),
    ([{"language": "fr", "country": None}, {"language": "de", "country": "AT"}], "de"),
    ([{"language": "zh", "country": "TW"}], "zh_TW"),
    ([{"language": "zh", "country": "CN"}], "zh_TW"),
    ([{"language": "fr", "country": "FR"}], "en"),
    ([], "en"),
    ([{"language": None, "country": None}], "en"),
])
def test_the_system_language_is_the_first_the_game_speaks(preferred, code):
    assert system_language(preferred) == code


def test_the_setting_wins_over_the_system():
    assert language_of("de", [{"language": "it", "country": "IT"}]) == "de"
    assert language_of(None, [{"language": "it", "country": "IT"}]) == "it"


def test_the_language_setting_round_trips_and_refuses_nonsense():
    s = Settings(language="it")
    back, wrong = settings_from_json(settings_to_json(s))
    assert back.language == "it" and wrong == []
    data = settings_to_json(s) | {"language": "xx"}
    back, wrong = settings_from_json(data)
    assert back.language is None and wrong == ["language"]


def test_every_language_has_a_catalog_that_loads():
    for code in LANGUAGES:
        assert words_for(code).code == code


@pytest.fixture
def video():
    pygame.init()          # left running: fonts are cached for the whole test process
    yield


def test_the_text_cache_draws_in_the_players_language(video):
    cache = TextCache(words=words_for("en"))
    english = cache.render(_("Open auction"), 20).get_width()
    cache.set_words(GERMAN)
    assert cache.shown(_("Open auction")) == "Offene Versteigerung"
    assert cache.render(_("Open auction"), 20).get_width() > english


def test_cjk_text_wraps_between_characters_within_its_width(video):
    cache = TextCache(words=words_for("zh_TW"))
    line = "繁體中文" * 12
    width = cache.size("繁體中文", 20)[0] * 3
    lines = cache.wrap(line, 20, width)
    assert len(lines) >= 4 and "".join(lines) == line
    assert all(cache.size(part, 20)[0] <= width for part in lines)


def test_a_chinese_name_is_drawn_in_the_cjk_typeface_in_any_language(video):
    cache = TextCache(words=words_for("en"))
    # Lato has no such glyphs: the CJK face draws four distinct characters, not four boxes.
    glyphs = [pygame.image.tobytes(cache.render(c, 24), "RGBA") for c in "繁體中文"]
    assert len(set(glyphs)) == 4


def test_changing_the_setting_switches_the_language_at_once(video):
    screen = pygame.Surface((1280, 720))
    ctx = make_context(screen, Settings(language="en"), seed=1, windowed=False)
    assert ctx.words.code == "en"
    ctx.change_settings(language="de")
    assert ctx.words.code == "de" and ctx.text.words.code == "de"
    ctx.change_settings(language="en")
    assert ctx.words.code == "en"


def test_a_bid_stays_on_the_line_of_the_name_it_belongs_to(video):
    cache = TextCache(words=words_for("en"))
    line = "Bids: Clemens 5 · Doris 10 · You 30 · Beatrix passes · Clemens 35."
    for width in range(cache.size("Clemens 35.", 20)[0], cache.size(line, 20)[0] + 1, 7):
        lines = cache.wrap(line, 20, width)
        assert " ".join(lines) == line
        for part in lines:
            # No line starts with an amount or the separator: they stay with the name before.
            assert not part[0].isdigit() and not part.startswith("·")
            assert cache.size(part, 20)[0] <= width


def test_a_bid_stays_with_its_name_in_chinese_too(video):
    cache = TextCache(words=words_for("zh_TW"))
    line = "出價：克萊門斯 5 · 朵莉絲 10 · 你 30 · 碧翠絲 不出價 · 克萊門斯 35。"
    for width in range(cache.size("克萊門斯 35。", 20)[0], cache.size(line, 20)[0] + 1, 9):
        lines = cache.wrap(line, 20, width)
        assert "".join(lines).replace(" ", "") == line.replace(" ", "")
        for part in lines:
            assert not part[0].isdigit() and not part.startswith("·")
            assert cache.size(part, 20)[0] <= width


def test_punctuation_keeps_to_its_word_on_chinese_lines(video):
    """"已交出暗標：Dvořák、Clemens和Doris。" left "。" alone on the log's next line (seen in
    the Chinese log): after a Latin name the full stop and the comma were units of their own.
    They stay with the word before them at every width, and an opening bracket with the word
    after it."""
    cache = TextCache(words=words_for("zh_TW"))
    line = ("已交出暗標：Dvořák、Clemens和Doris。Beatrix（電腦）出價 12，你 13。"
            "Doris打出Christin P（雙重拍賣）「Krypto」（Karl Gitter）。")
    closing, opening = "、。，：；！？）」』", "（「『《〈【"
    # From the widest word with its punctuation (a narrower line cuts words, as it must).
    widest = max(cache.size(word, 20)[0] for word in ("Clemens和", "「Krypto」", "Gitter）。"))
    for width in range(widest, cache.size(line, 20)[0] + 1, 5):
        lines = cache.wrap(line, 20, width)
        assert "".join(lines).replace(" ", "") == line.replace(" ", "")
        for part in lines[1:]:
            assert part[0] not in closing, (width, lines)
        for part in lines[:-1]:
            assert part[-1] not in opening, (width, lines)


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_a_character_no_typeface_draws_is_left_out_where_text_is_drawn(video, language):
    """A name field leaves out an emoji, but a hand-edited save may still hold one: it was drawn
    as a box beside the name. Text is drawn, measured and wrapped without such characters, as
    it is without control characters."""
    cache = TextCache(words=words_for(language))
    name, plain = "Zoë😀 Ålborg 李🎨", "Zoë Ålborg 李"
    assert cache.size(name, 20) == cache.size(plain, 20)
    assert cache.render(name, 20).get_size() == cache.render(plain, 20).get_size()
    assert cache.wrap(f"{name} bid 12", 20, 2000) == [f"{plain} bid 12"]
    assert cache.size("😀", 20)[0] == 0


def test_measures_are_cached_per_language_and_bounded(video):
    """Text measures are kept like renders (layouts measure the same words every frame): a
    change of language measures again in the new words, and the store stays within its
    limit."""
    cache = TextCache(limit=50, words=words_for("en"))
    english = cache.size(_("Settings"), 20)
    assert cache.size(_("Settings"), 20) == english
    cache.set_words(words_for("de"))
    assert cache.size(_("Settings"), 20) == cache._font("Einstellungen", 20, "regular").size(
        "Einstellungen") != english
    for n in range(200):
        cache.size(str(n), 12)
    assert len(cache._sizes) <= 50


@pytest.mark.parametrize("code, line", [
    ("en", "Leading artists: Christin P +3 (worth 7 a card), Karl Gitter +2 and Yoko +1."),
    ("zh_TW", "領先的藝術家：Christin P +3（每張值7分），Karl Gitter +2，Yoko +1。"),
])
def test_an_artists_name_ending_in_a_letter_keeps_it_on_its_line(video, code, line):
    """"Christin P" broke between its two words, the "P" alone at the start of the next line
    (seen in Chinese in a round's scoring notes): a lone capital stays with the word before."""
    cache = TextCache(words=words_for(code))
    for width in range(cache.size("Christin P", 20)[0], cache.size(line, 20)[0] + 1, 5):
        lines = cache.wrap(line, 20, width)
        assert not any(part.startswith("P") for part in lines[1:]), (width, lines)
        assert "".join(lines).replace(" ", "") == line.replace(" ", "")
