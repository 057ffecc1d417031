"""The stand's "auctioneer: {name}" for your own lot: Italian read "banditore: Tu", German
"Auktionator: Du", a capital after the colon mid-line. The player there is its own message
(the viewer after a colon): "banditore: tu", "Auktionator: du", "auctioneer: you"; another
seat's lot keeps its name."""
from __future__ import annotations

import dataclasses
import random

import pytest

from tests.test_double_ends_round import LiteMetalFirst
from tests.ui_driver import FAST, Driver, click_card, record_texts

from game import Config, SeatConfig, stacked_deck
from game.cards import DOUBLE, OPEN, SEALED
from game.state import OPEN_BIDDING, PLAY
from scenes.session.match import Match
from scenes.table import TableScene

LM, YOKO, CP, KG, KRYPTO = range(5)
SAID = {"en": "auctioneer: you", "de": "Auktionator: du", "it": "banditore: tu",
        "zh_TW": "拍賣人：你"}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", sorted(SAID))
def test_your_own_lot_names_you_in_small_letters_after_the_colon(language, size, monkeypatch):
    ada = [(CP, OPEN), (YOKO, DOUBLE), (KG, OPEN), (KRYPTO, OPEN), (LM, SEALED), (CP, SEALED),
           (KG, SEALED), (KRYPTO, SEALED)]
    seats = (SeatConfig("Ada", "human"),) + tuple(SeatConfig(n, "bot", "random")
                                                 for n in ("Beatrix", "Clemens", "Doris"))
    match = Match(Config(seats=seats, first_auctioneer=0), 1, deck=stacked_deck(*ada),
                  thinking_seconds=30.0, rng=random.Random(1),
                  bots={i: LiteMetalFirst() for i in (1, 2, 3)})
    assert match.state.phase == PLAY and match.state.to_act == (0,)
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=5)
    click_card(ui, table, next(c for c in match.state.hands[0]
                               if c.artist == CP and c.method == OPEN))
    ui.frame(0.05, n=20)
    assert match.state.phase == OPEN_BIDDING and match.state.auctioneer == 0
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    texts = [ui.ctx.text.shown(t) for t, _r in drawn]
    assert SAID[language] in texts, texts
    line = next(r for t, r in drawn if ui.ctx.text.shown(t) == SAID[language])
    assert table.layout.lot.contains(line)
