"""The title's notice: damaged settings said where a player reads them, in print as large as the
damaged-save screen's, on paper between the subtitle and the fan of paintings (it was 13-point
print under Quit, at the window's foot)."""
from __future__ import annotations

from datetime import datetime

import pytest

from tests.ui_driver import Driver

from scenes.art import card_height
from scenes.session.settings import SETTINGS_FILE, load_settings
from scenes.title import TitleScene
from scenes.title_notice import SIZE


@pytest.fixture
def said(tmp_path):
    (tmp_path / SETTINGS_FILE).write_bytes(b'{"format": "modern-art-settings", "theme": ')
    _settings, message = load_settings(tmp_path, now=datetime(2026, 11, 30, 12, 0))
    return message


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1200, 675)])
def test_damaged_settings_are_said_on_paper_under_the_subtitle(said, size):
    d = Driver(size=size)
    title = TitleScene(d.ctx, message=said)
    d.ctx.stack.push(title)
    drawn: list[tuple[str, int]] = []
    real = d.ctx.text.render

    def spy(s, size_px, *a, **k):
        drawn.append((d.ctx.text.shown(s), size_px))
        return real(s, size_px, *a, **k)

    d.ctx.text.render = spy
    d.frame(n=30)
    px = d.ctx.px
    notice, cy = title.notice_layout()
    assert notice is not None
    sub = title.heading_rects()[1]
    assert notice.top > sub.bottom                          # under the subtitle
    assert notice.top < d.ctx.size[1] // 2                  # near the top, not at the foot
    assert cy - card_height(px(150)) // 2 >= notice.bottom   # the fan moved down for it
    assert cy + card_height(px(150)) // 2 + px(40) <= d.ctx.size[1]
    assert not any(notice.colliderect(b.rect) for b in title.buttons)
    # Every line in the notice's print, none in the small print it had.
    lines = d.ctx.text.wrap(said, px(SIZE), notice.w - 2 * px(18))
    assert lines and all((line, px(SIZE)) in drawn for line in lines)
    assert "settings.json.damaged-20261130-120000." in " ".join(lines)
    assert SIZE >= 15


def test_without_a_notice_the_fan_stays_where_it_was():
    d = Driver()
    title = TitleScene(d.ctx)
    d.ctx.stack.push(title)
    d.frame()
    assert title.notice_layout() == (None, int(720 * 0.62))


def test_a_notice_of_the_window_s_size_goes_once_the_player_sizes_the_window():
    """A play-tester pressed F11 at the title: the window filled the screen at 1920 × 1080 and
    the notice still said "the window is 1904 × 1000". Once the window changes size the notice
    is gone (said and seen); frames at the same size keep it."""
    from tests.test_window_sizes import resize
    d = Driver(size=(1280, 720))
    said = "The window size in your settings (4000 × 3000) is larger than this screen."
    title = TitleScene(d.ctx, message=said)
    d.ctx.stack.push(title)
    d.frame(n=3)
    assert title.message == said and title.notice_layout()[0] is not None
    resize(d, (1280, 720))
    assert title.message == said
    resize(d, (1600, 900))
    assert title.message is None and title.notice_layout()[0] is None
