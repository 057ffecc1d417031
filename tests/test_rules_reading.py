"""The Rules screen's contents light the section being read. A play-tester scrolled the German
rules to the double auction: "Festpreis" stayed lit while "Doppel" filled the view, the
fixed price's last lines at its top (the lit entry was the last heading above the view's top).
Now the lit entry is the last section whose heading is at or above a third of the way down
the view, the one clicked in the contents while the text stays where the click left it."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver

from scenes.rules import RulesScene


def open_rules(size, game: str, language: str = "en") -> tuple[Driver, RulesScene]:
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    rules = RulesScene(ui.ctx, game)
    ui.ctx.stack.push(rules)
    ui.frame()
    return ui, rules


def lit(rules: RulesScene) -> int:
    """The contents' entry drawn lit (the screen's own drawing says which)."""
    shown = [i for i, b in enumerate(rules.toc) if b.style == "primary"]
    assert len(shown) == 1, shown
    return shown[0]


def wheel(ui: Driver, y: int) -> None:
    ui.post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y),
            touch=False)
    ui.frame()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game,section", [("auction", "Double auction"),
                                          ("card", "Everyone plays")])
def test_a_heading_under_the_previous_sections_last_lines_lights_its_section(size, game,
                                                                           section):
    """Scrolled by the wheel until the section's heading stands under the previous section's
    last lines (its heading gone above the view), in the top third of the view: the section
    under it is the one lit."""
    ui, rules = open_rules(size, game, "de")
    index = [str(title) for title, _icon, _paras in rules.sections].index(section)
    third = rules.body.h // 3
    seen = False
    while rules.scroll < rules.anchors[index]:
        below = rules.anchors[index] - rules.scroll
        if ui.ctx.px(20) < below <= third and rules.anchors[index - 1] < rules.scroll:
            seen = True
            assert lit(rules) == index, (below, rules.toc[lit(rules)].label)
        wheel(ui, -1)
    assert seen                                     # the wheel stopped in that place once



@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["auction", "card"])
def test_scrolled_by_keys_the_lit_entry_follows_the_text_down(size, game):
    """Down from the top to the end of the text: the lit entry starts at the first section,
    only ever moves down the contents, never stays on a section whose heading has gone above
    the view while another's heading stands in the view's top third, and ends on the last."""
    ui, rules = open_rules(size, game, "it")
    assert rules.scroll == 0 and lit(rules) == 0
    third = rules.body.h // 3
    before = 0
    while rules.scroll < rules.max_scroll:
        ui.key(pygame.K_DOWN)
        now = lit(rules)
        assert now >= before, (rules.scroll, before, now)
        if rules.anchors[now] < rules.scroll and rules.scroll < rules.max_scroll:
            fresh = [i for i, a in enumerate(rules.anchors)
                     if rules.scroll <= a <= rules.scroll + third]
            assert not fresh, (rules.toc[now].label, [rules.toc[i].label for i in fresh])
        before = now
    assert lit(rules) == len(rules.toc) - 1
    ui.key(pygame.K_HOME)
    assert rules.scroll == 0 and lit(rules) == 0


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["auction", "card"])
def test_a_clicked_entry_is_lit_and_stays_lit_where_the_click_left_the_text(size, game):
    """Each entry clicked lights, the short sections followed by another heading in the top
    third and the last ones too; scrolled away and back to where the click left it, the text
    lights it again."""
    ui, rules = open_rules(size, game, "de")
    for i, button in enumerate(rules.toc):
        ui.click(button.rect.center)
        assert lit(rules) == i, button.label
        ui.key(pygame.K_UP if rules.scroll else pygame.K_DOWN)
        ui.key(pygame.K_DOWN if rules.scroll < min(rules.anchors[i], rules.max_scroll)
               else pygame.K_UP)
        assert rules.scroll == min(rules.anchors[i], rules.max_scroll)
        assert lit(rules) == i, button.label
