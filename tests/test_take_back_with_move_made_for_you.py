"""A move the game makes for the person, their only one, is taken back with the move of theirs
that led to it. Ada, holding everyone plays and one card more against computers, played it by
a misclick: the game chose her last card for everyone plays at once, and "Take back" was gone
before any computer had answered (a move made for her was final). It now undoes both, back to
her turn with both cards in hand, until a computer answers; across a save too."""
from __future__ import annotations

import random

import pygame

from tests.test_take_back_after_load import _save_and_load
from tests.ui_driver import Driver, click_card, frames_until

from game.card.actions import ChooseSecretly, PlayCard
from game.card.cards import EVERYONE_PLAYS
from game.card.config import Config, SeatConfig
from game.card.state import EVERYONE, PLAY
from scenes.scoring import ScoringOverlay
from scenes.session.games import new_match


def _everyone_plays_with_one_card_more(ui: Driver, seed: int = 0):
    """Ada (the one person) against two computers, playing her plain cards first, until her
    turn with everyone plays and one card more in hand, one that does not end the round; the
    computers think 5 seconds from then on. The match and its table, at that turn."""
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random"),
                           SeatConfig("Cem", "bot", "random")), first_player=0)
    pace = [0.0]
    match = new_match(ui.ctx, config, seed=seed, rng=random.Random(seed),
                      thinking_seconds=lambda: pace[0])
    table = ui.ctx.stack.make("card_table", match, on_game_over=lambda m: None)
    ui.ctx.stack.reset(table)
    for _ in range(1500):
        ui.frame(0.5)
        if isinstance(ui.top, ScoringOverlay):
            ui.key(pygame.K_RETURN)             # a round's scoring read
        if not table.human_turn():
            continue
        hand = match.state.hands[0]
        legal = match.legal_for(0)
        everyone = [a for a in legal if isinstance(a, PlayCard)
                    and a.card.effect == EVERYONE_PLAYS]
        if match.phase == PLAY and len(hand) == 2 and everyone and \
                match.rules.apply(match.state, everyone[0]).phase == EVERYONE:
            pace[0] = 5.0
            return match, table
        plain = [a for a in legal if getattr(getattr(a, "card", None), "effect", None)
                 != EVERYONE_PLAYS]
        assert match.submit((plain or legal)[0]) is None
    raise AssertionError("Ada never held everyone plays and one card more")


def _played_by_a_misclick(ui: Driver, match, table) -> tuple[int, list]:
    n, hand = len(match.actions), list(table.shown.hand)
    everyone = next(c for c in hand if c.effect == EVERYONE_PLAYS)
    last = next(c for c in hand if c is not everyone)
    click_card(ui, table, everyone)
    assert frames_until(ui, lambda: len(match.actions) > n + 1, frames=40)
    assert match.actions[n:] == [PlayCard(0, everyone), ChooseSecretly(0, last)]
    assert match.phase == EVERYONE
    return n, hand


def test_the_last_card_chosen_for_you_is_taken_back_with_the_card_you_played():
    ui = Driver((1280, 720))
    match, table = _everyone_plays_with_one_card_more(ui)
    n, hand = _played_by_a_misclick(ui, match, table)
    assert table.take_back.shown()
    help_words = str(ui.ctx.text.shown(table.take_back.button.tooltip))
    assert "playing" in help_words and "secret choice" not in help_words, help_words
    ui.click(table.take_back.button.rect.center)
    assert len(match.actions) == n and table.human_turn()
    assert sorted(c.id for c in table.shown.hand) == sorted(c.id for c in hand)
    assert not match.can_take_back()                  # one step back only
    # Played again, and answered by a computer: it stays.
    _played_by_a_misclick(ui, match, table)
    assert frames_until(ui, lambda: len(match.actions) > n + 2, frames=400)
    assert not table.take_back.shown()


def test_it_is_taken_back_after_a_save_and_a_load(tmp_path):
    ui = Driver((1280, 720))
    match, table = _everyone_plays_with_one_card_more(ui)
    n, hand = _played_by_a_misclick(ui, match, table)
    loaded, table = _save_and_load(ui, match, tmp_path)
    assert loaded.can_take_back() and table.take_back.shown()
    ui.click(table.take_back.button.rect.center)
    assert len(loaded.actions) == n and table.human_turn()
    assert sorted(c.id for c in table.shown.hand) == sorted(c.id for c in hand)
