"""What a player told the game to do for them in an open auction ("Up to", "Out of this lot")
survives a save and Continue: playing, a newcomer said "Out of this lot", quit, pressed
Continue and was asked again on the next lap."""
from __future__ import annotations

from tests.test_first_evening import RaiseBot, open_turn
from tests.ui_driver import Driver

from game.state import OPEN_BIDDING
from scenes.session.match import Match
from scenes.session.storage import decode_save, encode_save
from scenes.session.standing import restore_standing


def _continued(match: Match, bots) -> Match:
    """`match` saved to a file's bytes and continued from them, as Continue does."""
    record, state = decode_save(encode_save(match.game_record(), match.state))
    return Match.resume(record, state, bots=bots, thinking_seconds=0.0)


def test_an_up_to_goes_on_bidding_for_you_in_the_game_continued_from_a_save():
    ui = Driver()
    bots = {1: RaiseBot(30), 2: RaiseBot(20)}
    table = open_turn(ui, bots)
    table.amount.set("35")
    ui.press("Up to")
    match = table.match
    assert match.state.phase == OPEN_BIDDING and match.raising(0) == 35
    again = _continued(match, bots)
    assert again.raising(0) == 35 and not again.is_out(0)
    # ... and so the continued game bids for her without asking, as the first one would have
    for _ in range(400):
        if again.state.phase != OPEN_BIDDING:
            break
        again.update(0.05)
    assert again.state.phase != OPEN_BIDDING and again.auto_raises > 0


def test_out_of_this_lot_stays_out_in_the_game_continued_from_a_save():
    ui = Driver()
    bots = {1: RaiseBot(30), 2: RaiseBot(20)}
    table = open_turn(ui, bots)
    ui.press("Out of this lot")
    assert table.match.is_out(0)
    again = _continued(table.match, bots)
    assert again.state.phase == OPEN_BIDDING and again.is_out(0)
    assert again.game_record().meta["standing"] == {"out": {"0": [*again.lot_key()[:2],
                                                                   list(again.lot_key()[2])]}}


def test_a_saved_instruction_that_does_not_fit_is_left_out():
    """Only a human seat's instruction for the very open auction on offer, with a whole
    amount, is taken back from a file; the rest of what a file may hold is ignored."""
    ui = Driver()
    bots = {1: RaiseBot(30), 2: RaiseBot(20)}
    match = open_turn(ui, bots).match
    rnd, auctioneer, cards = match.lot_key()
    lot = [rnd, auctioneer, list(cards)]
    other = [rnd, auctioneer, list(cards) + [94]]
    for meta in ({"out": {"1": lot}},                       # a computer's seat
                 {"out": {"0": other}},                     # another lot
                 {"out": {"x": lot, "-1": lot}},            # not a seat
                 {"up_to": {"0": [lot, 30.5]}},             # not a whole amount
                 {"up_to": {"0": [lot, True]}},
                 {"up_to": {"0": [lot]}},
                 {"limit": {"0": "everything"}},
                 {"news": {"0": [lot, 30]}},                # the lot on offer: not news
                 {"news": {"0": [[rnd + 1, auctioneer, [1]], 30]}},     # a round to come
                 {"news": {"1": [[rnd, auctioneer, [1]], 30]}},         # a computer's seat
                 {"out": ["0"]}, "standing", None):
        resumed = _continued(match, bots)
        restore_standing(resumed, meta)
        assert not resumed.out_of_lot and not resumed.raise_to and not resumed.limit_reached, meta
    resumed = _continued(match, bots)
    restore_standing(resumed, {"up_to": {"0": [lot, 30]}, "out": {"0": lot}})
    assert resumed.raising(0) == 30 and resumed.is_out(0)
