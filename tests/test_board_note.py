"""The market board says what its asterisk means: "Pays now*" is an estimate."""
from __future__ import annotations

import pytest

from scenes.session.settings import Settings
from scenes.table.board import LAST_LEGEND, PAYS_NOW_NOTE, PLAYED_TIP
from scenes.table.worth import PAYS_NOW_TIP
from tests.test_first_evening import RaiseBot, hover, open_turn
from tests.ui_driver import Driver, spy_texts


@pytest.mark.parametrize("size", [(1200, 675), (1280, 720), (1920, 1080)])
def test_the_pays_now_asterisk_is_explained_under_the_board(size):
    """The board's "Pays now*" row had an asterisk explained nowhere on screen (only in the
    Rules). A footnote under the board now says it, and pointing at it gives the row's help;
    with value hints off there is no asterisk and no footnote."""
    for hints in (True, False):
        ui = Driver(size, settings=Settings(animation_speed="off", computer_pace="instant",
                                            value_hints=hints))
        texts = spy_texts(ui)
        table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
        table._static = None                                         # draw the board again
        ui.frame(0.0)
        notes = [r for r, t in table.regions if t == PAYS_NOW_TIP and r.h < ui.ctx.px(20)]
        if not hints:
            assert PAYS_NOW_NOTE not in texts and not notes
            continue
        assert PAYS_NOW_NOTE in texts and len(notes) == 1
        note, board = notes[0], table.layout.board
        played = next(r for r, t in table.regions if t == PLAYED_TIP)
        assert board.contains(note) and note.top >= played.bottom, (note, played, board)
        # It fits its line, and the board's line under it ("one more ends the round") stays clear.
        size_px = ui.ctx.px(10)
        width = ui.ctx.text.size(PAYS_NOW_NOTE, size_px, "italic")[0]
        assert width <= note.w or ui.ctx.text.size(PAYS_NOW_NOTE, ui.ctx.px(9),
                                                   "italic")[0] <= note.w
        red = ui.ctx.text.size(LAST_LEGEND, size_px, "italic")[1]
        assert note.bottom <= board.bottom - ui.ctx.px(7) - red
        hover(ui, note.center)
        from scenes.table.hover import pointer_tip
        assert pointer_tip(table)[0] == PAYS_NOW_TIP


@pytest.mark.parametrize("size", [(1200, 675), (1280, 720), (1920, 1080)])
def test_the_footnote_fits_one_line_in_every_language(size):
    from scenes.session.language import LANGUAGES
    from scenes.table.layout import table_layout
    for language in LANGUAGES:
        ui = Driver(size, settings=Settings(language=language))
        for players in (2, 3, 5):
            board = table_layout(ui.ctx.size, players, 0, players == 2).board
            width = ui.ctx.text.size(PAYS_NOW_NOTE, ui.ctx.px(9), "italic")[0]
            assert width <= board.w - ui.ctx.px(24), (language, players)
