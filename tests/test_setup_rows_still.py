"""Play-testers: on the setup screen, a variant's row inserted (3 players "With the dummy hand":
"Dummy card revealed by"; the card game at 2 players: "Two players") moved the rows below it
under the pointer, and so did a choice whose words take another line. Every option of a game
now has its place (scenes/setup_places.py): clicking through the player counts, the variants
and every option's values with the mouse, no option's choice ever stands anywhere else, in
either game, at 1280x720 and 1920x1080, in English and German."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, Driver

from scenes.setup import SetupScene
from scenes.setup_places import SLOTS, slot_keys


def open_setup(game: str, size, language: str) -> tuple[Driver, SetupScene]:
    d = Driver(size, settings=dataclasses.replace(FAST, language=language, last_game=game))
    d.ctx.stack.open("title")
    d.ctx.stack.open("setup")
    setup = d.top
    assert isinstance(setup, SetupScene) and setup.game.value == game
    d.frame(0.0)
    return d, setup


def click_next(d: Driver, cycle, back: bool = False) -> None:
    """A click on the choice's right arrow (its left one, `back`), as a player changes it."""
    r = cycle.rect
    d.click((r.x + r.h // 2 if back else r.right - r.h // 2, r.centery))


def choose(d: Driver, cycle, value) -> None:
    """Click the choice's arrows until it shows `value`."""
    values = [v for v, _label in cycle.options]
    for _ in range(2 * len(values)):
        if cycle.value == value:
            return
        click_next(d, cycle, back=values.index(cycle.value) > values.index(value))
    assert cycle.value == value


def places(setup: SetupScene) -> dict[str, tuple[int, int]]:
    """Where each option shown has its choice: its place's name -> (x, y)."""
    keys = slot_keys(setup)
    return {keys[id(w)]: w.rect.topleft for _l, _h, w in setup.option_rows()}


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["auction", "card"])
def test_no_option_moves_whatever_is_chosen(game, size, language):
    d, setup = open_setup(game, size, language)
    seen: dict[str, set] = {}
    shown_rows: set[str] = set()

    def look() -> None:
        for key, at in places(setup).items():
            seen.setdefault(key, set()).add(at)
            shown_rows.add(key)
    for count, _label in setup.players.options:
        choose(d, setup.players, count)                 # every player count, by the mouse
        look()
        for cycle in [w for _l, _h, w in setup.option_rows()
                      if w is not setup.seed and len(getattr(w, "options", ())) > 1]:
            for _value in range(len(cycle.options)):
                before = cycle.rect.topleft
                click_next(d, cycle)                    # every value of every choice
                assert cycle.rect.topleft == before, "the choice clicked moved"
                look()
                if cycle is setup.variant:              # the variant's own options too
                    for option in [w for _l, _h, w in setup.option_rows()
                                   if w is not setup.variant and w is not setup.seed
                                   and len(getattr(w, "options", ())) > 1]:
                        for _v in range(len(option.options)):
                            click_next(d, option)
                            look()
    moved = {key: sorted(at) for key, at in seen.items() if len(at) > 1}
    assert not moved, moved
    # Every place was seen filled, the rows that come and go included.
    assert shown_rows == set(SLOTS[game]), shown_rows


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_dummy_hand_s_row_comes_last_and_fits(size):
    """The row "Dummy card revealed by" comes at the foot of the options, above Start."""
    d, setup = open_setup("auction", size, "de")
    choose(d, setup.players, 3)
    choose(d, setup.variant, "three_with_dummy")
    rows = setup.option_rows()
    assert rows[-1][2] is setup.dummy_by
    assert setup.dummy_by.rect.bottom <= setup.start.rect.y
