"""A computer's card on its way to the stand and the seat it came from agree: from the first
frame the card shows, the seat's panel counts it out of the hand and wears the AUCTIONEER
badge. (At the start of round 2, five players at 1920x1080, Beatrix's double Krypto lay on the
stand while her panel still read the hand she held before it and no badge; it caught up once
the card had landed.)"""
from __future__ import annotations

import random

from tests.ui_driver import Driver

from game import Config, PlayCard, SeatConfig
from game.cards import DOUBLE
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene
from scenes.table.timeline import CardToStand

NAMES = ("Ada", "Beatrix", "Clemens", "Doris", "Emil")


class DoubleFirst:
    """Plays a double when it may, else its first option; passes on everything else."""

    name = "double-first"

    def choose(self, view, legal, rng):
        plays = [o for o in legal if isinstance(o, PlayCard)]
        doubles = [o for o in plays if o.card.method == DOUBLE]
        return (doubles or plays or list(legal))[0]


def _table(seed: int = 3):
    ui = Driver((1920, 1080), settings=Settings(animation_speed="normal"))
    seats = (SeatConfig("Ada", "human"),) + tuple(SeatConfig(n, "bot", "random")
                                                   for n in NAMES[1:])
    match = Match(Config(seats=seats, first_auctioneer=1), seed, thinking_seconds=0.2,
                  rng=random.Random(seed), bots={1: DoubleFirst()})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return ui, match, table


def _first_card_shown(ui: Driver, table):
    """Frames until Beatrix's first card shows (on its way to the stand, or on it): that
    beat (or None: it shows on the stand), and how many cards she held before it."""
    held = None
    for _ in range(600):
        ui.frame(1 / 30)
        playing = table.timeline.playing
        if isinstance(playing, CardToStand) and playing.seat == 1:
            return playing, held
        if table.lot_info.cards:
            return None, held
        held = len(table.match.state.hands[1])
    raise AssertionError("Beatrix never played")


def test_the_seat_counts_the_card_out_and_wears_the_badge_as_the_card_leaves_it():
    ui, match, table = _table()
    beat, held = _first_card_shown(ui, table)
    assert beat is not None and beat.card.method == DOUBLE
    look = table.look
    assert look.view.hand_sizes[1] == held - 1
    assert look.selling() == 1
    # The card is not on the stand twice: it lands there at the beat's end.
    assert table.lot_info.cards == ()
    for _ in range(60):
        ui.frame(1 / 30)
        if table.timeline.playing is not beat:
            break
        assert table.look.view.hand_sizes[1] == held - 1 and table.look.selling() == 1
        assert table.lot_info.cards == ()
    assert table.lot_info.cards == (beat.card,)
    assert table.look.view.hand_sizes[1] == held - 1 and table.look.selling() == 1
