"""Keyboard focus outside the table: every screen is usable with Tab, arrows, Enter and Space,
and the focus is visible (a ring drawn round the focused widget)."""
from __future__ import annotations

from dataclasses import replace

import pygame

from tests.ui_driver import FAST, Driver, at_title

from scenes import ui
from scenes.focus import FocusRing
from scenes.settings_screen import SettingsScene
from scenes.pause import PauseScene
from scenes.rules import RulesScene
from scenes.setup import SetupScene
from scenes.title import TitleScene


def tab(d: Driver, shift: bool = False) -> None:
    d.post(pygame.KEYDOWN, key=pygame.K_TAB, unicode="\t", mod=pygame.KMOD_SHIFT if shift else 0,
           scancode=0)
    d.frame(0.0)


def test_focus_ring_moves_wraps_and_skips_disabled_widgets():
    hits = []
    ws = [ui.Button(str(i), lambda i=i: hits.append(i), rect=(0, i * 50, 100, 40)) for i in range(4)]
    ws[2].enabled = False
    ring = FocusRing(ws)
    key = lambda k, mod=0: ring.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    assert not key(pygame.K_RETURN)          # nothing shown yet: Enter is the screen's
    assert key(pygame.K_TAB) and ring.current is ws[0] and ring.shown
    assert key(pygame.K_DOWN) and ring.current is ws[1]
    assert key(pygame.K_DOWN) and ring.current is ws[3]     # the disabled one is skipped
    assert key(pygame.K_TAB) and ring.current is ws[0]      # wraps
    assert key(pygame.K_TAB, pygame.KMOD_SHIFT) and ring.current is ws[3]
    assert key(pygame.K_SPACE) and hits == [3]
    assert ws[3].focused and not ws[0].focused
    # A click hides the ring and moves the focus quietly to what was clicked.
    ring.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 55), button=1))
    assert ring.current is ws[1] and not ring.shown
    assert not key(pygame.K_RETURN) and hits == [3]


def test_cycle_and_toggle_answer_left_right_and_enter():
    seen = []
    cyc = ui.Cycle([(1, "a"), (2, "b"), (3, "c")], 1, seen.append, rect=(0, 0, 100, 30))
    tog = ui.Toggle("t", False, seen.append, rect=(0, 40, 100, 30))
    ring = FocusRing([cyc, tog])
    key = lambda k: ring.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    key(pygame.K_TAB)
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    key(pygame.K_LEFT)
    assert cyc.value == 2 and seen == [2, 3, 2]
    key(pygame.K_RETURN)
    assert cyc.value == 3
    key(pygame.K_DOWN)
    key(pygame.K_SPACE)
    assert tog.value is True
    key(pygame.K_LEFT)
    assert tog.value is False


def test_focused_widget_shows_its_tooltip_and_a_ring():
    d = Driver()
    title = at_title(d)
    # The ring is on the gold New game from the start (Enter presses it).
    assert title.focus.current is title.buttons[0] and title.focus.shown
    before = pygame.image.tobytes(d.screen, "RGB")
    tab(d)      # Continue is disabled without a save: skipped
    assert title.focus.current.label == "Rules"
    after = pygame.image.tobytes(d.screen, "RGB")
    assert before != after                   # the ring is drawn where it is
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, RulesScene)


def test_title_setup_and_back_by_keyboard_only():
    d = Driver()
    at_title(d)
    d.key(pygame.K_RETURN)                  # the ring is on New game from the start
    assert isinstance(d.top, SetupScene)
    setup = d.top
    # Tab past the game and the player count to the first name field, type a name.
    assert setup.focus.current is setup.game and setup.focus.shown
    tab(d)
    tab(d)
    assert setup.focus.current is setup.rows[0].name and setup.rows[0].name.focused
    d.type("Ada")
    assert setup.rows[0].name.value == "Ada"
    # The players cycle answers Left/Right.
    tab(d, shift=True)
    assert setup.focus.current is setup.players
    d.key(pygame.K_LEFT)
    assert setup.players.value == 3
    # Shift-Tab past the game round to Back and press it.
    tab(d, shift=True)
    tab(d, shift=True)
    assert setup.focus.current is setup.back
    d.key(pygame.K_SPACE)
    assert isinstance(d.top, TitleScene)


def settings_by_key(d: Driver) -> SettingsScene:
    """The title, then S: the settings screen, opened by the keyboard."""
    at_title(d)
    d.key(pygame.K_s)
    assert isinstance(d.top, SettingsScene)
    return d.top


def test_settings_rules_and_pause_by_keyboard():
    d = Driver()
    scene = settings_by_key(d)
    tab(d)
    first = scene.focus.current
    before = d.ctx.settings.animation_speed        # "off", the fast end of the scale
    d.key(pygame.K_LEFT)
    assert d.ctx.settings.animation_speed != before and first is scene.rows[0][2]
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, TitleScene)
    d.key(pygame.K_r)
    rules = d.top
    assert isinstance(rules, RulesScene)
    d.key(pygame.K_DOWN)                    # arrows still scroll the rules
    assert rules.scroll > 0
    tab(d)
    tab(d)
    d.key(pygame.K_RETURN)                  # jump to the second section
    assert rules.scroll == min(rules.anchors[1], rules.max_scroll)
    d.key(pygame.K_ESCAPE)
    pause = PauseScene(d.ctx)
    d.ctx.stack.push(pause)
    assert pause.focus.shown and pause.focus.current.label == "Resume"   # opened by Esc
    tab(d)
    tab(d)
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, RulesScene)


def test_the_settings_screen_offers_every_setting_and_each_changes_by_keyboard():
    d = Driver(settings=replace(FAST, tips_seen=()))
    d.ctx.stack.push(TitleScene(d.ctx))
    heard = []
    d.ctx.settings_listeners.append(heard.append)
    d.key(pygame.K_s)
    scene = d.top
    fields = {
        "Animation speed": "animation_speed", "Computer pace": "computer_pace",
        "Colour-blind palette": "colour_blind",
        "Fullscreen": "fullscreen", "Window size": "window_size", "Sound": "sound_on",
        "Effects volume": "sound_volume", "Music volume": "music_volume",
        "Confirm my moves": "confirm_bids", "First-time tips": "show_tips",
        "Value hints": "value_hints",
        "Language": "language",
    }
    # Every setting, and one action: "Tips already seen: Show them again", greyed while no tip
    # has been seen (then the ring passes it by).
    settings = [row for row in scene.rows if row[0] != "Tips already seen"]
    assert [label for label, _, _ in settings] == list(fields)
    assert len(scene.rows) == len(settings) + 1
    for i, (label, field) in enumerate(fields.items()):
        tab(d)
        assert scene.focus.current is settings[i][2], label
        before = getattr(d.ctx.settings, field)
        # A choice at its last option (the test's speed and pace, tips on) stops there: Left
        # moves it.
        widget = settings[i][2]
        d.key(pygame.K_LEFT if widget.value == widget.options[-1][0] else pygame.K_RIGHT)
        after = getattr(d.ctx.settings, field)
        assert after != before, label
        assert heard[-1] == d.ctx.settings
        if field == "sound_on":         # back on: the volumes are greyed while it is off
            d.key(pygame.K_RIGHT if widget.value == widget.options[0][0] else pygame.K_LEFT)
            assert d.ctx.settings.sound_on
    # Theme and palette rebuilt the cards' art at once.
    assert d.ctx.art.colour_blind is True and d.ctx.art.theme == d.ctx.settings.theme
    tab(d)
    assert scene.focus.current is scene.back
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, TitleScene)


def test_enter_in_a_name_moves_on_and_a_destructive_question_defaults_to_cancel(tmp_path):
    d = Driver()
    d.ctx.stack.push(TitleScene(d.ctx))
    d.key(pygame.K_n)
    setup = d.top
    d.click(setup.rows[0].name.rect.center)
    d.type("Zoe")
    d.key(pygame.K_RETURN)
    assert setup.focus.current is setup.rows[0].kind and not setup.rows[0].name.focused
    assert isinstance(d.top, SetupScene)           # Enter did not start the game
    from scenes.saves import ConfirmScene
    deleted = []
    d.ctx.stack.push(ConfirmScene(d.ctx, "Delete?", "Sure?",
                                  [("Delete it", lambda: deleted.append(1), "danger")]))
    d.key(pygame.K_RETURN)
    assert deleted == [] and d.top is setup
