"""The setup screen's options never run into each other: in German at 1280×720 the dummy hand's
help took three lines, and its last one ("aufdecken.") sat under the next option's name. A
longer help now moves the options below it down, in every language, at both sizes."""
from __future__ import annotations

import pytest

from game.config import STANDARD, THREE_WITH_DUMMY, TWO_PLAYER
from scenes.setup import SetupScene
from scenes.setup_tips import option_text_height
from ui_driver import FAST, Driver

LANGUAGES = ("en", "de", "it", "zh_TW")


def open_setup(d: Driver) -> SetupScene:
    setup = SetupScene(d.ctx, on_start=lambda config, seed: None)
    d.ctx.stack.push(setup)
    d.frame()
    return setup


def overlaps(d: Driver, setup: SetupScene) -> list[str]:
    """Each option whose name starts before the help above it has ended, and the last help
    running into the line over Start."""
    px, rows = d.ctx.px, setup.option_rows()
    bad = []
    for (label, help_text, widget), (name, _help, below) in zip(rows, rows[1:]):
        end = widget.rect.y + option_text_height(d.ctx, help_text, setup.help_width())
        if end > below.rect.y:
            bad.append(f"{d.ctx.words.code}: {d.ctx.words.text(name)}")
    label, help_text, widget = rows[-1]
    if widget.rect.y + option_text_height(d.ctx, help_text, setup.help_width()) > \
            setup.start.rect.y - px(24):
        bad.append(f"{d.ctx.words.code}: the last option runs into Start")
    return bad


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_option_runs_under_the_next_one_in_any_language(size):
    d = Driver(size, settings=FAST)
    bad = []
    for code in LANGUAGES:
        d.ctx.change_settings(language=code)
        setup = open_setup(d)
        for players, variant in ((3, THREE_WITH_DUMMY), (4, STANDARD), (2, TWO_PLAYER)):
            setup.players.value = players
            setup.players_changed()
            setup.variant.value = variant
            setup.layout()
            # Every choice of every option: a choice's help may be longer than another's.
            for _label, _help, widget in setup.option_rows():
                for value, _name in getattr(widget, "options", ()):
                    widget.value = value
                    setup.layout()
                    bad += overlaps(d, setup)
        setup.game.value = "card"
        setup.game_changed()
        bad += overlaps(d, setup)
        d.ctx.stack.pop()
    assert not bad, sorted(set(bad))
