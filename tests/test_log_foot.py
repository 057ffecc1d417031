"""The table's log, its foot and its top, in both games, every language, both sizes.

The newest line ran under the keys' line at the log's foot ("Esc：選單 · F：快轉" over its lower
half, in Chinese at 1280×720): the lines now end above those keys and above the "↓ new lines"
button, whatever the language draws them at. Scrolled back, the log said nothing of the round its
top lines belonged to once the round's heading had gone above them: that heading now stays at
the top. All through the app's frames; what is checked is what was blitted.
"""
from __future__ import annotations

import pygame
import pytest

from tests.test_log_room import TABLES, Recorder, wheel_back
from tests.test_saves_ui import AppDriver, start_title

from game.i18n import _
from scenes.session.language import LANGUAGES
from scenes.table import card_scene, scene as auction_scene
from scenes.table.log_panel import body_rect, line_height, newer_spot, wrapped_lines

#: Where each table's log and footer are painted (the names the table calls them by).
PAINTERS = {"auction": (TABLES["auction"][1], auction_scene), "card": (card_scene, card_scene)}


def _at(dest, src: pygame.Surface) -> pygame.Rect:
    """The rectangle `src` covers blitted at `dest` (a point or a rectangle's corner)."""
    return pygame.Rect(tuple(dest)[:2], src.get_size())


class Drawn:
    """What the log's painter and the footer's blitted in the latest frame: the log's lines
    (words, rectangle), top to bottom, and every rectangle the footer covered."""

    def __init__(self, monkeypatch, game: str, ctx) -> None:
        self.lines: list[tuple[str, pygame.Rect]] = []
        self.footer: list[pygame.Rect] = []
        log_module, footer_module = PAINTERS[game]
        real_log, real_footer = log_module.draw_log, footer_module.draw_footer

        def draw_log(surf, ctx, log, r, *a, **kw):
            rec, names = self._recording(surf, ctx, real_log, log, r, *a, **kw)
            known = {str(ctx.text.shown(t)) for _s, t in
                     wrapped_lines(ctx, log, body_rect(ctx, r, log.room).w)}
            self.lines = sorted(((names[id(src)], _at(dest, src))
                                 for src, dest in rec.blits
                                 if names.get(id(src), "").strip() in known),
                                key=lambda line: line[1].y)
            real_log(surf, ctx, log, r, *a, **kw)

        def draw_footer(surf, ctx, r, *a, **kw):
            rec, _names = self._recording(surf, ctx, real_footer, r, *a, **kw)
            self.footer = [_at(dest, src) for src, dest in rec.blits
                           if _at(dest, src).y > r.centery]
            real_footer(surf, ctx, r, *a, **kw)
        monkeypatch.setattr(log_module, "draw_log", draw_log)
        monkeypatch.setattr(footer_module, "draw_footer", draw_footer)

    @staticmethod
    def _recording(surf, ctx, paint, *args, **kw):
        """`paint(surface, ctx, *args)` on a surface that notes each blit, and the words each
        rendered text surface holds."""
        rec = Recorder(surf.get_size(), pygame.SRCALPHA)
        rec.blits = []
        names: dict[int, str] = {}
        real_render = ctx.text.render

        def render(s, *a, **k):
            out = real_render(s, *a, **k)
            names[id(out)] = str(ctx.text.shown(s))
            return out
        ctx.text.render = render
        try:
            paint(rec, ctx, *args, **kw)
        finally:
            ctx.text.render = real_render
        return rec, names


def _fill(d: AppDriver, table, lines: int = 40) -> None:
    """A log fuller than its panel, in the player's language (a note the table tells)."""
    for _i in range(lines):
        table.log.note(_("The game continues where it was saved."))
    d.frame()
    d.frame()


def _frame(d: AppDriver) -> None:
    """Frames in which no time passes: the computers wait (the log stays as it is)."""
    d.frame(0.0)
    d.frame(0.0)


def _wheel(d: AppDriver, log: pygame.Rect, notches: int) -> None:
    d.post(pygame.MOUSEMOTION, pos=log.center, rel=(0, 0), buttons=(0, 0, 0))
    d.post(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False)
    _frame(d)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_newest_line_ends_above_the_keys_and_the_new_lines_button(tmp_path, monkeypatch,
                                                                      game, size):
    d = AppDriver(tmp_path, size=size)
    start_title(d)
    table, _move = TABLES[game][0](d)
    drawn = Drawn(monkeypatch, game, d.ctx)
    r = table.layout.log
    for language in LANGUAGES:
        d.ctx.set_language(language)
        _fill(d, table)
        table.log.to_newest()
        _frame(d)
        assert table.log.scroll == 0 and drawn.lines and drawn.footer, language
        body = body_rect(d.ctx, r, table.log.room)
        words, last = drawn.lines[-1]
        # The newest line's last row: the note, or a lot's running line kept under it.
        newest = str(d.ctx.text.shown(table.log.lines[-1][1]))
        assert words.split()[-1] in newest and (language != "en" or "saved" in words
                                                or table.log.growing), (language, words)
        assert body.contains(last), (language, last, body)         # drawn whole, not cut
        assert last.collidelist(drawn.footer) == -1, (language, words, last, drawn.footer)

        wheel_back(d, r, 3)                                         # scrolled back
        table.log.note(_("The game continues where it was saved."))  # and a line since
        _frame(d)
        assert table.log.scroll and table.log.unread
        spot = newer_spot(d.ctx, table.log, r)
        words, last = drawn.lines[-1]
        assert body.contains(last) and body.contains(spot), language
        assert not last.colliderect(spot), (language, words, last, spot)
        assert last.collidelist(drawn.footer) == -1 and spot.collidelist(drawn.footer) == -1
        lines_above = [rect for _w, rect in drawn.lines]
        assert max(rect.bottom for rect in lines_above) <= spot.y, language


def _round_of(ctx, rows: list[tuple[str, str]], index: int) -> str | None:
    """The heading of the round that row `index` of the log's rows belongs to, if any."""
    return next((str(ctx.text.shown(t)) for s, t in reversed(rows[:index]) if s == "round"),
                None)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", sorted(TABLES))
def test_scrolled_back_the_log_keeps_the_round_of_its_top_line_at_its_top(tmp_path,
                                                                         monkeypatch, game,
                                                                         size):
    d = AppDriver(tmp_path, size=size)
    start_title(d)
    table, _move = TABLES[game][0](d)
    drawn = Drawn(monkeypatch, game, d.ctx)
    _fill(d, table)
    r, log = table.layout.log, table.log
    _frame(d)
    rows = wrapped_lines(d.ctx, log, body_rect(d.ctx, r, log.room).w)
    headings = [i for i, (s, _t) in enumerate(rows) if s == "round"]
    assert headings
    body = body_rect(d.ctx, r, log.room)
    _wheel(d, r, 500)                           # the log's first lines: no heading pinned
    _frame(d)
    assert drawn.lines[0][0].strip() == d.ctx.text.shown(rows[0][1]).strip()
    seen = 0
    while log.scroll and seen < 3:                  # the wheel on, notch by notch
        _wheel(d, r, -1)
        _frame(d)
        if not log.scroll:
            break
        last = len(rows) - log.scroll - 1           # the log keeps its newest row at the foot
        top = last - (len(drawn.lines) - 1)         # the row drawn first
        assert drawn.lines[-1][0].strip() == str(d.ctx.text.shown(rows[last][1])).strip()
        first_words, first = drawn.lines[0]
        assert body.top <= first.y < body.top + d.ctx.px(13)       # the top row
        if rows[top][0] == "round" or top in headings or top == 0:
            continue
        # The round's heading has gone above the lines: the top row is the heading, pinned.
        below = top + 1
        if below < len(rows) and rows[below][0] == "round":
            continue
        heading = _round_of(d.ctx, rows, top)
        if heading is None:
            continue
        assert first_words.strip() == heading, (first_words, top)
        assert drawn.lines[1][1].y >= body.top + line_height(d.ctx)    # a row of its own
        seen += 1
    assert seen, "the log never scrolled a heading off its top"
