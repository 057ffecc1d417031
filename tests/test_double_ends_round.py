"""A double whose second card would end the round, at the table: the lot's line says what the
round would then pay (value hints on), and the first-game tip under it keeps clear of the
double's "Add nothing" however long that line runs (seen in German at 1280×720: the tip lay
over the button)."""
from __future__ import annotations

import dataclasses
import random

import pytest

from tests.ui_driver import FAST, Driver

from game import AmountRange, Config, Pass, PlayCard, SeatConfig, stacked_deck
from game.cards import DOUBLE, FIXED_PRICE, ONCE_AROUND, OPEN, SEALED
from game.state import DOUBLE_OFFER, PLAY
from scenes.session.match import Match
from scenes.table import TableScene

LM, YOKO, CP, KG, KRYPTO = range(5)


class LiteMetalFirst:
    """Auctions its Lite Metal first, then anything; passes, bids nothing, names the least."""

    name = "lite-metal-first"

    def choose(self, view, legal, rng):
        plays = [o for o in legal if isinstance(o, PlayCard)]
        if plays:
            return min(plays, key=lambda o: (o.card.artist != LM, o.card.id))
        passes = [o for o in legal if isinstance(o, Pass)]
        option = passes[0] if passes else legal[0]
        return option.make(option.lo) if isinstance(option, AmountRange) else option


def _at_the_double(language: str, size, played: bool = True) -> tuple[Driver, TableScene]:
    """Ada auctions a Lite Metal, Beatrix and Clemens one each, then Ada plays her Lite Metal
    double as the fourth: she may add a second, the fifth, which would end the round (with
    `played` false, the table just before she plays it)."""
    ada = [(LM, OPEN), (LM, DOUBLE), (LM, SEALED), (YOKO, OPEN), (CP, OPEN), (KG, OPEN),
           (KRYPTO, OPEN), (YOKO, SEALED), (CP, SEALED)]
    bea = [(LM, OPEN), (KG, SEALED), (KRYPTO, SEALED), (YOKO, FIXED_PRICE), (CP, FIXED_PRICE),
           (KG, FIXED_PRICE), (KRYPTO, FIXED_PRICE), (YOKO, ONCE_AROUND), (CP, ONCE_AROUND)]
    cle = [(LM, ONCE_AROUND), (KG, ONCE_AROUND), (KRYPTO, ONCE_AROUND), (YOKO, OPEN), (CP, OPEN),
           (KG, OPEN), (KRYPTO, OPEN), (YOKO, SEALED), (CP, SEALED)]
    dor = [(KRYPTO, SEALED), (KG, SEALED), (KRYPTO, FIXED_PRICE), (YOKO, FIXED_PRICE),
           (CP, FIXED_PRICE), (KG, FIXED_PRICE), (KRYPTO, OPEN), (YOKO, OPEN), (CP, OPEN)]
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"), SeatConfig("Doris", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 1,
                  deck=stacked_deck(*ada, *bea, *cle, *dor), thinking_seconds=0.0,
                  rng=random.Random(1), bots={i: LiteMetalFirst() for i in (1, 2, 3)})
    for _ in range(500):
        s = match.state
        if s.phase == DOUBLE_OFFER and 0 in s.to_act:
            break
        if not played and s.phase == PLAY and 0 in s.to_act and s.counts[LM] == 3:
            break
        if 0 not in s.to_act:
            match.update(0.05)
        elif s.phase == PLAY:
            method = OPEN if s.counts[LM] < 3 else DOUBLE
            match.submit(PlayCard(0, next(c for c in s.hands[0]
                                          if c.artist == LM and c.method == method)))
        else:
            option = next((o for o in match.legal_for(0) if isinstance(o, Pass)),
                          match.legal_for(0)[0])
            match.submit(option.make(option.lo) if isinstance(option, AmountRange) else option)
    assert (match.state.phase, match.state.counts[LM]) == ((DOUBLE_OFFER, 4) if played else
                                                           (PLAY, 3))
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=5)
    return ui, table


@pytest.mark.parametrize("language, size", [("en", (1280, 720)), ("en", (1920, 1080)),
                                            ("de", (1280, 720)), ("it", (1280, 720))])
def test_the_double_says_what_ending_would_pay_and_its_tip_keeps_clear(language, size):
    _ui, table = _at_the_double(language, size)
    if language == "en":
        assert "If you add a second Lite Metal: the round would score Lite Metal first" in str(
            table.look.hint)
    assert table.tip == "double" and table.tip_panel is not None
    box = table.tip_panel.box
    buttons = [w.rect for w in table.controls.widgets if w.visible]
    assert buttons and not any(box.colliderect(r) for r in buttons), (box, buttons)
    assert table.layout.log.contains(box)         # beside the stand (test_tip_beside_stand)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_pointing_at_the_double_says_its_second_card_would_end_the_round(size):
    """Pointing at a double whose second card would be the fifth of its artist said "You hold
    a second one to add." (seen playing a 2-player game: three Lite Metals out, a Lite Metal
    double and a partner in hand), as if the pair could be sold. It now says, by the engine's
    `second_ends_round`, that adding it would end the round with neither card sold."""
    from game import RoundEnd, second_ends_round
    from tests.test_first_evening import hover
    from tests.ui_driver import spy_texts
    ui, table = _at_the_double("en", size, played=False)
    double = next(c for c in table.hand_cards() if c.artist == LM and c.method == DOUBLE)
    assert second_ends_round(table.look.view, double) == RoundEnd.FIFTH_CARD
    rect = dict((c.id, r) for c, r in table.hand_rects())[double.id]
    texts = spy_texts(ui)
    hover(ui, (rect.x + table.ctx.px(10), rect.y + rect.h // 2))
    assert table.lot_info.preview == double
    shown = " ".join(texts)
    assert "You hold a second one to add." not in shown
    assert ("You hold a second one, but a second Lite Metal would be the fifth: adding it "
            "would end the round at once and neither card be sold.") in " ".join(shown.split())


def test_a_double_is_no_second_card_at_the_offer_or_on_the_stand():
    """§4 Double: the second card is of the double's artist and not itself a double. The rule
    lives once, in the engine's `second_cards`: the offer's legal additions are those cards,
    and the stand's words under a pointed double ask it (they once filtered the hand
    themselves)."""
    from game import legal_actions, second_cards
    from game.actions import AddSecondCard
    hand = (next(c for c in stacked_deck() if c.artist == LM and c.method == DOUBLE),
            next(c for c in stacked_deck() if c.artist == LM and c.method == OPEN),
            next(c for c in stacked_deck() if c.artist == YOKO and c.method == OPEN))
    assert second_cards(hand, hand[0]) == (hand[1],)
    assert second_cards(hand[::2], hand[0]) == ()
    _ui, table = _at_the_double("en", (1280, 720))
    s = table.match.state
    offered = [o.card for o in legal_actions(s, 0) if isinstance(o, AddSecondCard)]
    assert offered == list(second_cards(s.hands[0], s.lot[0])) == [
        c for c in s.hands[0] if c.artist == LM and c.method != DOUBLE]
