"""At five seats the other seats' auction panels show a 24-letter name whole, on two lines where
one does not hold it at the least a player reads: they were cut in their middle
("Bartholome…tzwilliams") at 1280x720 and 1920x1080 alike, and the hover that named them whole
is the mouse's only, while the whole table watches. Chinese names too; the lines stay at 12
pixels or more, inside the panel, clear of its tag, the auctioneer's tab and the hand's row."""
from __future__ import annotations

import dataclasses
import random

import pytest

from tests.ui_driver import FAST, LONG_NAMES, Driver, record_texts

from game import Config, SeatConfig
from scenes import ui as paint
from scenes.name_fit import two_lines
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.seat_names import hand_words
from scenes.table.seats import auctioneer_tab, seat_label

#: Five names of 24 letters (one of one word), the first the human's own.
LONG = ("Konstantinopel Eberhardt",) + LONG_NAMES[1:2] + ("Wolfgangwolfgangwolfgang",
                                                         "Maximiliane Oberhausenxy",
                                                         "Friederike Schwanenbergs")
#: Chinese names, of two characters to a long transliterated one.
CHINESE = ("陳美玲", "克里斯多福·哥倫布·阿爾瓦雷斯", "歐陽志明", "諸葛孔明諸葛孔明諸葛",
           "李四")


def _table(size, language: str, names, hot: bool = False):
    """The auction table of five, the first of `names` human and the others computers (all
    human at one screen: `hot`, the five in the row of panels), seat 1 the auctioneer."""
    seats = (SeatConfig(names[0], "human"),) + tuple(
        SeatConfig(n, "human") if hot else SeatConfig(n, "bot", "random") for n in names[1:])
    match = Match(Config(seats=seats, first_auctioneer=1), 5, thinking_seconds=0.0,
                  rng=random.Random(5))
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    return ui, table


def _name_lines(ui, table, drawn, seat: int) -> tuple[list, object, object]:
    """Seat `seat`'s panel: its name's lines as drawn (text, rect, pixels), top first, the
    rect of its hand's count and of its tag."""
    panel, v = table.layout.seats[seat], table.shown
    inside = [(str(ui.ctx.text.shown(t)), r, size) for t, r, size in drawn if panel.contains(r)]
    hand = next(r for t, r, _s in inside if t in (ui.ctx.text.shown(hand_words(v, seat)),
                                                   str(v.hand_sizes[seat])))
    tag_words = ui.ctx.text.shown(seat_label(ui.ctx, table.look, seat))
    tag = next(r for t, r, _s in inside if t == tag_words)
    lines = [(t, r, s) for t, r, s in inside if r.bottom <= hand.top and r != tag]
    return sorted(lines, key=lambda line: line[1].y), hand, tag


def _drawn(monkeypatch, ui) -> list:
    """One frame's texts drawn through `ui.text`, as (text, rect, pixels)."""
    sizes: dict = {}
    ui.ctx.text.watchers.append(lambda text, size, weight: sizes.setdefault(text, size))
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    ui.ctx.text.watchers.pop()
    return [(t, r, sizes[str(ui.ctx.text.shown(t))]) for t, r in drawn]


def _whole(name: str, lines: list[str]) -> bool:
    """Whether `lines` spell `name`: broken at a space, after a hyphen or between letters."""
    return " ".join(lines) == name or "".join(lines) == name


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language, names, hot", [
    ("en", LONG, False), ("de", LONG, False), ("it", LONG, False), ("zh_TW", LONG, False),
    ("zh_TW", CHINESE, False), ("de", LONG, True), ("en", LONG, True)])
def test_five_panels_show_every_name_whole(monkeypatch, size, language, names, hot):
    """At one screen all five sit in the row, narrower: the tags go down beside the hand's
    count alone (a name two lines beside its tag was cut there)."""
    ui, table = _table(size, language, names, hot)
    drawn = _drawn(monkeypatch, ui)
    px = ui.ctx.px
    tab = auctioneer_tab(ui.screen.copy(), ui.ctx, table.layout.seats[1])
    two = 0
    assert len(table.layout.seats) == (5 if hot else 4)
    for seat in range(0 if hot else 1, 5):
        lines, hand, tag = _name_lines(ui, table, drawn, seat)
        name = names[seat]
        assert _whole(name, [t for t, _r, _s in lines]), (name, lines)
        two += len(lines) == 2
        for _t, rect, pixels in lines:
            assert pixels >= px(paint.READ_LEAST), (name, pixels)
            assert table.layout.seats[seat].contains(rect) and not rect.colliderect(tag)
            assert rect.bottom <= hand.top, (rect, hand)
        if seat == 1:           # the auctioneer: its tab covers no line's letters
            top = lines[0][1]
            ink = top.y + ui.ctx.text.render(lines[0][0], lines[0][2],
                                             (0, 0, 0), "bold").get_bounding_rect().y
            assert ink >= tab.bottom, (ink, tab)
    assert two >= (3 if names is LONG else 1), two


def test_the_two_lines_break_at_a_space_else_between_letters():
    ui = Driver()
    room = ui.ctx.px(127)
    assert two_lines(ui.ctx, "Bartholomew Fitzwilliams", 13, room) == ["Bartholomew",
                                                                      "Fitzwilliams"]
    assert two_lines(ui.ctx, "Anna-Katharina Schwarzen", 13, room) == ["Anna-Katharina",
                                                                      "Schwarzen"]
    assert "".join(two_lines(ui.ctx, "Wolfgangwolfgangwolfgang", 13, room)) == \
        "Wolfgangwolfgangwolfgang"
    assert two_lines(ui.ctx, "W" * 40, 13, room) is None
    # A Chinese name breaks after its middle dot where that fits.
    assert two_lines(ui.ctx, "克里斯多福·哥倫布·阿爾瓦雷斯", 13, room) == ["克里斯多福·",
                                                                  "哥倫布·阿爾瓦雷斯"]
