"""The card table's row headers hold Chinese names of 24 characters: where the rows are tall
enough (two and three players) a name breaks between its characters onto two or three lines,
whole, its "（你）" kept, the header's other lines under it; five rows give one line, the name
cut in its middle (its start and its end kept). A Chinese name has no space to break at, so
it was cut at its end on every table ("歐陽明月司馬青雲諸…")."""
from __future__ import annotations

import random

import pytest

from tests.long_names import CHINESE
from tests.ui_driver import Driver, record_texts

from game.card.config import Config, SeatConfig
from game.card.engine import view
from scenes.session.games import new_match, open_table
from scenes.table import card_rows


def _headers(size, players: int, monkeypatch):
    ui = Driver(size)
    ui.ctx.set_language("zh_TW")
    seats = (SeatConfig(CHINESE[0], "human"),) + tuple(
        SeatConfig(n, "bot", "normal") for n in CHINESE[1:players])
    match = new_match(ui.ctx, Config(seats=seats, first_player=0), seed=3,
                      rng=random.Random(3), thinking_seconds=0.0)
    table = open_table(ui.ctx, match, how="reset")
    ui.frame(0.0)
    drawn = record_texts(monkeypatch)
    card_rows.draw_rows(ui.ctx.screen, ui.ctx, table.cart, view(match.state, 0),
                        table.layout, [])
    monkeypatch.undo()
    header_w = card_rows.header_width(ui.ctx, view(match.state, 0), min(
        r.h for r in table.layout.rows.values()))
    out = {}
    for seat, row in table.layout.rows.items():
        header = row.copy()
        header.w = header_w
        out[seat] = (header, [(str(ui.ctx.text.shown(s)), r) for s, r in drawn
                              if row.contains(r)])
    return ui, out


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_chinese_name_of_24_characters_breaks_between_characters_or_is_cut_in_its_middle(
        size, players, monkeypatch):
    ui, headers = _headers(size, players, monkeypatch)
    for seat, (header, texts) in headers.items():
        name = CHINESE[seat]
        # The name's lines: the texts before the hand's count ("手牌13張"), less the level tag.
        lines = []
        for s, r in texts:
            if "手牌" in s:
                below = r
                break
            if s not in ("普通", "真人"):
                lines.append((s, r))
        said = "".join(s for s, _r in lines).replace("（你）", "")
        for s, r in lines:
            assert header.contains(r), (s, r, header)
            assert r.bottom <= below.top + ui.ctx.px(2), (s, r, below)
        if players <= 3:
            assert said == name and 2 <= len(lines) <= 3, lines
        else:
            head, cut, tail = said.partition("…")
            assert len(lines) == 1 and cut and name.startswith(head) and name.endswith(tail)
            assert len(head) >= 3 and len(tail) >= 3, said
        if seat == 0:
            assert lines[-1][0].endswith("（你）"), lines
