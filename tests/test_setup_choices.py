"""The setup and settings screens' choices: one rule for their arrows, and helps that hide no
other control."""
from __future__ import annotations

import pygame
import pytest

from scenes.session.settings import Settings
from scenes.setup import SetupScene
from scenes.ui import BRASS_DARK, PAPER, PAPER_DARK, Cycle
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


def hover(ui: Driver, widget) -> None:
    ui.post(pygame.MOUSEMOTION, pos=(widget.rect.right - widget.rect.h - 4, widget.rect.centery),
            rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_pointing_at_a_level_lights_its_legend_line_and_repeats_nothing(size, monkeypatch):
    """Pointing at a computer's level showed a tooltip with the very words of the legend right
    above it. Now no tooltip: the level's line in the legend lights (brighter, a brass bar),
    for the pointer and for the keyboard's ring alike, and only that line."""
    import scenes.paint as paint_module
    import scenes.ui as ui_module
    tips: list = []
    lines: list = []
    real_tip, real_wrapped = ui_module.draw_tooltip, ui_module.wrapped

    def tip_spy(surface, ctx, tip, pos, *args, **kwargs):
        tips.append(tip)
        return real_tip(surface, ctx, tip, pos, *args, **kwargs)

    def wrapped_spy(surface, ctx, s, size, rect, colour=ui_module.INK, *args, **kwargs):
        lines.append((s, colour))
        return real_wrapped(surface, ctx, s, size, rect, colour, *args, **kwargs)
    import scenes.focus as focus_module
    for module in (ui_module, paint_module, focus_module):
        monkeypatch.setattr(module, "draw_tooltip", tip_spy)
    monkeypatch.setattr(ui_module, "wrapped", wrapped_spy)
    ui = Driver(size, settings=FAST)
    setup = open_setup(ui)
    descriptions = {lv: desc for lv, (_name, desc) in setup.levels.items()}

    def lit() -> set:
        return {s for s, colour in lines if s in descriptions.values() and colour == PAPER}
    for row in setup.rows[1:setup.players.value]:
        for level in ("easy", "hard"):
            row.level.value = level
            tips.clear(), lines.clear()
            hover(ui, row.level)
            assert lit() == {descriptions[level]}, (row.index, level)
            assert not any(t in descriptions.values() for t in tips)
    ui.post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    lines.clear()
    ui.frame(0.0)
    assert lit() == set()                                   # pointing nowhere: none lit
    setup.focus.focus(setup.rows[2].level)                  # the keyboard's ring on a level
    tips.clear(), lines.clear()
    ui.frame(0.0)
    assert lit() == {descriptions[setup.rows[2].level.value]}
    assert not any(t in descriptions.values() for t in tips)


def test_the_languages_come_in_the_order_of_their_own_names():
    """The list went Follow the system, English, Italiano, Deutsch, 繁體中文."""
    ui = Driver(settings=FAST)
    ui.ctx.stack.open("settings")
    ui.frame(0.0)
    language = next(w for label, _, w in ui.top.rows if label == "Language")
    assert [value for value, _name in language.options] == [None, "de", "en", "it", "zh_TW"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_settings_choice_fits_at_its_own_size_in_every_language(size, monkeypatch):
    """"Follow the system (English)" was drawn smaller than the other choices (shrunk to fit
    between the arrows): a choice's box now takes the room its longest name needs."""
    import scenes.settings_screen as screen
    from scenes.session.language import LANGUAGES
    shrunk = []
    for system in LANGUAGES:
        monkeypatch.setattr(screen, "system_language", lambda: system)
        boxes = set()
        for language in LANGUAGES:
            ui = Driver(size, settings=Settings(language=language))
            ui.ctx.stack.open("settings")
            ui.frame(0.0)
            # The language's box stays put when the language changes (its arrows with it).
            boxes.add(tuple(next(w for _l, _h, w in ui.top.rows
                                 if getattr(w, "value", None) == language).rect))
            for (label, _help, widget), x in zip(ui.top.rows, ui.top.columns):
                if not hasattr(widget, "options"):
                    continue                # an action's button ("Show them again")
                room = widget.rect.w - 2 * widget.rect.h
                shrunk += [(system, language, str(name)) for _v, name in widget.options
                           if ui.ctx.text.size(name, ui.ctx.px(widget.size), "bold")[0] > room]
                assert widget.rect.x - x >= ui.ctx.px(220), label     # its name and words
        assert len(boxes) == 1, boxes
    assert not shrunk


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_language_choice_lines_up_with_the_other_settings(size, monkeypatch):
    """The language's box ("Follow the system (English)") was wider than every other choice
    and began further left: every choice of a column now has one place and one width, whatever
    the language spoken or the system's."""
    import scenes.settings_screen as screen
    from scenes.session.language import LANGUAGES
    for system in LANGUAGES:
        monkeypatch.setattr(screen, "system_language", lambda: system)
        for language in LANGUAGES:
            ui = Driver(size, settings=Settings(language=language))
            ui.ctx.stack.open("settings")
            ui.frame(0.0)
            places = {(x, w.rect.x, w.rect.w) for (_l, _h, w), x in zip(ui.top.rows,
                                                                        ui.top.columns)}
            assert len(places) == 2, (system, language, places)     # one per column
