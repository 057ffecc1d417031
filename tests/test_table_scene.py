"""The table scene's promises as a whole: draw changes nothing; a click in the same frame as a
resize meets the new rectangles; "why not" is the engine's own word, nothing applied."""
import random

import pygame

from game import Config, SeatConfig
from rules_helpers import DOUBLE, LM, OPEN, YOKO, deal
from scenes.app import dispatch
from scenes.session.match import Match
from scenes.smoke import table_mid_auction
from scenes.table import TableScene
from scenes.table.layout import table_layout
from ui_driver import Driver, click_card, esc_to_pause


def event(type_, **attrs):
    return pygame.event.Event(type_, **attrs)


def snapshot(table):
    """Everything drawing could be tempted to change."""
    return (table.layout, [w.rect.copy() for w in table.widgets],
            [getattr(w, "label", None) for w in table.widgets], table.hide_button.rect.copy(),
            table.tip_button.rect.copy(), list(table.regions), table.log.scroll,
            table.lot_info, table.hand_tip, id(table._static), table.error, table.hand.hover,
            table.hand.focus, table.shown, len(table.drawn_seats))


def test_drawing_changes_nothing():
    ui = Driver((1280, 720))
    table = table_mid_auction(ui.ctx)
    ui.frame()
    card = table.hand_rects()[0][1]
    for pos in (card.center, table.layout.board.center, table.layout.lot_card.center):
        dispatch(ui.ctx, event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        before = snapshot(table)
        ui.ctx.stack.draw(ui.ctx.screen)
        ui.ctx.stack.draw(ui.ctx.screen)
        assert snapshot(table) == before


def test_a_click_in_the_same_frame_as_a_resize_meets_the_new_rectangles():
    ui = Driver((1280, 720))
    table = table_mid_auction(ui.ctx)
    ui.frame()
    old_hide = table.hide_button.rect.copy()
    new = table_layout((1920, 1080), table.shown.players, table.private.seat, False)
    assert not old_hide.collidepoint(new.hide_button.center)
    ui.screen = pygame.display.set_mode((1920, 1080))
    ui.ctx.screen = ui.screen
    # The resize and the click arrive in one frame: nothing is drawn in between.
    dispatch(ui.ctx, event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)))
    assert table.layout == new
    assert all(new.lot.contains(w.rect) for w in table.widgets)
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION \
            else {"button": 1}
        dispatch(ui.ctx, event(kind, pos=new.hide_button.center, **extra))
    assert table.screen_hidden() and table.hide_button.label == "Show my screen"
    # ...and a decision button at its new place, still before any frame is drawn.
    ui.click(table.hide_button.rect.center)
    assert not table.screen_hidden() and table.human_turn()
    actions = len(table.match.actions)
    ui.screen = pygame.display.set_mode((1280, 720))
    ui.ctx.screen = ui.screen
    dispatch(ui.ctx, event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720)))
    pass_button = ui.button("Pass", table.widgets)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        dispatch(ui.ctx, event(kind, pos=pass_button.rect.center, button=1))
    assert len(table.match.actions) == actions + 1


def two_player_with_a_lone_double():
    """Ada (a human) holds a Lite Metal double with no Lite Metal to pair it with."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"))
    config = Config(seats=seats, variant="two_player", first_auctioneer=0)
    match = Match(config, 5, thinking_seconds=0.0, rng=random.Random(5))
    match._state = deal(config, [[(LM, DOUBLE), (YOKO, OPEN)], []], seed=5)
    return match


def at_the_human_turn(ui: Driver, match: Match) -> TableScene:
    """`match` on its table, at its human's first decision."""
    table = TableScene(ui.ctx, match)
    ui.ctx.stack.push(table)
    for _ in range(200):
        ui.frame(0.05)
        if table.human_turn():
            break
    assert table.human_turn()
    return table


def test_why_a_card_cannot_be_played_is_the_engines_word_and_nothing_is_applied():
    ui = Driver((1280, 720))
    match = two_player_with_a_lone_double()
    table = at_the_human_turn(ui, match)
    i, (card, rect) = next((i, cr) for i, cr in enumerate(table.hand_rects())
                           if cr[0].artist == LM and cr[0].method == DOUBLE)
    expected = ("In the 2-player variant a double can only be played with a second card of "
                "its artist from your own hand that is not a double, and you hold no such "
                "Lite Metal.")
    state = match.state
    ui.post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert table.hand.hover == i and table.hand_tip == expected
    ui.click(rect.center)
    assert table.error == expected
    assert match.state is state and not match.actions


def test_a_card_the_stand_refuses_says_why_once_not_again_in_a_tooltip_over_the_log():
    """The 2-player variant's lone double, pointed at: the stand said why it cannot be
    auctioned, and a tooltip said it again over the log. The stand says it alone; a card whose
    reason the stand does not show (a double's second card) keeps its tooltip."""
    from scenes.table.hover import draw_pointer_tip, pointer_tip
    for size in ((1280, 720), (1920, 1080)):
        ui = Driver(size)
        match = two_player_with_a_lone_double()
        table = at_the_human_turn(ui, match)
        double = next(c for c, _r in table.hand_rects()
                      if c.artist == LM and c.method == DOUBLE)
        rect = dict((c.id, r) for c, r in table.hand_rects())[double.id]
        ui.post(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        why = table.hand_tip
        assert why and table.lot_info.preview == double and table.lot_info.refused == why
        assert pointer_tip(table) is None
        assert draw_pointer_tip(ui.screen, table) is None
        # The Yoko that may be auctioned: the stand invites, and no refusal anywhere.
        other = next(c for c, _r in table.hand_rects() if c.artist == YOKO)
        spot = dict((c.id, r) for c, r in table.hand_rects())[other.id].center
        ui.post(pygame.MOUSEMOTION, pos=spot, rel=(1, 0), buttons=(0, 0, 0))
        ui.frame(0.0)
        assert table.lot_info.preview == other and not table.lot_info.refused


def test_after_a_screen_over_the_table_the_hand_hovers_where_the_pointer_went():
    """A card hovered before the pause menu opened is not still hovered (nor its tooltip
    shown) when the menu closes with the pointer elsewhere: the table learns where it went."""
    from scenes.pause import PauseScene
    ui = Driver((1280, 720))
    table = table_mid_auction(ui.ctx)
    ui.frame()
    card = table.hand_rects()[0][1]
    ui.post(pygame.MOUSEMOTION, pos=card.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert table.hand.hover == 0 and table.hand_tip
    esc_to_pause(ui)
    assert isinstance(ui.top, PauseScene)
    away = table.layout.board.center
    ui.post(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    ui.key(pygame.K_ESCAPE)
    assert ui.top is table and table.mouse == away
    assert table.hand.hover is None and table.hand_tip is None


def test_a_double_with_only_doubles_to_add_says_why_on_hover_and_click_and_applies_nothing():
    """No second card may be added (the other Lite Metal is a double too): the pointer on it
    and a click on it give the engine's reason; the match does not move."""
    seats = (SeatConfig("Ada", "human"), SeatConfig("Beatrix", "bot", "random"),
             SeatConfig("Clemens", "bot", "random"))
    config = Config(seats=seats, first_auctioneer=0)
    match = Match(config, 5, thinking_seconds=0.0, rng=random.Random(5))
    match._state = deal(config, [[(LM, DOUBLE), (LM, DOUBLE)], [], []], seed=5)
    ui = Driver((1280, 720))
    table = at_the_human_turn(ui, match)
    first, second = [c for c, _ in table.hand_rects() if c.artist == LM][:2]
    click_card(ui, table, first)
    ui.frame(0.05, n=3)
    assert match.state.phase == "double_offer" and table.human_turn()
    state, actions = match.state, len(match.actions)
    rect = dict((c.id, r) for c, r in table.hand_rects())[second.id]
    spot = (rect.x + ui.ctx.px(10), rect.centery)
    expected = "The second card cannot be another double card."
    ui.post(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    assert table.hand_tip == expected
    from scenes.table.hover import pointer_tip
    assert not table.lot_info.refused       # the stand shows the double: the tooltip says why
    assert (pointer_tip(table) or ("",))[0] == expected
    ui.click(spot)
    assert table.error == expected
    assert match.state is state and len(match.actions) == actions
