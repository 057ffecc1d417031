"""The first-time double tip at a double offered to another player has its room. The offer's
line says who would auction the pair and be paid, longer in German and Italian; under it the
tip was squeezed to one line cut with "…" at 1280×720 (and the estimate given up for it),
while the room of the amount row, which that decision does not have, stood empty above "Add
nothing". The tip now stands beside the stand: whole, at its full size, the estimate shown,
in every language, at both sizes, by either option."""
from __future__ import annotations

import dataclasses

import pytest

from tests.test_double_offer_words import double_match
from tests.test_first_evening import seat_at_screen
from tests.test_hotseat_keyboard import play_card
from tests.ui_driver import FAST, Driver, frame_words

from game.cards import DOUBLE
from game.state import DOUBLE_OFFER
from scenes.table import TableScene, tips as tip_room


def _offered_to_beatrix(size, language: str, option: str):
    """Ada plays a Yoko double and adds nothing; Beatrix, at the same screen, is offered it,
    the double's tip not met yet."""
    match = double_match(option)
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    seat_at_screen(ui, table)
    play_card(ui, table, DOUBLE)
    if table.tip_panel is not None:
        ui.click(table.tip_button.rect.center)          # Ada's "Got it"
    ui.press("Add nothing")
    assert seat_at_screen(ui, table) == [1]
    ui.frame(0.0)
    assert table.shown.seat == 1 and table.shown.phase == DOUBLE_OFFER
    return ui, table


@pytest.mark.parametrize("option", ["second_player", "split"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_the_double_tip_is_whole_under_the_offer_line(language, size, option):
    ui, table = _offered_to_beatrix(size, language, option)
    assert table.tip == DOUBLE
    panel, info, px = table.tip_panel, table.lot_info, ui.ctx.px
    drawn = frame_words(ui)
    assert panel.whole is None, panel.lines
    assert panel.size == px(tip_room.TEXT_SIZE) and len(panel.lines) >= 2
    assert all(line in drawn for line in panel.lines)
    hint = ui.ctx.text.shown(info.hint)             # the estimate not given up for it
    assert hint and any(len(t) > 8 and hint.startswith(t.rstrip()) for t in drawn), hint
    buttons = [w.rect for w in table.controls.widgets if w.visible]
    assert buttons and panel.box.collidelist(buttons) < 0
    assert table.layout.log.contains(panel.box)     # beside the stand (test_tip_beside_stand)
