"""Every refusal the auction engine can give a player shows on the stand in at most 3 lines at
1280×720, in every language: a tester saw the 2-player variant's lone double refused in 7 lines
in German and Italian (its reason after the double's help, on the stand's preview of the card;
4 lines where a click was refused), crowding the stand. The German and Italian reasons are
shorter now, and the preview says the reason alone, as a refused click does."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tests.refusals import engine_refusals
from tests.test_first_evening import RaiseBot, open_turn
from tests.test_table_scene import at_the_human_turn, two_player_with_a_lone_double
from tests.ui_driver import FAST, Driver

from game import PlayCard
from game.cards import DOUBLE
from scenes.table.lot import REFUSED

LANGUAGES = ["en", "de", "it", "zh_TW"]
MOST_LINES = 3


@pytest.fixture(scope="module")
def refusals() -> list:
    found = engine_refusals()
    said = " ".join(found)
    # every kind of refusal a player can meet at the table is among them
    for words in ("is more than your", "does not beat the high bid", "A bid must be at least",
                  "A sealed bid cannot be below 0", "fixed price must be 1–",
                  "You have no money, so the fixed price must be 0", "You cannot pay the price",
                  "you hold no such", "you must add a second card to your double",
                  "The second card must be by", "cannot be another double card",
                  "You do not hold", "It is not your turn", "You cannot bid now",
                  "You cannot play a card now", "You cannot buy now", "You cannot pass now",
                  "is not a whole number"):
        assert words in said, words
    return found


def _drawn(ui: Driver) -> list[str]:
    """The lines drawn from now on in a refusal's colour (the stand's wrap of it)."""
    lines: list[str] = []
    real = ui.ctx.text.render

    def spy(s, size, colour, *a, **k):
        if tuple(colour)[:3] == REFUSED:
            lines.append(s)
        return real(s, size, colour, *a, **k)
    ui.ctx.text.render = spy
    return lines


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_refusal_fits_the_stand_in_three_lines(refusals, language):
    ui = Driver((1280, 720), settings=replace(FAST, language=language))
    table = open_turn(ui, {1: RaiseBot(3), 2: RaiseBot(3)})
    lines = _drawn(ui)
    too_long = []
    for words in refusals:
        table.error = words
        lines.clear()
        ui.frame(0.0)
        assert lines, words
        if len(lines) > MOST_LINES:
            too_long.append((len(lines), ui.ctx.text.shown(words)))
    assert not too_long, too_long


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_preview_of_a_card_that_cannot_go_says_why_in_three_lines(language):
    """Pointed at, the 2-player variant's lone double shows on the stand, dimmed, with its
    reason alone (not after the double's help): at most 3 lines; clicked, the same."""
    ui = Driver((1280, 720), settings=replace(FAST, language=language))
    match = two_player_with_a_lone_double()
    table = at_the_human_turn(ui, match)
    card, rect = next(cr for cr in table.hand_rects() if cr[0].method == DOUBLE)
    reason = match.why_not(PlayCard(0, card))
    assert reason
    lines = _drawn(ui)
    ui.post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert table.lot_info.preview == card and table.lot_info.refused == reason
    shown = ui.ctx.text.shown(reason)
    assert "".join(lines).replace(" ", "") == shown.replace(" ", ""), lines
    assert 0 < len(lines) <= MOST_LINES, lines
    ui.click(rect.center)
    assert table.error == reason and not match.actions
