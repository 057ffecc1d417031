"""An open auction between computers at the table does not crawl: a play-tester's computers
raised by 1 or 2 at a time, 15 to 25 bids a lot and 6 to 10 s of it at the normal pace. Once
nobody at the screen may bid in the lot, their run of raises quickens to a floor, every bid
still drawn; a bid answering a human keeps its whole thinking time; the game's moves are the
same at any pace. Time here is the table's own clock (frames of a fixed dt), never the wall's."""
from __future__ import annotations

import random

from tests.test_first_evening import RaiseBot, wait_for_turn
from tests.test_hotseat_keyboard import play_card
from tests.ui_driver import Driver, type_amount

from game import AmountRange, Bid, Config, Pass, PlayCard, SeatConfig, stacked_deck
from game.cards import OPEN
from game.state import OPEN_BIDDING
from scenes.session import match as match_module
from scenes.session.match import Match
from scenes.session.pace import ROUTINE_SHARE
from scenes.session import take_back as take_back_module
from scenes.session.settings import Settings
from scenes.table.scene import TableScene

NORMAL = 0.8            # the normal pace's thinking time
PACED = Settings(animation_speed="normal", computer_pace="normal", show_tips=False)


def open_lot_at_table(ui: Driver, limit: int) -> TableScene:
    """Ada (human) auctions an open lot; Beatrix and Clemens raise by one up to `limit`, at the
    normal pace. Returns at Ada's first bidding turn."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, deck=stacked_deck((2, OPEN)),
                  thinking_seconds=NORMAL, rng=random.Random(3),
                  bots={1: RaiseBot(limit), 2: RaiseBot(limit)})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    assert wait_for_turn(ui, table)             # the deal is shown
    play_card(ui, table, OPEN)
    assert wait_for_turn(ui, table) and table.shown.phase == OPEN_BIDDING
    return table


def test_a_war_between_computers_climbs_quickly_and_every_bid_is_drawn():
    """Ada steps out: the two computers raise by one from about 2 to 40. At 20 frames a second
    (a busy machine) it took 7 s and more, and two moves could fall in one frame, a high bid
    never drawn; now it takes about two seconds, every bid on the stand for a frame or more."""
    ui = Driver(settings=PACED)
    table = open_lot_at_table(ui, limit=40)
    ui.press("Out of this lot")
    match, dt, seconds, drawn = table.match, 0.05, 0.0, set()
    start = len(match.actions)
    while len(match.actions) == start:          # the first raise answers Ada's own pass: it
        ui.frame(dt)                            # waits while her take-back is offered
        seconds += dt
        drawn.add(table.shown.high_bid)
    assert seconds >= take_back_module.TAKE_BACK_SHARE * NORMAL - dt
    seconds = 0.0
    while match.phase == OPEN_BIDDING:
        ui.frame(dt)
        seconds += dt
        drawn.add(table.shown.high_bid)
        assert seconds < 30, "the lot never closed"
    bids = [a.amount for a in match.actions[start:] if isinstance(a, Bid)]
    assert len(bids) >= 35
    assert set(bids) <= drawn, sorted(set(bids) - drawn)
    # A raise once took a routine wait (a third of a thinking time), the war's last ones 0.15 s.
    assert seconds < len(bids) * NORMAL * ROUTINE_SHARE / 4, seconds
    assert seconds < 3.0, seconds


def test_a_bid_right_after_a_humans_keeps_the_whole_thinking_time():
    """Ada stays in and raises: the computer answering her bid waits its whole thinking time at
    the table, so she sees who bids against her; its partner's raise after it the routine
    share, not the floor (Ada may still bid in this lot)."""
    ui = Driver(settings=PACED)
    table = open_lot_at_table(ui, limit=40)
    match, dt = table.match, 1 / 60
    type_amount(ui, match.state.high_bid + 1)
    assert isinstance(match.actions[-1], Bid) and match.actions[-1].seat == 0
    waits, seconds, seen = [], 0.0, len(match.actions)
    while len(waits) < 2:
        ui.frame(dt)
        seconds += dt
        if len(match.actions) > seen:
            waits.append((seconds, match.actions[seen]))
            seconds, seen = 0.0, seen + 1
        assert seconds < 10
    (answer, first), (then, second) = waits
    assert isinstance(first, Bid) and first.seat == 1 and answer >= NORMAL - dt
    assert isinstance(second, Bid) and second.seat == 2
    assert then >= NORMAL * ROUTINE_SHARE - dt


def test_a_human_who_cannot_bid_any_more_leaves_the_computers_to_it():
    """Round 4: Ada's 3 coins do not reach above the high bid after her one raise, and the game
    passes for her lap after lap. Each of those passes was taken for her own decision: the next
    computer raise waited a whole thinking time, lap after lap (20 s for this lot). She cannot
    bid any more in this lot: the computers' war goes at the pace of a lot nobody else is in."""
    ui = Driver(settings=PACED)
    table = open_lot_at_table(ui, limit=40)
    match = table.match
    match._state = match._before = match.state._replace(
        cash=(match.state.high_bid + 1,) + match.state.cash[1:])
    type_amount(ui, match.state.high_bid + 1)       # all her money
    seconds, start = 0.0, len(match.actions)
    while match.phase == OPEN_BIDDING:
        ui.frame(1 / 60)
        seconds += 1 / 60
        assert seconds < 60, "the lot never closed"
        assert not table.human_turn()
    moves = match.actions[start:]
    bids = [a for a in moves if isinstance(a, Bid)]
    assert len(bids) >= 35 and Pass(0) in moves and match.auto_passes >= 15
    assert seconds < 4.0, seconds


def _human_move(match: Match):
    """Ada's scripted move: out of every open lot, else the first card, the lowest amount, or a
    pass."""
    legal = match.legal_for(0)
    if match.phase == OPEN_BIDDING:
        match.step_out(0)
    passes = [o for o in legal if isinstance(o, Pass)]
    if passes:
        return passes[0]
    option = next((o for o in legal if isinstance(o, PlayCard)), legal[0])
    return option.make(option.lo) if isinstance(option, AmountRange) else option


def _seeded_game(moves: int) -> tuple[list, float]:
    """A seeded 4-player game of Normal computers and Ada, played on the match's clock at the
    normal pace up to `moves` moves: its moves and the seconds they took."""
    seats = (SeatConfig("Ada", "human"),) + tuple(
        SeatConfig(name, "bot", "normal") for name in ("Beatrix", "Clemens", "Dora"))
    match = Match(Config(seats=seats, first_auctioneer=1), 11, thinking_seconds=NORMAL,
                  rng=random.Random(11))
    seconds = 0.0
    while len(match.actions) < moves and not match.is_over:
        if match.human_to_act(0):
            assert match.submit(_human_move(match)) is None
        else:
            match.update(0.02)
            seconds += 0.02
    return list(match.actions[:moves]), seconds


def test_the_computers_moves_are_the_same_with_and_without_the_quickening(monkeypatch):
    # (The wait while a take-back of Ada's is offered, the same with or without, left out.)
    monkeypatch.setattr(take_back_module, "TAKE_BACK_SHARE", 0.0)
    quick, quick_seconds = _seeded_game(140)
    # Without it every routine move waits its whole thinking time.
    monkeypatch.setattr(match_module, "quickened_wait", lambda match, thinking: thinking)
    plain, plain_seconds = _seeded_game(140)
    assert quick == plain
    assert sum(isinstance(a, Bid) for a in quick) >= 20      # open lots were bid up meanwhile
    assert quick_seconds < plain_seconds / 2, (quick_seconds, plain_seconds)
