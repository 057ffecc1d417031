"""The boards' rows jumped (play-tester): the card game's market board and the auction's
changed their row heights whenever the words on a tie under them grew or shrank, so the rows
shifted under the pointer from turn to turn. Both boards keep the room for those words, said
or not: a tie coming, going or growing moves no row."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.test_card_board_tie_note import _config, _position
from tests.card_helpers import TEC, WAGNER
from tests.test_board_tie_note import axel_match
from tests.ui_driver import Driver, auction_table

from game.card.engine import view
from game.card.position import position
from game.i18n import _
from scenes import ui as ui_module
from scenes.card_art import CardArt
from scenes.table import board, display
from scenes.table.card_layout import card_table_layout


def _label_spots(monkeypatch, labels) -> dict:
    """Where each row label of `labels` is drawn, as the board draws it."""
    spots: dict = {}
    real = ui_module.text

    def text(surface, ctx, s, *rest, **kw):
        drawn = real(surface, ctx, s, *rest, **kw)
        if str(s) in labels:
            spots[str(s)] = drawn.center
        return drawn
    monkeypatch.setattr(ui_module, "text", text)
    return spots


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_the_auction_boards_rows_stay_put_as_ties_come_and_go(size, language, monkeypatch):
    ui = Driver(size)
    ui.ctx.set_language(language)
    match = axel_match(("Beatrix", "Clemens"))
    table = auction_table(ui, match)
    assert table.look.hints
    labels = [_("Round {round}").format(round=2), _("Round {round}").format(round=4),
              _("Played")]
    seen = []
    # No tie; one tie (two artists); two ties, every artist named; no tie again.
    for counts in ((3, 2, 1, 0, 0), (2, 2, 1, 0, 0), (2, 2, 1, 1, 1), (4, 0, 0, 0, 0)):
        look = dataclasses.replace(table.look, view=dataclasses.replace(
            table.look.view, counts=counts))
        spots = _label_spots(monkeypatch, labels)
        board.draw_board(pygame.Surface(size), ui.ctx, look, table.layout.board, [])
        monkeypatch.undo()
        seen.append(tuple(spots.get(label) for label in labels))
    assert None not in seen[0] and len(set(seen)) == 1, seen


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_the_card_boards_rows_stay_put_as_ties_come_and_go(size, language, monkeypatch):
    ui = Driver(size)
    ui.ctx.set_language(language)
    cart = CardArt(ui.ctx.art)
    labels = [_("R{round}").format(round=2), _("Played")]
    for players in (2, 3, 5):
        board = card_table_layout(size, players, 0).board
        plain = position(_config(players), hands=[[(TEC, "none")]] * players,
                         influence=(TEC, "none"),
                         displays=[[(WAGNER, "none")] * 2] + [[]] * (players - 1))
        seen = []
        for state in [plain] + [_position(players, scene)
                                for scene in ("plain", "three", "two", "no_card", "down")]:
            for hints in (True, False):
                spots = _label_spots(monkeypatch, labels)
                display.draw_card_board(pygame.Surface(size), ui.ctx, cart, view(state, 0),
                                        board, [], hints)
                seen.append(tuple(spots.get(label) for label in labels))
                monkeypatch.undo()
        assert None not in seen[0] and len(set(seen)) == 1, (players, seen)
