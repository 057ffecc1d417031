"""The move that closes a lot shows on its seat before the lot goes. A play-tester (Italian, 3
players with the dummy hand, 1280x720, against Normal and Hard, the auctioneer turning up the
dummy card) saw "Passo" on Beatrix's seat as the gavel fell, long after her turn: the pass that
closed the lot was said in the very frame the gavel began, so it read as a word of the gavel's,
and a pass that left the lot to its auctioneer for nothing went with the lot's flight in the
same frame, never drawn at all. Now every bid and pass shows on its own seat in the frame it is
made, and the one that closes the lot stands there a moment (`timeline.Said`) before the gavel
falls or the lot flies."""
from __future__ import annotations

import random

from tests.ui_driver import Driver, decide

from game import Config, SeatConfig
from game.config import THREE_WITH_DUMMY
from game.events import BidMade, Passed, Sold, TakenFree
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene
from scenes.table import scene as scene_module
from scenes.table.timeline import GavelFalls, LotFlies


def _tester_table(seed: int):
    """The tester's table: Axel at the screen against Beatrix and Clemens, the dummy hand turned
    up by the auctioneer, in Italian at 1280x720, animation as shipped (the computers play at
    random here, quick to decide: the bubbles do not depend on how they choose)."""
    settings = Settings(animation_speed="normal", computer_pace="brisk", language="it")
    ui = Driver((1280, 720), settings)
    seats = (SeatConfig("Axel", "human", None), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    config = Config(seats=seats, variant=THREE_WITH_DUMMY, dummy_reveal_by="auctioneer")
    match = Match(config, seed, thinking_seconds=0.35, rng=random.Random(seed))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return ui, table, match


def _play(ui, table, match, seed: int, frames: int):
    """Play `frames` frames, Axel choosing at random through the table's own controls; per
    frame, what the table drew: (the seats whose bubbles showed, the beat on screen); per
    move said on a seat: (its frame, the seat, whether it closed its lot, how)."""
    rng = random.Random(seed)
    drawn: list = []
    moves: list = []
    real = scene_module.draw_bubbles

    def bubbles(surface, ctx, layout, said, *a, **k):
        drawn.append((set(said), type(table.timeline.playing)))
        return real(surface, ctx, layout, said, *a, **k)

    def heard(_match, _action, events):
        closing = next((type(e) for e in events if isinstance(e, (Sold, TakenFree))), None)
        for e in events:
            if isinstance(e, (BidMade, Passed)):
                moves.append((len(drawn), e.seat, closing))
    match.listeners.append(heard)
    scene_module.draw_bubbles = bubbles
    try:
        for _ in range(frames):
            if ui.top is not table:             # a round's scoring: seen, closed
                ui.frame(2.0)
                ui.key(13)
                continue
            if table.human_turn():
                options = [o for o in match.legal_for(0)
                           if not hasattr(o, "make") or o.lo <= o.hi]
                option = options[rng.randrange(len(options))]
                decide(ui, table, option.make(option.lo) if hasattr(option, "make") else option)
            ui.frame(1 / 30)
            if match.is_over:
                break
    finally:
        scene_module.draw_bubbles = real
    return drawn, moves


def test_every_bid_and_pass_shows_on_its_seat_when_made_the_closing_one_before_the_gavel():
    ui, table, match = _tester_table(4)
    # (A computer answering Axel's own move waits while his take-back is offered.)
    drawn, moves = _play(ui, table, match, 4, 1300)
    closings = {how: 0 for how in (Sold, TakenFree)}
    for index, seat, closing in moves:
        # The frame the move was made in draws it on its seat (not a later one).
        shown, beat = drawn[index]
        assert seat in shown or seat == 0, (index, seat, beat)
        if closing is None:
            continue
        # The move that closes the lot stands on its seat before the gavel or the flight.
        before = [b for s, b in drawn[index:] if s and b not in (GavelFalls, LotFlies)]
        first_gavel = next(i for i, (_s, b) in enumerate(drawn[index:], index)
                           if b in (GavelFalls, LotFlies))
        assert before and first_gavel > index, (index, seat, closing.__name__)
        assert seat in drawn[first_gavel - 1][0] or seat == 0
        closings[closing] += 1
    # (Beatrix's pass leaves a lot to its auctioneer for nothing in this game.)
    assert closings[Sold] >= 3 and closings[TakenFree] >= 1, closings
