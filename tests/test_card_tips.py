"""The card game's first-game tips, driven through the table with real events: the first turn,
each kind of effect card in hand, the first everyone-plays choice and the first adding at
scoring each bring one tip, once, under the decision's buttons; "Got it" (or T) closes it, the
decision made takes it away, and tips off or a demo show none."""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from tests.test_card_table import card_match, choose, click_action, run
from tests.ui_driver import FAST, GOALS_MET, Driver, card_table_at, tips_met

from game.card.actions import DeclineEffect, PlayCard
from game.card.cards import EFFECTS, NO_EFFECT, SECOND_FACE_DOWN
from game.card.config import SeatConfig as CardSeat
from game.card.state import ADDING, EFFECT, EVERYONE, PLAY
from scenes.table import card_tip_place, tips as tip_room
from scenes.table.card_controls import build_buttons, card_choices, prompt
from scenes.table.card_layout import card_table_layout
from scenes.table.display import controls_top, no_card_marked
from scenes.table.tip_ledger import TipLedger

CARD_KEYS = set(tip_room.CARD_TIPS)


def _panel_clear(ui: Driver, table) -> None:
    """The tip's panel lies in the decision panel, under its buttons and status lines, with
    its "Got it" inside it."""
    panel, area = table.tip_panel, table.layout.controls
    assert panel is not None
    assert area.contains(panel.box), (panel.box, area)
    assert panel.box.y >= controls_top(ui.ctx, table.layout, table.status)
    assert not any(b.rect.colliderect(panel.box) for b in table.buttons)
    assert panel.box.contains(table.tip_button.rect)


def _about_the_raised_cards(ui: Driver, table, effect: str) -> None:
    """A tip met on a turn because the hand holds cards with its effect (seen playing: "First
    time: Everyone plays" came on a turn to play a card, about no card one could tell) says
    so first, and those cards, and no others, stand raised in the hand inside a ring of the
    tip's colour."""
    assert table.tip_effect() == effect
    assert table.tip_panel.lines[0].startswith("The cards framed in green in your hand")
    table.mouse = (0, 0)                 # no card hovered
    ui.frame(0.0)
    px = ui.ctx.px
    for card, rect in table.hand_pairs:
        left_edge = (rect.x + px(1), rect.y - px(18) + rect.h // 2)
        ringed = tuple(ui.screen.get_at(left_edge))[:3] == tip_room.TIP_RING
        assert ringed == (card.effect == effect), (card, effect)


def test_a_first_card_game_brings_each_tip_once_at_the_decision_it_explains():
    ui = Driver((1280, 720))
    drawn: set[str] = set()
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.add(text))
    match, table, over = card_match(ui, humans=1, bots=2, seed=15)
    rng, seen, shown = random.Random(15), set(), []
    used: set[str] = set()

    def act(t) -> None:
        v, legal = t.shown, match.legal_for(t.shown.seat)
        if t.tip is not None and t.tip_shown():
            shown.append(t.tip)
            _panel_clear(ui, t)
            # The tip belongs to this decision.
            if t.tip == tip_room.NO_CARD:       # the board marks a figure "†" now
                assert v.phase in (PLAY, ADDING) and no_card_marked(v, True)
                assert "card:turn" in shown
            elif t.tip == "card:turn" or v.phase == PLAY:
                assert v.phase == PLAY
                if t.tip == tip_room.HANDS:
                    assert tip_room.no_deal(v)
                elif t.tip != "card:turn":
                    effect = t.tip[len("card:"):]
                    assert effect in {c.effect for c in v.hand}
                    _about_the_raised_cards(ui, t, effect)
            elif t.tip == "card:adding":
                assert v.phase == ADDING
            elif v.phase == EFFECT:             # the effect on offer, before it is used
                assert t.tip == "card:" + v.effect
                assert t.tip_effect() is None
            else:
                assert t.tip == "card:everyone_plays" and v.phase == EVERYONE
                # at the choice itself the tip is about the choice, no card is raised for it
                assert t.tip_effect() is None
                assert not t.tip_panel.lines[0].startswith("The raised cards")
            ui.frame(0.0)
            assert "First time: " + tip_room.TIP_TITLES[t.tip] in drawn
            if len(shown) == 1:         # the first closes by "Got it", the rest by deciding
                ui.click(t.tip_button.rect.center)
                # No other tip at this decision (the board's "†" tip, while the board marks
                # one, waits for the next: one new tip a decision).
                assert t.tip is None and t.tip_panel is None
            # Never after its effect was used.
            assert shown[-1][len("card:"):] not in used, (shown[-1], used)
        action = choose(legal, seen, rng)
        seen.add(type(action))
        if v.phase == EFFECT and not isinstance(action, DeclineEffect):
            used.add(v.effect)
            assert "card:" + v.effect in shown, v.effect      # its tip came first
        click_action(ui, t, action)
        # The decision made, its tip is gone (a new decision may bring the next one).
        assert t.tip is None or not t.tip_shown() or t.tip != (shown or [None])[-1]

    run(ui, table, over, act)
    assert shown[0] == "card:turn"
    assert len(shown) == len(set(shown)) >= 5, shown          # each once
    assert set(shown) <= CARD_KEYS
    assert set(shown) <= tips_met(ui.ctx.settings)
    # A second game at the same table of settings teaches nothing seen in the first.
    match2, table2, over2 = card_match(ui, humans=1, bots=2, seed=16)
    again: list = []

    def act2(t) -> None:
        if t.tip is not None and t.tip_shown():
            again.append(t.tip)
        click_action(ui, t, match2.legal_for(t.shown.seat)[0])
    run(ui, table2, over2, act2)
    assert not set(again) & set(shown), again


def test_the_key_t_closes_the_tip_and_tips_off_or_a_demo_show_none():
    ui = Driver((1920, 1080))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=3)
    while not table.human_turn():
        ui.frame(0.05)
    assert table.tip == "card:turn" and table.tip_shown()
    ui.key(pygame.K_t)
    assert "card:turn" in tips_met(ui.ctx.settings)
    # Only the influence card in play: the board marks two artists "†"; their tip waits for
    # the player's next decision (one new tip a decision: test_one_tip_a_decision).
    assert no_card_marked(table.shown, True)
    assert table.tip is None and tip_room.NO_CARD not in tips_met(ui.ctx.settings)
    # Tips switched off: the first turn teaches nothing.
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, show_tips=False))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=3)
    while not table.human_turn():
        ui.frame(0.05)
    assert table.tip is None and tips_met(ui.ctx.settings) == set(GOALS_MET)
    # The demo teaches no one, and marks nothing seen.
    ui = Driver((1280, 720))
    match, _t, _o = card_match(ui, humans=0, bots=3, seed=3)
    demo = ui.ctx.stack.make("card_table", match, demo=True)
    ui.ctx.stack.reset(demo)
    for _ in range(200):
        ui.frame(0.05)
        assert demo.tip is None
    assert tips_met(ui.ctx.settings) == set(GOALS_MET)


def test_card_tip_for_follows_the_decision():
    """Which tip a moment brings: the turn first, then one effect in hand a turn (in
    CARD_EFFECT_ORDER), everyone plays, the adding step at scoring whether the seat is asked
    or not (at its own screen: never in a public view), and nothing else while another seat
    decides."""
    ui = Driver((1280, 720))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    while not table.human_turn():
        ui.frame(0.05)
    v = table.shown
    assert tip_room.card_tip_for(v, False, set()) == ""
    assert tip_room.card_tip_for(v, True, set()) == "card:turn"
    held = [e for e in tip_room.CARD_EFFECT_ORDER if e in {c.effect for c in v.hand}]
    seen = {"card:turn"}
    for effect in held:
        assert tip_room.card_tip_for(v, True, seen) == "card:" + effect
        seen.add("card:" + effect)
    assert tip_room.card_tip_for(v, True, seen) == ""
    assert set(tip_room.CARD_EFFECT_ORDER) == set(EFFECTS) - {NO_EFFECT}
    everyone = dataclasses.replace(v, phase=EVERYONE)
    adding = dataclasses.replace(v, phase=ADDING)
    assert tip_room.card_tip_for(everyone, True, seen) == "card:everyone_plays"
    assert tip_room.card_tip_for(adding, True, seen) == "card:adding"
    assert tip_room.card_tip_for(adding, False, seen) == "card:adding"      # not asked
    assert tip_room.card_tip_for(dataclasses.replace(adding, hand=None), False, seen) == ""
    for effect in tip_room.CARD_EFFECT_ORDER:       # the effect on offer brings its tip
        offered = dataclasses.replace(v, phase=EFFECT, effect=effect)
        assert tip_room.card_tip_for(offered, True, set()) == "card:" + effect


def test_a_second_card_face_down_played_early_has_its_tip_before_it_is_used():
    """Seen in a Chinese game: "First time: Second card face down" came on a later turn,
    after the player had already played a second card face down (the first turn brought the
    turn's tip, and the effect tips came one a turn). Its tip now comes as the effect is
    offered, and no later turn brings it again."""
    ui = Driver((1920, 1080))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    while not table.human_turn():
        ui.frame(0.05)
    assert table.tip == "card:turn"
    down = next(a for a in match.legal_for(0)
                if isinstance(a, PlayCard) and a.card.effect == SECOND_FACE_DOWN)
    click_action(ui, table, down)
    assert table.shown.phase == EFFECT and table.shown.effect == SECOND_FACE_DOWN
    assert table.tip == "card:" + SECOND_FACE_DOWN and table.tip_shown()
    ui.frame(0.0)
    assert table.tip_panel is not None
    assert "card:" + SECOND_FACE_DOWN in tips_met(ui.ctx.settings)
    click_action(ui, table, next(a for a in match.legal_for(0)
                                 if not isinstance(a, DeclineEffect)))
    for _ in range(400):                 # the next turns: never the face-down tip again
        ui.frame(0.05)
        assert table.tip != "card:" + SECOND_FACE_DOWN
        if table.human_turn() and table.shown.phase == PLAY:
            break
    assert table.human_turn()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_every_card_tip_fits_whole_under_its_decision(size, language):
    """Each tip's whole text in the decision panel under the prompt and the buttons its
    decision has (none at a turn or the everyone-plays choice, "Done" at scoring), at
    both sizes and in every language, with 2 to 5 players: not cut, not past the panel."""
    from game.card.actions import (AddCard, DrawCard, PlaceAward, PlayFaceDown, PlayFaceUp,
                                   StopAdding)
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    px = ui.ctx.px
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=3)
    v = table.shown
    two = {c.artist: c for c in v.hand}                 # the scoring's longest prompt: two
    adds = tuple(AddCard(0, c) for c in list(two.values())[:2])   # artists, the last round
    offers = {"card:award": tuple(PlaceAward(0, a) for a in range(5)),
              "card:draw": (DrawCard(0),),
              "card:second_face_up": tuple(PlayFaceUp(0, c) for c in v.hand[:3]),
              "card:second_face_down": tuple(PlayFaceDown(0, c) for c in v.hand[:3])}
    # Each decision with its tip: an effect's tip also as the effect is offered, under its
    # buttons (the artists of an award, "Draw a card", "Decline the effect").
    moments = [(key, None) for key in CARD_KEYS] + [(key, EFFECT) for key in offers]
    for players in (2, 3, 4, 5):
        layout = card_table_layout(size, players, 0)
        for key, offered in moments:
            adding = key == "card:adding"
            legal = (*adds, StopAdding(0)) if adding else ()
            phase = ADDING if adding else EVERYONE if key == "card:everyone_plays" else PLAY
            if offered:
                legal, phase = (*offers[key], DeclineEffect(0)), EFFECT
            seen = dataclasses.replace(v, phase=phase, round=3,
                                       effect=key[len("card:"):] if offered else None)
            status = [(ui.ctx.text.shown(prompt(seen, legal)), (0, 0, 0))]
            top = controls_top(ui.ctx, layout, status)
            # Under the five artists' buttons and "Decline" the award's tip was cut to its
            # title row ("First time: Award", "Got it"): the buttons move up for it.
            top = card_tip_place.fitting_top(ui.ctx, layout, status, legal, "classic", key,
                                             tip_room.tip_text(key), "", top)
            assert top >= controls_top(ui.ctx, layout, status, raised=True)
            buttons = build_buttons(legal, "classic", layout.controls.move(
                0, top - layout.controls.y), px, lambda a: None)
            panel = card_tip_place.panel_under(ui.ctx, layout.controls, key,
                                               tip_room.tip_text(key), "", buttons, top)
            assert panel.whole is None, (players, key, offered, len(panel.lines))
            assert panel.box.bottom <= layout.controls.bottom, (players, key, offered)
            assert not any(b.rect.colliderect(panel.box) for b in buttons)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_every_tips_heading_fits_left_of_its_button(size, language):
    """The title row of every tip, the auction's and the card game's (with its effect's
    icon), stays left of "Got it" in its panel: in German "Zum ersten Mal: Hinzufügen bei der
    Wertung" was longer than the card game's panel left it."""
    from scenes.table.layout import table_layout
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    px = ui.ctx.px
    areas = {"card": card_table_layout(size, 4, 0).controls,
             "auction": table_layout(size, 4, 0, False).controls}
    for key in tip_room.TIPS:
        area = areas["card" if key in CARD_KEYS else "auction"]
        words = tip_room.TIPS[key].replace("{threshold}", "6")      # as at most tables
        panel = tip_room.arrange_tip(ui.ctx, key, area, area.y + px(10), area.bottom,
                                     words=words)
        icon = px(18) + px(6) if key[len("card:"):] in set(EFFECTS) else 0
        x = panel.box.x + px(12) + icon
        room = panel.button.x - px(8) - x
        lines, design = tip_room.tip_heading(ui.ctx, key, room)
        assert panel.heading == (lines, design)       # as the panel was arranged
        for line in lines:
            assert ui.ctx.text.size(line, px(design), "black")[0] <= room, (key, line)
        assert design >= 10
        if language == "en":            # whole in English, at both sizes
            assert lines == ("First time: " + tip_room.TIP_TITLES[key],), lines


def test_the_next_tip_does_not_come_back_explained_as_under_the_pointer():
    """"Got it" clicked, the pointer moved on while no tip was up: the next tip came back with
    its button "hovered", "Close this tip" shown far from the pointer (seen in a German game).
    The board's "†" tip, which would follow the turn's at once, was met before."""
    ui = Driver((1280, 720), settings=dataclasses.replace(
        FAST, tips_seen=(*FAST.tips_seen, tip_room.NO_CARD)))
    match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    while not table.human_turn():
        ui.frame(0.05)
    assert table.tip == "card:turn"
    ui.click(table.tip_button.rect.center)
    assert table.tip is None
    ui.post(pygame.MOUSEMOTION, pos=table.layout.board.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    click_action(ui, table, next(a for a in match.legal_for(0) if a.card.effect == NO_EFFECT))
    for _ in range(2000):
        if table.tip is not None and table.tip_shown():
            break
        if table.human_turn():
            click_action(ui, table, match.legal_for(0)[0])
        ui.frame(0.05)
    assert table.tip is not None and table.tip_shown(), "no second tip came"
    ui.frame(0.0)
    assert not table.tip_button.hover
    assert table.pointer_tip(True) != table.tip_button.tooltip


def test_the_tip_follows_a_change_of_language():
    """The language chosen in the settings mid-game: the tip on show speaks it at once."""
    ui = Driver((1280, 720))
    _match, table, _over = card_match(ui, humans=1, bots=2, seed=15)
    while not table.human_turn():
        ui.frame(0.05)
    english = list(table.tip_panel.lines)
    ui.ctx.change_settings(language="de")
    ui.frame(0.0)
    assert table.tip == "card:turn" and table.tip_panel.lines != english
    assert table.tip_panel.lines[0].startswith("Spiele in jedem Zug")


def test_each_newcomer_at_a_hot_seat_screen_meets_each_tip_once():
    """Two players share the screen: a tip the first met in this game still comes once to
    the second at their own turn; one seen before the game comes to neither."""
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, tips_seen=("card:adding",)))
    match, table, over = card_match(ui, humans=2, bots=1, seed=15)
    rng, kinds, shown = random.Random(15), set(), []

    def act(t) -> None:
        seat = t.shown.seat
        if t.tip is not None and t.tip_shown() and (seat, t.tip) not in shown[-1:]:
            shown.append((seat, t.tip))
        action = choose(match.legal_for(seat), kinds, rng)
        kinds.add(type(action))
        click_action(ui, t, action)

    run(ui, table, over, act)
    assert len(shown) == len(set(shown)), shown                      # once each, per seat
    per_seat = {s: {k for seat, k in shown if seat == s} for s in (0, 1)}
    assert all("card:turn" in keys for keys in per_seat.values()), per_seat
    assert per_seat[0] & per_seat[1] >= {"card:turn"}
    assert not any(k == "card:adding" for _s, k in shown)            # seen before the game
    assert {k for _s, k in shown} <= tips_met(ui.ctx.settings)


def test_tips_switched_on_again_come_once_more_to_every_player_at_the_screen():
    ui = Driver((1280, 720))
    seats = (CardSeat("Ada", "human"), CardSeat("Bea", "human"), CardSeat("Cem", "bot", "random"))
    ledger = TipLedger(None, seats)
    assert ledger.offer(ui.ctx, 0, "card:turn", None, False) == "card:turn"
    # Offered is not met: until the table has shown it, it is offered again.
    assert ledger.offer(ui.ctx, 0, "card:turn", None, False) == "card:turn"
    ledger.met(ui.ctx, 0, "card:turn")                                     # the table shows it
    assert ledger.offer(ui.ctx, 0, "card:turn", None, False) is None
    assert ledger.offer(ui.ctx, 1, "card:turn", None, False) == "card:turn"
    ledger.met(ui.ctx, 1, "card:turn")
    assert ledger.offer(ui.ctx, None, "card:draw", None, False) is None    # nobody seated
    assert ledger.offer(ui.ctx, 1, "", "card:turn", False) is None
    ui.ctx.change_settings(tips_seen=(), tips_met={})                  # switched on again
    assert ledger.offer(ui.ctx, 1, "card:turn", None, False) == "card:turn"
    assert ledger.offer(ui.ctx, 0, "card:turn", None, False) == "card:turn"
    ledger.met(ui.ctx, 0, "card:turn")
    # A tip another game (or start) showed Ada is not shown her in this one; Bea, who has
    # not met it since, meets it.
    fresh = TipLedger(None, seats)
    assert fresh.offer(ui.ctx, 0, "card:turn", None, False) is None
    assert fresh.offer(ui.ctx, 1, "card:turn", None, False) == "card:turn"


@pytest.mark.parametrize("players, threshold", [(2, 5), (3, 6)])
def test_the_turn_tip_names_the_cards_that_end_a_round_at_this_table(players, threshold):
    """The first turn's tip said "6 face-up cards (5 with two players)" at every table (seen at
    a 2-player table, whose board says 5): it names this table's number, the engine's."""
    ui = Driver((1280, 720))
    _match, table, _over = card_match(ui, humans=1, bots=players - 1, seed=15)
    while not table.human_turn():
        ui.frame(0.05)
    assert table.tip == "card:turn" and table.shown.threshold == threshold
    text = " ".join(table.tip_panel.lines)
    assert f"has {threshold} face-up cards in play" in text, text
    assert "with two players" not in text


def _tip_at_a_table(tokens_need_a_card: bool) -> str:
    """The first turn's tip as the player reads it at a 3-player table with option A1 as
    given."""
    from game.card.config import Config, SeatConfig
    from scenes.session.games import new_match
    ui = Driver((1280, 720))
    seats = (SeatConfig("Ada", "human"), SeatConfig("Bea", "bot", "random"),
             SeatConfig("Cem", "bot", "random"))
    config = Config(seats=seats, first_player=0, tokens_need_a_card=tokens_need_a_card)
    match = new_match(ui.ctx, config, seed=15, rng=random.Random(15), thinking_seconds=0.0)
    table = ui.ctx.stack.make("card_table", match)
    ui.ctx.stack.reset(table)
    for _ in range(400):
        if table.human_turn():
            break
        ui.frame(0.05)
    assert table.tip == "card:turn" and table.tip_shown()
    return " ".join(table.tip_panel.lines)


def test_the_turn_tip_is_true_where_only_artists_in_play_take_tokens():
    """With the option "Only artists in play" a round with two artists in play has two
    leading artists (the engine's `leading_artists`), yet the first turn's tip said "the
    three artists with the most cards score": there it says up to three, and at a table
    that always places three tokens, three."""
    from game.card.scoring import leading_artists
    assert len(leading_artists((4, 2, 0, 0, 0), True)) == 2
    assert len(leading_artists((4, 2, 0, 0, 0), False)) == 3
    in_play = _tip_at_a_table(True)
    assert "up to three artists with the most cards score" in in_play, in_play
    assert "the three artists" not in in_play
    always = _tip_at_a_table(False)
    assert "the three artists with the most cards score" in always, always
    assert "up to three" not in always


def test_the_rules_name_the_value_tokens_options_as_the_setup_screen_does():
    """The Rules screen's reading of option A1 names both choices in the setup screen's
    words and says what the tip says: with only artists in play, fewer than three lead."""
    from game.card.config import TOKENS_LABEL, TOKENS_WORDS
    from scenes.card_rules_text import card_sections
    options = dict((title, paras) for title, _i, paras in card_sections("classic"))
    reading = options["Options and our readings"][0]
    assert reading.startswith(f"{TOKENS_LABEL}: ")
    assert f"({TOKENS_WORDS[False][0]}, the default;" in reading
    assert f"{TOKENS_WORDS[True][0]}: such an artist gets no token" in reading
    assert "fewer than three artists lead and score" in reading


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_award_tip_shows_whole_over_the_award_buttons_at_the_table(size):
    """Seen at 1920 × 1080: a card with the award effect played, "First time: Award" showed
    its title and "Got it" only, the five artists' buttons and "Decline" pushing its words
    past the panel's bottom. The buttons now move up under the prompt and the tip shows
    whole under them; "Got it" leaves them where they were, and they still answer."""
    from game.card.actions import PlaceAward
    from game.card.cards import AWARD
    ui = Driver(size)
    match, table, _over = card_match(ui, humans=1, bots=2, seed=3)
    while not table.human_turn():
        ui.frame(0.05)
    ui.key(pygame.K_t)                                  # the turn's tip, closed
    award = next(a for a in match.legal_for(0)
                 if isinstance(a, PlayCard) and a.card.effect == AWARD)
    click_action(ui, table, award)
    ui.frame(0.0)
    assert table.shown.phase == EFFECT and table.tip == "card:" + AWARD
    panel = table.tip_panel
    assert panel is not None and panel.whole is None, panel.lines
    assert len(panel.lines) >= 2
    _panel_clear_of_buttons(ui, table)
    places = [b.rect.copy() for b in table.buttons]
    assert places[0].y < table.layout.controls.y        # moved up for the tip
    ui.click(table.tip_button.rect.center)
    assert table.tip is None
    ui.frame(0.0)
    assert [b.rect for b in table.buttons] == places
    click_action(ui, table, next(a for a in match.legal_for(0) if isinstance(a, PlaceAward)))


def _panel_clear_of_buttons(ui: Driver, table) -> None:
    """The tip inside the decision panel, under the status lines, clear of every button."""
    panel, area = table.tip_panel, table.layout.controls
    assert area.contains(panel.box), (panel.box, area)
    assert panel.box.y >= controls_top(ui.ctx, table.layout, table.status, raised=True)
    assert all(b.rect.bottom < panel.box.y for b in table.buttons)
    assert panel.box.contains(table.tip_button.rect)



def test_the_adding_tip_comes_to_a_player_who_may_add_nothing():
    """A play-tester who could add nothing in round 1 saw "Beatrix adds a card at scoring"
    and "You have no card of Mondrian or Seurat in hand to add", nothing saying why those
    artists; the tip on adding came only in round 2, when they could add. Now it comes at
    the first adding step the player meets, asked or not, drawn on the table while the
    others add, and is met (not shown again). Ada ends the round with her TEC; her display
    holds the leading TEC and Denise, her hand neither; Bea, a computer, adds her Denise."""
    from game.card.config import Config as CardConfig
    from game.card.position import position
    from scenes.scoring import ScoringOverlay
    from scenes.session.games import new_match
    from card_helpers import DENISE, MARIANA, TEC
    ui = Driver((1280, 720))
    drawn: set[str] = set()
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.add(text))
    config = CardConfig(seats=(CardSeat("Ada"), CardSeat("Bea", "bot", "random"),
                               CardSeat("Cem", "bot", "random")), first_player=2)
    state = position(config, hands=[[(TEC, NO_EFFECT), (MARIANA, NO_EFFECT)],
                                    [(DENISE, NO_EFFECT)] * 2, [(MARIANA, NO_EFFECT)] * 2],
                     displays=[[(TEC, NO_EFFECT)] * 4 + [(DENISE, NO_EFFECT)],
                               [(DENISE, NO_EFFECT)], []],
                     influence=(TEC, NO_EFFECT), first_player=2, turn=0)
    # Bea thinks a moment before she adds: the table shows the step meanwhile.
    match, table = card_table_at(ui, config, state, thinking=0.5)
    ui.frame(0.0)
    while not table.human_turn():
        ui.frame(0.05)
    if table.tip is not None:
        table.dismiss_tip()
    tec = next(c for c in table.shown.hand if c.artist == TEC)
    click_action(ui, table, PlayCard(0, tec))
    watched = []
    for _ in range(400):
        if isinstance(ui.top, ScoringOverlay):
            break
        v = table.shown
        if v.phase == ADDING and 0 not in v.to_act and table.scoring is None:
            watched.append(table.tip == "card:adding" and table.tip_shown()
                           and table.tip_panel is not None)
        ui.frame(0.05)
        if len(watched) == 3:           # "Got it" closes it there too, for good
            ui.click(table.tip_button.rect.center)
            assert table.tip is None
            ui.frame(0.0)
            break
    assert len(watched) == 3 and all(watched), watched
    assert table.tip is None
    assert "First time: Adding at scoring" in drawn
    assert "card:adding" in tips_met(ui.ctx.settings)
