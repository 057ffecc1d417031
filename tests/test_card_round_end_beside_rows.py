"""The round's end at the card table stands beside the displays, not over them: its panel lay
centred over the rows, dimmed under it, and hid the very cards it turned up (the player wants
to watch them turn in the rows). It now stands in the log's column, under its Menu button and
over its keys (the log tells the same lines), the rows undimmed, at every count of seats and
both window sizes, with many face-down cards turned up, in a long language and in Chinese;
every card it shows and every word stays inside it."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import DENISE, NICOLAS, TEC, WAGNER, named
from tests.ui_driver import FAST, Driver, record_panels, record_texts

from game.card.actions import PlayCard
from game.card.cards import NO_EFFECT, threshold
from game.card.engine import apply
from game.card.position import position
from scenes.card_art import CardArt
from scenes.table.card_layout import card_table_layout
from scenes.table.card_moments import beat_for, draw_beat
from scenes.table.log_panel import footer_keys

NAMES = ("Ada", "Bea", "Cem", "Dora", "Emil")


def _ending_move(players: int, down: int):
    """Ada's Nicolas reaches the limit and ends the round; each seat has `down` face-down
    cards, turned up then, and keeps a card to add at scoring (the round's end plays as a
    moment of its own)."""
    config = named(*NAMES[:players])
    others = (WAGNER, TEC, DENISE)
    hands = [[(NICOLAS, NO_EFFECT)] * 2] + [[(others[s % 3], NO_EFFECT)]
                                            for s in range(1, players)]
    displays = [[(NICOLAS, NO_EFFECT)] * (threshold(players) - 2)] + [[]] * (players - 1)
    face_down = [[(others[(s + k) % 3], NO_EFFECT) for k in range(down)]
                 for s in range(players)]
    s = position(config, hands, influence=(NICOLAS, NO_EFFECT), displays=displays,
                 face_down=face_down, turn=0)
    return config, apply(s, PlayCard(0, s.hands[0][0])).events


def _drawn(monkeypatch, size, players: int, down: int, language: str = "en"):
    """The round's end drawn at its end on a table of `players`: (layout, the screen before
    and after it, its panels, its texts)."""
    ui = Driver(size, settings=FAST)
    ui.ctx.set_language(language)
    config, events = _ending_move(players, down)
    beat = beat_for(events, config)
    assert beat is not None and beat.kind == "ended" and len(beat.cards) == players
    beat.t = beat.duration
    layout = card_table_layout(size, players, 0)
    panels = record_panels(monkeypatch)
    said = record_texts(monkeypatch)
    surface = pygame.Surface(size)
    surface.fill((40, 90, 60))
    before = surface.copy()
    draw_beat(surface, ui.ctx, CardArt(ui.ctx.art), layout, beat)
    monkeypatch.undo()
    return ui, layout, before, surface, panels, said


def _same(a: pygame.Surface, b: pygame.Surface, area: pygame.Rect) -> bool:
    return all(a.get_at((x, y)) == b.get_at((x, y))
               for x in range(area.x, area.right, 7) for y in range(area.y, area.bottom, 7))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_round_s_end_leaves_the_displays_in_view(size, players, monkeypatch):
    ui, layout, before, after, panels, said = _drawn(monkeypatch, size, players, 1)
    panel = panels[0]
    assert not panel.colliderect(layout.displays), (panel, layout.displays)
    assert not panel.colliderect(layout.board) and not panel.colliderect(layout.hand)
    assert panel.collidelist(footer_keys(ui.ctx, layout.log)) < 0
    assert _same(before, after, layout.displays), "the rows were dimmed or covered"
    assert said and all(panel.contains(r) for _s, r in said), (panel, said)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "zh_TW"])
def test_many_cards_turned_up_fit_the_panel(size, language, monkeypatch):
    """Five seats with two face-down cards each: ten cards in rows, each whole in the panel,
    its name under it, the lines over them."""
    ui, layout, before, after, panels, said = _drawn(monkeypatch, size, 5, 2, language)
    panel = panels[0]
    names = [r for s, r in said if str(s).rstrip("…") and any(
        n.startswith(str(s).rstrip("…")) for n in NAMES)]
    assert len(names) == 10, said
    assert all(panel.contains(r) for _s, r in said), (panel, said)
    assert _same(before, after, layout.displays)
