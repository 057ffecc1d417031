"""Every first-time tip's title row says it is a first-time tip, in every language. Where
"First time: {title}" did not fit left of "Got it", the title showed alone: in German and
Italian "Zweite Karte verdeckt", "… offen" and "Dazulegen bei der Wertung" ("Seconda carta
coperta", "… scoperta", "Aggiungere al conteggio") in the card game's panel at both sizes.
The row now takes a second line there, at the one title size, and the body moves down."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from tests.ui_driver import FAST, Driver

from scenes.card_art import CardArt
from scenes.table import tips as tip_room
from scenes.table.card_layout import card_table_layout
from scenes.table.layout import table_layout


def _drawn_rows(ui: Driver, key: str, area: pygame.Rect) -> tuple[list, tip_room.TipPanel]:
    """The tip `key`'s panel in `area` as its table draws it: the title row's texts drawn
    (text, size, top), and the panel."""
    ctx, px = ui.ctx, ui.ctx.px
    panel = tip_room.arrange_tip(ctx, key, area, area.y + px(40), area.bottom)
    button = tip_room.got_it_button(lambda: None)
    button.rect = panel.button.copy()
    effect = tip_room.icon_effect(key)
    icon = CardArt(ctx.art).icon(effect, px(tip_room.ICON)) if effect else None
    drawn: list = []
    ctx.text.watchers.append(lambda text, size, weight: drawn.append((str(text), size, weight)))
    tip_room.draw_tip(pygame.Surface(ctx.size), ctx, key, panel, button, icon)
    ctx.text.watchers.pop()
    return [(t, s) for t, s, w in drawn if w == "black"], panel


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_every_tip_title_says_it_is_a_first_time_tip(size, language):
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    ctx = ui.ctx
    areas = {"card": card_table_layout(size, 3, 0).controls,
             "auction": table_layout(size, 4, 0, False).controls}
    template = ctx.text.shown(tip_room.FIRST_TIME)
    for key in tip_room.TIPS:
        area = areas["card" if key.startswith("card:") else "auction"]
        rows, panel = _drawn_rows(ui, key, area)
        title = ctx.text.shown(tip_room.TIP_TITLES[key])
        whole = template.format(title=title)
        drawn = "".join(t for t, _s in rows).replace(" ", "")
        assert drawn == whole.replace(" ", ""), (key, rows)
        assert {s for _t, s in rows} == {ctx.px(tip_room.HEADING_SIZE)}, (key, rows)
        # A row of two lines stands above the tip's body, and the panel is that much taller.
        assert panel.box.h >= tip_room.head_height(ctx, panel.heading[0]) + len(
            panel.lines) * panel.line_h, key


def test_the_long_german_and_italian_titles_take_two_lines():
    """The three titles found shown alone now say "Zum ersten Mal:" (German) and "la prima
    volta" (Italian) on a line of their own."""
    for language, first in (("de", "Zum ersten Mal:"), ("it", "la prima volta")):
        ui = Driver((1280, 720), settings=dataclasses.replace(FAST, language=language))
        area = card_table_layout((1280, 720), 3, 0).controls
        for key in ("card:second_face_down", "card:second_face_up", "card:adding"):
            rows, panel = _drawn_rows(ui, key, area)
            assert len(rows) == 2 and first in (rows[0][0], rows[1][0]), (language, key, rows)
