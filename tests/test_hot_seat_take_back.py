"""A slip taken back at a screen several people share: the person who just moved takes their
move back from the hand-over to the next person ("Ada: take back your card", or Ctrl+Z),
before that person shows their screen, while the move revealed nothing and no computer has
acted; the screen then comes back to the one who moved after a press, the next person never
having seen their hand. In both games. And against computers, the first computer to answer a
person's own move waits until its take-back has been offered a fair while."""
from __future__ import annotations

import random

from tests.test_card_takeback import _click_card, _table
from tests.test_first_evening import PassBot, ctrl_z
from tests.ui_driver import (Driver, auction_table, click_card, drawn_card_seen, frames_until,
                             press_handover)

from game import Config, PlayCard, SeatConfig, stacked_deck
from game.card.actions import DrawCard
from game.card.cards import DRAW, NO_EFFECT
from game.cards import OPEN
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.session.match import Match
from scenes.session.take_back import TAKE_BACK_SHARE


def _handover_to(ui: Driver, seat: int) -> HandoverScene:
    """Frames until the hand-over to `seat` is on top, then until it takes input."""
    assert frames_until(ui, lambda: isinstance(ui.top, HandoverScene) and ui.top.seat == seat)
    ui.frame(ARM_SECONDS + 0.05)
    return ui.top


def _back_to(ui: Driver, table, seat: int) -> None:
    """The screen comes back to `seat` only after a press on their own hand-over: the table
    shows nothing private until then."""
    handover = _handover_to(ui, seat)
    assert handover.over and handover.take_back is None
    assert table.shown.seat is None and table.shown.hand is None
    press_handover(ui)
    assert ui.top is table and table.human_turn() and table.shown.seat == seat


def test_a_card_slipped_at_a_shared_screen_is_taken_back_from_the_next_persons_hand_over():
    for size in ((1280, 720), (1920, 1080)):
        ui = Driver(size)
        match, table = _table(ui, humans=2)
        n = len(match.actions)
        card = next(c for c in table.shown.hand if c.effect == NO_EFFECT)
        _click_card(ui, table, card)
        handover = _handover_to(ui, 1)
        button = handover.take_back
        assert str(button.label) == "Ada: take back your card"
        assert handover.rect.contains(button.rect) and not button.rect.colliderect(
            handover.button.rect)
        assert not table.take_back.shown()          # never on the table the next one sees
        ui.click(button.rect.center)
        assert len(match.actions) == n and str(table.log.lines[-1][1]) == "Ada took a move back."
        _back_to(ui, table, 0)
        assert card in table.shown.hand
    # Ctrl+Z on the hand-over too; once the next person has sat down, the move stays.
    _click_card(ui, table, card)
    _handover_to(ui, 1)
    ctrl_z(ui)
    assert len(match.actions) == n
    _back_to(ui, table, 0)
    _click_card(ui, table, card)
    _handover_to(ui, 1)
    press_handover(ui)                              # Beatrix sits down
    assert table.human_turn() and table.shown.seat == 1
    assert not match.can_take_back() and not table.take_back.shown()
    ctrl_z(ui)
    assert [(a.seat, a.card.id) for a in match.actions[n:]] == [(0, card.id)]


def test_a_card_drawn_at_a_shared_screen_is_not_offered_back_on_the_hand_over():
    ui = Driver((1280, 720))
    match, table = _table(ui, humans=2, seed=15)
    drawer = next(c for c in table.shown.hand if c.effect == DRAW)
    _click_card(ui, table, drawer)
    ui.click(next(b for b in table.buttons if b.on_click.__defaults__ == (DrawCard(0),))
             .rect.center)
    assert match.actions[-1] == DrawCard(0)
    for _ in range(100):        # the card drawn, seen by its drawer, before the hand-over
        if isinstance(ui.top, HandoverScene):
            break
        drawn_card_seen(ui, table)
        ui.frame(0.05)
    handover = _handover_to(ui, 1)
    assert handover.take_back is None and not match.can_take_back()
    ctrl_z(ui)
    assert match.actions[-1] == DrawCard(0)


def test_an_auction_card_slipped_at_a_shared_screen_is_taken_back_too():
    ui = Driver((1280, 720))
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bea", "human"),
             SeatConfig("Cy", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 5, deck=stacked_deck((2, OPEN)),
                  thinking_seconds=0.0, rng=random.Random(5), bots={2: PassBot()})
    table = auction_table(ui, match)
    _handover_to(ui, 0)
    press_handover(ui)
    card = next(c for c in table.hand_cards() if c.method == OPEN)
    click_card(ui, table, card)
    if table.ask.pending is not None:       # the confirm-moves setting asks: Enter confirms
        ui.key(pygame.K_RETURN)
    assert match.actions == [PlayCard(0, card)]
    handover = _handover_to(ui, 1)
    assert str(handover.take_back.label) == "Ada: take back your card"
    ui.click(handover.take_back.rect.center)
    assert match.actions == []
    _back_to(ui, table, 0)
    assert card in table.hand_cards()


def test_the_first_computer_answering_waits_until_the_take_back_was_offered_a_while():
    """At the normal pace (0.8 s of thinking) the computer answered in under a second, the
    take-back gone before the person could reach it; at "instant" it does not wait."""
    for thinking in (0.8, 0.0):
        ui = Driver((1280, 720))
        match, table = _table(ui, thinking=thinking)
        n = len(match.actions)
        _click_card(ui, table, next(c for c in table.shown.hand if c.effect == NO_EFFECT))
        waited = 0.0
        while len(match.actions) == n + 1:
            assert table.take_back.shown()
            ui.frame(0.05)
            waited += 0.05
            assert waited < 10
        assert match.actions[n + 1].seat != 0
        if thinking:
            assert waited >= TAKE_BACK_SHARE * thinking - 1e-9
        else:
            assert waited < 1.0
