"""A computer's "Bid sealed" stands on one line in its seat's bubble. With four seat panels at
1280×720 (five players) it broke into "Bid" over "sealed" beside the hand count, and the German
and Italian words were left out (they did not fit whole there). Now a sealed bid's words go on
one line: beside the hand count where they fit, else across the strip above the paintings, never
smaller than the bubbles' one-line size; in all four languages, at both sizes."""
from __future__ import annotations

import dataclasses
import random

import pytest

from tests.ui_driver import FAST, Driver, click_card, record_bubbles

from game import Config, SeatConfig, stacked_deck
from game.cards import SEALED
from game.i18n import _
from game.state import SEALED_BIDDING
from scenes.session.language import words_for
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.seats import ONE_LINE_LEAST


def _sealed_bubbles(monkeypatch, size, language: str, players: int) -> list[tuple[str, int]]:
    """Ada auctions a sealed lot and the computers seal their bids: every line the seats'
    bubbles draw meanwhile, with its size in pixels."""
    names = ("Ada", "Beatrix", "Clemens", "Doris", "Emil")[:players]
    config = Config(seats=(SeatConfig(names[0], "human"),
                           *(SeatConfig(n, "bot", "random") for n in names[1:])),
                    first_auctioneer=0)
    match = Match(config, 2, deck=stacked_deck((2, SEALED)), thinking_seconds=0.0,
                  rng=random.Random(2))
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language,
                                                   computer_pace="normal"))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    drawn = record_bubbles(monkeypatch, ui)
    click_card(ui, table, next(c for c in table.shown.hand if c.method == SEALED))
    for _ in range(200):
        ui.frame(0.05)
        if table.shown.phase == SEALED_BIDDING and sum(table.shown.sealed_done) == players - 1:
            break
    ui.frame(0.05, n=3)
    assert sum(table.shown.sealed_done) == players - 1
    return [(ui.ctx.text.words.text(t), s) for t, s in drawn], ui.ctx.px


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_bid_sealed_stands_on_one_line(monkeypatch, size, language, players):
    drawn, px = _sealed_bubbles(monkeypatch, size, language, players)
    said = words_for(language).text(_("Bid sealed"))
    assert drawn, "the computers' sealed bids say so on their panels"
    assert all(text == said for text, _size in drawn), (said, drawn)
    assert all(s >= px(ONE_LINE_LEAST) for _text, s in drawn), drawn
