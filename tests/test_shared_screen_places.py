"""At a shared screen (hot-seat) every seat keeps one place on the table, whoever sits at the
screen: a play-tester looked for Ada's row where it had been after each hand-over, the rows
(the auction's seat panels) having turned round the player at the screen. With one person at
the screen the table still turns round them, their row (their panel) at the bottom."""
from __future__ import annotations

import random

import pytest

from tests.test_card_table import card_match
from tests.test_hotseat import hot_match
from tests.ui_driver import Driver, decide, through_handovers

from game import AmountRange
from scenes.table.layout import seating_anchor


def _card_places(ui: Driver, match, table, turns: int) -> list[tuple]:
    """The card table's rows (seat -> top) at each of `turns` human turns, and whose screen
    it was, each turn played with the seat's first option."""
    seen = []
    for _ in range(turns):
        assert through_handovers(ui, table, 2000)
        seen.append((table.shown.seat, {s: r.y for s, r in table.layout.rows.items()}))
        assert match.submit(match.legal_for(table.shown.seat)[0]) is None
        ui.frame(0.05, 3)
    return seen


@pytest.mark.parametrize("humans,size", [(2, (1280, 720)), (3, (1920, 1080)),
                                         (5, (1280, 720))])
def test_at_a_shared_card_table_each_seat_keeps_its_row_through_the_hand_overs(humans, size):
    ui = Driver(size)
    match, table, _over = card_match(ui, humans=humans, bots=0, seed=5)
    seen = _card_places(ui, match, table, humans + 1)
    assert len({seat for seat, _rows in seen}) == humans     # every player had the screen
    first = seen[0][1]
    assert all(rows == first for _seat, rows in seen)       # the rows never moved
    assert sorted(first, key=first.get) == list(range(humans))  # in seat order, down the table


def test_alone_at_the_card_table_ones_own_row_is_the_bottom_one():
    ui = Driver((1280, 720))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=5)
    for _seat, rows in _card_places(ui, match, table, 2):
        assert max(rows, key=rows.get) == 0 and list(rows) == [1, 2, 0]


@pytest.mark.parametrize("humans,bots", [(2, 1), (3, 0), (5, 0)])
def test_at_a_shared_auction_table_each_seat_keeps_its_panel_through_the_hand_overs(humans,
                                                                                    bots):
    ui = Driver((1280, 720))
    match = hot_match(humans, bots, seed=11)
    table = ui.ctx.stack.make("table", match)
    ui.ctx.stack.reset(table)
    ui.frame(0.0)
    rng = random.Random(3)
    seen = []
    for _ in range(3 * humans):
        assert through_handovers(ui, table, 2000)
        seen.append((table.shown.seat, dict(table.layout.seats)))
        one = rng.choice(list(match.legal_for(table.shown.seat)))
        decide(ui, table, one.make(one.lo) if isinstance(one, AmountRange) else one)
    assert len({seat for seat, _places in seen}) > 1       # the screen passed on
    first = seen[0][1]
    for seat, places in seen:
        assert places == first                              # no panel moved
        assert seat in places and table.layout.seat_rect(seat) == places[seat]
    assert list(first) == list(range(humans + bots))
    assert [r.x for r in first.values()] == sorted(r.x for r in first.values())


def test_the_table_turns_round_the_one_person_at_the_screen_only():
    assert seating_anchor(2, shared=False) == 2
    assert seating_anchor(2, shared=True) is None
    assert seating_anchor(None, shared=False) is None
