"""The card game's hand closes up when a card leaves it, under a resting pointer too (the gap
it kept for a follow-up card looked broken, and came only with animations on and the pointer on
the hand: tests/test_card_table_hand_leaves.py), its cards sliding together with animations on;
the auction table's fan closes up while the others bid, and when a double's first card leaves
it (tests/test_auction_hand_leaves.py)."""
from __future__ import annotations

import dataclasses

from game.card.actions import ChooseSecretly, PlayCard, PlayFaceDown
from game.card.cards import EVERYONE_PLAYS, NO_EFFECT, SECOND_FACE_DOWN
from game.card.state import ADDING, EFFECT, EVERYONE
from scenes.table.card_layout import hand_rects
from scenes.table.layout import hand_card_rects
from tests.test_card_table import click_action, first_turn_with
from tests.test_first_evening import double_first
from tests.ui_driver import FAST, Driver, click_card, frames_until

#: The quick settings with animations on (the card game keeps its gap only then).
ANIMATED = dataclasses.replace(FAST, animation_speed="normal")


def closed_up(ui: Driver, table) -> bool:
    """Whether the hand lies as a hand of its size lies, with no gap."""
    rects = [r for _, r in table.hand_rects()]
    return rects == hand_rects(table.layout.hand, len(rects), ui.ctx.px)


def until_turn(ui: Driver, table, seen: list) -> None:
    """Frames until the human's next decision, noting each frame's (view, closed up)."""
    for _ in range(400):
        ui.frame(0.05)
        seen.append((table.shown, closed_up(ui, table)))
        if table.human_turn():
            return
    raise AssertionError("the human was never asked again")


def test_a_card_with_nothing_to_follow_closes_the_hand_up_under_the_resting_pointer():
    """A card without effect played by a click: the pointer stays on the hand, the turn passes
    to the computers, and the hand closes up at once, through their turns and into the
    player's next one."""
    ui = Driver((1280, 720))
    match, table, card = first_turn_with(ui, NO_EFFECT, thinking=0.2)
    count = len(table.hand_rects())
    click_action(ui, table, PlayCard(0, card))
    seen: list = []
    until_turn(ui, table, seen)
    assert table.layout.hand.collidepoint(table.mouse)
    shrunk = [(v, closed) for v, closed in seen if len(v.hand) < count]
    assert shrunk and all(closed for _, closed in shrunk)
    assert any(0 not in v.to_act for v, _ in shrunk)        # the others' turns were shown
    assert closed_up(ui, table)


def test_at_the_auction_a_single_card_closes_the_fan_up_while_the_others_bid():
    """An open auction's card played by a click, the pointer resting on the fan: while the
    computers bid the fan lies closed up (it kept the played card's gap until the player's own
    bid); so it does while a double's second card is chosen (test_auction_hand_leaves.py)."""
    ui = Driver()
    match, table = double_first(ui, thinking=0.3)
    card = next(c for c in table.hand_cards() if c.artist == 2)
    count = len(table.hand.cards)
    click_card(ui, table, card)
    assert card not in match.view(0).hand
    closed = []
    for _ in range(200):
        ui.frame(0.05)
        v = table.shown
        if len(v.hand) < count and 0 not in v.to_act:
            rects = table.hand.rects
            closed.append(rects == hand_card_rects(table.layout.hand, len(rects), ui.ctx.px,
                                                   table.layout.hand_mid))
        if table.human_turn():
            break
    assert table.layout.hand.collidepoint(table.mouse)
    assert closed and all(closed)


def _move(ui: Driver, pos) -> None:
    import pygame
    ui.post(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))


def test_a_click_while_the_cards_slide_chooses_the_card_drawn_under_the_pointer():
    """Everyone plays played by a click: the hand closes up at once, its cards sliding
    together; a click while they still slide goes to the card drawn under the pointer, not to
    the one whose place it will be."""
    ui = Driver((1280, 720), settings=ANIMATED)
    match, table, card = first_turn_with(ui, EVERYONE_PLAYS)
    click_action(ui, table, PlayCard(0, card))
    ui.frame(0.0)
    assert table.human_turn() and table.shown.phase == EVERYONE
    assert closed_up(ui, table) and table.hand_slide.moving
    drawn, places = dict(table.drawn_pairs()), dict(table.hand_rects())
    moved = next(c for c in drawn if drawn[c] != places[c])
    spot = (drawn[moved].x + ui.ctx.px(4), drawn[moved].centery)
    _move(ui, spot)
    assert table.card_at(spot) == moved
    moves = len(match.actions)
    ui.click(spot)
    assert match.actions[moves] == ChooseSecretly(0, moved)


def _ada_ends_the_round_by_a_click():
    """Two players at 1280x720, Ada against a Normal computer: her TEC played by a click ends
    the round (three in her display and the influence card make five), and she holds another
    TEC and a Denise to add at scoring (her display holds a Denise, which leads too). (driver,
    match, table, the card she played)."""
    from game.card.cards import NO_EFFECT
    from game.card.config import Config, SeatConfig
    from game.card.position import position
    from card_helpers import DENISE, MARIANA, TEC, WAGNER
    from tests.test_card_asked_at_one_screen import table_at
    ui = Driver((1280, 720), settings=ANIMATED)
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "normal")),
                    first_player=0)
    hand = [(DENISE, NO_EFFECT), (WAGNER, NO_EFFECT), (TEC, NO_EFFECT), (TEC, NO_EFFECT),
            (MARIANA, NO_EFFECT), (MARIANA, NO_EFFECT)]
    state = position(config, hands=[hand, [(WAGNER, NO_EFFECT)] * 3],
                     displays=[[(TEC, NO_EFFECT)] * 3 + [(DENISE, NO_EFFECT)],
                               [(DENISE, NO_EFFECT)]],
                     influence=(TEC, NO_EFFECT), first_player=0, turn=0)
    ui, match, table = table_at(ui, config, state)
    while not table.human_turn():
        ui.frame(0.05)
    card = next(c for c, _r in table.hand_rects() if c.artist == TEC)
    click_action(ui, table, PlayCard(0, card))
    return ui, match, table, card


def test_the_card_that_ends_the_round_leaves_no_gap_through_the_scoring_step():
    """A play-tester ended the round with a click, the pointer resting on the hand: through the
    round's end and into the scoring step an empty slot stayed between her cards. The card that
    ends the round is not followed at once by another from the hand (the round's end shows
    first): the hand closes up as after any play, and the player adds with the hand closed."""
    from game.card.state import ADDING
    ui, match, table, card = _ada_ends_the_round_by_a_click()
    seen: list = []
    for _ in range(400):
        ui.frame(0.05)
        if card not in table.hand:
            seen.append(closed_up(ui, table))
        if table.human_turn():
            break
    assert table.shown.phase == ADDING and table.human_turn()
    assert table.layout.hand.collidepoint(table.mouse)
    assert seen and all(seen)
    assert closed_up(ui, table)


def test_with_animations_off_the_hand_closes_at_once_and_stays_after_the_first_of_two_cards():
    """A play-tester (animations off) played a second-card-face-up card: the gap stayed for a
    moment, then the cards jumped together, and their next click, aimed at a Karl Gitter,
    played the Christin P that had jumped there. With animations off the hand closes up at
    once, under the resting pointer, and stays so: what is drawn is where the cards will be."""
    from game.card.cards import SECOND_FACE_UP
    ui = Driver((1280, 720))
    assert ui.ctx.settings.animation_scale == 0
    match, table, card = first_turn_with(ui, SECOND_FACE_UP)
    place = dict((c.id, r) for c, r in table.hand_rects())[card.id]
    click_action(ui, table, PlayCard(0, card))
    assert table.human_turn() and table.shown.phase == EFFECT
    assert table.layout.hand.collidepoint(table.mouse)
    assert closed_up(ui, table)
    drawn = dict((c.id, r.copy()) for c, r in table.drawn_pairs())
    under = table.card_at(place.center)
    for _ in range(30):                         # a second and a half, the pointer still
        ui.frame(0.05)
        assert dict((c.id, r) for c, r in table.drawn_pairs()) == drawn
        assert table.card_at(place.center) == under


def scoring_with_two_to_add():
    """Ada's click ends the round (`_ada_ends_the_round_by_a_click`), then the frames until
    she is asked to add at scoring, a TEC and a Denise to add: the driver, match and table."""
    ui, match, table, _card = _ada_ends_the_round_by_a_click()
    assert frames_until(ui, table.human_turn)
    assert table.shown.phase == ADDING
    return ui, match, table
