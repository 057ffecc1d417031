"""A first-time tip stays put: the auction's stand grew a line at its head while a
play-tester's pointer was on its way to "Got it", the tip moved down, and "Got it" slid away
under the pointer. Beside the stand, the tip's place no longer hangs on the stand's words."""
from __future__ import annotations

import pygame
import pytest

from tests.test_tip_stays_put import once_around_double
from tests.ui_driver import GOALS_MET, Driver

from scenes.session.settings import Settings
from scenes.table import bids_room


def taller_head(monkeypatch, table, by: int) -> None:
    """From now on the stand's head ends `by` pixels lower (a line more above the tip); the
    stand is arranged anew (in play a new view grows the head, `bids_room.StandRoom`)."""
    real = bids_room.arrange_lot

    def arrange(*args, **kwargs):
        info = real(*args, **kwargs)
        info.tip_top += by
        info.hint_top += by
        return info
    monkeypatch.setattr(bids_room, "arrange_lot", arrange)
    table.stand_room.forget()


def point(ui: Driver, pos) -> None:
    ui.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    ui.frame(0.0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_got_it_holds_still_whatever_the_stands_head_does(size, monkeypatch):
    """The tip stands beside the stand, level with its head's top: a head grown by lines
    moves neither the tip nor "Got it", the pointer on it or elsewhere."""
    ui = Driver(size, Settings(tips_seen=GOALS_MET, animation_speed="off",
                               computer_pace="normal"))
    table = once_around_double(ui)
    seen = table.tip_button.rect.copy()
    box = table.tip_panel.box.copy()
    point(ui, seen.center)
    taller_head(monkeypatch, table, ui.ctx.px(80))
    table.refresh()
    ui.frame(0.0, n=3)
    assert table.tip == "once_around" and table.tip_button.rect == seen
    assert table.tip_panel.box == box
    point(ui, (box.x - ui.ctx.px(40), box.y - ui.ctx.px(40)))
    assert table.tip_button.rect == seen and table.tip_panel.box == box
    point(ui, seen.center)
    ui.click(seen.center)
    assert table.tip is None
