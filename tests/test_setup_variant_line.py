"""At 4 or 5 players the Variant choice offers the standard game alone and shows greyed; the
reason (variants are for 2 or 3 players) was only in a tooltip, so a newcomer looking at the
grey box saw none. The option's own line now says it, in at most two lines in every language
at 1280x720, and at 2 or 3 players the line still explains the variant chosen."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, Driver

from game.config import STANDARD, VARIANT_HELP
from scenes.paint import wrapped_height

LANGUAGES = ["en", "de", "it", "zh_TW"]


def _setup(language: str, size, players: int):
    d = Driver(size, settings=dataclasses.replace(FAST, language=language,
                                                  last_game="auction"))
    d.ctx.stack.open("title")
    d.ctx.stack.open("setup")
    setup = d.top
    if setup.game.value != "auction":
        setup.game.step(-1)
    setup.players.value = players
    setup.players_changed()
    d.frame(0.0)
    return d, setup


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("players", [4, 5])
def test_the_greyed_variant_says_why_on_its_own_line(language, players):
    d, setup = _setup(language, (1280, 720), players)
    label, words, widget = setup.option_rows()[0]
    assert widget is setup.variant and len(widget.options) == 1
    said = d.ctx.words.text(words)
    assert words != VARIANT_HELP[STANDARD] and "2" in said and "3" in said
    one = wrapped_height(d.ctx, "M", 12, setup.help_width())
    assert wrapped_height(d.ctx, words, 12, setup.help_width()) <= 2 * one, said
    assert "".join(said.split()) in "".join(_drawn_words(d).split())


@pytest.mark.parametrize("players", [2, 3])
def test_a_table_with_a_variant_choice_explains_the_variant_chosen(players):
    d, setup = _setup("en", (1280, 720), players)
    _label, words, widget = setup.option_rows()[0]
    # At 2 players Mark Mayer's variant is the only one: its line says so first.
    assert words == VARIANT_HELP[widget.value] if players == 3 else (
        str(words).endswith(VARIANT_HELP[widget.value]) and "only variant" in str(words))


def _drawn_words(d) -> str:
    """Every text the setup drew this frame, one after another."""
    seen = []
    real = d.ctx.text.render

    def spy(s, *args, **kwargs):
        seen.append(s)
        return real(s, *args, **kwargs)
    d.ctx.text.render = spy
    try:
        d.ctx.stack.top.layout()
        d.frame(0.0)
    finally:
        d.ctx.text.render = real
    return " ".join(seen)
