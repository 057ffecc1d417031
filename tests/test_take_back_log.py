"""After Take back the log reads as a game loaded at that moment tells it: a play-tester took a
bid back and the log still said "Sold to you for 22", with "You took your last move back"
under it (after Load the line was gone). The undone move's lines go, a lot's line it grew reads
as before, and the note says the move was taken back; in both games."""
from __future__ import annotations

from tests.test_card_takeback import _click_card, _table
from tests.test_first_evening import RaiseBot, bid_by_steps, ctrl_z, open_turn
from tests.ui_driver import Driver

from game.card.cards import NO_EFFECT

TOOK_BACK = "You took your last move back."


def _told(table) -> list[tuple[str, str]]:
    return [(style, str(text)) for style, text in table.log.lines]


def test_a_card_taken_back_leaves_no_line_of_it_in_the_log():
    ui = Driver((1280, 720))
    match, table = _table(ui)
    before = _told(table)
    card = next(c for c in table.shown.hand if c.effect == NO_EFFECT)
    _click_card(ui, table, card)
    for _ in range(20):                     # the play is told; the computers think on
        ui.frame(0.05)
    assert len(_told(table)) > len(before) and table.take_back.shown()
    ctrl_z(ui)
    assert _told(table) == before + [("play", TOOK_BACK)]


def test_a_bid_taken_back_leaves_the_lots_line_as_it_was():
    ui = Driver()
    table = open_turn(ui, {1: RaiseBot(30), 2: RaiseBot(30)})
    before = _told(table)
    high = table.shown.high_bid
    bid_by_steps(ui, 10)
    for _ in range(20):                     # until the bid is told, before anyone answers
        if f"{high + 11}" in _told(table)[-1][1]:
            break
        ui.frame(0.02)
    assert _told(table) != before and f"{high + 11}" in _told(table)[-1][1]
    assert table.take_back.shown()
    ctrl_z(ui)
    assert _told(table) == before + [("play", TOOK_BACK)]
