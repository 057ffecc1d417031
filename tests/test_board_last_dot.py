"""The market board's Played dots. A play-tester saw Christin P's red and the board's red "one
more ends the round" dots alike (the legend said "red: one more ends the round"), and at "The
fifth Yoko!" Yoko's dots still showed four of five. An artist's dots keep its colour; the dot
whose card would end the round is ringed in ink (a shape, no artist's colour, in either
palette), the legend shows that mark; and while a fifth card's end of the round is told, all
five of its artist's dots are filled."""
from __future__ import annotations

import pygame

from tests.ui_driver import Driver

from game import Config, SeatConfig
from game.cards import CARDS_TO_END_ROUND
from scenes import ui as paint
from scenes.session.match import Match
from scenes.session.settings import Settings
from scenes.table import TableScene, board
from scenes.table.timeline import RoundOver


def _board_drawn(ui: Driver, table, monkeypatch) -> tuple[list, list]:
    """The board drawn again now: its filled dots (colour, centre, radius) and the centres of
    the marks "one more ends the round"."""
    dots: list = []
    marks: list = []
    real_circle, real_mark = pygame.draw.circle, board.draw_last_mark

    def circle(surface, colour, centre, radius, width=0, *a, **k):
        if not width:
            dots.append((tuple(pygame.Color(colour))[:3], tuple(centre), radius))
        return real_circle(surface, colour, centre, radius, width, *a, **k)

    def mark(surf, ctx, centre):
        marks.append(tuple(centre))
        return real_mark(surf, ctx, centre)

    with monkeypatch.context() as m:
        m.setattr(pygame.draw, "circle", circle)
        m.setattr(board, "draw_last_mark", mark)
        table._static = None
        ui.frame(0.0)
    return dots, marks


def _artist_dots(ui, dots, artist: int) -> int:
    colour = tuple(ui.ctx.art.artist_colour(artist))[:3]
    return sum(1 for c, _centre, radius in dots if c == colour and radius == ui.ctx.px(4))


def test_four_played_ring_the_fifth_dot_and_the_fifth_card_fills_it(monkeypatch):
    ui = Driver((1920, 1080), settings=Settings(animation_speed="fast", computer_pace="instant"))
    config = Config(seats=tuple(SeatConfig(n, "bot", "random") for n in ("Ada", "Bea", "Cy")))
    table = TableScene(ui.ctx, Match(config, 3, thinking_seconds=0.0, spectator_seat=0))
    ui.ctx.stack.push(table)
    four = ended = None
    for _ in range(8000):
        ui.frame(0.05)
        beats = table.timeline.beats
        first = beats[0] if beats else None
        at_four = [a for a, n in enumerate(table.shown.counts) if n == CARDS_TO_END_ROUND - 1]
        if four is None and at_four and not isinstance(first, RoundOver):
            dots, marks = _board_drawn(ui, table, monkeypatch)
            four = at_four
            # Its four dots in its own colour, none in the old red, the fifth ringed; and
            # the legend's mark beside "one more ends the round".
            for artist in at_four:
                assert _artist_dots(ui, dots, artist) == CARDS_TO_END_ROUND - 1
            assert all(c != tuple(paint.CLARET)[:3] for c, _centre, _r in dots), dots
            assert len(marks) == len(at_four) + 1, marks
        if isinstance(first, RoundOver) and first.started and first.card is not None:
            dots, marks = _board_drawn(ui, table, monkeypatch)
            assert _artist_dots(ui, dots, first.card.artist) == CARDS_TO_END_ROUND
            assert table.look.ended_by == first.card.artist
            ended = first.card.artist
            break
    assert four is not None and ended is not None
