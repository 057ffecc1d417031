"""Another seat's face-down cards lie as backs at its display's end: the one under the top back
peeked out with a cut "M" of "MODERN ART" (a play-tester's shot). The back under another shows
its edge without the back's lettering; the top one keeps it. Drawn through the real table."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import random_playout
from tests.ui_driver import FAST, Driver, card_table_at

from game.card.cards import ARTIST_COUNT
from game.card.config import Config, SeatConfig
from scenes.table.card_layout import group_rects
from scenes.table.card_rows import display_counts
from scenes.table.header_name import header_width


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_back_under_another_shows_no_cut_lettering(size, players):
    config = Config(seats=(SeatConfig("Ada"),) + tuple(
        SeatConfig(n, "bot", "random") for n in ("Bo", "Cy", "Di")[:players - 1]),
        first_player=0)

    def stop(s):
        return 0 in s.to_act and s.phase == "play" and len(s.face_down[1]) >= 2
    state = next(s for seed in range(200)
                 for s in [random_playout(players, seed, stop, config_=config)[0][-1]] if stop(s))
    ui = Driver(size, settings=FAST)
    _match, table = card_table_at(ui, config, state)
    ui.frame(0.05, n=3)
    v, ctx = table.shown, ui.ctx
    rows = table.layout.rows
    header_w = header_width(ctx, v, min(r.h for r in rows.values()))
    backs = group_rects(rows[1], header_w, display_counts(v, 1), ctx.px, v.players)[ARTIST_COUNT]
    under, top = backs[-2], backs[-1]
    # Fanned across (four players) its left edge shows, fanned down (three) its top.
    strip = pygame.Rect(under.x, under.y, top.x - under.x, under.h) if top.x > under.x \
        else pygame.Rect(under.x, under.y, under.w, top.y - under.y)
    assert strip.w > 0 and strip.h > 0
    shown = ctx.screen.subsurface(strip)
    plain = table.cart.back(under.w, titled=False).subsurface(
        strip.move(-under.x, -under.y))
    differ = [(x, y) for x in range(strip.w) for y in range(strip.h)
              if plain.get_at((x, y)).a == 255 and shown.get_at((x, y))[:3] != plain.get_at(
                  (x, y))[:3]]             # (its rounded corners show what lies under it)
    assert not differ, differ[:10]
