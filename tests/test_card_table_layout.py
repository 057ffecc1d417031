"""The card game's table layout is a pure function of the window size and the seats: tested
without a window at the sizes players use, for 2 to 5 seats, from every seat and none."""
import itertools

import pytest

from scenes.context import px_at
from scenes.table.card_layout import (FAN, PLACE_PILE, TIGHT, card_table_layout, group_rects,
                                      hand_rects)

SIZES = [(1280, 720), (1920, 1080), (1366, 768), (1600, 900), (2560, 1440)]


def inside(rect, size) -> bool:
    return rect.left >= 0 and rect.top >= 0 and rect.right <= size[0] and rect.bottom <= size[1]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_area_lies_in_the_window_and_the_areas_do_not_overlap(size, players):
    for anchor in list(range(players)) + [None]:
        lay = card_table_layout(size, players, anchor)
        areas = lay.named()
        for name, rect in areas.items():
            assert inside(rect, size) and rect.w > 0 and rect.h > 0, (name, rect)
        for (na, a), (nb, b) in itertools.combinations(areas.items(), 2):
            assert not a.colliderect(b), (na, nb, size, players)
        assert lay.centre.contains(lay.influence) and lay.centre.contains(lay.controls)
        assert lay.centre.contains(lay.hide_button)
        for other in (lay.influence, lay.controls):
            assert not lay.hide_button.colliderect(other)
        # Room for the award's five artists in two columns and a decline button.
        assert lay.controls.h >= 4 * px_at(size)(40)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_one_row_per_seat_in_playing_order_with_the_followed_seat_last(size, players):
    for anchor in range(players):
        lay = card_table_layout(size, players, anchor)
        order = [(anchor + k) % players for k in range(1, players)] + [anchor]
        assert list(lay.rows) == order
        rows = [lay.rows[s] for s in order]
        assert all(lay.displays.contains(r) for r in rows)
        assert all(a.bottom < b.top for a, b in zip(rows, rows[1:]))
        # the followed seat's display sits just above its hand
        assert rows[-1].bottom <= lay.hand.top
    assert list(card_table_layout(size, players, None).rows) == list(range(players))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [1, 5, 13, 20])
def test_hand_cards_lie_in_the_hand_left_to_right(size, count):
    lay = card_table_layout(size, 4, 0)
    px = px_at(size)
    rects = hand_rects(lay.hand, count, px)
    assert len(rects) == count
    for r in rects:
        # raised by a few pixels when playable, still inside the hand's panel
        assert lay.hand.contains(r.move(0, -px(12)))
    assert all(a.x < b.x for a, b in zip(rects, rects[1:]))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 5])
def test_each_artist_group_stays_in_its_row_and_apart_from_the_next(size, players):
    lay = card_table_layout(size, players, 0)
    px = px_at(size)
    row = lay.rows[0]
    groups = group_rects(row, px(112), [7, 1, 0, 6, 3], px)
    assert [len(g) for g in groups] == [7, 1, 0, 6, 3, 0]     # the face-down place last
    for g in groups:
        assert all(row.contains(r) for r in g)
    spans = [(g[0].left, g[-1].right) for g in groups if g]
    assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:]))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("header", [112, 168])
def test_cards_of_one_artist_never_lie_exactly_on_one_another(size, players, header):
    """Two cards of one artist in a display fan out so each one shows a strip of `TIGHT` (in a
    tall row of a 3-player table the cards filled their group, and a second card hid the
    first); a larger pile lies closer in its fixed place, each card still a step from the
    last (its number on the top card, `card_rows.pile_count`)."""
    lay = card_table_layout(size, players, 0)
    px = px_at(size)
    for counts in ([2, 0, 0, 0, 0], [3, 1, 2, 0, 1], [7, 1, 0, 6, 3]):
        groups = group_rects(lay.rows[0], px(header), counts, px, players)
        for g in groups:
            # Fanned across the group or down it: the covered card shows a strip either way.
            steps = [max(b.x - a.x, b.y - a.y) for a, b in zip(g, g[1:])]
            least = px(TIGHT) if len(g) <= PLACE_PILE else 1
            assert all(step >= least for step in steps), (counts, steps)


def test_every_row_of_a_table_shows_its_cards_at_one_size():
    """Every row shows its cards at one size, a row with one card of each artist no bigger
    than the row beside it, and through the round: the cards' size is the row's, whatever
    lies in it (the cards shrank as a pile grew, every place moving)."""
    size = (1280, 720)
    lay = card_table_layout(size, 3, 0)
    px = px_at(size)
    one = group_rects(lay.rows[1], px(112), [1, 0, 0, 0, 0], px, 3)[0][0]
    three = group_rects(lay.rows[0], px(112), [3, 0, 0, 0, 0], px, 3)[0][0]
    alone = group_rects(lay.rows[1], px(112), [1, 0, 0, 0, 0], px, 3)[0][0]
    assert one.size == three.size == alone.size


@pytest.mark.parametrize("size", [(1, 1), (2, 2), (40, 30), (200, 150), (1280, 1), (1, 720)])
def test_the_beats_survive_a_window_shrunk_to_a_few_pixels(size):
    """A window manager may hand over any size: the card added at scoring, drawn over the
    displays, made a surface of the displays' size, negative at 2x2 ("Invalid resolution for
    Surface", found by the card table's monkey)."""
    import pygame
    from tests.ui_driver import Driver
    from scenes.card_art import CardArt
    from scenes.table.card_moments import Beat, draw_beat
    from scenes.table.card_layout import card_table_layout
    from game.card.cards import DECK
    ui = Driver(size)
    cart = CardArt(ui.ctx.art)
    layout = card_table_layout(size, 4, 0)
    names = ("Ada", "Beatrix", "Clemens", "Doris")
    surface = pygame.Surface((max(1, size[0]), max(1, size[1])))
    for beat in (Beat("added", 0.9, names, (None, None, None, DECK[3]), seat=3, t=0.4),
                 Beat("reveal", 1.2, names, DECK[:4], seat=0, t=0.6)):
        draw_beat(surface, ui.ctx, cart, layout, beat)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_two_players_rows_fill_the_table_and_show_large_cards(size):
    """With two players the rows took 180 design pixels each under a bare band, and a group of
    four cards fanned across showed cards half their group's width. The rows now share the
    room, and a group fans down its row with cards as wide as the group allows."""
    lay = card_table_layout(size, 2, 0)
    px = px_at(size)
    rows = sorted(lay.rows.values(), key=lambda r: r.y)
    assert rows[0].top - lay.displays.top <= px(14)
    assert lay.displays.bottom - rows[-1].bottom <= px(14)
    group = group_rects(rows[0], px(112), [4, 1, 0, 0, 0], px)[0]
    # Five artists' places and the face-down place, a gap after the last too.
    group_w = (rows[0].w - px(112) - px(6) * 7) // 6
    assert group[0].w >= group_w - 1                       # as wide as the group
    assert all(b.y - a.y >= px(FAN) and b.x == a.x for a, b in zip(group, group[1:]))
    assert all(rows[0].contains(r) for r in group)
