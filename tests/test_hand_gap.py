"""A hand keeps a gap where a card left it only while the same player is still to choose
another card of it right after; otherwise it closes up under a resting pointer (in the card
game the gap stayed through the other players' turns and their everyone-plays choices, and
looked broken; at the auction table through the others' bids). The auction game's double
keeps its gap (tests/test_first_evening.py). The card game's gap is kept only with
animations on: with them off no slide would show the cards closing up a moment later, and they
jumped under the pointer."""
from __future__ import annotations

import dataclasses

from game.card.actions import ChooseSecretly, PlayCard, PlayFaceDown
from game.card.cards import EVERYONE_PLAYS, NO_EFFECT, SECOND_FACE_DOWN
from game.card.state import EFFECT, EVERYONE
from scenes.table.card_layout import hand_rects
from scenes.table.layout import hand_card_rects
from tests.test_card_table import click_action, first_turn_with
from tests.test_first_evening import double_first
from tests.ui_driver import FAST, Driver, click_card

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


def gap_then_closed(effect: str, phase: str, choose) -> None:
    """A card of `effect` played by a click: the gap stays while the player makes the choice
    that follows at once (`phase`; `choose(card under the pointer)` the action), with the
    pointer over the card now lying there; once chosen, the hand closes up while the others
    play."""
    ui = Driver((1280, 720), settings=ANIMATED)
    match, table, card = first_turn_with(ui, effect)
    click_action(ui, table, PlayCard(0, card))
    ui.frame(0.05, n=5)
    assert table.human_turn() and table.shown.phase == phase
    assert not closed_up(ui, table)
    under = table.card_at(table.mouse)
    assert under is not None and under != card
    click_action(ui, table, choose(under))
    seen: list = []
    until_turn(ui, table, seen)
    assert table.layout.hand.collidepoint(table.mouse)
    assert all(closed for v, closed in seen if under not in v.hand)
    assert closed_up(ui, table)


def test_the_gap_kept_for_a_second_card_face_down_closes_once_it_is_chosen():
    """The card after a second-card-face-down card: the gap stays while the player chooses the
    face-down card, then the hand closes up."""
    gap_then_closed(SECOND_FACE_DOWN, EFFECT, lambda under: PlayFaceDown(0, under))


def test_after_everyone_plays_the_player_chooses_with_the_gap_then_the_hand_closes_up():
    """Everyone plays, played by a click: the player's own secret choice follows at once (the
    gap stays), and once chosen the hand closes up while the others choose and reveal."""
    gap_then_closed(EVERYONE_PLAYS, EVERYONE, lambda under: ChooseSecretly(0, under))


def test_at_the_auction_a_single_card_closes_the_fan_up_while_the_others_bid():
    """An open auction's card played by a click, the pointer resting on the fan: while the
    computers bid the fan lies closed up (it kept the played card's gap until the player's own
    bid); a double's second card still keeps it (tests/test_first_evening.py)."""
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




def _everyone_plays_gap(ui: Driver):
    """Everyone plays played by a click; the player's secret choice waits with the gap kept
    under the resting pointer: (table, the rects the cards lie at)."""
    match, table, card = first_turn_with(ui, EVERYONE_PLAYS)
    click_action(ui, table, PlayCard(0, card))
    ui.frame(0.05, n=5)
    assert table.human_turn() and table.shown.phase == EVERYONE
    assert not closed_up(ui, table)
    return table, {c.id: r.copy() for c, r in table.hand_rects()}


def _move(ui: Driver, pos) -> None:
    import pygame
    ui.post(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))


def test_the_gap_stays_while_the_pointer_is_over_the_hand_s_panel_then_closes_once_it_is_off():
    """Two play-testers named the gap left by a played card while its effect waits: it looked
    broken; it closed as soon as the pointer was off the cards, and on the way from the raised
    card to the gap's edge the cards slid and the click went to the neighbour. The gap stays
    while the pointer is anywhere over the hand's panel (along the cards, over the gap, under
    and beside them), and a moment after it has left the panel the cards slide together."""
    from scenes.session.settings import Settings
    from scenes.table.hand_slide import GRACE_SECONDS
    ui = Driver((1280, 720), settings=Settings(animation_speed="normal"))
    table, kept = _everyone_plays_gap(ui)
    rects = list(kept.values())
    row, panel = rects[0].unionall(rects[1:]), table.layout.hand
    spots = [(x, row.centery) for x in (row.x + 5, row.centerx, row.right - 5)]
    spots += [(row.centerx, panel.bottom - 2), (panel.x + 3, row.centery),
              (panel.right - 3, panel.y + 3)]
    for spot in spots:
        assert panel.collidepoint(spot)
        _move(ui, spot)
        ui.frame(0.25, n=4)
        assert {c.id: r for c, r in table.hand_rects()} == kept and not closed_up(ui, table)
    # Off the panel (up on the displays): the gap stays a moment, then closes.
    _move(ui, (row.centerx, panel.y - ui.ctx.px(30)))
    ui.frame(GRACE_SECONDS / 2)
    assert not closed_up(ui, table)
    ui.frame(GRACE_SECONDS / 2 + 0.01)
    assert closed_up(ui, table)
    # The cards slide there: drawn on their way at first, then in place.
    moved = [c for c, r in table.hand_rects() if kept[c.id] != r]
    assert moved and table.hand_slide.moving
    card = moved[0]
    target = dict((c.id, r) for c, r in table.hand_rects())[card.id]
    first = table.hand_slide.at(card.id, target)
    ui.frame(0.05)
    middle = table.hand_slide.at(card.id, target)
    assert first == kept[card.id] and middle != target
    assert min(first.x, target.x) <= middle.x <= max(first.x, target.x)
    ui.frame(0.05, n=10)
    assert not table.hand_slide.moving and table.hand_slide.at(card.id, target) == target


def _aimed(ui: Driver, table):
    """A card of the kept hand right of the gap, and a spot on its visible strip that another
    card covers once the hand closes up."""
    pairs = table.hand_rects()
    closed = hand_rects(table.layout.hand, len(pairs), ui.ctx.px)
    for i, (card, rect) in enumerate(pairs):
        spot = (rect.x + ui.ctx.px(8), rect.centery)
        after = next(j for j in range(len(closed) - 1, -1, -1) if closed[j].collidepoint(spot))
        if table.card_at(spot) == card and after != i:
            return card, spot
    raise AssertionError("no card that the hand's closing would take from under the pointer")


def test_a_pointer_that_leaves_the_hand_and_comes_back_clicks_the_card_it_left():
    """The pointer goes from the hand towards the prompt's buttons and back, and from a card
    down to the panel's foot and back: the cards have not moved, and the click chooses the card
    the player saw under the pointer, not its neighbour."""
    from game.card.actions import ChooseSecretly
    from scenes.table.hand_slide import GRACE_SECONDS
    ui = Driver((1280, 720), settings=ANIMATED)
    table, kept = _everyone_plays_gap(ui)
    card, spot = _aimed(ui, table)
    panel = table.layout.hand
    for away, seconds in (((spot[0], panel.bottom - 2), 1.0),
                          (table.layout.controls.center, GRACE_SECONDS * 0.6)):
        _move(ui, spot)
        ui.frame(0.05)
        _move(ui, away)
        ui.frame(seconds / 4, n=4)
        _move(ui, spot)
        ui.frame(0.05)
        assert {c.id: r for c, r in table.hand_rects()} == kept
        assert table.card_at(spot) == card
    moves = len(table.match.actions)
    ui.click(spot)
    assert table.match.actions[moves] == ChooseSecretly(0, card)


def test_a_click_while_the_cards_slide_chooses_the_card_drawn_under_the_pointer():
    """The pointer was off the hand long enough for it to close: a click while the cards still
    slide goes to the card drawn under it, not to the one whose place it will be."""
    from game.card.actions import ChooseSecretly
    from scenes.session.settings import Settings
    ui = Driver((1280, 720), settings=Settings(animation_speed="normal"))
    table, kept = _everyone_plays_gap(ui)
    card, spot = _aimed(ui, table)
    _move(ui, (spot[0], table.layout.hand.y - ui.ctx.px(40)))
    ui.frame(1.0)
    assert closed_up(ui, table) and table.hand_slide.moving
    # The slide has just begun: the card is still drawn where the pointer left it.
    assert [c for c, r in table.drawn_pairs() if r.collidepoint(spot)][-1] == card
    moves = len(table.match.actions)
    ui.click(spot)
    assert table.match.actions[moves] == ChooseSecretly(0, card)


def test_the_arrow_keys_close_the_gap():
    """The pointer resting on the hand, the player takes the arrow keys: the gap closes (the
    pointer is not the one choosing now)."""
    import pygame
    ui = Driver((1280, 720), settings=ANIMATED)
    table, kept = _everyone_plays_gap(ui)
    ui.key(pygame.K_RIGHT)
    assert closed_up(ui, table) and table.hand_focus is not None
    ui.frame(0.05, n=10)
    assert closed_up(ui, table)             # and it stays closed under the pointer


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


def test_a_card_added_at_scoring_still_keeps_its_gap_for_the_next():
    """Within the scoring step the gap is kept as before: a card added by a click leaves its
    place while the player may add another (her Denise for the display's Denise), the pointer
    resting on the hand."""
    from game.card.actions import AddCard
    from game.card.state import ADDING
    from card_helpers import TEC
    ui, match, table, card = _ada_ends_the_round_by_a_click()
    for _ in range(400):
        ui.frame(0.05)
        if table.human_turn():
            break
    assert table.shown.phase == ADDING and closed_up(ui, table)
    added = next(c for c, _r in table.hand_rects() if c.artist == TEC)
    click_action(ui, table, AddCard(0, added))
    ui.frame(0.05, n=3)
    while not table.human_turn() and table.shown.phase == ADDING:
        ui.frame(0.05)                      # the added card lands
    assert table.human_turn() and table.shown.phase == ADDING and table.shown.added[0]
    assert not closed_up(ui, table)


def ada_adds_a_tec():
    """Ada's click ends the round; at scoring she adds a Tec, then the frames until it has
    landed (her turn to add again, or the adding over): the driver, match, table and the card."""
    from game.card.actions import AddCard
    from game.card.state import ADDING
    from card_helpers import TEC
    ui, match, table, _card = _ada_ends_the_round_by_a_click()
    for _ in range(400):
        ui.frame(0.05)
        if table.human_turn():
            break
    added = next(c for c, _r in table.hand_rects() if c.artist == TEC)
    click_action(ui, table, AddCard(0, added))
    ui.frame(0.05, n=3)
    while not table.human_turn() and table.shown.phase == ADDING:
        ui.frame(0.05)                      # the added card lands
    return ui, match, table, added


def test_at_scoring_the_gap_closes_once_the_pointer_has_left_the_hand_not_at_the_next_click():
    """A play-tester added a card at scoring and went to the prompt's button: the gap stayed
    there until their next click (it was kept wherever the pointer went while the adding went
    on). As after any card, it closes a moment after the pointer leaves the hand's panel, the
    cards sliding together, and a click back on the hand adds the card drawn under it."""
    import pygame
    from game.card.actions import AddCard
    from game.card.state import ADDING
    ui, match, table, _added = ada_adds_a_tec()
    assert table.human_turn() and table.shown.phase == ADDING and table.shown.added[0]
    assert not closed_up(ui, table)
    away = table.layout.controls.center             # off the hand's panel, for two seconds
    ui.post(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.05, n=40)
    assert not table.layout.hand.collidepoint(table.mouse)
    assert closed_up(ui, table) and table.hand_placed.gaps == []
    assert not table.hand_slide.moving
    # Back on the hand: the click adds the card drawn under the pointer.
    nxt = next(a for a in match.legal_for(0) if isinstance(a, AddCard))
    click_action(ui, table, nxt)
    assert match.actions[-1] == nxt


def test_with_animations_off_the_hand_closes_at_once_after_the_first_of_two_cards():
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
    assert closed_up(ui, table) and table.hand_placed.gaps == []
    drawn = dict((c.id, r.copy()) for c, r in table.drawn_pairs())
    under = table.card_at(place.center)
    for _ in range(30):                         # a second and a half, the pointer still
        ui.frame(0.05)
        assert dict((c.id, r) for c, r in table.drawn_pairs()) == drawn
        assert table.card_at(place.center) == under


def test_a_kept_gap_shows_the_empty_place_the_card_left():
    """While the gap is kept for the face-down card, the place the played card left is drawn
    as an empty place (three newcomers took a bare gap for a missing card); once chosen and
    closed up, no such place is left."""
    import pygame

    from scenes.table.card_hand import GAP_LINE
    ui = Driver((1280, 720), settings=ANIMATED)
    match, table, card = first_turn_with(ui, SECOND_FACE_DOWN)
    place = dict((c.id, r) for c, r in table.hand_rects())[card.id]
    click_action(ui, table, PlayCard(0, card))
    ui.frame(0.05, n=5)
    assert table.shown.phase == EFFECT and not closed_up(ui, table)
    up = ui.ctx.px(8)                       # level with the cards it may choose (raised)
    assert table.hand_placed.gaps == [place.move(0, -up)]
    place = place.move(0, -up)
    surface = pygame.Surface(ui.ctx.screen.get_size())
    table.draw(surface)
    inner = place.inflate(-ui.ctx.px(2), -ui.ctx.px(2))
    cards = [r for _, r in table.hand_rects()]
    edge = next((x, inner.bottom - 1) for x in range(inner.x + 4, inner.right - 4)
                if not any(r.collidepoint(x, inner.bottom - 1) for r in cards))
    assert tuple(surface.get_at(edge))[:3] == GAP_LINE
    click_action(ui, table, PlayFaceDown(0, table.card_at(table.mouse)))
    until_turn(ui, table, [])
    assert closed_up(ui, table) and table.hand_placed.gaps == []
