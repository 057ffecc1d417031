"""The dummy's panel says "turned up this round" where it can be read: it stood just above the
cards turned up, and in the CJK typeface (本回合翻開, taller than Lato) the cards' tops hid its
lower half (a play-tester, 3 players with the dummy hand). It now takes the row under the
decks' count, "face down" moving into the count's row beside it, clear of the cards, whole, at
both window sizes, in every language, with the dummy hand and with the two dummy decks."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tests.ui_driver import Driver, record_texts

from game import Config, SeatConfig
from game.config import THREE_WITH_DUMMY, TWO_PLAYER
from game.i18n import _
from scenes.art import card_height
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene, seats

NAMES = ("Ada", "Beatrix", "Clemens")


def _table_with_cards_turned_up(ui: Driver, variant: str, turned: int) -> TableScene:
    """Computers only, watched from seat 0, played on until the dummy turned up `turned`
    cards this round, the table caught up."""
    names = NAMES[:2] if variant == TWO_PLAYER else NAMES
    config = Config(seats=tuple(SeatConfig(n, "bot", "random") for n in names),
                    variant=variant, first_auctioneer=0)
    match = Match(config, 4, thinking_seconds=0.0, spectator_seat=0, rng=random.Random(4))
    for _step in range(3000):
        if len(match.state.revealed) >= turned:
            break
        assert match.update(0.1)
    assert len(match.state.revealed) >= turned, "the dummy turned up too few cards"
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("variant", [THREE_WITH_DUMMY, TWO_PLAYER])
def test_the_caption_of_the_cards_turned_up_stays_clear_of_them(monkeypatch, size, language,
                                                                variant):
    ui = Driver(size=size, settings=replace(Settings(animation_speed="off"),
                                            language=language))
    table = _table_with_cards_turned_up(ui, variant, 2)
    cards: list = []
    real = seats.painting_rects

    def spy(ctx, count, row, artists=None):
        spots = real(ctx, count, row, artists)
        cards.append((row, spots))
        return spots
    monkeypatch.setattr(seats, "painting_rects", spy)
    drawn = record_texts(monkeypatch)
    table.invalidate()
    ui.frame(0.0)
    text, px = ui.ctx.text, ui.ctx.px
    panel = table.layout.dummy
    shown = {text.shown(s): r for s, r in drawn if panel.contains(r)}
    caption = shown.get(text.shown(_("turned up this round")))
    down = shown.get(text.shown(_("face down")))
    assert caption is not None, f"the caption is cut or missing: {sorted(shown)}"
    assert down is not None, f"'face down' is cut or missing: {sorted(shown)}"
    turned = [spot for row, spots in cards if panel.contains(row) for spot in spots]
    assert turned, "no card turned up drawn in the dummy's panel"
    # The cards' tops, with the auction's icon on a card's corner a little above it.
    top = min(spot.y for spot in turned) - px(3)
    assert caption.bottom + px(2) <= top, (caption, top)
    assert all(panel.contains(spot) for spot in turned)
    assert not caption.colliderect(down), (caption, down)
    assert down.right <= panel.right - px(6)
    for s, r in drawn:             # the decks' counts and the heading: apart from the caption
        if panel.contains(r) and r != caption:
            assert not r.colliderect(caption), (s, r, caption)
    assert card_height(px(seats.PAINTING_W)) == turned[0].h
