"""A name over the auction's market board's column broke before a letter alone: "Christin"
over "P" (a play-tester's Chinese board at 1280×720; the English one too), read as two names.
Such a name stands on one line, reaching into the gap beside its column, where its neighbours'
names leave room for it; other names still break at a space ("Karl" over "Gitter"). Drawn
through the real table, in every theme, at both sizes."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.test_first_evening import RaiseBot, open_turn
from tests.ui_driver import FAST, Driver, record_texts

from game.cards import ARTIST_COUNT, artist_name


@pytest.mark.parametrize("language", ["zh_TW", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_artist_name_leaves_a_letter_alone_on_the_board(monkeypatch, size, language):
    ui = Driver(size, settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    drawn = record_texts(monkeypatch)
    table.invalidate()                  # the board drawn afresh
    ui.frame(0.0)
    board = table.layout.board
    over = [str(ui.ctx.text.shown(s)) for s, at in drawn if at is not None
            and board.colliderect(at) and at.y < board.y + ui.ctx.px(120)]
    names = [artist_name(a, table.shown.config.theme) for a in range(ARTIST_COUNT)]
    assert "Christin P" in over and "P" not in over, over
    for name in names:          # each whole, or broken at its space into words
        assert name in over or all(word in over for word in name.split(" ")), (name, over)
    heads = [(s, at) for s, at in drawn if str(ui.ctx.text.shown(s)) in names + ["Christin P"]
             and at is not None and board.colliderect(at) and at.y < board.y + ui.ctx.px(120)]
    rects = sorted(at for _s, at in heads)
    assert all(not a.colliderect(b) for a, b in zip(rects, rects[1:])), heads
