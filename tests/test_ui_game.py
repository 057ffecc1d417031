"""A whole game played through the UI by synthetic mouse and keyboard events, one human seat
against bots: every auction type, a double offered to the human, an illegal bid showing the
engine's message, and the table drawing only from the human seat's view."""
from __future__ import annotations

import random

import pygame
import pytest

from tests.ui_driver import Driver, click_card, decide, keys_not_named, type_amount

from game import (AddSecondCard, AmountRange, Bid, Buy, Config, DeclineSecondCard, Pass,
                  PlayCard, RevealDummy, SealedBid, SeatConfig, SetPrice, stacked_deck)
from game.cards import DOUBLE, FIXED_PRICE, ONCE_AROUND, OPEN, SEALED
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE)
from scenes.gameover import GameOverScene
from scenes.session.match import Match
from scenes.scoring import ScoringOverlay
from scenes.table import TableScene


class TameBot:
    """A predictable opponent: modest bids, cheap prices, plays doubles first and never adds
    a second card, so that the double travels on to the human."""

    name = "tame"

    def choose(self, view, legal, rng):
        for option in legal:
            if isinstance(option, PlayCard) and option.card.method == DOUBLE:
                return option
        for option in legal:
            if isinstance(option, DeclineSecondCard):
                return option
        option = legal[0]
        if isinstance(option, PlayCard):
            return legal[rng.randrange(len(legal))]
        if isinstance(option, AddSecondCard):
            return option
        if isinstance(option, AmountRange):
            if option.kind is Bid:
                if option.lo <= 12 and rng.random() < 0.5:
                    return option.make(option.lo)
                return next(o for o in legal if isinstance(o, Pass))
            if option.kind is SealedBid:
                return option.make(min(option.hi, rng.randrange(0, 9)))
            if option.kind is SetPrice:
                return option.make(min(option.hi, max(option.lo, 6)))
        if isinstance(option, Buy):
            return option if view.price <= 8 else legal[1]
        if isinstance(option, RevealDummy):
            return RevealDummy(option.seat, True)
        return option


def human_deck():
    """Seat 0 (the human) holds one card of every method plus partners for doubles; seat 3
    holds a lone double of Yoko, which it plays and declines, so it is offered to the human."""
    human = [(0, OPEN), (2, ONCE_AROUND), (3, SEALED), (4, FIXED_PRICE), (0, DOUBLE),
             (0, SEALED), (1, ONCE_AROUND), (2, OPEN), (3, FIXED_PRICE)]
    seat1 = [(4, OPEN)] * 3 + [(2, SEALED), (3, OPEN), (4, ONCE_AROUND), (3, ONCE_AROUND),
                               (2, FIXED_PRICE), (4, SEALED)]
    seat2 = [(3, OPEN), (4, OPEN), (2, ONCE_AROUND), (3, SEALED), (4, FIXED_PRICE),
             (2, OPEN), (3, FIXED_PRICE), (4, SEALED), (2, SEALED)]
    seat3 = [(1, DOUBLE), (0, ONCE_AROUND), (2, FIXED_PRICE), (3, ONCE_AROUND), (4, ONCE_AROUND),
             (0, FIXED_PRICE), (3, OPEN), (4, FIXED_PRICE), (2, OPEN)]
    return stacked_deck(*(human + seat1 + seat2 + seat3))


def tame_match() -> Match:
    """A 4-player auction game on `human_deck`: Ada at this screen, three tame computers."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"), SeatConfig("Doris", "bot", "random"))
    return Match(Config(seats=seats, first_auctioneer=0), 11, deck=human_deck(),
                 thinking_seconds=0.0, rng=random.Random(2),
                 bots={i: TameBot() for i in (1, 2, 3)})


class HumanPlayer:
    """Plays seat 0 through the UI only: clicks cards and buttons, types amounts."""

    def __init__(self, ui: Driver, table: TableScene) -> None:
        self.ui = ui
        self.table = table
        self.did: set[str] = set()
        self.methods_played: set[str] = set()
        self.illegal_message = ""

    def click_card(self, card) -> None:
        click_card(self.ui, self.table, card)

    def act(self) -> None:
        t = self.table
        v = t.shown
        named = keys_not_named([*t.widgets, t.tip_button], t.ctx.text.shown)
        assert not named, named
        legal = t.match.legal_for(0)
        phase = v.phase
        amount = next((o for o in legal if isinstance(o, AmountRange)), None)
        if phase == PLAY:
            cards = [o.card for o in legal]
            order = {OPEN: 0, ONCE_AROUND: 1, SEALED: 2, FIXED_PRICE: 3, DOUBLE: 4}
            fresh = [c for c in cards if c.method not in self.methods_played]
            pick = sorted(fresh or cards, key=lambda c: (order[c.method], c.id))[0]
            if pick.method == DOUBLE and not any(c.artist == pick.artist and c.method != DOUBLE
                                                 for c in cards):
                pick = next((c for c in cards if c.method != DOUBLE), pick)
            self.methods_played.add(pick.method)
            self.decide("play", PlayCard(0, pick))
        elif phase == DOUBLE_OFFER:
            adds = [o for o in legal if isinstance(o, AddSecondCard)]
            if v.original != 0:
                self.did.add("offered_double")
            if adds:
                self.decide("add_second", adds[0])
            else:
                self.decide("decline_second", DeclineSecondCard(0))
        elif phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING) and amount is not None:
            self.bid(amount)
        elif phase == SEALED_BIDDING:
            self.decide("sealed", amount.make(min(amount.hi, 7)))
        elif phase == SET_PRICE:
            before = len(t.match.actions)
            self.ui.press("+5")              # 10 + 5, adjusted by the quick buttons
            self.ui.press("Set the price")
            assert len(t.match.actions) > before, t.error
            self.did.add("set_price")
        elif phase == FIXED_OFFER:
            if any(isinstance(o, Buy) for o in legal) and v.price <= 20:
                self.decide("buy", Buy(0))
            else:
                self.decide("fixed_pass", Pass(0))
        elif phase == DUMMY_REVEAL:
            self.decide("reveal", RevealDummy(0, True))
        elif phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
            self.decide("pass", Pass(0))
        else:
            raise AssertionError(f"a human turn in {phase}")

    def decide(self, what: str, action) -> None:
        """Play `action` through the table's controls and note that `what` was done."""
        decide(self.ui, self.table, action)
        self.did.add(what)

    def bid(self, amount) -> None:
        """An open or once-around bid, each way the table offers once: an illegal amount
        first, then typed, a quick bid, the stepper, and passes after that."""
        t = self.table
        before = len(t.match.actions)
        if "illegal" not in self.did:
            # An amount beyond our money: the engine's message, the typed text kept.
            type_amount(self.ui, amount.hi + 1)
            assert len(t.match.actions) == before
            assert t.error and str(amount.hi + 1) in t.error
            assert t.amount.value == str(amount.hi + 1)
            self.illegal_message = t.error
            self.did.add("illegal")
            self.ui.frame()
            self.decide("typed_bid", amount.make(amount.lo))
        elif "quick" not in self.did and amount.lo + 5 <= amount.hi:
            self.ui.press("+5")             # a step adds to the amount: nothing is sent
            assert len(t.match.actions) == before and t.amount.value == str(amount.lo + 5)
            self.ui.press(f"Bid {amount.lo + 5}")     # the bid button says what it bids
            assert len(t.match.actions) > before, t.error
            self.did.add("quick")
        elif "stepper" not in self.did and amount.lo + 1 <= amount.hi:
            self.ui.press("+")           # stepper: one more than the minimum
            assert t.amount.value == str(amount.lo + 1)
            self.ui.press("Bid")
            assert len(t.match.actions) > before, t.error
            self.did.add("stepper")
        else:
            self.decide("pass", Pass(0))


def play_through(ui: Driver, match: Match, limit: int = 3000) -> HumanPlayer:
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    seen_views: list = []
    real_view = match.view

    def spy(seat):
        seen_views.append(seat)
        return real_view(seat)

    match.view = spy  # the table may only ever ask for the human seat's view
    human = HumanPlayer(ui, table)
    scorings = 0
    for _ in range(limit):
        top = ui.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, ScoringOverlay):
            scorings += 1
            # Round 4 deals nothing: its button says "Start round 4".
            ui.press("See the final result" if top.round == 3 else
                     "Start round" if top.round == 2 else "Deal round")
            continue
        if top is table and table.human_turn():
            human.act()
        else:
            ui.frame(0.05)
    else:
        pytest.fail("the game did not finish")
    assert set(seen_views) == {0}
    assert table.drawn_seats == {0}
    assert scorings == 4
    human.scorings = scorings
    return human


@pytest.mark.parametrize("language", ["en", "it"])
def test_full_game_through_the_ui_covers_every_auction_and_a_double_offer(language):
    from dataclasses import replace
    from tests.ui_driver import FAST
    ui = Driver((1280, 720), settings=replace(FAST, language=language))
    drawn: set[str] = set()
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.add(text))
    match = tame_match()
    human = play_through(ui, match)
    assert match.is_over
    assert human.methods_played >= {OPEN, ONCE_AROUND, SEALED, FIXED_PRICE, DOUBLE}
    for thing in ("offered_double", "add_second", "illegal", "typed_bid", "quick", "pass",
                  "sealed", "set_price"):
        assert thing in human.did, thing
    assert human.did & {"buy", "fixed_pass"}
    assert "more than your" in human.illegal_message
    # every auction method was sold through the UI, the human's doubles included
    assert {s.method for s in match.state.sales} >= {OPEN, ONCE_AROUND, SEALED, FIXED_PRICE}
    kinds = {type(a) for a in match.actions if a.seat == 0}
    assert kinds >= {PlayCard, AddSecondCard, Bid, Pass, SealedBid, SetPrice}
    if language == "it":
        # The whole game read in Italian: the auctions by the Italian rulebook's names, the
        # engine's refusal in Italian, and none of the English names on screen.
        assert {"Asta aperta", "Asta nascosta", "Asta a prezzo fisso", "Asta doppia"} <= drawn
        assert not drawn & {"Open auction", "Sealed bid", "Fixed price", "Double auction"}
        assert ui.ctx.words.text(human.illegal_message) in drawn


def dummy_match() -> Match:
    """Ada (human) and two tame computers with the dummy hand, Ada auctioning first and
    deciding the reveal after her auctions."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    config = Config(seats=seats, variant="three_with_dummy", dummy_reveal_by="auctioneer",
                    first_auctioneer=0)
    return Match(config, 5, thinking_seconds=0.0, rng=random.Random(3),
                 bots={1: TameBot(), 2: TameBot()})


def test_three_players_with_the_dummy_hand_offer_the_reveal():
    ui = Driver((1920, 1080))
    match = dummy_match()
    human = play_through(ui, match)
    assert "reveal" in human.did
    assert any(isinstance(a, RevealDummy) and a.seat == 0 for a in match.actions)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_dummy_reveal_shows_the_dummy_hands_top_card_face_down_on_the_stand(size):
    """Asked whether to turn up the dummy card, the player sees that card's back where the
    lot stands, not an empty outline saying "the lot"."""
    ui = Driver(size)
    match = dummy_match()
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    human = HumanPlayer(ui, table)
    for _ in range(2000):
        if isinstance(ui.top, ScoringOverlay):
            ui.press("Start round" if ui.top.round == 2 else "Deal round")
        elif table.human_turn() and table.shown.phase == DUMMY_REVEAL:
            break
        elif table.human_turn():
            human.act()
        else:
            ui.frame(0.05)
    else:
        pytest.fail("no dummy reveal came to Ada")
    backs, texts = [], []
    art, real_back = ui.ctx.art, type(ui.ctx.art).card_back
    art.card_back = lambda width: backs.append(width) or real_back(art, width)
    ui.ctx.text.watchers.append(lambda text, size_, weight: texts.append(text))
    table.invalidate()
    ui.frame(0.0)
    assert table.layout.lot_card.w in backs
    assert "the lot" not in texts


def test_computer_seats_seal_while_the_human_types_and_the_typing_survives():
    ui = Driver()
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    config = Config(seats=seats, first_auctioneer=0)
    match = Match(config, 1, deck=stacked_deck((2, SEALED)), thinking_seconds=0.0,
                  rng=random.Random(1), bots={1: TameBot(), 2: TameBot()})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame()
    human = HumanPlayer(ui, table)
    assert match.computers_wait_for(0)            # Ada's turn to auction: they wait
    sealed_card = next(c for c in table.hand_cards() if c.method == SEALED)
    human.click_card(sealed_card)
    ui.frame(n=3)
    assert table.shown.phase == SEALED_BIDDING and table.human_turn()
    ui.type("3")
    ui.frame(0.1, n=5)             # the computer seats seal meanwhile
    assert table.shown.sealed_done == (False, True, True)
    assert match.computers_wait_for(0)            # only Ada's bid is awaited now
    assert table.amount.value == "3"
    ui.key(pygame.K_RETURN)
    assert any(isinstance(a, SealedBid) and a.seat == 0 and a.amount == 3 for a in match.actions)


def test_computers_wait_for_a_humans_decision_but_not_for_a_choice_made_together():
    """The one rule both tables ask (`Match.computers_wait_for`): computer seats wait while
    the human shown decides, except while the game waits for several seats at once (sealed
    bids; everyone plays in the card game); then they choose meanwhile."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 1, deck=stacked_deck((2, SEALED)),
                  thinking_seconds=0.0, rng=random.Random(1), bots={1: TameBot(), 2: TameBot()})
    assert match.computers_wait_for(0) and not match.computers_wait_for(1)
    card = next(c for c in match.state.hands[0] if c.method == SEALED)
    assert match.submit(PlayCard(0, card)) is None
    assert match.state.phase == SEALED_BIDDING and len(match.state.to_act) == 3
    assert not match.computers_wait_for(0)            # all three seal at the same time
    while len(match.state.to_act) > 1:
        assert match.update(1.0)
    assert match.state.to_act == (0,) and match.computers_wait_for(0)


def test_a_card_can_be_chosen_and_played_with_the_keyboard():
    ui = Driver()
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_auctioneer=0), 2, thinking_seconds=0.0,
                  rng=random.Random(1), bots={1: TameBot(), 2: TameBot()})
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    ui.frame(n=3)
    assert table.human_turn() and table.shown.phase == PLAY
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_RIGHT)
    chosen = table.hand_cards()[table.hand.focus]
    ui.key(pygame.K_RETURN)
    assert match.actions[0] == PlayCard(0, chosen)


def test_a_seeded_monkey_of_random_clicks_and_keys_never_breaks_the_scenes():
    from scenes.title import TitleScene
    rng = random.Random(4)
    ui = Driver(settings=__import__("scenes.session.settings", fromlist=["Settings"]).Settings(
        animation_speed="fast", computer_pace="instant"), seed=4)
    ui.ctx.stack.push(TitleScene(ui.ctx))
    keys = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_f, pygame.K_p,
            pygame.K_b, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
            pygame.K_BACKSPACE, pygame.K_1, pygame.K_5, pygame.K_0, pygame.K_r, pygame.K_k,
            pygame.K_d, pygame.K_PAGEUP]
    seen = set()
    for _ in range(600):
        if not ui.ctx.running or ui.top is None:       # "Quit" was pressed: start again
            ui.ctx.running = True
            ui.ctx.stack.reset(TitleScene(ui.ctx))
        r = rng.random()
        if r < 0.5:
            widgets = []
            for attr in ("widgets", "buttons"):
                value = getattr(ui.top, attr, None)
                value = value() if callable(value) else value
                widgets = list(value or widgets)
            pos = (rng.randrange(1280), rng.randrange(720))
            if widgets and rng.random() < 0.7:
                pos = rng.choice(widgets).rect.center
            ui.click(pos)
        elif r < 0.85:
            key = rng.choice(keys)
            ui.key(key, chr(key) if 32 <= key < 127 else "")
        else:
            ui.frame(rng.random() * 0.5, n=rng.randrange(1, 8))
        seen.add(ui.top.name)
    assert {"title", "setup", "table"} <= seen


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_sealed_envelope_on_a_seat_leaves_its_words_readable(size):
    """With five seats in the top row (a hot-seat table with every screen down) the envelope of
    a sealed bid lay over "8 in hand" at 1280x720: it now sits in the money's row, clear of
    every word drawn on the panel."""
    from scenes import ui as ui_mod
    ui = Driver(size)
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "human"),
             *(SeatConfig(n, "bot", "random") for n in ("Clemens", "Doris", "Emil")))
    match = Match(Config(seats=seats, first_auctioneer=0), 1, deck=stacked_deck((2, SEALED)),
                  thinking_seconds=0.0, rng=random.Random(1),
                  bots={i: TameBot() for i in (2, 3, 4)})
    match.submit(PlayCard(0, next(c for c in match.state.hands[0] if c.method == SEALED)))
    for _ in range(20):
        match.update(0.05)
    assert match.state.phase == SEALED_BIDDING
    assert sum(b is not None for b in match.state.sealed) == 3
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    words = []
    real = ui_mod.text

    def spy(surf, ctx, s, *a, **k):
        rect = real(surf, ctx, s, *a, **k)
        words.append((str(s), rect))
        return rect
    ui_mod.text = spy
    try:
        table.invalidate()
        ui.frame(0.0)
    finally:
        ui_mod.text = real
    envelopes = [r for r, tip in table.regions if "has sealed a bid" in str(tip)]
    assert len(envelopes) == 3
    hands = [r for s, r in words if s.endswith(" in hand")]
    assert len(hands) >= 5
    for envelope in envelopes:
        assert not any(envelope.colliderect(r) for s, r in words if r.w and r.h), envelope
