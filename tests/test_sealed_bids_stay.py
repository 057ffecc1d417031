"""The sealed bids turned over stay on the seats: the reveal passes in a second or two, and a
play-tester who looked away saw only the winner's painting fly. Each seat's bid now stands in
its band ("Bid 95", "no bid") from the reveal's end until the next card is played; with one
person at the table the computers play that card no sooner than `KEPT_SECONDS` after the
reveal, at every computer pace (their thinking counts toward it, so a slow pace waits no
longer); a game of computers alone keeps the bids on the seats but waits for nobody."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tests.test_hotseat import hot_match
from tests.test_payment_clear_of_the_lot import sealed_first
from tests.ui_driver import FAST, Driver, auction_table, record_bubbles

from game import PlayCard
from game.cards import SEALED, stacked_deck
from scenes.session.settings import COMPUTER_PACES
from scenes.table.sealed_kept import KEPT_SECONDS
from scenes.table.timeline import SealedReveal

DT = 1 / 30


def _after_the_reveal(pace: str, humans: int, monkeypatch) -> tuple[float, list, list]:
    """Ada (or nobody: a game of computers) with computers, five seats, animated, at `pace`,
    until the card after the first sealed lot's sale: the table time from the reveal's end to
    that card, the bids (as the log lists them), and the seats' words drawn in each frame
    meanwhile."""
    ui = Driver(settings=replace(FAST, animation_speed="normal", computer_pace=pace))
    match = hot_match(humans, 5 - humans, 3, deck=stacked_deck((2, SEALED), (3, SEALED)),
                      distinct=False)
    match._thinking = ui.ctx.settings.thinking_seconds
    table = auction_table(ui, match, n=0)
    table.demo = humans == 0
    said = record_bubbles(monkeypatch, ui)
    rng = random.Random(1)
    frames: list = []
    bids, since = None, None
    for _ in range(6000):
        if bids is None and table.human_turn():
            sealed_first(ui, table, match, rng)
        played = len(match.actions)
        del said[:]
        ui.frame(DT)
        if isinstance(table.timeline.playing, SealedReveal):
            bids = table.timeline.playing.bids
        elif bids is not None:
            if any(isinstance(a, PlayCard) for a in match.actions[played:]):
                return since, bids, frames
            since = DT if since is None else since + DT
            frames.append([words for words, _size in said])
    raise AssertionError("no sealed lot sold and a card after it")


@pytest.mark.parametrize("pace", COMPUTER_PACES)
def test_with_one_person_the_bids_stay_on_the_seats_long_enough(pace, monkeypatch):
    since, bids, frames = _after_the_reveal(pace, 1, monkeypatch)
    assert since >= KEPT_SECONDS - DT, (pace, since)
    wanted = sorted(f"Bid {bid}" if bid else "no bid" for bid in bids)
    # Each frame from the reveal's end to the card: every seat's bid, once the lot has flown.
    assert all(sorted(words) == wanted for words in frames[len(frames) // 2:]), \
        (wanted, frames[-1])


def test_computers_alone_keep_the_bids_but_wait_for_nobody(monkeypatch):
    since, bids, frames = _after_the_reveal("instant", 0, monkeypatch)
    assert since < KEPT_SECONDS - 1, since
    wanted = sorted(f"Bid {bid}" if bid else "no bid" for bid in bids)
    assert frames and sorted(frames[-1]) == wanted, (wanted, frames[-1])
