"""The auction game's hand at 1920x1080 (a play-tester's ten cards): the banner at the foot of
each covered card showed its artist cut by the next card ("Lite M", "Chris", "Karl G"), as the
card game's hand did. A covered card's banner is now its artist's colour alone; the whole name
reads down its visible edge."""
from __future__ import annotations

import pytest

from tests.test_first_evening import PassBot, three_at_table
from tests.ui_driver import Driver

from game.cards import artist_name
from scenes.table import TableScene
from scenes.table.edge_names import covered


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_covered_auction_card_shows_no_name_cut_at_its_foot(size):
    ui = Driver(size)
    match = three_at_table(4, {1: PassBot(), 2: PassBot()})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    pairs = table.hand_rects()
    rects = [r for _c, r in pairs]
    assert len(pairs) >= 10
    theme = table.shown.config.theme
    for i, (card, rect) in enumerate(pairs[:-1]):
        assert covered(rects, i)
        name = artist_name(card.artist, theme)
        face = table.hand.face(ui.ctx, card, rect.w, "plain", 0, name)
        banner = ui.ctx.art.banner_rect(rect.w)
        colour = tuple(ui.ctx.art.artist_colour(card.artist)[:3])
        strip = rects[i + 1].x - rect.x
        y = banner.centery
        row = {tuple(face.get_at((x, y))[:3]) for x in range(banner.x + banner.h // 2, strip)}
        assert row == {colour}, (size, i, name)
