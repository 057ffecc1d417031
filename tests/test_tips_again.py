"""First-time tips for someone new at a screen whose tips were all seen: the tips are the
screen's (its settings), not a name's, so a newcomer who kept "Ada" met none after a hot-seat
game. Settings now has "Tips already seen: Show them again", and the tip's "Got it" says where
both switches are."""
from __future__ import annotations

from tests.test_card_tips import CARD_KEYS
from tests.test_card_table import card_match
from tests.ui_driver import Driver

from scenes.session.settings import Settings
from scenes.settings_screen import SettingsScene
from scenes.table.tips import got_it_button


def _row(settings: SettingsScene, label: str):
    return next(w for words, _help, w in settings.rows if words == label)


def test_show_them_again_brings_every_first_time_tip_back_for_a_newcomer():
    seen = tuple(sorted(CARD_KEYS))
    ui = Driver(settings=Settings(animation_speed="off", computer_pace="instant",
                                  tips_seen=seen))
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    for _ in range(100):
        if table.human_turn():
            break
        ui.frame(0.05)
    assert table.human_turn() and table.tip is None          # all seen on this screen
    settings = SettingsScene(ui.ctx)
    ui.ctx.stack.push(settings)
    ui.frame(0.0)
    again = _row(settings, "Tips already seen")
    assert again.label == "Show them again" and again.enabled
    assert settings.rect.contains(again.rect)
    ui.click(again.rect.center)
    assert ui.ctx.settings.tips_seen == () and ui.ctx.settings.show_tips
    assert not again.enabled and _row(settings, "First-time tips").value is True
    ui.ctx.stack.pop()
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    for _ in range(100):
        if table.human_turn():
            break
        ui.frame(0.05)
    assert table.tip == "card:turn"                            # a first game's first tip


def test_the_tips_close_button_names_both_settings():
    ui = Driver()
    settings = SettingsScene(ui.ctx)
    words = {str(label) for label, _help, _w in settings.rows}
    help_ = got_it_button(lambda: None).tooltip
    assert {"First-time tips", "Tips already seen"} <= words
    assert "First-time tips" in help_ and "Tips already seen" in help_
