"""The sealed bids' reveal lies beside the lot, not over it: centred on the information beside
the stand, a reveal of four or five bids lay over the lot's card (a play-tester wanted the bids
and the lot seen together). Its panel keeps off the lot's cards, a double's second card too,
at every count of seats and both window sizes, and each bid's words stay in their box."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import Driver, record_panels, record_texts

from game import Config, SeatConfig
from game.config import STANDARD, TWO_PLAYER
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.moments import _sealed_reveal, sealed_places
from scenes.table.timeline import SealedReveal

NAMES = ("Ada", "Beatrix", "Clemens", "Doris", "Emil")


def _table(size, players: int, language: str = "en"):
    ui = Driver(size)
    ui.ctx.set_language(language)
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(n, "bot", "random") for n in NAMES[1:players])
    variant = TWO_PLAYER if players == 2 else STANDARD
    table = TableScene(ui.ctx, Match(Config(seats=seats, first_auctioneer=0, variant=variant),
                                     4, thinking_seconds=0.0))
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    return ui, table


def _panels(ui, table, bids, monkeypatch) -> list[pygame.Rect]:
    """The panels the reveal of `bids` draws at its end (the first its backing)."""
    drawn = record_panels(monkeypatch, on=ui.ctx.screen)
    beat = SealedReveal(1.0, bids=bids)
    beat.t = 1.0
    _sealed_reveal(ui.ctx.screen, ui.ctx, table.look, table.layout, beat)
    monkeypatch.undo()
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_revealed_bids_lie_beside_the_lots_cards(size, players, monkeypatch):
    ui, table = _table(size, players)
    layout, px = table.layout, ui.ctx.px
    cards = layout.lot_card.union(layout.lot_card.move(px(34), px(10)))   # a double's two
    panel = _panels(ui, table, (32, 44, 24, 39, 0)[:players], monkeypatch)[0]
    assert not panel.colliderect(cards), (panel, cards)
    assert layout.lot.contains(panel), (panel, layout.lot)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_every_bids_words_stay_in_its_box_with_five_seats(size, language, monkeypatch):
    ui, table = _table(size, 5, language)
    drawn = record_texts(monkeypatch)
    beat = SealedReveal(1.0, bids=(0, 100, 0, 39, 7))
    beat.t = 1.0
    surface = ui.ctx.screen
    _sealed_reveal(surface, ui.ctx, table.look, table.layout, beat)
    texts = [(str(ui.ctx.text.shown(s)), r) for s, r in drawn]
    box = pygame.Rect((0, 0), sealed_places(ui.ctx, table.layout, 5)[1][0].size)
    words = texts[1:]           # after the heading, each box's words (drawn on its face)
    assert len(words) >= 10, texts
    for said, r in words:
        assert box.contains(r), (said, r, box)
