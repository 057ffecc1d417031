"""The auction's preview of a hand card on the stand: a card that may be auctioned shows in its
own colours, in a dashed outline (it was drawn greyed and washed out, as a card that cannot be
played is); a card the engine refuses keeps the greyed look."""
from __future__ import annotations

import random
from dataclasses import replace

import pygame

from tests.test_first_evening import hover, stacked_deck
from tests.ui_driver import Driver

from game import Config, SeatConfig
from game.cards import OPEN
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.hand import dimmed
from scenes.table.lot import _draw_preview


def _previewing(ui: Driver):
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, deck=stacked_deck((2, OPEN)),
                  thinking_seconds=0.0, rng=random.Random(3))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    card, rect = table.hand_rects()[0]
    hover(ui, (rect.x + ui.ctx.px(6), rect.centery))
    assert table.lot_info.preview == card and not table.lot_info.refused
    return table, card


def _centre(surface: pygame.Surface, r: pygame.Rect):
    return surface.get_at(r.center)[:3]


def test_a_card_one_may_auction_previews_in_its_own_colours():
    ui = Driver()
    table, card = _previewing(ui)
    ui.frame(0.0)
    cr = table.layout.lot_card
    face = ui.ctx.art.card_face(card, cr.w)
    assert _centre(ui.ctx.screen, cr) == face.get_at((cr.w // 2, cr.h // 2))[:3]
    # The outline around it is dashed: along its top edge brass and table alternate.
    edge = cr.inflate(ui.ctx.px(12), ui.ctx.px(12))
    row = {ui.ctx.screen.get_at((x, edge.top))[:3] for x in range(edge.left + 2, edge.right - 2)}
    assert len(row) > 1


def test_a_card_the_engine_refuses_keeps_the_greyed_look():
    ui = Driver()
    table, card = _previewing(ui)
    cr = table.layout.lot_card
    surface = pygame.Surface(ui.ctx.size)
    info = replace(table.lot_info, refused="Not now")
    _draw_preview(surface, ui.ctx, table.look, table.layout, info, table.hand_cards())
    face = ui.ctx.art.card_face(card, cr.w)
    grey = dimmed(ui.ctx, face, card.id, cr.w, 90)
    assert _centre(surface, cr) == grey.get_at((cr.w // 2, cr.h // 2))[:3]
    assert _centre(surface, cr) != face.get_at((cr.w // 2, cr.h // 2))[:3]
