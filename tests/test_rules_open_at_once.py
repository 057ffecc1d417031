"""The Rules screen opens at the first click of the card game's pause menu, in Chinese too.
Seen playing in Traditional Chinese: a click on "規則" seemed to do nothing (the keyboard
worked), because setting the whole Chinese text measured every line again at each character
and drew every section before the screen showed. Now a CJK line is measured by its characters'
widths until it nears the edge, and the page draws each block when it first comes into view."""
from __future__ import annotations

import pygame

from tests.test_card_table import card_match
from tests.ui_driver import Driver

from scenes import context as context_module, line_fill
from scenes.rules import RulesScene


class CountingFace:
    """A face whose every character is 10 pixels wide (a space 4), counting its measures."""

    def __init__(self) -> None:
        self.measured = 0

    def size(self, text: str) -> tuple[int, int]:
        self.measured += 1
        return sum(4 if ch == " " else 10 for ch in text), 16


def whole_line_fill(units: list[str], f, width: int) -> list[str]:
    """The lines as measuring the whole line at each unit sets them (the former way)."""
    lines, line = [], ""
    for unit in units:
        trial = line + unit
        if f.size(trial.rstrip())[0] <= width or not line.strip():
            line = trial
        else:
            lines.append(line.rstrip())
            line = unit.lstrip()
    lines.append(line.rstrip())
    return lines


def test_a_long_chinese_paragraph_is_measured_a_few_times_a_line_not_at_each_character():
    para = ("輪到你時，你必須從手牌打出一張卡，正面朝上放入你的展示區。若它有效果，你可以使用"
            "（「全員出牌」必須執行）。然後由你左邊仍有手牌的下一位玩家出牌。Karl Gitter 與 "
            "Lite Metal 各有 20 張卡。") * 6
    units = context_module._glued_units(context_module._BREAKS.findall(para))
    widths = {}
    face = CountingFace()
    lines = line_fill.fill_cjk(units, face, 300, widths)
    former = CountingFace()
    assert lines == whole_line_fill(units, former, 300)
    assert all(face.size(line)[0] <= 300 for line in lines if len(line) > 1)
    # The former way measured the line at each of the ~400 units.
    assert former.measured >= len(units) > 350
    assert face.measured < former.measured // 2, (face.measured, former.measured)

def test_the_rules_page_draws_the_text_in_view_first_and_the_rest_as_it_scrolls():
    ui = Driver((1920, 1080))
    ui.ctx.set_language("zh_TW")
    card_match(ui, humans=1, bots=3, seed=3)
    ui.key(pygame.K_ESCAPE)
    assert ui.top.name == "pause"
    rules_button = next(b for b in ui.top.buttons if b.label == "Rules")
    ui.click(rules_button.rect.center)
    rules = ui.top
    assert isinstance(rules, RulesScene)      # the first click opened it
    assert rules.game == "card"
    # The sections below the view wait to be drawn: the first frame set only what shows.
    assert rules._undrawn
    assert min(block[3] for block in rules._undrawn) > rules.body.h
    ui.key(pygame.K_END)
    assert rules.scroll == rules.max_scroll
    assert not rules._undrawn
    # The last section's text is on the page where the view now is.
    shown = rules.page.subsurface(pygame.Rect(0, rules.scroll, rules.page.get_width(),
                                              rules.body.h))
    assert pygame.mask.from_surface(shown).count() > 1000


def test_a_long_latin_paragraph_is_measured_a_few_times_a_line_not_at_each_word():
    """The English Rules page measured each line again at every word, too (at 1280x720 the
    first click on "Rules" showed nothing for most of a second on a busy machine)."""
    words = ("On your turn you must play one card from your hand face up into your display. "
             "If it has an effect you may then use it (everyone plays must be used). ") * 8
    units = context_module._glued(words.split(" "))
    widths = {}
    face, former = CountingFace(), CountingFace()
    lines = line_fill.fill_words(line_fill.pieces(units, face, 300, widths), face, 300, widths)
    expected, line = [], ""
    for word in units:                       # the former way: the whole line at each word
        trial = f"{line} {word}" if line else word
        if former.size(trial)[0] <= 300 or not line:
            line = trial
        else:
            expected.append(line)
            line = word
    expected.append(line)
    assert lines == expected
    assert former.measured >= len(units) > 200
    assert face.measured < former.measured // 3, (face.measured, former.measured)
