"""The card game's adding step at scoring says something for every player in turn: the log and
the table say "Bea adds no cards." whether she could not add or chose not to (hands are
secret), and a player at their own screen who may add nothing is told why ("You have no card
of TEC or Nicolás in hand to add."), on the table while the others add and on the round's
scoring when nobody could add; never on a screen the others see."""
from __future__ import annotations

import dataclasses
import random

import pygame

from tests.test_card_table import card_match, choose, click_action, run
from tests.ui_driver import ARM_SECONDS, FAST, Driver, card_table_at, through_handovers

from game.card.cards import NO_EFFECT, Card
from game.card.engine import apply, legal_actions
from game.card.events import AddingDone
from game.card.scoring import can_add, why_nothing_to_add
from game.card.state import ADDING
from scenes.handover import HandoverScene
from scenes.scoring import ScoringOverlay
from scenes.table.card_adding import own_reason

from card_helpers import random_playout

REASONS = ("in hand to add.", "you have no card to add.")


def _is_reason(text: str) -> bool:
    return str(text).endswith(REASONS)


def test_the_engine_s_why_nothing_to_add_agrees_with_can_add():
    """At every adding decision of random games, a seat that has added nothing is told why
    it may add nothing exactly when no card in its hand may be added (`can_add`), and the
    words name only the leading artists in its display."""
    told = quiet = 0
    for seed in range(12):
        states, _actions = random_playout(2 + seed % 4, seed)
        for s in states:
            if s.phase != ADDING:
                continue
            for seat in range(s.players):
                if s.added[seat]:
                    continue
                why = why_nothing_to_add(s.leading, s.displays[seat], s.hands[seat],
                                         s.config.theme)
                may = any(can_add(s, seat, c) for c in s.hands[seat])
                assert (why is None) == may, (seed, seat, why)
                told += why is not None
                quiet += why is None
    assert told and quiet
    display = (Card(0, 2, NO_EFFECT, 0), Card(1, 3, NO_EFFECT, 0))
    words = why_nothing_to_add((2, 3, 4), display, (Card(2, 4, NO_EFFECT, 0),), "classic")
    # (the hand's artist 4 leads but is not in the display: the words say so too)
    assert words is not None and " or " in words and words.endswith(
        "in hand to add; a leading artist that is not in your display gets no card.")


def _asked_seats(match) -> dict:
    """round -> the seats the engine asked to add at its scoring, kept as the game goes."""
    asked: dict[int, set] = {}

    def hear(m, action, events) -> None:
        state = m.state
        if state.phase == ADDING:
            asked.setdefault(state.round, set()).update(state.to_act)
    match.listeners.append(hear)
    return asked


def test_a_player_who_cannot_add_is_told_why_at_their_own_screen_and_others_hear_no_card():
    """Solo against computers, over a whole game: while the others add, the table tells the
    player who may add nothing why, in their own view only; every seat whose turn is over
    with no card added is named ("… adds no cards."); the round's scoring tells the player
    why exactly when the engine never asked them to add; the log names every seat."""
    # Animations on, so that the table shows the others adding (a card added plays a beat).
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, animation_speed="fast"))
    match, table, over = card_match(ui, humans=1, bots=3, seed=1)
    asked = _asked_seats(match)
    rng, kinds = random.Random(1), set()
    notes: dict[int, str] = {}
    reasons_seen = done_seen = 0

    def act(t) -> None:
        action = choose(match.legal_for(0), kinds, rng)
        kinds.add(type(action))
        click_action(ui, t, action)

    def check() -> None:
        nonlocal reasons_seen, done_seen
        top = ui.top
        if isinstance(top, ScoringOverlay) and top.round not in notes:
            notes[top.round] = top.note
        v = table.shown
        said = [str(text) for text, _colour in table.status]
        if v.phase != ADDING or table.scoring_up is not None:
            assert not any(_is_reason(t) for t in said), said
            return
        may = any(can_add(v, 0, c) for c in v.hand)
        mine = not v.added[0] and 0 not in v.to_act and not may
        assert any(_is_reason(t) for t in said) == mine, (said, v.hand, v.leading)
        reasons_seen += mine
        done = [i for i in range(4) if i not in v.queue and not v.added[i]]
        if done:
            done_seen += 1
        # A seat with cards in hand "adds no cards"; one with none "has no card ... to add"
        # (in the order the seats added: a seat's words may stand before another's).
        for held, end in ((True, "no cards."), (False, "no card in hand to add.")):
            names = [v.config.seats[i].name for i in done if bool(v.hand_sizes[i]) == held]
            if names:
                assert any(end in t and all(n in t for n in names) for t in said), said

    run(ui, table, over, act, check)
    assert sorted(notes) == [0, 1, 2, 3]
    for rnd, note in notes.items():
        could_not = 0 not in asked.get(rnd, set())
        # Asked, the note says only why a turn that ended with its card ended by itself.
        assert _is_reason(note) if could_not else not note or note.startswith(
            "Your turn to add is over:"), (rnd, note, asked)
    assert any(notes.values()), "the human could add at every scoring: choose another seed"
    assert reasons_seen and done_seen
    log = [str(text) for _style, text in table.log.lines]
    for name in ("Ada", "Beatrix", "Clemens", "Doris"):     # (or had no card left to add)
        assert {f"{name} adds no cards.", f"{name} has no card in hand to add."} & set(log)


def test_at_a_hot_seat_table_nobody_is_told_what_another_hand_lacks():
    """Two players at one screen: the scoring is shown in public, so it carries no player's
    why, and a status line with the why shows only in a seat's own view."""
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, humans=2, bots=1, seed=8)
    rng, kinds, overlays = random.Random(8), set(), []

    def act(t) -> None:
        action = choose(match.legal_for(t.shown.seat), kinds, rng)
        kinds.add(type(action))
        click_action(ui, t, action)

    def check() -> None:
        top = ui.top
        if isinstance(top, ScoringOverlay) and top not in overlays:
            overlays.append(top)
            assert top.note == ""
        v = table.shown
        if v.hand is None:
            assert not any(_is_reason(t) for t, _c in table.status)
            assert own_reason(v) == ""

    run(ui, table, over, act, check)
    assert len(overlays) == 4


def test_the_skip_changes_no_move_a_saved_game_replays_the_same():
    """The seats passed over make events only: the legal moves and the states are those of
    the moves alone, so a save (config, seed, moves) replays to the same game."""
    states, actions = random_playout(4, 3)
    skipped = [e for s in states for e in s.events if isinstance(e, AddingDone)]
    assert skipped
    again = states[0]
    for action, state in zip(actions, states[1:]):
        assert action in legal_actions(again, action.seat)
        again = apply(again, action)
        assert again == state


def _scored_at_once(humans: int):
    """A table where seat 0 (a human) plays the sixth TEC and nobody can add: seat 0 holds
    only a Mariana, which does not lead, and no other display holds a leading artist. Round
    2 starts with seat 0 again (the first player passes to the left, from seat 2)."""
    from game.card.config import Config, SeatConfig
    from game.card.position import position
    from card_helpers import MARIANA, TEC
    ui = Driver((1280, 720))
    names = ("Ada", "Bea", "Cem")
    seats = tuple(SeatConfig(names[i]) if i < humans else SeatConfig(names[i], "bot", "random")
                  for i in range(3))
    config = Config(seats=seats, first_player=2)
    state = position(config, hands=[[(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)],
                                    [(MARIANA, NO_EFFECT)] * 2, [(MARIANA, NO_EFFECT)] * 2],
                     displays=[[(TEC, NO_EFFECT)] * 4, [], []], influence=(TEC, NO_EFFECT),
                     first_player=2, turn=0)
    match, table = card_table_at(ui, config, state)
    ui.frame(0.0)
    assert through_handovers(ui, table, seat=0)
    assert table.shown.seat == 0
    tec = next(c for c in table.shown.hand if c.artist == TEC)
    click_action(ui, table, next(a for a in match.legal_for(0) if a.card == tec))
    for _ in range(100):
        if isinstance(ui.top, ScoringOverlay):
            return ui, table, ui.top
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif table.human_turn():            # at one screen the engine asks every holder
            ui.key(pygame.K_n)
        ui.frame(0.05)
    raise AssertionError("no scoring came")


def test_the_player_skipped_at_a_round_scored_at_once_reads_why_on_the_scoring():
    """Nobody could add, so the round was scored in the same move and the table never showed
    the adding step: the scoring at the player's own screen says why they added nothing, and
    the log names every seat in turn from the last card's player."""
    from game.card.cards import artist_name
    from card_helpers import TEC
    ui, table, overlay = _scored_at_once(humans=1)
    tec = artist_name(TEC, "classic")
    assert overlay.note == f"You have no card of {tec} in hand to add."
    ui.frame(overlay.total_time + 0.1)
    ui.key(pygame.K_RETURN)
    ui.frame(0.05)
    log = [str(text) for _style, text in table.log.lines]
    done = [line for line in log if line.endswith("adds no cards.")]
    assert done == ["Ada adds no cards.", "Bea adds no cards.", "Cem adds no cards."], log


def test_a_hot_seat_scoring_shown_in_public_tells_no_hand():
    """The same move at a hot-seat table, where the round is scored in public (every screen
    down) although the next to play is the same player: no word of what Ada's hand lacked."""
    _ui, _table, overlay = _scored_at_once(humans=2)
    assert overlay.view.hand is None and overlay.note == ""
