"""Two people at one screen (play-tester A, Italian, 5 seats): Massimiliano's first-time tip
stayed in the middle of the table while Lucia's hand-over was up, and over the public table
between screens; it read as addressed to her. A tip belongs to the person whose screen it is:
it goes when their screen goes down and never shows over another's hand-over or screen; left
on show with "Got it" not pressed, it comes back at their next screen while its lot lasts.
Driven by real keys and clicks through the hand-overs."""
from __future__ import annotations

import dataclasses
import random

import pygame

from tests.test_first_evening import RaiseBot
from tests.ui_driver import FAST, GOALS_MET, Driver, auction_table

from game import Config, PlayCard, SeatConfig, stacked_deck
from game.cards import OPEN
from game.state import OPEN_BIDDING
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.session.match import Match
from scenes.table import tips as tip_room


class _OpensAndRaises(RaiseBot):
    """Cem: auctions an open lot first, then raises by one up to 30."""

    def choose(self, view, legal, rng):
        plays = [a for a in legal if isinstance(a, PlayCard) and a.card.method == OPEN]
        return plays[0] if plays else super().choose(view, legal, rng)


def test_a_tip_shows_only_on_its_owners_screen_and_comes_back_to_them(monkeypatch):
    """Ada meets the open auction's tip and bids, "Got it" not pressed; Bea (who met it and
    "Up to"'s) bids next: the tip is drawn neither on Bea's hand-over, nor on the public
    table, nor on Bea's screen; at Ada's next screen in the lot it is there again."""
    ui = Driver((1280, 720), settings=dataclasses.replace(
        FAST, tips_seen=GOALS_MET, tips_met={"bea": (OPEN, tip_room.UP_TO_SHARED)}))
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bea", "human"),
             SeatConfig("Cem", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=2), 1,
                  deck=stacked_deck(*[(a, OPEN) for a in range(5)] * 2),
                  thinking_seconds=0.0, rng=random.Random(1), bots={2: _OpensAndRaises(30)})
    table = auction_table(ui, match)
    drawn: list = []            # every tip drawn: which, on whose screen, over a hand-over?
    real = tip_room.draw_tip

    def spy(surface, ctx, tip, *args, **kwargs):
        handover = isinstance(ui.top, HandoverScene) or table.privacy.handover is not None
        drawn.append((tip, table.shown.seat, handover))
        real(surface, ctx, tip, *args, **kwargs)
    monkeypatch.setattr(tip_room, "draw_tip", spy)
    screens: list = []          # each screen opened: whose, and the tip drawn on it
    for _ in range(800):
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        ui.frame(0.05)
        if not table.human_turn():
            continue
        assert table.shown.phase == OPEN_BIDDING
        before = len(drawn)
        ui.frame(0.0)
        seat = table.shown.seat
        screens.append((seat, {tip for tip, _s, _h in drawn[before:]}))
        if len(screens) == 3:
            break
        ui.press("Bid ")
    assert all(seat == 0 and not handover for _t, seat, handover in drawn), drawn
    assert screens == [(0, {OPEN}), (1, set()), (0, {OPEN})], screens
