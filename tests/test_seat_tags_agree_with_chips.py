"""A seat's "Bids N" tag on its panel is its latest word on the lot in play, as the lot's row of
chips says it, and stays as long as the chips do. Play-test R (07.png, 46.png): with four bids
since the player's last turn only the last two seats were tagged (the tags faded after a
second and a half), while the chips under the lot showed every one."""
from __future__ import annotations

from tests.test_first_evening import RaiseBot, open_turn
from tests.test_resume_log import played_live, resumed_table
from tests.ui_driver import Driver, frames_until

from game.cards import OPEN
from game.state import OPEN_BIDDING
from scenes.table import TableScene
from scenes.table.timeline import lot_words

NAMES = ("Beatrix", "Clemens", "Doris", "Emil")


def _latest(history) -> dict[int, int | None]:
    latest = {}
    for seat, amount in history:
        latest[seat] = amount
    return latest


def _five_at_open_turn(ui: Driver) -> TableScene:
    table = open_turn(ui, {seat: RaiseBot(3 + seat) for seat in range(1, 5)}, NAMES, seed=5)
    assert table.human_turn()       # (open_turn has waited for it: `wait_for_turn`)
    return table


def test_every_seat_that_bid_is_tagged_at_your_turn_as_the_chips_say():
    ui = Driver()
    table = _five_at_open_turn(ui)
    ui.frame(1.0, n=5)                  # the player thinks; the words said stay
    latest = _latest(table.timeline.lot_history)
    others = {seat: amount for seat, amount in latest.items() if seat != 0}
    assert len(others) == 4, table.timeline.lot_history
    tags = {seat: str(ui.ctx.text.shown(b.text)) for seat, b in table.timeline.bubbles.items()}
    assert {seat: tags.get(seat) for seat in others} == {
        seat: f"Bids {amount}" for seat, amount in others.items()}


def test_the_tags_go_with_the_lot():
    ui = Driver()
    table = _five_at_open_turn(ui)
    ui.press("Out of this lot")
    frames_until(ui, lambda: table.shown.phase != OPEN_BIDDING and not table.busy, dt=0.1)
    assert table.shown.phase != OPEN_BIDDING
    assert not any(b.left == float("inf") for b in table.timeline.bubbles.values())


def test_lot_words_are_each_seats_latest():
    words = lot_words([(1, 4), (2, 5), (1, None), (3, 6), (2, 7)], OPEN)
    assert {seat: str(b.text) for seat, b in words.items()} == {
        1: "Passes", 2: "Bids 7", 3: "Bids 6"}


def test_a_game_continued_mid_lot_tags_the_seats_as_before():
    """Continued from its save in the middle of a lot, the table showed the lot's chips again
    but no seat's tag (seen at 1920x1080 after Continue)."""
    ui = Driver()
    live = played_live(ui, ("open", "5", "7"))
    before = {seat: str(b.text) for seat, b in live.timeline.bubbles.items()}
    assert sorted(before.values()) == ["Bids 5", "Bids 7"]
    record = live.match.game_record()
    ui.ctx.stack.pop()
    resumed = resumed_table(ui, record, 1.0)
    assert {seat: str(b.text) for seat, b in resumed.timeline.bubbles.items()} == before
