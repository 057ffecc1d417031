"""The Rules screen's line on Ctrl+Q said it "closes the program from any screen"; during a game
Ctrl+Q now asks first ("Quit?", `scenes.quit_ask`), while the menu's Quit the game, chosen on
purpose, quits without asking. The line says so, naming the question's buttons as they read in
each language."""
from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scenes.rules_text import SCREEN_SHARED

LOCALE = Path(__file__).resolve().parent.parent / "assets" / "locale"


def _quit_line() -> str:
    return next(str(p) for p in SCREEN_SHARED if str(p).startswith("Ctrl+Q"))


def test_the_rules_say_ctrl_q_asks_first_during_a_game():
    line = _quit_line()
    assert "during a game it asks first (Quit or Keep playing)" in line, line
    assert "Quit the game in the menu closes it without asking" in line, line
    assert "at once" not in line, line


@pytest.mark.parametrize("lang", ["de", "it", "zh_TW"])
def test_each_language_names_the_question_s_buttons(lang):
    with open(LOCALE / lang / "LC_MESSAGES" / "modern_art.po", "rb") as f:
        catalog = read_po(f, locale=lang)
    line = catalog.get(_quit_line()).string
    for button in ("Quit", "Keep playing", "Quit the game", "Continue"):
        assert catalog.get(button).string in line, (button, line)
