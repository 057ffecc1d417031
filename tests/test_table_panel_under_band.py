"""The table's panel at a shared screen ("Every screen is down") stays readable under the band
of a hand-over that stands at the window's foot. A play-tester saw "Zurück an Mia", an open
lap's band with its moves, squeeze the panel to its title: the table's words did not fit above
the band and were left out. They now stand in the room the band leaves at the panel's left
(its short words, what stays private, where the whole do not fit), clear of the band, in
German at both window sizes, five seats."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.ui_driver import (ARM_SECONDS, Driver, click_card, press_handover, record_texts,
                             type_amount)

from game import Config, SeatConfig
from game.actions import AmountRange, Bid, PlayCard
from game.cards import OPEN
from game.i18n import _
from scenes.handover import HandoverScene
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene, screen_down


def five_at_one_screen(size):
    """Jonas and Mia at one screen with three random computers, in German (the play-tester's
    table): the driver and the table, its first auctioneer Jonas."""
    ui = Driver(size, Settings(animation_speed="fast", computer_pace="instant", language="de"))
    names = ("Jonas", "Mia", "Clemens", "Doris", "Emil")
    config = Config(seats=tuple(SeatConfig(n, "human" if i < 2 else "bot",
                                           None if i < 2 else "random")
                                for i, n in enumerate(names)), first_auctioneer=0)
    table = TableScene(ui.ctx, Match(config, 3, thinking_seconds=0.0, rng=random.Random(3)))
    ui.ctx.stack.push(table)
    return ui, table


def bid_least_or_open(ui, table) -> None:
    """A person's move that keeps open auctions coming: the least bid where one may bid, else
    a card for an open auction played."""
    legal = table.legal
    bids = [a for a in legal if isinstance(a, AmountRange) and a.kind is Bid]
    if bids:
        type_amount(ui, bids[0].lo)
        return
    opens = [a for a in legal if isinstance(a, PlayCard) and a.card.method == OPEN]
    assert opens, legal
    click_card(ui, table, opens[0].card)


def banded_table(size):
    """A five-seat game at one screen (Jonas and Mia; German) up to a hand-over whose band
    stands under the table: an open lap's "Back to Mia"."""
    ui, table = five_at_one_screen(size)
    for _ in range(600):
        ui.frame(0.05)
        top = ui.top
        if isinstance(top, HandoverScene):
            if getattr(top, "over", False) and table.band() is not None:
                ui.frame(ARM_SECONDS)
                return ui, table
            press_handover(ui)
            continue
        if table.human_turn():
            bid_least_or_open(ui, table)
    raise AssertionError("no hand-over with a band")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_tables_panel_keeps_its_words_beside_a_handovers_band(size, monkeypatch):
    ui, table = banded_table(size)
    band, panel = table.band(), table.layout.own
    assert band.colliderect(panel)
    with monkeypatch.context() as m:
        drawn = record_texts(m)
        real = screen_down.ui.wrapped

        def wrapped(surface, ctx, s, size, rect, *a, **k):
            used = real(surface, ctx, s, size, rect, *a, **k)
            drawn.append((s, pygame.Rect(rect.x, rect.y, rect.w, used)))
            return used
        m.setattr(screen_down.ui, "wrapped", wrapped)
        table.invalidate()
        table.refresh()
        table.draw(ui.ctx.screen)
    inside = [(str(s), r) for s, r in drawn if r is not None and panel.contains(r)]
    said = [s for s, _r in inside]
    assert str(_("Every screen is down")) in said, said
    private = (str(_("Hands and money stay private.")),
               str(_("Hands and money stay private while computers play and while the screen "
                     "passes on. Each player's screen opens on their turn.")))
    assert any(p in said for p in private), said
    for s, r in inside:
        assert not r.colliderect(band), (s, r, band)
