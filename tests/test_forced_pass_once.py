"""A seat whose money cannot beat the high bid of an open auction is passed by the game on
every lap (`Match.pass_for_the_idle`). A play-tester read "You pass" after every raise of the
lot although she could not bid at all. With one human at the table that first pass stays in
the lap's line, the game's words why ("You pass: the high bid is ... and you have ...") are
told once, and its later passes for her are left out of the lot's line. At a screen several
people share nothing changes: every pass is told as anyone's (leaving them out would tell the
others her money is short)."""
from __future__ import annotations

from tests.test_first_evening import RaiseBot, lot_sold
from tests.test_forced_pass_ui import ada_table, told
from tests.test_hotseat_keyboard import play_card
from tests.ui_driver import Driver

from game import Bid, Config, Pass, PlayCard, SeatConfig, stacked_deck
from game.cards import OPEN
from game.log_retold import Retold
from scenes.session.match import Match
from scenes.table.passes import ForcedPasses


class JumpBot(RaiseBot):
    """Raises by three (a line of raises by one is told short) up to `limit`, else passes."""

    def choose(self, view, legal, rng):
        for o in legal:
            if getattr(o, "kind", None) is Bid and o.lo + 2 <= min(self.limit, o.hi):
                return o.make(o.lo + 2)
        return super().choose(view, legal, rng)


def _ada_passes(match) -> int:
    return sum(1 for a in match.actions if a == Pass(0))


def test_you_are_passed_for_want_of_money_once_in_the_lot_s_line():
    ui = Driver()
    # Ada has no money: every pass of hers is the game's; Beatrix and Clemens raise.
    table = ada_table(ui, OPEN, (0, 100, 100), {1: JumpBot(20), 2: JumpBot(20)},
                      thinking=0.3)
    play_card(ui, table, OPEN)
    for _ in range(600):
        if lot_sold(table) and not table.busy:
            break
        ui.frame(0.05)
    assert lot_sold(table)
    match, lines = table.match, told(table)
    assert _ada_passes(match) >= 3 and match.auto_passes == _ada_passes(match), match.actions
    bids = " ".join(line for line in lines if line.startswith("Bids:"))
    assert bids.count("You pass") == 1, lines               # was one per lap
    assert "Beatrix" in bids.split("You pass")[1], lines    # the lot goes on, told
    assert sum(line.startswith("You pass:") for line in lines) == 1, lines


def test_at_a_shared_screen_every_pass_the_game_makes_is_told():
    """The table's log as the table keeps it (`ForcedPasses.heard`, then `Retold.line` for the
    action's events), each action told before the next."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bea", "human"),
             SeatConfig("Cy", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 5, deck=stacked_deck((2, OPEN)),
                  thinking_seconds=0.0, bots={2: RaiseBot(14)})
    match._state = match.state._replace(cash=(0, 100, 100))
    passes, retold, lines = ForcedPasses(), Retold(), []

    def heard(match, _action, events) -> None:
        passes.heard(match, retold)
        lines.extend(retold.line(e, match.state.config) for e in events)

    match.listeners.append(heard)
    card = next(c for c in match.state.hands[0] if c.method == OPEN)
    match.take_seat(0)
    assert match.submit(PlayCard(0, card)) is None
    for amount in (10, 12, 14):             # Bea raises, Cy raises by one, Ada is passed
        match.take_seat(1)
        assert match.submit(Bid(1, amount)) is None, match.legal_for(1)
        match.update(0.0)
    assert _ada_passes(match) >= 3, match.actions
    bids = [str(line.text) for line in lines if line and str(line.text).startswith("Bids:")]
    assert bids[-1].count("Ada") == _ada_passes(match), bids
