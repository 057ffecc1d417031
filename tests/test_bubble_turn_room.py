"""A seat's bubble keeps room for its turn word ("thinking…", "their turn") only while the
table marks the seat as to act: the strip above a seat's paintings was cut short for every
seat the game waited for, marked or not (a seat no longer marked, while a lot flies, or another
human's sealed bid at one screen), so its bid or pass words were cut or shifted."""
from __future__ import annotations

import dataclasses

import pytest

from tests.test_bubble_words import _table as bubble_table

from scenes import ui as ui_module
from scenes.table import timeline as timeline_mod
from scenes.table.timeline import Bubble

#: Words too long for the room beside a seat's money: they go across the strip, cut to it.
LONG = "Bids 188 and says a good deal more about it than fits"


def _table(size):
    return bubble_table(size, "en")


def _words(ui, table, monkeypatch, to_act, busy):
    """The bubble words drawn on the other seats' panels with `to_act` waited for, while a
    beat plays (`busy`: no seat marked) or not (every seat waited for marked)."""
    seats = tuple(table.layout.seats)
    table.look = dataclasses.replace(table.look,
                                     view=dataclasses.replace(table.look.view, to_act=to_act))
    table.timeline.bubbles.clear()
    table.timeline.bubbles.update({seat: Bubble(LONG, 5.0) for seat in seats})
    words = []
    real = ui.ctx.text.render

    def render(s, size, colour, weight="regular"):
        if colour == ui_module.INK and weight == "black":
            words.append(str(ui.ctx.text.shown(s)))
        return real(s, size, colour, weight)
    with monkeypatch.context() as m:
        m.setattr(ui.ctx.text, "render", render)
        m.setattr(timeline_mod.Timeline, "busy", property(lambda _self: busy))
        table.draw(ui.ctx.screen)
    return words


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_turn_words_room_is_kept_only_while_the_seat_is_marked(size, monkeypatch):
    ui, table = _table(size)
    seats = tuple(table.layout.seats)
    free = _words(ui, table, monkeypatch, (), busy=False)
    assert len(free) == len(seats) and all(w and w != LONG for w in free)   # cut to the strip
    marked = _words(ui, table, monkeypatch, seats, busy=False)
    # Marked "thinking…", each seat's words stop short of the word in the strip's corner ...
    assert all(len(m) < len(f) for m, f in zip(marked, free)), (marked, free)
    # ... but while a lot flies no seat is marked, and the words have the whole strip.
    assert _words(ui, table, monkeypatch, seats, busy=True) == free
