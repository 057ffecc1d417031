"""The hand-over's heading says what the person is handed the screen for now. A play-tester at
one screen (two people, two computers) read "THE SEALED BIDS ARE REVEALED – Back to Ada" and
"THE LOT IS SOLD – Back to Ada" while a new lot was already up for bidding: it read as if the
last lot were still going on. The heading is now built from the public view the person is
handed ("Krypto (open auction): your bid, Ada", "Ada: your turn to auction a painting"), and
what the table watched before it is a line in the past ("Before this: the previous lot went to
Clemens for 30."), apart from the heading, at the foot of the table's facts: "Last lot: sold to
Bea for 15." right under a new lot's heading read as that lot's.
Every case: a new lot, the same lot's next lap, a sealed bid, a fixed-price offer, a double's
second card, the round's start after its scoring, and the card game's hand-overs."""
from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from tests.ui_driver import Driver, record_texts

from game import Config, SeatConfig
from game import events as E
from game.cards import artist_name
from game.state import (DOUBLE_OFFER, FIXED_OFFER, ONCE_AROUND_BIDDING, OPEN_BIDDING, PLAY,
                        SEALED_BIDDING, SET_PRICE)
from scenes.handover import HandoverScene
from scenes.session.match import Match
from scenes.table.privacy import Moment, moment_of

#: The lot before sold after sealed bids, the moment the whole table last gathered for: the
#: hand-over's past line ("Before this: the previous lot went to Clemens for 30."). A sale
#: alone (`seen`) names the heading's past; the log's own line tells it under the facts.
SEALED = Moment("sealed", 0, buyer=2, price=30)

#: The headings the tester asked for, by the decision the view waits for ({n} the name,
#: {a} the lot's artist, {p} the fixed price): written here apart from the screen's own.
ONE = {PLAY: "{n}: your turn to auction a painting",
       DOUBLE_OFFER: "{a} double: add a second one or not, {n}",
       OPEN_BIDDING: "{a} (open auction): your bid, {n}",
       ONCE_AROUND_BIDDING: "{a} (once around): your bid, {n}",
       SEALED_BIDDING: "{a} (sealed bid): your bid, {n}",
       SET_PRICE: "{a} (fixed price): set the price, {n}",
       FIXED_OFFER: "{a} for {p} (fixed price): buy or pass, {n}"}
PAST = re.compile(r"^(|Before this: the previous lot went to (Ada|Beatrix|Clemens) for \d+"
                  r"(, paid to you)?\.|Before this: you bought the previous lot for \d+\.|"
                  r"Round [1-4] was scored\.|Before this: nobody bid on the previous lot; "
                  r"(Ada|Beatrix|Clemens) took it for nothing\.)$")


def _with_views(seed: int) -> list:
    """Every hand-over of a whole hot-seat game (Ada, Beatrix, a computer), with its view,
    and whether it was a band (`over`: under a watched moment, or the screen back to the one
    at it after the computer played on the public screen)."""
    from tests import test_handover_moments as moments
    kept: list = []
    real = HandoverScene.headings

    def headings(self):
        words = real(self)
        kept.append((self.view, self.seat, self.again, self.seen) + tuple(map(str, words))
                    + (self.over,))
        return words
    HandoverScene.headings = headings
    try:
        moments._hand_overs(seed, lambda w: False)
    finally:
        HandoverScene.headings = real
    return kept


def test_every_hand_over_of_a_game_is_headed_by_the_decision_handed_over():
    seen_phases = set()
    laps = starts = 0
    last_lot = None
    bands = 0
    for v, seat, again, moment, kicker, title, past, away, over in _with_views(4):
        name = v.config.seats[seat].name
        starts_round = moment is not None and moment.kind == "scored" and not moment.later \
            and v.round == moment.round + 1
        if starts_round:
            assert title == f"Round {v.round + 1}: {name} starts", title
            starts += 1
        else:
            artist = artist_name(v.lot[0].artist, v.config.theme) if v.lot else ""
            heading = ONE[v.phase].format(n=name, a=artist, p=v.price)
            if len(v.lot) > 1 and v.phase != DOUBLE_OFFER:
                heading = "Two " + heading
            if over and v.phase == SEALED_BIDDING and not any(v.sealed_done):
                # Back to the one at the screen as a sealed lot begins: why it is them
                # (tests/test_handover_sealed_first.py).
                heading = heading.replace(f"your bid, {name}",
                                          f"you hold the screen, {name}, so you bid first")
            assert title == heading, (title, v.phase)
            seen_phases.add(v.phase)
        # What happened before is past, never the heading.
        assert kicker in ("PASS THE SCREEN", f"BACK TO {name.upper()}"), kicker
        assert PAST.match(past), past
        # Back to them: it says what they saw, if the table watched a moment; the band back to
        # the one at the screen after the computer played on may follow none.
        assert not again or past or over and moment is None, (title, past)
        bands += over and moment is None
        lot = (v.round, v.auctioneer, tuple(c.id for c in v.lot))
        if v.phase == OPEN_BIDDING and lot == last_lot:
            laps += 1           # the same lot's next lap: the same heading, the bid now
        last_lot = lot
    assert {PLAY, DOUBLE_OFFER, OPEN_BIDDING, ONCE_AROUND_BIDDING, SEALED_BIDDING,
            FIXED_OFFER} <= seen_phases, seen_phases
    assert laps and starts and bands, (laps, starts, bands)


def test_after_a_sale_a_new_lot_s_heading_is_the_new_lot_and_the_sale_is_past():
    """The tester's case: the screen goes back to Ada after the sealed bids were revealed (or
    the gavel fell) and a new lot is up: the heading is that lot's, the sale a line below."""
    words = _with_views(4)
    back = [w for w in words if w[2] and w[3] is not None and w[3].kind in ("sold", "sealed")]
    assert back
    for v, seat, _again, moment, kicker, title, past, _away, _over in back:
        name = v.config.seats[seat].name
        assert kicker == f"BACK TO {name.upper()}"
        buyer = v.config.seats[moment.buyer].name
        # The lot's buyer or payee is told that it was theirs (test_handover_ranks).
        told = (f"Before this: you bought the previous lot for {moment.price}."
                if moment.buyer == seat else
                f"Before this: the previous lot went to {buyer} for {moment.price}"
                + (", paid to you." if seat in moment.payees else "."))
        assert past == told, past
        assert "SOLD" not in title and "REVEALED" not in title and "Back to" not in title


def test_the_moment_keeps_the_sale_s_buyer_and_price():
    sold = E.Sold(0, (), 2, 30, 1, (), None)
    assert moment_of([E.SealedBidsRevealed((0, 30, 10), 1), sold], 0) == \
        Moment("sealed", 0, buyer=2, price=30)
    assert moment_of([sold], 0) == Moment("sold", 0, buyer=2, price=30)
    free = moment_of([E.SealedBidsRevealed((0, 0, 0)), E.TakenFree(1, ())], 0)
    assert free == Moment("sealed", 0, buyer=1, price=None)


@pytest.mark.parametrize("moment, past", [
    (Moment("sold", 0, buyer=2, price=30), "Before this: the previous lot went to Cem for 30."),
    (Moment("sealed", 0, buyer=1, price=None),
     "Before this: nobody bid on the previous lot; Bea took it for nothing."),
    (Moment("sealed", 0), "Before this: the sealed bids on the previous lot were revealed."),
    (Moment("scored", 1, later=True), "Round 2 was scored."),
    (Moment("ended", 0), "Round 1 ended."),
    (Moment("revealed", 0), "The everyone-plays cards were turned up.")])
def test_the_past_line_for_each_moment(moment, past):
    ui = Driver()
    seats = tuple(SeatConfig(n, "human") for n in ("Ada", "Bea", "Cem"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, thinking_seconds=0.0)
    scene = HandoverScene(ui.ctx, match.public_view(), 0, lambda seat: None, again=True,
                          seen=moment)
    assert str(scene.headings()[2]) == past


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_screen_draws_the_heading_and_the_past_line_inside_its_panel(size, monkeypatch):
    ui = Driver(size)
    seats = tuple(SeatConfig(n, "human") for n in ("Ada", "Beatrix", "Clemens"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, thinking_seconds=0.0)
    scene = HandoverScene(ui.ctx, match.public_view(), 0, lambda seat: None, again=True,
                          seen=Moment("sold", 0, buyer=2, price=30), since=SEALED)
    ui.ctx.stack.reset(scene)
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    said = {str(s): r for s, r in drawn}
    past = "Before this: the previous lot went to Clemens for 30."
    for words in ("BACK TO ADA", "Ada: your turn to auction a painting", past,
                  "Ada's hand will show: everyone else, please look away."):
        assert words in said and scene.rect.contains(said[words]), (words, said)
    ys = [said[w].y for w in ("Ada: your turn to auction a painting", past)]
    assert ys == sorted(ys) and said["Ada: your turn to auction a painting"].bottom <= ys[1]


def test_the_card_game_s_headings_say_each_decision():
    from game.card.state import ADDING, EFFECT, EVERYONE, PLAY as CARD_PLAY
    from scenes.handover import your_turn
    seats = (SimpleNamespace(name="Ada"), SimpleNamespace(name="Bea"))

    def heading(phase, effect=None):
        view = SimpleNamespace(phase=phase, effect=effect, config=SimpleNamespace(seats=seats))
        return str(your_turn(view, 1))
    assert heading(CARD_PLAY) == "Bea: your turn to play a card"
    assert heading(EVERYONE) == "Bea: choose your everyone-plays card"
    # Said alike whether Bea holds a card to add or not.
    assert heading(ADDING) == "Bea: add cards at scoring, if you have any"
    from game.card.cards import DRAW, EFFECT_NAMES
    assert heading(EFFECT, DRAW) == f"Bea: use the effect ({EFFECT_NAMES[DRAW]}) or not"


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("size", [(1200, 675), (1280, 720), (1920, 1080)])
def test_a_long_heading_goes_on_two_lines_inside_the_panel(size, language, monkeypatch):
    """A 24-letter name with a double's heading ran out of the panel at the smallest size (in
    German even "Beatrix" did): it goes on two lines, every one inside the panel, none over
    the line under it."""
    from dataclasses import replace
    from game import stacked_deck
    from game.cards import DOUBLE
    from tests.ui_driver import FAST, LONG_NAMES
    ui = Driver(size, settings=replace(FAST, language=language))
    seats = (SeatConfig(LONG_NAMES[0], "human"), SeatConfig("Bea"), SeatConfig("Cem"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, deck=stacked_deck((2, DOUBLE)),
                  thinking_seconds=0.0)
    public = match.public_view()
    public = replace(public, phase=DOUBLE_OFFER, lot=(match.state.hands[0][0],))
    scene = HandoverScene(ui.ctx, public, 0, lambda seat: None, again=True,
                          seen=Moment("sold", 0, buyer=2, price=30), since=SEALED)
    ui.ctx.stack.reset(scene)
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    words = ui.ctx.text.words
    past = next(r for t, r in drawn if words.text(t) == words.text(scene.headings()[2]))
    # (the past line stands at the foot of the table's facts: the title is over the line to
    # the others, which the past line stood under it once)
    away = next(r for t, r in drawn if words.text(t) == words.text(scene.headings()[3]))
    title = [r for t, r in drawn if r.bottom <= away.top + 2 and r.top > scene.rect.top
             + ui.ctx.px(40)]
    assert 1 <= len(title) <= 2, drawn
    for rect in title + [past, away]:
        assert scene.rect.contains(rect), (rect, scene.rect)


#: The past line after a sale, in each language: each says the lot was the one before.
PREVIOUS = {"en": "Before this: the previous lot went to Clemens for 30.",
            "de": "Davor: Das vorige Los ging für 30 an Clemens.",
            "it": "Prima: il lotto precedente è andato a Clemens per 30.",
            "zh_TW": "剛才：上一件拍品以30售給Clemens。"}


@pytest.mark.parametrize("language", sorted(PREVIOUS))
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_sale_before_stands_apart_from_the_new_lot_s_heading(size, language, monkeypatch):
    """A tester read "Last lot: sold to Bea for 15.", right under "Krypto (open auction): your
    bid, Ada", as said of Krypto, the lot now up. It names the lot before ("the previous lot",
    "das vorige Los", "il lotto precedente", "上一件拍品") and stands at the foot of the
    table's facts, under the seats' counts and over the button: the line to the others stands
    between it and the heading."""
    from dataclasses import replace
    from tests.ui_driver import FAST
    ui = Driver(size, settings=replace(FAST, language=language))
    seats = tuple(SeatConfig(n, "human") for n in ("Ada", "Beatrix", "Clemens"))
    match = Match(Config(seats=seats, first_auctioneer=0), 3, thinking_seconds=0.0)
    public = replace(match.public_view(), phase=OPEN_BIDDING, lot=(match.state.hands[0][0],))
    scene = HandoverScene(ui.ctx, public, 0, lambda seat: None,
                          seen=Moment("sold", 0, buyer=2, price=30), since=SEALED)
    ui.ctx.stack.reset(scene)
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    shown = [(str(ui.ctx.text.shown(t)), r) for t, r in drawn]
    said = dict(shown)
    past = said[PREVIOUS[language]]
    _kicker, title, _past, away = (str(ui.ctx.text.shown(w)) for w in scene.headings())
    counts = [r for t, r in shown if t.startswith("10") and t != "10"]
    assert len(counts) == 3, shown
    assert said[title].bottom < said[away].top < said[away].bottom < past.top
    assert max(r.bottom for r in counts) < past.top and past.bottom < scene.button.rect.top
    assert scene.rect.contains(past)
