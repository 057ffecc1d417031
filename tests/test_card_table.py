"""The card game at the table, driven through the scene stack headless with real pygame events:
a human seat making every kind of decision (play, each effect, decline, the secret
everyone-plays choice, adding at scoring), hot-seat privacy checked on every distinct frame,
and a card game saved mid-round and continued from the title."""
from __future__ import annotations

from dataclasses import replace
import itertools
import random
import re

import pygame
import pytest

from tests.ui_driver import (FAST, Driver, drawn_card_seen, keys_not_named,
                             through_handovers)

from game.card.actions import (AddCard, ChooseSecretly, DeclineEffect, DrawCard, PlaceAward,
                               PlayCard, PlayFaceDown, PlayFaceUp, StopAdding)
from game.card.config import Config, SeatConfig
from game.card.state import ADDING, EFFECT, EVERYONE, PLAY
from game.registry import GAMES
from scenes.card_art import effect_tip
from scenes.handover import ARM_SECONDS, HandoverScene
from scenes.pause import PauseScene
from scenes.scoring import ScoringOverlay
from scenes.session.games import new_match, open_table
from scenes.table.card_controls import (CARD_DECISIONS, after_words, card_choices,
                                        why_not_action)
from scenes.table.card_scene import CardTableScene

ALL_KINDS = {PlayCard, DrawCard, PlayFaceUp, PlayFaceDown, PlaceAward, DeclineEffect,
             ChooseSecretly, AddCard, StopAdding}
CARD_KINDS = (PlayCard, PlayFaceUp, PlayFaceDown, ChooseSecretly, AddCard)


def card_match(ui: Driver, humans: int, bots: int, seed: int, thinking: float = 0.0):
    """A card game of `humans` human seats then random computer seats (each thinking
    `thinking` seconds a move), through the session's one match factory, on its table."""
    names = ("Ada", "Beatrix", "Clemens", "Doris", "Emil")
    seats = tuple(SeatConfig(names[i], "human") for i in range(humans)) + \
        tuple(SeatConfig(names[humans + i], "bot", "random") for i in range(bots))
    config = Config(seats=seats, first_player=0)
    match = new_match(ui.ctx, config, seed=seed, rng=random.Random(seed),
                      thinking_seconds=thinking)
    over: list = []
    table = ui.ctx.stack.make("card_table", match, on_game_over=over.append)
    ui.ctx.stack.reset(table)
    ui.frame(0.0)
    return match, table, over


def card_match_at_turn(ui: Driver, humans: int = 1, bots: int = 2, seed: int = 3):
    """`card_match`, run until the first human seat is asked to play (a frame drawn there)."""
    match, table, over = card_match(ui, humans=humans, bots=bots, seed=seed)
    while not table.human_turn():
        ui.frame(0.05)
    ui.frame(0.0)
    return match, table, over


def to_award_placing(ui: Driver, match, table) -> None:
    """Run the game, the human playing an award card whenever it holds one (else its first
    option), until it is asked where to place an award."""
    from game.card.actions import PlaceAward, PlayCard
    from game.card.cards import AWARD
    for _ in range(20000):
        ui.frame(0.05)
        if not table.human_turn():
            continue
        legal = match.legal_for(0)
        if any(isinstance(a, PlaceAward) for a in legal):
            return
        award = [a for a in legal if isinstance(a, PlayCard) and a.card.effect == AWARD]
        assert match.submit((award or list(legal))[0]) is None
    pytest.fail("no award to place")


def to_scoring_choice(ui: Driver, match, table, found, pick=lambda legal: legal[-1]) -> dict:
    """Run the game, the human choosing `pick` of its options, until a human decision at
    scoring where `found(offered)` holds; the cards then offered (card id -> action)."""
    from game.card.state import ADDING
    for _ in range(20000):
        ui.frame(0.05)
        if not table.human_turn():
            continue
        offered = card_choices(match.legal_for(0))
        if table.shown.phase == ADDING and offered and found(offered):
            return offered
        assert match.submit(pick(match.legal_for(0))) is None      # on to such a decision
    pytest.fail("no such decision at scoring")


def click_action(ui: Driver, table: CardTableScene, action) -> None:
    """Ask for `action` as a player would: click its hand card (on its left strip, visible
    where cards overlap) or its button. Fails when the match did not move on."""
    before = len(table.match.actions)
    if isinstance(action, CARD_KINDS):     # where it is drawn (the hand may be closing up)
        rect = dict((c.id, r) for c, r in table.drawn_pairs())[action.card.id]
        ui.click((rect.x + ui.ctx.px(4), rect.centery))
    else:
        ui.click(_button_for(table, action).rect.center)
    assert len(table.match.actions) > before, f"{action} did nothing: {table.error}"


def _button_for(table: CardTableScene, action):
    for b in table.buttons:
        if b.on_click.__defaults__ == (action,):
            return b
    raise LookupError(f"no button for {action}: {[b.label for b in table.buttons]}")


#: The decision each effect leads to.
EFFECT_KINDS = {"draw": DrawCard, "second_face_up": PlayFaceUp,
                "second_face_down": PlayFaceDown, "award": PlaceAward,
                "everyone_plays": ChooseSecretly}


def choose(legal, seen: set, rng: random.Random):
    """Prefer a kind of decision not made yet (playing a card whose effect leads to one, or
    declining once), else any legal option."""
    fresh = [a for a in legal if type(a) not in seen]
    if fresh and DeclineEffect in seen:
        fresh = [a for a in fresh if not isinstance(a, DeclineEffect)] or fresh
    if not fresh:
        fresh = [a for a in legal if isinstance(a, PlayCard)
                 and EFFECT_KINDS.get(a.card.effect) not in seen | {None}]
    pool = fresh or list(legal)
    return pool[rng.randrange(len(pool))]


def run(ui: Driver, table: CardTableScene, over: list, act, check=None, limit: int = 20000):
    """Frames until the game ends: hand-overs confirmed, the pause menu left, `act(table)`
    whenever the shown seat is a human to decide, `check()` on every distinct frame."""
    match, last = table.match, None
    for _ in range(limit):
        moment = (id(table.shown), len(match.actions), tuple(map(id, ui.ctx.stack.scenes)),
                  table.beat is not None, table.human_turn())
        if check is not None and moment != last:
            check()
            last = moment
        if over:
            return
        top = ui.top
        if isinstance(top, PauseScene):
            ui.key(pygame.K_ESCAPE)
        elif isinstance(top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        elif isinstance(top, ScoringOverlay):
            ui.frame(top.total_time + 0.1)
            ui.key(pygame.K_RETURN)             # the round's scoring shown: deal the next
        elif top is table and table.human_turn():
            act(table)
        elif not drawn_card_seen(ui, table):    # at one screen the drawer presses OK
            ui.frame(0.05)
    pytest.fail("the game did not finish")


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_a_human_plays_a_whole_card_game_with_every_kind_of_decision_through_the_table(
        language):
    from dataclasses import replace
    from tests.ui_driver import FAST
    ui = Driver((1280, 720), settings=replace(FAST, language=language))
    drawn: set[str] = set()
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.add(text))
    # A seed whose deal brings the human seat every effect (a preference for unmade kinds of
    # decision does the rest); the computer seats' choices come from (seed, move, seat).
    match, table, over = card_match(ui, humans=1, bots=2, seed=15)
    rng, seen, said, owned = random.Random(15), set(), [], []
    rec = CardRecorder(ui, table)

    def act(t: CardTableScene) -> None:
        v = t.shown
        legal = match.legal_for(v.seat)
        assert t.legal == legal and t.buttons or card_choices(legal)
        named = keys_not_named([*t.buttons, t.tip_button], t.ctx.text.shown)
        assert not named, named
        # The prompt names no mouse action: the arrows and Enter choose a hand card too.
        assert not [line for line, _ in t.status if "click" in str(line).lower()], t.status
        # A card the engine does not offer says why not, in the engine's words.
        offered = card_choices(legal)
        refused = [c for c, _ in t.hand_rects() if c.id not in offered]
        if offered and refused and not said:
            card = refused[0]
            before = len(match.actions)
            rect = dict((c.id, r) for c, r in t.hand_rects())[card.id]
            ui.click((rect.x + ui.ctx.px(4), rect.centery))
            assert len(match.actions) == before
            said.append(t.error)
            assert t.error and t.error == match.why_not(why_not_action(v, card))
        action = choose(legal, seen, rng)
        seen.add(type(action))
        click_action(ui, t, action)
        if isinstance(action, PlayFaceDown) and action.card in match.state.face_down[0]:
            # Its owner sees the face-down card itself, marked face down.
            while t.busy:
                ui.frame(0.05)
            rec.draw()
            owned.append(action.card.artist in rec.backs)

    run(ui, table, over, act)
    assert owned and all(owned)
    assert match.is_over and over == [match]
    assert seen == ALL_KINDS, ALL_KINDS - seen
    assert said
    assert table.drawn_seats == {0}
    lines = [text for _, text in table.log]
    assert any("Revealed together" in line for line in lines)
    assert any("adds" in line and "at scoring" in line for line in lines)
    if language == "zh_TW":
        # The whole game read in Chinese: every log line drawn in its Chinese words, the
        # engine's refusal too, and no English sentence on screen.
        shown = {ui.ctx.words.text(line) for line in lines}
        assert any("一起" in line or "同時" in line for line in shown)
        assert ui.ctx.words.text(said[0]) in drawn
        assert not [t for t in drawn if "Revealed together" in t or "at scoring" in t]


def test_tab_rings_the_decision_buttons_and_enter_presses_the_one_it_is_on():
    """As the Rules' "Playing on screen" tells it: at a decision with buttons (an effect's),
    Tab shows the ring on the first of them and Enter presses it, no mouse needed."""
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, humans=1, bots=2, seed=15)
    rng, seen, pressed = random.Random(15), set(), []

    def act(t: CardTableScene) -> None:
        legal = match.legal_for(t.shown.seat)
        if t.buttons and not pressed:
            before, first = len(match.actions), t.buttons[0]
            ui.key(pygame.K_TAB, "\t")
            assert t.focus.shown and t.focus.current is first
            ui.key(pygame.K_RETURN)
            # The first button's option, the awards' first artist or the effect's own button
            # (the computers may answer within the same frame).
            buttons = [a for a in legal if not isinstance(a, CARD_DECISIONS)]
            awards = [a for a in buttons if isinstance(a, PlaceAward)]
            assert match.actions[before] == (awards or buttons)[0]
            pressed.append(first.label)
            over.append(True)                   # enough: the run stops here
            return
        click_action(ui, t, choose(legal, seen, rng))

    run(ui, table, over, act)
    assert pressed


def test_a_card_face_explains_its_effect_on_hover():
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, humans=1, bots=2, seed=4)
    while not table.human_turn():
        ui.frame(0.05)
    card, rect = next((c, r) for c, r in table.hand_rects() if c.effect != "none")
    pos = (rect.x + ui.ctx.px(4), rect.centery)      # its left strip: visible where cards overlap
    ui.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert effect_tip(card.effect) in table.pointer_tip(True)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_at_scoring_a_hand_card_says_what_adding_it_scores_not_its_effect(size):
    """Pointing at a hand card while adding at scoring described its effect ("Second card
    face down: you may play ..."), which does not count then (seen in a game in German): it
    now says what adding it scores, the round's worth of its artist, or why it cannot be
    added."""
    ui = Driver(size)
    match, table, over = card_match(ui, humans=1, bots=2, seed=4)

    def plain_first(legal):              # plain cards first: effect cards stay in the hand
        plain = [a for a in legal if isinstance(a, PlayCard) and a.card.effect == "none"]
        return (plain or legal)[-1]
    offered = to_scoring_choice(ui, match, table, lambda offered: any(
        c.effect != "none" and c.id in offered for c in table.shown.hand), plain_first)
    said = {}
    for card, rect in table.hand_rects():
        ui.post(pygame.MOUSEMOTION, pos=(rect.x + ui.ctx.px(4), rect.centery), rel=(0, 0),
                buttons=(0, 0, 0))
        ui.frame(0.0)
        if table.card_at(table.mouse) == card:
            said[card] = str(table.pointer_tip(True))
    values = table.shown.values
    added = [c for c in said if c.id in offered]
    assert added and len(added) < len(said)
    for card, words in said.items():
        assert effect_tip(card.effect) not in words or card.effect == "none", words
        if card.id in offered:
            # (then what follows adding it: `card_controls.after_words`)
            assert words.endswith("Its effect does not count at scoring: added to your "
                                  f"display now, it scores {values[card.artist]}. "
                                  + after_words(table.shown, card)), words
        else:
            assert "Not now. " in words, words


def test_a_card_played_by_a_click_leaves_no_help_under_the_still_pointer_until_it_moves():
    """The neighbour bared under the pointer by a play said what it was at once; its help
    waits for the pointer to move, as at the auction table."""
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, humans=1, bots=2, seed=4)
    while not table.human_turn():
        ui.frame(0.05)
    pairs = table.hand_rects()
    card, rect = pairs[len(pairs) // 2]
    spot = (rect.x + ui.ctx.px(4), rect.centery)      # where it lies over its left neighbour
    ui.click(spot)
    assert match.actions and table.card_at(spot) is not None and table.card_at(spot) != card
    assert table.pointer_tip(table.human_turn()) is None
    ui.post(pygame.MOUSEMOTION, pos=(spot[0] + 1, spot[1]), rel=(1, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert table.pointer_tip(table.human_turn())


def test_a_screen_closed_over_the_hand_leaves_no_help_under_the_still_pointer():
    """The pause menu (or a round's scores) closed by a click or a key over the hand: the card
    under the pointer was never pointed at, so its help waits for the pointer to move."""
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, humans=1, bots=2, seed=4)
    while not table.human_turn():
        ui.frame(0.05)
    card, rect = table.hand_rects()[0]
    spot = (rect.x + ui.ctx.px(4), rect.centery)
    ui.post(pygame.MOUSEMOTION, pos=spot, rel=(1, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert table.pointer_tip(table.human_turn())
    ui.key(pygame.K_ESCAPE)
    assert ui.top is not table
    ui.key(pygame.K_ESCAPE)
    assert ui.top is table and table.pointer_tip(table.human_turn()) is None
    ui.post(pygame.MOUSEMOTION, pos=(spot[0] + 1, spot[1]), rel=(1, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert table.pointer_tip(table.human_turn())


def test_a_hand_card_tooltip_keeps_off_its_card_and_never_shows_through_a_screen_above(
        monkeypatch):
    from scenes import ui as ui_module
    drawn: list = []
    real = ui_module.draw_tooltip

    def spy(surface, ctx, tip, pos, avoid=None, clear=(), where=None):
        drawn.append((tip, real(surface, ctx, tip, pos, avoid=avoid, clear=clear, where=where)))
        return drawn[-1][1]
    monkeypatch.setattr(ui_module, "draw_tooltip", spy)
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, humans=1, bots=2, seed=4)
    while not table.human_turn():
        ui.frame(0.05)
    for card, rect in table.hand_rects():
        ui.post(pygame.MOUSEMOTION, pos=(rect.centerx, rect.y + 4), rel=(0, 0), buttons=(0, 0, 0))
        drawn.clear()
        ui.frame(0.0)
        assert drawn and not drawn[-1][1].colliderect(rect)      # the card stays in sight
    ui.ctx.stack.open("pause")
    drawn.clear()
    ui.frame(0.0)
    assert drawn == []                                        # nothing through the pause menu


def test_the_everyone_plays_reveal_is_a_beat_the_computers_wait_for():
    from scenes.session.settings import Settings
    ui = Driver((1280, 720), settings=Settings(animation_speed="normal",
                                               computer_pace="instant"))
    match, table, over = card_match(ui, humans=0, bots=3, seed=2)
    table.demo = True
    for _ in range(20000):
        ui.frame(0.05)
        if table.beat is not None and table.beat.kind == "reveal":
            break
    else:
        pytest.fail("no everyone-plays card in this game")
    moves = len(match.actions)
    ui.frame(0.05)
    assert table.beat is not None and len(match.actions) == moves
    # The status says what is happening, not whom the game waited for before the reveal.
    assert [s for s, _ in table._status_lines()] == ["Everyone plays: revealed together"]
    for _ in range(60):
        ui.frame(0.05)
    assert table.beat is None or table.beat.kind != "reveal"


def test_the_demo_names_the_watched_computer_by_its_level_not_you():
    """The demo shows a computer's seat: its row is headed by its name and level and its hand
    by its name, never "(you)" or "YOUR HAND" (as the auction table's demo); a human's own
    seat keeps both."""
    from scenes.app import start_demo
    from tests.ui_driver import spy_texts
    ui = Driver((1280, 720))
    start_demo(ui.ctx, 3, seed=2, level="random", game="card")
    texts = spy_texts(ui)
    ui.frame(0.0)
    assert "AXEL'S HAND" in texts and "YOUR HAND" not in texts
    assert not any("(you)" in t for t in texts) and "Axel" in texts
    match, table, over = card_match(ui, humans=1, bots=2, seed=2)
    texts.clear()
    ui.frame(0.0)
    assert "YOUR HAND" in texts and "Ada (you)" in texts


# --- hot-seat privacy -------------------------------------------------------------------------

class CardRecorder:
    """Records every string rendered and every card face or owner's back drawn."""

    def __init__(self, ui: Driver, table: CardTableScene) -> None:
        self.ui, self.table = ui, table
        self.texts: list[str] = []
        self.faces: set[int] = set()
        self.backs: set[int] = set()
        real_render = ui.ctx.text.render

        def render(s, size, colour=(30, 26, 22), weight="regular"):
            self.texts.append(s)
            return real_render(s, size, colour, weight)
        ui.ctx.text.render = render
        self._spied = None

    def _spy(self) -> None:
        cart = self.table.cart
        if cart is self._spied:
            return
        face, back, plain = cart.face, cart.back, cart.plain_face

        def spy_face(card, width):
            self.faces.add(card.id)
            return face(card, width)

        def spy_plain(card, width):
            # A hand card's face without its badge (every hand card is drawn from it).
            self.faces.add(card.id)
            return plain(card, width)

        def spy_back(width, artist=None, titled=True):
            if artist is not None:
                self.backs.add(artist)
            return back(width, artist, titled)
        own = cart.own_face_down

        def spy_own(card, width):
            # Its owner's face-down card: its face (through `face`, recorded) marked face
            # down, the artist shown as the back's emblem showed it.
            self.backs.add(card.artist)
            return own(card, width)
        cart.face, cart.back, cart.own_face_down = spy_face, spy_back, spy_own
        cart.plain_face = spy_plain
        self._spied = cart

    def draw(self) -> None:
        self.table.refresh()
        self._spy()
        self.texts.clear()
        self.faces.clear()
        self.backs.clear()
        self.table.cart._cache.clear()
        self.ui.ctx.surfaces.clear()        # the hand's faces are kept there (`hand_face`)
        self.ui.ctx.stack.draw(self.ui.ctx.screen)


def leaks(match, rec: CardRecorder, allowed) -> list[str]:
    """What of any seat but `allowed` was drawn: hand cards (the secret everyone-plays choice
    stays in its hand until all are in), face-down cards and their artists."""
    state = match.state
    out = []
    for seat in range(state.players):
        if seat == allowed:
            continue
        for card in state.hands[seat]:
            if card.id in rec.faces:
                out.append(f"card {card.id} in the hand of seat {seat}")
        for card in state.face_down[seat]:
            if card.id in rec.faces:
                out.append(f"face-down card {card.id} of seat {seat}")
    own = set() if allowed is None else {c.artist for c in state.face_down[allowed]}
    if rec.backs - own:
        out.append(f"the artist of a face-down card not the shown seat's: {rec.backs - own}")
    return out


@pytest.mark.parametrize("humans,bots,seed", [(2, 1, 3), (3, 0, 8)])
def test_a_hot_seat_card_game_never_draws_another_seats_hand_face_down_or_secret(
        humans, bots, seed):
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, humans=humans, bots=bots, seed=seed)
    rec = CardRecorder(ui, table)
    rng, opened, kinds = random.Random(seed), set(), set()

    def check() -> None:
        shown = table.shown.seat
        handover = any(isinstance(s, HandoverScene) for s in ui.ctx.stack.scenes)
        if handover:
            assert shown is None, "a seat's screen under the hand-over"
        if any(isinstance(s, ScoringOverlay) for s in ui.ctx.stack.scenes):
            scorings.append(shown)
            assert shown is None, "a seat's screen under the round's scoring, shown to all"
        if shown is not None:
            # A seat's screen only while it decides, or right after its own draw from the deck
            # or its card played face down, until it has seen the card (drawn_moment.py,
            # face_down_moment.py).
            drawing = table.drew is not None and table.drew.seat == shown \
                and match.actions[-1] in (DrawCard(shown), PlayFaceDown(shown, table.drew.card))
            # (or while the moment of a move the game made for it right after its own plays
            # on its screen: with animations off too, now, its time to read)
            told = table.beat is not None and table.beat.kind == "unasked" \
                and table.beat.seat == shown
            assert told or shown == match.seated and (shown in match.to_act or drawing)
        rec.draw()
        found = leaks(match, rec, shown)
        assert not found, found

    def act(t: CardTableScene) -> None:
        opened.add(t.shown.seat)
        legal = match.legal_for(t.shown.seat)
        action = choose(legal, kinds, rng)
        kinds.add(type(action))
        click_action(ui, t, action)

    scorings: list = []
    run(ui, table, over, act, check)
    assert match.is_over and len(scorings) >= 4
    assert opened == set(range(humans))
    assert ChooseSecretly in kinds and PlayFaceDown in kinds


class _Seen(Exception):
    """Enough of the game was seen."""


def test_the_card_drawn_from_the_deck_is_named_and_ringed_in_its_drawers_hand_only(
        monkeypatch):
    """A draw ends the turn and, with two people at the screen, the screen went down at once:
    the drawer never saw which card came from the deck, and it slipped unmarked into the
    sorted hand (seen in a 5-player game with two people). Its drawer's own screen now names
    it and rings it until the drawer's next move; the other person's screen shows neither."""
    from scenes import ui as ui_module
    from scenes.table import card_scene
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, humans=2, bots=1, seed=11)
    rings: list = []
    real = card_scene.pygame.draw.rect

    def spy(surface, colour, rect, *args, **kwargs):
        if colour == ui_module.WHITE:
            rings.append(pygame.Rect(rect))
        return real(surface, colour, rect, *args, **kwargs)
    monkeypatch.setattr(card_scene.pygame.draw, "rect", spy)
    drawn: list = []           # the drawn card, then each screen's lines and rings after it

    def drew_line(t) -> list:
        return [text for text, _colour in t.status if "from the deck" in text]

    def act(t: CardTableScene) -> None:
        seat, legal = t.shown.seat, match.legal_for(t.shown.seat)
        if drawn:
            rings.clear()
            ui.frame(0.0)
            mine = {c.id: r for c, r in t.hand_rects()}
            card = drawn[0]
            lit = [r for r in rings if card.id in mine and r.centerx == mine[card.id].centerx]
            # ... and it stands above its neighbours (a thin ring on a covered card was hard
            # to find): its ring's top lies well above the card's resting place
            raised = all(r.top <= mine[card.id].top - ui.ctx.px(10) for r in lit)
            drawn.append((seat, drew_line(t), bool(lit) and raised))
            if seat == 0:
                raise _Seen
        if seat == 0 and DrawCard(0) in legal and not drawn:
            held = {c.id for c in t.shown.hand}
            click_action(ui, t, DrawCard(0))
            drawn.append(next(c for c in match.view(0).hand if c.id not in held))
            return
        draws = [a for a in legal if isinstance(a, PlayCard) and a.card.effect == "draw"]
        others = [a for a in legal if not isinstance(a, (DrawCard, DeclineEffect))]
        click_action(ui, t, (draws if seat == 0 and draws else others or legal)[0])

    with pytest.raises(_Seen):
        run(ui, table, over, act)
    card = drawn[0]
    label = card.label(match.config.theme)
    seen = {seat: (lines, lit) for seat, lines, lit in drawn[1:]}
    assert seen[0][0] and label in seen[0][0][0] and seen[0][1]    # named and ringed: mine
    assert seen[1] == ([], False)                                  # nothing on the other's
    # Saved and continued (quit right after the draw), the drawer's screen still names it.
    from scenes.session.match import Match
    from scenes.session.storage import decode_save, encode_save
    record, state = decode_save(encode_save(match.game_record(), match.state))
    match = Match.resume(record, state, thinking_seconds=0.0)
    table = ui.ctx.stack.make("card_table", match, on_game_over=over.append)
    ui.ctx.stack.reset(table)
    assert through_handovers(ui, table, seat=0) and label in " ".join(drew_line(table))
    # The drawer's next move ends the mark.
    click_action(ui, table, match.legal_for(0)[0])
    for _ in range(200):
        ui.frame(0.05)
    assert table.shown.seat != 0 or not drew_line(table)
    assert table.drawn.card(match.view(0)) is None


def test_a_card_game_saved_mid_round_continues_from_the_title_where_it_was(tmp_path):
    from tests.test_saves_ui import AppDriver, quit_to_title, start_title
    d = AppDriver(tmp_path)
    start_title(d)
    rules = GAMES["card"]
    config = rules.default_config(3, humans=1, level="random")
    match = new_match(d.ctx, config, seed=17, rng=random.Random(1))
    table = open_table(d.ctx, match, how="reset")
    assert isinstance(table, CardTableScene)
    d.frame()
    rng = random.Random(3)
    while match.state.round == 0 and len(match.actions) < 12:
        seat = match.to_act[0]
        options = match.legal_for(seat)
        assert match.submit(options[rng.randrange(len(options))]) is None
    d.frame()
    at_quit = match.state
    assert at_quit.phase in (PLAY, EFFECT, EVERYONE) and at_quit.round == 0
    quit_to_title(d)

    d2 = AppDriver(tmp_path, seed=2)
    start_title(d2)
    d2.press("Continue")
    resumed = d2.top
    assert isinstance(resumed, CardTableScene) and resumed.match is not match
    assert resumed.match.rules.name == "card"
    assert resumed.match.state._replace(events=()) == at_quit._replace(events=())
    assert resumed.match.actions == match.actions
    assert resumed.shown.seat == 0 and resumed.shown.hand == at_quit.hands[0]
    # the log tells the moves before the save, as the table told them, then that it goes on
    told = [str(text) for _, text in table.log.lines]
    again = [str(text) for _, text in resumed.log.lines]
    assert again[-1] == "The game continues where it was saved."
    assert len(told) > 5 and again[:-1] == told


def test_the_card_privacy_check_fails_on_a_leak():
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, humans=2, bots=1, seed=3)
    rec = CardRecorder(ui, table)
    while not table.human_turn():
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        else:
            ui.frame(0.05)
    seat = table.shown.seat
    rec.draw()
    assert leaks(match, rec, seat) == []
    # The same frame judged as if another seat sat at the screen: the open hand is a leak.
    found = leaks(match, rec, 1 - seat)
    assert any(f"in the hand of seat {seat}" in f for f in found)


def to_decision_on_some_cards(ui: Driver, match, table) -> dict:
    """Run the game, the human playing a second-card-face-up card whenever it holds one (else
    its last option), until a decision during play on some of its cards only (not at
    scoring); the cards then offered (card id -> action)."""
    from game.card.cards import SECOND_FACE_UP
    for _ in range(20000):
        ui.frame(0.05)
        if not table.human_turn():
            continue
        legal = match.legal_for(0)
        offered = card_choices(legal)
        if table.shown.phase not in (PLAY, ADDING) and offered \
                and len(offered) < len(table.hand_rects()):
            return offered
        face_up = [a for a in legal if isinstance(a, PlayCard)
                   and a.card.effect == SECOND_FACE_UP]
        assert match.submit((face_up or list(legal))[-1]) is None      # on to such a decision
    pytest.fail("no decision on some cards only")


def test_the_arrow_keys_walk_the_hand_and_enter_plays_the_card_or_says_why_not():
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, humans=1, bots=2, seed=4)
    while not (table.human_turn() and table.shown.phase == PLAY):
        ui.frame(0.05)
    hand = [c for c, _ in table.hand_rects()]
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_LEFT)
    assert table.hand_focus == 0
    before = len(match.actions)
    ui.key(pygame.K_RETURN)
    assert match.actions[before] == PlayCard(0, hand[0])
    # In a decision on some cards only (a second card face up), Enter on another card says
    # the engine's reason (at the adding at scoring the arrows stop only at the cards that
    # may be added: test_card_keys.py).
    match, table, over = card_match(ui, humans=1, bots=2, seed=4)
    offered = to_decision_on_some_cards(ui, match, table)
    refused = [i for i, (c, _) in enumerate(table.hand_rects()) if c.id not in offered]
    for _ in range(refused[0] + 1):
        ui.key(pygame.K_RIGHT)
    moves = len(match.actions)
    ui.key(pygame.K_RETURN)
    card = table.hand_rects()[refused[0]][0]
    assert len(match.actions) == moves
    assert table.error and table.error == match.why_not(why_not_action(table.shown, card))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_card_the_arrow_keys_rest_on_explains_itself_by_the_card(size, monkeypatch):
    """Walking the hand with Left / Right rang a card and said nothing about it: its effect,
    why not now, its likely worth were only under the pointer (seen playing a 5-player game by
    keys). The card the keys rest on now has the pointer's help, by that card."""
    from scenes import ui as ui_module
    drawn: list = []
    real = ui_module.draw_tooltip

    def spy(surface, ctx, tip, pos, avoid=None, clear=(), where=None):
        drawn.append((tip, pos, avoid, real(surface, ctx, tip, pos, avoid=avoid, clear=clear,
                                            where=where)))
        return drawn[-1][3]
    monkeypatch.setattr(ui_module, "draw_tooltip", spy)
    ui = Driver(size)
    match, table, over = card_match(ui, humans=1, bots=2, seed=4)
    while not (table.human_turn() and table.shown.phase == PLAY):
        ui.frame(0.05)
    away = (table.layout.hand.x, table.layout.hand.y - ui.ctx.px(4))   # the felt: no help
    ui.post(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert table.pointer_tip(True) is None
    walked = [i for i, (c, _) in enumerate(table.hand_rects()) if c.effect != "none"][0]
    for _ in range(walked + 1):
        ui.key(pygame.K_RIGHT)
    card, rect = table.hand_rects()[walked]
    drawn.clear()
    ui.frame(0.0)
    assert effect_tip(card.effect) in table.pointer_tip(True)
    tip, pos, avoid, where = drawn[-1]
    assert effect_tip(card.effect) in tip
    seen = next(r for cid, r, _place in table.hand_drawn if cid == card.id)     # raised
    assert seen.top < rect.top and seen.x == rect.x
    assert avoid == seen and not where.colliderect(seen)            # by its card, not over it
    assert abs(where.centerx - rect.centerx) < ui.ctx.px(360)
    # The pointer on another card speaks for that one.
    other, other_rect = table.hand_rects()[-1 if walked != len(table.hand_rects()) - 1 else 0]
    ui.post(pygame.MOUSEMOTION, pos=(other_rect.right - ui.ctx.px(6), other_rect.centery),
            rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    seen = next(r for cid, r, _place in table.hand_drawn if cid == other.id)
    assert drawn[-1][2] == seen and seen.x == other_rect.x and not drawn[-1][3].colliderect(seen)


@pytest.mark.parametrize("size,language", [((1280, 720), "en"), ((1920, 1080), "en"),
                                           ((1280, 720), "de")])
def test_the_reason_a_card_cannot_be_added_shows_above_the_buttons_never_under_them(
        size, language, monkeypatch):
    """At a scoring the prompt and the round's worths take four lines; a click on a card that
    cannot be added adds the engine's reason. Every status line is drawn above the decision
    panel's buttons (the buttons make room), none under a button."""
    from dataclasses import replace
    from scenes import ui as scene_ui
    from tests.ui_driver import FAST
    ui = Driver(size, settings=replace(FAST, language=language))
    match, table, over = card_match(ui, humans=1, bots=2, seed=4)
    offered = to_scoring_choice(ui, match, table, lambda offered: any(
        c.id not in offered for c, _ in table.hand_rects()))
    card, rect = next((c, r) for c, r in table.hand_rects() if c.id not in offered)
    ui.click((rect.x + ui.ctx.px(4), rect.centery))
    assert table.error
    drawn: list[tuple[str, int]] = []
    real = scene_ui.wrapped

    def wrapped(surface, ctx, text, size, area, *args, **kwargs):
        height = real(surface, ctx, text, size, area, *args, **kwargs)
        drawn.append((text, area.y + height))
        return height
    monkeypatch.setattr(scene_ui, "wrapped", wrapped)
    ui.frame(0.0)
    status = [(text, bottom) for text, bottom in drawn
              if text in {t for t, _ in table._status_lines()}]
    assert [t for t, _ in status] == [t for t, _ in table._status_lines() if t]
    assert status[-1][0] == table.error
    buttons = [w.rect for w in table.buttons if w.visible]
    assert buttons and all(bottom <= min(b.top for b in buttons) for _, bottom in status)
    assert all(table.layout.centre.contains(b) for b in buttons)


def test_each_beat_follows_its_events_reveal_then_a_card_added_and_never_the_points():
    """The round's points are the scoring overlay's alone: the last card added before them
    still plays, and a scoring with nothing added plays no beat."""
    from game.card import events as E
    from game.card.cards import DECK
    from scenes.table.card_moments import beat_for
    config = GAMES["card"].default_config(3)
    a, b = DECK[0], DECK[30]
    reveal = beat_for((E.EveryonePlayed(1, (a, None, b)), E.Scored(0, 0, 5, ())), config)
    assert reveal.kind == "reveal" and reveal.cards == (a, None, b)
    last = beat_for((E.CardAdded(2, b), E.Scored(0, 2, 7, ()), E.Scored(0, 0, 3, ())), config)
    assert last.kind == "added" and last.seat == 2 and last.cards[2] == b
    added = beat_for((E.CardAdded(2, b),), config)
    assert added.kind == "added" and added.seat == 2 and added.cards[2] == b
    assert beat_for((E.Scored(0, 2, 7, ()), E.Scored(0, 0, 3, ())), config) is None
    assert beat_for((E.CardPlayed(0, a),), config) is None


def test_the_artists_take_the_chosen_themes_names_on_the_board_and_the_log():
    from game.cards import THEMES
    ui = Driver((1280, 720))
    config = GAMES["card"].default_config(3, humans=1, level="random", theme="masters",
                                          first_player=0)
    match = new_match(ui.ctx, config, seed=6, rng=random.Random(6), thinking_seconds=0.0)
    table = open_table(ui.ctx, match, how="reset")
    rec = CardRecorder(ui, table)
    ui.frame(0.05)
    rec.draw()
    drawn = "\n".join(rec.texts)
    assert all(name in drawn for name in THEMES["masters"])
    assert not any(name in drawn for name in THEMES["classic"])


def test_every_effect_has_its_own_icon_drawn_with_shapes():
    from game.card.cards import EFFECTS, NO_EFFECT
    from scenes.card_art import effect_icon
    pygame.display.init()
    icons = {e: pygame.image.tobytes(effect_icon(e, 40), "RGBA") for e in EFFECTS
             if e != NO_EFFECT}
    assert len(set(icons.values())) == len(icons) == 5
    blank = pygame.image.tobytes(effect_icon(NO_EFFECT, 40), "RGBA")
    assert blank not in icons.values()


def test_every_card_in_hand_names_its_artist_in_full_at_both_sizes(monkeypatch):
    """A card the next one covers carries its artist's name whole down the strip left in
    view (the auction hand's way, tests/test_first_evening.py), for a dealt hand of 13 and
    for the larger hands draws and later deals bring."""
    from game.card.cards import NO_EFFECT
    from game.cards import artist_name
    from scenes.card_art import name_band
    from scenes.table import edge_names
    from scenes.table.card_layout import hand_rects
    tags: list = []
    calls: list = []        # (string, size) of every text the table sets
    real_tag = edge_names.edge_tag

    def record(ctx, name, colour, height, thick=None, size=None):
        start = len(calls)
        tag = real_tag(ctx, name, colour, height, thick, size)
        tags.append((name, height, tag, calls[start:]))
        return tag
    monkeypatch.setattr(edge_names, "edge_tag", record)
    for size in ((1280, 720), (1920, 1080)):
        ui = Driver(size)
        px = ui.ctx.px
        tags.clear()
        spy_text_sizes(ui, calls)
        _, table, _ = card_match(ui, 1, 2, seed=3)
        ui.frame(0.05, n=3)
        pairs = table.hand_rects()
        assert len(pairs) == 13, size
        theme = table.shown.config.theme
        drawn = {name: rest for name, *rest in tags}
        for (card, r), (_, nxt) in zip(pairs, pairs[1:]):
            name = artist_name(card.artist, theme)
            assert name in drawn, (size, name)
            height, tag, set_as = drawn[name]
            assert [s for s, _ in set_as] == [name], (size, name)      # the whole name ...
            # ... at a size at which it fits the card's edge, never cut ...
            assert ui.ctx.text.size(name, set_as[0][1], "bold")[0] <= height - px(8), size
            # ... on the strip the next card leaves in view ...
            assert tag.get_width() + px(4) <= nxt.x - r.x, (size, name)
            # ... and above the card's own name band (it ran into Karl Gitter's "K"); an
            # effect's badge beside the name where the strip has room, else under it.
            margin, band = name_band(r.w)
            top = px(8) if abs(height - (r.h - px(8) - margin - band - px(2))) <= 1 else px(28)
            room = r.h - top - margin - band
            own = [t for n, _, t, _ in tags if n == name and t.get_height() <= room]
            assert own, (size, name, room, [t.get_height() for n, _, t, _ in tags if n == name])
        longest = max(drawn, key=len)
        for count in range(13, 25):
            rects = hand_rects(table.layout.hand, count, px)
            tag = real_tag(ui.ctx, longest, (0, 0, 0), rects[0].h - px(18))
            assert tag.get_width() + px(4) <= rects[1].x - rects[0].x, (size, count)


def spy_text_sizes(ui: Driver, calls: list) -> None:
    """Put in `calls` every string the text cache renders from now on, with its size."""
    real = ui.ctx.text.render

    def spy(s, size, *a, **k):
        calls.append((s, size))
        return real(s, size, *a, **k)
    ui.ctx.text.render = spy


def test_the_scoring_prompt_names_the_artists_one_may_add_as_a_sentence():
    """...and says what a card kept in hand is worth: a card for a later round, or in the last
    round nothing (playing a first game I left two cards in hand at round 4's scoring, not
    told they would score nothing)."""
    from tests.card_helpers import random_playout
    from game.card.cards import artist_name
    from game.card.engine import legal_actions, view
    from game.card.state import ADDING
    from scenes.table.card_controls import prompt
    seen = set()
    for seed in range(1, 60):
        rnd = 3 * (seed % 2)                    # round 1's scoring, or the last round's
        states, _ = random_playout(3, seed, stop=lambda s: s.phase == ADDING and s.round >= rnd)
        s = states[-1]
        if s.phase != ADDING:
            continue
        seat = s.to_act[0]
        legal = legal_actions(s, seat)
        artists = sorted({a.card.artist for a in legal if isinstance(a, AddCard)})
        names = [artist_name(a, s.config.theme) for a in artists]
        line = prompt(view(s, seat), legal)
        if len(names) == 1:
            assert f"add a card of {names[0]} to your display" in line
        else:           # one of each, not "a card of A or B" (read as one card in all)
            listed = ", ".join(names[:-1]) + " and " + names[-1]
            assert f"add one card of each of {listed} to your display" in line
        last = s.round == 3
        assert line.endswith("This is the last round: a card left in your hand scores nothing."
                             if last else "A card you keep can be played in a later round.")
        seen.add((len(names), last))
    assert {1, 2} <= {n for n, _last in seen} and {True, False} <= {a for _n, a in seen}


def _card_frames(fast_forward: bool, moves: int = 60):
    """Frames of 0.05 s at the table until `moves` actions of three computer seats are applied,
    and the frames each key moment (reveal, round scored) and each routine beat (a card added)
    stayed up there (the scoring overlay over the table keeps its own time)."""
    from scenes.session.settings import Settings
    ui = Driver((1280, 720), settings=Settings(animation_speed="normal",
                                               computer_pace="instant"))
    match, table, over = card_match(ui, humans=0, bots=3, seed=2)
    table.demo = True
    if fast_forward:
        ui.key(pygame.K_f)
    assert match.fast_forward is fast_forward
    frames, shown, key, routine, current = 0, 0, [], [], None
    while len(match.actions) < moves and not match.is_over:
        if table.beat is not current:
            if current is not None:
                (key if current.key_moment else routine).append(shown)
            current, shown = table.beat, 0
        on_table = ui.ctx.stack.top is table     # the scoring overlay keeps its own time
        shown += current is not None and on_table
        ui.frame(0.05)
        frames += on_table
        assert frames < 20000
    return frames, key, routine


def test_fast_forward_is_felt_at_the_card_table_and_key_moments_stay_readable():
    from scenes.table.timeline import FAST_FORWARD_KEY_SECONDS
    slow, slow_key, slow_routine = _card_frames(False)
    fast, fast_key, fast_routine = _card_frames(True)
    assert fast * 3 <= slow, (fast, slow)
    assert fast_key and len(fast_key) == len(slow_key)
    for quick, normal in zip(fast_key, slow_key):
        assert FAST_FORWARD_KEY_SECONDS - 0.05 <= quick * 0.05 <= normal * 0.05
    assert sum(fast_routine) * 4 <= max(1, sum(slow_routine))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_covered_hand_card_shows_its_effect_badge_on_its_visible_edge(size, monkeypatch):
    from scenes.card_art import CardArt
    from scenes.table.card_hand import BADGE
    from scenes.table.edge_names import covered
    badges: list = []
    real = CardArt.icon

    def spy(self, effect, size_):
        badges.append((effect, size_))
        return real(self, effect, size_)
    monkeypatch.setattr(CardArt, "icon", spy)
    ui = Driver(size)
    match, table, over = card_match(ui, humans=1, bots=2, seed=4)
    while not table.human_turn():
        ui.frame(0.05)
    ui.frame(0.0)
    pairs = table.hand_rects()
    rects = [r for _, r in pairs]
    hidden = [c for i, (c, _) in enumerate(pairs) if covered(rects, i) and c.effect != "none"]
    assert hidden
    small = ui.ctx.px(BADGE)
    assert {c.effect for c in hidden} <= {e for e, s in badges if s == small}
    # the badge sits on the strip the next card leaves in view
    strip = min(rects[i + 1].x - rects[i].x for i in range(len(rects) - 1))
    assert ui.ctx.px(4) + small <= strip


def first_turn_with(ui: Driver, effect: str, thinking: float = 0.0):
    """The first turn of a human (seat 0) against two computers, from the first seed on whose
    turn the hand holds a card with `effect` not at its ends: (match, table, that card)."""
    for seed in range(4, 64):
        match, table, over = card_match(ui, humans=1, bots=2, seed=seed, thinking=thinking)
        while not table.human_turn():
            ui.frame(0.05)
        inner = [c for c, _ in table.hand_rects()[1:-1] if c.effect == effect]
        if inner:
            return match, table, inner[0]
    pytest.fail(f"no first turn with a card of {effect} inside the hand")


def test_the_hand_closes_up_under_the_pointer_when_the_next_decision_takes_no_card():
    """A draw card played with the pointer resting on the hand: the next decision (draw or
    not) takes no card from the hand, so the hand closes up at once."""
    from game.card.cards import DRAW
    from scenes.table.card_layout import hand_rects
    ui = Driver((1280, 720))
    for seed in range(4, 40):
        match, table, over = card_match(ui, humans=1, bots=2, seed=seed)
        while not table.human_turn():
            ui.frame(0.05)
        draws = [c for c, _ in table.hand_rects() if c.effect == DRAW]
        if draws and table.shown.deck_size:
            break
    else:
        pytest.fail("no first turn with a draw card")
    click_action(ui, table, PlayCard(0, draws[0]))
    ui.frame(0.05, n=5)
    assert table.human_turn() and any(isinstance(a, DrawCard) for a in match.legal_for(0))
    assert table.layout.hand.collidepoint(table.mouse)
    rects = [r for _, r in table.hand_rects()]
    assert rects == hand_rects(table.layout.hand, len(rects), ui.ctx.px)


def test_the_scoring_overlay_holds_the_table_and_the_table_says_the_round_is_scored():
    """Nothing moves behind the round's scoring overlay (the computers wait, even with no
    animation to wait for), and the table's prompt no longer asks who may add cards."""
    from scenes.table.card_controls import prompt
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, humans=0, bots=3, seed=2)
    for _ in range(20000):
        ui.frame(0.05)
        if ui.top is not table:
            break
    assert type(ui.top).__name__ == "ScoringOverlay"
    moves, shown = len(match.actions), table.shown
    ui.frame(0.05, n=30)
    assert len(match.actions) == moves and table.shown is shown
    assert [text for text, _ in table._status_lines()] == ["Round 1 is scored"]
    overlay = ui.top
    ui.click(overlay.button.rect.center)
    ui.frame(0.05, n=3)
    # The game goes on (with instant computers, up to the next round's scoring).
    assert overlay not in ui.ctx.stack.scenes and len(match.actions) > moves
    assert table.shown.round >= 1


def test_closing_the_scoring_overlay_deals_the_next_round_without_repeating_its_points():
    """With the animations on, the round's points are shown once, by the overlay: closing it
    shows the next round at once (no banner of the same points after it), and the last card
    added plays before the overlay opens."""
    from scenes.session.settings import Settings
    ui = Driver((1280, 720), settings=Settings(animation_speed="normal",
                                                computer_pace="instant"))
    from game.card.actions import AddCard
    added = []
    for seed in (2, 3, 4, 5):
        match, table, over = card_match(ui, humans=0, bots=3, seed=seed)
        last_beat = None
        for _ in range(20000):
            ui.frame(0.05)
            if ui.top is not table:
                break
            last_beat = table.beat or last_beat
        assert type(ui.top).__name__ == "ScoringOverlay"
        last = match.actions[-1]
        if isinstance(last, AddCard):       # the scoring's last card played before the overlay
            assert last_beat.kind == "added" and last_beat.cards[last.seat] == last.card
            added.append(seed)
        scored_round = ui.top.round
        ui.click(ui.top.button.rect.center)
        ui.frame(0.0)
        # the next round shown in the same frame: no beat of the same points held it back
        assert ui.top is table and table.scoring_up is None
        assert table.shown.round == scored_round + 1
    assert added, "no scoring ended on a card added"


def test_a_hand_card_says_why_not_only_while_another_card_may_be_chosen():
    """Hovering a card that cannot be chosen says the rules' reason when other cards can be;
    while no card can (draw a card or not), the prompt says what the game waits for and the
    card's help stays its own."""
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, humans=1, bots=2, seed=4)
    rng = random.Random(5)
    seen = set()
    for _ in range(3000):
        if match.is_over or seen == {"why", "plain"}:
            break
        ui.frame(0.05)
        if not table.human_turn():
            continue
        choices = card_choices(table.legal)
        blocked = [(c, r) for c, r in table.hand_rects() if c.id not in choices]
        if blocked:
            card, rect = blocked[0]
            ui.post(pygame.MOUSEMOTION, pos=(rect.x + 4, rect.y + 8), rel=(0, 0), buttons=(0, 0, 0))
            ui.frame(0.0)
            tip = table.pointer_tip(True)
            if table.card_at(table.mouse) == card:
                assert ("Not now" in tip) == bool(choices), (tip, table.shown.effect)
                seen.add("why" if choices else "plain")
        legal = match.legal_for(0)
        try:
            click_action(ui, table, legal[rng.randrange(len(legal))])
        except AssertionError:
            pass
    assert seen == {"why", "plain"}


@pytest.mark.parametrize("players", [2, 4])
def test_the_board_counts_each_artists_face_up_cards_against_the_round_end(players,
                                                                         monkeypatch):
    """The market board's Played row shows every artist's face-up cards this round (the
    influence card included) out of the count that ends the round, 5 with two players and 6
    otherwise, ringed in ink once one more card would end it; the row's hover help says so. At
    scoring it keeps the count that ranked the artists, the round chart's: the cards added
    from hand are left out."""
    from game.card.scoring import ranking_counts
    from scenes import ui as ui_module
    ui = Driver((1280, 720))
    match, table, over = card_match(ui, 1, players - 1, seed=9)
    drawn: list[tuple[str, tuple]] = []
    real = ui_module.text

    def spy(surface, ctx, s, size, pos, colour=ui_module.INK, *rest, **kw):
        drawn.append((s, tuple(colour)))
        return real(surface, ctx, s, size, pos, colour, *rest, **kw)
    monkeypatch.setattr(ui_module, "text", spy)
    from scenes.table import display
    rings: list = []
    real_ring = display.draw_last_ring
    monkeypatch.setattr(display, "draw_last_ring",
                        lambda surf, ctx, count: rings.append(count) or real_ring(surf, ctx,
                                                                                  count))
    rng, seen, red, after_adding = random.Random(9), set(), 0, 0
    reached: set[bool] = set()
    threshold = 5 if players == 2 else 6

    def act(t: CardTableScene) -> None:
        nonlocal red, after_adding
        v = t.shown
        drawn.clear()
        rings.clear()
        ui.frame(0.0)
        assert v.threshold == threshold
        ranked = ranking_counts(v.counts, v.added)
        after_adding += ranked != v.counts
        turned = v.turned_up or (0,) * 5
        for a in range(5):
            # At scoring the face-down cards turned up stand apart ("+1"): the count is of
            # the face-up cards, those that end the round.
            n = ranked[a] - turned[a]
            colour = ui_module.INK if n == threshold - 1 else None
            # Reached, and past it (an everyone-plays): the count alone on a stamp that
            # says the round's end, never "7/6"; with "+1" beside it, where the words do not
            # fit the column with it, the count alone on the ink stamp (its margin kept).
            label = f"{n}/{threshold}" if n < threshold else f"{n} · end"
            alone = str(n) if n >= threshold and turned[a] else label
            marks = [c for s, c in drawn if s in (label, alone)]
            assert marks, (a, v.counts, v.added, label)
            if turned[a]:
                assert f"+{turned[a]}" in [s for s, _c in drawn]
            if n >= threshold:       # past it: an everyone-plays, or cards turned up beside
                reached.add(n > threshold or turned[a] > 0)
            elif colour is not None:
                assert tuple(colour) in marks     # ink, ringed: red clashed with an artist
                red += 1
        assert len(rings) == sum(1 for s, _c in drawn if s == f"{threshold - 1}/{threshold}")
        assert not [s for s, _c in drawn if re.fullmatch(r"(\d+)/(\d+)", str(s))
                    and int(str(s).split("/")[0]) > int(str(s).split("/")[1])]
        click_action(ui, t, choose(GAMES["card"].legal_actions(match.state, v.seat), seen, rng))
    run(ui, table, over, act)
    assert red, "no artist came within one card of the round's end at the human's turn"
    assert after_adding, "the human never chose at scoring after a card had been added"
    assert False in reached, "no artist reached the round's end at the human's move"
    assert True in reached or players == 2, "this 4-player seed takes an artist past the end"
    tips: list = []
    from scenes.table.display import draw_card_board
    draw_card_board(ui.ctx.screen, ui.ctx, table.cart, table.shown, pygame.Rect(0, 0, 360, 280),
                    tips)
    assert any(f"{threshold} of one artist end the round" in tip for _, tip in tips)


def test_a_count_past_the_round_end_reads_as_the_end_not_as_a_fraction(monkeypatch):
    """Face-down cards turned up at the round's end, or an everyone-plays, take an artist past
    the threshold: "7/6" read as a miscount (and the count alone, "7" beside "6/6", as a count
    of something else). A count that reached the threshold reads "6 · end", "7 · end" alike,
    on an ink stamp; below it "n/6", ringed in ink from one card short of it."""
    from scenes import ui as ui_module
    from scenes.table.display import _draw_played
    ui = Driver((1280, 720))
    drawn: list = []
    real = ui_module.text
    monkeypatch.setattr(ui_module, "text", lambda surface, ctx, s, size, pos, colour=None, *a,
                        **k: drawn.append((s, colour)) or real(surface, ctx, s, size, pos,
                                                               colour, *a, **k))
    for n in (0, 4, 5, 6, 7):
        _draw_played(ui.ctx.screen, ui.ctx, n, 6, 50, 50, ui.ctx.px(60))
    assert [s for s, _ in drawn] == ["0/6", "4/6", "5/6", "6 · end", "7 · end"]
    assert not [c for _, c in drawn if c == ui_module.CLARET]
    assert tuple(ui.ctx.screen.get_at((50 - ui.ctx.px(20), 50)))[:3] == ui_module.INK


def test_each_rivals_row_names_its_computer_level_as_the_auction_seats_do():
    """Who is Hard among three computers was not to be seen at the card table."""
    ui = Driver((1280, 720))
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "hard"),
             SeatConfig("Clemens", "bot", "easy"), SeatConfig("Doris", "bot", "normal"))
    match = new_match(ui.ctx, Config(seats=seats, first_player=0), seed=4,
                      rng=random.Random(4), thinking_seconds=0.0)
    table = open_table(ui.ctx, match, how="reset")
    rec = CardRecorder(ui, table)
    ui.frame(0.05)
    rec.draw()
    assert {"hard", "easy", "normal"} <= set(rec.texts)
    assert not {"you", "human"} & set(rec.texts)        # one's own row says "(you)" already

    def header_help(seat):
        row = table.layout.rows[seat]
        return next(t for r, t in table.regions if r.collidepoint(row.x + 20, row.y + 40))
    assert header_help(1).startswith("Beatrix, a computer player (Hard)")
    assert "13 cards in hand" in header_help(1)
    assert header_help(0).startswith("Ada: 13 cards in hand")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_long_name_stays_in_its_seats_header(size, monkeypatch):
    """A 24-letter name (the most a seat may have) and its level tag stay in the seat's header
    and never run under the display's cards: the headers grow for it, within bounds, the rest
    of the name is cut with "…", and the header's hover names the seat whole."""
    from scenes.table import card_rows, display
    from game.card.engine import view
    from tests.ui_driver import LONG_NAMES, record_texts
    ui = Driver(size)
    names = LONG_NAMES[1:4] + ("Ada", LONG_NAMES[0])
    seats = (SeatConfig(names[0], "human"),) + tuple(
        SeatConfig(name, "bot", level) for name, level in zip(names[1:], (
            "easy", "normal", "hard", "normal")))
    match = new_match(ui.ctx, Config(seats=seats, first_player=0), seed=3,
                      rng=random.Random(3), thinking_seconds=0.0)
    table = ui.ctx.stack.make("card_table", match, on_game_over=lambda *_: None)
    ui.ctx.stack.reset(table)
    ui.frame(0.0)
    drawn = record_texts(monkeypatch)
    v = view(match.state, 0)
    rows = table.layout.rows
    regions: list = []
    card_rows.draw_rows(ui.ctx.screen, ui.ctx, table.cart, v, table.layout, regions)
    px = ui.ctx.px
    header_w = display.header_width(ui.ctx, v)
    assert px(display.HEADER_W) < header_w <= px(display.HEADER_MAX_W)
    for seat, name in enumerate(names):
        row = rows[seat]
        shown = [(s, r) for s, r in drawn if r.colliderect(pygame.Rect(row.x, row.y, row.w,
                                                                       px(30)))]
        label = next((s, r) for s, r in shown if s.startswith(name[:3]))
        assert label[1].right <= row.x + header_w, (name, label)
        if len(name) > 20:
            assert "…" in label[0], label
        if seat:        # the level tag follows the name, inside the header too
            tag = next(r for s, r in shown if s in {"easy", "normal", "hard"})
            assert label[1].right < tag.x and tag.right <= row.x + header_w
        else:
            assert label[0].endswith("(you)")
        assert any(r.collidepoint(row.x + px(20), row.y + px(12)) and name in tip
                   for r, tip in regions), name


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_long_names_stay_apart_in_the_reveal_and_the_adding_beats(size, monkeypatch):
    """Everyone plays with five 24-letter names: each name under its revealed card stays in
    its card's column (cut with "…"), never over the next; the line saying who adds a card at
    scoring stays in its panel, beside the displays in the log's column."""
    from game.card.cards import DECK
    from scenes.table.card_moments import Beat, draw_beat
    from tests.ui_driver import LONG_NAMES, record_texts
    ui = Driver(size)
    seats = tuple(SeatConfig(name, "human") for name in LONG_NAMES)
    match = new_match(ui.ctx, Config(seats=seats, first_player=0), seed=3,
                      rng=random.Random(3), thinking_seconds=0.0)
    table = ui.ctx.stack.make("card_table", match, on_game_over=lambda *_: None)
    ui.ctx.stack.reset(table)
    ui.frame(0.0)
    area = table.layout.log
    drawn = record_texts(monkeypatch)
    reveal = Beat("reveal", 2.0, LONG_NAMES, cards=tuple(DECK[:5]), t=2.0)
    draw_beat(ui.ctx.screen, ui.ctx, table.cart, table.layout, reveal)
    labels = [(s, r) for s, r in drawn if s[:4] in {n[:4] for n in LONG_NAMES}]
    assert len(labels) == 5
    for (_, a), (_, b) in zip(labels, labels[1:]):
        assert a.right < b.x or a.top != b.top, labels     # apart in a row, or a row lower
    assert all(not a.colliderect(b) for (_, a), (_, b) in itertools.combinations(labels, 2))
    assert all(area.contains(r) for _, r in labels)
    assert any("…" in s for s, _ in labels)
    drawn.clear()
    added = Beat("added", 1.0, LONG_NAMES, cards=tuple(DECK[:5]), seat=2, t=1.0)
    draw_beat(ui.ctx.screen, ui.ctx, table.cart, table.layout, added)
    line = next(r for s, r in drawn if LONG_NAMES[2] in s)
    assert area.contains(line)


def test_short_names_keep_the_narrow_header():
    """With everyday names the headers keep their width: the displays' columns do not move."""
    from scenes.table import display
    from game.card.engine import view
    ui = Driver((1280, 720))
    seats = (SeatConfig("Ada", "human"), SeatConfig("Emil", "bot", "normal"),
             SeatConfig("Doris", "bot", "hard"), SeatConfig("Max", "human"))
    match = new_match(ui.ctx, Config(seats=seats, first_player=0), seed=2,
                      rng=random.Random(2), thinking_seconds=0.0)
    assert display.header_width(ui.ctx, view(match.state, 0)) == ui.ctx.px(display.HEADER_W)


def test_a_card_that_would_end_the_round_says_so_on_hover_and_does():
    """Playing a card face up that brings its artist to the round's end (or empties the last
    hand) ends the round at once, its effect unused; the card said nothing of it (seen playing
    a 5-player game). Its help now says so, by the engine's `play_ends_round`, and a card that
    does not end the round says nothing of the kind."""
    from game.card.actions import PlayCard as Play
    from game.card.cards import AWARD, DRAW, NO_EFFECT, stacked_deck
    from scenes.session.match import Match
    krypto = 4
    ada = [(krypto, NO_EFFECT)] * 5 + [(krypto, AWARD), (0, NO_EFFECT), (1, NO_EFFECT),
                                       (2, NO_EFFECT), (3, NO_EFFECT), (0, DRAW), (1, DRAW),
                                       (2, DRAW)]
    rivals = [(a, NO_EFFECT) for a in range(4)] * 6 + [(0, NO_EFFECT), (1, NO_EFFECT)]
    deck = stacked_deck(*ada, *rivals, (krypto, NO_EFFECT))      # the influence card: Krypto
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    match = Match(Config(seats=seats, first_player=0), 3, deck=deck, thinking_seconds=0.0,
                  rng=random.Random(3))
    assert match.state.influence.artist == krypto
    while True:           # Ada plays plain Krypto until one more ends the round
        s = match.state
        if s.to_act == (0,) and s.phase == PLAY:
            if match.view(0).counts[krypto] == 5:
                break
            match.submit(Play(0, next(c for c in s.hands[0]
                                      if c.artist == krypto and c.effect == NO_EFFECT)))
        elif 0 in s.to_act:
            match.submit(next(o for o in match.legal_for(0) if type(o).__name__ ==
                              "DeclineEffect"))
        else:
            match.update(0.05)
    ui = Driver((1280, 720))
    table = ui.ctx.stack.make("card_table", match, on_game_over=lambda *_: None)
    ui.ctx.stack.reset(table)
    ui.frame(0.0)
    assert table.human_turn()
    said = {}
    for card, rect in table.hand_rects():
        ui.post(pygame.MOUSEMOTION, pos=(rect.x + 4, rect.y + 8), rel=(0, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        assert table.card_at(table.mouse) == card
        tip = str(table.pointer_tip(True))
        said[card] = tip
        assert ("Playing it ends the round at once: Krypto reaches 6 face-up cards." in tip) \
            == (card.artist == krypto), tip
        assert ("Its effect is not used." in tip) == (card.artist == krypto and
                                                      card.effect != NO_EFFECT), tip
    assert sum(c.artist == krypto for c in said) == 2
    award = next(c for c in said if c.artist == krypto and c.effect == AWARD)
    before = len(match.actions)
    click_action(ui, table, Play(0, award))
    from game.card.events import EffectOffered, RoundEnded
    assert len(match.actions) == before + 1       # the scoring waits for the table's beats
    events = match.state.events
    ended = [e for e in events if isinstance(e, RoundEnded)]
    assert ended and (ended[0].reason, ended[0].card) == ("threshold", award)
    assert not any(isinstance(e, EffectOffered) for e in events)


def test_a_screen_over_the_table_leaves_the_pointer_where_it_went():
    """A card played by a click, the hand closed up under the resting pointer; a screen over
    the table (the pause menu here, the round's scoring in play) while the pointer moves: the
    table knows where it went meanwhile, its hover and tooltip follow it, not where it was."""
    from game.card.cards import SECOND_FACE_DOWN
    from scenes.table.card_layout import hand_rects
    ui = Driver((1280, 720), settings=replace(FAST, animation_speed="normal"))
    match, table, card = first_turn_with(ui, SECOND_FACE_DOWN)
    at = [c for c, _ in table.hand_rects()].index(card)
    click_action(ui, table, PlayCard(0, card))
    ui.frame(0.05, n=10)                    # the cards slide together
    closed = [r for _, r in table.hand_rects()]
    assert closed == hand_rects(table.layout.hand, len(closed), ui.ctx.px)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    spot = (closed[at].x + ui.ctx.px(4), closed[at].centery)
    assert table.card_at(spot) != table.card_at(table.mouse)
    ui.post(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    ui.key(pygame.K_ESCAPE)
    assert ui.top is table and table.mouse == spot
    assert table.card_at(spot) == table.hand_rects()[at][0]
