"""Every artist keeps one place in every seat's display: a play-tester's five-player table at
1920×1080 showed a seat's groups shift as new artists arrived (Yoko at x≈700 on one panel, 730
on another, and moving during the round). The places follow the market board's order, the same
on every panel, and stay put as artists arrive, piles grow and the first face-down card is
played."""
import pytest

from scenes.context import px_at
from scenes.table.card_layout import card_table_layout, group_rects

SIZES = [(1280, 720), (1920, 1080)]

#: A round as it grows: each seat's face-up cards by artist, and each seat's face-down count.
ROUND = [
    ([[0, 1, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]],
     [0] * 5),
    ([[0, 1, 0, 0, 0], [1, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]],
     [0] * 5),
    ([[0, 1, 0, 0, 0], [1, 0, 0, 0, 0], [0, 0, 0, 1, 0], [0, 1, 0, 0, 0], [0, 0, 0, 0, 0]],
     [0] * 5),
    ([[0, 1, 0, 0, 0], [1, 0, 0, 0, 0], [0, 0, 0, 1, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 1]],
     [0, 0, 1, 0, 0]),
    ([[0, 2, 0, 0, 0], [1, 0, 0, 0, 1], [0, 0, 0, 1, 0], [0, 1, 0, 0, 0], [1, 0, 1, 0, 1]],
     [0, 0, 1, 0, 0]),
    ([[0, 2, 0, 0, 0], [1, 0, 0, 0, 1], [0, 0, 0, 2, 0], [0, 1, 0, 0, 0], [1, 2, 1, 0, 1]],
     [0, 0, 4, 0, 1]),
]


def lefts(size, players: int, displays, downs) -> list[dict]:
    """Per moment, each artist's left edge in every row that shows the artist: {artist: {x}}."""
    px = px_at(size)
    layout = card_table_layout(size, players, 0)
    seen: dict = {}
    for seat, row in layout.rows.items():
        groups = group_rects(row, px(112), displays[seat] + [downs[seat]], px, players)
        for artist, rects in enumerate(groups[:5]):
            if rects:
                seen.setdefault(artist, set()).add(rects[0].x)
    return seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_artist_stands_at_one_place_on_every_panel_through_the_round(size, players):
    places: dict = {}
    for displays, downs in ROUND:
        for artist, xs in lefts(size, players, displays, downs).items():
            assert len(xs) == 1, (artist, xs)            # one column down the table
            places.setdefault(artist, set()).update(xs)
    assert all(len(xs) == 1 for xs in places.values()), places      # and it stays there


@pytest.mark.parametrize("size", SIZES)
def test_the_places_follow_the_market_boards_order(size):
    displays = [[1, 1, 1, 1, 1]] * 5
    seen = lefts(size, 5, displays, [0] * 5)
    xs = [next(iter(seen[a])) for a in range(5)]
    assert xs == sorted(xs) and len(set(xs)) == 5
