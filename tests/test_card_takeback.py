"""A misclick taken back in the card game, as at the auction table: against computers, the
"Take back" button (or Ctrl+Z) undoes the human's last move until a computer answers it (the
first to answer waits a while for it) or the move showed something new (a card drawn, the
everyone-plays cards turned up, a round's end); one move only; at a shared screen on the
hand-over only (tests/test_hot_seat_take_back.py). The registry's `reveals` is the one rule
of what a move showed."""
from __future__ import annotations

import random

import pygame

from tests.test_first_evening import ctrl_z
from tests.ui_driver import Driver

from game.card.actions import DrawCard, PlayCard
from game.card.cards import DRAW, NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.events import CardDrawn, CardPlayed, RoundEnded
from game.card.state import EFFECT, PLAY
from game.registry import GAMES
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.session.games import new_match


def _table(ui: Driver, humans: int = 1, seed: int = 15, thinking: float = 5.0):
    """A card game of `humans` human seats and computers that think `thinking` seconds, the
    first human to start."""
    names = ("Ada", "Beatrix", "Clemens")
    seats = tuple(SeatConfig(names[i], "human") if i < humans else
                  SeatConfig(names[i], "bot", "normal") for i in range(3))
    match = new_match(ui.ctx, Config(seats=seats, first_player=0), seed=seed,
                      rng=random.Random(seed), thinking_seconds=thinking)
    table = ui.ctx.stack.make("card_table", match, on_game_over=lambda m: None)
    ui.ctx.stack.reset(table)
    for _ in range(100):
        if table.human_turn():
            break
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        ui.frame(0.05)
    assert table.human_turn() and table.shown.phase == PLAY
    return match, table


def _click_card(ui: Driver, table, card) -> None:
    rect = dict((c.id, r) for c, r in table.hand_rects())[card.id]
    ui.click((rect.x + ui.ctx.px(4), rect.centery))


def test_a_misplayed_card_is_taken_back_until_a_computer_answers_it():
    ui = Driver((1280, 720))
    match, table = _table(ui)
    n = len(match.actions)
    card = next(c for c in table.shown.hand if c.effect == NO_EFFECT)
    _click_card(ui, table, card)
    assert match.actions[-1] == PlayCard(0, card)
    assert table.take_back.shown() and not table.human_turn()
    back = table.take_back.button.rect
    assert table.layout.centre.contains(back) and not back.colliderect(table.hide_button.rect)
    ui.click(back.center)
    assert len(match.actions) == n and table.human_turn()
    assert card in table.shown.hand and card in [c for c, _r in table.hand_rects()]
    assert not any(card in d for d in table.shown.displays)
    assert str(table.log.lines[-1][1]) == "You took your last move back."
    ctrl_z(ui)                                   # one step only: nothing more to undo
    assert len(match.actions) == n
    # Played again, by Ctrl+Z taken back again, then played for good: once a computer has
    # answered it, it stays.
    _click_card(ui, table, card)
    ctrl_z(ui)
    assert len(match.actions) == n and table.human_turn()
    _click_card(ui, table, card)
    for _ in range(400):
        if len(match.actions) > n + 1:
            break
        ui.frame(0.05)
    assert match.actions[n] == PlayCard(0, card) and len(match.actions) > n + 1
    assert not match.can_take_back() and not table.take_back.shown()
    ctrl_z(ui)
    assert match.actions[n] == PlayCard(0, card)


def test_a_card_drawn_cannot_be_taken_back_nor_a_card_on_a_shared_table():
    ui = Driver((1280, 720))
    match, table = _table(ui, seed=15)
    drawer = next((c for c in table.shown.hand if c.effect == DRAW), None)
    assert drawer is not None, "seed 15 deals the human a draw card"
    _click_card(ui, table, drawer)
    assert table.shown.phase == EFFECT and table.take_back.shown()   # the play, not yet
    n = len(match.actions)
    ui.click(next(b for b in table.buttons if b.on_click.__defaults__ == (DrawCard(0),))
             .rect.center)
    assert match.actions[-1] == DrawCard(0) and len(match.actions) == n + 1
    assert not match.can_take_back() and not table.take_back.shown()
    ctrl_z(ui)
    assert match.actions[-1] == DrawCard(0)
    # Hot-seat: never on the table, where the next person would see it (the hand-over offers
    # it: tests/test_hot_seat_take_back.py).
    ui = Driver((1280, 720))
    match, table = _table(ui, humans=2)
    _click_card(ui, table, next(c for c in table.shown.hand if c.effect == NO_EFFECT))
    assert not table.take_back.shown()


def test_the_card_game_says_which_events_show_something_new():
    from game.card.cards import DECK
    reveals = GAMES["card"].reveals
    assert reveals((CardDrawn(0),)) and reveals((RoundEnded(0, "threshold", None, 0),))
    assert not reveals((CardPlayed(0, DECK[0]),)) and not reveals(())


def test_the_button_goes_under_the_hide_button_at_both_sizes_and_hears_its_hover_end():
    for size in ((1280, 720), (1920, 1080)):
        ui = Driver(size)
        match, table = _table(ui)
        _click_card(ui, table, next(c for c in table.shown.hand if c.effect == NO_EFFECT))
        back, hide = table.take_back.button.rect, table.hide_button.rect
        assert back.top >= hide.bottom and back.right == hide.right
        assert table.layout.centre.contains(back)
        assert back.bottom < table.layout.influence.bottom          # above the status lines
        ui.post(pygame.MOUSEMOTION, pos=back.center, rel=(0, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        assert table.pointer_tip(False) == table.take_back.button.tooltip
        ctrl_z(ui)
        ui.post(pygame.MOUSEMOTION, pos=table.layout.board.center, rel=(0, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        assert not table.take_back.button.hover
