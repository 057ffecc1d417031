"""At the card table a decision with one legal move is not asked for where asking tells nobody
anything (`engine.unasked_move`, made by `Match.pass_for_the_idle`): one person's last card is
played for them, and at a shared screen a decline with no second card is made at once when
every card of the artist is in sight, as are a hand's one card for everyone plays and "Done"
with nothing to add. While a card of the artist is out of sight the person is asked as ever:
declining at once would tell the others the hand holds none."""
from __future__ import annotations

from tests.test_card_unasked_move import out_of_sight_none
from tests.ui_driver import (Driver, card_table_at, click_card, frames_until, press_handover,
                             through_handovers)

from game.card.actions import ChooseSecretly, DeclineEffect, PlayCard, StopAdding
from game.card.cards import EVERYONE_PLAYS, NO_EFFECT, SECOND_FACE_UP, artist_name
from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.state import EFFECT, EVERYONE, PLAY
from scenes.handover import HandoverScene
from scenes.scoring import ScoringOverlay

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER


def test_one_person_s_last_card_is_played_without_a_press():
    """Bea, a computer, plays; Ada holds one card: the game plays it, she is never asked."""
    ui = Driver()
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random")),
                    first_player=1)
    match, table = card_table_at(ui, config, lambda c: position(
        c, hands=[[(TEC, NO_EFFECT)], [(WAGNER, NO_EFFECT)] * 4],
        influence=(NICOLAS, NO_EFFECT), turn=1, first_player=1))
    last = match.state.hands[0][0]
    asked = []
    for _ in range(200):
        ui.frame(0.05)
        asked.append(table.human_turn())
        if len(match.actions) >= 2:
            break
    assert match.actions[1] == PlayCard(0, last) and match.auto_moves == 1
    assert not any(asked)
    ui.frame(0.5, n=10)
    # The log tells the move in the game's words for it, in place of "Ada plays …"
    # (test_card_unasked_told.py: the table tells it too).
    name = artist_name(last.artist, config.theme)
    told = [(style, str(line)) for style, line in table.log.lines]
    assert ("play", f"Your last card, {name}, was played for you.") in told
    assert ("play", f"Ada plays {name}.") not in told


def _second_card_without_a_denise(config):
    """Ada (a person at a shared screen) plays a Denise whose effect is a second card face
    up, holding no other Denise."""
    return position(config, hands=[[(DENISE, SECOND_FACE_UP), (MARIANA, NO_EFFECT)],
                                   [(WAGNER, NO_EFFECT)] * 3, [(TEC, NO_EFFECT)] * 3],
                    influence=(NICOLAS, NO_EFFECT), turn=0, first_player=0)


def _ada_plays_her_denise(state_of):
    ui = Driver()
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea"),
                           SeatConfig("Cem", "bot", "random")), first_player=0)
    match, table = card_table_at(ui, config, state_of)
    for _ in range(50):
        if isinstance(ui.top, HandoverScene):
            press_handover(ui)
        ui.frame(0.05)
        if table.human_turn():
            break
    assert table.shown.seat == 0 and match.phase == PLAY
    denise = next(c for c in table.shown.hand if c.effect == SECOND_FACE_UP)
    click_card(ui, table, denise)
    ui.frame(0.05)
    return ui, match, table


def test_at_a_shared_screen_a_decline_with_a_denise_out_of_sight_is_asked():
    """A Denise may be in Ada's hand as far as the others can tell: she is asked ("decline"
    alone is legal), as one who holds a Denise and declines is."""
    ui, match, table = _ada_plays_her_denise(_second_card_without_a_denise)
    assert match.phase == EFFECT and table.human_turn() and table.shown.seat == 0
    assert match.legal_for(0) == (DeclineEffect(0),) and match.auto_moves == 0


def test_at_a_shared_screen_a_decline_every_denise_in_sight_shows_is_made_unasked():
    """Every other Denise is out of the game, as the table sees: nobody learns anything from
    a decline made at once, and Ada is not asked for it; her screen goes down."""
    ui, match, table = _ada_plays_her_denise(
        lambda c: out_of_sight_none(_second_card_without_a_denise(c), DENISE))
    assert match.actions[-1] == DeclineEffect(0) and match.auto_moves == 1
    assert match.phase == PLAY and match.state.turn == 1
    # (with animations off the moment that tells it still stays its time to read: 1.8 s)
    for _ in range(60):
        assert not (table.human_turn() and table.shown.seat == 0)
        if isinstance(ui.top, HandoverScene):
            break
        ui.frame(0.05)
    assert isinstance(ui.top, HandoverScene) and ui.top.seat == 1


def bea_holds_one_card(ui: Driver):
    """Ada and Bea at one screen with Cem (random); Ada to play, holding everyone plays; Bea
    holds one card. The match and its table."""
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea"),
                           SeatConfig("Cem", "bot", "random")), first_player=0)
    return card_table_at(ui, config, lambda c: position(
        c, hands=[[(NICOLAS, EVERYONE_PLAYS)] + [(WAGNER, NO_EFFECT)] * 3,
                  [(MARIANA, NO_EFFECT)], [(MARIANA, NO_EFFECT)] * 3],
        influence=(DENISE, NO_EFFECT), turn=0, first_player=0))


def test_at_a_shared_screen_a_hand_of_one_card_chooses_for_everyone_plays_unasked():
    """Ada plays everyone plays; Bea holds one card (everyone sees it): it is chosen for her,
    no hand-over, no press; the reveal turns it up with the others."""
    ui = Driver()
    match, table = bea_holds_one_card(ui)
    bea_s = match.state.hands[1][0]
    assert through_handovers(ui, table, seat=0)
    click_card(ui, table, next(c for c in table.shown.hand if c.effect == EVERYONE_PLAYS))
    ui.frame(0.05)
    assert match.phase == EVERYONE and ChooseSecretly(1, bea_s) in match.actions
    # The moment that tells it stays its time to read, with animations off too (1.8 s).
    assert frames_until(ui, table.human_turn, frames=60)
    assert match.auto_moves == 1 and table.shown.seat == 0
    handed = []
    click_card(ui, table, table.shown.hand[0])          # Ada's own choice
    for _ in range(100):
        if isinstance(ui.top, HandoverScene):
            handed.append(ui.top.seat)
            press_handover(ui)
        ui.frame(0.05)
        if match.phase != EVERYONE:
            break
    assert match.phase == PLAY and 1 not in handed and bea_s in match.state.displays[1]


def test_at_a_shared_screen_done_alone_is_made_unasked_when_the_table_sees_it():
    """Ada's card ends the round; Bea's display holds a leading Denise, and every other
    Denise is out of the game: everyone sees she has none to add. She is not handed the
    screen to press Done; the round's scoring comes."""
    ui = Driver()
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea"),
                           SeatConfig("Cem", "bot", "random")), first_player=0)
    match, table = card_table_at(ui, config, lambda c: out_of_sight_none(position(
        c, hands=[[(TEC, NO_EFFECT)], [(MARIANA, NO_EFFECT)] * 2, [(WAGNER, NO_EFFECT)]],
        displays=[[(TEC, NO_EFFECT)] * 4, [(DENISE, NO_EFFECT)], []],
        influence=(TEC, NO_EFFECT), turn=0, first_player=0), DENISE))
    assert through_handovers(ui, table, seat=0)
    click_card(ui, table, table.shown.hand[0])
    assert match.actions[-1] == StopAdding(1) and match.auto_moves == 1
    handed = []
    for _ in range(200):
        if isinstance(ui.top, ScoringOverlay):
            break
        if isinstance(ui.top, HandoverScene):
            handed.append(ui.top.seat)
            press_handover(ui)
        ui.frame(0.05)
    assert isinstance(ui.top, ScoringOverlay) and 1 not in handed, handed
