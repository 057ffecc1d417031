"""The card game's scoring words, as play-testers read them: the round's scoring listed "1×0"
beside an artist that did not lead (as if it owed something); the log said "Beatrix adds no
cards." when she had no card at all; "You have no card ofYoko in hand to add." ran two words
together."""
from __future__ import annotations

import re
from dataclasses import replace

import pytest

from tests.test_card_results_ui import card_round, open_overlay
from tests.ui_driver import Driver, spy_texts

from game.card.cards import DECK
from game.card.engine import view as card_view
from scenes.round_summary import SeatLine


@pytest.mark.parametrize("weight", ["bold", "black", "italic"])
@pytest.mark.parametrize("px", range(9, 16))
def test_a_word_space_stays_open_before_an_overhanging_capital(weight, px):
    """"You have no card ofYoko in hand to add." (bold at 12 px on the table's status at
    1280x720): Lato's narrow word space closed between the f's arm and the Y's. Drawn as the
    game draws text, the words keep two clear pixel columns apart at every small size."""
    ui = Driver()
    render = ui.ctx.text.render

    def ink(text):
        s = render(text, px, (0, 0, 0), weight)
        return {(x, y) for x in range(s.get_width()) for y in range(s.get_height())
                if s.get_at((x, y)).a > 60}
    alone, both = ink("of"), ink("of Yoko")
    right = max(x for x, _y in alone)
    assert min(x for x, _y in both - alone) - right - 1 >= 2
