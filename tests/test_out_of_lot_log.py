"""The auction log around "Out of this lot". A play-tester read "Beatrix is out of this lot: the
game passes for them on its later laps, …" above the "Bids: …" line of
the same lap, and that line left out her pass (an earlier pass of hers on the lot had been told,
and a second one went untold). The lap's line of bids now holds the pass she stepped out with,
the line saying she is out comes under it, and the lot's later bids go on in a line of their
own. That long sentence came on every lot for every player, although the Rules screen said the
log says so once: it explains once per game and seat, then says only "… is out of this lot."."""
from __future__ import annotations

import random

from tests.test_first_evening import RaiseBot, open_turn, wait_for_turn
from tests.ui_driver import Driver

from game import AmountRange, Config, Pass, PlayCard, SeatConfig, stacked_deck
from game.cards import OPEN
from game.state import OPEN_BIDDING, PLAY
from scenes.rules_text import SECTIONS
from scenes.session.match import Match
from scenes.table import TableScene

FULL = "You are out of this lot: the game passes for you on its later laps, until you come " \
       "back in."
SHORT = "You are out of this lot."


def _lines(table) -> list[str]:
    return [str(text) for _style, text in table.log.lines]


def _until_sold(ui, table) -> None:
    for _ in range(400):
        if table.match.phase != OPEN_BIDDING and not table.busy:
            return
        ui.frame(0.05)
    raise AssertionError("the lot was never sold")


def test_the_pass_you_step_out_with_is_in_the_lap_s_line_and_the_note_comes_after_it():
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(25), 2: RaiseBot(25)})
    ui.press("Pass")                            # a plain pass on the first lap: told
    assert wait_for_turn(ui, table) and table.shown.phase == OPEN_BIDDING
    ui.press("Out of this lot")                 # the next lap: out with a second pass
    _until_sold(ui, table)
    lines = _lines(table)
    note = lines.index(FULL)
    before, after = lines[note - 1], lines[note + 1:]
    # The lap's line first, with both her passes, the last one, she stepped out with, in the
    # button's word.
    assert before.startswith("Bids:") and before.endswith("You are out."), lines
    assert before.count("You pass") == 1 and before.count("You are out") == 1, lines
    # The lot's later bids in a line of their own under the note, no pass of hers retold.
    later = [line for line in after if line.startswith("Bids:")]
    assert len(later) == 1 and "You" not in later[0], lines
    assert not later[0].startswith(before[:-1]), lines          # not the whole lot again
    assert sum(line.startswith("You are out of this lot") for line in lines) == 1, lines


def test_a_step_out_that_ends_the_lot_says_nothing_of_later_laps():
    """Out on the lap where everyone else has passed too: the lot is sold, no later lap."""
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(0), 2: RaiseBot(0)})
    ui.press("Out of this lot")
    _until_sold(ui, table)
    assert not any(line.startswith("You are out") for line in _lines(table)), _lines(table)


def _answer(ui, table) -> None:
    """Ada's decision in a lot she does not step out of: an open lot of hers, else the
    smallest move the engine offers (a pass where there is one)."""
    match = table.match
    legal = match.legal_for(0)
    if table.shown.phase == PLAY:
        play = [a for a in legal if isinstance(a, PlayCard) and a.card.method == OPEN]
        assert match.submit((play or [a for a in legal if isinstance(a, PlayCard)])[0]) is None
        return
    passes = [a for a in legal if isinstance(a, Pass)]
    if table.shown.phase == OPEN_BIDDING:
        ui.press("Out of this lot")
        return
    option = passes[0] if passes else legal[0]
    if isinstance(option, AmountRange):
        option = option.make(option.lo)
    assert match.submit(option) is None


def test_the_long_sentence_comes_once_a_game_then_the_short_one():
    ui = Driver()
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    # Ada holds two open-auction cards on top of her hand; she auctions first.
    match = Match(Config(seats=seats, first_auctioneer=0), 3,
                  deck=stacked_deck((2, OPEN), (3, OPEN)), thinking_seconds=0.0,
                  rng=random.Random(3), bots={1: RaiseBot(12), 2: RaiseBot(12)})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    outs = 0
    for _ in range(3000):
        lines = _lines(table)
        if sum(line.startswith("You are out of this lot") for line in lines) >= 2:
            break
        if table.human_turn():
            outs += table.shown.phase == OPEN_BIDDING
            _answer(ui, table)
        ui.frame(0.05)
    said = [line for line in _lines(table) if line.startswith("You are out of this lot")]
    assert said == [FULL, SHORT], (outs, _lines(table))


def test_the_rules_text_promises_what_the_log_does():
    words = " ".join(str(p) for p in SECTIONS[-1][2])
    assert "the log says so once)" not in words
    # (a list item of its own now, so its own sentence)
    assert "The log explains it the first time, then says only that you are out." in words
