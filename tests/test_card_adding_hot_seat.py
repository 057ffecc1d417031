"""The adding step at scoring at a screen three people share (a play-tester's hot-seat game: Ada,
Bea, Bartholomäus): the hand-over says what adding is before the press to a person who has not
met its tip (its heading alone asked "add cards at scoring, if you have any"), the hand staying
hidden until the press."""
from __future__ import annotations

import dataclasses

import pygame

from tests.card_helpers import MARIANA, TEC, WAGNER
from tests.test_card_table import click_action
from tests.ui_driver import ARM_SECONDS, Driver, HandoverScene, card_table_at, frame_words

from game.card.actions import AddCard, PlayCard, StopAdding
from game.card.config import Config, SeatConfig
from game.card.engine import apply, view
from game.card.scoring import after_adding
from game.card.position import position
from game.card.state import ADDING, GAME_OVER, PLAY
from scenes.scoring import ScoringOverlay
from scenes.table.card_controls import after_words
from scenes.table.hover import card_help
from scenes.table.tips import ADDING_NOTE

NAMES = ("Ada", "Bea", "Bartholomäus")


def adding_table(size=(1280, 720)):
    """Round 1 of a 3-person hot-seat game, Bea to play her sixth Wagner, which ends the round:
    Wagner and TEC lead (the influence card a TEC). At the adding, from Bea clockwise: Bea
    (a Wagner in her display, none left in hand) is asked all the same at one screen and
    answers Done; Bartholomäus adds his Wagner, which ends his turn (nothing left to add); Ada
    (a TEC and a Wagner in her display, a TEC in hand) adds it and is asked on (Done)."""
    ui = Driver(size)
    config = Config(seats=tuple(SeatConfig(n, "human") for n in NAMES), first_player=1)
    state = position(config, hands=[[(TEC, "none"), (MARIANA, "none")],
                                    [(WAGNER, "none"), (MARIANA, "none")],
                                    [(WAGNER, "none"), (MARIANA, "none")]],
                     influence=(TEC, "none"),
                     displays=[[(TEC, "none"), (WAGNER, "none")], [(WAGNER, "none")] * 5,
                               [(WAGNER, "none")]],
                     turn=1, first_player=1)
    match, table = card_table_at(ui, config, state, on_game_over=lambda *_a: None)
    return ui, match, table


def to_handover(ui: Driver, table, frames: int = 200) -> HandoverScene | None:
    """Frames until a hand-over is up and armed (None if the table waits for a human first)."""
    for _ in range(frames):
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            return ui.top
        if table.human_turn():
            return None
        ui.frame(0.05)
    return None


def play_the_last_card(ui: Driver, match, table) -> None:
    """Bea's turn to play (her tips closed): her Wagner, which ends the round."""
    over = to_handover(ui, table)
    ui.key(pygame.K_RETURN)
    ui.frame(0.05)
    assert table.human_turn() and table.shown.seat == 1 and table.shown.phase == PLAY
    click_action(ui, table, next(a for a in match.legal_for(1) if a.card.artist == WAGNER))
    assert over is not None


def test_the_adding_hand_over_says_what_adding_is_until_the_tip_is_met():
    ui, match, table = adding_table()
    # Bartholomäus met the adding's tip in an earlier game: his hand-over says nothing more.
    s = ui.ctx.settings
    ui.ctx.change_settings(tips_met=s.with_tip_met("Bartholomäus", "card:adding").tips_met)
    play_the_last_card(ui, match, table)
    notes = {}
    for _ in range(3):
        over = to_handover(ui, table)
        assert over is not None and match.public_view().phase == ADDING
        name = NAMES[over.seat]
        words = frame_words(ui)
        notes[name] = ADDING_NOTE in words
        assert over.note == (ADDING_NOTE if notes[name] else "")
        assert table.shown.hand is None         # the hand hidden until the press
        ui.key(pygame.K_RETURN)
        ui.frame(0.05)
        assert table.human_turn() and table.shown.seat == over.seat
        if name != "Bartholomäus":      # the tip the line announced, on the screen after it
            assert table.tip == "card:adding" and table.tip_shown()
        while table.human_turn() and table.shown.seat == over.seat:
            click_action(ui, table, match.legal_for(over.seat)[0])     # a card, else Done
            ui.frame(0.05)
    assert notes == {"Bea": True, "Bartholomäus": False, "Ada": True}


def _status(table) -> str:
    return " ".join(str(t) for t, _c in table.status)


def test_each_turn_to_add_says_how_it_ends_and_space_presses_its_default():
    """Bea (nothing to add, asked at one screen) ends hers with Space on Done; Bartholomäus's
    Wagner ends his by itself, as his screen said before he added it; Ada's TEC leaves a
    Wagner in her display with no card added, so she is asked on, as hers said, and Space
    presses Done. Space, as Enter, adds the first card that may be added."""
    ui, match, table = adding_table()
    play_the_last_card(ui, match, table)
    said = {}
    for _ in range(3):
        over = to_handover(ui, table)
        assert over is not None
        ui.key(pygame.K_SPACE)
        ui.frame(0.05)
        seat = over.seat
        assert table.human_turn() and table.shown.seat == seat
        said[NAMES[seat]] = _status(table)
        card = table.hand_pairs[table.hand_focus][0] if table.hand_focus is not None else None
        if card is not None:        # its help, the pointer on it, says what follows
            rect = dict(table.drawn_pairs())[card]
            ui.post(pygame.MOUSEMOTION, pos=(rect.x + 4, rect.centery), rel=(0, 0),
                    buttons=(0, 0, 0))
            ui.frame(0.0)
            help_words = card_help(table, True)[0]
            assert after_words(table.shown, card) in help_words, help_words
        before = len(match.actions)
        ui.key(pygame.K_SPACE)          # the card the keys rest on, else Done
        ui.frame(0.05)
        assert len(match.actions) == before + 1
        if NAMES[seat] == "Ada":        # asked on after her TEC: Done, by Space too
            assert table.human_turn() and table.shown.seat == seat
            assert [b.label for b in table.buttons] == ["Done (N)"]
            assert "Enter or Space" in table.buttons[0].tooltip
            ui.key(pygame.K_SPACE)
            ui.frame(0.05)
            assert len(match.actions) == before + 2
    assert "nothing to add. End your turn with Done." in said["Bea"]
    assert "Adding a card ends your turn." in said["Bartholomäus"], said
    assert "After adding, end your turn with Done." in said["Ada"], said
    added = [a for a in match.actions[-4:] if isinstance(a, AddCard)]
    assert [(a.seat, a.card.artist) for a in added] == [(2, WAGNER), (0, TEC)]


def test_what_follows_adding_is_the_engines_word():
    """`after_adding`: at one screen a seat is asked on while a leading artist in its display
    has no card added, whatever its hand holds; with nobody else at the screen only while it
    may add another card."""
    _ui, match, _table = adding_table()
    state = match._state
    for action in (PlayCard(1, next(c for c in state.hands[1] if c.artist == WAGNER)),
                   StopAdding(1)):
        state = apply(state, action)
    assert state.phase == ADDING and state.to_act == (2,)
    v = view(state, 2)
    assert after_adding(v, next(c for c in v.hand if c.artist == WAGNER)) == "ends"
    ada = view(state, 0)
    tec = next(c for c in ada.hand if c.artist == TEC)
    assert after_adding(ada, tec) == "done"
    alone = dataclasses.replace(ada, config=dataclasses.replace(
        ada.config, ask_every_holder=False, empty_hands_pass=False))
    assert after_adding(alone, tec) == "ends"


def test_behind_the_last_scoring_the_last_adders_hand_count_is_after_the_card():
    """Round 4, Ada the last to add (a TEC in her display, one in hand): her card ends her turn
    and the round's scoring opens in the same move. Behind it the table showed her hand count
    from before the card ("2 in hand" under "Added at scoring: 1 card"), the log not yet
    telling it: now her count, her display and the log's line are those after the card."""
    ui = Driver((1280, 720))
    config = Config(seats=tuple(SeatConfig(n, "human") for n in NAMES), first_player=1)
    state = position(config, hands=[[(TEC, "none"), (MARIANA, "none")],
                                    [(WAGNER, "none"), (MARIANA, "none")],
                                    [(WAGNER, "none"), (WAGNER, "none")]],
                     influence=(TEC, "none"), round=3, board=[[0, 3, 2, 1, 0]] * 3,
                     displays=[[(TEC, "none")], [(WAGNER, "none")] * 5, [(WAGNER, "none")]],
                     turn=1, first_player=1)
    match, table = card_table_at(ui, config, state, on_game_over=lambda *_a: None)
    play_the_last_card(ui, match, table)
    for _ in range(3):          # Bea: Done; Bartholomäus and Ada: their card
        assert to_handover(ui, table) is not None
        ui.key(pygame.K_RETURN)
        ui.frame(0.05)
        seat = table.shown.seat
        click_action(ui, table, match.legal_for(seat)[0])
    for _ in range(100):
        if isinstance(ui.top, ScoringOverlay):
            break
        ui.frame(0.05)
    assert isinstance(ui.top, ScoringOverlay) and match.public_view().phase == GAME_OVER
    v = table.shown
    tec = match.actions[-1].card
    assert v.hand_sizes == (1, 1, 1) and tec in v.displays[0], v.hand_sizes
    assert "1 in hand" in frame_words(ui) and "2 in hand" not in frame_words(ui)
    told = [str(text) for _style, text in table.log.lines]
    assert told[-2:] == ["Ada adds Christin P at scoring.", "Ada's turn to add is over: a "
                         "card of each leading artist in their display is added."], told
