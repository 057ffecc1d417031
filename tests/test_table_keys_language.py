"""The table's own keys followed English in every language: H held covered the screen, F
fast-forwarded and T closed a tip in German and Italian too, and the log's line read "F
Vorspulen". Each language now names them in its catalog, as it names the decisions' keys: German
fast-forwards with V ("V Vorspulen") and closes a tip with O ("OK"); Italian covers the screen
with S ("Nascondi schermo") and fast-forwards with V ("V veloce"). The table answers to them,
not to the English letters, and every place that names them shows them. Ctrl+Z and Ctrl+Q stay
the desktop's shortcuts in every language."""
from __future__ import annotations

from dataclasses import replace

import pygame

from tests.test_first_evening import RaiseBot, open_turn
from tests.ui_driver import FAST, Driver

from scenes.rules_text import SCREEN_SHARED, screen_privacy
from scenes.table.log_panel import FAST_FORWARD_BANNER, FAST_FORWARD_TIP, FOOTER_KEYS

DIGITS = "Type the amount in digits (0–9)."


def _table(language: str):
    ui = Driver(settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    assert table.tip_shown() and table.amount is not None and table.amount.focused
    return ui, table


def _held(ui: Driver, key: int, ch: str, up: bool = False) -> None:
    ui.post(pygame.KEYUP if up else pygame.KEYDOWN, key=key, unicode=ch, mod=0, scancode=0)
    ui.frame(0.0)


def test_german_fast_forwards_with_v_and_closes_a_tip_with_o():
    ui, table = _table("de")
    shown = ui.ctx.text.shown
    tip = table.tip
    ui.key(pygame.K_t, "t")                 # the English T: not the tip's key in German
    assert table.tip == tip and str(table.error) == DIGITS
    table.error = ""                        # (the tip stands aside while a refusal shows)
    assert str(shown(table.tip_button.label)) == "OK"
    assert str(shown(table.tip_button.tooltip)).startswith("Diesen Tipp schließen (O).")
    ui.key(pygame.K_o, "o")
    assert not table.tip_shown()
    ui.key(pygame.K_f, "f")                 # F is no key in German: a letter in the box
    assert not table.match.fast_forward and str(table.error) == DIGITS
    ui.key(pygame.K_v, "v")
    assert table.match.fast_forward
    ui.key(pygame.K_v, "v")
    assert not table.match.fast_forward
    _held(ui, pygame.K_h, "h")              # Hide my screen keeps H in German ("Hand")
    assert table.screen_hidden()
    _held(ui, pygame.K_h, "h", up=True)
    assert not table.screen_hidden()


def test_italian_covers_the_screen_with_s_held_and_fast_forwards_with_v():
    ui, table = _table("it")
    _held(ui, pygame.K_h, "h")              # the English H: a letter in the box
    assert not table.screen_hidden()
    _held(ui, pygame.K_s, "s")
    assert table.screen_hidden()
    _held(ui, pygame.K_s, "s", up=True)
    assert not table.screen_hidden()
    ui.key(pygame.K_v, "v")
    assert table.match.fast_forward
    ui.key(pygame.K_t, "t")                 # "Capito" keeps T
    assert not table.tip_shown()


def test_english_keeps_h_f_and_t():
    ui, table = _table("en")
    ui.key(pygame.K_t, "t")
    assert not table.tip_shown()
    ui.key(pygame.K_f, "f")
    assert table.match.fast_forward
    _held(ui, pygame.K_h, "h")
    assert table.screen_hidden()


def test_a_language_chosen_mid_game_answers_at_once():
    ui, table = _table("en")
    ui.ctx.set_language("de")
    tip = table.tip
    ui.key(pygame.K_t, "t")
    assert table.tip == tip
    table.error = ""
    ui.key(pygame.K_o, "o")
    assert not table.tip_shown()


def _words(language: str, text) -> str:
    ui = Driver(settings=replace(FAST, language=language))
    return str(ui.ctx.text.shown(text))


def test_every_place_that_names_the_tables_keys_names_the_languages():
    assert _words("de", FOOTER_KEYS[1]) == "V Vorspulen"
    assert _words("de", FAST_FORWARD_BANNER) == "VORSPULEN (V)"
    assert _words("de", FAST_FORWARD_TIP).endswith("zum Anhalten (V).")
    assert _words("de", SCREEN_SHARED[0]).startswith(      # (under the heading "Tasten")
        "Esc öffnet das Menü (Speichern / Laden, Regeln, Einstellungen); V lässt")
    assert _words("it", FOOTER_KEYS[1]) == "V veloce"
    assert _words("it", FAST_FORWARD_BANNER) == "VELOCE (V)"
    assert "il tasto S tenuto premuto" in _words("it", screen_privacy("x")[0])
    assert _words("zh_TW", FOOTER_KEYS[1]) == "F：快轉"
    assert _words("en", FOOTER_KEYS[1]) == "F fast-forward"
    assert "or H held down" in _words("en", screen_privacy("x")[0])
    assert "(Strg+Z)" in _words("de", screen_privacy("x")[0])      # Ctrl+Z: the desktop's own


def test_the_hide_buttons_help_and_the_covered_line_name_the_languages_key():
    ui, table = _table("it")
    shown = ui.ctx.text.shown
    assert "(tieni premuto S per coprirli un momento)" in str(shown(table.hide_button.tooltip))
    _held(ui, pygame.K_s, "s")
    assert table.privacy.holding_key
    assert str(shown(table.privacy.covered_line())) == "La tua mano è coperta. Rilascia S per " \
                                                       "scoprirla."
