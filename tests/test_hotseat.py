"""Hot-seat privacy: several humans share one screen.

Every frame of these games is checked twice: on the views the scenes draw from (the table's
`shown`, the hand-over's and the scoring's `view`), and on what is actually rendered — every
string that passes through the context's text cache and every card face drawn — against each
other seat's cash, hand and sealed bid. Cash starts at distinctive four-digit amounts and bids
stay small, so a cash figure on screen can only come from that seat's money.
"""
from __future__ import annotations

import random

import pygame
import pytest

from tests.ui_driver import (Driver, auction_table, click_card, decide, lap_button,
                             press_handover, through_handovers)

from game import (AddSecondCard, AmountRange, Buy, Config, DeclineSecondCard, Pass, PlayCard,
                  RevealDummy, SealedBid, SeatConfig, stacked_deck)
from game.cards import SEALED
from game.events import SealedBidsRevealed
from game.state import (DOUBLE_OFFER, DUMMY_REVEAL, FIXED_OFFER, GAME_OVER, ONCE_AROUND_BIDDING,
                        OPEN_BIDDING, PLAY, SEALED_BIDDING, SET_PRICE)
from scenes.gameover import GameOverScene
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.session.match import Match
from scenes.pause import PauseScene
from scenes.scoring import ScoringOverlay
from scenes.table import TableScene

#: Starting cash per seat: far from any price, bid or value the game shows in public.
DISTINCT_CASH = (7310, 8420, 9530, 6640, 5750)


def hot_match(humans: int, bots: int, seed: int, deck=None, open_money: bool = False,
              distinct: bool = True, first_auctioneer: int = 0, **config) -> Match:
    """A match of `humans` human seats then `bots` random computer seats, with distinct cash."""
    names = ("Ada", "Beatrix", "Clemens", "Doris", "Emil")
    seats = tuple(SeatConfig(names[i], "human") for i in range(humans)) + \
        tuple(SeatConfig(names[humans + i], "bot", "random") for i in range(bots))
    cfg = Config(seats=seats, first_auctioneer=first_auctioneer, open_money=open_money,
                 **config)
    match = Match(cfg, seed, deck=deck, thinking_seconds=0.0, rng=random.Random(seed))
    if distinct:
        match._state = match.state._replace(cash=DISTINCT_CASH[:len(seats)])
    return match


class Recorder:
    """Records every string rendered through the text cache and every card face drawn."""

    def __init__(self, ui: Driver) -> None:
        self.ui = ui
        self.texts: list[str] = []
        self.cards: set[int] = set()
        text = ui.ctx.text
        real_render = text.render

        def render(s, size, colour=(30, 26, 22), weight="regular"):
            self.texts.append(s)
            return real_render(s, size, colour, weight)
        text.render = render
        self._spied_art = None

    def _spy_art(self) -> None:
        art = self.ui.ctx.art
        if art is self._spied_art:
            return
        real = type(art).card_face

        def card_face(card, width, _art=art):
            self.cards.add(card.id)
            return real(_art, card, width)
        art.card_face = card_face
        self._spied_art = art

    def draw(self) -> None:
        """Draw the whole stack afresh (no cached layer hides what it is made of) and record."""
        self._spy_art()
        self.texts.clear()
        self.cards.clear()
        for scene in self.ui.ctx.stack.scenes:
            if isinstance(scene, TableScene):
                scene.invalidate()
                scene.hand.cache.clear()
                scene.refresh()
        self.ui.ctx.stack.draw(self.ui.ctx.screen)


def secrets_shown(match: Match, rec: Recorder, allowed: int | None) -> list[str]:
    """What of any seat but `allowed` was drawn: cash figures, hand cards, sealed bids."""
    state = match.state
    leaks = []
    blob = "\n".join(rec.texts)
    cash_public = state.config.open_money or state.phase == GAME_OVER
    for seat in range(state.players):
        if seat == allowed:
            continue
        if not cash_public and state.cash[seat] >= 1000 and str(state.cash[seat]) in blob:
            leaks.append(f"cash of seat {seat} ({state.cash[seat]})")
        for card in state.hands[seat]:
            if card.id in rec.cards:
                leaks.append(f"card {card.id} in the hand of seat {seat}")
        if state.phase == SEALED_BIDDING and state.sealed and state.sealed[seat] is not None \
                and state.sealed[seat] >= 1000 and str(state.sealed[seat]) in blob:
            leaks.append(f"sealed bid of seat {seat} ({state.sealed[seat]})")
    return leaks


def check_frame(ui: Driver, table: TableScene, rec: Recorder) -> int | None:
    """Draw and check one frame; returns the seat whose screen was open (or None)."""
    match = table.match
    stack = ui.ctx.stack.scenes
    shown = table.shown.seat
    handover = any(isinstance(s, HandoverScene) for s in stack)
    if match.hot_seat:
        if handover:
            assert shown is None, "a seat's screen under the hand-over"
        if shown is not None:
            assert shown == match.seated and shown in match.state.to_act, \
                f"seat {shown}'s screen open out of their turn"
        for scene in stack:
            if isinstance(scene, (HandoverScene, ScoringOverlay, GameOverScene)):
                assert scene.view.seat is None and scene.view.hand is None, scene.name
    rec.draw()
    leaks = secrets_shown(match, rec, shown)
    assert not leaks, f"drawn with {[s.name for s in stack]}: {leaks}"
    return shown


def act(ui: Driver, table: TableScene, rng: random.Random, sealed_amounts=None) -> None:
    """The seat whose screen is open decides through the UI: clicks, keys, typed amounts."""
    seat = table.shown.seat
    legal = table.match.legal_for(seat)
    phase = table.shown.phase
    cards = [o for o in legal if isinstance(o, (PlayCard, AddSecondCard))]
    amount = next((o for o in legal if isinstance(o, AmountRange)), None)
    if cards and (phase == PLAY or rng.random() < 0.6
                  or not any(isinstance(o, DeclineSecondCard) for o in legal)):
        action = rng.choice(cards)
    elif phase == DOUBLE_OFFER:
        action = DeclineSecondCard(seat)
    elif phase in (OPEN_BIDDING, ONCE_AROUND_BIDDING):
        if amount is not None and amount.lo <= 40 and rng.random() < 0.5:
            action = amount.make(amount.lo)
        else:
            action = Pass(seat)
    elif phase == SEALED_BIDDING:
        action = amount.make((sealed_amounts or {}).get(seat, rng.randrange(0, 12)))
    elif phase == SET_PRICE:
        action = amount.make(min(amount.hi, rng.randrange(4, 25)))
    elif phase == FIXED_OFFER:
        buy = any(isinstance(o, Buy) for o in legal) and table.shown.price <= 15
        action = Buy(seat) if buy else Pass(seat)
    elif phase == DUMMY_REVEAL:
        action = RevealDummy(seat, True)
    else:
        raise AssertionError(f"a human turn in {phase}")
    decide(ui, table, action, keys=True)


def move_on(ui: Driver, table: TableScene, rng: random.Random) -> None:
    """The game at one screen moved on a step as its people would: a hand-over on top
    confirmed, a person's turn decided through the UI (`act`), or else a frame drawn."""
    if isinstance(ui.top, HandoverScene):
        press_handover(ui)
    elif ui.top is table and table.human_turn():
        act(ui, table, rng)
    else:
        ui.frame(0.05)


def play(ui: Driver, match: Match, rng: random.Random, check: bool = True, limit: int = 6000,
         sealed_amounts=None, stop=None, laps: bool = False) -> dict:
    """Play the match to its end (or `stop(match)`) through the UI; every frame checked.
    `laps`: on the hand-over of an open-auction lap a person often passes or steps out right
    there (scenes/table/lap_choices.py), and from that press until the next hand-over no frame
    may show that person's own screen either (`seen["unseen"]`: the seats that did)."""
    table = auction_table(ui, match, n=0)
    rec = Recorder(ui) if check else None
    seen = {"handovers": [], "bands": [], "scorings": 0, "opened": set(), "paused": 0,
            "scenes": set(), "unseen": [], "lap_keys": set()}
    unseen = None       # the seat that just moved on its hand-over, until the next one
    ui.ctx.stack.listeners.append(lambda top: seen["scenes"].add(top.name) if top else None)
    last = None
    for _ in range(limit):
        top = ui.top
        # Every frame that can differ in what it may show is checked: a new view, action,
        # scene, beat or screen state (frames that only move an animation on are alike).
        moment = (id(table.shown), len(match.actions), tuple(map(id, ui.ctx.stack.scenes)),
                  type(table.timeline.beats[0]).__name__ if table.timeline.beats else None,
                  len(table.timeline.steps),
                  table.screen_hidden(), table.human_turn())
        if check and moment != last:
            shown = check_frame(ui, table, rec)
            assert unseen is None or shown != unseen, f"seat {unseen}'s screen after its lap"
            last = moment
        if stop is not None and stop(match):
            break
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, PauseScene):
            ui.key(pygame.K_ESCAPE)
            continue
        if isinstance(top, ScoringOverlay):
            seen["scorings"] += 1
            ui.key(pygame.K_SPACE)
            ui.key(pygame.K_SPACE)
            continue
        if isinstance(top, HandoverScene):
            unseen = None
            # (a band that names nobody, under sealed bids turned over, hands over to no one)
            seen["handovers" if top.seat is not None else "bands"].append(top.seat)
            if (len(seen["handovers"]) + len(seen["bands"])) % 7 == 3:
                ui.key(pygame.K_ESCAPE)          # the pause menu over the hand-over
                seen["paused"] += 1
                if check:
                    check_frame(ui, table, rec)
                continue
            ui.frame(ARM_SECONDS + 0.05)
            if laps and top.offers is not None and rng.random() < 0.7:
                button = lap_button(top.offers, rng.random() < 0.3)
                unseen = top.seat
                seen["unseen"].append(top.seat)
                seen["lap_keys"].add(button.hotkey)
                ui.key(button.hotkey)
                continue
            ui.key(pygame.K_RETURN)
            continue
        if top is table and table.human_turn():
            seen["opened"].add(table.shown.seat)
            act(ui, table, rng, sealed_amounts)
        else:
            ui.frame(0.05)
    else:
        pytest.fail("the game did not finish")
    seen["table"] = table
    return seen


@pytest.mark.slow
def test_a_full_hot_seat_game_never_draws_another_seats_hand_cash_or_bid():
    ui = Driver((1280, 720))
    match = hot_match(3, 1, seed=21)
    seen = play(ui, match, random.Random(5))
    assert match.is_over
    assert isinstance(ui.top, GameOverScene)
    assert seen["opened"] == {0, 1, 2}
    assert seen["scorings"] == 4
    assert seen["paused"] > 0
    assert {"handover", "scoring", "pause", "gameover"} <= seen["scenes"]
    # the screen passed between different humans, never to the one already seated
    handovers = seen["handovers"]
    assert len(set(handovers)) == 3 and len(handovers) > 10
    # Everyone's money shows at the end: the game-over screen's ranking.
    rec = Recorder(ui)
    rec.draw()
    for cash in match.state.cash:
        assert str(cash) in "\n".join(rec.texts)


@pytest.mark.parametrize("seed", [4, pytest.param(13, marks=pytest.mark.slow)])
def test_passes_and_steps_out_on_the_hand_over_never_draw_a_screen(seed):
    """The same check over whole games in which the people take many open-auction laps on the
    hand-over itself (Pass, "Out of this lot"), their screens shut: no frame draws another
    seat's secrets, and none draws the screen of the one who moved there until their next
    hand-over."""
    ui = Driver((1280, 720))
    match = hot_match(2, 2, seed=seed)
    seen = play(ui, match, random.Random(seed), laps=True)
    assert match.is_over and isinstance(ui.top, GameOverScene)
    assert set(seen["unseen"]) == {0, 1} and len(seen["unseen"]) > 5
    # Pass and Out of this lot on open laps, and Add nothing on a double offered on (N), which
    # the hand-over offers too since stop 70.
    assert {pygame.K_p, pygame.K_o} <= seen["lap_keys"] <= {pygame.K_p, pygame.K_o, pygame.K_n}
    assert seen["opened"] == {0, 1}


def test_a_single_human_never_sees_a_hand_over():
    ui = Driver((1280, 720))
    match = hot_match(1, 3, seed=8)
    seen = play(ui, match, random.Random(2), check=False)
    assert match.is_over and "handover" not in seen["scenes"]
    assert seen["table"].drawn_seats == {0}
    assert match.handover_due() is None


def test_sealed_bids_with_three_humans_are_entered_privately_in_turn_and_revealed_together():
    ui = Driver((1920, 1080))
    # Ada auctions a sealed-bid card first: Ada, Beatrix and Clemens (and Doris, a computer)
    # bid 4711, 5822 and 6933, each behind the hand-over; none sees another's amount.
    deck = stacked_deck((2, SEALED), (3, SEALED))
    match = hot_match(3, 1, seed=3, deck=deck)
    sealed = {0: 4711, 1: 5822, 2: 6933}

    def revealed(m):
        return any(isinstance(e, SealedBidsRevealed) for e in m.state.events) or \
            any(isinstance(a, SealedBid) and a.seat == 2 for a in m.actions)

    seen = play(ui, match, random.Random(1), sealed_amounts=sealed, stop=revealed)
    bids = [a for a in match.actions if isinstance(a, SealedBid)]
    assert {(a.seat, a.amount) for a in bids if a.seat in sealed} == set(sealed.items())
    # Ada played the card and bid first; the screen then passed to Beatrix, then Clemens.
    assert seen["handovers"][:3] == [0, 1, 2]
    # All revealed together once the last is in, with the flourish.
    reveal = next(e for e in match.state.events if isinstance(e, SealedBidsRevealed))
    assert reveal.bids[:3] == (4711, 5822, 6933)
    # Once revealed, the amounts are public: the table shows them (every frame was checked
    # for them before).
    ui.frame(0.05, n=3)


def test_the_privacy_check_fails_on_a_leak():
    """The check above must be able to fail: draw Beatrix's view while Ada decides."""
    ui = Driver()
    match = hot_match(2, 1, seed=4)
    table = auction_table(ui, match, n=0)
    assert through_handovers(ui, table, frames=20) and table.shown.seat == 0
    rec = Recorder(ui)
    check_frame(ui, table, rec)            # Ada's own screen: fine
    table.privacy.private = table.privacy.shown = match.view(1)
    table.invalidate()
    rec.draw()
    leaks = secrets_shown(match, rec, 0)
    assert any("cash of seat 1" in x for x in leaks)
    assert any("in the hand of seat 1" in x for x in leaks)


def test_the_hand_over_waits_for_the_next_player_and_ignores_a_double_press():
    ui = Driver()
    match = hot_match(2, 0, seed=6, variant="two_player")
    table = auction_table(ui, match)
    assert isinstance(ui.top, HandoverScene) and ui.top.seat == 0   # nobody seated yet
    ui.key(pygame.K_RETURN)                  # the previous player's second press: ignored
    assert isinstance(ui.top, HandoverScene)
    ui.click((5, 5))                         # a click beside the button does nothing
    ui.frame(ARM_SECONDS + 0.05)
    assert isinstance(ui.top, HandoverScene)
    ui.press("I am Ada")
    assert ui.top is table and match.seated == 0
    ui.frame(0.05, n=2)
    assert table.human_turn() and table.shown.seat == 0


def test_open_money_shows_every_seats_cash_on_the_hand_over():
    ui = Driver()
    match = hot_match(2, 1, seed=9, open_money=True)
    table = auction_table(ui, match)
    assert isinstance(ui.top, HandoverScene)
    rec = Recorder(ui)
    rec.draw()
    blob = "\n".join(rec.texts)
    for cash in match.state.cash:
        assert str(cash) in blob
    assert not [c for h in match.state.hands for c in h if c.id in rec.cards]


def test_hide_my_screen_button_and_holding_h_cover_hand_and_cash():
    ui = Driver()
    match = hot_match(1, 2, seed=2, deck=stacked_deck((2, SEALED)))
    table = auction_table(ui, match)
    rec = Recorder(ui)
    own = {c.id for c in match.state.hands[0]}
    mine = str(match.state.cash[0])

    def drawn():
        rec.draw()
        return own & rec.cards, mine in "\n".join(rec.texts)

    assert drawn() == (own, True)
    ui.click(table.hide_button.rect.center)
    assert table.screen_hidden() and drawn() == (set(), False)
    assert not table.human_turn()            # no controls behind a closed screen
    assert table.hide_button.label == "Show my screen"
    ui.click(table.hide_button.rect.center)
    assert drawn() == (own, True)
    ui.post(pygame.KEYDOWN, key=pygame.K_h, unicode="h", mod=0, scancode=0)
    ui.frame(0.0)
    assert drawn() == (set(), False)
    ui.post(pygame.KEYUP, key=pygame.K_h, unicode="h", mod=0, scancode=0)
    ui.frame(0.0)
    assert drawn() == (own, True)
    # What was typed survives the screen going down and up again.
    card = next(c for c in table.hand_cards() if c.method == SEALED)
    click_card(ui, table, card)
    ui.frame(0.05, n=3)
    assert table.shown.phase == SEALED_BIDDING and table.human_turn()
    ui.type("42")
    rec.draw()
    assert "Seal my bid: 42" in rec.texts
    ui.click(table.hide_button.rect.center)
    rec.draw()
    assert not table.human_turn() and "Seal my bid: 42" not in rec.texts
    assert table.hide_button.label == "Show my screen"
    ui.click(table.hide_button.rect.center)
    assert table.amount.value == "42"


def test_two_humans_set_up_on_the_setup_screen_meet_the_hand_over_first():
    """From the title: New game, make the second seat human by clicking, Start; the first
    screen is the hand-over, and each human's screen opens only after their confirmation."""
    from scenes.setup import SetupScene
    from scenes.title import TitleScene
    ui = Driver()
    ui.ctx.stack.push(TitleScene(ui.ctx))
    ui.frame()
    ui.press("New game")
    setup = ui.top
    assert isinstance(setup, SetupScene)
    ui.click(setup.rows[1].kind.rect.center)      # Computer -> Human
    assert setup.rows[1].kind.value == "human"
    ui.press("Start")
    table = next(s for s in ui.ctx.stack.scenes if isinstance(s, TableScene))
    assert table.match.hot_seat
    for _ in range(40):
        if isinstance(ui.top, HandoverScene):
            break
        ui.frame(0.05)
    handover = ui.top
    assert isinstance(handover, HandoverScene) and table.shown.seat is None
    ui.frame(ARM_SECONDS + 0.05)
    ui.click(handover.button.rect.center)
    assert ui.top is table and table.match.seated == handover.seat


def test_a_continued_hot_seat_game_opens_on_the_hand_over_not_on_a_hand():
    ui = Driver()
    match = hot_match(2, 1, seed=12, distinct=False)    # a real game, to replay from its record
    rng = random.Random(3)
    while len(match.actions) < 15:
        seat = match.to_act[0]
        if seat in match.bots:
            match.update(1.0)
            continue
        option = match.legal_for(seat)[0]
        match.submit(option.make(option.lo) if isinstance(option, AmountRange) else option)
    resumed = Match.resume(match.game_record(), thinking_seconds=0.0, rng=rng)
    assert resumed.seated is None
    table = auction_table(ui, resumed, n=0)
    rec = Recorder(ui)
    for _ in range(30):
        check_frame(ui, table, rec)
        if isinstance(ui.top, HandoverScene):
            break
        ui.frame(0.05)
    assert isinstance(ui.top, HandoverScene)
    assert table.drawn_seats == {None}


def test_two_humans_in_the_two_player_variant_play_a_whole_game_in_private():
    ui = Driver((1280, 720))
    match = hot_match(2, 0, seed=14, variant="two_player")
    seen = play(ui, match, random.Random(9))
    assert match.is_over and seen["opened"] == {0, 1} and seen["scorings"] == 4
    # Two humans and no computer: every change of decision between them is a hand-over.
    assert len(seen["handovers"]) > 20


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hand_over_fits_five_long_names(size, monkeypatch):
    """Five 24-letter names around one screen: the hand-over's heading and the line to the
    others shrink to its panel, and the row of seats cuts each name to its own column (no name over another)."""
    from game import SeatConfig
    from tests.ui_driver import LONG_NAMES as names, record_texts
    d = Driver(size)
    match = Match(Config(seats=tuple(SeatConfig(n, "human") for n in names),
                         first_auctioneer=0), 3, thinking_seconds=0.0)
    scene = HandoverScene(d.ctx, match.public_view(), 0, lambda seat: None)
    d.ctx.stack.push(scene)
    drawn = record_texts(monkeypatch)
    d.frame(0.0)
    panel = scene.rect
    heading = next(r for s, r in drawn if s == f"{names[0]}: your turn to auction a painting")
    away = next(r for s, r in drawn if s.startswith("Everyone else, please look away"))
    assert panel.contains(heading) and panel.contains(away)
    row = [r for s, r in drawn if any(s.rstrip("…") and n.startswith(s.rstrip("…"))
                                      for n in names) and r.h < d.ctx.px(30)]
    assert len(row) == 5, row
    row.sort(key=lambda r: r.x)
    assert all(a.right <= b.x for a, b in zip(row, row[1:])), row
    assert all(panel.contains(r) for r in row)


@pytest.mark.parametrize("game", ["auction", "card"])
def test_a_button_that_went_away_under_the_pointer_comes_back_unlit_at_both_tables(game):
    """Both tables hear an event in one order (`SeatedTable._route`), and reset the hover of
    every button that comes and goes while it is away. The card table had its own copy of
    that order and forgot "Hide my screen": covered by a hand-over with the pointer on it, it
    came back lit."""
    from tests.test_double_ends_round import _at_the_double
    from tests.test_card_table import card_match
    from tests.test_first_evening import hover
    if game == "auction":
        ui, table = _at_the_double("en", (1280, 720))
    else:
        ui = Driver((1280, 720))
        _match, table, _over = card_match(ui, humans=1, bots=2, seed=3)
    assert table.hide_button_shown()
    hover(ui, table.hide_button.rect.center)
    assert table.hide_button.hover
    table.privacy.handover = object()                  # a hand-over covers the table
    assert not table.hide_button_shown()
    hover(ui, (5, 5))
    table.privacy.handover = None
    assert table.hide_button_shown() and not table.hide_button.hover
