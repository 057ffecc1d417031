"""Thirteen cards in an auction hand (three players' hands reach that and more) at 1280x720 were
readable but crowded: each leaning card cut the next one's strip on a slant, the badges and
banners on as many heights and tilts, and a card picked up showed its left strip only. A hand
that close stands upright, every card's auction badge and the start of its banner in view;
the card picked up is drawn whole over its neighbours; and a click still picks the card drawn
under the pointer."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import Driver, click_card

from game import Config, PlayCard, SeatConfig
from game.cards import DECK
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.controls import card_choices

SIZES = [(1280, 720), (1920, 1080)]
#: Thirteen cards of every artist and every auction method.
HAND = tuple(DECK[i] for i in range(0, 70, 5))[:13]


def _table(size) -> tuple[Driver, TableScene]:
    """Ada's auction table of three, her turn to auction, thirteen cards in her hand."""
    ui = Driver(size)
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bea", "bot", "random"),
             SeatConfig("Cy", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 4, thinking_seconds=0.0)
    match._state = match.state._replace(hands=(HAND,) + match.state.hands[1:])
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=5)
    table.show(match.view(0), match.public_view())
    table.refresh()
    ui.frame(0.05)
    return ui, table


def _drawn(ui, table) -> list:
    """The fan as drawn: (image, spot), in drawing order."""
    return table.hand.drawn(ui.ctx, table.look, card_choices(table.look.legal), None)


def _in_view(seen: pygame.Rect, spot: pygame.Rect, later: list) -> int:
    """How many pixels of `seen` (screen) the images drawn `later` leave uncovered, of those
    its own image (at `spot`) covers."""
    mask = pygame.mask.Mask(seen.size, fill=True)
    for img, at in later:
        mask.erase(pygame.mask.from_surface(img), (at.x - seen.x, at.y - seen.y))
    return mask.count()


def _move(ui, pos) -> None:
    ui.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)


@pytest.mark.parametrize("size", SIZES)
def test_thirteen_cards_stand_upright_each_badge_and_banner_start_in_view(size):
    ui, table = _table(size)
    _move(ui, (2, 2))
    hand, art, px = table.hand, ui.ctx.art, ui.ctx.px
    assert len(hand.cards) == 13 and hand.angles == [0] * 13
    assert len({c.artist for c in hand.cards}) == 5 and len({c.method for c in hand.cards}) == 5
    drawn = _drawn(ui, table)
    for i, (img, spot) in enumerate(drawn):
        badge = art.badge_rect(spot.w).move(spot.topleft)
        assert _in_view(badge, spot, drawn[i + 1:]) == badge.w * badge.h, i
        banner = art.banner_rect(spot.w).move(spot.topleft)
        start = pygame.Rect(banner.x, banner.y, px(56), banner.h)
        assert _in_view(start, spot, drawn[i + 1:]) == start.w * start.h, i


@pytest.mark.parametrize("size", SIZES)
def test_the_card_under_the_pointer_is_drawn_whole_over_its_neighbours(size):
    ui, table = _table(size)
    hand = table.hand
    r = hand.rects[5]
    _move(ui, (r.x + ui.ctx.px(10), r.centery))
    assert hand.hovered() == hand.cards[5]
    drawn = _drawn(ui, table)
    img, spot = drawn[-1]
    assert spot.center == (r.centerx, r.centery - hand.lift)
    assert _in_view(spot, spot, []) == spot.w * spot.h


@pytest.mark.parametrize("size", SIZES)
def test_the_card_a_click_picks_is_the_one_drawn_under_the_pointer(size):
    """Across the hand, at its cards' tops, middles and banners: after the pointer comes there,
    the card drawn topmost under it (known by its centre, each card's own) is the one a click
    there picks."""
    ui, table = _table(size)
    hand, px = table.hand, ui.ctx.px
    top, bottom = min(r.y for r in hand.rects), max(r.bottom for r in hand.rects)
    checked = 0
    for x in range(hand.rects[0].x + 2, hand.rects[-1].right - 2, px(7)):
        for y in range(top + px(6), bottom - px(4), px(30)):
            if any(abs(x - r.x) < px(6) for r in hand.rects):
                continue        # a card's rounded corner: the one under it shows there
            _move(ui, (x, y))
            under = None
            for img, spot in _drawn(ui, table):
                if spot.collidepoint(x, y) and img.get_at((x - spot.x, y - spot.y)).a > 0:
                    under = spot.centerx
            hover = hand.hover
            if hover is not None and y >= hand.rects[hover].bottom - hand.lift:
                continue        # below the card picked up, which still counts at rest there
            if under is None:
                continue
            checked += 1
            picked = hand.card_at((x, y))
            assert picked is not None and hand.rects[picked].centerx == under, (x, y, picked)
    assert checked > 100


@pytest.mark.parametrize("index", [0, 6, 12])
def test_a_click_on_a_card_s_strip_plays_that_card(index):
    ui, table = _table((1280, 720))
    card = table.hand.cards[index]
    before = len(table.match.actions)
    click_card(ui, table, card)
    assert table.match.actions[before] == PlayCard(0, card)
