"""Whose turn the seats show while the sealed bids are made at one screen. A play-tester (two
people, three computers) saw Bernd's panel ringed and "their turn" on Anna's own sealed-bid
screen, as if Bernd were to take it over: everyone bids at once, and the screen is Anna's. At
one screen the seat whose screen it is is marked, a computer still choosing its bid thinks,
and no other person's seat is marked."""
from __future__ import annotations

import random

import pygame

from tests.test_hotseat import hot_match
from tests.ui_driver import Driver, click_card, record_texts, through_handovers

from game import stacked_deck
from game.cards import SEALED
from game.state import SEALED_BIDDING
from scenes.table import TableScene


def _rings(monkeypatch) -> list:
    """Every rectangle outline drawn from now on (the seats' turn rings among them)."""
    drawn: list = []
    real = pygame.draw.rect

    def rect(surface, colour, r, width=0, *args, **kwargs):
        if width:
            drawn.append(pygame.Rect(r))
        return real(surface, colour, r, width, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "rect", rect)
    return drawn


def test_at_one_screen_the_sealed_bid_marks_only_the_screen_s_own_seat(monkeypatch):
    ui = Driver((1920, 1080))
    match = hot_match(2, 2, seed=3, deck=stacked_deck((2, SEALED), (3, SEALED)))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    assert through_handovers(ui, table, seat=0)
    card = next(c for c in table.shown.hand if c.method == SEALED)
    click_card(ui, table, card)
    assert through_handovers(ui, table, seat=0) and table.shown.phase == SEALED_BIDDING
    assert 1 in table.shown.to_act                  # Beatrix has still to bid
    texts, rings = record_texts(monkeypatch), _rings(monkeypatch)
    ui.frame(0.05, n=3)
    layout = table.layout
    words = [str(ui.ctx.text.shown(s)) for s, _r in texts]
    beatrix = layout.seat_rect(1).inflate(ui.ctx.px(6), ui.ctx.px(6))
    assert "their turn" not in words, words
    assert beatrix not in rings
    # Ada's own seat, whose screen it is, stays marked.
    assert layout.seat_rect(0).inflate(ui.ctx.px(6), ui.ctx.px(6)) in rings
