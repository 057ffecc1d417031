"""At five seats other players' auction panels give a long name the panel's width: the level
tags go down to the hand's row, right of "8 in hand", on every panel alike, where a name does
not fit beside its tag at its full size. "Wolfgang Amadeus" was cut ("Wolfga…madeus") and
"Maria Antonietta" shrunk beside "random" at 1280×720, the hand's row half empty under them;
at a table whose names fit, the tags stay beside them."""
from __future__ import annotations

import dataclasses
import random

import pytest

from tests.ui_driver import FAST, Driver, record_texts

from game import Config, SeatConfig
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.seats import seat_label

LONG = ("Ada", "Wolfgang Amadeus", "Maria Antonietta", "Clementine", "Bea")
SHORT = ("Ada", "Bea", "Cem", "Dor", "Emi")


def _drawn(monkeypatch, size, language: str, names):
    """The auction table of five, Ada human and the others computers named `names`: its
    texts as drawn (text, rect) and the table."""
    seats = (SeatConfig(names[0], "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in names[1:])
    match = Match(Config(seats=seats, first_auctioneer=0), 5, thinking_seconds=0.0,
                  rng=random.Random(5))
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    drawn = record_texts(monkeypatch)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.0)
    return ui, table, [(ui.ctx.text.shown(t), r) for t, r in drawn]


def _panel_texts(ui, table, drawn, seat: int) -> tuple:
    """Seat `seat`'s panel: its name's rect, its tag's and its hand count's."""
    panel, v = table.layout.seats[seat], table.shown
    inside = [(t, r) for t, r in drawn if panel.contains(r)]
    name = next(r for t, r in inside if t.startswith(v.config.seats[seat].name[:4]))
    tag = next(r for t, r in inside if t == ui.ctx.text.shown(seat_label(ui.ctx, table.look,
                                                                       seat)))
    hand = next(r for t, r in inside if str(v.hand_sizes[seat]) in t and r.y > name.bottom)
    return name, tag, hand


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_long_names_stand_whole_with_the_tags_on_the_hand_row(monkeypatch, size, language):
    ui, table, drawn = _drawn(monkeypatch, size, language, LONG)
    texts = [t for t, _r in drawn]
    for name in LONG[1:]:
        assert name in texts, (name, [t for t in texts if name[:4] in t])
    for seat in range(1, 5):
        name, tag, hand = _panel_texts(ui, table, drawn, seat)
        assert abs(tag.centery - hand.centery) <= ui.ctx.px(3), (tag, hand)  # the hand's row
        assert hand.right < tag.x and not name.colliderect(tag)


def test_names_that_fit_keep_their_tags_beside_them(monkeypatch):
    ui, table, drawn = _drawn(monkeypatch, (1280, 720), "de", SHORT)
    for seat in range(1, 5):
        name, tag, _hand = _panel_texts(ui, table, drawn, seat)
        assert abs(tag.centery - name.centery) <= ui.ctx.px(4) and name.right < tag.x
