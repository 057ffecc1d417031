"""A computer's chance to add a second card to a double is not told on its own line. The log
said "Beatrix may add a second card to the double." and at once "Beatrix adds Lite Metal and
auctions the pair.": for a computer the "may" line is noise. The offer is told only when a
person must decide it (your own "You may add...", at one screen the person's name); the line
after it ("adds ...", "adds nothing") says the computer was offered the card. The same in the
table's log and in the saved game's replay."""
from __future__ import annotations

import random

from rules_helpers import DOUBLE, LM, OPEN, card_in, dealt_deck, run
from tests.ui_driver import FAST, Driver, click_card

from game import (AddSecondCard, Config, DeclineSecondCard, Pass, PlayCard, SeatConfig,
                  new_game)
from game.log import describe, narrate
from game.replay import main as replay_main
from game.save import dumps, record_of
from game.events import SecondCardOffered
from game.state import DOUBLE_OFFER
from scenes.session.match import Match
from scenes.table import TableScene

NAMES = ("Axel", "Beatrix", "Clemens", "Doris")


def _config(humans: int = 1) -> Config:
    """Axel (and, with `humans` 2, Beatrix) at the screen, the others computers; Axel first."""
    return Config(seats=tuple(SeatConfig(n, "human") if i < humans else
                              SeatConfig(n, "bot", "random") for i, n in enumerate(NAMES)),
                  first_auctioneer=0)


def _hands():
    """Axel holds a Lite Metal double and nothing to add; Beatrix an open-auction Lite Metal."""
    return [[(LM, DOUBLE)], [(LM, OPEN)], [], []]


def _told(config: Config, you: int | None = None) -> list[str]:
    """The replay's words (or, with `you`, the viewer's) of Axel's double declined by him and
    taken up by Beatrix."""
    s = new_game(config, 0, dealt_deck(config, _hands()))
    s, events = run(s, PlayCard(0, card_in(s, 0, LM, DOUBLE)), DeclineSecondCard(0),
                    AddSecondCard(1, card_in(s, 1, LM, OPEN)))
    assert len(s.lot) == 2 and s.auctioneer == 1
    lines = [narrate(e, config, you) for e in events]
    return [str(line.text) for line in lines if line is not None]


def test_a_computers_offer_is_not_told_a_persons_is():
    told = _told(_config())
    assert "Beatrix may add a second card to the double." not in told, told
    assert "Axel adds nothing." in told, told
    assert any(t.startswith("Beatrix adds Lite Metal") for t in told), told
    assert "Axel may add a second card to the double." in told, told        # a person's
    mine = _told(_config(), you=0)
    assert "You may add a second card to the double." in mine, mine
    # At one screen another person's offer is their decision: told with their name.
    hot = _told(_config(humans=2))
    assert "Beatrix may add a second card to the double." in hot, hot


def test_describe_leaves_a_computers_offer_out():
    config = _config()
    assert describe(SecondCardOffered(1), config) is None
    assert describe(SecondCardOffered(0), config) == "Axel may add a second card to the double."


def test_the_replay_of_a_saved_game_tells_it_the_same(tmp_path, capsys):
    config = _config()
    deck = dealt_deck(config, _hands())
    s = new_game(config, 0, deck)
    actions = [PlayCard(0, card_in(s, 0, LM, DOUBLE)), DeclineSecondCard(0)]
    s, _events = run(s, *actions)
    actions.append(AddSecondCard(1, card_in(s, 1, LM, OPEN)))
    path = tmp_path / "double.json"
    path.write_text(dumps(record_of(config, 0, actions, deck=deck)))
    assert replay_main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "Beatrix may add" not in out, out
    assert "Axel adds nothing." in out and "Beatrix adds Lite Metal" in out, out


def test_the_tables_log_leaves_a_computers_offer_out():
    """Axel (you) plays the double and adds nothing; Beatrix, a computer, adds her card."""
    config = _config()

    class AddsLiteMetal:
        def choose(self, view, legal, rng):
            adds = [o for o in legal if isinstance(o, AddSecondCard)]
            return adds[0] if adds else next(o for o in legal if isinstance(o, Pass))
    match = Match(config, 0, deck=dealt_deck(config, _hands()), thinking_seconds=0.0,
                  rng=random.Random(0), bots={i: AddsLiteMetal() for i in (1, 2, 3)})
    ui = Driver(settings=FAST)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    click_card(ui, table, card_in(match.state, 0, LM, DOUBLE))
    ui.frame(0.05, n=5)
    assert match.state.phase == DOUBLE_OFFER and match.to_act == (0,)
    ui.press("Add nothing")
    for _ in range(100):
        ui.frame(0.05)
        if len(match.state.lot) == 2:
            break
    ui.frame(0.05, n=20)
    lines = [ui.ctx.text.words.text(text) for _kind, text in table.log.lines]
    assert not any("may add a second card" in t for t in lines), lines
    assert "You add nothing." in lines, lines
    assert any(t.startswith("Beatrix adds Lite Metal") for t in lines), lines
