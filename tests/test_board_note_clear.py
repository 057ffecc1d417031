"""The market board's footnote ("* if the round ended now: an estimate") stands clear under the
Played row as drawn, in every language and at both window sizes: in Chinese at 1920x1080 it
touched the row's label above it (a Chinese line stands taller than a Latin one of its size,
and the footnote stood at the design's fixed step), and it keeps clear of the legend under it
("one more ends the round") while an artist has four played."""
from __future__ import annotations

import pytest

from tests.test_first_evening import RaiseBot, open_turn
from tests.ui_driver import Driver, record_texts

from game.i18n import _
from scenes.session.settings import Settings
from scenes.table import board
from scenes.table.worth import PAYS_NOW_TIP


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
@pytest.mark.parametrize("others", [("Bea", "Cem"), ("Bea", "Cem", "Dov", "Eli")])
def test_the_footnote_stands_under_the_played_row_as_drawn(size, language, others,
                                                            monkeypatch):
    ui = Driver(size, settings=Settings(animation_speed="off", computer_pace="instant",
                                        language=language))
    bots = {seat: RaiseBot(3) for seat in range(1, len(others) + 1)}
    table = open_turn(ui, bots, others=others)
    monkeypatch.setattr(board, "played_counts", lambda look: [4, 1, 0, 0, 0])
    drawn = record_texts(monkeypatch)
    table._static = None                                          # draw the board again
    ui.frame(0.0)
    shown = {str(ui.ctx.text.shown(s)): r for s, r in drawn}
    played = shown[str(ui.ctx.text.shown(_("Played")))]
    note = shown[str(ui.ctx.text.shown(board.PAYS_NOW_NOTE))]
    legend = shown[str(ui.ctx.text.shown(board.LAST_LEGEND))]
    gap = ui.ctx.px(board.NOTE_GAP)
    assert note.top >= played.bottom + gap - 1, (language, played, note)
    assert legend.top >= note.bottom, (language, note, legend)
    assert table.layout.board.contains(note) and table.layout.board.contains(legend)
    # Pointing anywhere on the footnote as drawn gives the row's help.
    region = next(r for r, t in table.regions if t == PAYS_NOW_TIP and r.top == note.top)
    assert region.contains(note) and region.h == note.h
