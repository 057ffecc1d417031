"""A decision with one legal move is a press that gives nothing: the engine names the move the
game makes for a person without asking (`engine.unasked_move`). At a screen several people
share it is made only where the whole table sees that it is the only one (a hand of one card,
an empty hand, every card of the artist in sight): a person asked may hold the card and decline
all the same, so declining at once would tell the others what the hand lacks."""
from __future__ import annotations

from dataclasses import replace

from game.card.actions import (ChooseSecretly, DeclineEffect, PlayCard, PlayFaceUp, StopAdding)
from game.card.cards import EVERYONE_PLAYS, NO_EFFECT, SECOND_FACE_UP
from game.card.engine import legal_actions, unasked_move
from game.card.position import position
from game.card.state import ADDING, EFFECT, EVERYONE

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER, named, step

#: Three people at one screen, as a new game there is set (`at_one_screen`).
SHARED = named("Ada", "Bea", "Cem", ask_every_holder=True, empty_hands_pass=True)


def out_of_sight_none(s, artist: int):
    """`s` with every card of `artist` still in the deck taken out of the game (a removed
    display of an earlier round): then none is out of sight but the ones in hands."""
    gone = tuple(c for c in s.deck if c.artist == artist)
    return s._replace(deck=tuple(c for c in s.deck if c.artist != artist),
                      removed=s.removed + gone)


def second_face_up_without(config, hand_rest=((MARIANA, NO_EFFECT),)):
    """Ada has just played a Denise (second card face up), holding no other Denise."""
    s = position(config, hands=[[(DENISE, SECOND_FACE_UP), *hand_rest],
                                [(WAGNER, NO_EFFECT)] * 3, [(TEC, NO_EFFECT)] * 3],
                 influence=(NICOLAS, NO_EFFECT), turn=0)
    s = step(s, PlayCard(0, s.hands[0][0]))
    assert s.phase == EFFECT and legal_actions(s, 0) == (DeclineEffect(0),)
    return s


def test_a_lone_decline_is_made_unasked_for_one_person_at_the_screen():
    s = second_face_up_without(SHARED)
    assert unasked_move(s, 0, shared=False) == DeclineEffect(0)


def test_at_a_shared_screen_a_lone_decline_is_asked_while_the_artist_may_be_in_a_hand():
    s = second_face_up_without(SHARED)
    assert unasked_move(s, 0, shared=True) is None
    # Every other Denise in sight: the table sees the hand holds none.
    seen = out_of_sight_none(s, DENISE)
    # (Bea's and Cem's hands hold none either: every Denise is out of the game, but Ada's.)
    assert unasked_move(seen, 0, shared=True) == DeclineEffect(0)


def test_a_choice_is_never_made_unasked():
    s = position(SHARED, hands=[[(DENISE, SECOND_FACE_UP), (DENISE, NO_EFFECT)],
                                [(WAGNER, NO_EFFECT)] * 3, [(TEC, NO_EFFECT)] * 3],
                 influence=(NICOLAS, NO_EFFECT), turn=0)
    assert unasked_move(s, 0, shared=False) is None         # two cards to play
    s = step(s, PlayCard(0, s.hands[0][0]))
    assert {type(a) for a in legal_actions(s, 0)} == {PlayFaceUp, DeclineEffect}
    assert unasked_move(s, 0, shared=False) is None
    assert unasked_move(s, 1, shared=False) is None         # not Bea's decision


#: Ada holds one card; Bea an everyone-plays card and two more; Cem three.
HANDS = [[(TEC, NO_EFFECT)], [(WAGNER, EVERYONE_PLAYS)] + [(WAGNER, NO_EFFECT)] * 2,
         [(MARIANA, NO_EFFECT)] * 3]


def test_the_last_card_in_hand_is_played_and_chosen_unasked_even_at_a_shared_screen():
    s = position(SHARED, hands=HANDS, influence=(NICOLAS, NO_EFFECT), turn=0)
    for shared in (False, True):            # a hand's size is public
        assert unasked_move(s, 0, shared) == PlayCard(0, s.hands[0][0])
    s = position(SHARED, hands=HANDS, influence=(NICOLAS, NO_EFFECT), turn=1)
    s = step(s, PlayCard(1, s.hands[1][0]))
    assert s.phase == EVERYONE and 0 in s.to_act
    for shared in (False, True):
        assert unasked_move(s, 0, shared) == ChooseSecretly(0, s.hands[0][0])
    assert unasked_move(s, 1, True) is None and unasked_move(s, 2, True) is None


def _adding(config):
    """Ada's TEC ends round 1; at scoring Bea's display holds a leading Denise and her hand
    no Denise: at one screen she is asked all the same ("add no more" alone)."""
    s = position(config, hands=[[(TEC, NO_EFFECT)], [(MARIANA, NO_EFFECT)] * 2,
                                [(WAGNER, NO_EFFECT)]],
                 displays=[[(TEC, NO_EFFECT)] * 4, [(DENISE, NO_EFFECT)], []],
                 influence=(TEC, NO_EFFECT), turn=0)
    return step(s, PlayCard(0, s.hands[0][0]))


def test_add_no_more_alone_is_asked_at_a_shared_screen_unless_the_table_sees_it():
    s = _adding(SHARED)
    assert s.phase == ADDING and s.to_act == (1,) and legal_actions(s, 1) == (StopAdding(1),)
    assert unasked_move(s, 1, shared=True) is None
    assert unasked_move(s, 1, shared=False) == StopAdding(1)
    assert unasked_move(out_of_sight_none(s, DENISE), 1, shared=True) == StopAdding(1)
    # One person at the screen (every holder not asked): Bea is passed over by the engine.
    alone = _adding(replace(SHARED, ask_every_holder=False, empty_hands_pass=False))
    assert alone.phase != ADDING or 1 not in alone.to_act
