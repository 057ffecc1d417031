"""A hand-over only when the screen really passes. A host (Anna Maria and Bernd at one screen,
two computers) saw "BACK TO BERND" right after Bernd, the auctioneer, bought his own lot at the
fixed price nobody took: Anna Maria could not pay the price (the game passed for her), so no
other person had the screen since Bernd sat down. The gavel no longer frees the screen (nobody
is called to the screen for it); a round's scoring and everyone's secret choices turned up
still do (tests/test_hotseat_shared.py, tests/test_handover_moments.py).

The computers' moves on the public screen meanwhile (their passes, the next offer) had everyone
watching, though: the screen comes back to the one at it with the band at the window's foot,
one press and the table in view, never the full hand-over
(tests/test_screen_back_after_computers.py)."""
from __future__ import annotations

import random

import pygame

from tests.ui_driver import Driver, click_card, type_amount

from game import AmountRange, Config, Pass, PlayCard, SeatConfig
from game.cards import DECK, FIXED_PRICE, ONCE_AROUND, OPEN, stacked_deck
from game.events import Sold
from game.rounds import DEAL
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.session.match import Match
from scenes.table import TableScene


class FixedPriceSeller:
    """A computer that auctions its fixed-price cards at 10 and passes on every other lot."""

    def choose(self, view, legal, rng):
        plays = [o for o in legal if isinstance(o, PlayCard)]
        if plays:
            return next((p for p in plays if p.card.method == FIXED_PRICE), plays[0])
        amount = next((o for o in legal if isinstance(o, AmountRange)), None)
        if amount is not None and not any(isinstance(o, Pass) for o in legal):
            return amount.make(max(amount.lo, min(10, amount.hi)))
        return next(o for o in legal if isinstance(o, Pass))


def _table(ui: Driver, ada_cash: int):
    """Anna Maria (seat 0, `ada_cash`) and Bernd (seat 1) at one screen, Clemens and Doris
    computers; Bernd auctions first, a fixed-price card on top of his hand, and Clemens, next,
    a fixed-price card too."""
    k = DEAL[4][0]
    plain = [c for c in DECK if c.method in (OPEN, ONCE_AROUND)]
    deck = stacked_deck(*plain[:k], (0, FIXED_PRICE), *plain[k:2 * k - 1], (2, FIXED_PRICE))
    seats = (SeatConfig("Anna Maria", "human"), SeatConfig("Bernd", "human"),
             SeatConfig("Clemens", "bot", "random"), SeatConfig("Doris", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=1), 5, deck=deck, thinking_seconds=0.0,
                  rng=random.Random(5), bots={2: FixedPriceSeller(), 3: FixedPriceSeller()})
    match._state = match.state._replace(cash=(ada_cash, 100, 100, 100))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return match, table


def _confirm(ui: Driver) -> int:
    """Confirm the hand-over on top; the seat it was for."""
    top = ui.top
    assert isinstance(top, HandoverScene), top
    ui.frame(ARM_SECONDS + 0.05)
    ui.key(pygame.K_RETURN)
    return top.seat


def _bernd_offers_at_20(ui: Driver, match, table) -> None:
    """Bernd, handed the screen, sets 20 on his fixed-price card."""
    ui.frame(0.05, n=3)
    assert _confirm(ui) == 1
    ui.frame(0.05, n=3)
    card = next(c for c in match.view(1).hand if c.method == FIXED_PRICE)
    click_card(ui, table, card)
    type_amount(ui, 20)


def _bernd_sells_to_himself(ui: Driver, match, table) -> list:
    """Bernd sets 20 on his fixed-price card; nobody takes it. The frames until a person is
    asked again: each hand-over's (seat, again, over) on the way."""
    _bernd_offers_at_20(ui, match, table)
    assert match.view(None).price == 20 or any(isinstance(e, Sold) for e in match.state.events)
    handed: list = []
    for _ in range(400):
        top = ui.top
        if isinstance(top, HandoverScene):
            handed.append((top.seat, top.again, top.over))
            _confirm(ui)
        elif top is table and table.human_turn():
            return handed
        else:
            ui.frame(0.05)
    raise AssertionError("nobody was asked again")


def test_no_hand_over_back_to_the_auctioneer_who_bought_his_own_lot_alone():
    """Anna Maria cannot pay 20 (the game passes for her); Clemens and Doris pass; Bernd buys
    his own lot. Clemens then offers his at 10, which Anna Maria cannot pay either: Bernd,
    who never left the screen, gets no full hand-over ("BACK TO BERND" over a veiled table);
    the computers' passes and Clemens's offer played on the public screen, so his hand opens
    after one press on the band at the window's foot."""
    ui = Driver((1280, 720))
    match, table = _table(ui, ada_cash=5)
    handed = _bernd_sells_to_himself(ui, match, table)
    sale = next(s for s in match.state.sales if s.price == 20)
    assert sale.buyer == 1 and match.auto_passes >= 2
    assert handed == [(1, True, True)]          # the band, back to Bernd; no full hand-over
    assert table.shown.seat == 1 and match.state.phase.name == "FIXED_OFFER"
    assert match.state.auctioneer == 2


def test_after_a_sale_the_screen_stays_with_the_last_at_it_and_passes_on_as_ever():
    """With the money to pay, Anna Maria is asked (handed the screen) and passes; Bernd buys
    his own lot. Clemens offers his at 10: Anna Maria, still at the screen, is not handed it
    again (the sale called nobody to the screen): the band brings it back to her, the computers
    having played on the public screen; when she passes, the screen passes to Bernd, and his
    hand-over still names the sale as past."""
    ui = Driver((1280, 720))
    match, table = _table(ui, ada_cash=50)
    _bernd_offers_at_20(ui, match, table)
    for _ in range(200):
        if isinstance(ui.top, HandoverScene):
            break
        ui.frame(0.05)
    assert _confirm(ui) == 0
    ui.frame(0.05, n=3)
    ui.key(pygame.K_p, "p")                     # Anna Maria passes: Bernd buys his own lot
    handed = []
    for _ in range(400):
        top = ui.top
        if isinstance(top, HandoverScene):
            handed.append((top.seat, top.over, str(top.headings()[0]), str(top.headings()[2])))
            if top.seat == 1:
                break
            _confirm(ui)
        elif top is table and table.human_turn() and table.shown.seat == 0 \
                and match.state.auctioneer == 2:
            assert match.state.price == 10
            ui.key(pygame.K_p, "p")             # Anna Maria passes on Clemens's offer too
        ui.frame(0.05)
    assert any(s.buyer == 1 and s.price == 20 for s in match.state.sales)
    # The band back to Anna Maria, then one hand-over, to Bernd, after her pass; both name
    # the sale as past.
    sold = "Before this: the previous lot went to Bernd for 20."
    assert handed == [(0, True, "BACK TO ANNA MARIA", sold),
                      (1, False, "PASS THE SCREEN",
                       "Before this: you bought the previous lot for 20.")], handed


def test_in_a_seeded_game_every_hand_over_is_for_another_person_s_real_decision():
    """Two people with two computers, each bidding the smallest raise up to a limit of their
    own. No hand-over goes to a seat the game moves for (only Pass open to it, out of the
    lot, bidding "up to"), and two in a row go to the same person only across a round's end
    or sealed bids turned up, which the whole table gathers for (before, one came after
    almost every sale the other person had bid in). The band that brings the screen back to
    the one at it after computers played on the public screen is no hand-over: it goes only
    to the one seated, for a real decision too."""
    from game.events import RoundEnded, SealedBidsRevealed
    from game.state import OPEN_BIDDING
    from tests.test_hotseat import act, hot_match
    from tests.ui_driver import decide
    ui = Driver((1280, 720))
    match = hot_match(2, 2, seed=3, distinct=False)
    gathered: list = []
    match.listeners.append(lambda m, a, events: gathered.extend(
        e for e in events if isinstance(e, (RoundEnded, SealedBidsRevealed))))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    rng = random.Random(3)
    handed: list = []           # (seat, what the table gathered for since the one before)
    bands = 0
    for _ in range(20000):
        top = ui.top
        if len(handed) >= 100 or match.is_over:
            break
        if isinstance(top, HandoverScene) and top.seat is None:
            _confirm(ui)        # the band under sealed bids turned over: it names nobody
        elif isinstance(top, HandoverScene):
            seat = top.seat
            legal = match.legal_for(seat)
            assert legal and not all(isinstance(o, Pass) for o in legal), legal
            assert not match.is_out(seat) and match.raising(seat) is None
            if top.over and match.seated is not None:   # (not a round's scoring's band)
                assert seat == match.seated
                bands += 1
            else:
                handed.append((seat, len(gathered)))
            _confirm(ui)
        elif top is table and table.human_turn():
            seat, legal = table.shown.seat, match.legal_for(table.shown.seat)
            amount = next((o for o in legal if isinstance(o, AmountRange)), None)
            if match.phase == OPEN_BIDDING:
                bid = amount is not None and amount.lo <= 12 + 8 * seat
                decide(ui, table, amount.make(amount.lo) if bid else Pass(seat), keys=True)
            elif amount is not None and amount.kind.__name__ == "SealedBid":
                decide(ui, table, amount.make(min(amount.hi, rng.randrange(0, 20))), keys=True)
            else:
                act(ui, table, rng)
        elif not isinstance(top, TableScene):
            ui.key(pygame.K_SPACE)          # the round's scoring
            ui.key(pygame.K_SPACE)
        else:
            ui.frame(0.05)
    assert len(handed) >= 100 and bands > 0
    again = [(a, b) for a, b in zip(handed, handed[1:]) if a[0] == b[0]]
    assert again and all(b[1] > a[1] for a, b in again), again
