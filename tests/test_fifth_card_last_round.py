"""In round 4 the fifth card of an artist ends the round and with it the game; its preview on
the stand said only "Ends the round" ("Chiude il round"), as in rounds 1 to 3. It now says
"Ends the round and the game" there, and the earlier rounds keep their words."""
from __future__ import annotations

import dataclasses

import pytest

from tests.test_first_evening import hover, lite_metal_match
from tests.ui_driver import FAST, Driver, spy_texts

from scenes.table import TableScene


def _fifth_preview(size, rnd: int, language: str = "en") -> list[str]:
    """The texts the stand draws with the pointer on a fifth Lite Metal, in round `rnd` (0-3),
    in the `language`'s words."""
    match = lite_metal_match(4)
    match._state = match.state._replace(round=rnd)
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    assert table.human_turn()
    card, r = next((c, r) for c, r in table.hand_rects() if c.artist == 0)
    texts = spy_texts(ui)
    hover(ui, (r.x + ui.ctx.px(10), r.y + r.h // 2))
    assert table.lot_info.preview == card
    return [ui.ctx.words.text(t) for t in texts]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_fifth_card_of_the_last_round_says_it_ends_the_game(size):
    texts = _fifth_preview(size, 3)
    assert "Ends the round and the game" in texts and "Ends the round" not in texts


@pytest.mark.parametrize("rnd", [0, 2])
def test_the_fifth_card_of_an_earlier_round_ends_the_round_alone(rnd):
    texts = _fifth_preview((1280, 720), rnd)
    assert "Ends the round" in texts and "Ends the round and the game" not in texts


def test_in_italian_it_ends_the_round_and_the_game():
    texts = _fifth_preview((1280, 720), 3, "it")
    assert "Chiude il round e la partita" in texts
