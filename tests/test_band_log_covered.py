"""A hand-over's band said "1 more line: see the log." under a card round's end, whose panel
covers the log's column (play-tester): it pointed to a log nobody could read then. Under a
moment that covers the log, the band says the lines left out are in the log once the person
goes on."""
from __future__ import annotations

from tests.test_card_round_end_band import ada_ends_round_one, until_a_band
from tests.test_card_watched_moments import SHOWN
from tests.ui_driver import Driver

from scenes.handover import HandoverScene


def test_the_band_under_a_rounds_end_points_to_the_log_as_it_will_be():
    ui = Driver((1280, 720), settings=SHOWN)
    _match, table = ada_ends_round_one(ui)
    until_a_band(ui, table)
    band = ui.top
    assert isinstance(band, HandoverScene) and band.over and band.seat == 2
    assert table.beat is not None and table.beat.kind == "ended"     # over the log's column
    said = band.past_said()
    assert len(said) >= 2, said
    # As narrow as one line holds only one of them: the rest are left out and counted.
    one = max(ui.ctx.text.size(str(s), ui.ctx.px(9), "regular")[0] for s in said)
    words = str(band._fit_band(one + ui.ctx.px(4)))
    assert "in the log once you go on" in words, words
    assert "see the log" not in words, words
