"""The longest name a seat may have stands whole on one's own seat wherever the panel has the
room for it, at 2 to 5 seats, at 1280x720 and 1920x1080, in both games: "Bartholomus Wi…
(you)" was cut on the card table's own row though a second line had room for the rest, and
"Bartholomäus… you" on the auction table's own panel though smaller type held it whole."""
from __future__ import annotations

import dataclasses
import random
from itertools import combinations

import pygame
import pytest

from tests.ui_driver import Driver, LONG_NAMES, record_texts

from game.config import MAX_NAME
from scenes.session.games import new_match, open_table
from scenes.table import card_rows, display, header_name

#: The longest name a seat may have, of two words.
NAME = "Bartholomäus Wittgenstei"
SIZES = [(1280, 720), (1920, 1080)]


def test_the_name_is_the_longest_allowed():
    assert len(NAME) == MAX_NAME


def _card_table(size, players: int):
    from game.card.config import Config, SeatConfig
    ui = Driver(size)
    seats = (SeatConfig(NAME, "human"),) + tuple(
        SeatConfig(n, "bot", "normal") for n in LONG_NAMES[1:players])
    match = new_match(ui.ctx, Config(seats=seats, first_player=0), seed=3,
                      rng=random.Random(3), thinking_seconds=0.0)
    table = open_table(ui.ctx, match, how="reset")
    ui.frame(0.0)
    return ui, table, match


def _headers(ui, table, v, monkeypatch) -> dict[int, list]:
    """Each row's header's texts as drawn, (text, rect) in drawing order."""
    drawn = record_texts(monkeypatch)
    card_rows.draw_rows(ui.ctx.screen, ui.ctx, table.cart, v, table.layout, [])
    rows = table.layout.rows
    header_w = display.header_width(ui.ctx, v, min(r.h for r in rows.values()))
    out = {}
    for seat, row in rows.items():
        head = pygame.Rect(row.x, row.y, header_w, row.h)
        out[seat] = [(str(s), r) for s, r in drawn if head.colliderect(r)]
        assert all(head.contains(r) for _s, r in out[seat]), (seat, out[seat], head)
        for (s1, r1), (s2, r2) in combinations(out[seat], 2):
            assert not r1.colliderect(r2), (s1, s2)
    return out


def _name_lines(texts: list) -> list[str]:
    """A header's name, line by line: what is drawn before its hand count (the first words
    with a figure: "13 in hand", "Hand: 13"), the tag aside."""
    lines = []
    for s, _r in texts:
        if any(ch.isdigit() for ch in s):
            return lines
        if s not in {"normal", "easy", "hard", "human"}:
            lines.append(s)
    raise AssertionError(texts)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_card_tables_own_row_shows_a_long_name_whole_where_it_has_room(size, players,
                                                                           monkeypatch):
    """Two to four rows are tall enough for a name of two lines, the header's other lines
    moved down under it: the longest name stands whole with "(you)". Five rows are not: the
    name is smaller, cut in its middle (its start and its end kept), "(you)" whole. Every header's
    texts stay inside it and apart, also while "has chosen" stands at its foot."""
    from game.card.engine import view
    ui, table, match = _card_table(size, players)
    v = view(match.state, 0)
    lines = _name_lines(_headers(ui, table, v, monkeypatch)[0])
    if players <= 4:
        assert lines == ["Bartholomäus", "Wittgenstei (you)"], lines
    else:
        # Cut in its middle: its start and its end kept, "(you)" whole.
        assert len(lines) == 1 and lines[0].endswith(" (you)"), lines
        head, cut, tail = lines[0][:-len(" (you)")].partition("…")
        assert cut and len(head) >= 6 and tail, lines
        assert NAME.startswith(head) and NAME.endswith(tail), lines
    for seat, name in enumerate(LONG_NAMES[1:players], start=1):
        shown = " ".join(_name_lines(_headers(ui, table, v, monkeypatch)[seat]))
        if players <= 4 and " " in name:
            assert shown == name, (seat, shown)
    chosen = dataclasses.replace(v, phase="everyone_plays", secret_done=(True,) * players,
                                 round_starter=0)
    _headers(ui, table, chosen, monkeypatch)


def test_the_own_rows_second_line_is_in_the_players_language(monkeypatch):
    """The name broken into lines after its words are translated: "(du)" on a German table
    (the lines were cut from the English, "(you)")."""
    from game.card.engine import view
    ui, table, match = _card_table((1280, 720), 3)
    ui.ctx.set_language("de")
    lines = _name_lines(_headers(ui, table, view(match.state, 0), monkeypatch)[0])
    assert lines == ["Bartholomäus", "Wittgenstei (du)"], lines


def test_a_short_name_keeps_one_line_and_the_narrow_header():
    """Everyday names change nothing: one line each, the header at its narrowest."""
    from game.card.config import Config, SeatConfig
    from game.card.engine import view
    ui = Driver((1280, 720))
    seats = (SeatConfig("Ada", "human"), SeatConfig("Emil", "bot", "normal"))
    match = new_match(ui.ctx, Config(seats=seats, first_player=0), seed=2,
                      rng=random.Random(2), thinking_seconds=0.0)
    v = view(match.state, 0)
    px = ui.ctx.px
    assert display.header_width(ui.ctx, v, px(400)) == px(header_name.HEADER_W)
    assert header_name.fitted_name(ui.ctx, v, 0, px(header_name.HEADER_W), True) == (
        ("Ada (you)",), header_name.NAME_SIZE)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_auction_tables_own_panel_shows_a_long_name_whole(size, players, monkeypatch):
    """The own panel's name gets smaller before it is cut: the longest name stands whole,
    clear of the "hide my screen" button, at every table."""
    from game.config import TWO_PLAYER, Config, SeatConfig
    ui = Driver(size)
    seats = (SeatConfig(NAME, "human"),) + tuple(
        SeatConfig(n, "bot", "normal") for n in LONG_NAMES[1:players])
    config = Config(seats=seats, **({"variant": TWO_PLAYER} if players == 2 else {}))
    match = new_match(ui.ctx, config, seed=3, rng=random.Random(3), thinking_seconds=0.0)
    table = open_table(ui.ctx, match, how="reset")
    ui.frame(0.0)
    drawn = record_texts(monkeypatch)
    table.invalidate()
    table.refresh()
    table.draw(ui.ctx.screen)
    own = table.layout.own
    name = next((s, r) for s, r in drawn if own.contains(r) and str(s).startswith("Barth"))
    assert name[0] == NAME
    assert name[1].right <= table.layout.hide_button.x
