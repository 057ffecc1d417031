"""An everyone-plays reveal can end the round, and the table says so before it comes. A
play-tester played an everyone-plays card on his first turn with Karl Gitter at 2 of 6
face-up cards; four of the five cards revealed were Karl Gitter and round 1 was over, with no
word of warning: the board rings a count one card short of the end, but a reveal lands one
card a player. The engine's `reveal_ends_round` says which artists a reveal can take to the
limit; the hand card's help, the everyone-plays prompt and its first-time tip say it."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER, named
from tests.ui_driver import FAST, Driver, card_table_at

from game.card.actions import ChooseSecretly, PlayCard
from game.card.cards import EVERYONE_PLAYS, NO_EFFECT
from game.card.config import Config, SeatConfig
from game.card.events import RoundEnded
from game.card.engine import apply, reveal_ends_round, view
from game.card.position import position
from game.card.state import EVERYONE
from scenes.table.card_controls import effect_ending_words, ending_words, reveal_words
from scenes.table.card_status import status_lines
from scenes.table.hover import card_pointer_tip
from scenes.table.tips import tip_words

FIVE = named("Ada", "Bea", "Cem", "Dor", "Emi")


def _tester_s_table(config=FIVE, ada=None):
    """The tester's moment: Ada holds an everyone-plays Nicolas (Karl Gitter by the table's
    names), another Nicolas and a Denise; one Nicolas lies in her display, the influence card
    is a Wagner (Yoko); the four others hold two Tecs each."""
    hand = ada or [(NICOLAS, EVERYONE_PLAYS), (NICOLAS, NO_EFFECT), (DENISE, NO_EFFECT)]
    return position(config, [hand] + [[(TEC, NO_EFFECT)] * 2] * 4,
                    influence=(WAGNER, NO_EFFECT),
                    displays=[[(NICOLAS, NO_EFFECT)], [], [], [], []], turn=0)


def _everyone_plays(s):
    return next(c for c in s.hands[0] if c.effect == EVERYONE_PLAYS)


def test_the_engine_names_the_artists_a_reveal_can_take_to_the_limit():
    s = _tester_s_table()
    card = _everyone_plays(s)
    before = reveal_ends_round(view(s, 0), card)
    # Played, Karl Gitter stands at 2; five cards come, four of them may be the others'.
    assert before is not None and before.cards == 5 and before.artists == (NICOLAS,)
    assert before.counts[NICOLAS] == 2 and not before.certain
    s = apply(s, PlayCard(0, card))
    assert s.phase == EVERYONE
    assert reveal_ends_round(view(s, 0)) == before
    # Yoko (the influence card, 1) needs all five: Ada holds none, so not from her screen;
    # the public view, which sees no hand, counts every holder's card as possibly Yoko.
    assert reveal_ends_round(view(s, None)).artists == (WAGNER, NICOLAS)
    # Bea holds no Nicolas: for her four may be Karl Gitter, 2 + 4 reaches 6.
    assert reveal_ends_round(view(s, 1)).artists == (NICOLAS,)
    # Ada's secret choice, once made, is the card she reveals: not a Karl Gitter, then the
    # others' four cards alone can take it to 6 all the same.
    chosen = apply(s, ChooseSecretly(0, next(c for c in s.hands[0] if c.artist == DENISE)))
    assert reveal_ends_round(view(chosen, 0)).artists == (NICOLAS,)


def test_a_reveal_that_cannot_reach_the_limit_says_nothing():
    config = named("Ada", "Bea", "Cem")
    s = position(config, [[(NICOLAS, EVERYONE_PLAYS), (DENISE, NO_EFFECT)],
                           [(TEC, NO_EFFECT)] * 2, [(TEC, NO_EFFECT)] * 2],
                 influence=(WAGNER, NO_EFFECT), turn=0)
    card = _everyone_plays(s)
    # Three cards come: Nicolas at 1 reaches 4 at most, of 6.
    assert reveal_ends_round(view(s, 0), card) is None
    assert effect_ending_words(view(s, 0), card) == ""
    s = apply(s, PlayCard(0, card))
    assert reveal_ends_round(view(s, 0)) is None
    assert reveal_words(view(s, 0)) == ""


def test_a_reveal_of_every_hand_s_last_card_ends_the_round_for_certain():
    config = named("Ada", "Bea", "Cem")
    s = position(config, [[(NICOLAS, EVERYONE_PLAYS), (DENISE, NO_EFFECT)],
                           [(TEC, NO_EFFECT)], [(MARIANA, NO_EFFECT)]],
                 influence=(WAGNER, NO_EFFECT), turn=0)
    card = _everyone_plays(s)
    end = reveal_ends_round(view(s, 0), card)
    assert end is not None and end.certain and end.artists == ()
    assert "the round ends with it" in str(effect_ending_words(view(s, 0), card))
    after = apply(s, PlayCard(0, card))
    assert str(reveal_words(view(after, 0))) == ("The reveal plays the last card of every "
                                                 "hand: the round ends with it.")
    # And so it does.
    after = apply(apply(apply(after, ChooseSecretly(0, after.hands[0][0])),
                        ChooseSecretly(1, after.hands[1][0])), ChooseSecretly(2, after.hands[2][0]))
    ended = [e for e in after.events if isinstance(e, RoundEnded)]
    assert ended and ended[0].reason == "hands_empty" and ended[0].everyone


def test_the_words_say_the_reveal_can_end_the_round():
    s = _tester_s_table()
    card = _everyone_plays(s)
    v = view(s, 0)
    assert ending_words(v, card) == ""      # playing it ends nothing by itself
    hint = str(effect_ending_words(v, card))
    assert "Its everyone-plays can end the round" in hint
    assert "the 5 cards then revealed together" in hint and "Karl Gitter 2/6" in hint
    s = apply(s, PlayCard(0, card))
    assert str(reveal_words(view(s, 0))) == (
        "The 5 cards revealed together count toward ending the round: it ends at once if "
        "they bring an artist to 6 face-up cards (within reach: Karl Gitter 2/6).")
    # The public view's own reach: every holder's card may be a Yoko.
    assert "within reach: Yoko 1/6 and Karl Gitter 2/6" in str(reveal_words(view(s, None)))


def test_the_everyone_plays_tip_says_the_cards_can_end_the_round():
    words = str(tip_words("card:" + EVERYONE_PLAYS, view(_tester_s_table(), 0)))
    assert "count toward ending the round" in words and "end it at once" in words


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_table_warns_before_and_during_the_reveal(size):
    """At the table: the everyone-plays card's help says its reveal can end the round; played,
    the status lines over the decision say it while Ada chooses."""
    ui = Driver(size, settings=FAST)
    config = Config(seats=(SeatConfig("Ada"),) + tuple(
        SeatConfig(name, "bot", "random") for name in ("Bea", "Cem", "Dor", "Emi")),
        first_player=0)
    match, table = card_table_at(ui, config, _tester_s_table, thinking=None)
    ui.frame(0.0)
    assert table.human_turn()
    card = _everyone_plays(match.state)
    rect = dict((c.id, r) for c, r in table.hand_rects())[card.id]
    spot = (rect.x + ui.ctx.px(4), rect.centery)
    ui.post(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.05)
    assert table.card_at(spot) == card
    help_ = str(ui.ctx.text.shown(card_pointer_tip(table, True)))
    assert "Its everyone-plays can end the round" in help_ and "Karl Gitter 2/6" in help_
    # Its worth is not told as if playing it ended the round.
    assert "Ending the round" not in help_
    ui.click(spot)
    for _ in range(100):
        if table.human_turn() and table.shown.phase == EVERYONE:
            break
        ui.frame(0.05)
    else:
        pytest.fail("Ada was never asked to choose")
    said = [str(ui.ctx.text.shown(t)) for t, _colour in status_lines(table)]
    assert said[0].startswith("Everyone plays: choose a card in your hand in secret.")
    assert "count toward ending the round" in said[1] and "Karl Gitter 2/6" in said[1]
