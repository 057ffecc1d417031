"""A moment everyone at a shared screen watched waits for them, and its one press hands the
screen over.

Two newcomers playing hot-seat missed the everyone-plays reveal (1.6 s, then the hand-over
covered it) and found the hand-over back to the same person after the round's scoring one click
too many. The reveal now stays on the table until a press, and after it, as after the round's
scoring window, one press names the next person ("I am Bea: show my screen") and opens their
screen: the hand-over's band under the moment (scenes/handover.py, `over`). Nothing private of
anyone is drawn before that press. Alone against computers nothing changes.
"""
from __future__ import annotations

import random

import pygame

from tests.test_card_watched_moments import SHOWN, _everyone_plays, _first_choice, _scored_by_bea
from tests.ui_driver import (ARM_SECONDS, Driver, auction_table, card_table_at, drawn_card_seen,
                             press_handover, spy_texts)

from game.card.config import Config, SeatConfig
from game.card.state import ADDING, PLAY
from scenes.handover import HandoverScene
from scenes.pause import PauseScene
from scenes.scoring import ScoringOverlay


def _start(state_of, humans: int, size=(1280, 720), bots=None):
    ui = Driver(size, settings=SHOWN)
    bots = set(range(humans, 3)) if bots is None else bots
    seats = tuple(SeatConfig(n, "bot", "random") if i in bots else SeatConfig(n)
                  for i, n in enumerate(("Ada", "Bea", "Cem")))
    match, table = card_table_at(ui, Config(seats=seats, first_player=0), state_of)
    ui.frame(0.0)
    return ui, match, table


def _band(ui) -> bool:
    return isinstance(ui.top, HandoverScene) and ui.top.over


def _to_the_reveal(ui, match, table) -> None:
    """Play the everyone-plays card and every secret choice (each after its hand-over) until
    the reveal is held under its band."""
    decide = _first_choice(match)
    for _ in range(400):
        if _band(ui):
            return
        if isinstance(ui.top, HandoverScene):
            press_handover(ui)
        elif table.human_turn():
            decide(table.shown)
        else:
            ui.frame(0.1)
    raise AssertionError("the reveal never waited")


def _private_seats(table) -> set:
    """The seats whose view the table drew, of those since the last reset."""
    return {seat for seat in table.drawn_seats if seat is not None}


def test_the_reveal_stays_until_a_press_that_opens_the_next_person_s_screen():
    """Three people at one screen: the reveal stays, all three cards up, however long nobody
    presses; Esc opens the menu and no hand; one press (Enter) shows Bea's screen at once,
    Bea playing next, with no other hand-over between; nobody's hand is drawn before it."""
    ui, match, table = _start(_everyone_plays, humans=3)
    _to_the_reveal(ui, match, table)
    table.drawn_seats.clear()
    texts = spy_texts(ui)
    for _ in range(30):                 # thirty seconds: still there
        ui.frame(1.0)
    assert _band(ui) and table.beat is not None and table.beat.kind == "reveal"
    assert table.beat.progress == 1.0 and sum(c is not None for c in table.beat.cards) == 3
    assert [seat for seat, *_rest in next(iter(table.beat.places.values())).cards] == [0, 1, 2]
    assert {"Everyone plays: revealed together", "Ada", "Bea", "Cem"} <= set(texts)
    band = ui.top
    assert band.seat == 1 and band.button.label == "I am Bea: show my screen"
    assert "PASS THE SCREEN" in texts and "Bea: your turn to play a card" in texts
    # Esc: the menu, over the band; closed, the band is there again, nobody's hand shown.
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    ui.key(pygame.K_ESCAPE)
    assert ui.top is band and table.shown.hand is None
    assert _private_seats(table) == set()
    ui.key(pygame.K_RETURN)             # the one press
    tops = []
    for _ in range(5):
        tops.append(ui.top)
        ui.frame(1 / 30)
    assert all(top is table for top in tops), tops
    assert table.beat is None and match.phase == PLAY and table.human_turn()
    assert table.shown.seat == 1 and table.shown.hand is not None
    assert _private_seats(table) == {1}


def test_space_presses_the_band_once_it_takes_input_and_a_click_beside_it_does_nothing():
    """Space is the band's key as the hand-over's: not in the moment it comes (a key pressed
    to skip the reveal's animation shows nobody's hand), then it opens Bea's screen; a click
    on the table beside the band goes nowhere."""
    ui, match, table = _start(_everyone_plays, humans=3)
    _to_the_reveal(ui, match, table)
    table.drawn_seats.clear()
    ui.key(pygame.K_SPACE)
    ui.click((ui.ctx.size[0] // 2, ui.ctx.px(60)))
    ui.frame(1 / 30)
    assert _band(ui) and table.shown.hand is None and _private_seats(table) == set()
    ui.frame(ARM_SECONDS)
    ui.key(pygame.K_SPACE)
    ui.frame(1 / 30)
    assert table.shown.seat == 1 and table.shown.hand is not None and table.human_turn()


def test_a_click_on_the_band_s_button_opens_the_named_screen():
    ui, match, table = _start(_everyone_plays, humans=3, size=(1920, 1080))
    _to_the_reveal(ui, match, table)
    ui.frame(ARM_SECONDS + 0.05)
    ui.click(ui.top.button.rect.center)
    ui.frame(1 / 30)
    assert ui.top is table and table.shown.seat == 1 and table.shown.hand is not None


def test_with_a_computer_next_the_reveal_waits_for_a_press_that_only_goes_on():
    """Ada and Cem at the screen, Bea a computer who plays next: the reveal stays all the same,
    its band names nobody ("Continue", no hand-over's words); its press lets Bea play, in
    public, and Cem is handed the screen when his turn comes."""
    ui, match, table = _start(_everyone_plays, humans=2, bots={1})
    _to_the_reveal(ui, match, table)
    table.drawn_seats.clear()
    texts = spy_texts(ui)
    ui.frame(5.0)
    band = ui.top
    assert _band(ui) and band.seat is None and band.button.label == "Continue"
    assert "PASS THE SCREEN" not in texts and table.beat.kind == "reveal"
    moves = len(match.actions)
    ui.frame(ARM_SECONDS)
    ui.key(pygame.K_RETURN)
    for _ in range(100):
        if isinstance(ui.top, HandoverScene):
            break
        ui.frame(0.1)
    assert isinstance(ui.top, HandoverScene) and not ui.top.over and ui.top.seat == 2
    assert len(match.actions) > moves and _private_seats(table) == set()    # Bea played


def test_the_round_s_scoring_ends_in_one_press_that_opens_the_next_person_s_screen():
    """The scoring window in public; once it has shown, the band under it names Bea, who
    starts round 2 ("Back to Bea": she decided last); its one press closes the window and
    shows her screen, no hand-over after it, nobody's hand drawn before it."""
    ui, match, table = _start(_scored_by_bea, humans=2)
    for _ in range(400):
        if isinstance(ui.top, ScoringOverlay):
            break
        if isinstance(ui.top, HandoverScene):
            press_handover(ui)
        elif table.human_turn():
            assert table.shown.phase == ADDING
            ui.key(pygame.K_n)
        else:
            ui.frame(0.1)
    window = ui.top
    assert isinstance(window, ScoringOverlay) and not window.button.visible
    table.drawn_seats.clear()
    texts = spy_texts(ui)
    ui.key(pygame.K_RETURN)         # while it counts: the counting shows whole, the band comes
    band = ui.top
    assert window.t >= window.total_time and _band(ui) and band.seat == 1 and band.again
    ui.key(pygame.K_RETURN)         # at once again: the band takes no input yet
    assert ui.top is band and _private_seats(table) == set()
    for _ in range(20):
        ui.frame(1.0)
    assert ui.top is band and ui.ctx.stack.scenes[-2] is window
    assert band.button.label == "I am Bea: show my screen"
    assert {"Round 1 is scored", "BACK TO BEA", "Round 2: Bea starts", "Round 1 was scored.",
            "Bea's hand will show: everyone else, please look away."} <= set(texts)
    assert _private_seats(table) == set()
    ui.key(pygame.K_RETURN)         # the one press
    for _ in range(5):
        assert not isinstance(ui.top, (HandoverScene, ScoringOverlay)), ui.top
        ui.frame(1 / 30)
    assert match.state.round == 1 and table.human_turn()
    assert table.shown.seat == 1 and table.shown.hand is not None
    assert _private_seats(table) == {1}


def test_alone_against_computers_the_reveal_plays_and_goes_as_before():
    """One person at the screen: no band, no hand-over; the reveal plays its 1.6 s and the
    table goes on."""
    ui, match, table = _start(_everyone_plays, humans=1)
    decide = _first_choice(match)
    seen = []
    for _ in range(400):
        assert not isinstance(ui.top, HandoverScene)
        if table.beat is not None:
            seen.append(table.beat.kind)
        if seen and table.human_turn():
            break
        if table.human_turn():
            decide(table.shown)
        elif not drawn_card_seen(ui, table):
            ui.frame(0.1)
    assert "reveal" in seen and table.beat is None and table.shown.seat == 0


def test_the_auction_s_round_scoring_ends_in_one_press_too():
    """The auction game, Ada and Beatrix at one screen: the round's scoring window, then the
    band under it naming the next auctioneer; its press closes the window and, once the next
    round is dealt in public, shows that person's screen with no hand-over between; no hand
    drawn from the window's opening to that press."""
    from tests.test_hotseat import hot_match, move_on
    ui = Driver()
    match = hot_match(2, 1, seed=2)
    table = auction_table(ui, match, n=0)
    rng, hidden = random.Random(2), []
    for _ in range(6000):
        if isinstance(ui.top, ScoringOverlay):
            break
        move_on(ui, table, rng)
    window = ui.top
    assert isinstance(window, ScoringOverlay) and window.view.seat is None
    for _ in range(200):
        hidden.append(table.shown.hand is None)
        if isinstance(ui.top, HandoverScene):
            break
        ui.frame(0.1)
    band = ui.top
    assert band.over and band.seat == match.handover_due() and ui.ctx.stack.scenes[-2] is window
    assert band.button.label == f"I am {match.config.seats[band.seat].name}: show my screen"
    press_handover(ui)
    for _ in range(200):
        assert not isinstance(ui.top, (HandoverScene, ScoringOverlay)), ui.top
        if table.human_turn():
            break
        hidden.append(table.shown.hand is None)
        ui.frame(0.05)
    assert all(hidden) and table.shown.seat == band.seat and table.shown.hand is not None
