"""The setup and settings screens' choices: one rule for their arrows, and helps that hide no
other control."""
from __future__ import annotations

import pygame

from scenes.session.settings import Settings
from scenes.setup import SetupScene
from scenes.ui import BRASS_DARK, PAPER_DARK, Cycle
from tests.ui_driver import FAST, Driver


def open_setup(ui: Driver) -> SetupScene:
    setup = SetupScene(ui.ctx, on_start=lambda config, seed: None)
    ui.ctx.stack.push(setup)
    ui.frame(0.0)
    return setup


def arrows(cycle: Cycle) -> tuple[tuple[int, int], tuple[int, int]]:
    """The points of the left and the right arrow of `cycle`."""
    r = cycle.rect
    return (r.x + r.h // 2, r.centery), (r.right - r.h // 2, r.centery)


def ink(ui: Driver, point) -> tuple[int, int, int]:
    return tuple(ui.screen.get_at(point))[:3]


def test_every_choice_stops_at_its_ends_with_that_arrow_faint():
    """A computer's level went round (Hard, then Easy) while the player count stopped at its
    ends: every choice of the setup and settings screens now stops at its first and last
    option, and the arrow that can go no further is drawn faint."""
    ui = Driver(settings=FAST)
    setup = open_setup(ui)
    level = setup.rows[1].level
    left, right = arrows(level)
    for _ in range(len(level.options) + 2):
        ui.click(right)
    assert level.value == "hard"
    ui.frame(0.0)
    assert ink(ui, right) == PAPER_DARK[:3] and ink(ui, left) == BRASS_DARK[:3]
    for _ in range(len(level.options) + 1):
        ui.click(left)
    assert level.value == "easy"
    ui.frame(0.0)
    assert ink(ui, left) == PAPER_DARK[:3] and ink(ui, right) == BRASS_DARK[:3]
    # Human or computer, the first player, the theme: the same rule.
    kind = setup.rows[1].kind
    ui.click(arrows(kind)[1])
    assert kind.value == "bot"
    ui.click(arrows(setup.first)[0])
    assert setup.first.value is None
    # A click on the name (no direction) goes round: Human or Computer is one click.
    ui.click(kind.rect.center)
    assert kind.value == "human"
    ui.click(kind.rect.center)
    assert kind.value == "bot"
    # The keyboard's Left stops too; Space (no direction) still goes round.
    setup.focus.focus(level)
    ui.key(pygame.K_LEFT)
    assert level.value == "easy"
    ui.key(pygame.K_SPACE)
    assert level.value == "normal"

    settings_ui = Driver(settings=Settings(colour_blind=True))
    settings_ui.ctx.stack.open("settings")
    settings_ui.frame(0.0)
    scene = settings_ui.top
    palette = next(w for label, _, w in scene.rows if label == "Colour-blind palette")
    settings_ui.click(arrows(palette)[1])
    assert palette.value is True and settings_ui.ctx.settings.colour_blind
    language = next(w for label, _, w in scene.rows if label == "Language")
    settings_ui.click(arrows(language)[0])
    assert language.value is None

