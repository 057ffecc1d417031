"""A first-time tip comes back after a card's refusal. At the auction table, on her own turn, a
host clicked a hand card that could not be played: the engine's words why not took the place
of the first-time tip on show, and the tip came back only at a later decision of its kind
(after this one was made, unread). The refusal now fades once read, and the tip is there
again, in both games; the refusal still shows first, and a second click tells it again."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_table import card_match, click_action
from tests.test_tips_again import _auction_table_at_own_open_lot
from tests.ui_driver import Driver

from game.card.actions import PlayCard
from game.card.cards import SECOND_FACE_UP
from game.cards import OPEN
from scenes.table.card_controls import card_choices
from scenes.table.seated import reading_seconds


def _refused_then_read(ui: Driver, table, tip: str, click) -> None:
    """The tip `tip` shows; `click()` a card that cannot be chosen: its refusal shows in the
    tip's place, and once read the tip is back, with its "Got it", the decision still open."""
    ui.frame(0.05)
    assert table.tip == tip and table.tip_shown() and table.tip_panel is not None
    click()
    ui.frame(0.05)
    words = table.error
    assert words and not table.tip_shown(), words
    for _ in range(int(reading_seconds(words) / 0.5) - 1):
        ui.frame(0.5)
        assert table.error == words                 # there to read meanwhile
    ui.frame(0.5, n=2)
    assert table.error == "" and table.human_turn()
    assert table.tip == tip and table.tip_shown() and table.tip_panel is not None
    assert table.tip_button in table.focus_widgets()
    click()                                         # told again, and read again
    ui.frame(0.05)
    assert table.error == words and not table.tip_shown()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_open_auctions_tip_comes_back_after_a_card_refused_at_ones_own_bid(size):
    ui = Driver(size)
    table = _auction_table_at_own_open_lot(ui)
    _card, rect = table.hand_rects()[0]
    _refused_then_read(ui, table, OPEN, lambda: ui.click((rect.x + ui.ctx.px(10), rect.centery)))
    assert "You cannot play a card now" in table.error


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_effects_tip_comes_back_after_a_card_of_another_artist_refused(size):
    """The card game: a second card face up must be of the same artist; a click on another
    one is refused, and the effect's tip comes back."""
    ui = Driver(size)
    match, table, _over = card_match(ui, humans=1, bots=2, seed=10)
    while not table.human_turn():
        ui.frame(0.05)
    click_action(ui, table, next(a for a in match.legal_for(0) if isinstance(a, PlayCard)
                                 and a.card.effect == SECOND_FACE_UP))
    choices = card_choices(table.legal)

    def click() -> None:
        card, rect = next((c, r) for c, r in table.drawn_pairs() if c.id not in choices)
        ui.click((rect.x + ui.ctx.px(10), rect.y + rect.h // 2))
    _refused_then_read(ui, table, "card:" + SECOND_FACE_UP, click)


def test_a_refusal_is_read_longer_the_longer_it_is():
    assert reading_seconds("") == reading_seconds("You cannot.") == 4.0
    long = "You cannot play a card now: the game waits for your bid or pass in the open auction."
    assert 6.0 < reading_seconds(long) < 10.0
    assert reading_seconds("你現在不能出牌：遊戲正在等你在公開拍賣中出價或放棄。") > 6.0


def test_a_refused_bid_is_not_faded():
    """The engine's words on a bid it refused are about the amount still typed: they stay
    until the player bids again (only a card's refusal fades)."""
    ui = Driver()
    table = _auction_table_at_own_open_lot(ui)
    ui.type("100000")
    ui.key(pygame.K_RETURN)
    words = table.error
    assert words
    ui.frame(0.5, n=40)
    assert table.error == words
