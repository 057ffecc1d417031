"""The market board's row of sums has one name in both games, in every language: "Worth now*"
with value hints (what one painting or card of each artist would be worth if the round ended
now, the round's scoring's "Worth" estimated) and "Worth so far" without (its tokens added up).
The auction board said "Pays now*" and "Tokens" (German "Zahlt jetzt*" and "Plättchen", Italian
"Paga ora*" and "Gettoni") where the card game's said "Worth now*" and "Worth so far" for the same
figures."""
from __future__ import annotations

import dataclasses

import pytest

from tests.test_card_table import card_match
from tests.test_first_evening import RaiseBot, open_turn
from tests.ui_driver import FAST, Driver

from scenes.table.board import WORTH_NOW, WORTH_SO_FAR

#: The auction board's former names of the row, as each language drew them.
FORMER = {"en": ("Pays now*", "Tokens"), "de": ("Zahlt jetzt*", "Plättchen"),
          "it": ("Paga ora*", "Gettoni"), "zh_TW": ("標記",)}


def _drawn(ui: Driver) -> list[str]:
    drawn: list[str] = []
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.append(str(text)))
    ui.ctx.stack.top.built_from.pop("static", None)      # the board drawn again
    ui.frame(0.0)
    ui.ctx.text.watchers.pop()
    return drawn


def _card_table(ui: Driver):
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    while not table.human_turn():
        ui.frame(0.05)
    return table


@pytest.mark.parametrize("language", sorted(FORMER))
@pytest.mark.parametrize("hints", [True, False])
def test_both_boards_name_the_row_of_sums_alike(language, hints):
    settings = dataclasses.replace(FAST, language=language, value_hints=hints)
    label, other = (WORTH_NOW, WORTH_SO_FAR) if hints else (WORTH_SO_FAR, WORTH_NOW)
    for start in (lambda ui: open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)}), _card_table):
        ui = Driver(settings=settings)
        start(ui)
        drawn = _drawn(ui)
        shown = ui.ctx.text.shown
        assert str(shown(label)) in drawn and str(shown(other)) not in drawn, start
        assert not set(FORMER[language]) & set(drawn), start
