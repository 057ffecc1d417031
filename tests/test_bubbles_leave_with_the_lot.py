"""What the seats said of a lot goes with the lot: in the 2-player variant (Traditional Chinese,
1920x1080) the "放棄" (Pass) bubbles of a finished auction stayed on both seats' panels into the
next auctioneer's turn. A bubble says a seat's move on the lot on offer, so once the lot flies
to its buyer it goes, a bid's as a pass's (the next lot cleared them at the latest)."""
from __future__ import annotations

import random

import pytest

from tests.ui_driver import Driver

from game import Pass, default_config
from game.events import Sold, TakenFree
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene


def _lot_ends_with_your_pass(match: Match, rng: random.Random) -> None:
    """Random moves until the human (seat 0) may pass and the pass ends the lot."""
    for _ in range(2000):
        if match.human_to_act(0):
            events = match.events_if(Pass(0))
            if events is not None and any(isinstance(e, (Sold, TakenFree)) for e in events):
                return
            options = match.legal_for(0)
            option = options[rng.randrange(len(options))]
            match.submit(option.make(option.lo) if hasattr(option, "make") else option)
        else:
            match.play_bot(match.bot_to_act())
    raise AssertionError("no lot the human's pass ends")


@pytest.mark.parametrize("animation", ["off", "normal"])
def test_the_pass_bubbles_go_when_the_lot_is_sold(animation):
    # A relaxed computer never moves within these frames: the next lot does not start (it
    # would clear the bubbles anyway), the table stays at the lot's end.
    d = Driver((1920, 1080), Settings(animation_speed=animation, computer_pace="relaxed",
                                      language="zh_TW"))
    match = Match(default_config(2, humans=1, level="random"), 6, thinking_seconds=30.0,
                  rng=random.Random(6))
    table = TableScene(d.ctx, match)
    d.ctx.stack.push(table)
    _lot_ends_with_your_pass(match, random.Random(6))
    for _ in range(200):                     # the table catches up with the moves so far
        d.frame(0.05)
        if not table.busy:
            break
    match.submit(Pass(0))
    said = []
    for _ in range(400):
        d.frame(0.01)
        said.append(dict(table.timeline.bubbles))
        if not table.busy:
            break
    assert not table.busy
    assert table.timeline.bubbles == {}, table.timeline.bubbles
    if animation == "normal":               # while the lot was still on the stand, it showed
        assert any(0 in bubbles for bubbles in said)
