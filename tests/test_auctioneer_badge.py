"""One rule for the auctioneer's badge, at every seat. A play-tester saw it on a computer seat
as its card left the hand, on their own seat only once their lot was out, and not while they
decided whether to turn up the dummy hand's card. Now the badge marks the seat whose turn it is
to put up a lot from the moment that turn comes, stays on the lot's auctioneer while the lot is
on offer and through the dummy card's decision after the sale, and is on no other seat; alike
for a computer seat, your own and, at one screen, with every screen down (`Look.badge`, read
from the view: who is to play a card is public)."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.ui_driver import Driver, decide

from game import Config, SeatConfig
from game.config import THREE_WITH_DUMMY
from game.i18n import _
from game.state import DUMMY_REVEAL, PLAY
from scenes import ui as paint
from scenes.handover import HandoverScene
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene, seats


def worn(monkeypatch, table) -> set:
    """The seats the table draws the badge on now: a seat panel's tab, or your own panel's
    tag ("you · AUCTIONEER"), or its tab when a long name needs the room (`seats.own_tag`)."""
    tabs: list = []
    tags: list = []
    real_tab, real_text = seats.auctioneer_tab, paint.text

    def tab(surf, ctx, r):
        tabs.append(pygame.Rect(r))
        return real_tab(surf, ctx, r)

    def text(surface, ctx, s, *a, **k):
        tags.append(str(s))
        return real_text(surface, ctx, s, *a, **k)
    with monkeypatch.context() as m:
        m.setattr(seats, "auctioneer_tab", tab)
        m.setattr(paint, "text", text)
        table.invalidate()
        table.refresh()
        table.draw(table.ctx.screen)
    layout = table.layout
    out = {seat for seat, r in layout.seats.items() if any(t == r for t in tabs)}
    if table.shown.seat is not None and (any(_("AUCTIONEER") in t for t in tags)
                                         or any(t == layout.own for t in tabs)):
        out.add(table.shown.seat)
    return out


def wears(state) -> int | None:
    """Who the rule says wears the badge in the game's state."""
    if state.phase == PLAY:
        return state.to_act[0]
    if state.phase == DUMMY_REVEAL:
        return state.last_auctioneer
    return state.auctioneer if state.lot else None


def _table(humans: int, seed: int, language: str = "en"):
    settings = Settings(animation_speed="normal", computer_pace="brisk", language=language)
    ui = Driver((1280, 720), settings)
    names = ("Axel", "Beatrix", "Clemens")
    config = Config(seats=tuple(SeatConfig(n, "human" if i < humans else "bot",
                                           None if i < humans else "random")
                                for i, n in enumerate(names)),
                    variant=THREE_WITH_DUMMY, dummy_reveal_by="auctioneer", first_auctioneer=0)
    match = Match(config, seed, thinking_seconds=0.35, rng=random.Random(seed))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return ui, table, match


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_badge_marks_the_auctioneer_from_its_turn_to_the_dummy_decision(monkeypatch,
                                                                             language):
    ui, table, match = _table(1, 3, language)
    rng = random.Random(3)
    seen = set()
    for _ in range(700):
        if ui.top is not table:             # a round's scoring: seen, closed
            ui.frame(2.0)
            ui.key(pygame.K_RETURN)
            continue
        if not table.busy:
            state = match.state
            badge = worn(monkeypatch, table)
            assert badge == {wears(state)}, (state.phase, state.to_act, badge)
            seat = wears(state)
            if seat != 0:       # its help says what the auctioneer does now
                help_ = seats.badge_help(state.phase, match.config.seats[seat].name)
                assert help_ in [text for _r, text in table.regions], help_
            seen.add((state.phase if state.phase in (PLAY, DUMMY_REVEAL) else "lot",
                      "you" if seat == 0 else "computer"))
        if table.human_turn():
            options = [o for o in match.legal_for(0) if not hasattr(o, "make") or o.lo <= o.hi]
            option = options[rng.randrange(len(options))]
            decide(ui, table, option.make(option.lo) if hasattr(option, "make") else option)
        ui.frame(1 / 30)
    # The three moments the tester saw differ: a computer's turn before its card is out, your
    # own before yours, your dummy decision; and the same for the rest.
    assert {(PLAY, "computer"), (PLAY, "you"), (DUMMY_REVEAL, "you"), (DUMMY_REVEAL, "computer"),
            ("lot", "you"), ("lot", "computer")} <= seen, seen


def test_at_one_screen_the_badge_shows_with_every_screen_down(monkeypatch):
    """Hot-seat: under the hand-over to the first auctioneer the table shows the public view,
    and the badge is already on the seat whose turn it is; once that seat's player sits down,
    on their own panel, before their card."""
    ui, table, match = _table(2, 5)
    for _ in range(200):                    # the deal, then the hand-over
        if isinstance(ui.top, HandoverScene):
            break
        ui.frame(1 / 30)
    assert isinstance(ui.top, HandoverScene) and table.shown.seat is None
    assert worn(monkeypatch, table) == {0}
    ui.frame(3.0)
    ui.key(pygame.K_RETURN)
    ui.frame(1 / 30, 3)
    assert ui.top is table and table.shown.seat == 0 and match.phase == PLAY
    assert worn(monkeypatch, table) == {0}
