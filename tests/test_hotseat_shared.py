"""Hot-seat privacy after moments the whole table watches, at both tables.

A round's scoring, the everyone-plays cards turned up together, sealed bids revealed:
everyone at the screen looks at them. Whoever sits down afterwards may not be the one who sat
there before, so a seat's private view (a hand, a secret choice) that follows such a moment
comes only after a hand-over, even to the same person as before. The gavel alone calls nobody
to the screen: it stays with the one at it (tests/test_handover_only_when_passed.py). With one
person at the screen nothing changes: no hand-over at all against computers alone.
"""
from __future__ import annotations

import random

import pygame
import pytest

from tests.test_card_table import card_match, choose, click_action
from tests.test_hotseat import act as auction_act, hot_match
from tests.ui_driver import Driver, drawn_card_seen, lap_button

from game import SeatConfig
from game.card import events as CE
from game.events import RoundEnded, SealedBidsRevealed
from scenes.gameover import GameOverScene
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.pause import PauseScene
from scenes.scoring import ScoringOverlay
from scenes.table import TableScene
from scenes.table.controls import card_choices

#: What the whole table gathers to watch, by the events of the step that shows it (listed
#: here, apart from the table's own rule, so that the test judges it); not a sale alone.
WATCHED = (RoundEnded, SealedBidsRevealed, CE.EveryonePlayed, CE.RoundEnded, CE.Scored)


class Watcher:
    """Follows a game at its table, frame by frame: whose private view opened after a moment
    the whole table watched without a hand-over in between, and every hand-over."""

    def __init__(self, ui: Driver, table) -> None:
        self.ui, self.table = ui, table
        #: A moment everyone watched since the last hand-over (the step's events said so).
        self.watched = False
        self.moments = 0
        self.handovers: list[int] = []
        #: (seat, what was watched) for each private view opened with no hand-over after it.
        self.opened_unasked: list = []
        self.seen_private: set = set()
        #: The moments held on the table under the band (scenes/handover.py `over`) for a
        #: press, by their names ("reveal", "ended", "SealedReveal"), and any band under which
        #: a seat's private view was drawn.
        self.held: set = set()
        self.private_under_band: list = []
        #: The bands that named nobody (scenes/handover.py, `seat` None).
        self.unnamed: list = []
        #: The seat that just passed or stepped out on its hand-over (its screen shut), until
        #: the next hand-over; each such move; and any frame that drew that seat's screen.
        self.unseen: int | None = None
        self.lap_moves: list[int] = []
        self.opened_after_lap: list = []
        table.match.listeners.append(self._heard)

    def _heard(self, match, action, events) -> None:
        if match.hot_seat and any(isinstance(e, WATCHED) for e in events):
            self.watched = True
            self.moments += 1

    def frame(self) -> None:
        """Judge the frame the stack shows now."""
        if isinstance(self.ui.top, HandoverScene):
            self.watched = False
            self.unseen = None
            if self.ui.top.over:
                self._band()
            return
        seat = self.table.shown.seat
        if seat is not None and seat == self.unseen:
            self.opened_after_lap.append((seat, len(self.table.match.actions)))
        if seat is not None and self.table.shown.hand is not None:
            self.seen_private.add(seat)
            if self.watched:
                self.opened_unasked.append((seat, len(self.table.match.actions)))
                self.watched = False


    def _band(self) -> None:
        """A band under a moment: which moment the table holds, and only the public view."""
        beat = getattr(self.table, "beat", None)
        if beat is None and hasattr(self.table, "timeline"):
            beat = self.table.timeline.playing
        if beat is not None:
            self.held.add(getattr(beat, "kind", type(beat).__name__))
        if self.table.shown.seat is not None or self.table.shown.hand is not None:
            self.private_under_band.append(len(self.table.match.actions))


def run_game(ui: Driver, table, act, over=None, limit: int = 30000, laps=None) -> Watcher:
    """Play the game to its end through the stack: hand-overs confirmed, the scoring overlays
    closed, `act(table)` at each human decision; every frame judged by a Watcher. `laps`: a
    random source by which a person often passes or steps out on the hand-over of an open
    lap instead (scenes/table/lap_choices.py)."""
    w = Watcher(ui, table)
    for _ in range(limit):
        w.frame()
        top = ui.top
        if over or isinstance(top, GameOverScene) or table.match.is_over and top is table \
                and not table.busy:
            return w
        if isinstance(top, PauseScene):
            ui.key(pygame.K_ESCAPE)
        elif isinstance(top, HandoverScene):
            # A band that names nobody (the sale follows, a computer plays next) hands the
            # screen to no one: counted apart.
            (w.handovers if top.seat is not None else w.unnamed).append(top.seat)
            ui.frame(ARM_SECONDS + 0.05)
            if laps is not None and getattr(top, "offers", None) is not None \
                    and laps.random() < 0.7:
                w.unseen = top.seat
                w.lap_moves.append(top.seat)
                ui.key(lap_button(top.offers, laps.random() < 0.3).hotkey)
                continue
            ui.key(pygame.K_RETURN)
        elif isinstance(top, ScoringOverlay):
            ui.frame(top.total_time + 0.1)
            ui.key(pygame.K_RETURN)
        elif top is table and table.human_turn():
            act(table)
        elif not drawn_card_seen(ui, table):    # at one screen the drawer presses OK
            ui.frame(0.05)
    pytest.fail("the game did not finish")


def card_game(ui: Driver, humans: int, bots: int, seed: int):
    match, table, over = card_match(ui, humans=humans, bots=bots, seed=seed)
    rng, kinds = random.Random(seed), set()

    def act(t) -> None:
        action = choose(match.legal_for(t.shown.seat), kinds, rng)
        kinds.add(type(action))
        click_action(ui, t, action)
    return match, run_game(ui, table, act, over)


def auction_game(ui: Driver, humans: int, bots: int, seed: int, laps: bool = False):
    match = hot_match(humans, bots, seed=seed, distinct=False)
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    rng = random.Random(seed)
    return match, run_game(ui, table, lambda t: auction_act(ui, t, rng),
                           laps=random.Random(seed + 1) if laps else None)


@pytest.mark.parametrize("seed", [3, 7])
def test_card_game_with_two_people_hands_over_after_every_moment_everyone_watched(seed):
    """Five at the table, Ada and Beatrix at one screen (the play-tester's game): after a
    round's scoring and after the everyone-plays reveal, Ada's hand opened at once when she
    had been the last at the screen, with Beatrix still looking."""
    ui = Driver((1920, 1080))
    match, w = card_game(ui, humans=2, bots=3, seed=seed)
    assert match.is_over and w.seen_private == {0, 1} and w.moments >= 4
    assert w.opened_unasked == []
    # Some of those hand-overs went to the person who had the screen before.
    assert any(a == b for a, b in zip(w.handovers, w.handovers[1:]))


@pytest.mark.parametrize("seed", [5, pytest.param(11, marks=pytest.mark.slow)])
def test_auction_game_with_two_people_hands_over_after_every_moment_everyone_watched(seed):
    """The auction's shared moments: sealed bids revealed, a round's scoring."""
    ui = Driver((1280, 720))
    match, w = auction_game(ui, humans=2, bots=2, seed=seed)
    assert match.is_over and w.seen_private == {0, 1} and w.moments >= 10
    assert w.opened_unasked == []
    assert any(a == b for a, b in zip(w.handovers, w.handovers[1:]))


def test_passes_on_the_hand_over_open_no_screen_and_no_hand_unasked():
    """The same auction game judged the same way, the people taking many open laps on the
    hand-over itself (Pass, "Out of this lot"): no private view opened after a moment everyone
    watched without a hand-over, and none of the seat that moved there until its next one."""
    ui = Driver((1280, 720))
    match, w = auction_game(ui, humans=2, bots=2, seed=5, laps=True)
    assert match.is_over and w.seen_private == {0, 1} and w.moments >= 10
    assert set(w.lap_moves) == {0, 1} and len(w.lap_moves) > 5
    assert w.opened_unasked == [] and w.opened_after_lap == []


@pytest.mark.parametrize("game,seed", [("card", 3), ("auction", 5)])
def test_the_press_that_ends_a_watched_moment_opens_no_hand_unasked(game, seed, monkeypatch):
    """The same games, judged the same way, through the new path: a moment everyone watched
    that waits for a press (the reveal, a round's scoring) ends in the hand-over's band under
    it, whose press names the next person and opens their screen. The band is the hand-over
    there: no private view opened after such a moment without it."""
    bands: list = []
    made = HandoverScene.__init__

    def spy(scene, *args, **kwargs) -> None:
        made(scene, *args, **kwargs)
        if scene.over:
            bands.append(scene.seat)
    monkeypatch.setattr(HandoverScene, "__init__", spy)
    if game == "card":
        match, w = card_game(Driver((1920, 1080)), humans=2, bots=3, seed=seed)
    else:
        match, w = auction_game(Driver((1280, 720)), humans=2, bots=2, seed=seed)
    assert match.is_over and w.opened_unasked == [] and w.private_under_band == []
    assert any(seat is not None for seat in bands), bands     # a band named the next person
    # Every moment that waits was held: the card game's reveal and round's end (its cards
    # turned up), the auction's sealed bids turned over (the scoring windows' bands stand
    # under the window, no beat on the table).
    assert w.held >= ({"reveal", "ended"} if game == "card" else {"SealedReveal"}), w.held


@pytest.mark.parametrize("game", ["auction", "card"])
def test_one_person_against_computers_never_meets_a_hand_over(game):
    ui = Driver((1280, 720))
    if game == "card":
        match, w = card_game(ui, humans=1, bots=3, seed=4)
    else:
        match, w = auction_game(ui, humans=1, bots=3, seed=8)
    assert match.is_over and w.handovers == [] and w.unnamed == [] and w.moments == 0
    assert w.table.drawn_seats == {0}


def _to_own_turn(ui: Driver, table, frames: int = 400) -> None:
    """Frames (hand-overs confirmed) until the table waits for a human whose hand is open."""
    from tests.ui_driver import through_handovers
    assert through_handovers(ui, table, frames=frames)
    assert table.shown.hand


def _hand_drawn(ui: Driver, table) -> set:
    """The ids of the hand cards (any seat's) whose faces a fresh frame of the stack draws."""
    faces: set = set()
    if isinstance(table, TableScene):
        owner, real = ui.ctx.art, type(ui.ctx.art).card_face
        table.invalidate()
        table.hand.cache.clear()

        def face(card, width, _art=owner):
            faces.add(card.id)
            return real(_art, card, width)
        owner.card_face = face
        name = "card_face"
    else:
        # The card table draws hand cards from their faces without the badge (`plain_face`),
        # a face elsewhere from `face`: both are watched.
        owner, real_face, real_plain = table.cart, table.cart.face, table.cart.plain_face
        table.cart._cache.clear()

        def face(card, width):
            faces.add(card.id)
            return real_face(card, width)

        def plain(card, width):
            faces.add(card.id)
            return real_plain(card, width)
        owner.face, owner.plain_face = face, plain
        name = "face"
    try:
        ui.ctx.surfaces.clear()
        table.refresh()
        ui.ctx.stack.draw(ui.ctx.screen)
    finally:
        delattr(owner, name)
        if name == "face":
            delattr(owner, "plain_face")
    hands = table.match.state.hands
    return {c.id for hand in hands for c in hand} & faces


def _table_for(ui: Driver, game: str, humans: int):
    if game == "card":
        _match, table, _over = card_match(ui, humans=humans, bots=3 - humans, seed=3)
    else:
        match = hot_match(humans, 3 - humans, seed=9)
        table = TableScene(ui.ctx, match)
        ui.ctx.stack.push(table)
    return table


@pytest.mark.parametrize("game", ["auction", "card"])
def test_the_pause_menu_never_shows_a_hand_under_it_with_two_people_at_the_screen(game):
    """Esc in hot-seat: the "Paused" box left the hand on show, only dimmed. The screen now
    goes down under the menu and stays down after Resume until its player shows it again
    (no hand-over: nothing private showed meanwhile)."""
    ui = Driver((1280, 720))
    table = _table_for(ui, game, humans=2)
    _to_own_turn(ui, table)
    seat = table.shown.seat
    assert _hand_drawn(ui, table)                   # the seat's own hand, open
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    assert table.shown.seat is None and not _hand_drawn(ui, table)
    ui.key(pygame.K_ESCAPE)                         # Resume
    assert ui.top is table and not _hand_drawn(ui, table)
    assert not table.human_turn() and table.hide_button.label == "Show my screen"
    if game == "card":          # the card table says how to open it again (as the auction's
        said = [str(text) for text, _colour in table.status]    # own panel does)
        assert "Your hand is covered. Press Show my screen to open it again." in said
    ui.click(table.hide_button.rect.center)
    assert table.human_turn() and table.shown.seat == seat and _hand_drawn(ui, table)
    assert table.match.seated == seat
    if game == "card":
        assert not [t for t, _c in table.status if "covered" in str(t)]


@pytest.mark.parametrize("game", ["auction", "card"])
def test_the_pause_menu_leaves_one_persons_screen_as_it_was(game):
    ui = Driver((1280, 720))
    table = _table_for(ui, game, humans=1)
    _to_own_turn(ui, table)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene) and _hand_drawn(ui, table)
    ui.key(pygame.K_ESCAPE)
    assert ui.top is table and table.human_turn() and _hand_drawn(ui, table)
    assert table.hide_button.label == "Hide my screen"


def _hand_strip(ui: Driver, table) -> pygame.Surface:
    """The hand's area and the room above it where a lifted card shows, as drawn now."""
    ui.frame(0.0)
    area = table.layout.hand
    strip = pygame.Rect(area.x, area.y - ui.ctx.px(40), area.w, area.h + ui.ctx.px(40))
    return ui.ctx.screen.subsurface(strip.clip(ui.ctx.screen.get_rect())).copy()


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def _over_a_choice(table) -> bool:
    """Whether the pointer rests on a hand card the open decision may choose."""
    if isinstance(table, TableScene):
        # Only a card that may be played lifts (bidding on another's lot, none does).
        i = table.hand.card_at(table.mouse)
        return i is not None and table.hand.cards[i].id in card_choices(table.legal)
    from scenes.table.card_controls import card_choices as card_game_choices
    card = table.card_at(table.mouse)
    return card is not None and card.id in card_game_choices(table.legal)


@pytest.mark.parametrize("game", ["auction", "card"])
def test_after_a_hand_over_no_card_is_lifted_until_the_pointer_moves(game):
    """The pointer rests where the last player clicked their card: after the hand-over the
    card under it was lifted at once, hinting at the position they played. Now nothing lifts
    until the new player moves the pointer (then the card under it does)."""
    ui = Driver((1280, 720))
    table = _table_for(ui, game, humans=2)
    rng, kinds = random.Random(2), set()
    for _ in range(3000):
        top = ui.top
        if isinstance(top, HandoverScene):
            # The last player's pointer, left on the middle of the hand; Enter confirms.
            area = table.layout.hand
            ui.post(pygame.MOUSEMOTION, pos=area.center, rel=(0, 0), buttons=(0, 0, 0))
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
            ui.frame(0.05, n=3)
            if ui.top is table and table.human_turn() and _over_a_choice(table):
                break
        elif isinstance(top, ScoringOverlay):
            ui.frame(top.total_time + 0.1)
            ui.key(pygame.K_RETURN)
        elif top is table and table.human_turn():
            if game == "card":
                action = choose(table.match.legal_for(table.shown.seat), kinds, rng)
                kinds.add(type(action))
                click_action(ui, table, action)
            else:
                auction_act(ui, table, rng)
        else:
            ui.frame(0.05)
    else:
        pytest.fail("no hand-over onto a hand under the pointer")
    left_there = _hand_strip(ui, table)
    pointer = table.mouse
    ui.post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    away = _hand_strip(ui, table)
    assert _same(left_there, away), "a card lifted under the last player's pointer"
    ui.post(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0))
    assert not _same(_hand_strip(ui, table), away)      # moved onto it: now it lifts


@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hand_over_asks_the_others_to_look_away_until_the_player_has_chosen(
        size, language, monkeypatch):
    """"Everyone else, please look away: your screens stay closed." spoke of screens where
    there is one. It now says whom the others wait for, on one line inside the panel even
    with a 24-letter name."""
    from dataclasses import replace

    from game import Config
    from tests.ui_driver import FAST, LONG_NAMES, record_texts
    from scenes.session.match import Match
    d = Driver(size, settings=replace(FAST, language=language))
    names = ("Beatrix",) + LONG_NAMES[:2]
    for name in names:
        match = Match(Config(seats=tuple(SeatConfig(n, "human") for n in names),
                             first_auctioneer=0), 3, thinking_seconds=0.0)
        seat = names.index(name)
        scene = HandoverScene(d.ctx, match.public_view(), seat, lambda seat: None)
        d.ctx.stack.reset(scene)
        drawn = record_texts(monkeypatch)
        d.frame(0.0)
        lines = [(s, r) for s, r in drawn if name in s and not s.startswith(("Pass to",))
                 and r.y == scene.rect.y + scene.places["away"]]     # under the heading
        assert len(lines) == 1, drawn
        text, rect = lines[0]
        assert "screens" not in text and scene.rect.contains(rect), (text, rect, scene.rect)
        if language == "en":
            assert text == f"Everyone else, please look away until {name} has chosen."
        monkeypatch.undo()
