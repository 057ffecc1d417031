"""The auction table speaks the player's language (issue 14): its words are whole messages
translated where they are drawn, and a change of language shows on the table at once."""
from __future__ import annotations

from tests.test_i18n_core import catalog
from tests.test_table_status import look_at, played, run
from tests.ui_driver import Driver

from game import Bid, Config, SeatConfig
from game.cards import OPEN
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.status import status

GERMAN = catalog("de", {
    "MARKET BOARD": "WERTETAFEL",
    "You": "Du",
    "High bid {amount} by {name}": "Höchstgebot {amount} von {name}",
    "{names} to bid or pass": "{names} ist dran: bieten oder passen",
    "Your turn: raise to at least {amount} or pass. You have {cash}.":
        "Erhöhe auf mindestens {amount} oder passe. Du hast {cash}.",
})


def test_a_change_of_language_redraws_the_table_at_once():
    ui = Driver()
    seats = tuple(SeatConfig(n, "bot", "random") for n in ("Ada", "Beatrix", "Clemens"))
    match = Match(Config(seats=seats, first_auctioneer=0), 5, thinking_seconds=30.0,
                  spectator_seat=0)
    ui.ctx.stack.push(TableScene(ui.ctx, match))
    ui.frame(0.0, n=2)
    drawn: list[str] = []
    ui.ctx.text.watchers.append(lambda words, size, weight: drawn.append(words))
    # What AppContext.set_language does, with a catalog made here.
    ui.ctx.text.set_words(GERMAN)
    ui.ctx.surfaces.clear()
    ui.ctx.stack.resize(ui.ctx.size)
    ui.frame(0.0)
    assert "WERTETAFEL" in drawn and "MARKET BOARD" not in drawn


def test_the_status_lines_are_translated_whole_with_the_names_in_them():
    s, _ = run(played(OPEN), Bid(1, 7))
    head, line = status(look_at(s, 2))
    assert GERMAN.text(head) == "Höchstgebot 7 von Beatrix"
    assert GERMAN.text(line).startswith("Erhöhe auf mindestens ")
    assert GERMAN.text(line).endswith(f"oder passe. Du hast {s.cash[2]}.")
    head, line = status(look_at(s, 3, turn=False))
    assert GERMAN.text(line) == "Clemens ist dran: bieten oder passen"
