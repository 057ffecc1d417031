"""The table's log under the store's notice and the unsaved game's banner, in both games: the
notice that something was moved out of the autosave's way sat over the log's oldest lines
(unreadable, the first ones out of reach), and the banner "Not saved!" over the log's "newer
lines below" hint (which the keys' line under the log crossed too). The log now gives the
notice its room, and says that newer lines follow inside its own lines. All through the app's
frames and real events."""
from __future__ import annotations

import random
from datetime import datetime, timedelta

import pygame
import pytest

from tests.test_card_saves_ui import card_record
from tests.test_save_trouble import break_the_disk
from tests.test_saves_ui import AppDriver, new_game_through_setup, random_action, start_title

from game.card.engine import legal_actions as card_actions
from scenes import ui
from scenes.banner import banner_rect, notice_rect
from scenes.session.storage import NOTICE_SECONDS
from scenes.table import board as auction_painter, card_scene
from scenes.table.log_panel import body_rect, newer_words, wrapped_lines


class Recorder(pygame.Surface):
    """A surface that notes where each surface is blitted onto it."""
    blits: list

    def blit(self, source, dest, *args, **kw):
        self.blits.append((source, dest))
        return super().blit(source, dest, *args, **kw)


def spy_lines(monkeypatch, module, ctx) -> list[tuple[str, int]]:
    """The log's lines as the table draws them from now on, each with its top: `module`'s
    `draw_log` draws onto a recording surface too."""
    drawn: list[tuple[str, int]] = []
    real_draw, real_render = module.draw_log, ctx.text.render

    def draw(surf, ctx, log, r, *a, **kw):
        rendered = {}

        def render(s, *ra, **rk):
            out = real_render(s, *ra, **rk)
            rendered[id(out)] = str(s)
            return out
        rec = Recorder(surf.get_size())
        rec.blits = []
        ctx.text.render = render
        try:
            real_draw(rec, ctx, log, r, *a, **kw)
        finally:
            ctx.text.render = real_render
        known = {str(ctx.text.shown(t)) for _st, t in
                 wrapped_lines(ctx, log, body_rect(ctx, r).w)}
        drawn.clear()
        drawn.extend((rendered[id(src)].strip(), tuple(dest)[1]) for src, dest in rec.blits
                     if rendered.get(id(src), "").strip() in known)
        real_draw(surf, ctx, log, r, *a, **kw)
    monkeypatch.setattr(module, "draw_log", draw)
    return drawn


def wheel_back(d: AppDriver, log: pygame.Rect, notches: int = 40) -> None:
    d.post(pygame.MOUSEMOTION, pos=log.center, rel=(0, 0), buttons=(0, 0, 0))
    d.post(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False)
    d.frame()
    d.frame()


def auction_table(d: AppDriver):
    """An auction game some twenty moves in: the table, and a way to play one more move."""
    match = new_game_through_setup(d, 12).match
    rng = random.Random(12)
    for _ in range(20):
        match.submit(random_action(match.state, rng))
        d.frame(1.0, 3)
    return d.ctx.stack.top, lambda: match.submit(random_action(match.state, rng))


def card_table(d: AppDriver):
    """A card game forty moves in, continued: the table, and a way to play one more move."""
    record, state = card_record(40)
    d.ctx.store.autosave(record, state)
    d.ctx.stack.reset(d.ctx.stack.make("title"))
    d.frame()
    d.press("Continue")
    table = d.ctx.stack.top
    match = table.match
    return table, lambda: match.submit(card_actions(match.state, match.state.to_act[0])[0])


TABLES = {"auction": (auction_table, auction_painter), "card": (card_table, card_scene)}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_log_gives_the_moved_aside_notice_its_room(tmp_path, monkeypatch, game, size):
    d = AppDriver(tmp_path, size=size)
    start_title(d)
    open_table, painter = TABLES[game]
    table, move = open_table(d)
    if getattr(table, "tip_panel", None) is not None and game == "auction":
        # (A first-time tip beside the stand ends the log's lines above it: closed here, the
        # notice's room is all that is left out of the log's column.)
        d.click(table.tip_button.rect.center)
    store = d.ctx.store
    clock = [datetime(2026, 11, 22, 7, 30)]
    store.now = lambda: clock[0]
    lines = spy_lines(monkeypatch, painter, d.ctx)
    store.autosave_path.unlink()
    store.autosave_path.mkdir()
    move()
    d.frame()
    d.frame()
    log = table.layout.log
    notice = store.notice()
    assert notice and "moved aside" in str(notice)
    under = notice_rect(d.ctx, notice, log).bottom
    assert lines and min(y for _s, y in lines) >= under        # no line behind the notice
    wheel_back(d, log)                                          # back to the first lines
    first = wrapped_lines(d.ctx, table.log, body_rect(d.ctx, log).w)[0][1]
    first = d.ctx.text.shown(first)
    assert table.log.scroll and first in [s for s, _y in lines]
    assert min(y for _s, y in lines) >= under
    clock[0] += timedelta(seconds=NOTICE_SECONDS)               # the notice goes: the room too
    d.frame()
    d.frame()
    assert store.notice() is None
    top = body_rect(d.ctx, log).y                            # the first row, as before
    assert top <= min(y for _s, y in lines) < top + d.ctx.px(13)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_newer_lines_hint_is_clear_of_the_banner_and_the_keys(tmp_path, monkeypatch, game,
                                                                   size):
    d = AppDriver(tmp_path, size=size)
    start_title(d)
    open_table, _painter = TABLES[game]
    table, move = open_table(d)
    said: dict[str, pygame.Rect] = {}
    real = ui.text

    def spy(surface, ctx, s, size, pos, colour=ui.INK, weight="regular", anchor="topleft",
            *a, **kw):
        box = ctx.text.size(ctx.text.shown(s), ctx.px(size), weight)
        said[str(s)] = pygame.Rect((0, 0), box)
        setattr(said[str(s)], anchor, pos)
        return real(surface, ctx, s, size, pos, colour, weight, anchor, *a, **kw)
    monkeypatch.setattr(ui, "text", spy)
    log = table.layout.log
    for banner in (False, True):
        if banner:
            break_the_disk(d.ctx.store)
            move()
        said.clear()
        wheel_back(d, log, 3 if banner else 2)
        assert table.log.scroll
        hint = said[str(d.ctx.text.shown(newer_words(table.log)))]     # (new lines, or none)
        assert log.contains(hint)
        keys = next(r for s, r in said.items() if s.startswith("Esc menu"))
        assert not hint.colliderect(keys)
        if banner:
            assert not hint.colliderect(banner_rect(d.ctx, log)[0])
