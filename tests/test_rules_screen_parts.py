"""The Rules' "Playing on screen" is no wall of text. In Italian (and every language, English
too) it ran as long paragraphs one under another, the bid box and the two buttons that bid or
pass for you in one of nine lines. It now has headings inside it (Bidding, Help at the table,
Keys, Saving and closing; the card game's hand-over too), the two buttons as a list, and no
running paragraph of it longer than five lines at 1280×720 in any language."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, Driver

from game.i18n import Text
from scenes import ui
from scenes.rules import RulesScene, paragraph_kind
from scenes.rules_text import SCREEN_TITLE, Heading, Item

LANGUAGES = ["en", "it", "de", "zh_TW"]


def _screen_section(rules: RulesScene):
    return next(paras for title, _icon, paras in rules.sections if title == SCREEN_TITLE)


def test_a_heading_or_an_item_stays_one_when_its_parts_are_filled_in():
    heading = Heading.of(Text("Hello {name}"))
    filled = heading.format(name="Axel")
    assert isinstance(filled, Heading) and filled == "Hello Axel"
    assert paragraph_kind(filled) == "heading"
    assert paragraph_kind(Item.of(SCREEN_TITLE)) == "item"
    assert paragraph_kind(SCREEN_TITLE) == "para"


@pytest.mark.parametrize("game", ["auction", "card"])
def test_playing_on_screen_has_headings_and_no_wall(game):
    ui_ = Driver(size=(1280, 720))
    for code in LANGUAGES:
        ui_.ctx.set_language(code)
        rules = RulesScene(ui_.ctx, game=game)
        ui_.ctx.stack.push(rules)
        ui_.frame()
        paras = _screen_section(rules)
        kinds = [paragraph_kind(p) for p in paras]
        assert kinds.count("heading") >= 3 and kinds[0] == "para", kinds
        assert game == "card" or kinds.count("item") == 2, kinds
        width = max(ui_.ctx.px(300), rules.body.w)
        line = ui.wrapped_height(ui_.ctx, "x", 16, width, "regular", 1.35)
        for p in paras:
            if paragraph_kind(p) in ("para", "item"):
                lines = ui.wrapped_height(ui_.ctx, p, 16, width, "regular", 1.35) // line
                assert lines <= 5, (code, lines, ui_.ctx.text.shown(p))
        ui_.ctx.stack.pop()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_headings_are_drawn_bold_and_the_points_with_a_bullet(size):
    """Jumped to "Playing on screen" in Italian: its headings are set in bold, brass, a line
    of their own; each point of the list has a bullet left of its first line and its words
    stand in from the running text's edge."""
    d = Driver(size=size, settings=dataclasses.replace(FAST, language="it"))
    d.ctx.set_language("it")
    drawn: list[tuple[str, str]] = []
    d.ctx.text.watchers.append(lambda text, px, weight: drawn.append((str(text), weight)))
    rules = RulesScene(d.ctx, game="auction")
    d.ctx.stack.push(rules)
    d.frame()
    rules.jump(len(rules.sections) - 1)
    d.frame()
    assert ("Offrire", "bold") in drawn and ("Aiuti al tavolo", "bold") in drawn
    page = rules.page
    px = d.ctx.px
    items = [(p, y) for kind, p, _m, y in
             ((b[0], b[1], b[2], b[3]) for b in _blocks_of(rules)) if kind == "item"]
    assert len(items) == 2
    for _p, y in items:
        bullet = page.get_at((px(9), y + int(px(16) * 0.7)))
        assert bullet[:3] == ui.BRASS_LIGHT[:3]
        # Nothing drawn where a running paragraph's words would start: the point stands in.
        assert all(page.get_at((x, y + px(10)))[3] == 0 for x in range(px(14), px(20)))


def _blocks_of(rules: RulesScene):
    """The page's blocks (kind, text, icon, top), measured again as the page sets them."""
    rules.page_key = None
    rules._ensure_page()
    blocks = list(rules._undrawn)
    rules._draw_blocks()
    return blocks
