"""The computers' bidding comes sooner once no human may decide in the open auction on offer
(each out of it, or the game bidding "up to" for them: `pace.nobody_asked`). At a screen two
people share, that speed-up told each of them the other was out of the lot or had "Up to"
running; there the pace stays as if anyone may be asked. With one human it still quickens."""
from __future__ import annotations

import pytest
from tests.test_first_evening import RaiseBot

from game import Config, PlayCard, SeatConfig, stacked_deck
from game.cards import OPEN
from game.state import OPEN_BIDDING
from scenes.session.match import Match
from scenes.session.pace import ROUTINE_SHARE, nobody_asked, quickened_wait


def _open_lot(humans: int) -> Match:
    """Ada (and Bea, with two humans) with computers; Ada has put an open lot up."""
    seats = tuple(SeatConfig(name, "human") if i < humans else SeatConfig(name, "bot", "random")
                  for i, name in enumerate(("Ada", "Bea", "Cy", "Dan")))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, deck=stacked_deck((2, OPEN)),
                  thinking_seconds=1.0, bots={s: RaiseBot(30) for s in range(humans, 4)})
    if humans > 1:
        match.take_seat(0)
    play = next(o for o in match.legal_for(0) if isinstance(o, PlayCard) and o.card.method == OPEN)
    assert match.submit(play) is None and match.phase == OPEN_BIDDING
    return match


@pytest.mark.parametrize("humans, quickens", [(1, True), (2, False)])
def test_every_human_out_or_up_to_quickens_the_computers_only_with_one_human(humans, quickens):
    match = _open_lot(humans)
    match.step_out(0)                       # Ada: "Out of this lot"
    if humans > 1:
        match.bid_up_to(1, 20)              # Bea: "Up to 20"
    assert nobody_asked(match) is quickens
    steady = 1.0 * ROUTINE_SHARE            # a routine wait at the lot's first moves
    assert (quickened_wait(match, 1.0) < steady) is quickens
