"""Every card of a display lies inside its row's panel, clear of its border and its rounded
corners, and the face-down cards stand on the row's line as the artists' piles do. A
play-tester saw a face-down card at the top right of its panel, raised above the other piles,
its corner on the panel's rounded border (two players at 1920×1080; another seat's card back
at four rounds' end)."""
import math

import pytest

from scenes.context import px_at
from scenes.table.card_layout import (ARTIST_GROUPS, ROW_BORDER, ROW_RADIUS, card_table_layout,
                                      display_places, group_rects)
from scenes.table.display import HEADER_MAX_W, HEADER_W

SIZES = [(1280, 720), (1920, 1080)]


def clear_inside(card, row, px) -> bool:
    """Whether `card` lies at least a border's width inside the inner edge of `row`'s panel
    (its border at its widest, its corners rounded)."""
    border, radius = px(ROW_BORDER), px(ROW_RADIUS)
    inner = row.inflate(-4 * border, -4 * border)
    if not inner.contains(card):
        return False
    keep = radius - 2 * border          # the inner edge's radius, less the clear margin
    for x, y in ((card.left, card.top), (card.right, card.top), (card.left, card.bottom),
                 (card.right, card.bottom)):
        cx = min(max(x, row.left + radius), row.right - radius)
        cy = min(max(y, row.top + radius), row.bottom - radius)
        if (cx, cy) != (x, y) and math.hypot(x - cx, y - cy) > keep:
            return False
    return True


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("header", [HEADER_W, HEADER_MAX_W])
def test_every_card_lies_inside_its_panel(size, players, header):
    px = px_at(size)
    layout = card_table_layout(size, players, 0)
    for row in layout.rows.values():
        for n in range(0, 9):
            for groups in (group_rects(row, px(header), [n] * (ARTIST_GROUPS + 1), px, players),
                           group_rects(row, px(header), [0] * ARTIST_GROUPS + [n], px,
                                       players)):
                for pile in groups:
                    for card in pile:
                        assert clear_inside(card, row, px), (size, players, n, card, row)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_face_down_card_stands_on_the_rows_line(size, players):
    px = px_at(size)
    layout = card_table_layout(size, players, 0)
    for row in layout.rows.values():
        groups = group_rects(row, px(HEADER_W), [1] * (ARTIST_GROUPS + 1), px, players)
        tops = {pile[0].top for pile in groups}
        assert len(tops) == 1, (size, players, [pile[0] for pile in groups])
        # Two face-down cards still lie whole, one under the other, where the place has room.
        places = display_places(row, px(HEADER_W), px, players)
        down = group_rects(row, px(HEADER_W), [0] * ARTIST_GROUPS + [2], px, players)[-1]
        if places.fan_down and places.rects[-1].h >= 2 * down[0].h + px(4):
            assert down[1].top >= down[0].bottom, (size, players, down)
