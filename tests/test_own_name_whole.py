"""Your own name stands whole in your panel while you are the auctioneer. At 1280×720 a
play-tester auctioning as "Anna Maria" read "Anna…" before "you · AUCTIONEER" and the "Hide my
screen" button, with 4 and 5 players. Now the auctioneer's tag moves to the claret tab on the
panel's top edge (as on the others' panels) and "you" stays beside the name while the name fits
whole; a name is cut only when it is wider than its place alone."""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tests.ui_driver import FAST, Driver, record_texts

from game import Config, SeatConfig
from game.config import MAX_NAME
from game.i18n import _
from game.state import PLAY
from scenes.session.language import words_for
from scenes.session.match import Match
from scenes.table import TableScene, seats


def _own_panel(monkeypatch, name: str, players: int, size, language: str = "en"):
    """The words drawn and the auctioneer's tabs drawn at a table where `name`, the one human,
    is to put up the first lot."""
    others = ("Beatrix", "Clemens", "Doris", "Emil")[:players - 1]
    config = Config(seats=(SeatConfig(name, "human"),
                           *(SeatConfig(n, "bot", "random") for n in others)),
                    first_auctioneer=0)
    match = Match(config, 1, thinking_seconds=0.0, rng=random.Random(1))
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    assert match.state.phase == PLAY and match.to_act == (0,)
    tabs: list = []
    real_tab = seats.auctioneer_tab

    def tab(surf, ctx, r):
        tabs.append(pygame.Rect(r))
        return real_tab(surf, ctx, r)
    monkeypatch.setattr(seats, "auctioneer_tab", tab)
    drawn = record_texts(monkeypatch)
    table.invalidate()
    ui.frame(0.0)
    words = ui.ctx.text.words
    own = table.layout.own
    inside = [words.text(s) for s, r in drawn if own.colliderect(r)]
    return inside, [r for r in tabs if r == own]


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_the_auctioneer_s_own_name_shows_whole(monkeypatch, players, size, language):
    inside, tabs = _own_panel(monkeypatch, "Anna Maria", players, size, language)
    assert "Anna Maria" in inside, inside
    assert not any("…" in s for s in inside), inside
    # The panel still says who auctions: the tag beside the name, or the tab on its edge.
    tag = words_for(language).text(_("AUCTIONEER"))
    assert tabs or any(tag in s for s in inside), inside


def test_a_short_name_keeps_the_tag_beside_it(monkeypatch):
    inside, tabs = _own_panel(monkeypatch, "Ada", 4, (1280, 720))
    assert "Ada" in inside and "you · AUCTIONEER" in inside, inside
    assert not tabs


def test_a_name_wider_than_its_place_alone_is_cut(monkeypatch):
    inside, tabs = _own_panel(monkeypatch, "W" * MAX_NAME, 4, (1280, 720))
    cut = [s for s in inside if s.startswith("WWW")]
    # Cut in its middle, its start and its end kept.
    assert cut and "…" in cut[0] and cut[0].endswith("W"), inside
    assert tabs


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_chinese_name_too_wide_keeps_its_start_and_its_end(size, monkeypatch):
    """Cut at its end, "東方白雪上官飛燕諸葛…" told nobody which of two long names of one
    start sat here; cut in its middle, both ends stand."""
    from tests.long_names import CHINESE
    name = CHINESE[4]
    inside, _tabs = _own_panel(monkeypatch, name, 5, size, "zh_TW")
    cut = [s for s in inside if s.startswith(name[:4])]
    assert len(cut) == 1, inside
    head, mark, tail = cut[0].partition("…")
    assert mark and name.startswith(head) and name.endswith(tail) and len(tail) >= 3, cut
