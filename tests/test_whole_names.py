"""An artist's name never breaks across lines. A play-tester at 1280x720 read "Clemens mette un
premio su Lite" with "Metal." alone on the next line of the card game's log (Italian), and
"Clemens legt einen Preis auf Karl" over "Gitter." (German): the wrap kept only "Christin P"
together (a lone capital never starts a line). Every wrapped text now keeps each artist's
name whole (the log, tips, the stand, help on hover, scoring: they all wrap through
`TextCache.wrap`), in every language; a name of one word, "Christin P" and text without a
name break as before."""
from __future__ import annotations

import dataclasses
import re

import pytest

from tests.catalog_helpers import messages
from tests.test_card_table import card_match
from tests.ui_driver import FAST, Driver

import scenes.context as context
from game.cards import THEMES
from game.i18n import _
from scenes.table.log_panel import LINE_SIZE, body_rect, shown_lines

AWARD = "{name} places an award on {artist}."
#: The play-tester's two lines: (language, artist, the name's last word alone as they read it).
TESTER = [("it", "Lite Metal", "Metal."), ("de", "Karl Gitter", "Gitter.")]
#: The tester's German line as they read it: the award is "eine Auszeichnung" since, a longer
#: line that the old wrap happens to break before "Karl".
READ = {"de": "Clemens legt einen Preis auf Karl Gitter."}
NAMES = [n for names in THEMES.values() for n in names]
TWO_WORDS = [n for n in NAMES if " " in n]


def _old_wrap(monkeypatch, ctx, text, size: int, width: int) -> list[str]:
    """How the wrap before this mend broke `text`: a fresh cache without whole names."""
    with monkeypatch.context() as m:
        m.setattr(context, "whole_names", lambda items, *_a: items, raising=False)
        old = context.TextCache(words=ctx.text.words)
        return old.wrap(text, size, width)


def _breaks_a_name(lines: list[str]) -> bool:
    joined = [f"{a}\n{b}" for a, b in zip(lines, lines[1:])]
    return any(re.search(re.escape(n).replace("\\ ", r"\s*\n\s*"), j)
               for n in TWO_WORDS for j in joined)


@pytest.mark.parametrize("lang,artist,alone", TESTER, ids=[t[0] for t in TESTER])
def test_the_testers_log_lines_keep_the_artists_name_whole(lang, artist, alone):
    """The card game's table at 1280x720: Clemens's award line in the log, as drawn."""
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, language=lang))
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    drawn: list[str] = []
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.append(text))
    table.log.add(("play", _(AWARD).format(name="Clemens", artist=artist)))
    ui.frame(0.0, n=2)
    _pinned, shown = shown_lines(ui.ctx, table.log, table.layout.log, table.log.room)
    rows = [str(ui.ctx.text.shown(t)) for _s, t, _at in shown]
    assert rows[-1].endswith(f"{artist}.") and alone not in rows, rows
    assert rows[-2].startswith("Clemens "), rows        # still two lines, broken before it
    assert rows[-1] in drawn and alone not in drawn


def test_the_testers_lines_broke_the_name_before(monkeypatch):
    """The same lines, at the same width, did break inside the name (so the test above is
    about the mend, not about a log that happened to be wide enough)."""
    ui = Driver((1280, 720))
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    width = body_rect(ui.ctx, table.layout.log, table.log.room).w - ui.ctx.px(8)
    for lang, artist, alone in TESTER:
        ui.ctx.set_language(lang)
        line = READ.get(lang) or _(AWARD).format(name="Clemens", artist=artist)
        old = _old_wrap(monkeypatch, ui.ctx, line, ui.ctx.px(LINE_SIZE), width)
        assert old[-1] == alone, old
        new = ui.ctx.text.wrap(line, ui.ctx.px(LINE_SIZE), width)
        assert new[-1] == f"{artist}.", new


def _lines_with_names(lang: str):
    """Every message of `lang` that names an artist, with each name of every theme in it (the
    other fields filled with a player's name and a number)."""
    for _msgid, text in messages(lang):
        if "{artist}" not in text:
            continue
        for artist in NAMES:
            line = text.replace("{artist}", artist)
            yield re.sub(r"\{[a-z_]+\}", "Clemens 12", line)


@pytest.mark.parametrize("lang", ["en", "de", "it", "zh_TW"])
def test_no_catalog_line_breaks_a_name_and_the_rest_wraps_as_before(monkeypatch, lang):
    """At the log's and a tip's widths of both window sizes: no line ends inside a name; and
    wherever the old wrap kept every name whole (a name of one word, "Christin P", Chinese
    text whose Latin names fell on one line), the lines are exactly as before."""
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, language=lang))
    lines = sorted(set(_lines_with_names(lang))) if lang != "en" else sorted(
        {re.sub(r"\{[a-z_]+\}", "Clemens 12", m.replace("{artist}", a))
         for m, _s in messages("de") if "{artist}" in m for a in NAMES})
    assert len(lines) > 100
    mended = same = 0
    for size, width in ((13, 230), (20, 345), (14, 300)):
        for line in lines:
            new = ui.ctx.text.wrap(line, size, width)
            old = _old_wrap(monkeypatch, ui.ctx, line, size, width)
            assert not _breaks_a_name(new), (line, new)
            if _breaks_a_name(old):
                mended += 1
                assert len(new) <= len(old) + 1, (old, new)
            else:
                same += 1
                assert new == old, (line, old, new)
    assert same > mended > 0


def test_a_one_word_name_and_christin_p_wrap_as_before(monkeypatch):
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, language="it"))
    size = ui.ctx.px(LINE_SIZE)
    for artist in ("Krypto", "Yoko", "Rothko", "Christin P"):
        line = _(AWARD).format(name="Clemens", artist=artist)
        for width in range(120, 260, 7):
            old = _old_wrap(monkeypatch, ui.ctx, line, size, width)
            assert ui.ctx.text.wrap(line, size, width) == old, (artist, width, old)
    assert ui.ctx.text.wrap("Clemens mette un premio su Christin P.", size, 200)[-1] == \
        "Christin P."


def test_a_name_wider_than_the_line_still_breaks_at_its_space():
    """A line too narrow for "Karl Gitter" whole breaks it at its space, as before, never in
    the middle of a word."""
    ui = Driver((1280, 720))
    size = 13
    whole = ui.ctx.text.size("Karl Gitter", size)[0]
    lines = ui.ctx.text.wrap("Clemens bids on Karl Gitter.", size, whole - 4)
    assert "Karl" in lines and "Gitter." in lines, lines


@pytest.mark.parametrize("artist", TWO_WORDS)
def test_a_chinese_line_keeps_a_latin_name_whole(artist):
    """Chinese breaks between any two characters; a Latin name in it stays on one line."""
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, language="zh_TW"))
    size = 13
    line = f"克萊門斯在{artist}上放了一個獎勵標記，本回合{artist}的每幅畫作都加2。"
    for width in range(90, 330, 3):
        lines = ui.ctx.text.wrap(line, size, width)
        assert not _breaks_a_name(lines), (width, lines)
        assert "".join(lines).replace(" ", "") == line.replace(" ", "")
