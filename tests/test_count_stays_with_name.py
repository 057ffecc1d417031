"""An artist's name and its count stand on one line: the German status line under everyone
plays broke inside "Yoko 1/6" ("… (in Reichweite: Yoko" at one line's end, "1/6 und Karl
Gitter 2/6)." at the next's start). A count of a limit never starts a line, as a number
never does (`TextCache.wrap`), in every language, at every width the lines may have."""
from __future__ import annotations

import dataclasses
import re

import pytest

from tests.test_card_reveal_ends import _everyone_plays, _tester_s_table
from tests.ui_driver import FAST, Driver

from game.card.actions import PlayCard
from game.card.engine import apply, view
from scenes.table.card_controls import reveal_words


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_a_count_is_never_parted_from_its_artist(language):
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, language=language))
    ctx = ui.ctx
    s = _tester_s_table()
    s = apply(s, PlayCard(0, _everyone_plays(s)))
    words = reveal_words(view(s, None))          # "… Yoko 1/6 and Karl Gitter 2/6)."
    assert "Yoko 1/6" in ctx.text.shown(words) and "Karl Gitter 2/6" in ctx.text.shown(words)
    parted = []
    for width in range(ctx.px(120), ctx.px(700), 3):
        lines = ctx.text.wrap(words, ctx.px(13), width)
        assert "".join(lines).replace(" ", "") == ctx.text.shown(words).replace(" ", "")
        for line, after in zip(lines, lines[1:]):
            if re.match(r"\s*[0-9]/[0-9]", after) or re.search(r"(Yoko|Gitter)\s*$", line):
                parted.append((width, line, after))
    assert not parted, parted[:3]


def test_a_count_in_other_words_stays_with_the_word_before_it():
    """The rule is the wrap's own: any "n/m" after a word ("round 2/4") stays with it."""
    ui = Driver((1280, 720), settings=FAST)
    ctx = ui.ctx
    text = "aaaa bbbb cccc 2/4 dddd"
    width = ctx.text.size("aaaa bbbb cccc", ctx.px(13))[0] + 2
    assert ctx.text.wrap(text, ctx.px(13), width) == ["aaaa bbbb", "cccc 2/4 dddd"]
