"""Settings → Animation speed with no animation reads as a speed's value, not a switch's:
Italian showed "No" beside "Lenta", "Normale" and "Veloce". It is its own message (context
"animation speed"): "Disattivate", "Aus", "關閉"; the switches keep their "No" and "Sì"."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, Driver, spy_texts

from game.i18n import _
from scenes.settings_screen import SettingsScene

OFF = {"it": ("Disattivate", "No"), "de": ("Aus", "Aus"), "zh_TW": ("關閉", "關"),
       "en": ("Off", "Off")}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", sorted(OFF))
def test_no_animation_reads_as_a_setting_value(language, size, monkeypatch):
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language,
                                                   animation_speed="off", colour_blind=False))
    scene = SettingsScene(ui.ctx)
    ui.ctx.stack.push(scene)
    texts = spy_texts(ui)
    ui.frame(0.0)
    said = [ui.ctx.text.shown(t) for t in texts]
    speed, switch = OFF[language]
    cycles = {ui.ctx.text.shown(label): widget for label, _help, widget in scene.rows}
    animation = cycles[ui.ctx.text.shown(_("Animation speed"))]
    shown = dict((value, ui.ctx.text.shown(name)) for value, name in animation.options)
    assert shown["off"] == speed and speed in said, said
    palette = cycles[ui.ctx.text.shown(_("Colour-blind palette"))]
    assert ui.ctx.text.shown(dict(palette.options)[False]) == switch
