"""A hand card's help never covers the lot on show nor the stand's words (its estimate among
them). A play-tester rested the pointer on her hand while another lot was on sale (1280×720)
and a tall help box covered the lot's card and its estimate; now the help goes above the hand
clear of them, or beside the card. Checked over every card of the hand, at both sizes, on the
player's own turn to bid and while a computer decides."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import Driver, record_texts

from game import Config, PlayCard, SeatConfig
from game.cards import Method
from game.config import STANDARD
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.hand_help import lot_cards
from scenes.table.hover import stand_words

SIZES = [(1280, 720), (1920, 1080)]
NAMES = ("Beatrix", "Clemens", "Doris", "Emil")


def _table(ui: Driver, first: int, thinking: float = 0.0) -> TableScene:
    seats = (SeatConfig("Ada", "human"),) + tuple(SeatConfig(n, "bot", "random") for n in NAMES)
    config = Config(seats=seats, first_auctioneer=first, variant=STANDARD)
    table = TableScene(ui.ctx, Match(config, 4, thinking_seconds=thinking))
    ui.ctx.stack.push(table)
    return table


def _helps_over_the_hand(ui: Driver, table, monkeypatch) -> list:
    """For each hand card, the pointer on it: the help drawn (text, rect)."""
    drawn = record_texts(monkeypatch, "draw_tooltip")
    out = []
    for r in list(table.hand.rects):
        drawn.clear()
        pos = (r.x + ui.ctx.px(20), r.centery)
        ui.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        assert drawn, "no help over a hand card"
        out.append(drawn[-1])
    return out


def _check(ui, table, monkeypatch) -> None:
    assert table.shown.lot, "no lot on show"
    helps = _helps_over_the_hand(ui, table, monkeypatch)
    lot, words = lot_cards(table), stand_words(table)
    for (tip, where), card in zip(helps, table.hand.rects):
        assert not where.colliderect(lot), f"{tip!r} covers the lot"
        assert not where.colliderect(words), f"{tip!r} covers the stand's words"
        assert not where.colliderect(card)
        assert pygame.Rect(0, 0, *ui.ctx.screen.get_size()).contains(where)


@pytest.mark.parametrize("size", SIZES)
def test_on_the_own_turn_to_bid_the_hand_help_leaves_the_lot_seen(size, monkeypatch):
    ui = Driver(size)
    table = _table(ui, first=4)
    for _ in range(400):
        if table.human_turn() and table.shown.lot:
            break
        ui.frame(0.05)
    _check(ui, table, monkeypatch)


@pytest.mark.parametrize("size", SIZES)
def test_while_a_computer_bids_the_hand_help_leaves_the_lot_seen(size, monkeypatch):
    ui = Driver(size)
    table = _table(ui, first=1, thinking=1000.0)    # the computers think long
    match = table.match
    # Beatrix auctions an open-auction card; Clemens, on her left, is to bid.
    play = next(a for a in match.legal_for(1) if isinstance(a, PlayCard)
                and a.card.method == Method.OPEN)
    assert match.submit(play) is None
    ui.frame(0.05, n=10)
    assert not table.busy and not table.human_turn() and match.to_act == (2,)
    _check(ui, table, monkeypatch)
