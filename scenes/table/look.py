"""What the painters are told about the moment, besides the view: a snapshot the scene makes
on the event and update path, so that no panel reaches back into the scene or the match."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _
from game.state import DUMMY_REVEAL, PLAY, SEALED_BIDDING, View

from .timeline import RoundOver


def seat_name(view: View, demo: bool, seat: int | None) -> str:
    """A seat as the table names it, drawing `view`: "You" for the view's own seat (not in
    the demo), "the bank" for no seat."""
    if seat is None:
        return _("the bank")
    if seat == view.seat and not demo:
        # i18n: the player themself, where a seat's name would stand (a label, a chip)
        return _("You")
    return view.config.seats[seat].name


@dataclass(frozen=True)
class Look:
    """The table's circumstances at one moment, for drawing."""

    view: View                  # what is drawn (the seat's view, or the public one)
    anchor: int | None          # the seat whose screen the table follows (None: no one's)
    demo: bool                  # an all-computer game, watched
    hot_seat: bool              # several humans share the screen
    is_over: bool               # the game has ended
    bots: frozenset             # the computer seats
    holding_key: bool           # H is held down, covering the screen
    turn: bool                  # the shown seat is a human the game waits for, caught up
    legal: tuple = ()           # that seat's legal options now (empty when not its turn)
    hints: bool = False         # value hints on (the setting; a seat's own view, not the demo)
    hint: str = ""              # the value hint for the lot on sale (an estimate)
    last_lot: tuple | None = None   # (round, Sold or TakenFree) of the last lot the table showed
    limit: int | None = None    # the seat's "up to" most, once the bids went past it on this lot
    passed: str = ""            # why the game passed for the seat on this lot (its money short)
    news: str = ""              # at one screen, at the seat's turn: its "Up to" was passed
    pass_ends: object = None    # the Sold or TakenFree a Pass by the seat would bring now
    ended_by: int | None = None  # while the round's end is told: the artist whose fifth ended it
    #: The band a held moment stands under at the window's foot (scenes/handover.py, `over`),
    #: while it is up: what the own panel draws keeps above it.
    band: pygame.Rect | None = None
    #: What the engine does with the lot if nobody bids on it (TakenFree, or at a fixed price
    #: the Sold to its auctioneer), at the seat's decision: said to the one who would take it.
    unbid: object = None
    #: While the round's end is told, the engine's scoring of it (a RoundResult): the view
    #: shown is the one before the ending card, and the board read its counts (`round_told`).
    ended: object = None
    #: The seats out of the open auction's lot ("Out of this lot"): their chips say so.
    outs: frozenset = frozenset()

    def counts(self) -> tuple[int, ...]:
        """Each artist's paintings played this round as the board tells them: the engine's
        count of the round that ended while its end is told (the ending card counts, RULES
        §3.2), else the view's."""
        return tuple(self.ended.counts) if self.ended is not None else tuple(self.view.counts)

    def name(self, seat: int | None) -> str:
        """A seat as the table names it: "You" for the shown seat (not in the demo)."""
        return seat_name(self.view, self.demo, seat)

    def you(self, seat: int | None) -> bool:
        """Whether `seat` is the shown seat, told as "you" (a sentence about it is its own
        message: the grammar differs from a name's)."""
        return seat is not None and seat == self.view.seat and not self.demo

    def selling(self) -> int | None:
        """The auctioneer of the lot on the stand; nobody once the lot is gone (the engine
        keeps the last one through the dummy reveal)."""
        v = self.view
        return v.auctioneer if v.lot and v.phase not in (DUMMY_REVEAL, PLAY) else None

    def badge(self) -> int | None:
        """The seat that wears the auctioneer's badge: one rule for every seat, computer or
        human, at one screen or several, read from the view (public, secret-free): the seat
        whose turn it is to put up a lot from the moment its turn comes, the lot's auctioneer
        while it is on offer, and that auctioneer still through the dummy card's decision
        after the sale; nobody else. (It showed on a computer seat as its card left the
        hand, on your own only once your lot was out, and never during the dummy decision.)"""
        v = self.view
        if v.phase == PLAY:
            return v.to_act[0] if v.to_act else None
        if v.phase == DUMMY_REVEAL:
            return v.last_auctioneer
        return v.auctioneer if v.lot else None

    def waited_for(self) -> tuple[int, ...]:
        """The seats the table marks as to act (a ring, "their turn" or "thinking…"): every
        seat the game waits for, but at one screen while the sealed bids are made at once,
        no human seat but the one whose screen it is (none with every screen down): Anna's
        sealed-bid screen marked Bernd "their turn", as if he were to take it over."""
        v = self.view
        if not (self.hot_seat and v.phase == SEALED_BIDDING):
            return tuple(v.to_act)
        return tuple(s for s in v.to_act if s in self.bots or s == v.seat)


def round_told(beats):
    """The engine's scoring (RoundResult) of the round whose end is told (its first beat), or
    None: the view shown then is still the one before the ending card, so the board's "Worth
    now" read the ranking without it (after the fifth Karl Gitter it still ranked Lite Metal
    first)."""
    first = beats[0] if beats else None
    return first.result if isinstance(first, RoundOver) else None


def round_ender(beats) -> int | None:
    """The artist whose fifth card ended the round, while the round's end is told (its first
    beat); else None."""
    first = beats[0] if beats else None
    card = first.card if isinstance(first, RoundOver) else None
    return None if card is None else card.artist
