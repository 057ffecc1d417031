"""What a seat says on its panel. The German bubble "Passe" read as the viewer's own word where
the lot's chips and the log say "passt" and "bietet nicht"; Bernd's "Gebot abgegeben" stood
cut to "Gebot abg…" beside the envelope every computer's sealed bid gets alone. A bubble now
tells the seat in the third person, a pass in the words of the lot's auction, and a sealed
bid's words show only whole, its envelope saying it for every seat."""
from __future__ import annotations

import pytest

from rules_helpers import FIXED_PRICE, LM, ONCE_AROUND, OPEN, card_in, cfg, deal, run
from tests.test_hotseat import hot_match
from tests.test_table_timeline import plan, step_of
from tests.ui_driver import Driver, click_card, record_bubbles, through_handovers, type_amount

from game import Pass, PlayCard, SetPrice, stacked_deck
from game.cards import SEALED
from game.state import SEALED_BIDDING
from scenes.session.language import words_for
from scenes.session.settings import Settings
from scenes.table import TableScene
from scenes.table.timeline import Timeline


@pytest.mark.parametrize("method, words", [
    (OPEN, {"en": "Passes", "de": "Passt", "it": "Passa", "zh_TW": "放棄"}),
    # Once around a turn without a bid is a pass, as in an open auction (RULES.md §4).
    (ONCE_AROUND, {"en": "Passes", "de": "Passt", "it": "Passa", "zh_TW": "放棄"}),
    (FIXED_PRICE, {"en": "Declines to buy", "de": "Kauft nicht", "it": "Non compra",
                   "zh_TW": "不買"})])
def test_a_pass_s_bubble_speaks_of_the_seat_in_the_words_of_the_lot_s_auction(method, words):
    s = deal(cfg(4), [[(LM, method), (LM, OPEN)], [], [], []])
    actions = [PlayCard(0, card_in(s, 0, LM, method))]
    if method == FIXED_PRICE:
        actions.append(SetPrice(0, 5))
    s, _events = run(s, *actions)
    tl = Timeline()
    plan(tl, step_of(s, Pass(1)))
    said = tl.bubbles[1].text
    for language, expected in words.items():
        assert words_for(language).text(said) == expected, language


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "it", "en"])
def test_a_persons_sealed_bid_is_never_cut_on_their_panel(monkeypatch, size, language):
    """Two people and three computers at one screen: Beatrix seals her bid; while the screen
    goes to the next player her panel shows "Bid sealed" whole or only her envelope."""
    ui = Driver(size, settings=Settings(language=language))
    match = hot_match(2, 3, seed=3, deck=stacked_deck((2, SEALED), (3, SEALED)))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    assert through_handovers(ui, table, seat=0)
    click_card(ui, table, next(c for c in table.shown.hand if c.method == SEALED))
    assert through_handovers(ui, table, seat=0) and table.shown.phase == SEALED_BIDDING
    type_amount(ui, 3)
    assert through_handovers(ui, table, seat=1) and table.shown.phase == SEALED_BIDDING
    bubbles = record_bubbles(monkeypatch, ui)
    type_amount(ui, 4)
    assert table.timeline.bubbles[1].sealed
    ui.frame(0.05, n=3)
    said = ui.ctx.text.shown(table.timeline.bubbles[1].text)
    drawn = [line for line, _size in bubbles]
    assert all(line in said.split() or line == said for line in drawn), drawn
    assert not any("…" in line for line in drawn), drawn
