"""The payer's "−21" over their seat panel as a sale's coins land stayed under the lot flying
in: the card flew to the middle of the buyer's panel, who is the one paying, and the number
stood on its way, in the last third of the flight, pale red on the card's white rim. The lot
now lands in the buyer's row of paintings, at a painting's size, and the number stands above
it: never under the flying card, at both sizes, at any seat (the row's and your own panel)."""
from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from tests.test_hotseat import act, hot_match
from tests.ui_driver import FAST, Driver, decide, press_handover, record_texts

from game import PlayCard, stacked_deck
from game.cards import DECK, SEALED
from game.events import Payment
from scenes.handover import HandoverScene
from scenes.table import TableScene, moments
from scenes.table.layout import table_layout
from scenes.table.timeline import LotFlies

SIZES = [(1280, 720), (1920, 1080)]


class _Face(pygame.Surface):
    """A flying card's face that notes where it is drawn (`get_rect` places its blit)."""
    placed: list

    def get_rect(self, **kwargs):
        rect = super().get_rect(**kwargs)
        self.placed.append(rect)
        return rect



def sealed_first(ui, table, match, rng, amounts=None) -> None:
    """A person's move that brings sealed bids and sales paid between seats soon: a sealed lot
    played where the hand holds one, else a random legal move (bids of `amounts`, as
    `test_hotseat.act` takes them)."""
    sealed = [a for a in match.legal_for(table.shown.seat)
              if isinstance(a, PlayCard) and a.card.method == SEALED]
    if sealed:
        decide(ui, table, sealed[0], keys=True)
    else:
        act(ui, table, rng, amounts or {0: 14, 1: 21, 2: 9})

def _watch_the_flight(monkeypatch) -> tuple[list, list]:
    """The flying cards' rects and every text's (text, rect) drawn from now on."""
    placed: list = []
    real = moments.face_in_flight

    def face(ctx, layout, card, w):
        drawn = real(ctx, layout, card, w)
        spy = _Face(drawn.get_size(), pygame.SRCALPHA)
        spy.blit(drawn, (0, 0))
        spy.placed = placed
        return spy
    monkeypatch.setattr(moments, "face_in_flight", face)
    return placed, record_texts(monkeypatch, "text", "ink_text")


def _numbers_under_the_card(placed, texts, paid: set) -> tuple[int, list]:
    """How many payer's numbers were drawn, and those a card drawn in the same frame covers."""
    numbers = [r for s, r in texts if str(s) in paid]
    return len(numbers), [(n, c) for n in numbers for c in placed if n.colliderect(c)]


@pytest.mark.parametrize("size", SIZES)
def test_a_sale_s_payer_number_is_never_under_the_flying_lot(size, monkeypatch):
    """Ada, Beatrix and two computers: Ada's and Beatrix's sealed lots, bid 14, 21 and 9,
    sold and flown while both watch; every frame of each flight drawn."""
    ui = Driver(size, settings=replace(FAST, animation_speed="normal"))
    match = hot_match(2, 2, seed=3, deck=stacked_deck((2, SEALED), (3, SEALED)))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    rng = random.Random(1)
    placed, texts = _watch_the_flight(monkeypatch)
    flights, drawn, numbers = set(), 0, 0
    for _ in range(3000):
        playing = table.timeline.playing
        if isinstance(ui.top, HandoverScene):
            if len(flights) >= 2:
                break
            press_handover(ui)
        elif isinstance(playing, LotFlies) and playing.payments:
            flights.add(id(playing))
            del placed[:], texts[:]
            ui.frame(1 / 30)
            paid = {f"\u2212{p.amount}" for p in playing.payments}
            n, covered = _numbers_under_the_card(placed, texts, paid)
            assert not covered, (size, playing.progress, covered)
            drawn, numbers = drawn + bool(placed), numbers + n
        elif ui.top is table and table.human_turn():
            sealed_first(ui, table, match, rng)
        else:
            ui.frame(0.05)
    assert len(flights) >= 2 and drawn >= 20 and numbers >= 4, (flights, drawn, numbers)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("anchor", [0, None])
def test_at_every_seat_the_number_stands_clear_of_the_lot_as_it_lands(size, anchor,
                                                                      monkeypatch):
    """The flight drawn at every tenth of its way to each seat of four, yours among them
    (anchor 0: your own panel) or all in the row (a shared screen), a double's two cards."""
    ui = Driver(size)
    layout = table_layout(size, 4, anchor, has_dummy=False)
    look = None
    placed, texts = _watch_the_flight(monkeypatch)
    lot = (DECK[3], DECK[40])
    for buyer in range(4):
        pay = Payment(buyer, (buyer + 1) % 4, 21)
        for tenth in range(11):
            beat = LotFlies(1.0, lot=lot, buyer=buyer, payments=(pay,), buyer_name="Ada",
                            price=21)
            beat.t = tenth / 10
            del placed[:], texts[:]
            moments.draw_beat(ui.ctx.screen, ui.ctx, look, layout, beat)
            n, covered = _numbers_under_the_card(placed, texts, {"\u221221"})
            assert not covered, (buyer, tenth, covered)
            assert n == (1 if moments.ease(tenth / 10) > 0.7 else 0)
        assert layout.seat_rect(buyer).contains(placed[-1])     # landed inside its panel
