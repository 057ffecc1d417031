"""Every card tip's title is set at one size. Rendered at 1280×720, "First time: Second card
face down" (beside its effect's icon) was shrunk below every other card tip's title to fit
left of "Got it": that button now takes its words' width (`tips.got_it_width`), and a title
whose heading still does not fit shows alone at the one size (`tips.tip_heading`)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver

from scenes.card_art import EFFECT_TIPS, CardArt
from scenes.table import tips as tip_room
from scenes.table.card_layout import card_table_layout

CARD_TIPS = (tip_room.CARD_GOAL, *tip_room.CARD_TIPS)


def _title_sizes(ui: Driver, players: int = 3) -> dict[str, tuple[str, int]]:
    """Each card tip's box drawn as the card table draws it: its title row's words and
    size in pixels."""
    ctx, px = ui.ctx, ui.ctx.px
    area = card_table_layout(ctx.size, players, 0).controls
    cart = CardArt(ctx.art)
    out = {}
    for key in CARD_TIPS:
        panel = tip_room.arrange_tip(ctx, key, area, area.y + px(40), area.bottom)
        button = tip_room.got_it_button(lambda: None)
        button.rect = panel.button.copy()
        effect = key[len("card:"):]
        icon = cart.icon(effect, px(18)) if effect in EFFECT_TIPS else None
        drawn: list = []
        ctx.text.watchers.append(lambda text, size, weight: drawn.append((str(text), size)))
        tip_room.draw_tip(pygame.Surface(ctx.size), ctx, key, panel, button, icon)
        ctx.text.watchers.pop()
        title = ctx.text.shown(tip_room.TIP_TITLES[key])
        out[key] = next((t, s) for t, s in drawn if title in t)
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_every_card_tip_title_is_one_size(size, language):
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    titles = _title_sizes(ui)
    sizes = {s for _t, s in titles.values()}
    assert sizes == {ui.ctx.px(tip_room.HEADING_SIZE)}, titles
    if language == "en":        # whole, "First time:" and all
        for key, (words, _s) in titles.items():
            assert words == "First time: " + tip_room.TIP_TITLES[key], words
