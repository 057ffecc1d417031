"""A seat's display reads from its panel's start: its artists take the places of its row in the
order their first card came (`card_rows.display_groups`), from the place after the seat's
name. In the market board's order (a place per artist, the same on every panel) a seat holding
only Christin P cards had them in the middle of its panel, the first two places empty
(testers, 2, 4 and 5 players, 1280×720 and 1920×1080). Still nothing moves as a round fills a
display (the play-tester's five-player table once saw a seat's groups shift as new artists
arrived): a new artist takes the next place, the cards already down stay put."""
from __future__ import annotations

import dataclasses

import pytest

from tests.card_helpers import DENISE, MARIANA, TEC, WAGNER
from tests.ui_driver import FAST, Driver, card_table_at, click_card

from game.card.cards import DECK, NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.position import position
from scenes.card_art import card_tip
from scenes.table.card_layout import display_places
from scenes.table.header_name import header_width

SIZES = [(1280, 720), (1920, 1080)]
NAMES = ("Ada", "Bea", "Cem", "Dora", "Emil")


def _late_artists_first(config):
    """Ada (at the screen) holds two Mariana (the board's last artist) and three Denise (its
    first); the computers hold Wagner and TEC, so that nobody ends the round meanwhile and
    Ada's turns come back with a choice of cards."""
    n = config.players
    return position(config, hands=[[(MARIANA, NO_EFFECT)] * 2 + [(DENISE, NO_EFFECT)] * 3] +
                    [[(WAGNER, NO_EFFECT), (TEC, NO_EFFECT), (WAGNER, NO_EFFECT)]] * (n - 1),
                    influence=(TEC, NO_EFFECT), first_player=0, turn=0)


def _drawn_in_row(table, seat: int, card) -> list:
    """Where the table drew the cards of `card`'s artist and effect in `seat`'s row (their
    help's rects), left to right."""
    tip, row = card_tip(card, table.shown.config.theme), table.layout.rows[seat]
    return sorted((r for r, t in table.regions if t == tip and row.contains(r)),
                  key=lambda r: r.x)


def _play(ui, table, card) -> None:
    """Ada plays `card` from her hand with a click; the computers play until her turn."""
    click_card(ui, table, card)
    for _ in range(200):
        ui.frame(0.05)
        if table.human_turn():
            return
    raise AssertionError("Ada's turn never came back")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4, 5])
def test_a_display_reads_from_its_panel_s_start(size, players):
    ui = Driver(size, settings=dataclasses.replace(FAST, computer_pace="instant"))
    seats = (SeatConfig("Ada"),) + tuple(SeatConfig(n, "bot", "random")
                                        for n in NAMES[1:players])
    match, table = card_table_at(ui, Config(seats=seats, first_player=0), _late_artists_first)
    ui.frame(0.05)
    assert table.human_turn()
    row = table.layout.rows[0]
    v = table.shown
    header = header_width(ui.ctx, v, min(r.h for r in table.layout.rows.values()))
    places = display_places(row, header, ui.ctx.px, players).rects
    mariana = next(c for c in v.hand if c.artist == MARIANA)
    _play(ui, table, mariana)
    first = _drawn_in_row(table, 0, mariana)
    assert len(first) == 1 and first[0].x == places[0].x, (first, places[0])
    # The board's first artist comes next: it takes the second place, Mariana stays.
    denise = next(c for c in table.shown.hand if c.artist == DENISE)
    _play(ui, table, denise)
    assert _drawn_in_row(table, 0, denise)[0].x == places[1].x
    assert _drawn_in_row(table, 0, mariana) == first
    # Every other seat's display starts at its panel's start too.
    for seat in range(1, players):
        drawn = [r for r, _t in table.regions if table.layout.rows[seat].contains(r)
                 and r.x >= places[0].x and r.h > ui.ctx.px(40)]
        assert drawn and min(r.x for r in drawn) == places[0].x, (seat, drawn)


def test_the_groups_keep_their_places_as_the_round_fills_the_display():
    """Cards come: each new artist takes the next place, a card of an artist already down
    joins its pile; no place changes hands, the face-down cards keep the last place."""
    from game.card.engine import new_game, view
    from scenes.table.card_rows import display_counts, display_groups
    config = Config(seats=tuple(SeatConfig(n) for n in NAMES[:3]), first_player=0)
    v = view(new_game(config, 1), 0)
    by = {a: [c for c in DECK if c.artist == a] for a in range(5)}
    arrivals = [by[TEC][0], by[MARIANA][0], by[TEC][1], by[DENISE][0], by[MARIANA][1],
                by[WAGNER][0]]
    seen: dict = {}
    for k in range(1, len(arrivals) + 1):
        shown = dataclasses.replace(v, displays=(tuple(arrivals[:k]),) + v.displays[1:],
                                    face_down_counts=(k % 3,) + v.face_down_counts[1:])
        groups = display_groups(shown, 0)
        for place, (artist, _cards) in enumerate(groups):
            assert seen.setdefault(artist, place) == place, (artist, place, seen)
        counts = display_counts(shown, 0)
        assert counts[:len(groups)] == [len(c) for _a, c in groups]
        assert counts[len(groups):-1] == [0] * (5 - len(groups)) and counts[-1] == k % 3
    assert seen == {TEC: 0, MARIANA: 1, DENISE: 2, WAGNER: 3}
