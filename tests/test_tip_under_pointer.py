"""A first-time tip stays put while the pointer rests on it: the auction's stand grew a line at
its head while a play-tester's pointer was on its way to "Got it", the tip moved down, and
"Got it" slid away under the pointer. The tip takes its new place once the pointer leaves it."""
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
def test_got_it_holds_still_under_the_pointer_and_moves_once_it_has_left(size, monkeypatch):
    ui = Driver(size, Settings(tips_seen=GOALS_MET, animation_speed="off",
                               computer_pace="normal"))
    table = once_around_double(ui)
    seen = table.tip_button.rect.copy()
    box = table.tip_panel.box.copy()
    # The head grows past the tip's top: the tip cannot stay where it was.
    grow = box.y - table.lot_info.tip_top + ui.ctx.px(40)
    # The pointer rests on "Got it" as the head grows.
    point(ui, seen.center)
    taller_head(monkeypatch, table, grow)
    table.refresh()
    ui.frame(0.0, n=3)
    assert table.tip == "once_around" and table.tip_button.rect == seen
    assert table.tip_panel.box == box
    # The pointer leaves: the tip takes its place for the taller head; "Got it" there still
    # dismisses it.
    point(ui, (box.x - ui.ctx.px(40), box.y - ui.ctx.px(40)))
    moved = table.tip_button.rect
    assert moved != seen
    point(ui, moved.center)
    ui.click(moved.center)
    assert table.tip is None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_without_the_pointer_on_it_the_tip_follows_the_head(size, monkeypatch):
    """The same growing head with the pointer elsewhere: the tip moves under it (the head's
    change does move it, which the test above holds still)."""
    ui = Driver(size, Settings(tips_seen=GOALS_MET, animation_speed="off",
                               computer_pace="normal"))
    table = once_around_double(ui)
    seen, box = table.tip_button.rect.copy(), table.tip_panel.box.copy()
    point(ui, (box.x - ui.ctx.px(40), box.y - ui.ctx.px(40)))
    taller_head(monkeypatch, table, box.y - table.lot_info.tip_top + ui.ctx.px(40))
    table.refresh()
    assert table.tip_button.rect != seen
