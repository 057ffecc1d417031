"""The headline across the stand fits the stand in every language: in German at 1280×720 the
round-over banner "Der fünfte Christin P!" was seen to run past the stand, and "{name} cannot
auction" (2-player variant) with a name of 24 wide letters ran far past it. The headline
shrinks to the band, a long name in it is cut; a fifth artist's name of any theme is whole."""
from __future__ import annotations

import pytest

from tests.ui_driver import Driver, record_texts

from game.cards import THEMES
from game.config import MAX_NAME
from game.i18n import _
from scenes.table.layout import table_layout
from scenes.table.moments import banner

LANGUAGES = ("en", "de", "it", "zh_TW")


def _drawn(ui: Driver, monkeypatch, title, sub) -> list:
    layout = table_layout(ui.ctx.size, 5, 0, False)
    drawn = record_texts(monkeypatch)
    banner(ui.ctx.screen, ui.ctx, layout, title, sub, 1.0)
    return [(str(ui.ctx.text.shown(s)), r, layout.lot) for s, r in drawn]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1200, 675)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_fifth_artist_of_every_theme_is_whole_inside_the_stand(size, language,
                                                                     monkeypatch):
    ui = Driver(size)
    ui.ctx.set_language(language)
    for artists in THEMES.values():
        for artist in artists:
            title = _("The fifth {artist}!").format(artist=artist)
            drawn = _drawn(ui, monkeypatch, title, _("Round {round} is over").format(round=4))
            assert drawn[0][0] == ui.ctx.text.shown(title) and artist in drawn[0][0]
            for s, r, lot in drawn:
                assert lot.contains(r), (s, r, lot)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_seat_passed_over_with_the_longest_name_stays_inside_the_stand(size, language,
                                                                         monkeypatch):
    ui = Driver(size)
    ui.ctx.set_language(language)
    title = _("{name} cannot auction").format(name="W" * MAX_NAME)
    sub = _("Only double cards in hand, none with a second card that is not a double")
    drawn = _drawn(ui, monkeypatch, title, sub)
    assert len(drawn) == 2
    for s, r, lot in drawn:
        assert lot.contains(r), (s, r, lot)
    assert drawn[0][0].startswith("W" * 8)
