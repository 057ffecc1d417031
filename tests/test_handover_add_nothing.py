"""A double offered on at one screen: the person asked to add a second card may add nothing on
their hand-over (scenes/table/handover_choices.py), from the engine's legal options, where a
play-tester had to open his screen only to say no. Declining shows nothing private; adding a
card stays at the table, chosen in the hand, and Enter still opens the screen for it."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_handover_dummy_and_fixed import _labels
from tests.test_handover_lap import _handed
from tests.test_hotseat import hot_match
from tests.ui_driver import FAST, Driver, decide, frame_words

from game import DeclineSecondCard, PlayCard, stacked_deck
from game.cards import DECK, DOUBLE, FIXED_PRICE
from game.state import DOUBLE_OFFER
from scenes.table import TableScene

#: Ada's first card a Lite Metal double; nobody else holds a Lite Metal.
FILLER = [c for c in DECK if c.method not in (FIXED_PRICE, DOUBLE) and c.artist > 1][:26]
DECK_TOP = stacked_deck((0, DOUBLE), *FILLER)


def _offered_on(language: str = "en", size=(1280, 720)):
    """Ada plays her double and adds nothing to it herself: Beatrix's hand-over."""
    ui = Driver(size, settings=replace(FAST, language=language))
    match = hot_match(3, 0, seed=2, deck=DECK_TOP)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    assert _handed(ui).seat == 0
    ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=2)
    card = next(c for c in match.state.hands[0] if c.method == DOUBLE)
    decide(ui, table, PlayCard(0, card))
    ui.frame(0.05, n=2)
    decide(ui, table, DeclineSecondCard(0), keys=True)
    return ui, match, table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_beatrix_and_clemens_add_nothing_on_their_hand_overs(size):
    ui, match, table = _offered_on(size=size)
    table.drawn_seats.clear()
    bea = _handed(ui)
    assert (bea.seat, match.phase) == (1, DOUBLE_OFFER)
    assert _labels(bea) == ["Add nothing (N)"]
    assert "Not adding a card? No need to show your screen:" in frame_words(ui)
    button = bea.offers.widgets[0]
    assert bea.rect.contains(button.rect)
    ui.key(pygame.K_n, "n")
    assert match.actions[-1] == DeclineSecondCard(1)
    clemens = _handed(ui)
    assert clemens.seat == 2 and _labels(clemens) == ["Add nothing (N)"]
    ui.click(clemens.offers.widgets[0].rect.center)
    assert match.actions[-1] == DeclineSecondCard(2)
    assert match.phase != DOUBLE_OFFER              # nobody added: the double's end
    assert table.drawn_seats <= {None}              # neither screen opened


def test_enter_still_opens_the_screen_where_the_card_is_added():
    ui, match, table = _offered_on()
    _handed(ui)
    ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=2)
    assert table.human_turn() and table.shown.seat == 1 and table.shown.hand
    decide(ui, table, DeclineSecondCard(1), keys=True)
    assert match.actions[-1] == DeclineSecondCard(1)


@pytest.mark.parametrize("language", ["de", "it", "zh_TW"])
def test_the_offer_speaks_the_language(language):
    ui, match, table = _offered_on(language)
    bea = _handed(ui)
    assert len(bea.offers.widgets) == 1
    label = _labels(bea)[0]
    assert "Add nothing" not in label and label.endswith((")", "）"))
    assert not any("No need to show your screen" in w for w in frame_words(ui))
