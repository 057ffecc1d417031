"""A sealed bid of 0 is "no bid", as the sealed box says ("0 = no bid"), in the reveal and in
the log alike: the reveal's tile showed "—" while the log said "you 0"."""
from __future__ import annotations

import pygame
import pytest

from tests.test_hotseat_keyboard import play_card, table_for
from tests.ui_driver import Driver, spy_texts

from game import SealedBid, stacked_deck
from game.cards import SEALED
from game.events import SealedBidsRevealed
from game.log import narrate
from game.state import SEALED_BIDDING
from scenes.session.settings import Settings
from scenes.table.timeline import SealedReveal


def test_the_log_says_no_bid_for_a_sealed_0():
    from tests.test_narration import default_config
    config = default_config(4)
    names = [s.name for s in config.seats]
    told = str(narrate(SealedBidsRevealed((0, 11, 20, 0), 2), config, you=0).text)
    assert told == (f"Sealed bids revealed: you (no bid), {names[1]} 11, {names[2]} 20 and "
                    f"{names[3]} (no bid).")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_reveal_shows_no_bid_on_the_tile_of_a_sealed_0_and_it_fits(size):
    ui = Driver(size, settings=Settings(animation_speed="normal", computer_pace="instant"))
    table = table_for(ui, stacked_deck((2, SEALED)))
    for _ in range(200):                        # the deal plays out
        if table.human_turn():
            break
        ui.frame(0.05)
    play_card(ui, table, SEALED)
    for _ in range(200):
        if table.human_turn() and table.shown.phase == SEALED_BIDDING:
            break
        ui.frame(0.05)
    assert table.shown.phase == SEALED_BIDDING
    ui.press("–")                               # the smallest sealed bid: 0
    assert table.amount.value == "0"
    texts = spy_texts(ui)
    ui.press("Seal")
    assert SealedBid(0, 0) in table.match.actions
    seen = False
    for _ in range(300):
        beat = table.timeline.playing
        if isinstance(beat, SealedReveal) and beat.progress > 0.8:
            seen = True
            break
        ui.frame(0.02)
    assert seen
    texts.clear()
    ui.frame(0.0)
    shown = [str(t) for t in texts]
    assert "no bid" in shown and "—" not in shown and "0" not in shown
    for _ in range(300):                        # the log tells it once the reveal is seen
        said = [str(t) for _s, t in table.log.lines if "Sealed bids revealed" in str(t)]
        if said:
            break
        ui.frame(0.05)
    assert said and "you (no bid)" in said[0]
