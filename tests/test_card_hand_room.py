"""The card game's hand uses the table's room (a Traditional Chinese play-tester at 1920x1080:
thirteen cards filled only the table's middle strip, their artists cut to "Lite I", "Yo",
"Chris"), and a covered card's name fits the strip of it that shows, up to the largest hands."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_table import card_match
from tests.ui_driver import Driver

from game.card.cards import DECK, NO_EFFECT, artist_name
from game.card.state import PLAY
from scenes.card_art import CardArt, name_band
from scenes.context import px_at
from scenes.table.card_hand import BADGE, covered_face
from scenes.table.card_layout import card_table_layout, hand_rects

SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES + [(1366, 768), (1200, 675), (960, 540)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_hand_runs_under_the_log_and_its_cards_show_wide_strips(size, players):
    """The hand ran from the board's column to the log's (13 cards: 42 design pixels of each
    covered card in view); it now runs on under the log, which ends above it, so 13 cards
    show 60 and the most a hand can hold (24) still 30, every card inside the panel."""
    px = px_at(size)
    lay = card_table_layout(size, players, 0)
    assert lay.hand.right == lay.log.right and lay.log.bottom < lay.hand.top
    for count in range(1, 25):
        rects = hand_rects(lay.hand, count, px)
        steps = [b.x - a.x for a, b in zip(rects, rects[1:])]
        assert all(lay.hand.contains(r.move(0, -px(18))) for r in rects)
        assert min(steps, default=px(60)) >= (px(60) if count <= 13 else px(30)), count


@pytest.mark.parametrize("size", SIZES)
def test_two_players_hold_larger_cards_than_five(size):
    """Two players' display rows have room to spare: their hand is taller, its cards larger."""
    px = px_at(size)
    two = hand_rects(card_table_layout(size, 2, 0).hand, 13, px)[0]
    five = hand_rects(card_table_layout(size, 5, 0).hand, 13, px)[0]
    assert two.h > five.h + px(30)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("strip", [20, 26, 34, 60])
def test_a_covered_cards_name_and_badge_stay_on_the_strip_in_view(size, strip):
    """The name down a covered card's edge was as thick as its font, whatever the strip: with
    22 to 24 cards the next card covered its last pixels. Nothing drawn for the strip lies
    past it now (every pixel there is the plain face's), and the name is there."""
    ui = Driver(size)
    cart, px = CardArt(ui.ctx.art), ui.ctx.px
    w = hand_rects(card_table_layout(size, 4, 0).hand, 24, px)[0].w
    for card in (DECK[0], next(c for c in DECK if c.effect != NO_EFFECT)):
        badge = None if card.effect == NO_EFFECT else cart.icon(card.effect, px(BADGE))
        name = artist_name(card.artist, "classic")
        face = covered_face(ui.ctx, cart, card, w, name, badge, px(strip))
        plain = cart.plain_face(card, w)
        margin, band = name_band(w)
        foot = face.get_height() - margin - band
        past = [(x, y) for x in range(px(strip) - px(3), w) for y in range(foot)
                if face.get_at((x, y)) != plain.get_at((x, y))]
        assert not past, (card, strip, past[:3])
        colour = tuple(ui.ctx.art.artist_colour(card.artist)[:3])
        tag = [y for y in range(foot) if _near(face.get_at((px(6), y)), colour)]
        assert len(tag) > px(30), (card, strip)


def _near(a, b, tolerance=24) -> bool:
    return all(abs(a[i] - b[i]) <= tolerance for i in range(3))


@pytest.mark.parametrize("size", SIZES)
def test_an_effect_badge_goes_beside_the_name_where_the_strip_has_room(size):
    """A covered card with an effect showed its badge above its name, and the name shrank
    into what was left ("Lite Metal" half the size of its neighbour's), while the face's
    own badge peeked out cut at the strip's edge. On a wide strip the badge goes beside the
    name, which keeps its full size, and the face's own badge is gone."""
    ui = Driver(size)
    cart, px = CardArt(ui.ctx.art), ui.ctx.px
    card = next(c for c in DECK if c.effect != NO_EFFECT)
    plain = next(c for c in DECK if c.effect == NO_EFFECT and c.artist == card.artist)
    w = hand_rects(card_table_layout(size, 3, 0).hand, 13, px)[0].w
    name = artist_name(card.artist, "classic")
    badge = cart.icon(card.effect, px(BADGE))
    colour = tuple(ui.ctx.art.artist_colour(card.artist)[:3])

    def tag_rows(face):
        return [y for y in range(face.get_height() // 2) if _near(face.get_at((px(6), y)),
                                                                   colour)]
    with_badge = covered_face(ui.ctx, cart, card, w, name, badge, px(60))
    without = covered_face(ui.ctx, cart, plain, w, name, None, px(60))
    assert tag_rows(with_badge)[0] == tag_rows(without)[0] < px(12)
    assert len(tag_rows(with_badge)) == len(tag_rows(without))


@pytest.mark.parametrize("size", SIZES)
def test_the_table_draws_its_thirteen_cards_across_the_hand_under_the_log(size):
    """At the table itself: a two-player game at its first turn lays its 13 cards across the
    hand's whole panel, the last card's right edge under the log's column."""
    ui = Driver(size)
    _match, table, _over = card_match(ui, humans=1, bots=1, seed=4)
    while not (table.human_turn() and table.shown.phase == PLAY):
        ui.frame(0.05)
    ui.post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    rects = [r for _c, r in table.hand_rects()]
    assert len(rects) == 13
    assert rects[-1].right > table.layout.log.x
    assert min(b.x - a.x for a, b in zip(rects, rects[1:])) >= ui.ctx.px(60)
