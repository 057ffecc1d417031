"""Settings → Language at a German system: the list offers the system's language first
("System (Deutsch)") and then each language by its own name, English among them, so a player
whose system speaks German can choose English (a play-tester looked for it); chosen, the game
speaks English while the system still prefers German, and the choice is saved."""
from __future__ import annotations

import pygame

from tests.ui_driver import FAST, Driver

from scenes.session.settings import load_settings, save_settings
from scenes.settings_screen import SettingsScene


def test_a_german_system_offers_english_and_it_speaks_english(monkeypatch, tmp_path):
    monkeypatch.setattr(pygame.system, "get_pref_locales",
                        lambda: [{"language": "de", "country": "DE"}])
    d = Driver(settings=FAST)
    d.ctx.settings_listeners.append(lambda new: save_settings(new, tmp_path))
    d.ctx.stack.push(SettingsScene(d.ctx))
    d.frame()
    scene = d.top
    cycle = scene.rows[-1][2]
    labels = [label for _value, label in cycle.options]
    values = [value for value, _label in cycle.options]
    assert labels[0] == "System (Deutsch)" and values[0] is None
    assert values.count("en") == 1 and labels[values.index("en")] == "English"
    assert d.ctx.words.code == "de"                      # the system's language, unchosen
    for _ in range(len(values)):                         # the right arrow, a click a step
        if cycle.value == "en":
            break
        d.click((cycle.rect.right - cycle.rect.h // 2, cycle.rect.centery))
    assert d.ctx.settings.language == "en" and d.ctx.words.code == "en"
    assert load_settings(tmp_path)[0].language == "en"
    d.frame()
    assert scene.rows[-1][0] == "Language"               # the screen speaks English at once
