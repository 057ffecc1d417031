"""At a shared screen the card game's round end (its face-down cards turned up, about 2.6 s)
and the auction's sealed bids turned over wait for the people watching, as the everyone-plays
reveal and the scoring windows do (tests/test_watched_moment_press.py): the moment stays under
the hand-over's band until a press, which takes no input for a moment, answers Enter and
Space, opens the menu on Esc, and shows nothing private until it is pressed. The auction's
sale follows its sealed bids in the same move: the bids stand, then the gavel and the lot's
flight play (at once when the press opened the next person's screen,
tests/test_sealed_reveal_one_press.py). Alone against computers both go as before.
"""
from __future__ import annotations

import random
from dataclasses import replace

import pygame

from tests.test_card_watched_moments import _start as card_start
from tests.test_hotseat import hot_match
from tests.test_payment_clear_of_the_lot import sealed_first
from tests.ui_driver import ARM_SECONDS, FAST, Driver, drawn_card_seen, spy_texts

from game import stacked_deck
from game.card.actions import PlayCard
from game.card.state import ADDING
from game.cards import SEALED
from scenes.handover import HandoverScene
from scenes.pause import PauseScene
from scenes.scoring import ScoringOverlay
from scenes.table import TableScene
from scenes.table.timeline import LotFlies, SealedReveal
from scenes.table.tips import ADDING_NOTE

from card_helpers import TEC, round_end_position


def _band(ui) -> bool:
    return isinstance(ui.top, HandoverScene) and ui.top.over


def _private(table) -> set:
    return {seat for seat in table.drawn_seats if seat is not None}


def _card_round_end(humans: int, size=(1280, 720)):
    """Ada's Tec ends round 1 (round_end_position); the table played up to the moment the
    round's end stands under its band, or (alone: Bea, a computer, adds) to its scoring."""
    ui, match, table = card_start(round_end_position, humans=humans, size=size)
    kinds = []
    for _ in range(600):
        if _band(ui) or isinstance(ui.top, ScoringOverlay):
            return ui, match, table, kinds
        if table.beat is not None:
            kinds.append(table.beat.kind)
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif table.human_turn():
            tec = next(c for c in table.shown.hand if c.artist == TEC)
            assert match.submit(PlayCard(0, tec)) is None
        elif not drawn_card_seen(ui, table):
            ui.frame(0.1)
    raise AssertionError("the round never ended")


def test_a_round_s_end_stands_at_a_shared_screen_until_the_press_that_hands_over():
    """Ada and Bea at one screen: the round's end (Bea's face-down Wagner turned up) stays
    however long nobody presses; its band names Ada, who adds first ("Back to Ada": she
    played last); Esc opens the menu and no hand; one press shows Ada's screen, no other
    hand-over between, and nobody's hand was drawn before it."""
    ui, match, table, _kinds = _card_round_end(humans=2)
    table.drawn_seats.clear()
    texts = spy_texts(ui)
    for _ in range(30):                     # thirty seconds: still there
        ui.frame(1.0)
    band = ui.top
    assert _band(ui) and table.beat is not None and table.beat.kind == "ended"
    assert table.beat.progress == 1.0 and table.shown.hand is None
    assert band.seat == 0 and band.again and band.button.label == "I am Ada: show my screen"
    # Ada has not met the adding tip: the band says what she is asked (the adding step's
    # note) where it would say what was watched ("Round 1 ended.", on the panel above it).
    assert {"Round 1 ends", "BACK TO ADA", ADDING_NOTE} <= set(texts)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    ui.key(pygame.K_ESCAPE)
    assert ui.top is band and _private(table) == set()
    ui.key(pygame.K_SPACE)                  # Space, as Enter
    for _ in range(5):
        assert ui.top is table, ui.top
        ui.frame(1 / 30)
    assert table.beat is None and match.phase == ADDING and table.human_turn()
    assert table.shown.seat == 0 and _private(table) == {0}


def test_the_round_s_end_band_takes_no_input_in_its_first_moment():
    """A key pressed to skip the turn-up finds the band unarmed: nothing private shows."""
    ui, match, table, _kinds = _card_round_end(humans=2, size=(1920, 1080))
    table.drawn_seats.clear()
    band = ui.top
    ui.key(pygame.K_RETURN)
    ui.frame(1 / 30)
    assert ui.top is band and table.beat.kind == "ended" and _private(table) == set()
    ui.frame(ARM_SECONDS)
    ui.click(band.button.rect.center)
    ui.frame(1 / 30)
    assert ui.top is table and table.shown.seat == 0 and table.human_turn()


def test_alone_the_round_s_end_plays_and_goes_as_before():
    ui, match, table, kinds = _card_round_end(humans=1)
    assert "ended" in kinds and isinstance(ui.top, ScoringOverlay)


def _auction_to_sealed_bids(humans: int, bots: int, size=(1280, 720)):
    """Ada auctions a sealed-bid card first; everyone seals behind their hand-over; the table
    runs until the bids stand under their band, or (alone) until the lot has flown."""
    ui = Driver(size, settings=replace(FAST, animation_speed="normal"))
    match = hot_match(humans, bots, seed=3, deck=stacked_deck((2, SEALED), (3, SEALED)))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    rng, beats = random.Random(1), []
    for _ in range(2000):
        if _band(ui) or any(isinstance(b, LotFlies) for b in beats) and not table.busy:
            return ui, match, table, beats
        playing = table.timeline.playing
        if playing is not None and (not beats or beats[-1] is not playing):
            beats.append(playing)
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif ui.top is table and table.human_turn():
            sealed_first(ui, table, match, rng, {0: 4, 1: 6, 2: 9})
        else:
            ui.frame(0.05)
    raise AssertionError("the sealed bids never came")


def test_sealed_bids_stand_at_a_shared_screen_until_the_press_that_hands_over():
    """Ada, Beatrix and Clemens at one screen seal 4, 6 and 9: the bids turned over stay
    however long nobody presses, the sale settled behind them (the lot with its buyer,
    tests/test_sealed_sale_behind_band.py); Beatrix auctions next, so the band hands her the
    screen (tests/test_sealed_reveal_one_press.py); Esc opens the menu; the press, once armed,
    opens Beatrix's screen, with no other hand-over between and nobody's screen drawn before
    it."""
    ui, match, table, _beats = _auction_to_sealed_bids(humans=3, bots=1)
    table.drawn_seats.clear()
    texts = spy_texts(ui)
    for _ in range(30):
        ui.frame(1.0)
    band = ui.top
    reveal = table.timeline.playing
    assert _band(ui) and isinstance(reveal, SealedReveal) and reveal.progress == 1.0
    assert reveal.bids[:3] == (4, 6, 9) and list(table.timeline.beats) == [reveal]
    assert match.state.sales[-1].buyer == reveal.bids.index(max(reveal.bids))
    assert band.seat == 1 and band.button.label == "I am Beatrix: show my screen"
    assert {"Sealed bids revealed", "PASS THE SCREEN"} <= set(texts)
    assert _private(table) == set()
    ui.key(pygame.K_RETURN)                 # the press
    assert reveal.pressed
    pushed: list = []
    ui.ctx.stack.listeners.append(pushed.append)
    for _ in range(10):
        ui.frame(0.05)
    assert not any(isinstance(scene, HandoverScene) for scene in pushed), pushed
    assert match.state.sales[-1].buyer == reveal.bids.index(max(reveal.bids))
    assert ui.top is table and table.human_turn() and table.shown.seat == 1
    assert _private(table) == {1}


def test_the_sealed_bids_band_waits_its_moment_and_opens_the_menu_on_esc():
    ui, match, table, _beats = _auction_to_sealed_bids(humans=3, bots=1, size=(1920, 1080))
    table.drawn_seats.clear()
    band = ui.top
    ui.key(pygame.K_SPACE)                  # a key pressed to skip the turning over: unarmed
    assert ui.top is band
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    ui.key(pygame.K_ESCAPE)
    reveal = table.timeline.playing
    assert ui.top is band and isinstance(reveal, SealedReveal)
    assert _private(table) == set()
    ui.frame(ARM_SECONDS)
    ui.key(pygame.K_SPACE)
    # Pressed: the band named Beatrix, whose screen alone may open now.
    assert ui.top is table and reveal.pressed and _private(table) <= {1}


def test_alone_the_sealed_bids_turn_over_and_the_sale_follows_as_before():
    ui, match, table, beats = _auction_to_sealed_bids(humans=1, bots=3)
    kinds = [type(b) for b in beats]
    assert SealedReveal in kinds and LotFlies in kinds
    assert not _band(ui) and match.state.sales


def _reveal_ends_round(config):
    """Ada holds an everyone-plays Nicolás; with the influence card and the two in the
    displays, the reveal brings Nicolás to the round's limit whatever Ada chooses."""
    from game.card.cards import EVERYONE_PLAYS, NO_EFFECT
    from game.card.position import position
    from card_helpers import NICOLAS, WAGNER
    return position(config, hands=[[(NICOLAS, EVERYONE_PLAYS), (NICOLAS, NO_EFFECT),
                                    (WAGNER, NO_EFFECT)],
                                   [(NICOLAS, NO_EFFECT)] * 3, [(NICOLAS, NO_EFFECT)] * 3],
                    influence=(NICOLAS, NO_EFFECT), displays=[[(NICOLAS, NO_EFFECT)],
                                                              [(NICOLAS, NO_EFFECT)], []],
                    first_player=0, turn=0)


def test_a_reveal_that_ends_the_round_is_one_press_with_the_round_s_end():
    """Ada and Bea at one screen; the everyone-plays reveal ends the round: the reveal plays
    and the round's end after it holds, under one band; not a band for the reveal and
    another for the round's end in a row (three presses with the scoring's)."""
    from game.card.actions import ChooseSecretly
    from game.card.cards import EVERYONE_PLAYS
    ui, match, table = card_start(_reveal_ends_round, humans=2)
    bands = []
    for _ in range(900):
        if match.phase == ADDING and table.human_turn() or isinstance(ui.top, ScoringOverlay):
            break
        if isinstance(ui.top, HandoverScene):
            if ui.top.over:
                bands.append(table.beat.kind if table.beat is not None else None)
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif table.human_turn():
            legal = match.legal_for(table.shown.seat)
            play = [a for a in legal if isinstance(a, PlayCard)
                    and a.card.effect == EVERYONE_PLAYS]
            assert match.submit((play or [a for a in legal
                                          if isinstance(a, ChooseSecretly)])[0]) is None
        elif not drawn_card_seen(ui, table):
            ui.frame(0.1)
    else:
        raise AssertionError("the round never ended")
    assert bands == ["ended"], bands
