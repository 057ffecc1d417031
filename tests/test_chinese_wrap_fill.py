"""No Chinese line stops half full: the Rules screen's dealing paragraph at 1920×1080 ended its
first line at "…第4回合不發" and went on below with "牌。3人：10、6、6張。…": the wrap glued each
number to the unit before it, so from "牌" on to the next word break the numbers, their
units and punctuation made one unbreakable run. A number may now start a line after a Chinese
full stop, comma or colon, as any character may."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, Driver

from scenes.card_rules_text import card_sections
from scenes.rules import RulesScene
from scenes.rules_text import auction_sections

DEALING = "在第1、2、3回合開始時發牌，手牌保留到下一回合；第4回合不發牌。3人：10、6、6張。"


def _zh(size):
    return Driver(size, settings=dataclasses.replace(FAST, language="zh_TW"))


def test_the_dealing_paragraph_breaks_where_its_line_is_full():
    ui = _zh((1920, 1080))
    rules = RulesScene(ui.ctx, "auction")
    ui.ctx.stack.push(rules)
    ui.frame(0.0)
    para = next(p for t, _i, paras in rules.sections if str(t) == "Dealing" for p in paras)
    assert ui.ctx.text.shown(para).startswith(DEALING)
    width = rules.page.get_width()
    size = ui.ctx.px(16)
    lines = ui.ctx.text.wrap(para, size, width)
    first = ui.ctx.text.size(lines[0], size)[0]
    assert first > width - 3 * size, lines           # not stopped at "…不發" with room left
    assert not (lines[0].endswith("發") and lines[1].startswith("牌")), lines


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_chinese_rules_line_but_a_paragraphs_last_is_nearly_full(size):
    ui = _zh(size)
    rules = RulesScene(ui.ctx, "auction")
    ui.ctx.stack.push(rules)
    ui.frame(0.0)
    width, px = rules.page.get_width(), ui.ctx.px(16)
    for sections in (auction_sections("classic"), card_sections("masters")):
        for _title, _icon, paras in sections:
            for para in paras:
                lines = ui.ctx.text.wrap(para, px, width)
                for line, after in zip(lines, lines[1:]):
                    room = width - ui.ctx.text.size(line, px)[0]
                    # The next line's first piece ("（21張）。") did not fit: a few characters' room.
                    assert room < 6 * px or " " in after[:12], (line, after, room)
