"""A move the game makes for a person (their one legal move: `engine.unasked_move`) is told
where they look: a play-tester against computers learned only from the log that her last card
had been played for her. The table now plays a moment beside the rows with the game's words
and the card, long enough to read at any animation speed, keeps the words among the status
lines until the person's next decision, and the log tells the move in those words. At a
screen several people share, the words are the whole table's, for each person, and keep the
secret: a last card chosen for everyone plays stays unnamed until the reveal."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, Driver, card_table_at, click_card, press_handover, \
    through_handovers

from game.card.actions import ChooseSecretly, DeclineEffect, PlayCard
from game.card.cards import AWARD, EVERYONE_PLAYS, NO_EFFECT, artist_name
from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.state import EVERYONE
from scenes.handover import HandoverScene
from scenes.table.card_moments import READ_SECONDS, beat_view

from tests.test_card_unasked_at_table import (_ada_plays_her_denise, _second_card_without_a_denise,
                                              bea_holds_one_card)
from tests.test_card_unasked_move import out_of_sight_none

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER


def _solo(speed: str = "normal", language: str = "en", last=(TEC, NO_EFFECT)):
    """Ada (the one person) holds her last card; Bea and Cem, computers, play first."""
    ui = Driver(settings=dataclasses.replace(FAST, animation_speed=speed, language=language))
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random"),
                           SeatConfig("Cem", "bot", "random")), first_player=1)
    match, table = card_table_at(ui, config, lambda c: position(
        c, hands=[[last], [(WAGNER, NO_EFFECT)] * 4, [(MARIANA, NO_EFFECT)] * 4],
        displays=[[(NICOLAS, NO_EFFECT)], [], []],
        influence=(DENISE, NO_EFFECT), turn=1, first_player=1), thinking=1.0)
    return ui, match, table, match.state.hands[0][0]


def _log(table) -> list[str]:
    return [str(line) for _style, line in table.log.lines]


def _status(table) -> list[str]:
    return [str(t) for t, _c in table.status]


def test_one_s_last_card_played_for_one_is_a_moment_on_the_table_then_a_status_line():
    ui, match, table, last = _solo()
    name = artist_name(last.artist, match.config.theme)
    words = f"Your last card, {name}, was played for you."
    up = 0
    for _ in range(400):
        ui.frame(0.05)
        if table.beat is not None and table.beat.kind == "unasked":
            up += 1
            assert str(table.beat.title) == words and table.beat.cards[0] == last
            assert _status(table) == [words]
            # The card lies in her display while the moment plays, gone from her hand.
            seen = beat_view(table.beat, table.shown, table.pending)
            assert last in seen.displays[0] and last not in seen.hand
        elif up:
            break
    assert match.actions[2] == PlayCard(0, last) and match.auto_moves == 1
    assert up * 0.05 >= READ_SECONDS["unasked"]           # (time in the game's frames)
    # The computers play on; her status keeps the words while they think.
    assert match.bot_to_act() is not None and words in _status(table), _status(table)
    assert words in _log(table) and f"Ada plays {name}." not in _log(table)


@pytest.mark.parametrize("speed", ["fast", "off"])
def test_the_words_stay_to_read_at_every_animation_speed(speed):
    """At Fast the moment still stays its time to read; with animations off too, still (it
    had no panel then: only the status line and the log said it)."""
    ui, match, table, last = _solo(speed)
    seen = 0
    for _ in range(400):
        ui.frame(0.05)
        seen += table.beat is not None and table.beat.kind == "unasked"
        if len(match.actions) >= 3 and not table.busy:
            break
    assert match.actions[2] == PlayCard(0, last)
    assert seen * 0.05 >= READ_SECONDS["unasked"]
    name = artist_name(last.artist, match.config.theme)
    assert f"Your last card, {name}, was played for you." in _status(table)


def test_a_decision_of_one_s_own_puts_the_word_away():
    """Her last card is an award: she decides its effect herself, and the word, read, goes."""
    ui, match, table, last = _solo("off", last=(TEC, AWARD))
    for _ in range(400):
        ui.frame(0.05)
        if table.human_turn():
            break
    assert match.actions[2] == PlayCard(0, last) and table.human_turn()
    assert any("was played for you" in line for line in _log(table))
    decline = next(b for b in table.buttons if b.on_click.__defaults__ == (DeclineEffect(0),))
    ui.click(decline.rect.center)
    ui.frame(0.05)
    assert match.bot_to_act() is not None and not table.human_turn()
    assert not any("was played for you" in s for s in _status(table)), _status(table)


def test_in_italian_the_words_are_italian():
    ui, match, table, last = _solo("off", "it")
    for _ in range(100):
        ui.frame(0.05)
        if len(match.actions) >= 3 and not table.busy:
            break
    said = [str(ui.ctx.text.shown(t)) for t, _c in table.status]
    name = artist_name(last.artist, match.config.theme)
    assert f"La tua ultima carta, {name}, è stata giocata per te." in said, said


def test_at_one_screen_no_second_card_face_up_left_is_said_for_the_table():
    """Ada (a person at a shared screen) plays a Denise whose effect is a second card face
    up; every other Denise is in sight, out of the game: the game declines for her, and the
    table is told why in its words, not "Ada plays no second card face up." as if she chose
    so."""
    ui, match, table = _ada_plays_her_denise(
        lambda c: out_of_sight_none(_second_card_without_a_denise(c), DENISE))
    assert match.actions[-1] == DeclineEffect(0) and match.auto_moves == 1
    ui.frame(0.05, n=40)        # its moment, still with animations off, plays its 1.8 s
    name = artist_name(DENISE, match.config.theme)
    told = _log(table)
    assert f"No other {name} card is left for Ada: no second card face up." in told, told
    assert "Ada plays no second card face up." not in told


def _hot_seat_everyone_plays(speed: str = "normal"):
    ui = Driver(settings=dataclasses.replace(FAST, animation_speed=speed))
    match, table = bea_holds_one_card(ui)
    return ui, match, table


def test_at_one_screen_bea_s_last_card_chosen_for_everyone_plays_is_told_unnamed():
    """Ada plays everyone plays; Bea (a person at the same screen) holds one card: it is
    chosen for her, and the table is told so in public words that name no card."""
    ui, match, table = _hot_seat_everyone_plays()
    bea_s = match.state.hands[1][0]
    assert through_handovers(ui, table, seat=0)
    click_card(ui, table, next(c for c in table.shown.hand if c.effect == EVERYONE_PLAYS))
    assert ChooseSecretly(1, bea_s) in match.actions
    words = "Bea's last card was chosen for them for everyone plays."
    beats = []
    for _ in range(200):
        if table.beat is not None:
            beats.append((table.beat.kind, str(table.beat.title),
                          [c for c in table.beat.cards if c is not None]))
        if table.human_turn() or isinstance(ui.top, HandoverScene):
            break
        ui.frame(0.05)
    assert ("unasked", words, []) in beats, beats        # no card shown: it is secret
    assert words in _log(table)
    bea_name = artist_name(bea_s.artist, match.config.theme)
    told = _log(table)
    assert not any(bea_name in line for line in told[told.index(words):]), told
    assert match.phase == EVERYONE


def test_at_one_screen_each_person_s_last_card_played_is_told_by_name():
    """Bea and Cem, people at one screen with Ada, each hold their last card: the game plays
    each for them, and the table tells each by name, the card named (it lands face up)."""
    ui = Driver(settings=dataclasses.replace(FAST, animation_speed="normal"))
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea"), SeatConfig("Cem")),
                    first_player=0)
    match, table = card_table_at(ui, config, lambda c: position(
        c, hands=[[(TEC, NO_EFFECT)] * 3, [(WAGNER, NO_EFFECT)], [(MARIANA, NO_EFFECT)]],
        influence=(DENISE, NO_EFFECT), turn=0, first_player=0))
    cards = {seat: match.state.hands[seat][0] for seat in (1, 2)}
    assert through_handovers(ui, table, seat=0)
    click_card(ui, table, table.shown.hand[0])
    titles = set()
    for _ in range(300):
        if table.beat is not None and table.beat.kind == "unasked":
            titles.add(str(table.beat.title))
        if isinstance(ui.top, HandoverScene):
            press_handover(ui)
        if table.human_turn():
            break
        ui.frame(0.05)
    theme = config.theme
    for seat, name in ((1, "Bea"), (2, "Cem")):
        words = (f"{name}'s last card, {artist_name(cards[seat].artist, theme)}, was played "
                 "for them.")
        assert words in titles and words in _log(table), (titles, _log(table))
