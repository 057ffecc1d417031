"""The table's timeline turns one action's events into typed beats, bubbles and log lines, and
privacy chooses the view to draw: both tested from engine events and views, without a window."""
from game import Bid, Pass, PlayCard, SealedBid, view
from game.events import Sold
from rules_helpers import LM, OPEN, SEALED, card_in, cfg, deal, run
from scenes.table.privacy import Privacy
from scenes.table.timeline import (BEAT_SECONDS, CardToStand, GavelFalls, LotFlies, Said,
                                   SealedReveal, Step, Timeline)
from scenes.session.words import describe


def step_of(before, *actions):
    after, events = run(before, *actions)
    events = events[len(before.events):]
    return Step(tuple(events), view(after, 0), view(after, None))


def plan(tl, step):
    lines = [describe(e, step.after.config, None) for e in step.events]
    return tl.plan(step, lines, lambda seat: "the bank" if seat is None else f"seat {seat}")


def test_an_open_sale_is_a_gavel_then_the_lot_flying_and_its_line_waits_for_the_gavel():
    s = deal(cfg(4), [[(LM, OPEN), (LM, OPEN)], [], [], []])
    tl = Timeline()
    now = plan(tl, step_of(s, PlayCard(0, card_in(s, 0, LM, OPEN))))
    assert [type(b) for b in tl.beats] == [CardToStand]
    assert tl.beats[0].log and not now          # "Axel plays ..." shows when the card lands
    tl.beats.clear()
    s2, _ = run(s, PlayCard(0, card_in(s, 0, LM, OPEN)))
    step = step_of(s2, Bid(1, 12), Pass(2), Pass(3), Pass(0))
    plan(tl, step)
    # The closing pass shows on its seat a moment before the gavel (test_closing_move.py).
    assert [type(b) for b in tl.beats] == [Said, GavelFalls, LotFlies]
    said, gavel, flight = tl.beats
    assert not said.log
    assert gavel.open and gavel.duration == BEAT_SECONDS["gavel_open"]
    assert isinstance(gavel.sold, Sold) and gavel.sold.price == 12
    assert flight.buyer == 1 and flight.price == 12 and flight.sound == "coins"
    assert any("12" in text for _, text in gavel.log)
    assert tl.bubbles[0].text == "Passes" and tl.lot_history[0] == (1, 12)
    assert tl.pending == (step.after, step.public) and tl.busy


def test_what_the_seats_said_of_a_lot_goes_when_the_next_lot_comes_up():
    """The bubbles fade with the table's time, which stands still under a hand-over: the
    previous lot's "Pass" and "Bids 12" stood behind the hand-over of the next lot (seen with
    fast-forward on). The next lot's auction clears them; its own bids speak again."""
    s = deal(cfg(4), [[(LM, OPEN)], [(LM, OPEN)], [], []])
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, OPEN)))
    tl = Timeline()
    plan(tl, step_of(s, Bid(1, 12), Pass(2), Pass(3), Pass(0)))
    assert set(tl.bubbles) == {0, 1, 2, 3}
    s, _ = run(s, Bid(1, 12), Pass(2), Pass(3), Pass(0))
    assert s.to_act == (1,)
    plan(tl, step_of(s, PlayCard(1, card_in(s, 1, LM, OPEN))))
    assert tl.bubbles == {} and tl.lot_history == []
    s, _ = run(s, PlayCard(1, card_in(s, 1, LM, OPEN)))
    plan(tl, step_of(s, Bid(2, 5)))
    assert tl.bubbles[2].text == "Bids 5"


def test_the_gavel_knocks_three_times_and_says_sold_once():
    beat = GavelFalls(1.0, sold=None, open=True)
    knocks = sold = 0
    for _ in range(100):
        beat.t += 0.01
        knocks += beat.knock_due()
        sold += beat.sold_due()
    assert (knocks, sold) == (3, 1)


def test_sealed_bids_are_revealed_together():
    s = deal(cfg(3), [[(LM, SEALED)], [], []])
    s, _ = run(s, PlayCard(0, card_in(s, 0, LM, SEALED)))
    tl = Timeline()
    plan(tl, step_of(s, SealedBid(0, 3), SealedBid(1, 9), SealedBid(2, 0)))
    assert isinstance(tl.beats[0], SealedReveal) and tl.beats[0].bids == (3, 9, 0)
    assert tl.bubbles[2].text == "Bid sealed"


def test_privacy_draws_the_public_view_whenever_the_screen_is_down():
    s = deal(cfg(4), [[(LM, OPEN)], [], [], []])
    mine, public = view(s, 0), view(s, None)
    p = Privacy(mine, public)
    assert p.shown is mine and not p.hidden(False)
    p.covered = True
    assert p.choose(False) and p.shown is public and p.hide_label() == "Show my screen"
    p.covered = False
    assert p.choose(False) and p.shown is mine
    assert p.choose(True) and p.shown is public          # a hot-seat round being scored
    p.holding_key = True
    assert not p.follow(view(s, 0), public) and p.holding_key    # the same seat: H still held
    assert p.follow(view(s, 1), public) and not p.holding_key and not p.covered
