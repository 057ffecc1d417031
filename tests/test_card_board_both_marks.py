"""A "Worth now*" figure with two marks: one's own face-down cards changed it (a small face-down
card beside it, down_mark.py) and a tie decided it (a claret "=", card_tie.py). The "=" found no
room right of the face-down card and stood left of the figure: Karl Gitter's 1 read "=1", as
"equals 1". Both marks now stand right of the figure, the face-down card first, the figure
moved left only as far as they need to stay in its column; and the figure's help, which said
only the face-down cards, says the tie too."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_board_tie_note import _config, _position
from tests.ui_driver import Driver, card_table_at

from scenes import ui as ui_module
from scenes.table import card_tie
from scenes.table.down_mark import MARK_W


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_a_tied_figure_with_a_face_down_card_reads_figure_card_tie(size, language,
                                                                   monkeypatch):
    """Ada's two face-down Karl Gitters tie Karl Gitter with Yoko and Christin P at 2 and
    change its figure (1 where the face-up cards say 0): on her own screen, 2 to 5 players."""
    for players in (2, 3, 4, 5):
        ui = Driver(size)
        ui.ctx.set_language(language)
        marks: list = []
        texts: list = []
        real_mark, real_text = card_tie.draw_tie_mark, ui_module.text

        def mark(surf, ctx, at):
            marks.append(tuple(at))
            return real_mark(surf, ctx, at)

        def text(surface, ctx, s, *args, **kwargs):
            drawn = real_text(surface, ctx, s, *args, **kwargs)
            texts.append((str(s), pygame.Rect(drawn)))
            return drawn
        with monkeypatch.context() as m:
            m.setattr(card_tie, "draw_tie_mark", mark)
            m.setattr(ui_module, "text", text)
            _match, table = card_table_at(ui, _config(players), _position(players, "down"))
            ui.frame(0.0)
        board, px = table.layout.board, ui.ctx.px
        tips = [(r, str(t)) for r, t in table.regions]
        name = "Karl Gitter"
        column = next(r for r, t in tips if t.startswith(f"{name}: ") and board.contains(r))
        row = next(r for r, t in tips if r.w == board.w and "tied at 2" in t)
        figure = next(r for s, r in texts if s == "1" and row.collidepoint(r.center)
                      and column.collidepoint(r.center))
        tie = next(m for m in marks if column.collidepoint(m) and row.collidepoint(m))
        where = (players, language)
        # The figure first, its face-down card right of it, then the "=", in the column.
        assert tie[0] >= figure.right + px(MARK_W), (where, figure, tie)
        assert tie[0] + px(7) <= column.right and figure.left >= column.left, where
        # The figure's help (topmost over it) says both: the face-down cards and the tie.
        help_ = next(t for r, t in tips if r.collidepoint(figure.center))
        assert help_.startswith("This figure counts your own face-down cards"), help_
        assert f"{name} tied at 2" in help_, help_
