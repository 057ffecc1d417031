""""Up to" at a shared screen (two or more human seats) raises for its player at once, with no
hand-over, so the others learn that it runs (never its amount): that keeps the hand-overs it
saves, and where the player sets it, its first-time tip and its help on hover now say so
plainly ("The others will see your raises come at once; they will not see your most."), in
every language; with one human at the screen neither says it."""
from __future__ import annotations

import dataclasses

import pytest

from tests.test_first_evening import RaiseBot, hot_seat_table, open_turn
from tests.test_up_to_first_tip import _next_turn
from tests.ui_driver import FAST, Driver

from scenes.table.tips import UP_TO, UP_TO_SHARED

SAID = "The others will see your raises come at once; they will not see your most"
#: The help's words as each language says them (a piece that stands in its translation).
IN = {"en": "never your most", "de": "nie dein Maximum", "it": "mai il tuo massimo",
      "zh_TW": "看不到你的上限"}


@pytest.mark.parametrize("language", sorted(IN))
def test_the_up_to_help_says_the_others_see_the_raises_only_at_a_shared_screen(language):
    settings = dataclasses.replace(FAST, language=language)
    alone_ui = Driver(settings=settings)
    open_turn(alone_ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    assert IN[language] not in alone_ui.ctx.text.shown(alone_ui.button("Up to").tooltip)
    ui, _match, table = hot_seat_table(30, Driver(settings=settings))
    assert table.controls.shared
    assert IN[language] in ui.ctx.text.shown(ui.button("Up to").tooltip)


def test_the_up_to_tip_says_it_at_a_shared_screen_and_not_alone():
    ui, _match, table = hot_seat_table(30)
    ui.click(table.tip_button.rect.center)        # the open auction's "Got it"
    _next_turn(ui, table)
    assert table.tip == UP_TO_SHARED and table.tip_panel is not None
    shown = " ".join(table.tip_panel.lines) + (table.tip_panel.whole or "")
    assert "will not see your most" in shown
    alone = Driver()
    solo = open_turn(alone, {1: RaiseBot(30), 2: RaiseBot(30)})
    alone.click(solo.tip_button.rect.center)
    _next_turn(alone, solo)
    assert solo.tip == UP_TO and "your most" not in " ".join(solo.tip_panel.lines)
