"""With Money set to Open, the screens say only what is really hidden: the hands. A play-tester
(two people at one screen, open money) read "Every screen is down: hands and money stay private
while computers play…" and "Your hand and money are covered", with everyone's cash in plain view
on the seat panels above."""
from __future__ import annotations

import pygame

from tests.test_first_evening import seat_at_screen
from tests.test_hotseat import hot_match
from tests.ui_driver import Driver, spy_texts

from scenes.table import TableScene


def _table(open_money: bool):
    ui = Driver((1280, 720))
    match = hot_match(2, 2, seed=4, open_money=open_money)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return ui, match, table


def _said(texts: list) -> str:
    return " ".join(str(t) for t in texts)


def _hide_button(ui: Driver, table) -> None:
    """A click on the seat's "Hide my screen" / "Show my screen" button."""
    ui.frame(0.05)
    ui.click(table.hide_button.rect.center)


def test_every_screen_down_says_hands_only_with_open_money():
    ui, _match, table = _table(open_money=True)
    texts = spy_texts(ui)
    ui.frame(0.05)      # nobody seated yet: the table's own panel, every screen down
    said = _said(texts)
    assert "Hands stay private while computers play" in said, said
    assert "money" not in said.lower()


def test_a_covered_screen_says_the_hand_only_with_open_money():
    ui, match, table = _table(open_money=True)
    seat_at_screen(ui, table)
    texts = spy_texts(ui)
    _hide_button(ui, table)
    ui.frame(0.05)
    said = _said(texts)
    assert "Your hand is covered. Press Show my screen to open it again." in said, said
    assert "hand and money" not in said
    texts.clear()
    _hide_button(ui, table)         # "Show my screen"
    ui.key(pygame.K_h)              # held: covered for a moment
    ui.frame(0.05)
    assert "Your hand is covered. Let go of H to open it again." in _said(texts)


def test_the_own_money_and_the_hide_button_help_say_nothing_hidden_of_open_money():
    ui, match, table = _table(open_money=True)
    seat_at_screen(ui, table)
    ui.frame(0.05)
    helps = [str(words) for _rect, words in table.regions]
    own = next(h for h in helps if h.startswith("Your money."))
    assert "cannot see" not in own and "everyone's money is open" in own, own
    assert "money" not in str(table.hide_button.tooltip).lower()
    # Alone against computers (no screen passes, so the button keeps its first help).
    ui = Driver((1280, 720))
    alone = TableScene(ui.ctx, hot_match(1, 3, seed=4, open_money=True))
    ui.ctx.stack.push(alone)
    ui.frame(0.05)
    assert str(alone.hide_button.tooltip) == "Cover your hand (hold H to cover it for a moment)"


def test_hidden_money_still_says_hands_and_money():
    ui, match, table = _table(open_money=False)
    texts = spy_texts(ui)
    ui.frame(0.05)
    assert "Hands and money stay private" in _said(texts)
    seat_at_screen(ui, table)
    texts.clear()
    _hide_button(ui, table)
    ui.frame(0.05)
    assert "Your hand and money are covered." in _said(texts)
