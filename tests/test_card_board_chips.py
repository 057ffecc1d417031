"""The card game's value tokens look one way on the market board and on the scoring overlay: a
Traditional Chinese play-tester saw coloured pips to count on the board (1 green, 2 yellow,
3 red) and grey numbered chips on the scoring screen. Both now show the numbered chips, in the
board's colours, fitting the board's rows with five artists at both sizes."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_results_ui import card_round, open_overlay
from tests.ui_driver import Driver

from game.card.engine import view as card_view
from scenes.card_art import CardArt
from scenes.context import px_at
from scenes.table.card_layout import card_table_layout
from scenes.table.display import draw_card_board


def spy_tokens(ui: Driver) -> list:
    """Every (value, size) of a chip the app's art hands out from now on."""
    asked: list = []
    real = ui.ctx.art.token

    def token(value, size):
        asked.append((value, size))
        return real(value, size)
    ui.ctx.art.token = token
    return asked


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_board_and_the_overlay_draw_the_same_numbered_chips(size):
    ui = Driver(size)
    state = card_round(5, 1, seed=3)              # two rounds scored: six value tokens
    v = card_view(state, 0)
    placed = sorted(t for row in v.board for t in row if t)
    assert placed == [1, 1, 2, 2, 3, 3]
    asked = spy_tokens(ui)
    cart = CardArt(ui.ctx.art)
    layout = card_table_layout(size, 5, 0)
    draw_card_board(ui.ctx.screen, ui.ctx, cart, v, layout.board, [])
    on_board = sorted(value for value, _s in asked)
    assert on_board == placed
    # Each chip fits its row and column, large enough for its number (drawn from 12 px).
    px = px_at(size)
    chip = asked[0][1]
    assert 12 <= chip <= layout.board.w // 5 and chip <= px(30)
    asked.clear()
    overlay = open_overlay(ui, 1, state.events, v)
    ui.click(overlay.rect.center)                   # everything shown
    ui.frame()
    assert {value for value, _s in asked} == {1, 2, 3}


def test_the_chips_keep_the_boards_colours_and_differ_from_one_another():
    """The overlay's chips were all grey; then 1, 2 and 3 took the board pips' colours (green,
    yellow, red), which read as Yoko's, Lite Metal's and Christin P's. They are now the
    auction's neutral chips (bone, walnut, ebony), told apart by lightness: darker as the value
    rises, on the board and the overlay alike."""
    ui = Driver()
    art = ui.ctx.art
    rims = {v: art.token(v, 64).get_at((32, 6))[:3] for v in (1, 2, 3)}
    assert len(set(rims.values())) == 3
    assert sum(rims[1]) > sum(rims[2]) + 90 > sum(rims[3]) + 180, rims
    assert CardArt(art).token(2, 40) is art.token(2, 40)
    assert pygame.image.tobytes(art.token(3, 40), "RGBA") != pygame.image.tobytes(
        CardArt(art).token(0, 40), "RGBA")           # the award token stays its own
