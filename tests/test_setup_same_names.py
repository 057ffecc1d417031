"""Two seats with the same name: the setup's message said so, but a play-tester had to hunt for
the two rows among five. The seats whose names clash are marked in the error colour (their name
boxes' borders and their numbers), and only those, until the names differ."""
from __future__ import annotations

import pygame

from tests.test_setup_fields import open_setup
from tests.ui_driver import Driver

from game.config import same_name_seats
from scenes import ui
from scenes.setup import WRONG


def rename(d: Driver, field, name: str) -> None:
    """Click into a name (its text selected) and type another."""
    d.click(field.rect.center)
    d.type(name)
    d.key(pygame.K_TAB)


def marked(setup) -> list[int]:
    """The seats whose name boxes are drawn marked, read from the pixels: the left border's
    middle in the error colour."""
    surface = pygame.Surface(setup.ctx.size)
    setup.draw(surface)
    rows = setup.rows[:setup.players.value]
    return [i for i, row in enumerate(rows)
            if surface.get_at((row.name.rect.x + 1, row.name.rect.centery))[:3] == ui.ERROR]


def numbers_in(setup, colour) -> list[int]:
    """The seats whose number before the row is drawn in `colour` (any pixel of it)."""
    surface = pygame.Surface(setup.ctx.size)
    setup.draw(surface)
    px = setup.ctx.px
    found = []
    for i, row in enumerate(setup.rows[:setup.players.value]):
        box = pygame.Rect(0, 0, px(20), px(24))
        box.center = (setup.left.x + px(12), row.name.rect.centery)
        if any(surface.get_at((x, y))[:3] == colour
               for x in range(box.x, box.right) for y in range(box.y, box.bottom)):
            found.append(i)
    return found


def test_the_seats_with_the_same_name_are_marked_and_only_they():
    for size in ((1280, 720), (1920, 1080)):
        d = Driver(size=size)
        setup = open_setup(d)
        assert setup.players.value == 4 and marked(setup) == []
        rename(d, setup.rows[3].name, " beatrix ")     # seat 2's, case and spaces aside
        assert "same name" in setup.error
        assert marked(setup) == [1, 3]
        assert numbers_in(setup, WRONG) == [1, 3]
        assert [r.name.wrong for r in setup.rows[:4]] == [False, True, False, True]
        rename(d, setup.rows[3].name, "Dora")           # told, mended: no mark left
        assert setup.error == "" and marked(setup) == [] and numbers_in(setup, WRONG) == []


def test_a_seat_beyond_the_players_is_no_clash_and_a_third_of_the_name_is():
    d = Driver()
    setup = open_setup(d)
    rename(d, setup.rows[2].name, "Ada")
    rename(d, setup.rows[3].name, "Ada")
    assert marked(setup) == [0, 2, 3]
    while setup.players.value != 3:                   # seat 4 leaves the table
        setup.players.step(-1)
    assert [r.name.wrong for r in setup.rows] == [True, False, True, False, False]


def test_same_name_seats_compares_as_the_config_check_does():
    assert same_name_seats(["Ada", "ada ", "Bea", "", ""]) == {0, 1}
    assert same_name_seats(["Ada", "Bea"]) == frozenset()
