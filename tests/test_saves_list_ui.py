"""The Load list with many saves (long names, Chinese names) at both window sizes: a Chinese
name sits where a Latin one does instead of falling onto the line under it, no edge of a row
scrolled out shows under the list, and a scroll bar says where the rows shown are (the hint
"scroll for more" only while there is more)."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

import pygame
import pytest

from tests.test_saves_ui import real_save
from tests.ui_driver import FAST, Driver

from game.save import loads
from scenes import saves as saves_module
from scenes.saves import SaveRow, SavesScene
from scenes.session.storage import GameStore

SIZES = [(1280, 720), (1920, 1080)]
NAMES = ["Friday", "星期五晚上和朋友們的拍賣遊戲", "W" * 40, "長" * 40,
         "Spieleabend bei Großmutter Käthe, Teil 2", *(f"Game {i}" for i in range(10))]


def load_screen(tmp_path, size, language: str = "en") -> tuple[Driver, SavesScene]:
    ui = Driver(size, settings=replace(FAST, language=language))
    ui.ctx.store = store = GameStore(tmp_path, background=False)
    data, state = real_save(seed=4, moves=12)
    record, _state = loads(data, replay=False)
    for i, name in enumerate(NAMES):                 # listed newest first: in this order
        store.now = lambda i=i: datetime(2026, 11, 30, 12, 0) - timedelta(hours=i)
        store.save_named(name, record, state)
    ui.ctx.stack.reset(ui.ctx.stack.make("title"))
    ui.frame()
    ui.ctx.stack.open("saves")
    ui.frame()
    assert isinstance(ui.top, SavesScene) and len(ui.top.rows) == len(NAMES)
    return ui, ui.top


def drawn_lines(ui: Driver, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """The texts the next frame draws, each with its rect."""
    seen: list[tuple[str, pygame.Rect]] = []
    text = saves_module.ui.text

    def spy(surface, ctx, s, *args, **kw):
        rect = text(surface, ctx, s, *args, **kw)
        seen.append((ctx.text.shown(s), rect))
        return rect

    monkeypatch.setattr(saves_module.ui, "text", spy)
    ui.frame()
    monkeypatch.undo()
    return seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_a_chinese_name_sits_where_a_latin_one_does_clear_of_the_line_under_it(
        tmp_path, monkeypatch, size, language):
    ui, scene = load_screen(tmp_path, size, language)
    lines = drawn_lines(ui, monkeypatch)
    rows = {r.info.name: r for r in scene.rows}
    by_text = dict(lines)
    latin, chinese = by_text["Friday"], by_text["星期五晚上和朋友們的拍賣遊戲"]
    assert abs((latin.centery - rows["Friday"].rect.y)
               - (chinese.centery - rows["星期五晚上和朋友們的拍賣遊戲"].rect.y)) <= 1
    for name in ("Friday", "星期五晚上和朋友們的拍賣遊戲"):
        row = rows[name]
        name_rect = by_text[name]
        under = [rect for s, rect in lines if rect.y > name_rect.y and row.rect.contains(rect)]
        assert under and all(name_rect.bottom <= rect.top for rect in under), (name, size)
        assert all(row.rect.contains(rect) for rect in (name_rect, *under))


@pytest.mark.parametrize("size", SIZES)
def test_no_edge_of_a_row_scrolled_out_shows_under_the_list(tmp_path, monkeypatch, size):
    ui, scene = load_screen(tmp_path, size)
    drawn: list[SaveRow] = []
    draw = SaveRow.draw

    def spy(row, surface, ctx, chosen=False):
        drawn.append(row)
        return draw(row, surface, ctx, chosen)

    monkeypatch.setattr(SaveRow, "draw", spy)
    for _ in range(2):
        drawn.clear()
        ui.frame()
        lr = scene.list_rect
        assert drawn and all(lr.y <= r.rect.y and r.rect.bottom <= lr.bottom for r in drawn)
        ui.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)


@pytest.mark.parametrize("size", SIZES)
def test_a_scroll_bar_says_where_the_rows_shown_are(tmp_path, monkeypatch, size):
    ui, scene = load_screen(tmp_path, size)
    track, thumb = scene.scrollbar()
    assert thumb.top == track.top and thumb.bottom < track.bottom
    assert track.left > scene.list_rect.right and scene.rect.contains(track)
    assert any("scroll for more" in s for s, _ in drawn_lines(ui, monkeypatch))
    for _ in range(len(NAMES)):
        ui.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    ui.frame()
    assert scene.scroll == scene.max_scroll > 0
    track, thumb = scene.scrollbar()
    assert thumb.bottom == track.bottom and thumb.top > track.top
    assert scene.rows[-1].rect.bottom <= scene.list_rect.bottom
    assert not any("scroll for more" in s for s, _ in drawn_lines(ui, monkeypatch))
