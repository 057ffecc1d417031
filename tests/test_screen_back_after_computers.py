"""The screen comes back to the one at it only after a press once computers played on the public
screen. A play-tester (Ada and Beatrix at one screen, two computers) stepped Ada out of a lot;
the computers bid it out and sold it in the public view with both people watching, and Ada's
hand opened at once at her next decision, as Beatrix's did on her second turn in one open
auction. Now the seated person's next private view waits for one press on the band at the
window's foot ("I am Ada: show my screen"), the table in view above it, whenever a computer
moved while the public view was up since their last decision (`Match.looked_on`); with nothing
shown in between (their own next decision straight on, computers choosing while they decide)
it opens at once, and a full hand-over still comes only when the screen passes to another
person or after a moment the whole table gathered for (tests/test_handover_only_when_passed.py).
"""
from __future__ import annotations

import random

import pygame

from tests.test_card_table import card_match, choose, click_action
from tests.test_hotseat_keyboard import play_card
from tests.ui_driver import Driver, drawn_card_seen

from game import AmountRange, Config, Pass, PlayCard, SeatConfig
from game.cards import DECK, DOUBLE, OPEN, stacked_deck
from game.rounds import DEAL
from game.state import DOUBLE_OFFER, OPEN_BIDDING, PLAY
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.session.match import Match
from scenes.table import TableScene


class OpenSeller:
    """A computer that auctions an open-auction card, raises by one up to `limit`, else
    passes."""

    def __init__(self, limit: int) -> None:
        self.limit = limit

    def choose(self, view, legal, rng):
        plays = [o for o in legal if isinstance(o, PlayCard)]
        if plays:
            return next((p for p in plays if p.card.method == OPEN), plays[0])
        amount = next((o for o in legal if isinstance(o, AmountRange)), None)
        if amount is not None and amount.lo <= self.limit:
            return amount.make(amount.lo)
        return next(o for o in legal if isinstance(o, Pass))


def _table(ui: Driver, first: int = 3, deck=None):
    """Ada and Beatrix at one screen, Clemens and Doris computers raising by one up to 10 and
    12; Doris auctions first (an open-auction card on top of her hand), Ada is next."""
    k = DEAL[4][0]
    if deck is None:
        plain = [c for c in DECK if c.method not in (OPEN, DOUBLE)]
        deck = stacked_deck(*plain[:3 * k], (1, OPEN))
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "human"),
             SeatConfig("Clemens", "bot", "random"), SeatConfig("Doris", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=first), 5, deck=deck,
                  thinking_seconds=0.5, rng=random.Random(5),
                  bots={2: OpenSeller(10), 3: OpenSeller(12)})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return match, table


def _until_asked(ui: Driver, table, frames: int = 600) -> list:
    """Run until a person decides at the screen, pressing every hand-over: each one's (seat,
    band?) on the way, and for a band, whether the table drew the public view under it (no
    hand, the table in view: `shown.hand` None) while it stood."""
    handed = []
    for _ in range(frames):
        top = ui.top
        if isinstance(top, HandoverScene):
            handed.append((top.seat, top.over))
            if top.over:
                ui.frame(0.05)
                assert table.shown.hand is None and table.shown.seat is None
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif table.human_turn():
            return handed
        ui.frame(0.05)
    raise AssertionError("nobody was asked")


def test_beatrix_s_second_turn_in_one_open_auction_waits_for_a_press():
    """Ada steps out; Beatrix (handed the screen) bids; Clemens and Doris raise on the public
    screen; the game passes for Ada. Beatrix is asked again: her hand shows only after the
    band's press, never at once (her screen was down while the computers raised)."""
    ui = Driver((1280, 720))
    match, table = _table(ui)
    assert _until_asked(ui, table) == [(0, False)]      # Doris's lot: Ada is handed the screen
    assert table.shown.phase == OPEN_BIDDING
    ui.press("Out of this lot")
    assert _until_asked(ui, table) == [(1, False)]
    ui.press("Bid ")
    handed = _until_asked(ui, table)
    assert handed == [(1, True)], handed        # the band, back to Beatrix: no full hand-over
    assert table.shown.seat == 1 and table.shown.hand is not None
    assert match.actions.count(Pass(0)) >= 2    # the game passed for Ada meanwhile


def test_ada_s_next_lot_after_the_computers_sold_the_one_she_left_waits_for_a_press():
    """Ada passes, Beatrix steps out, the computers bid, Ada steps out (the screen is hers);
    the computers bid the lot out and it is sold in the public view. Ada auctions next: her
    hand shows only after the band's press."""
    ui = Driver((1280, 720))
    match, table = _table(ui)
    _until_asked(ui, table)
    ui.press("Pass")
    assert _until_asked(ui, table) == [(1, False)]
    ui.press("Out of this lot")
    assert _until_asked(ui, table) == [(0, False)]
    ui.press("Out of this lot")
    handed = _until_asked(ui, table)
    assert match.state.sales and match.state.sales[-1].buyer in (2, 3)
    assert handed == [(0, True)], handed
    assert table.shown.seat == 0 and table.shown.phase == PLAY and table.shown.hand


def test_her_own_next_decision_straight_on_opens_at_once():
    """Nothing shown in between: Ada plays a double card and is asked for its second card at
    once, with no press (nobody else moved)."""
    k = DEAL[4][0]
    plain = [c for c in DECK if c.method not in (OPEN, DOUBLE)]
    deck = stacked_deck((1, DOUBLE), (1, OPEN), *plain[:k - 2])
    ui = Driver((1280, 720))
    match, table = _table(ui, first=0, deck=deck)
    assert _until_asked(ui, table) == [(0, False)]
    play_card(ui, table, DOUBLE)
    ui.frame(0.05, n=3)
    assert not isinstance(ui.top, HandoverScene)
    assert table.human_turn() and table.shown.seat == 0 and table.shown.phase == DOUBLE_OFFER
    assert not match.looked_on


def test_in_a_card_game_no_hand_opens_at_once_after_computers_played():
    """The card game at one screen, two people and two computers: whenever a computer played
    with the public view up since a person's last decision, that person's next screen comes
    after a press (a band back to them, or a hand-over)."""
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, humans=2, bots=2, seed=2)
    rng, kinds = random.Random(2), set()
    moved = [False]
    # Heard before the table hears the move: whether its screen was down while it was made.
    match.listeners.insert(0, lambda m, a, events: moved.__setitem__(0, moved[0] or (
        getattr(a, "seat", None) in m.bots and table.privacy.private.seat is None)))
    opened_at_once, bands = [], 0
    for _ in range(30000):
        top = ui.top
        if over or match.is_over:
            break
        if isinstance(top, HandoverScene):
            bands += top.over and top.seat is not None and top.seat == match.seated
            moved[0] = False
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif top is table and table.human_turn():
            if moved[0]:
                opened_at_once.append((table.shown.seat, len(match.actions)))
            moved[0] = False
            action = choose(match.legal_for(table.shown.seat), kinds, rng)
            kinds.add(type(action))
            click_action(ui, table, action)
        elif top is not table:
            ui.frame(getattr(top, "total_time", 0.0) + 0.1)
            ui.key(pygame.K_RETURN)
        elif not drawn_card_seen(ui, table):
            ui.frame(0.05)
    assert match.is_over
    assert opened_at_once == [] and bands >= 1
