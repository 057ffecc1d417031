"""A hand-over with no room for every line since the person last looked keeps first what
touches them: a play-tester's hand-over kept three lines about another seat's lot and left
"Sold to Mia for 25, paid to Jonas" (his own income) among "6 earlier lines"; another said
"Before this: the previous lot went to Doris for 47" to Mia, whose lot it was, without saying
that the 47 went to her; and one kept "Bids: Jonas passes." over "Jonas is out of this lot"
(the same news twice) while a sale was cut."""
from __future__ import annotations

from dataclasses import replace

from tests.test_hotseat import hot_match
from tests.ui_driver import FAST, Driver

from game import events as E
from game.cards import DECK, OPEN
from game.log_news import BIDS, MINE, PLAY, SALE, told_from
from scenes.handover import PAST_LINES
from scenes.handover_words import past_words
from scenes.table.privacy import Moment


def _events():
    """Clemens's lot sold to Beatrix for 25, paid to Clemens; then two lots of Ada's and
    Beatrix's with their plays and bids (five seats: Ada, Beatrix, Clemens, Doris, Emil)."""
    a, b, c = DECK[:3]
    events = [E.CardPlayed(2, a), E.AuctionStarted(2, (a,), OPEN), E.BidMade(3, 5),
              E.BidMade(1, 25), E.Passed(3, OPEN),
              E.Sold(0, (a,), 1, 25, 2, (E.Payment(1, 2, 25),), OPEN)]
    for seat, card in ((3, b), (4, c)):
        events += [E.CardPlayed(seat, card), E.AuctionStarted(seat, (card,), OPEN)]
        events += [E.BidMade(s, 2 + s) for s in range(5) if s != seat]
    return events


def _shown(size, language="en"):
    ui = Driver(size, settings=replace(FAST, language=language))
    match = hot_match(5, 0, seed=3)
    news = told_from(_events(), match.config, seat=2)
    top = ui.ctx.stack.make("handover", match.public_view(), 2, lambda seat: None, news=news)
    ui.ctx.stack.push(top)
    ui.frame(0.05)
    lines, _size = top._past_lines(top.rect.w - ui.ctx.px(40))
    return [str(ui.ctx.text.shown(line)) for line in lines], top


def test_a_hand_over_keeps_the_person_s_own_income_first():
    news = told_from(_events(), hot_match(5, 0, seed=3).config, seat=2)
    assert [t.rank for t in news][:3] == [PLAY, BIDS, MINE]
    for size in ((1280, 720), (1920, 1080)):
        shown, top = _shown(size)
        assert len(top.past_said()) > PAST_LINES and len(shown) == PAST_LINES
        assert "Sold to Beatrix for 25, paid to Clemens." in shown, shown
        assert shown[0].endswith("other lines: see the log."), shown
        shown, _top = _shown(size, "de")
        assert "Für 25 an Beatrix verkauft, an Clemens bezahlt." in shown, shown


def test_the_line_before_says_the_money_went_to_the_person():
    view = hot_match(5, 0, seed=3).public_view()
    sold = Moment("sold", 0, buyer=3, price=47, payees=(1,))
    assert str(past_words(sold, view, 1)) == (
        "Before this: the previous lot went to Doris for 47, paid to you.")
    assert str(past_words(sold, view, 3)) == "Before this: you bought the previous lot for 47."
    assert str(past_words(sold, view, 0)) == "Before this: the previous lot went to Doris for 47."


def test_a_seat_s_passes_are_told_once_and_nothing_says_it_stepped_out():
    """Ada passes (she pressed "Out of this lot": the game passes for her after), Beatrix
    raises: the hand-over tells Ada's pass once, and no line says she is out of the lot, a
    choice the log keeps hers at a shared screen (test_out_of_lot_private)."""
    config = hot_match(5, 0, seed=3).config
    a = DECK[0]
    events = [E.CardPlayed(2, a), E.AuctionStarted(2, (a,), OPEN), E.BidMade(3, 5),
              E.Passed(4, OPEN), E.Passed(0, OPEN), E.BidMade(1, 6), E.Passed(2, OPEN),
              E.Passed(0, OPEN), E.BidMade(1, 7), E.Passed(0, OPEN)]
    told = [str(t.text) for t in told_from(events, config, 4)]
    assert told == ["Bids: Ada passes · Beatrix 6 · Clemens passes · Beatrix 7."], told
    assert SALE < BIDS


def test_the_band_back_to_a_person_keeps_their_sale_and_points_to_the_rest():
    """The band under a moment the table holds ("Back to Mia") has one line: it keeps what
    touches the person first, as the card does, and says how many lines it leaves out (it
    showed only the latest line, no word of the rest)."""
    for size in ((1280, 720), (1920, 1080)):
        for language, sale, count in (
                ("en", "Sold to Beatrix for 25, paid to Clemens.", "other lines: see the log."),
                ("de", "Für 25 an Beatrix verkauft, an Clemens bezahlt.",
                 "weitere Zeilen: siehe Protokoll.")):
            ui = Driver(size, settings=replace(FAST, language=language))
            match = hot_match(5, 0, seed=3)
            news = told_from(_events(), match.config, seat=2)
            top = ui.ctx.stack.make("handover", match.public_view(), 2, lambda seat: None,
                                    news=news, over=True, again=True)
            ui.ctx.stack.push(top)
            ui.frame(0.05)
            room = top.button.rect.x - ui.ctx.px(40) - top.rect.x
            line = str(ui.ctx.text.shown(top._band_past(room)))
            assert sale in line and count in line.split(sale)[0], line
