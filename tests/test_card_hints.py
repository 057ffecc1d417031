"""The card game's value hint on the market board (Settings → Value hints, on by default):
the row of what one card of each artist would be worth if the round ended now, from the
engine's own arithmetic (`values_if_ended_now`), for a seat's own view; "Total" (the tokens so
far) when hints are off, in the demo and while the hot-seat screen is down."""
from __future__ import annotations

import dataclasses

from tests.test_card_table import card_match
from tests.ui_driver import FAST, Driver

from game.card.scoring import values_if_ended_now
from scenes.table.display import WORTH_NOW_TIP


def _board_texts(ui: Driver, table) -> list[str]:
    drawn: list[str] = []
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.append(text))
    ui.frame(0.0)
    ui.ctx.text.watchers.pop()
    return drawn


def _at_turn(ui: Driver, table) -> None:
    while not table.human_turn():
        ui.frame(0.05)


def test_the_board_says_what_each_artist_is_worth_if_the_round_ended_now():
    ui = Driver((1280, 720))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    _at_turn(ui, table)
    for _ in range(3):              # a few turns in, some artists lead and some do not
        table.match.submit(next(a for a in match.legal_for(0)))
        _at_turn(ui, table)
    v = table.shown
    now = values_if_ended_now(v)
    assert any(now) and 0 in now
    drawn = _board_texts(ui, table)
    assert "Worth now*" in drawn and "Total" not in drawn
    for value in now:
        assert (str(value) if value else "–") in drawn
    row = next(r for r, t in table.regions if t == WORTH_NOW_TIP)
    assert table.layout.board.contains(row)


def test_no_hint_with_hints_off_or_the_screen_down():
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, value_hints=False))
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    _at_turn(ui, table)
    drawn = _board_texts(ui, table)
    assert "Total" in drawn and "Worth now*" not in drawn
    assert all(t != WORTH_NOW_TIP for _r, t in table.regions)
    # Hot-seat, screen down: the public view shows no seat's estimate.
    ui = Driver((1280, 720))
    _match, table, _over = card_match(ui, humans=2, bots=1, seed=15)
    for _ in range(400):
        if table.shown.hand is None:
            break
        ui.frame(0.05)
    assert table.shown.hand is None
    drawn = _board_texts(ui, table)
    assert "Total" in drawn and "Worth now*" not in drawn
