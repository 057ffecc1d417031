"""The market board's Played row at scoring keeps every column's count to its column: with a
face-down card turned up the stamp "6 · end" took the column's margin for its "+1", and at
1280x720 with five seats (German, Chinese) "6 · Ende +1" ran into the next column's "3/6 +1".
The stamp and its "+1" now keep the margin (the stamp says the count alone where the words do
not fit beside the "+1"), in every language at both sizes."""
from __future__ import annotations

import dataclasses

import pytest

from tests.card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER
from tests.ui_driver import FAST, Driver, card_table_at, click_card, frames_until, record_texts

from game.card.cards import ARTIST_COUNT
from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.state import ADDING
from scenes.session.language import words_for
from scenes.table.display import label_room

N = "none"


def ending_table(size, language: str = "en"):
    """Five seats, Ada (the one person) to play: her Christin P (TEC) is the sixth face up
    and ends the round; Bea's face-down TEC and Cem's face-down Karl Gitter (Nicolás) turn up
    ("6 +1" beside "3/6 +1"). Ada holds a TEC to add: the table waits at the adding step."""
    ui = Driver(size, dataclasses.replace(FAST, language=language))
    ui.ctx.text.set_words(words_for(language))
    config = Config(seats=(SeatConfig("Ada"),) + tuple(
        SeatConfig(n, "bot", "random") for n in ("Bea", "Cem", "Dana", "Emil")), first_player=0)
    state = position(config, hands=[[(TEC, N)] * 2 + [(NICOLAS, N)], [(WAGNER, N)] * 2]
                     + [[(MARIANA, N)] * 2] * 3, influence=(TEC, N),
                     displays=[[(TEC, N)] * 2, [(TEC, N)], [(TEC, N)] + [(NICOLAS, N)] * 3,
                               [(DENISE, N)], [(DENISE, N)]],
                     face_down=[[], [(TEC, N)], [(NICOLAS, N)], [], []],
                     awards=[0, 1, 0, 0, 2])
    match, table = card_table_at(ui, config, state)
    ui.frame(0.0)
    click_card(ui, table, next(c for c in table.shown.hand if c.artist == TEC))
    assert frames_until(ui, lambda: table.human_turn() and table.shown.phase == ADDING)
    return ui, match, table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_each_count_of_the_played_row_keeps_to_its_column(size, language, monkeypatch):
    ui, _match, table = ending_table(size, language)
    assert table.shown.turned_up[TEC] == 1 and table.shown.turned_up[NICOLAS] == 1
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    board, px = table.layout.board, ui.ctx.px
    label_w = label_room(ui.ctx, board.w)
    col_w = (board.w - label_w - px(20)) // ARTIST_COUNT
    x0 = board.x + px(10) + label_w
    played = [(str(ui.ctx.text.shown(t)), r) for t, r in drawn if r is not None]
    row_y = next(r.centery for t, r in played if t == "+1")
    in_row = [(t, r) for t, r in played if abs(r.centery - row_y) <= px(4)
              and r.x >= x0 - px(2)]
    assert sum(t == "+1" for t, _r in in_row) == 2, in_row
    for a in range(ARTIST_COUNT):
        column = (x0 + a * col_w, x0 + (a + 1) * col_w)
        mine = [r for _t, r in in_row if column[0] <= r.centerx < column[1]]
        assert mine, (a, in_row)
        left = min(r.left for r in mine)
        right = max(r.right for r in mine)
        # Its words stay clear of both neighbours: a margin on each side.
        assert left >= column[0] + px(2) and right <= column[1] - px(2), (
            language, size, a, [t for t, r in in_row if r in mine], left, right, column)
