"""The seeded monkey at the card game's table: random mouse and keyboard events (Ctrl+Z and T
among them, odd text, tiny windows) through the real stack, with one human and with two, the
games starting in their last round so that the round's scoring and the game's end come too.
Nothing may raise (no crash guard runs here); the tips, the take-back, the scoring overlay and
the end must all have been met."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.test_monkey import KEYS, SIZE, Monkey
from tests.ui_driver import Driver

from game.card.config import Config, SeatConfig
from scenes.gameover import GameOverScene
from scenes.handover import HandoverScene
from scenes.scoring import ScoringOverlay
from scenes.session.games import new_match
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table.tip_ledger import TipLedger
from scenes.table.card_scene import CardTableScene

EVENTS = 3000


def near_the_end(ctx, humans: int, seed: int, last: int = 3) -> Match:
    """A card game of `humans` human seats and computers, played at random into round
    `last` + 1 (by default the last)."""
    rng = random.Random(seed)
    names = ("Ada", "Beatrix", "Clemens", "Doris")
    seats = tuple(SeatConfig(names[i], "human") if i < humans else
                  SeatConfig(names[i], "bot", rng.choice(("easy", "normal", "random")))
                  for i in range(rng.choice((3, 4))))
    match = new_match(ctx, Config(seats=seats, first_player=0), seed=seed,
                      rng=random.Random(seed), thinking_seconds=1.0 if humans == 1 else 0.0)
    while match.state.round < last:
        legal = [a for seat in match.to_act for a in match.legal_for(seat)]
        match.submit(legal[rng.randrange(len(legal))])
    return match


@pytest.mark.slow
def test_random_events_at_the_card_table(monkeypatch):
    taken, tipped = [], []
    real_take_back = Match.take_back

    def take_back(self):
        done = real_take_back(self)
        taken.append(done)
        return done
    monkeypatch.setattr(Match, "take_back", take_back)
    real_offer = TipLedger.offer

    def offer(self, ctx, seat, key, current, demo, goal=None):
        shown = real_offer(self, ctx, seat, key, current, demo, goal)
        if shown and shown != current:
            tipped.append(shown)
        return shown
    monkeypatch.setattr(TipLedger, "offer", offer)
    rng = random.Random(2026)
    d = Driver(size=SIZE, settings=Settings(animation_speed="fast", computer_pace="instant",
                                            show_tips=True), seed=11)
    ctx = d.ctx
    monkey = Monkey(d, rng)
    monkey.keys = KEYS + [pygame.K_t, pygame.K_z]
    # One human, two at the screen, one human again, then computers alone (watched, as the
    # demo does: the scoring overlay and the end come for sure).
    for humans, last in ((1, 2), (2, 3), (1, 3), (0, 3)):
        def start() -> None:
            match = near_the_end(ctx, humans, rng.randrange(10 ** 6), last)
            ctx.stack.reset(CardTableScene(ctx, match, demo=not humans))
        start()
        begun = monkey.events
        while monkey.events - begun < EVENTS // 4:
            on_table = any(isinstance(s, (CardTableScene, GameOverScene))
                           for s in ctx.stack.scenes)
            if not ctx.running or d.top is None or not on_table:
                ctx.running = True
                start()
            table = d.top
            if isinstance(table, CardTableScene) and table.hand_rects() and rng.random() < 0.3:
                _card, rect = rng.choice(table.hand_rects())   # a hand card, as players click
                monkey.post(pygame.MOUSEBUTTONDOWN, pos=(rect.x + 3, rect.centery), button=1)
                monkey.post(pygame.MOUSEBUTTONUP, pos=(rect.x + 3, rect.centery), button=1)
            monkey.act()
            if rng.random() < 0.15:         # Ctrl+Z, the take-back's key, at once
                monkey.post(pygame.KEYDOWN, key=pygame.K_z, unicode="z", mod=pygame.KMOD_CTRL,
                            scancode=0)
                monkey.post(pygame.KEYUP, key=pygame.K_z, unicode="z", mod=pygame.KMOD_CTRL,
                            scancode=0)
                d.frame(0.0)
    assert monkey.events >= EVENTS
    assert any(taken) and tipped
    missing = {CardTableScene, HandoverScene, ScoringOverlay, GameOverScene} - monkey.seen
    assert not missing, f"the monkey never reached {sorted(c.__name__ for c in missing)}"
