"""A card played from a seat across the table flew over the stand's heading ("Clemens may add a
second Krypto" half hidden while it flew): the stand's words wait until it lands."""
from __future__ import annotations

import pytest

from tests.test_hotseat_keyboard import table_for
from tests.ui_driver import Driver, spy_texts

from game import stacked_deck
from game.cards import DOUBLE
from scenes.session.settings import Settings
from scenes.table.status import status
from scenes.table.timeline import CardToStand


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_stands_words_wait_until_a_card_from_across_the_table_lands(size):
    ui = Driver(size, settings=Settings(animation_speed="normal", computer_pace="instant"))
    texts = spy_texts(ui)
    table = table_for(ui, stacked_deck(*[(a, DOUBLE) for a in range(5)] * 2), first=2)
    flight = None
    for _ in range(400):
        beat = table.timeline.playing
        if isinstance(beat, CardToStand) and beat.seat == 2 and 0.3 < beat.progress < 0.7:
            flight = beat
            break
        ui.frame(0.02)
    assert flight is not None, "Clemens's card never flew"
    layout = table.layout
    # Where the card is now: over the stand's words, from Clemens's seat above them.
    start, end = layout.seat_rect(2).center, layout.lot_card.center
    assert start[0] > layout.controls.x and end[0] < layout.controls.x
    texts.clear()
    ui.frame(0.0)
    head, detail = status(table.look)
    assert head and str(head) not in [str(t) for t in texts]
    for _ in range(100):                        # it lands: the words come
        if table.timeline.playing is not flight:
            break
        ui.frame(0.02)
    texts.clear()
    ui.frame(0.0)
    head, _detail = status(table.look)
    assert head and str(head) in [str(t) for t in texts]
