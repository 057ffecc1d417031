"""A first-time tip counts as met by a person only once it has stood on their screen. A
play-tester's three people at one screen: "How to win" came to Ada, then to Max at his screen,
but Zoë never met it, though the settings counted it as met by her name: a move made while the
tip waited to show (an animation playing, the engine's word to the player, the store's notice;
or a quick press before the table was drawn) counted it as met. Now it waits for that person's
next decision. The tips stay each person's own: every tip shows on a private screen, met by
the one who sat there (tests/test_tips_by_name.py)."""
from __future__ import annotations

import dataclasses
import random

import pygame

from tests.test_handover_lap import _handed
from tests.ui_driver import FAST, Driver, decide

from game import Config, PlayCard, SealedBid, SeatConfig, stacked_deck
from game.cards import SEALED
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.table import TableScene
from scenes.session.match import Match
from scenes.session.settings import tip_name
from scenes.table import tips as tip_room

NEW = dataclasses.replace(FAST, tips_seen=())
NAMES = ("Ada", "Max", "Zoë")


def _sealed_table(ui: Driver):
    """Ada, Max and Zoë at one screen, two computers; Ada auctions a sealed card first."""
    seats = tuple(SeatConfig(n, "human") for n in NAMES) + (
        SeatConfig("Doris", "bot", "random"), SeatConfig("Emil", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, deck=stacked_deck((2, SEALED)),
                  thinking_seconds=0.0, rng=random.Random(3))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return match, table


def _met(ui: Driver, name: str) -> set:
    return set(ui.ctx.settings.tips_met.get(tip_name(name), ()))


def test_a_sealed_bid_made_before_how_to_win_showed_leaves_it_to_come(monkeypatch):
    ui = Driver((1280, 720), NEW)
    match, table = _sealed_table(ui)
    drawn = []          # (whose screen, the tip) at each tip drawn
    real = tip_room.draw_tip
    monkeypatch.setattr(tip_room, "draw_tip", lambda surface, ctx, tip, *a, **k: (
        drawn.append((table.shown.seat, tip)), real(surface, ctx, tip, *a, **k)))
    for seat in (0, 1):
        assert _handed(ui).seat == seat
        ui.key(pygame.K_RETURN)
        ui.frame(0.05)
        assert table.tip == tip_room.GOAL and table.tip_shown()
        if seat == 0:
            card = next(c for c in match.state.hands[0] if c.method == SEALED)
            decide(ui, table, PlayCard(0, card))
            ui.frame(0.05)
        decide(ui, table, SealedBid(seat, 0))
    assert tip_room.GOAL in _met(ui, "Ada") and tip_room.GOAL in _met(ui, "Max")
    # Zoë's hand-over: she presses Enter and makes her sealed bid at once, keys queued
    # before the table has drawn her screen.
    top = _handed(ui)
    assert top.seat == 2 and isinstance(top, HandoverScene)
    for key, char in ((pygame.K_RETURN, "\r"), (pygame.K_0, "0"), (pygame.K_RETURN, "\r")):
        ui.post(pygame.KEYDOWN, key=key, unicode=char, mod=0, scancode=0)
        ui.post(pygame.KEYUP, key=key, unicode=char, mod=0, scancode=0)
    ui.frame(0.0)
    assert SealedBid(2, 0) in match.actions
    # Counted met only where it stood on her screen: then, or at her next decision.
    for _ in range(600):
        if tip_room.GOAL in _met(ui, "Zoë"):
            break
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        ui.frame(0.05)
        if ui.top is table and table.human_turn() and table.shown.seat != 2:
            decide(ui, table, _any_move(match, table.shown.seat))
    assert tip_room.GOAL in _met(ui, "Zoë")
    assert (2, tip_room.GOAL) in drawn, drawn


def _any_move(match, seat: int):
    """A move for a person whose screen is up: a sealed card put up, a bid of nothing, a
    pass."""
    legal = match.legal_for(seat)
    plays = [a for a in legal if isinstance(a, PlayCard)]
    if plays:
        return plays[0]
    amounts = [a for a in legal if type(a).__name__ == "AmountRange"]
    return next((a for a in legal if type(a).__name__ in ("Pass", "DeclineSecondCard")),
                None) or amounts[0].make(amounts[0].lo)
