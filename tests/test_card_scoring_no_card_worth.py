"""Round 2's scoring said "Wert 2" under an artist, in green as what scored, and under the
worths "… In dieser Runde bringt es keine Punkte" of the same artist (a German play-tester):
with fewer than three artists in play, "Always three" (A1) gave a value token to an artist with
no card in play, worth its tokens of both rounds, yet no card of it scored. Its worth is now
drawn as nothing scored, grey, beside the crossed-out card (scenes/no_card_mark.py), and its
note names it; a leading artist with cards keeps its plain green worth, an artist out of the
top three its 0."""
from __future__ import annotations

import dataclasses

import pytest

from tests.card_helpers import DENISE, NICOLAS, TEC, WAGNER
from tests.ui_driver import (FAST, Driver, card_table_at, click_card, no_card_marks,
                             record_texts)

from game.card.cards import NO_EFFECT, artist_name
from game.card.config import Config, SeatConfig
from game.card.position import position
from scenes import ui as ui_module
from scenes.scoring import ScoringOverlay


def _only_tec_and_nicolas(config, round: int, board: list):
    """Only TEC and Nicolás in play in round `round` (`board`: the rounds before); Ada's TEC
    ends it."""
    return position(config, hands=[[(TEC, NO_EFFECT)], [(NICOLAS, NO_EFFECT)],
                                   [(TEC, NO_EFFECT)]],
                    displays=[[(TEC, NO_EFFECT)] * 2, [(NICOLAS, NO_EFFECT)] * 2,
                              [(TEC, NO_EFFECT)] * 2],
                    influence=(TEC, NO_EFFECT), round=round, board=board,
                    totals=[5, 4, 3], turn=0)


def _round_two(config):
    """Round 2: Denise (R1: 1) has no card, yet takes the 1 token by the tie order: worth 2.
    Wagner (R1: 3) does not lead: worth 0."""
    return _only_tec_and_nicolas(config, 1, [[1, 3, 2, 0, 0]])


def _scored(ui: Driver, state, round: int):
    """Ada, Bea and Cem (computers) at `state`; Ada plays her card, which ends round `round`:
    the match, the table and the round's scoring overlay."""
    seats = (SeatConfig("Ada"), SeatConfig("Bea", "bot", "random"),
             SeatConfig("Cem", "bot", "random"))
    match, table = card_table_at(ui, Config(seats=seats, first_player=0), state)
    ui.frame(0.05)
    assert table.human_turn() and table.shown.round == round
    click_card(ui, table, table.shown.hand[0])
    for _ in range(200):
        if isinstance(ui.top, ScoringOverlay):
            break
        ui.frame(0.05)
    overlay = ui.top
    assert isinstance(overlay, ScoringOverlay) and overlay.round == round
    return match, table, overlay


@pytest.mark.parametrize("size,language", [((1280, 720), "de"), ((1920, 1080), "en")])
def test_a_leader_with_no_card_shows_its_worth_marked_as_its_note_says(size, language,
                                                                       monkeypatch):
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    match, _table, overlay = _scored(ui, _round_two, 1)
    assert overlay.summary.values[DENISE] == 2 and overlay.summary.no_card == (DENISE,)
    ui.frame(overlay.total_time)
    marks = no_card_marks(monkeypatch)
    drawn = record_texts(monkeypatch)
    ui.frame(0.05)
    columns = [r for a, r, _down in overlay.bar_parts]
    worth_y = overlay.board_rows()[-1]
    worths = {}
    for s, r in drawn:
        if abs(r.centery - (worth_y + ui.ctx.px(10))) <= 2:
            column = next((a for a, c in enumerate(columns) if c.left <= r.centerx <= c.right),
                          None)
            if column is not None:
                worths[column] = str(s)
    assert worths[DENISE] == "2", worths                      # marked, as its note says
    # (the table's market board under the overlay marks the same figure: the overlay's row)
    on_row = [m for m in marks if abs(m.centery - (worth_y + ui.ctx.px(10))) <= 2]
    assert {f for f, r in marks.figures if r.collidelistall(on_row)} == {"2"}
    assert on_row and all(columns[DENISE].left <= m.centerx <= columns[DENISE].right
                          for m in on_row), (on_row, columns[DENISE])
    assert worths[TEC] == str(overlay.summary.values[TEC]) and worths[WAGNER] == "0"
    notes = ui.ctx.text.shown(overlay.notes)
    denise = ui.ctx.text.shown(artist_name(DENISE, match.config.theme))
    rule = ui.ctx.text.shown(overlay.summary.tokens_rule)
    assert rule.startswith(denise) and rule in notes, notes
    # Drawn as nothing scored, not in the green of a worth that scored.
    colours = {}
    real = ui_module.text

    def spy(surface, ctx, s, size, pos, colour=ui_module.INK, *rest, **kw):
        rect = real(surface, ctx, s, size, pos, colour, *rest, **kw)
        if abs(pos[1] - (worth_y + ui.ctx.px(10))) <= 2:
            column = next((a for a, c in enumerate(columns)
                           if c.left - ui.ctx.px(20) <= rect.centerx <= c.right), None)
            colours[column] = colour
        return rect
    monkeypatch.setattr(ui_module, "text", spy)
    ui.frame(0.05)
    assert colours[DENISE] == ui_module.MUTED
    assert colours[TEC] == ui_module.GREEN


def _round_four(config):
    """`_round_two` as the last round: Denise, with no card, takes the 1 token."""
    return _only_tec_and_nicolas(config, 3,
                                 [[1, 3, 2, 0, 0], [0, 3, 2, 1, 0], [0, 3, 2, 1, 0]])


def test_the_last_rounds_scoring_keeps_no_token_for_later_rounds():
    """Round 4's scoring said Lite Metal's token "stays on the board for later rounds", and
    no round follows: its note, and the help of the marked figure, say it was the last."""
    ui = Driver((1280, 720))
    _match, table, overlay = _scored(ui, _round_four, 3)
    assert overlay.summary.no_card == (DENISE,)
    rule = overlay.summary.tokens_rule
    assert rule.startswith("Lite Metal") and "later round" not in rule and "last round" in rule
    ui.frame(overlay.total_time)
    helps = [str(t) for _r, t in table.regions if str(t).startswith("Lite Metal: no card")]
    assert helps and not any("later round" in t for t in helps), helps
    assert all("last round" in t for t in helps)
