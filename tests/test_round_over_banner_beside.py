"""The round's end on the stand: "The fifth Krypto! Round 1 is over" lay across the stand, over
the very card that ended the round (shown on the stand under its head, "Ends the round"). The
band now stands beside that card, level with it, under the head, at every seating and both
window sizes, its words whole inside it for every theme's artists in a long language and in
Chinese. The other headlines (a new round, a seat passed over) keep the stand's width: no card
lies on the stand then."""
from __future__ import annotations

import pytest

from tests.ui_driver import Driver, record_panels, record_texts

from game.cards import THEMES, Card
from game.i18n import _
from scenes.table.layout import table_layout
from scenes.table.moments import draw_beat
from scenes.table.timeline import Banner, RoundOver

SEATINGS = [(2, True), (3, True), (3, False), (4, False), (5, False)]


def _drawn(ui, monkeypatch, layout, beat):
    """The panels and texts `beat` draws at its middle, as (rects, [(text, rect)])."""
    panels = record_panels(monkeypatch)
    texts = record_texts(monkeypatch)
    beat.t = beat.duration / 2
    draw_beat(ui.ctx.screen, ui.ctx, None, layout, beat)
    monkeypatch.undo()
    return panels, [(str(ui.ctx.text.shown(s)), r) for s, r in texts]


def _round_over(title: str) -> RoundOver:
    card = Card(0, 0, "open")
    return RoundOver(1.0, text=title, sub=_("Round {round} is over").format(round=4), card=card,
                     seat=0, round=3)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players,dummy", SEATINGS)
def test_the_round_over_band_lies_beside_the_card_that_ended_the_round(size, players, dummy,
                                                                      monkeypatch):
    ui = Driver(size)
    layout = table_layout(size, players, 0, dummy)
    panels, texts = _drawn(ui, monkeypatch, layout, _round_over("The fifth Krypto!"))
    band = panels[0]
    assert not band.colliderect(layout.lot_card), (band, layout.lot_card)
    assert layout.lot.contains(band), (band, layout.lot)
    assert texts and all(band.contains(r) for _s, r in texts), (band, texts)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "it", "zh_TW"])
def test_every_fifth_artist_is_whole_in_the_band_beside_the_card(size, language, monkeypatch):
    ui = Driver(size)
    ui.ctx.set_language(language)
    layout = table_layout(size, 5, 0, False)
    for artists in THEMES.values():
        for artist in artists:
            title = _("The fifth {artist}!").format(artist=artist)
            panels, texts = _drawn(ui, monkeypatch, layout, _round_over(title))
            assert artist in texts[0][0], texts
            assert all(panels[0].contains(r) for _s, r in texts), (panels[0], texts)


def test_a_new_rounds_headline_keeps_the_stands_width(monkeypatch):
    ui = Driver((1280, 720))
    layout = table_layout((1280, 720), 4, 0, False)
    panels, _texts = _drawn(ui, monkeypatch, layout, Banner(1.0, text="Round 2", sub="New"))
    assert panels[0].w == layout.lot.w
