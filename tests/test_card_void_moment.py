"""A person's own card whose effect the game voids is told where they look. Solo, a second card
face up with no other card of its artist in hand was voided with one log line, "Ada plays no
second card face up."; the table now plays the moment panel of a move made for a person with
the engine's words and the card, keeps the words among the status lines, and the log tells it
in those words. With animations off that panel (and a move made for a person's) stays its time
to read, or until a click lets it go, where only the status line and the log told it."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, Driver, card_table_at, click_card

from game.card.cards import NO_EFFECT, SECOND_FACE_UP, artist_name
from game.card.config import Config, SeatConfig
from game.card.events import EffectVoid
from game.card.position import position
from scenes.table.card_moments import READ_SECONDS, beat_view

from card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER


def _solo(speed: str):
    """Ada (the one person) to play, holding a Lite Metal (Denise) whose effect is a second
    card face up and no other Lite Metal; Bea and Cem are computers."""
    ui = Driver(settings=dataclasses.replace(FAST, animation_speed=speed))
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random"),
                           SeatConfig("Cem", "bot", "random")), first_player=0)
    match, table = card_table_at(ui, config, lambda c: position(
        c, hands=[[(DENISE, SECOND_FACE_UP), (MARIANA, NO_EFFECT)],
                  [(WAGNER, NO_EFFECT)] * 3, [(TEC, NO_EFFECT)] * 3],
        influence=(NICOLAS, NO_EFFECT), turn=0, first_player=0), thinking=1.0)
    ui.frame(0.0)
    card = next(c for c in table.shown.hand if c.effect == SECOND_FACE_UP)
    return ui, match, table, card


@pytest.mark.parametrize("speed", ["normal", "off"])
def test_a_second_card_face_up_with_no_partner_is_a_moment(speed):
    ui, match, table, card = _solo(speed)
    name = artist_name(DENISE, match.config.theme)
    words = f"You hold no other {name} card: no second card face up."
    click_card(ui, table, card)
    assert any(isinstance(e, EffectVoid) for e in match.state.events)
    beat = table.beat
    assert beat is not None and beat.kind == "unasked" and str(beat.title) == words
    assert beat.cards[0] == card
    seen = beat_view(beat, table.shown, table.pending)
    assert card in seen.displays[0] and card not in seen.hand     # landed as it is told
    up = 1
    for _ in range(200):
        ui.frame(0.05)
        if table.beat is None or table.beat.kind != "unasked":
            break
        up += 1
    assert up * 0.05 >= READ_SECONDS["unasked"] - 0.05
    status = [str(t) for t, _c in table.status]
    log = [str(line) for _s, line in table.log.lines]
    assert words in status, status
    assert words in log and "Ada plays no second card face up." not in log, log
    assert f"Ada plays {name} (second card face up)." in log


def test_with_animations_off_a_click_lets_the_moment_go():
    ui, _match, table, card = _solo("off")
    click_card(ui, table, card)
    assert table.beat is not None and table.beat.kind == "unasked"
    ui.frame(0.05)
    assert table.beat is not None and table.beat.kind == "unasked"
    ui.click(table.layout.rows[1].center)            # any click on the table: skip
    ui.frame(0.05)
    assert table.beat is None or table.beat.kind != "unasked"


def test_a_hand_card_with_a_partner_is_asked_not_told():
    """Holding another Lite Metal, Ada decides: no moment, the effect is offered."""
    ui = Driver(settings=FAST)
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random")),
                    first_player=0)
    _match, table = card_table_at(ui, config, lambda c: position(
        c, hands=[[(DENISE, SECOND_FACE_UP), (DENISE, NO_EFFECT)], [(WAGNER, NO_EFFECT)] * 3],
        influence=(NICOLAS, NO_EFFECT), turn=0, first_player=0))
    ui.frame(0.0)
    click_card(ui, table, next(c for c in table.shown.hand if c.effect == SECOND_FACE_UP))
    assert table.beat is None
    ui.frame(0.05)
    assert table.human_turn() and table.shown.phase == "effect"
