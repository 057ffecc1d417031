"""Every seat that declined a fixed price keeps its chip under the lot. Play-test R (76.png):
with five players the log said Clemens, Doris and Emil declined, but only Doris's and Emil's
chips showed: the row held one line, three chips did not fit it at 1280x720, and the earliest
was left out. The row now takes a second line where the stand is free above it. With a
first-time tip open the stand had no room above the row, and the row under the lot's card held
two lines: the first decliner was left out again. The chips now go where every one of them
fits (between the tip and the decision), a little smaller if they must."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tests.test_first_evening import wait_for_turn
from tests.ui_driver import FAST, Driver

from game import AmountRange, Config, Pass, PlayCard, SeatConfig, stacked_deck
from game.cards import FIXED_PRICE
from game.state import FIXED_OFFER
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table import lot as lot_mod
from scenes.table.lot_history import history_chips, history_place, history_row

NAMES = ("Beatrix", "Clemens", "Doris", "Emil")


class Decliner:
    """Auctions a fixed-price card at the lowest price, and declines every fixed price."""

    name = "decliner"

    def choose(self, view, legal, rng):
        plays = [o for o in legal if isinstance(o, PlayCard)]
        if plays:
            return next((p for p in plays if p.card.method == FIXED_PRICE), plays[0])
        price = next((o for o in legal if isinstance(o, AmountRange)), None)
        if price is not None:
            return price.make(price.lo)
        return next((o for o in legal if isinstance(o, Pass)), legal[0])


def _declined_three_times(size, tips: bool, language: str = "en") -> tuple[Driver, TableScene]:
    ui = Driver(size, settings=replace(FAST, show_tips=tips, language=language))
    seats = (SeatConfig("Ada", "human"),) + tuple(SeatConfig(n, "bot", "random") for n in NAMES)
    deck = stacked_deck(*[(artist, FIXED_PRICE) for artist in range(5) for _ in range(2)])
    match = Match(Config(seats=seats, first_auctioneer=1), 5, deck=deck, thinking_seconds=0.3,
                  rng=random.Random(5), bots={seat: Decliner() for seat in range(1, 5)})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    assert wait_for_turn(ui, table)
    assert table.shown.phase == FIXED_OFFER
    assert table.timeline.lot_history == [(2, None), (3, None), (4, None)]
    ui.frame(0.05)
    return ui, table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_three_decliners_three_chips(size):
    ui, table = _declined_three_times(size, tips=False)
    info = table.lot_info
    row = history_row(ui.ctx, table.look, table.layout, info, table.error)
    chips = [chip for _surf, _bid, chip in
             history_chips(ui.ctx, table.look, table.timeline.lot_history, row)]
    assert len(chips) == 3, chips
    assert all(row.contains(chip) for chip in chips)
    assert row.top >= info.tip_top                          # under the lot's words
    assert all(chip.collidelist(info.keep_clear) < 0 for chip in chips)


@pytest.mark.parametrize("language", ["en", "de", "it"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_three_decliners_three_chips_with_a_tip_open(size, language, monkeypatch):
    drawn = []
    real = lot_mod.draw_history

    def spy(surface, ctx, look, history, row, chips=None):
        drawn.append(len(chips if chips is not None else history_chips(ctx, look, history, row)))
        real(surface, ctx, look, history, row, chips)
    monkeypatch.setattr(lot_mod, "draw_history", spy)
    ui, table = _declined_three_times(size, tips=True, language=language)
    assert table.tip_shown() and table.tip_panel is not None
    info = table.lot_info
    row, placed = history_place(ui.ctx, table.look, table.layout, info,
                                table.timeline.lot_history, table.error)
    chips = [chip for _surf, _bid, chip in placed]
    assert len(chips) == 3, chips
    assert all(row.contains(chip) for chip in chips)
    assert all(table.layout.lot.contains(chip) for chip in chips)
    assert all(chip.collidelist(info.keep_clear) < 0 for chip in chips)
    assert not any(chip.colliderect(table.tip_panel.box) for chip in chips)
    assert not any(chip.colliderect(table.layout.lot_card) for chip in chips)
    assert all(chip.top >= info.tip_top for chip in chips)      # under the lot's words
    drawn.clear()
    ui.frame(0.0)
    assert drawn == [3]                                         # as the stand draws them
