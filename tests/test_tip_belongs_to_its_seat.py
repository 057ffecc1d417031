"""Two players at one screen: a first-time tip still on show when the first player acted stayed
up after the hand-over, on the second player's screen, though the second had met that tip (and
it then counted as met by the second too). A tip belongs to the seat that sees it: on a
hand-over it closes, or gives way to the next player's own due tip. Both games, driven by real
clicks and keys through the hand-over screen."""
from __future__ import annotations

import dataclasses
import random

import pygame

from tests.test_card_table import click_action
from tests.ui_driver import FAST, GOALS_MET, Driver

from game import Config, Pass, PlayCard as AuctionPlay, SeatConfig, stacked_deck
from game.card.actions import ChooseSecretly
from game.card.cards import EVERYONE_PLAYS, NO_EFFECT
from game.card.config import Config as CardConfig, SeatConfig as CardSeat
from game.card.position import position
from game.card.state import EVERYONE
from game.cards import ONCE_AROUND
from game.state import ONCE_AROUND_BIDDING
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.session.games import new_match, open_table
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.tips import NO_CARD


def _met_by_bea(key: str) -> dict:
    """The match's notes: this game showed tip `key` to Bea (seat 1) only, as if Ada had been
    away from the screen when it came; Ada has yet to meet it (the settings, `_bea_met`,
    keep it by Bea's name)."""
    return {"tips": {"shown": {"1": [key]}}}


def _bea_met(key: str) -> dict:
    """The settings' tips met by name: Bea met tip `key`, nobody else."""
    return {"bea": (key,)}


def _through_handover(ui: Driver) -> bool:
    """The hand-over screen confirmed with Enter, as a player does; whether there was one."""
    if not isinstance(ui.top, HandoverScene):
        return False
    ui.frame(ARM_SECONDS + 0.05)
    ui.key(pygame.K_RETURN)
    ui.frame(0.05)
    return True


def test_the_card_tables_everyone_plays_tip_closes_at_the_hand_over_to_one_who_met_it():
    """Cem plays an everyone-plays card; Ada chooses her card with its tip on show, "Got it"
    never pressed; Bea, who met the tip, chooses next: after the hand-over her screen shows
    no tip. (The card table's public view between the two screens already closed it; the
    ledger now closes it too, whatever comes between.)"""
    # Bea met the board's "†" tip too: the mark shows at her choice, and that tip, hers,
    # would come there (`tips.card_tip_for`: at a person's first decision while it shows).
    met = {"bea": ("card:" + EVERYONE_PLAYS, NO_CARD)}
    ui = Driver((1280, 720), settings=dataclasses.replace(
        FAST, tips_seen=GOALS_MET + ("card:turn",), tips_met=met))
    seats = (CardSeat("Ada", "human"), CardSeat("Bea", "human"),
             CardSeat("Cem", "bot", "random"))
    config = CardConfig(seats=seats, first_player=2)
    state = position(config, hands=[[(1, NO_EFFECT), (2, NO_EFFECT)],
                                    [(3, NO_EFFECT), (4, NO_EFFECT)],
                                    [(0, EVERYONE_PLAYS), (1, EVERYONE_PLAYS)]],
                     influence=(3, NO_EFFECT), turn=2)
    match = new_match(ui.ctx, config, seed=0, rng=random.Random(0), thinking_seconds=0.0)
    match._state = match._before = state._replace(config=match.config)    # as a save resumes
    match.notes.update(_met_by_bea("card:" + EVERYONE_PLAYS))
    table = open_table(ui.ctx, match, how="reset")
    shown: list = []
    for _ in range(600):
        ui.frame(0.05)
        if _through_handover(ui) or not table.human_turn():
            continue
        seat = table.shown.seat
        shown.append((seat, table.shown.phase, table.tip if table.tip_shown() else None))
        if seat == 1:
            break
        legal = match.legal_for(seat)
        click_action(ui, table, next(a for a in legal if isinstance(a, ChooseSecretly)))
    tip = "card:" + EVERYONE_PLAYS
    assert shown == [(0, EVERYONE, tip), (1, EVERYONE, None)], shown
    assert tip in table.tips.shown[0]


class _OnceAroundFirst:
    """Cem, the first auctioneer: sells a once-around lot, and passes on every lot."""

    name = "once-around-first"

    def choose(self, view, legal, rng):
        plays = [a for a in legal if isinstance(a, AuctionPlay)
                 and a.card.method == ONCE_AROUND]
        return (plays or [a for a in legal if isinstance(a, Pass)] or list(legal))[0]


def test_the_auction_tables_tip_closes_at_the_hand_over_to_a_player_who_met_it():
    """Cem auctions the game's first once-around lot: its tip shows on Ada's screen, the first
    to bid. She passes, "Got it" never pressed; Bea, who met the tip, bids next: after the
    hand-over her screen shows none."""
    ui = Driver((1280, 720), settings=dataclasses.replace(
        FAST, tips_seen=GOALS_MET, tips_met=_bea_met(ONCE_AROUND)))
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bea", "human"),
             SeatConfig("Cem", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=2), 1,
                  deck=stacked_deck(*[(a, ONCE_AROUND) for a in range(5)] * 2),
                  thinking_seconds=0.0, rng=random.Random(1), bots={2: _OnceAroundFirst()})
    match.notes.update(_met_by_bea(ONCE_AROUND))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    seen: list = []
    for _ in range(600):
        ui.frame(0.05)
        if _through_handover(ui) or not table.human_turn():
            continue
        assert table.shown.phase == ONCE_AROUND_BIDDING
        seen.append((table.shown.seat, table.tip if table.tip_shown() else None))
        if table.shown.seat == 1:
            break
        ui.press("Pass")
    assert seen == [(0, ONCE_AROUND), (1, None)], seen
