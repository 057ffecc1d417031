"""The log of a game resumed in the middle of an open auction reads in the order things happened:
the lines told before the save (the lot's bids as they stood), then "The game continues where it
was saved." once, then the lot's bids since, on a line of their own. A play-tester saw the lot's
line of bids below the note, as if bid again (the note had been put above the running line);
before that, the next bid started the whole line again under the note."""
from __future__ import annotations

import random

from tests.ui_driver import Driver, auction_table

from game import AmountRange, Config, Pass, PlayCard, SeatConfig, stacked_deck
from game.cards import OPEN
from game.state import OPEN_BIDDING
from scenes.session.match import Match
from scenes.table import TableScene

CONTINUES = "The game continues where it was saved."


def new_match() -> Match:
    """Ada (seat 0) auctions first, an open lot; every seat's moves are made by the test."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    return Match(Config(seats=seats, first_auctioneer=0), 3, deck=stacked_deck((2, OPEN)),
                 thinking_seconds=1000.0, rng=random.Random(3))


def play(ui: Driver, match: Match, step: str) -> None:
    """One move of the seat the game waits for: "open" plays Ada's open card, a number bids
    it, "pass" passes; then frames until the table has told it."""
    seat = match.state.to_act[0]
    legal = match.legal_for(seat)
    if step == "open":
        action = next(o for o in legal if isinstance(o, PlayCard) and o.card.method == OPEN)
    elif step == "pass":
        action = next(o for o in legal if isinstance(o, Pass))
    else:
        action = next(o for o in legal if isinstance(o, AmountRange)).make(int(step))
    assert match.submit(action) is None
    ui.frame(0.0, n=3)


def played_live(ui: Driver, steps) -> TableScene:
    """The table of a `new_match` on the stack, its moves `steps` played (`play`)."""
    live = auction_table(ui, new_match(), 0.0)
    for step in steps:
        play(ui, live.match, step)
    return live


def resumed_table(ui: Driver, record, dt: float = 0.0) -> TableScene:
    """The game of `record` resumed on a new table (its computers far from moving), then
    three frames of `dt` seconds."""
    return auction_table(ui, Match.resume(record, thinking_seconds=1000.0), dt)


def log_text(table: TableScene) -> list:
    return [text for _style, text in table.log.lines]


def test_a_game_resumed_mid_lot_tells_the_bids_before_the_note_and_the_bids_since_under_it():
    before, after = ["open", "5", "7", "8"], ["9", "11", "12", "pass", "pass"]
    ui = Driver()
    live = played_live(ui, before)
    assert live.match.state.phase == OPEN_BIDDING
    saved = log_text(live)
    record = live.match.game_record()
    for step in after:
        play(ui, live.match, step)
    ui.ctx.stack.pop()

    resumed = resumed_table(ui, record)
    assert log_text(resumed) == saved + [CONTINUES]       # the bids so far above the note
    for step in after[:3]:
        play(ui, resumed.match, step)
    lines = log_text(resumed)
    assert lines[:len(saved) + 1] == saved + [CONTINUES]  # nothing above the note changed
    since = lines[len(saved) + 1:]
    assert len(since) == 1 and all(n in since[0] for n in ("9", "11", "12")), lines
    assert not any(n in since[0] for n in ("5", "7", "8")), lines   # not bid again
    for step in after[3:]:
        play(ui, resumed.match, step)
    lines = log_text(resumed)
    assert lines.count(CONTINUES) == 1
    # After the lot's line, the log reads as the game played without the save.
    bids = len(saved) - 1
    assert log_text(live)[:bids] == lines[:bids]
    assert lines[bids + 3:] == log_text(live)[bids + 1:]
