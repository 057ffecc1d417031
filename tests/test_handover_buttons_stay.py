"""The hand-over's buttons stand at one place from one hand-over to the next at a table: a
play-tester's once-around auction at one screen (German, 1280×720) had "Passen (P)" at y 548
for Ada, 517 for Max and 501 for Zoë, the card centred and growing with each line of news and
with the take-back; with several people pressing quickly at one screen the next one hit the
wrong thing. The card now grows above and below its button, which stays put; the take-back
stands under the row's place in the auction game, a row there or not."""
from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from tests.test_handover_lap import _handed
from tests.test_handover_once_around import OnceAroundSeller
from tests.ui_driver import FAST, Driver, click_card, frames_until

from game import Config, Pass, SeatConfig
from game.card import config as card_config
from game.card.actions import PlayCard as PlayCardGame
from game.card.cards import NO_EFFECT
from game.cards import DECK, DOUBLE, ONCE_AROUND, OPEN, stacked_deck
from game.rounds import DEAL
from scenes.handover import HandoverScene
from scenes.session.games import new_match
from scenes.session.match import Match
from scenes.table import TableScene

NAMES = ("Ada", "Maximilian-Alexander von", "Zoë 'Brienß")


def _places(top: HandoverScene) -> dict:
    """Where each of the hand-over's buttons stands, and the card."""
    seen = {"button": top.button.rect.copy(), "card": top.rect.copy()}
    if top.offers is not None:
        seen["pass"] = top.offers.widgets[0].rect.copy()
    if top.take_back is not None:
        seen["take back"] = top.take_back.rect.copy()
    return seen


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_once_around_hand_overs_keep_their_buttons_in_place(language, size):
    """Ada, Max and Zoë at one screen, two computers; Emil auctions a once-around card and
    the three pass on their hand-overs in turn, each one's hand-over a line of news longer
    than the one before and the take-back of the one before on Max's and Zoë's."""
    ui = Driver(size, settings=replace(FAST, language=language))
    k = DEAL[5][0]
    plain = [c for c in DECK if c.method not in (OPEN, DOUBLE, ONCE_AROUND)]
    seats = tuple(SeatConfig(n, "human") for n in NAMES) + (
        SeatConfig("Doris", "bot", "random"), SeatConfig("Emil", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=4), 5,
                  deck=stacked_deck(*plain[:4 * k], (1, ONCE_AROUND)), thinking_seconds=0.0,
                  rng=random.Random(5), bots={3: OnceAroundSeller(10), 4: OnceAroundSeller(13)})
    ui.ctx.stack.push(TableScene(ui.ctx, match))
    seen, news = [], []
    for seat in (0, 1, 2):
        top = _handed(ui)
        assert top.seat == seat and top.offers is not None
        assert (top.take_back is not None) == (seat > 0)
        seen.append(_places(top))
        news.append(len(top.past_said()))
        ui.key(pygame.K_p, "p")
        assert Pass(seat) in match.actions
    ada, max_, zoe = seen
    assert ada["card"].h < min(max_["card"].h, zoe["card"].h), news     # the card grows
    for name in ("button", "pass"):
        assert ada[name].y == max_[name].y == zoe[name].y, (name, ada, max_, zoe)
    assert max_["take back"].y == zoe["take back"].y
    assert not zoe["take back"].colliderect(ada["pass"])
    for places in seen:
        card = places["card"]
        assert pygame.Rect((0, 0), size).contains(card)
        assert all(card.contains(r) for r in places.values())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_card_games_hand_overs_keep_their_button_in_place(language, size):
    """Three people at one screen play a card each: the first hand-over has no take-back,
    the next ones have the card just played to take back and more news."""
    ui = Driver(size, settings=replace(FAST, language=language))
    config = card_config.Config(seats=tuple(card_config.SeatConfig(n) for n in NAMES),
                                first_player=0)
    match = new_match(ui.ctx, config, seed=3, rng=random.Random(3), thinking_seconds=0.0)
    table = ui.ctx.stack.make("card_table", match)
    ui.ctx.stack.reset(table)
    seen = []
    for seat in (0, 1, 2, 0):
        top = _handed(ui)
        assert top.seat == seat
        seen.append(_places(top))
        ui.key(pygame.K_RETURN)
        assert frames_until(ui, lambda: table.human_turn() and table.shown.seat == seat)
        card = next(c for c in table.shown.hand if c.effect == NO_EFFECT)
        click_card(ui, table, card)
        assert match.actions[-1] == PlayCardGame(seat, card)
    assert seen[0].get("take back") is None and seen[1].get("take back") is not None
    assert len({places["button"].y for places in seen}) == 1, seen
    assert len({places["take back"].y for places in seen[1:]}) == 1, seen
    for places in seen:
        assert pygame.Rect((0, 0), size).contains(places["card"])
        assert all(places["card"].contains(r) for r in places.values())
