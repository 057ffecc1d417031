"""The rows' labels under a round's scoring (R1…R4, the awards, the worths) keep off the
first artist's tokens and figures in every language: Italian "Valore" ran into the first
worth ("Valore20", "Valore40"), German "Auszeichn." was an abbreviation squeezed beside the
first award."""
from __future__ import annotations

from dataclasses import replace

import pytest

from tests.test_card_results_ui import card_round, open_overlay
from tests.test_scoring_says_why_zero import auction_scored
from tests.ui_driver import FAST, Driver, record_texts

from game.card.engine import view as card_view
from game.i18n import _

#: A token's half width on the scoring's board (design pixels): it stands at its column's
#: middle, as the worth under it.
TOKEN_HALF = 14


def _labels_and_first_worth(monkeypatch, ui: Driver, overlay) -> tuple[list, object]:
    """The rows' labels drawn (text, rect) and the first artist's worth's rect."""
    drawn = record_texts(monkeypatch)
    overlay.t = overlay.total_time
    ui.frame(0.0)
    texts = [(str(ui.ctx.text.shown(s)), r) for s, r in drawn]
    said = ui.ctx.text.shown
    names = {said(_("R{round}").format(round=n)) for n in range(1, 5)} | {said(_("Awards"))}
    at = next(i for i, (t, _r) in enumerate(texts) if t == said(_("Worth")))
    return [(t, r) for t, r in texts if t in names] + [texts[at]], texts[at + 1][1]


@pytest.mark.parametrize("language", ["it", "de", "en", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_auction_s_row_labels_keep_off_the_first_artist(monkeypatch, size, language):
    ui = Driver(size, settings=replace(FAST, language=language))
    events, seen = auction_scored(3, 0)
    overlay = open_overlay(ui, 0, events, seen)
    labels, first = _labels_and_first_worth(monkeypatch, ui, overlay)
    assert len(labels) == 5, labels                # R1…R4 and the worths'
    for text, rect in labels:
        assert rect.right + ui.ctx.px(2) <= first.centerx - ui.ctx.px(TOKEN_HALF), \
            (text, rect, first)


@pytest.mark.parametrize("language", ["de", "it", "en", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_card_game_s_row_labels_keep_off_the_first_artist(monkeypatch, size, language):
    ui = Driver(size, settings=replace(FAST, language=language))
    state = card_round(4, 1, seed=5)
    overlay = open_overlay(ui, 1, state.events, card_view(state, 0))
    labels, first = _labels_and_first_worth(monkeypatch, ui, overlay)
    assert len(labels) == 6, labels                # R1…R4, the awards' and the worths'
    for text, rect in labels:
        assert rect.right + ui.ctx.px(2) <= first.centerx - ui.ctx.px(TOKEN_HALF), \
            (text, rect, first)
