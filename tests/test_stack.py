"""Screens by name through the stack: `open` builds a screen with the context and pushes it,
`make` only builds it, an unknown name is refused in words, and the app's context knows every
screen of the game."""
from __future__ import annotations

import sys

import pytest

from tests.ui_driver import Driver

from scenes.screens import SCREENS
from scenes.stack import Scene, SceneStack


class Probe(Scene):
    name = "probe"

    def __init__(self, ctx, label: str = "", *, opaque: bool = True) -> None:
        super().__init__(ctx)
        self.label = label
        self.opaque = opaque


def test_open_builds_the_named_screen_with_the_context_and_pushes_it():
    ctx = object()
    stack = SceneStack(ctx, {"probe": Probe})
    first = stack.open("probe", "a")
    second = stack.open("probe", "b", opaque=False)
    assert stack.scenes == [first, second]
    assert (second.ctx, second.label, second.opaque) == (ctx, "b", False)
    made = stack.make("probe", "c")
    assert made.label == "c" and stack.top is second


def test_a_screen_given_by_module_path_is_imported_when_first_opened(monkeypatch):
    monkeypatch.delitem(sys.modules, "tests.test_stack", raising=False)
    stack = SceneStack(None, {"probe": "tests.test_stack:Probe"})
    assert stack.screens["probe"] == "tests.test_stack:Probe"
    assert stack.screen("probe").__name__ == "Probe"
    assert "tests.test_stack" in sys.modules


def test_an_unknown_screen_is_refused_in_words():
    stack = SceneStack(None, {"probe": Probe, "rules": Probe})
    with pytest.raises(LookupError, match="no screen called 'ruels'.*probe, rules"):
        stack.open("ruels")
    assert stack.scenes == []


def test_the_apps_stack_opens_every_screen_of_the_game_by_name():
    ui = Driver()
    assert set(ui.ctx.stack.screens) == set(SCREENS)
    rules = ui.ctx.stack.open("rules")
    assert ui.top is rules and rules.name == "rules" and rules.ctx is ui.ctx
    ui.frame()
    settings = ui.ctx.stack.open("settings")
    assert ui.top is settings and settings.name == "settings"
