"""The hand-over takes a decision that needs nothing private (scenes/table/handover_choices.py).
Play-testers of the dummy hand at one screen (three people) paid a hand-over and a click for
each fixed-price pass and each dummy card, "I am Beatrix: show my screen" and then "Pass". The
hand-over now offers a fixed price's Pass (P) and the dummy hand's "Reveal it" (R) and "Keep it
hidden" (K) right there, from the engine's legal options, and still opens the screen on Enter.

Ada auctions a fixed-price Lite Metal for 5; Beatrix and Clemens pass on their hand-overs; Ada
must buy it, and, the lot's buyer, decides on the dummy card on hers.
"""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_decision_keys import FIXED_KEYS, LANGUAGES
from tests.test_handover_lap import _handed
from tests.test_hotseat import hot_match
from tests.ui_driver import FAST, Driver, decide, frame_words, type_amount

from game import Pass, PlayCard, RevealDummy, stacked_deck
from game.cards import DECK, DOUBLE, FIXED_PRICE, OPEN, SEALED
from game.config import THREE_WITH_DUMMY
from game.state import DUMMY_REVEAL, FIXED_OFFER, PLAY
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.table import TableScene
from scenes.table.keys import group_keys

#: The dealt hands: Ada's first card a fixed-price Lite Metal, the dummy hand's top a Yoko.
FILLER = [c for c in DECK if c.method not in (FIXED_PRICE, DOUBLE) and c.artist > 1][:26]
DECK_TOP = stacked_deck((0, FIXED_PRICE), *FILLER, (1, OPEN))


def _table(language: str = "en", size=(1280, 720)):
    """Ada, Beatrix and Clemens at one screen, the dummy hand's card turned up by the lot's
    buyer; Ada auctions first."""
    ui = Driver(size, settings=replace(FAST, language=language))
    match = hot_match(3, 0, seed=2, deck=DECK_TOP, variant=THREE_WITH_DUMMY)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return ui, match, table


def _price_set(ui: Driver, match, table) -> HandoverScene:
    """Ada opens her screen, auctions the fixed-price Lite Metal for 5: Beatrix's hand-over."""
    top = _handed(ui)
    assert top.seat == 0 and top.offers is None        # her card is hers to choose
    ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=2)
    card = next(c for c in match.state.hands[0] if c.method == FIXED_PRICE and c.artist == 0)
    decide(ui, table, PlayCard(0, card))
    ui.frame(0.05, n=2)
    type_amount(ui, 5)
    return _handed(ui)


def _labels(top: HandoverScene) -> list[str]:
    return [str(top.ctx.text.shown(b.label)) for b in top.offers.widgets]


def test_fixed_price_passes_and_the_dummy_card_are_decided_on_the_hand_overs():
    ui, match, table = _table()
    bea = _price_set(ui, match, table)
    table.drawn_seats.clear()
    assert (bea.seat, match.phase) == (1, FIXED_OFFER)
    assert _labels(bea) == ["Pass (P)"]
    words = frame_words(ui)
    assert "Lite Metal for 5 (fixed price): buy or pass, Beatrix" in words
    assert "Not buying? No need to show your screen:" in words
    ui.key(pygame.K_p, "p")
    assert match.actions[-1] == Pass(1)

    clemens = _handed(ui)
    assert clemens.seat == 2 and _labels(clemens) == ["Pass (P)"]
    # Everyone else passed: Clemens's pass makes the auctioneer buy, as the engine says.
    assert "If you pass, the auction ends: Ada buys the lot for 5." in frame_words(ui)
    ui.key(pygame.K_p, "p")
    sale = match.state.sales[-1]
    assert (sale.buyer, sale.price) == (0, 5) and match.phase == DUMMY_REVEAL

    ada = _handed(ui)
    assert (ada.seat, match.to_act) == (0, (0,))
    assert _labels(ada) == ["Reveal it (R)", "Keep it hidden (K)"]
    assert [ada.offers.actions[id(b)] for b in ada.offers.widgets] == [RevealDummy(0, True),
                                                                  RevealDummy(0, False)]
    words = frame_words(ui)
    assert "Ada: reveal a dummy card or not" in words
    assert "Nobody has seen the dummy card: no need to show your screen:" in words
    ui.key(pygame.K_r, "r")
    assert match.actions[-1] == RevealDummy(0, True)
    assert match.state.revealed[-1].artist == 1

    # Nobody's screen opened for the three decisions: only the public view was drawn.
    assert table.drawn_seats <= {None}
    nxt = _handed(ui)
    assert (nxt.seat, match.phase, nxt.offers) == (1, PLAY, None)
    ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=2)
    assert table.human_turn() and table.shown.seat == 1 and table.shown.hand


def test_keep_it_hidden_on_the_hand_over_leaves_the_dummy_card_down():
    ui, match, table = _table()
    _price_set(ui, match, table)
    for _ in range(2):
        ui.key(pygame.K_p, "p")
        _handed(ui)
    top = ui.top
    ui.click(top.offers.widgets[1].rect.center)
    assert match.actions[-1] == RevealDummy(0, False) and not match.state.revealed


def test_enter_on_those_hand_overs_still_opens_the_screen_and_the_table_decides():
    """Enter opens Beatrix's screen at the fixed price (Buy and Pass at the table), then Ada's
    for the dummy card, where the table's "Keep it hidden" keeps it down."""
    ui, match, table = _table()
    _price_set(ui, match, table)
    ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=2)
    assert table.human_turn() and table.shown.seat == 1 and table.shown.hand
    decide(ui, table, Pass(1), keys=True)
    _handed(ui)
    ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=2)
    decide(ui, table, Pass(2), keys=True)
    assert _handed(ui).seat == 0 and match.phase == DUMMY_REVEAL
    ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=2)
    assert table.human_turn() and table.shown.seat == 0 and table.shown.hand
    decide(ui, table, RevealDummy(0, False), keys=True)
    assert match.actions[-1] == RevealDummy(0, False)


def test_a_key_before_the_hand_over_is_armed_decides_nothing():
    ui, match, table = _table()
    _price_set(ui, match, table)
    ui.key(pygame.K_p, "p")
    _handed(ui)
    ui.key(pygame.K_p, "p")
    for _ in range(400):
        if isinstance(ui.top, HandoverScene):
            break
        ui.frame(0.05)
    moves = len(match.actions)
    ui.key(pygame.K_r, "r")                 # (Clemens's last key, as Ada's hand-over came)
    assert isinstance(ui.top, HandoverScene) and len(match.actions) == moves
    ui.frame(ARM_SECONDS + 0.05)
    ui.key(pygame.K_r, "r")
    assert match.actions[-1] == RevealDummy(0, True)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_keys_are_the_tables_in_every_language(language):
    """The hand-over's keys are the table's for the same decision, in the player's language,
    named on the buttons, and none is Enter, Space, Esc or the arrows."""
    ui, match, table = _table(language)
    bea = _price_set(ui, match, table)
    shown = ui.ctx.text.shown
    assert [b.hotkey for b in bea.offers.widgets] == [group_keys(shown, "fixed_offer")["pass"][0]]
    ui.key(bea.offers.widgets[0].hotkey)
    ui.key(_handed(ui).offers.widgets[0].hotkey)
    ada = _handed(ui)
    dummy = group_keys(shown, "dummy")
    keys = [b.hotkey for b in ada.offers.widgets]
    assert keys == [dummy["reveal"][0], dummy["keep_hidden"][0]]
    assert not set(keys) & FIXED_KEYS and len(set(keys)) == 2
    letters = [pygame.key.name(k).upper() for k in keys]
    labels = [str(shown(b.label)) for b in ada.offers.widgets]
    assert all(f"({x})" in s or f"\uff08{x}\uff09" in s for x, s in zip(letters, labels)), labels
    ui.key(keys[1])
    assert match.actions[-1] == RevealDummy(0, False)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1200, 675)])
def test_the_row_sits_inside_the_hand_over_card(size):
    ui, match, table = _table(size=size)
    _price_set(ui, match, table)
    for _ in range(2):
        ui.key(pygame.K_p, "p")
        _handed(ui)
    top = ui.top
    for button in [top.button] + top.offers.widgets:
        assert top.rect.contains(button.rect), (button.label, button.rect, top.rect)
    a, b = top.offers.widgets
    assert not a.rect.colliderect(b.rect) and not a.rect.colliderect(top.button.rect)


def test_the_band_under_the_sealed_bids_offers_the_dummy_card_to_the_lot_s_buyer():
    """Ada auctions a sealed-bid Lite Metal; Ada, Beatrix and Clemens seal 4, 6 and 9. The band
    under the bids names Clemens, the buyer, whose decision on the dummy card it offers: his K
    lets the bids go and keeps the card down, his screen never opened; the screen passes on to
    Beatrix, the next auctioneer."""
    deck = stacked_deck((0, SEALED), *FILLER, (1, OPEN))
    ui = Driver((1280, 720), settings=replace(FAST, animation_speed="normal"))
    match = hot_match(3, 0, seed=2, deck=deck, variant=THREE_WITH_DUMMY)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    seals = {0: 4, 1: 6, 2: 9}
    for _ in range(3000):
        top = ui.top
        if isinstance(top, HandoverScene) and top.over:
            break
        if isinstance(top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif top is table and table.human_turn():
            seat = table.shown.seat
            if match.phase == PLAY:
                card = next(c for c in match.state.hands[0] if c.method == SEALED)
                decide(ui, table, PlayCard(0, card))
            else:
                type_amount(ui, seals[seat])
        else:
            ui.frame(0.05)
    band = ui.top
    assert isinstance(band, HandoverScene) and band.over and match.phase == DUMMY_REVEAL
    assert band.seat == 2 and _labels(band) == ["Reveal it (R)", "Keep it hidden (K)"]
    assert band.rect.contains(band.offers.widgets[1].rect)
    reveal = table.timeline.playing
    table.drawn_seats.clear()
    ui.frame(ARM_SECONDS + 0.05)
    ui.key(pygame.K_k, "k")
    assert match.actions[-1] == RevealDummy(2, False) and reveal.pressed
    nxt = _handed(ui)
    assert (nxt.seat, nxt.over, match.phase) == (1, False, PLAY)
    assert table.drawn_seats <= {None}
