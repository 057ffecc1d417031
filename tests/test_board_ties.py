"""The market board says when a tie decided a place: "Pays now" jumped (a second Karl Gitter
dropped Krypto from 30 to 20, the tie going to the artist further left) and the table did not
say why. The row's help and the tied columns' help say it in the scoring overlay's words."""
from __future__ import annotations

import pygame

from rules_helpers import KG, KRYPTO, LM, OPEN, cfg, deal
from tests.ui_driver import Driver

from game import view
from scenes.round_summary import tie_words
from scenes.table.board import draw_board
from scenes.table.look import Look
from scenes.table.worth import PAYS_NOW_TIP, pays_now

TIE = "Karl Gitter and Krypto tied at 2: the artist further left on the board ranks higher."


def board_help(counts, hints=True):
    """The board's help regions for Axel's view with `counts` played this round."""
    ui = Driver()
    s = deal(cfg(4), [[(LM, OPEN)], [], [], []])
    v = view(s._replace(counts=tuple(counts)), 0)
    look = Look(v, 0, False, False, False, frozenset({1, 2, 3}), False, False, hints=hints)
    regions: list = []
    draw_board(pygame.Surface(ui.ctx.size), ui.ctx, look, pygame.Rect(14, 14, 352, 490),
               regions)
    return v, regions


def test_a_tie_that_decides_a_place_is_said_on_the_pays_now_row_and_the_tied_columns():
    v, regions = board_help((0, 0, 0, 2, 2))
    assert pays_now(v)[KG] == 30 and pays_now(v)[KRYPTO] == 20
    # The row's help (the footnote under the board keeps the asterisk's help alone).
    row = max((str(t) for _r, t in regions if str(t).startswith(str(PAYS_NOW_TIP))), key=len)
    assert row.endswith(" " + TIE)
    columns = [str(t) for _r, t in regions if "Tokens so far" in str(t)]
    assert len(columns) == 5
    assert TIE in columns[KG] and TIE in columns[KRYPTO]
    assert not any(TIE in c for i, c in enumerate(columns) if i not in (KG, KRYPTO))
    # The scoring overlay's words, from the same function.
    assert tie_words((0, 0, 0, 2, 2), {KG, KRYPTO}, lambda a: ("", "", "", "Karl Gitter",
                                                               "Krypto")[a]) == TIE


def test_no_tie_or_a_tie_outside_the_places_says_nothing_of_ties():
    for counts in ((0, 0, 1, 2, 3), (3, 2, 1, 1, 0)):
        # 1 and 1 tie for third in the second: that tie decides the third place.
        _v, regions = board_help(counts)
        said = " ".join(str(t) for _r, t in regions)
        assert ("tied at" in said) == (counts == (3, 2, 1, 1, 0)), counts
    _v, regions = board_help((4, 3, 2, 1, 1))      # tied at 1, both out of the top three
    assert not any("tied at" in str(t) for _r, t in regions)
