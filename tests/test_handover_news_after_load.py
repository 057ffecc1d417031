"""After a load, the hand-over told only what came since the load: a saved game holds its
moves, but not how far each person had seen them, and the table's record of it started empty.
The match's notes (which a save carries) keep it now, with the steps that were the passes of a
seat out of the lot; the loaded table replays the record's steps, and the first hand-over to
each person tells what happened since they last looked, as without the save. A save from
before the notes kept it still loads: each person then counts as having seen the table up to
their own last move."""
from __future__ import annotations

import random

import pygame

from tests.test_handover_lap import _handed
from tests.test_screen_back_after_computers import OpenSeller, _table
from tests.ui_driver import ARM_SECONDS, Driver

from game.state import OPEN_BIDDING
from scenes.handover import HandoverScene
from scenes.session.match import Match
from scenes.table import TableScene


def _saved_at_beatrix_s_hand_over():
    """Ada steps out of Doris's open lot on her hand-over; Beatrix bids; the computers raise:
    the record saved while Beatrix's next hand-over is up, and what that hand-over tells."""
    ui = Driver((1280, 720))
    match, table = _table(ui)
    top = _handed(ui)
    ui.click(top.offers.out_button.rect.center)
    handed = 0
    for _ in range(2000):
        top = ui.top
        if isinstance(top, HandoverScene):
            handed += 1
            if handed == 2:
                return match.game_record(), [str(w) for w in top.past_said()]
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif table.human_turn():
            ui.press("Bid ")
        ui.frame(0.05)
    raise AssertionError("no second hand-over to Beatrix")


def _first_hand_over_after_load(record) -> tuple[int, list[str]]:
    ui = Driver((1280, 720))
    match = Match.resume(record, thinking_seconds=0.5, rng=random.Random(5),
                         bots={2: OpenSeller(10), 3: OpenSeller(12)})
    ui.ctx.stack.push(TableScene(ui.ctx, match))
    top = _handed(ui)
    assert match.phase == OPEN_BIDDING
    return top.seat, [str(w) for w in top.past_said()]


def test_the_first_hand_over_after_a_load_tells_what_came_since_the_person_last_looked():
    record, told = _saved_at_beatrix_s_hand_over()
    assert told and "news" in record.meta["table"]
    seat, after = _first_hand_over_after_load(record)
    assert seat == 1 and after == told, (after, told)
    assert not any("Ada pass" in line for line in after)      # she is out: told once, before


def test_a_save_that_kept_no_news_loads_and_tells_from_each_person_s_last_move():
    record, told = _saved_at_beatrix_s_hand_over()
    table_notes = {k: v for k, v in record.meta["table"].items() if k != "news"}
    older = record._replace(meta={**record.meta, "table": table_notes}) \
        if hasattr(record, "_replace") else type(record)(
            record.config, record.seed, record.deck, record.actions,
            meta={**record.meta, "table": table_notes}, game=record.game)
    seat, after = _first_hand_over_after_load(older)
    # Beatrix's own last move was her bid: the computers' raises since are told.
    assert seat == 1 and after and any("Clemens" in line for line in after), after
    broken = type(record)(record.config, record.seed, record.deck, record.actions,
                          meta={**record.meta, "table": {**table_notes, "news": "??"}},
                          game=record.game)
    assert _first_hand_over_after_load(broken)[1] == after
