"""The auction's own panel says "Every screen is down" while the screen passes between the
people at it; the band a held moment stands under at the window's foot (scenes/handover.py,
`over`: "Back to Beatrix … I am Beatrix: show my screen") covered that panel's last lines, as
the scoring window's band had covered its foot before the window stood above it. The panel's
words now keep above the band, at both sizes, in all four languages."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.test_hotseat import hot_match, move_on
from tests.ui_driver import ARM_SECONDS, Driver, record_texts

from scenes import ui as scenes_ui
from scenes.handover import HandoverScene
from scenes.table import TableScene
from scenes.table.screen_down import screen_down_words

#: English last: the table was drawn in it before, and a language changed draws it again.
LANGUAGES = ("de", "it", "zh_TW", "en")


def _to_a_band_over_the_table(ui: Driver, lap: bool = False):
    """Ada and Beatrix at one screen with two computers: play until a band names a person
    over the table (the computers played while Beatrix waited: back to her, with one press);
    `lap`: a band of an open auction's lap, taller by its row of Pass and Out of this lot (each
    person first offered a lap on the hand-over steps out there, so that the laps come back to
    the other one after the computers' bids)."""
    match = hot_match(2, 2, seed=3)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    rng = random.Random(1)
    for _ in range(6000):
        top = ui.top
        if isinstance(top, HandoverScene) and top.over and top.seat is not None \
                and ui.ctx.stack.scenes[-2] is table and (top.offers is not None) == lap \
                and (not lap or top.offers.out_button is not None):
            return table, top
        if isinstance(top, HandoverScene) and lap and top.offers is not None and top.seat == 0 \
                and top.offers.out_button is not None:     # (a once-around turn has none)
            ui.frame(ARM_SECONDS + 0.05)    # out of the lot: the laps come back to the other
            ui.key(top.offers.out_button.hotkey)
        else:
            move_on(ui, table, rng)
    raise AssertionError("no band came over the table")


def _record_wrapped(monkeypatch) -> list:
    """Every block of words `ui.wrapped` draws from now on: its words and the rect it took."""
    drawn: list = []
    real = scenes_ui.wrapped

    def wrapped(surface, ctx, s, size, rect, *args, **kwargs):
        h = real(surface, ctx, s, size, rect, *args, **kwargs)
        drawn.append((str(s), pygame.Rect(rect.x, rect.y, rect.w, h)))
        return h
    monkeypatch.setattr(scenes_ui, "wrapped", wrapped)
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_screen_is_down_keeps_its_words_above_the_band(size, monkeypatch):
    ui = Driver(size)
    table, band = _to_a_band_over_the_table(ui)
    own = table.layout.own
    assert band.rect.colliderect(own) and table.shown.seat is None
    assert table.look.band == band.rect         # drawn so as the band came, with no frame between
    texts, blocks = record_texts(monkeypatch), _record_wrapped(monkeypatch)
    for language in LANGUAGES:
        del texts[:], blocks[:]
        ui.ctx.set_language(language)       # the table's drawn layer is made again in it
        ui.frame(0.0)
        title = [r for s, r in texts if str(s) == "Every screen is down"]
        body = [r for _words, r in blocks if own.contains(r)]
        assert title and body, (language, texts)
        for r in title + body:
            assert r.bottom <= band.rect.top and own.contains(r), (language, r, band.rect)
        assert body[-1].top >= title[-1].bottom
    # The band's press: the panel is Beatrix's own again, its words in their places.
    ui.frame(ARM_SECONDS)
    ui.key(pygame.K_RETURN)
    ui.frame(0.0)
    assert ui.top is table and table.shown.seat == 1 and table.look.band is None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_under_an_open_lap_s_taller_band_no_word_spills_out_of_the_panel(size, monkeypatch):
    """A play-tester saw the panel's words run out of its box and under the band of an open
    auction's lap (the band grown by its Pass and Out of this lot): where they do not fit whole
    above that band, they stand in the room the band leaves at the panel's left (the title
    alone above the band squeezed the panel to it), and none of the panel's words reach under
    the band (test_table_panel_under_band: the words there)."""
    ui = Driver(size)
    table, band = _to_a_band_over_the_table(ui, lap=True)
    own = table.layout.own
    assert band.rect.colliderect(own) and band.offers is not None
    texts = record_texts(monkeypatch)
    bodies = _record_wrapped(monkeypatch)
    for language in LANGUAGES:
        del texts[:], bodies[:]
        ui.ctx.set_language(language)
        ui.frame(0.0)
        _heading, title, body = screen_down_words(ui.ctx, table.look, own)
        titles = [r for s, r in texts + bodies if str(s) == title]
        assert titles and not any(r.colliderect(band.rect) for r in titles), (language, titles)
        for r in [r for s, r in bodies if r.colliderect(own)]:
            assert not r.colliderect(band.rect), (language, r, band.rect)
