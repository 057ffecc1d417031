"""The table's layout is a pure function of the window size and the seats: tested without a
window, at the sizes players use, for 2 to 5 seats, with and without the dummy hand."""
import itertools

import pygame
import pytest

from scenes.table.layout import hand_card_rects, table_layout

SIZES = [(1280, 720), (1920, 1080), (1366, 768), (1600, 900), (1600, 720), (2560, 1440)]


def inside(rect, size) -> bool:
    return rect.left >= 0 and rect.top >= 0 and rect.right <= size[0] and rect.bottom <= size[1]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players,dummy", [(2, False), (3, False), (3, True), (4, False),
                                           (5, False)])
@pytest.mark.parametrize("anchor", [0, 1, None])
def test_every_area_lies_in_the_window_and_the_panels_do_not_overlap(size, players, dummy,
                                                                       anchor):
    if anchor is not None and anchor >= players:
        return
    lay = table_layout(size, players, anchor, dummy)
    areas = lay.named()
    for name, rect in areas.items():
        assert inside(rect, size), (name, rect)
        assert rect.w > 0 and rect.h > 0, name
    for (na, a), (nb, b) in itertools.combinations(
            [(n, areas[n]) for n in ("board", "own", "log", "hand", "opp", "lot")], 2):
        assert not a.colliderect(b), (na, nb)
    assert lay.lot.contains(lay.lot_card) and lay.lot.contains(lay.controls)
    assert not lay.lot_card.colliderect(lay.controls)
    assert lay.own.contains(lay.hide_button)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_other_seats_sit_in_a_row_in_playing_order_after_the_anchor(size, players):
    for anchor in range(players):
        lay = table_layout(size, players, anchor, False)
        order = [(anchor + k) % players for k in range(1, players)]
        assert list(lay.seats) == order and anchor not in lay.seats
        rects = [lay.seats[s] for s in order]
        assert all(lay.opp.contains(r) for r in rects)
        assert all(a.right < b.left for a, b in zip(rects, rects[1:]))
        # the anchor's own seat is the panel under the board; the bank is by the board
        assert lay.seat_rect(anchor) == lay.own
        assert lay.board.collidepoint(lay.seat_rect(None).topleft)
    spectator = table_layout(size, players, None, False)
    assert list(spectator.seats) == list(range(players))


@pytest.mark.parametrize("size", SIZES)
def test_the_dummy_hand_takes_the_place_after_the_players(size):
    lay = table_layout(size, 3, 0, True)
    assert lay.dummy is not None and lay.opp.contains(lay.dummy)
    assert all(r.right < lay.dummy.left for r in lay.seats.values())
    assert table_layout(size, 3, 0, False).dummy is None


def test_sizes_scale_alike_in_both_directions_and_a_wider_window_gives_room_not_size():
    small = table_layout((1280, 720), 4, 0, False)
    big = table_layout((1920, 1080), 4, 0, False)
    assert big.board.w / small.board.w == pytest.approx(1.5, abs=0.02)
    assert big.lot_card.w / small.lot_card.w == pytest.approx(1.5, abs=0.02)
    assert big.lot_card.h / small.lot_card.h == pytest.approx(1.5, abs=0.02)
    wide = table_layout((1600, 720), 4, 0, False)
    assert wide.lot_card.size == small.lot_card.size
    assert wide.lot.w > small.lot.w and wide.log.w == small.log.w


def test_covering_the_screen_moves_nothing():
    """The seats are placed around the seat whose screen the table follows, whatever is shown."""
    for size in SIZES:
        assert table_layout(size, 4, 2, False) == table_layout(size, 4, 2, False)
        assert table_layout(size, 4, 2, False).seats != table_layout(size, 4, 0, False).seats


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("count", [0, 1, 2, 5, 9, 13])
def test_hand_cards_fan_inside_the_hand_area_left_to_right(size, count):
    lay = table_layout(size, 4, 0, False)
    scale = min(size[0] / 1280, size[1] / 720)
    rects = hand_card_rects(lay.hand, count, lambda v: max(1, round(v * scale)), lay.hand_mid)
    assert len(rects) == count
    for r in rects:
        # right of your panel, under the log, on screen (the fan may round a pixel past its
        # area)
        assert lay.own.right < r.left and r.top > lay.log.bottom and inside(r, size), r
        assert lay.hand.inflate(2, 0).contains(r), r
    assert all(a.x < b.x for a, b in zip(rects, rects[1:]))
    if count > 2:
        # the middle of the fan rides higher than its ends
        assert rects[count // 2].y <= rects[0].y and rects[count // 2].y <= rects[-1].y


def _board_name_sizes(size, theme):
    """The sizes the market board's artist names are rendered at, on a fresh table."""
    from tests.ui_driver import Driver
    from game import Config, SeatConfig
    from game.cards import ARTIST_COUNT, artist_name
    from scenes.session.match import Match
    from scenes.table import TableScene
    ui = Driver(size)
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0, theme=theme), 3, thinking_seconds=0.3)
    names = {artist_name(a, theme) for a in range(ARTIST_COUNT)}
    rendered: dict[str, set[int]] = {}
    real = ui.ctx.text.render

    def spy(text, size, *a, **k):
        # A name over a column may stand on two lines ("Karl" over "Gitter": board.head_names).
        for name in names:
            if text == name or (" " in name and text in name.split(" ")):
                rendered.setdefault(name, set()).add(size)
        return real(text, size, *a, **k)
    ui.ctx.text.render = spy
    ui.ctx.stack.push(TableScene(ui.ctx, match))
    ui.frame(0.05)
    return names, rendered


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("theme", ["classic", "masters", "renaissance"])
def test_the_market_board_names_every_artist_at_one_size(size, theme):
    """No artist looks lesser on the board ("Karl Gitter" was drawn smaller than the others)."""
    names, rendered = _board_name_sizes(size, theme)
    assert set(rendered) == names
    board_sizes = {min(sizes) for sizes in rendered.values()}
    assert len(board_sizes) == 1, rendered
