"""The first-time tip about an artist with no card in play that takes a value token ("Always
three", option A1's default). A newcomer at a 4-player hot-seat table saw the market board say
"2†" and "1†" before any card was played (the figures are now grey beside a crossed-out card),
and in a 2-player round Lite Metal and Yoko worth something with no card of either in play;
the board's footnote named the option, and nothing said what it does. The tip comes where a
player first meets the mark: at a decision while the board marks a figure, right after the
turn's tip, once per player's name; it says what happens and names the setup screen's option
that changes it. It comes at the first decision while the board marks a figure whose own tip
was met before: the turn's tip's "Got it" brought it at once, a newcomer's third box in a row
(after "How to win"), so it waits for the player's next decision (one new tip a decision)."""
from __future__ import annotations

import dataclasses

import pytest

from tests.card_helpers import DENISE, MARIANA, TEC
from tests.test_card_board_mark_at_scoring import _table as scoring_table
from tests.test_card_table import click_action
from tests.ui_driver import (FAST, Driver, card_table_at, frame_words, frames_until,
                             through_handovers)

from game.card.actions import PlayCard
from game.card.config import TOKENS_LABEL, TOKENS_WORDS, Config, SeatConfig
from game.card.position import position
from game.card.state import ADDING, PLAY
from scenes.table import tips as tip_room
from scenes.table.display import no_card_marked
from scenes.table.tips import NO_CARD


#: Every hand of `_table`, as dealt: three Marianas.
MARIANAS = [(MARIANA, "none")] * 3
#: Hands of Marianas and TECs: played, the board still marks Denise's figure (the mark), and the
#: round lasts three turns each.
MARIANAS_AND_TECS = [(MARIANA, "none"), (TEC, "none")] * 2


def _table(ui: Driver, names=("Ada", "Bea"), need_a_card: bool = False, hand=MARIANAS):
    """Round 1 of a 3-player game, `names` human and Cem a computer, Ada to play, Bea next,
    every hand `hand` (three Marianas); only the influence card (a TEC) in play: two artists
    with no card (Denise, Wagner) lead by the tie order at "Always three" and the board marks
    their figures; with Marianas played, Denise still does, until the sixth ends the round."""
    seats = tuple(SeatConfig(n, "human") for n in names) + (SeatConfig("Cem", "bot", "random"),)
    config = Config(seats=seats, first_player=0, tokens_need_a_card=need_a_card)
    state = position(config, hands=[list(hand)] * len(seats), influence=(TEC, "none"))
    return card_table_at(ui, config, state, on_game_over=lambda *_a: None)


def _words(ui: Driver, table) -> str:
    """The tip on show as the player reads it: its title row and its lines."""
    drawn = frame_words(ui)
    title = ui.ctx.text.shown(tip_room.TIP_TITLES[table.tip])
    heading = next(t for t in drawn if title in t)
    return " ".join([heading, *table.tip_panel.lines])


def _got_it(ui: Driver, table) -> None:
    ui.click(table.tip_button.rect.center)


def _first_turn(ui: Driver, match, table, seat: int) -> None:
    """`seat`'s first turn, the board marking a figure: the turn's tip, whose "Got it" brings no
    other (the mark's waits for the next decision), nor does the table built again (a window
    of another size); then the first card played."""
    assert through_handovers(ui, table, seat=seat)
    assert table.shown.phase == PLAY and no_card_marked(table.shown, True)
    assert table.tip == "card:turn" and table.tip_shown()
    _got_it(ui, table)
    assert table.tip is None
    table.built_from.clear()
    ui.frame(0.05)
    assert table.tip is None and table.human_turn()
    assert NO_CARD not in ui.ctx.settings.tips_met_by(match.config.seats[seat].name)
    click_action(ui, table, next(a for a in match.legal_for(seat) if isinstance(a, PlayCard)))


def _meets_the_tip(ui: Driver, table, seat: int) -> str:
    """At `seat`'s next turn, the board still marking a figure: the mark's tip, which "Got it"
    closes; its words as read."""
    assert through_handovers(ui, table, seat=seat)
    assert table.shown.phase == PLAY and no_card_marked(table.shown, True)
    assert table.tip == NO_CARD and table.tip_shown()
    words = _words(ui, table)
    _got_it(ui, table)
    assert table.tip is None
    return words


def _turns(ui: Driver, match, table, n: int, names, marked: bool) -> list:
    """`n` more human decisions (the first card each time), with every tip seen on the way;
    the board marks a figure at each (`marked`), or never."""
    seen = []
    for _ in range(n):
        assert through_handovers(ui, table)
        assert no_card_marked(table.shown, table.hints()) == marked
        if table.tip is not None and table.tip_shown():
            seen.append((names[table.shown.seat], table.tip))
        seat = table.shown.seat
        click_action(ui, table, match.legal_for(seat)[0])
    return seen


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_player_meets_the_mark_tip_once_at_a_shared_screen(size):
    ui = Driver(size)
    match, table = _table(ui, hand=MARIANAS_AND_TECS)
    _first_turn(ui, match, table, 0)
    _first_turn(ui, match, table, 1)
    words = _meets_the_tip(ui, table, 0)
    assert words.startswith("First time: An artist with no card")
    # What happens, and the setup screen's option that changes it, in its own names.
    assert ("A grey figure beside a crossed-out card on the market board belongs to an "
            "artist with no card in play") in words, words
    assert f"(“{TOKENS_WORDS[False][0]}”)" in words
    assert f"“{TOKENS_LABEL}: {TOKENS_WORDS[True][0]}” changes that" in words, words
    assert NO_CARD in ui.ctx.settings.tips_met_by("Ada")
    assert NO_CARD not in ui.ctx.settings.tips_met_by("Bea")
    # Ada plays a card: TEC and Mariana in play, Denise (no card) still takes a token.
    click_action(ui, table, next(a for a in match.legal_for(0) if isinstance(a, PlayCard)))
    _meets_the_tip(ui, table, 1)
    assert table.shown.counts[DENISE] == 0
    assert NO_CARD in ui.ctx.settings.tips_met_by("Bea")
    # Their next turns, the mark still on the board: neither meets it again.
    later = _turns(ui, match, table, 2, ("Ada", "Bea"), True)
    assert not [t for t in later if t[1] == NO_CARD], later
    # A new game at this screen: Ada, who met it, does not; Dora, new, does (at her next turn).
    ui.ctx.stack.pop()
    match, table = _table(ui, names=("Ada", "Dora"), hand=MARIANAS_AND_TECS)
    assert through_handovers(ui, table, seat=0)
    assert no_card_marked(table.shown, True) and table.tip is None
    click_action(ui, table, next(a for a in match.legal_for(0) if isinstance(a, PlayCard)))
    _first_turn(ui, match, table, 1)
    assert through_handovers(ui, table, seat=0)
    assert table.tip is None
    click_action(ui, table, next(a for a in match.legal_for(0) if isinstance(a, PlayCard)))
    _meets_the_tip(ui, table, 1)


@pytest.mark.parametrize("language, said", [
    ("de", "Zum ersten Mal: Künstler ohne Karte"),
    ("it", "Un artista senza carte"),
    ("zh_TW", "沒有卡的藝術家")])
def test_the_mark_tip_speaks_the_players_language(language, said):
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, language=language))
    match, table = _table(ui)
    _first_turn(ui, match, table, 0)
    _first_turn(ui, match, table, 1)
    words = _meets_the_tip(ui, table, 0)
    assert said in words, words
    compact = words.replace(" ", "")        # Chinese lines wrap anywhere
    for name in (TOKENS_WORDS[True][0], TOKENS_LABEL):
        assert ui.ctx.text.shown(name).replace(" ", "") in compact, words


@pytest.mark.parametrize("need_a_card, hints", [(True, True), (False, False)])
def test_no_mark_no_tip(need_a_card, hints):
    """At "Only artists in play" no artist with no card takes a token, and with value hints
    off the board shows no figure to mark: no tip about it, turn after turn."""
    ui = Driver((1280, 720), settings=dataclasses.replace(FAST, value_hints=hints))
    match, table = _table(ui, need_a_card=need_a_card)
    assert through_handovers(ui, table, seat=0)
    assert not no_card_marked(table.shown, table.hints())
    assert table.tip == "card:turn"
    _got_it(ui, table)
    assert table.tip is None
    later = _turns(ui, match, table, 3, ("Ada", "Bea"), False)
    assert not [t for t in later if t[1] == NO_CARD], later
    assert NO_CARD not in ui.ctx.settings.tips_met_by("Ada")


def test_at_scoring_the_mark_tip_comes_after_the_adding_tip():
    """Met first at a round's scoring (Denise took a token with no card in play; Ada may add
    a TEC), the adding's own tip met before: the mark's tip comes at the adding."""
    met = (*FAST.tips_seen, "card:turn", "card:adding")
    ui, table = scoring_table((1280, 720))
    ui.ctx.change_settings(tips_seen=met)
    frames_until(ui, lambda: table.human_turn() and table.shown.phase == ADDING)
    v = table.shown
    assert v.phase == ADDING and v.leading and not v.counts[DENISE]
    assert no_card_marked(v, True)
    assert table.tip == NO_CARD and table.tip_shown()
    ui.frame(0.0)
    assert table.tip_panel is not None and NO_CARD in ui.ctx.settings.tips_met_by("Ada")


def test_card_tip_for_brings_the_mark_tip_in_its_place():
    """After the turn's tip, before an effect's; at scoring after the adding's (which comes
    to a seat at its own screen, asked or not); never twice, never unmarked, never on another
    seat's turn to play."""
    ui = Driver((1280, 720))
    _match, table = _table(ui)
    assert through_handovers(ui, table, seat=0)
    v = table.shown
    for_ = tip_room.card_tip_for
    assert for_(v, True, set(), True) == "card:turn"
    assert for_(v, True, {"card:turn"}, True) == NO_CARD
    assert for_(v, True, {"card:turn"}, False) == ""
    assert for_(v, True, {"card:turn", NO_CARD}, True) == ""
    assert for_(v, False, {"card:turn"}, True) == ""
    adding = dataclasses.replace(v, phase=ADDING)
    assert for_(adding, True, set(), True) == "card:adding"
    assert for_(adding, True, {"card:adding"}, True) == NO_CARD
    assert for_(adding, False, set(), True) == "card:adding"
    assert for_(adding, False, {"card:adding"}, True) == NO_CARD
    assert for_(adding, True, {"card:adding"}, False) == "card:adding"
    assert for_(adding, True, {"card:adding", NO_CARD}, True) == "card:adding"
    # "Got it" on the turn's tip: the mark's waits for the seat's next decision (the ledger
    # holds a new tip till the seat decides), as it does after the mark's own.
    ledger = table.tips
    seen = ledger.seen(ui.ctx, 0)
    for closed in ("card:turn", NO_CARD):
        ledger.closed(0, closed, asked=True)
        assert ledger.hold(ui.ctx, 0, for_(v, True, seen | {"card:turn"}, True), True) is None
        assert ledger.hold(ui.ctx, 0, "", True) == ""       # a tip on show may still go
        ledger.acted(ui.ctx, 0, None, tip_room.CARD_GOAL)
        assert ledger.hold(ui.ctx, 0, NO_CARD, True) == NO_CARD
