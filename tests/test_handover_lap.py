"""A lap of a hot-seat open auction for the price of one press. Play-testers at one screen (two
people, two computers) paid a hand-over and a click on every lap of every open auction, even
for a pass: "I am Bea: show my screen", then "Pass". A pass (and "Out of this lot") is public and
needs nothing private, so the hand-over of an open lap (the full one, and the band at the foot)
offers both right there, under the lot and its high bid: the person's screen never opens for
it. "I am Bea: show my screen" (Enter, Space) stays for a raise; the pass answers to P and
stepping out to O, as at the table, in the player's language."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.test_decision_keys import FIXED_KEYS, LANGUAGES
from tests.test_screen_back_after_computers import _table, _until_asked
from tests.ui_driver import FAST, Driver, frame_words, type_amount

from game import Bid, Pass
from game.state import OPEN_BIDDING, PLAY
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.table.keys import bidding_keys


def _handed(ui: Driver, frames: int = 400) -> HandoverScene:
    """Frames until a hand-over is up, armed; that hand-over."""
    for _ in range(frames):
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            return ui.top
        ui.frame(0.05)
    raise AssertionError("no hand-over came")


def test_ada_passes_on_her_hand_over_and_her_screen_never_opens():
    ui = Driver((1280, 720))
    match, table = _table(ui)
    top = _handed(ui)
    assert top.seat == 0 and not top.over and match.phase == OPEN_BIDDING
    assert [b.label for b in top.offers.widgets] == ["Pass (P)", "Out of this lot (O)"]
    assert "Not raising? No need to show your screen:" in frame_words(ui)
    ui.key(pygame.K_p, "p")
    assert match.actions[-1] == Pass(0)
    assert 0 not in table.drawn_seats and table.shown.seat is None
    nxt = _handed(ui)
    assert (nxt.seat, nxt.over) == (1, False)       # the screen passes on, as ever
    assert 0 not in table.drawn_seats


def test_a_key_before_the_hand_over_is_armed_passes_nobody():
    """The last person's own P, pressed as the hand-over came up, is not the next one's."""
    ui = Driver((1280, 720))
    match, table = _table(ui)
    for _ in range(400):
        if isinstance(ui.top, HandoverScene):
            break
        ui.frame(0.05)
    moves = len(match.actions)
    ui.key(pygame.K_p, "p")
    assert isinstance(ui.top, HandoverScene) and len(match.actions) == moves


def test_out_of_this_lot_on_the_hand_over_holds_for_the_lot():
    """Ada steps out on her hand-over; Beatrix bids; the computers raise; the game passes for
    Ada on every later lap: she is never handed the screen again on this lot."""
    ui = Driver((1280, 720))
    match, table = _table(ui)
    top = _handed(ui)
    ui.click(top.offers.out_button.rect.center)
    assert match.is_out(0) and match.actions[-1] == Pass(0)
    assert _until_asked(ui, table) == [(1, False)]
    ui.press("Bid ")
    handed = []
    for _ in range(600):
        if match.phase != OPEN_BIDDING:
            break
        if isinstance(ui.top, HandoverScene):
            handed.append(ui.top.seat)
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_p, "p")             # Beatrix passes on her band
        ui.frame(0.05)
    assert 0 not in handed and handed and match.actions.count(Pass(0)) >= 2
    assert 0 not in table.drawn_seats


def test_the_band_back_to_beatrix_offers_the_pass_too_and_shows_the_high_bid():
    """Ada steps out; Beatrix bids; the computers raise on the public screen: the band back to
    Beatrix, the table in view with the high bid and its bidder, offers her pass there."""
    ui = Driver((1280, 720))
    match, table = _table(ui)
    ui.key(_handed(ui).offers.out_button.hotkey, "o")
    assert _until_asked(ui, table) == [(1, False)]
    ui.press("Bid ")
    top = _handed(ui)
    assert (top.seat, top.over) == (1, True) and top.offers is not None
    assert top.rect.contains(top.offers.pass_button.rect) and top.rect.contains(top.button.rect)
    v = match.public_view()
    assert f"High bid {v.high_bid} by {match.config.seats[v.high_bidder].name}" \
        in " ".join(frame_words(ui))
    drawn_before = set(table.drawn_seats)
    ui.key(pygame.K_p, "p")
    assert Pass(1) in match.actions[-3:] and table.shown.seat is None
    ui.frame(0.05, n=3)
    assert table.drawn_seats <= drawn_before | {None}


def test_a_pass_on_the_hand_over_that_ends_the_lot_says_so_and_keeps_the_next_hand_shut():
    """Beatrix bids 13, past both computers: they pass, and Ada's pass on her hand-over ends
    the lot, as the line over her buttons says (the facts above name the high bid). Ada
    auctions next: everyone may have watched her pass, so her hand opens only after the band's
    press, never at once after the gavel."""
    ui = Driver((1280, 720))
    match, table = _table(ui)
    _handed(ui)
    ui.key(pygame.K_p, "p")
    assert _until_asked(ui, table) == [(1, False)]
    type_amount(ui, 13)
    top = _handed(ui)
    assert top.seat == 0 and match.phase == OPEN_BIDDING
    words = frame_words(ui)
    assert any("high bid 13 by Beatrix" in w for w in words), words
    assert "If you pass, the auction ends: Beatrix buys the lot for 13." in words
    ui.key(pygame.K_p, "p")
    assert match.state.sales[-1].buyer == 1 and match.phase == PLAY and match.to_act == (0,)
    top = _handed(ui)
    assert (top.seat, top.over) == (0, True)
    assert 0 not in table.drawn_seats
    ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=2)
    assert table.shown.seat == 0 and table.shown.hand and table.human_turn()


def test_no_choices_on_a_hand_over_for_anything_but_an_open_lap():
    """Ada's hand-over to auction a card: only her screen (the card is hers to choose)."""
    ui = Driver((1280, 720))
    match, table = _table(ui, first=0)
    top = _handed(ui)
    assert top.seat == 0 and match.phase == PLAY and top.offers is None
    ui.key(pygame.K_p, "p")
    assert isinstance(ui.top, HandoverScene) and not match.actions


def test_a_raise_still_opens_the_screen_with_enter():
    ui = Driver((1280, 720))
    match, table = _table(ui)
    _handed(ui)
    ui.key(pygame.K_RETURN)
    ui.frame(0.05, n=2)
    assert table.human_turn() and table.shown.seat == 0 and table.shown.hand
    ui.press("Bid ")
    assert isinstance(match.actions[-1], Bid)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_hand_over_s_keys_are_the_tables_and_clash_with_none_of_its_own(language):
    """P and O (the language's letters, the table's own for Pass and Out of this lot), never
    one another nor Enter, Space, Esc, Tab or the arrows the hand-over answers to."""
    ui = Driver((1280, 720), settings=replace(FAST, language=language))
    match, table = _table(ui)
    top = _handed(ui)
    keys = [b.hotkey for b in top.offers.widgets]
    table_keys = bidding_keys(ui.ctx.text.shown)
    assert keys == [table_keys["pass"][0], table_keys["out"][0]]
    assert len(set(keys)) == 2 and not set(keys) & FIXED_KEYS
    assert all(pygame.K_a <= k <= pygame.K_z for k in keys)
    letters = [pygame.key.name(k).upper() for k in keys]
    shown = [ui.ctx.text.shown(b.label) for b in top.offers.widgets]
    assert all(f"({x})" in s or f"\uff08{x}\uff09" in s for x, s in zip(letters, shown)), shown
    ui.key(keys[0], letters[0].lower())
    assert match.actions[-1] == Pass(0)
