"""At the adding step of a round's scoring, the first-time tip about the mark "†" is read
whole: under the adding's long prompt and the leading artists' line, German's and Italian's
were cut with "…" (the buttons already right under the status lines), English's and
Chinese's drawn at 11 pixels. There the influence card's block (card, deck, the round's
limit: nothing the adding asks about) folds away for the tip, the status lines start under
the panel's heading, and the tip stands whole at its full size, in every language."""
from __future__ import annotations

import dataclasses

import pytest

from tests.test_card_board_mark_at_scoring import _table as scoring_table
from tests.test_card_no_card_tip import _table as turn_table
from tests.ui_driver import FAST, Driver, frame_words, through_handovers

from game.card.state import ADDING
from game.i18n import _
from scenes import ui as paint
from scenes.table import card_tip_place, tips as tip_room
from scenes.table.display import controls_top


def _at_adding(size, language):
    ui, table = scoring_table(size)
    ui.ctx.change_settings(tips_seen=(*FAST.tips_seen, "card:turn", "card:adding"),
                           language=language)
    for _ in range(400):
        ui.frame(0.05)
        if table.human_turn() and table.shown.phase == ADDING:
            break
    ui.frame(0.0)
    assert table.tip == tip_room.NO_CARD and table.tip_panel is not None
    return ui, table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_the_mark_tip_at_the_adding_step_is_whole_at_its_size(size, language):
    ui, table = _at_adding(size, language)
    ctx, panel, area = ui.ctx, table.tip_panel, table.layout.controls
    drawn = frame_words(ui)
    assert panel.whole is None, panel.lines
    assert panel.size == ctx.px(tip_room.TEXT_SIZE) >= ctx.px(paint.READ_LEAST)
    assert all(line in drawn for line in panel.lines)
    assert table.layout.centre.contains(panel.box) and panel.box.bottom <= area.bottom
    folded = card_tip_place.folded(table)
    # The status lines, the buttons and the tip one under the other, none over another.
    lines_end = controls_top(ctx, table.layout, table.status, raised=True, folded=folded)
    buttons = [b.rect for b in table.buttons if b.visible]
    assert buttons and all(lines_end <= b.top and b.bottom <= panel.box.top for b in buttons)
    # The influence card's block is drawn only where it is not folded away.
    assert (ctx.text.shown(_("Influence card")) in drawn) == (not folded)


def test_the_block_folds_only_at_the_adding_step():
    """On a turn to play the influence card and the deck stay where they are, tip or not
    (they are asked about there; a drawn card flies from that deck)."""
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, language="de"))
    _match, table = turn_table(ui)
    assert through_handovers(ui, table, seat=0)
    ui.frame(0.0)
    assert table.human_turn() and table.tip is not None and table.tip_panel is not None
    assert not card_tip_place.folded(table)
    assert ui.ctx.text.shown(_("Influence card")) in frame_words(ui)
