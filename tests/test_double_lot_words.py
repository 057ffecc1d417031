"""A double's two paintings on sale say they are two: playing, I bid on a double's pair taking
its price for one painting's (the stand said "Open auction · auctioneer: Doris", the hand-over
"for sale: Christin P (a double)", while the board's "Pays now" is for one card). The stand's
line under the method and the hand-over's line of table facts now name the two paintings."""
from __future__ import annotations

import dataclasses
import random

import pytest

from tests.test_double_ends_round import LiteMetalFirst
from tests.ui_driver import FAST, Driver, click_card, record_texts

from game import Config, SeatConfig, stacked_deck, view
from game.cards import DOUBLE, OPEN, SEALED
from game.state import DOUBLE_OFFER, OPEN_BIDDING, PLAY
from scenes.handover import HandoverScene
from scenes.session.match import Match
from scenes.table import TableScene

LM, YOKO, CP, KG, KRYPTO = range(5)


def _at_the_pair(language: str, size) -> tuple[Driver, TableScene]:
    """Ada, the first auctioneer, has played her Yoko double and the table shows her hand."""
    ada = [(YOKO, DOUBLE), (YOKO, OPEN), (CP, OPEN), (KG, OPEN), (KRYPTO, OPEN), (LM, SEALED),
           (CP, SEALED), (KG, SEALED), (KRYPTO, SEALED)]
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"), SeatConfig("Doris", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 1,
                  deck=stacked_deck(*ada), thinking_seconds=0.0,
                  rng=random.Random(1), bots={i: LiteMetalFirst() for i in (1, 2, 3)})
    assert match.state.phase == PLAY and match.state.to_act == (0,)
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=5)
    hand = match.state.hands[0]
    click_card(ui, table, next(c for c in hand if c.artist == YOKO and c.method == DOUBLE))
    ui.frame(0.05, n=20)
    assert match.state.phase == DOUBLE_OFFER
    return ui, table


@pytest.mark.parametrize("language, size, line", [
    ("en", (1280, 720), "auctioneer: you · two Yoko as one lot"),
    ("en", (1920, 1080), "auctioneer: you · two Yoko as one lot"),
    ("de", (1280, 720), None)])
def test_the_stand_and_the_hand_over_say_a_doubles_pair_is_two_paintings(language, size, line,
                                                                        monkeypatch):
    ui, table = _at_the_pair(language, size)
    match = table.match
    drawn = record_texts(monkeypatch)
    ui.frame(0.05, n=2)
    one = [s for s, _r in drawn if "two Yoko" in s]
    assert not one, one          # the double alone, waiting for its second card: no pair yet
    click_card(ui, table, next(c for c in match.state.hands[0]
                               if c.artist == YOKO and c.method == OPEN))
    ui.frame(0.05, n=20)
    s = match.state
    assert s.phase == OPEN_BIDDING and len(s.lot) == 2 and s.auctioneer == 0
    drawn.clear()
    ui.frame(0.05, n=2)
    words = ui.ctx.text.words
    texts = [words.text(t) for t, _r in drawn]
    if line is not None:
        assert line in texts, texts
    else:
        assert "Auktionator: du · zwei Yoko als ein Los" in texts, texts
    sub = next(r for t, r in drawn if "Yoko" in t and "lot" in t)
    # The line stays on the stand, right of the method's icon, at every size and language.
    assert table.layout.lot.contains(sub), (sub, table.layout.lot)
    # The hand-over names the two paintings in its line of table facts.
    handover = HandoverScene(ui.ctx, view(s, None), 1, lambda seat: None)
    ui.ctx.stack.push(handover)
    drawn.clear()       # (laying the card out measures its facts on a scrap surface)
    ui.frame(0.0)
    # The facts line is drawn as it fits, in the player's language ("Runde 1 · …")
    facts = next(words.text(t) for t, _r in drawn
                 if str(words.text(t)).startswith(("Round", "Runde")))
    said = [words.text(t) for t, _r in drawn]
    if language == "en":
        assert "for sale: two Yoko" in facts, facts
        # ... and so does its heading, what Beatrix is handed the screen for
        assert "Two Yoko (open auction): your bid, Beatrix" in said, said
    else:
        assert "zwei Yoko" in facts, facts
        assert "Zwei Yoko (offen): dein Gebot, Beatrix" in said, said
    rect = next(r for t, r in drawn if words.text(t) == facts)
    assert handover.rect.contains(rect)


def test_a_single_paintings_stand_names_only_its_auctioneer():
    """The usual lot of one painting keeps its line as it was."""
    from scenes.table.lot import auctioneer_line
    ui, table = _at_the_pair("en", (1280, 720))
    match = table.match
    ui.press("Add nothing")
    ui.frame(0.05, n=5)
    for _ in range(200):
        s = match.state
        if s.lot and len(s.lot) == 1 and s.auctioneer not in (None, 0):
            break
        if 0 in s.to_act:
            option = next(o for o in match.legal_for(0) if not hasattr(o, "lo"))
            match.submit(option)
        else:
            match.update(0.05)
    ui.frame(0.05, n=5)
    assert auctioneer_line(table.look) == f"auctioneer: {s.config.seats[s.auctioneer].name}"
