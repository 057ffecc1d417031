"""What a seat says shows its whole words on a crowded table: at five players and 1280x720 the
Italian "Offerta nascosta data" showed "Offerta nascos", and "Adds nothing", "Non aggiunge",
"Gebot abgegeben" were cut too, their last words broken off. A bubble too long for the room
beside a seat's hand count and money goes on one line across the strip above its paintings,
clear of the sealed bid's envelope and "thinking…" in that strip's corner."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import Driver

from game import Config, SeatConfig
from game.state import SEALED_BIDDING
from scenes import ui as ui_module
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene
from scenes.table import scene as scene_mod
from scenes.table.seats import turn_word_spot
from game.events import (BidMade, DummyKept, Passed, PriceSet, SealedBidPlaced,
                         SecondCardDeclined)
from scenes.table.timeline import _BUBBLES, Bubble

NAMES = ("Ada", "Beatrix", "Clemens", "Doris", "Emil")
#: Where each bubble is said: a bid or a pass while the seat may still be asked (an open
#: auction's next lap: "thinking…" in the strip's corner), a sealed bid beside its envelope.
SAID = {BidMade: ("play", "to act", "open money"), Passed: ("play", "to act", "open money"),
        PriceSet: ("play", "open money"), SealedBidPlaced: ("sealed",),
        SecondCardDeclined: ("play", "open money"), DummyKept: ("play", "open money")}


def _table(size, language):
    ui = Driver(size, Settings(animation_speed="off", computer_pace="instant",
                               language=language))
    seats = (SeatConfig(NAMES[0], "human"),) + tuple(SeatConfig(n, "bot", "random")
                                                    for n in NAMES[1:])
    table = TableScene(ui.ctx, Match(Config(seats=seats, first_auctioneer=0), 5,
                                     thinking_seconds=30.0))
    ui.ctx.stack.push(table)
    ui.frame(0.0)
    return ui, table


def _said(ui, table, monkeypatch, text, view):
    """Each seat's bubble saying `text` over `view`, every seat it waits for marked as to act:
    (its box, the words drawn in it)."""
    boxes, words = [], []
    real_panel, real_render = ui_module.blit_panel, ui.ctx.text.render

    def panel(surface, ctx, rect, *a, **k):
        boxes.append(pygame.Rect(rect))
        return real_panel(surface, ctx, rect, *a, **k)

    def render(s, size, colour, weight="regular"):
        if colour == ui_module.INK and weight == "black":
            words.append(str(ui.ctx.text.shown(s)))
        return real_render(s, size, colour, weight)
    monkeypatch.setattr(ui_module, "blit_panel", panel)
    monkeypatch.setattr(ui.ctx.text, "render", render)
    bubbles = {seat: Bubble(text, 1.0) for seat in table.layout.seats}
    scene_mod.draw_bubbles(ui.ctx.screen, ui.ctx, table.layout, bubbles, view,
                           marked=tuple(view.to_act))
    monkeypatch.undo()
    assert len(boxes) == len(bubbles)
    per = len(words) // len(bubbles)
    return [(b, words[i * per:(i + 1) * per]) for i, b in enumerate(boxes)]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_every_bubble_shows_its_whole_words_at_five_players(size, language, monkeypatch):
    ui, table = _table(size, language)
    base = table.shown
    seats = tuple(table.layout.seats)
    views = {"play": base,
             "sealed": dataclasses.replace(base, phase=SEALED_BIDDING,
                                           sealed_done=(False,) + (True,) * 4),
             "to act": dataclasses.replace(base, to_act=seats),
             "open money": dataclasses.replace(base, cash=(188,) * 5)}
    assert set(SAID) == set(_BUBBLES)
    for event, (message, _seconds) in _BUBBLES.items():
        for name in SAID[event]:
            view = views[name]
            text = message.format(amount=188) if "{amount}" in message else message
            shown = ui.ctx.text.shown(text)
            for box, lines in _said(ui, table, monkeypatch, text, view):
                joined = "".join(lines).replace(" ", "")
                assert joined == shown.replace(" ", ""), (name, shown, lines)
                if len(lines) > 1 and language != "zh_TW":
                    assert " ".join(lines).split() == shown.split(), (name, shown, lines)
                panel = next(p for p in table.layout.seats.values()
                             if p.inflate(-2, -2).contains(box))
                corner = pygame.Rect(0, 0, ui.ctx.px(22), ui.ctx.px(22))   # the envelope
                corner.bottomright = turn_word_spot(ui.ctx.px, panel)
                if name in ("sealed", "to act"):
                    assert not box.colliderect(corner), (name, shown, box, corner)
