"""A round with no deal before it (the last with three to five players, CARD_GAME.md §7): the
cards left in hand decide it. A play-tester watched a computer player play its last five cards
alone and score 97, nothing having said that hands run out and the others stop; the hand
counts were small grey print. Now the first turn of such a round brings a tip saying what the
rules say, with the engine's numbers, and every seat's hand count is in ink, as large as its
points, within the seat's header."""
from __future__ import annotations

import dataclasses

import pytest

from tests.test_card_table import card_match
from tests.ui_driver import Driver

from game.card.cards import DEAL
from game.card.state import PLAY
from scenes.paint import READ_LEAST
from scenes.card_art import CardArt
from scenes.table import tips as tip_room
from scenes.table.card_rows import draw_row
from scenes.table.header_name import header_width


def _view(players: int, size=(1280, 720)):
    ui = Driver(size)
    _match, table, _over = card_match(ui, humans=1, bots=players - 1, seed=7)
    while not table.human_turn():
        ui.frame(0.05)
    return ui, table, table.shown


def test_the_first_turn_of_a_round_with_no_deal_brings_the_hands_tip():
    for players in (3, 4, 5):
        _ui, _table, v = _view(players)
        for rnd, dealt in enumerate(DEAL[players]):
            at = dataclasses.replace(v, round=rnd, phase=PLAY)
            key = tip_room.card_tip_for(at, True, {"card:turn"})
            assert (key == tip_room.HANDS) == (rnd > 0 and dealt == 0), (players, rnd, key)
        last = dataclasses.replace(v, round=len(DEAL[players]) - 1, phase=PLAY)
        assert tip_room.card_tip_for(last, True, set()) == "card:turn"        # that first
        assert tip_room.card_tip_for(last, True, {"card:turn", tip_room.HANDS}) != \
            tip_room.HANDS
        assert tip_room.card_tip_for(last, False, {"card:turn"}) == ""
    _ui, _table, v = _view(2)           # two players are dealt cards before every round
    assert all(tip_room.card_tip_for(dataclasses.replace(v, round=r), True, {"card:turn"})
               != tip_room.HANDS for r in range(len(DEAL[2])))


def test_the_hands_tip_names_the_tables_threshold():
    _ui, _table, v = _view(3)
    words = tip_room.tip_words(tip_room.HANDS, v)
    assert f"{v.threshold} face-up cards" in words and "{" not in words
    assert "no cards are dealt before this round" in words


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_hand_counts_are_in_ink_in_a_round_with_no_deal(size, players):
    ui, table, v = _view(players, size)
    px, cart = ui.ctx.px, CardArt(ui.ctx.art)
    drawn: list = []
    ui.ctx.text.watchers.append(lambda text, size_, weight: drawn.append((text, size_, weight)))
    for rnd, dealt in enumerate(DEAL[players]):
        at = dataclasses.replace(v, round=rnd)
        for seat, row in table.layout.rows.items():
            drawn.clear()
            draw_row(ui.screen, ui.ctx, cart, at, seat, row, [], header_width(ui.ctx, at))
            held = f"{at.hand_sizes[seat]} in hand"
            looks = [(s, w) for t, s, w in drawn if t == held]
            if rnd > 0 and dealt == 0:
                assert looks == [(px(12), "black")], (rnd, looks)
                # Within the header, above the points (drawn at 44 design pixels down).
                h = ui.ctx.text.size(held, px(12), "black")[1]
                assert row.y + px(28) + h <= row.y + px(44) + px(2), (h, size)
                assert px(28) + h <= row.h
            else:
                # (at the least size a player reads: it was 11)
                assert looks == [(px(READ_LEAST), "regular")], (rnd, looks)
