"""A crowded table at 1920x1080 (a German play-tester, five players): with nine cards in hand
every artist's name stood sideways and the coloured bars at the cards' feet were empty, so
the names looked missing; two long names of one start read alike ("Maximiliane-C…"); the
"Bietet 3" bubble sat over its panel's border and the stand's; the amount box's help covered
the lot's bids so far."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.test_first_evening import PassBot, RaiseBot, open_turn, three_at_table
from tests.ui_driver import Driver, record_texts, spy_texts

from game import Config, SeatConfig
from game.cards import artist_name
from game.i18n import _
from scenes import ui as ui_module
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene
from scenes.table import hand as hand_mod
from scenes.table import hover as hover_mod
from scenes.table import scene as scene_mod
from scenes.table.edge_names import covered
from scenes.table.lot_history import bid_chips
from scenes.table.timeline import Bubble

SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_a_crowded_hand_names_each_card_in_its_banner(size, monkeypatch):
    ui = Driver(size)
    match = three_at_table(4, {1: PassBot(), 2: PassBot()})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    sideways = []
    real = hand_mod.edge_named
    monkeypatch.setattr(hand_mod, "edge_named", lambda *a, **k: sideways.append(a) or real(
        *a, **k))
    table.hand.cache.clear()
    texts = spy_texts(ui)
    ui.frame(0.0)
    pairs = table.hand_rects()
    rects = [r for _c, r in pairs]
    assert len(pairs) >= 9 and all(covered(rects, i) for i in range(len(pairs) - 1))
    theme = table.shown.config.theme
    assert not sideways                     # no name turned on its side ...
    for card, _r in pairs[:-1]:             # ... each is set in its banner's part in view
        assert artist_name(card.artist, theme) in texts, card


NAMES = ("Maximiliane-Christiane", "Maximiliane-Carolina", "Ada", "Doris", "Emil")


@pytest.mark.parametrize("size", SIZES)
def test_two_long_names_of_one_start_read_apart_and_whole_on_pointing(size, monkeypatch):
    ui = Driver(size)
    seats = (SeatConfig("Ada", "human"),) + tuple(SeatConfig(n, "bot", "random")
                                                 for n in NAMES[:2] + NAMES[3:])
    match = Match(Config(seats=seats, first_auctioneer=0), 5, thinking_seconds=0.0)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    shown = {}
    for seat in (1, 2):
        panel = table.layout.seats[seat]
        name = seats[seat].name
        words = [s for s, r in drawn if panel.contains(r) and str(s).startswith("Maxim")]
        assert words, name
        shown[seat] = words[-1]
        assert shown[seat].endswith(name[-3:]), shown[seat]    # its end shows
        # Pointing at the panel names the seat whole.
        assert any(name in tip for r, tip in table.regions if r == panel)
    assert shown[1] != shown[2]


@pytest.mark.parametrize("size", SIZES)
def test_a_seats_bubble_stays_inside_its_panel(size, monkeypatch):
    ui = Driver(size, Settings(animation_speed="off", computer_pace="instant", language="de"))
    seats = (SeatConfig("Ada", "human"),) + tuple(SeatConfig(n, "bot", "random")
                                                 for n in ("Beatrix", "Clemens", "Doris",
                                                           "Emil"))
    match = Match(Config(seats=seats, first_auctioneer=0), 5, thinking_seconds=0.0)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.0)
    for text in (_("Bids {amount}").format(amount=100), _("Adds nothing"), _("Bid sealed"),
                 _("Keeps it hidden")):
        bubbles = {seat: Bubble(text, 1.0) for seat in table.layout.seats}
        boxes = []
        real = ui_module.blit_panel

        def spy(surface, ctx, rect, *a, **k):
            boxes.append(pygame.Rect(rect))
            return real(surface, ctx, rect, *a, **k)
        monkeypatch.setattr(ui_module, "blit_panel", spy)
        scene_mod.draw_bubbles(ui.ctx.screen, ui.ctx, table.layout, bubbles, table.shown)
        monkeypatch.setattr(ui_module, "blit_panel", real)
        assert len(boxes) == len(bubbles)
        for seat, box in zip(bubbles, boxes):
            panel = table.layout.seats[seat]
            assert panel.inflate(-2, -2).contains(box), (text, box, panel)
            assert not box.colliderect(table.layout.lot)


@pytest.mark.parametrize("size", SIZES)
def test_the_amount_boxs_help_keeps_clear_of_the_bids_so_far(size, monkeypatch):
    ui = Driver(size, Settings(animation_speed="off", computer_pace="instant", language="de",
                               show_tips=False))
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    for _ in range(2):
        ui.press("Bid ")
        for _ in range(200):
            if table.human_turn():
                break
            ui.frame(0.05)
    box = table.amount.rect
    ui.post(pygame.MOUSEMOTION, pos=box.center, rel=(1, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    chips = bid_chips(ui.ctx, table.look, table.layout, table.lot_info,
                      table.timeline.lot_history, table.error)
    assert len(chips) >= 4
    drawn = []
    real = hover_mod.ui.draw_tooltip
    monkeypatch.setattr(hover_mod.ui, "draw_tooltip",
                        lambda *a, **k: drawn.append(real(*a, **k)) or drawn[-1])
    ui.frame(0.0)
    assert drawn, "the amount box's help did not show"
    assert not any(drawn[-1].colliderect(c) for c in chips), (drawn[-1], chips)
    assert not drawn[-1].colliderect(box)
