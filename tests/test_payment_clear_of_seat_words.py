"""A sealed lot's "+10" and "−10" landing on the seats crossed the seats' own words for a
moment (play-tester, in German: "+10" over "geheim", a seat's hidden money). The numbers that
land with a sale's coins stand where no word of a seat panel is: every frame of each flight,
at both sizes, with five seats (the narrowest panels) and in German (the longest words)."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tests.test_hotseat import hot_match
from tests.test_payment_clear_of_the_lot import sealed_first
from tests.ui_driver import FAST, Driver, press_handover, record_texts

from game import stacked_deck
from game.cards import SEALED
from scenes.handover import HandoverScene
from scenes.table import TableScene
from scenes.table.moments import payment_labels
from scenes.table.timeline import LotFlies

SIZES = [(1280, 720), (1920, 1080)]


def _panel_words(texts, table) -> list:
    """The words the latest painting of the table's backdrop drew on the seats' panels."""
    panels = [table.layout.seat_rect(s) for s in table.layout.seats]
    if table.shown.seat is not None:                # your own panel, at a table of one person
        panels.append(table.layout.own)
    return [(str(s), r) for s, r in texts if r.w and r.collidelist(panels) >= 0]


def five_seats(size, language: str, humans: int) -> tuple:
    """Ada (and Beatrix, at one screen) with computers at five seats (the narrowest panels),
    the lots stacked to be sealed: the driver, the match and its table."""
    ui = Driver(size, settings=replace(FAST, animation_speed="normal", language=language))
    match = hot_match(humans, 5 - humans, seed=3, deck=stacked_deck((2, SEALED), (3, SEALED)),
                      distinct=False)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return ui, match, table


def two_sales_flown(ui: Driver, match, table, drawn: list, on_flight,
                    between=lambda: None) -> int:
    """Play the sealed lots until two sales have flown to the seats. Each frame of a flight
    and each other frame is drawn on an emptied `drawn`; after it `on_flight(flight)` or
    `between()` is called. How many flights were seen."""
    rng = random.Random(1)
    flights: set = set()
    for _ in range(3000):
        playing = table.timeline.playing
        if len(flights) >= 2 and not isinstance(playing, LotFlies):
            break
        if isinstance(ui.top, HandoverScene):
            press_handover(ui)
        elif isinstance(playing, LotFlies) and playing.payments:
            flights.add(id(playing))
            del drawn[:]
            ui.frame(1 / 30)
            on_flight(playing)
        elif ui.top is table and table.human_turn():
            sealed_first(ui, table, match, rng)
        else:
            del drawn[:]
            ui.frame(0.05)
            between()
    return len(flights)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("humans", [1, 2])
def test_the_payment_numbers_cross_no_word_of_a_seat(size, language, humans, monkeypatch):
    """Ada (and Beatrix, at one screen) with computers, five seats (every other seat's money
    hidden): their sealed lots bid 14, 21 and 9, sold and flown; every frame of each flight
    drawn, your own panel's words watched too when Ada plays alone."""
    ui, match, table = five_seats(size, language, humans)
    texts = record_texts(monkeypatch, "text", "ink_text")
    panel_words: list = []
    numbers, own = 0, 0

    def on_flight(playing):
        nonlocal panel_words, numbers, own
        drawn = _panel_words(texts, table)
        paid = {w for p in playing.payments for _s, w, _g in payment_labels(p)}
        floats = [(s, r) for s, r in drawn if s in paid]
        panel_words = [(s, r) for s, r in drawn if s not in paid] or panel_words
        crossed = [(s, w) for s, r in floats for w, q in panel_words if r.colliderect(q)]
        assert not crossed, (size, language, playing.progress, crossed)
        numbers += len(floats)
        own += sum(1 for _s, r in floats if r.colliderect(table.layout.own))

    def between():
        nonlocal panel_words
        panel_words = _panel_words(texts, table) or panel_words
    flights = two_sales_flown(ui, match, table, texts, on_flight, between)
    assert flights >= 2 and numbers >= 4 and panel_words, (flights, numbers)
    assert (own > 0) == (humans == 1), own          # Ada's own panel took its number
