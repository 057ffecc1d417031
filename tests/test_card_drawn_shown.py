"""A card drawn from the deck is shown to its drawer as it arrives. At one screen Beatrix
pressed D and the screen went straight to "HANDS ARE HIDDEN": she learned what she drew only at
her next turn. Now the drawer's own view stays, the card flying from the deck into the hand,
ringed, under "You drew Christin P."; with several people at the screen until the drawer presses OK
(Enter), and only then the screen goes down and passes on; the next person's screen never shows
the card. Alone at the screen, the same shows for a moment as it arrives."""
from __future__ import annotations

import pygame

from tests.ui_driver import ARM_SECONDS, spy_texts

from game.card.actions import PlayCard
from game.card.cards import DRAW, NO_EFFECT
from game.card.position import position
from scenes.handover import HandoverScene
from scenes.table.drawn_moment import SOLO_SECONDS

from card_helpers import DENISE, MARIANA, TEC, WAGNER
from test_card_watched_moments import _start


def _ada_draws(config):
    """Ada holds a draw card; the deck's top card is a Tec (Christin P by the table's names) (nobody else holds one)."""
    return position(config, hands=[[(DENISE, DRAW), (MARIANA, NO_EFFECT), (WAGNER, NO_EFFECT)],
                                   [(MARIANA, NO_EFFECT)] * 3, [(MARIANA, NO_EFFECT)] * 3],
                    influence=(DENISE, NO_EFFECT), deck_top=[(TEC, NO_EFFECT)],
                    first_player=0, turn=0)


def _draw_on_ada_s_screen(ui, match, table):
    """Ada's screen opens (the hand-over confirmed), she plays her draw card by a click and
    presses D; the card she drew."""
    for _ in range(50):
        if isinstance(ui.top, HandoverScene):
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        if table.human_turn():
            break
        ui.frame(0.05)
    assert table.shown.seat == 0
    card = next(c for c, _ in table.hand_rects() if c.effect == DRAW)
    rect = dict((c.id, r) for c, r in table.hand_rects())[card.id]
    ui.click((rect.x + ui.ctx.px(4), rect.centery))
    assert match.actions and isinstance(match.actions[-1], PlayCard)
    ui.frame(0.05, n=3)
    ui.key(pygame.K_d)
    return next(c for c in match.state.hands[0] if c.artist == TEC)


def test_at_one_screen_the_drawer_sees_the_drawn_card_before_the_screen_passes_on():
    ui, match, table = _start(_ada_draws, humans=2)
    texts = spy_texts(ui)
    drawn = _draw_on_ada_s_screen(ui, match, table)
    assert 1 in match.state.to_act                 # the game has gone on to Bea's turn
    # Ada's own view stays, the card in her hand, ringed, with what she drew; no hand-over
    # comes however long she looks.
    for _ in range(40):
        ui.frame(0.1)
        assert not isinstance(ui.top, HandoverScene)
        assert table.shown.seat == 0 and drawn in table.shown.hand
    assert table.drawn.card(table.shown) == drawn
    assert f"You drew {drawn.label(match.config.theme)}." in texts
    assert table.layout.controls.collidepoint(table.drew.button.rect.center)
    # From OK on, nothing of hers shows: her screen goes down, the hand-over passes to Bea.
    faces: list = []
    real_face, real_hand = table.cart.face, table.hand_face
    table.cart.face = lambda card, w, *a: (faces.append(card.id), real_face(card, w, *a))[1]
    table.hand_face = lambda card, w, strip: (faces.append(card.id),
                                               real_hand(card, w, strip))[1]
    texts.clear()
    ui.key(pygame.K_RETURN)
    assert table.shown.hand is None
    passed = False
    for _ in range(200):
        if isinstance(ui.top, HandoverScene):
            assert ui.top.seat == 1
            passed = True
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        if table.human_turn():
            break
        ui.frame(0.05)
    assert passed and table.shown.seat == 1 and drawn not in table.shown.hand
    ui.frame(0.05, n=3)
    assert drawn.id not in faces and not any("You drew" in t for t in texts)
    assert table.drawn.card(table.shown) is None


def test_alone_at_the_screen_the_drawn_card_shows_as_it_arrives():
    ui, match, table = _start(_ada_draws, humans=1)
    texts = spy_texts(ui)
    drawn = _draw_on_ada_s_screen(ui, match, table)
    assert table.drew is not None and not table.drew.confirm
    assert table.drew.flying(drawn)                 # from the deck, on its way
    ui.frame(0.3)
    assert f"You drew {drawn.label(match.config.theme)}." in texts
    assert drawn in table.shown.hand
    ui.frame(SOLO_SECONDS)
    assert table.drew is None                       # then the game goes on by itself
    assert table.drawn.card(table.shown) == drawn   # ringed until her next move
