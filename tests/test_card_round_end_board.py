"""While the card game's round-end panel says "Round 1 ends: … reaches the limit", the market
board and the displays already show the move that ended it: the artist's Played count on the
limit's red stamp ("6 · end"), the face-down cards turned up counted. They showed the view
before the move ("5/6" in red) until the panel had gone (seen in the card demo). The
everyone-plays reveal and a card added at scoring show the view before them with their own
cards landed in the displays (tests/test_card_moments_beside_rows.py), nothing more of the view
after."""
from __future__ import annotations

import pygame
import pytest

from tests.ui_driver import (ARM_SECONDS, Driver, card_table_at, click_card, record_texts,
                             through_handovers)

from game.card.config import Config, SeatConfig
from game.card.cards import artist_name
from game.card.state import PLAY
from scenes.session.settings import Settings
from scenes.table.card_moments import beat_view

from card_helpers import TEC, WAGNER, round_end_position

SHOWN = Settings(animation_speed="normal", computer_pace="instant")


def _start(humans: int, size):
    ui = Driver(size, settings=SHOWN)
    seats = tuple(SeatConfig(n) if i < humans else SeatConfig(n, "bot", "random")
                  for i, n in enumerate(("Ada", "Bea", "Cem")))
    config = Config(seats=seats, first_player=0)
    match, table = card_table_at(ui, config, round_end_position)
    ui.frame(0.0)
    return ui, match, table


def ends_the_round(ui, table, card) -> None:
    """Play `card`, which ends the round, and wait for the round's end panel."""
    click_card(ui, table, card)
    for _ in range(20):
        if table.beat is not None and table.beat.kind == "ended":
            break
        ui.frame(0.05)
    assert table.beat is not None and table.beat.kind == "ended"


def _column_help(table, artist: int) -> str:
    name = artist_name(artist, table.shown.config.theme)
    return next(text for _r, text in table.regions if text.startswith(name + ":"))


@pytest.mark.parametrize("humans,size", [(1, (1280, 720)), (2, (1920, 1080))])
def test_at_the_round_s_end_the_board_shows_the_cards_that_ended_it(monkeypatch, humans, size):
    """Ada's TEC (a sixth face-up card) ends the round, by a click: while the round's end
    plays, TEC's Played count stands on the limit's stamp, and Bea's Wagner turned up counts;
    alone at the screen (her own view) and at one screen with two (the public view)."""
    ui, match, table = _start(humans, size)
    assert through_handovers(ui, table, seat=0)
    tec = next(c for c in table.shown.hand if c.artist == TEC)
    ends_the_round(ui, table, tec)
    drawn = record_texts(monkeypatch)
    ui.frame(0.05)
    assert table.beat is not None and table.beat.kind == "ended"    # still on the panel
    board = table.layout.board
    stamps = [rect for text, rect in drawn if text == "6 · end"]
    assert stamps and board.contains(stamps[0]), [t for t, _r in drawn]
    assert not [t for t, r in drawn if t == "5/6" and board.colliderect(r)]
    assert "reached the 6 that end the round" in _column_help(table, TEC)
    assert "1 card face up in play" in _column_help(table, WAGNER)
    # The view before the move is still the table's own until the panel has gone; the
    # board's is the seat's own view after it, or the public one, never another seat's.
    assert table.shown.phase != match.phase
    seen = beat_view(table.beat, table.shown, table.pending)
    assert seen.seat == table.shown.seat and seen.phase == match.phase


def test_the_reveal_and_a_card_added_show_the_view_before_with_their_cards_landed():
    """The view after only for a round's end: the reveal's cards and a card added at scoring
    lie in their displays from the beat's first frame, on the view before the move (out of
    their hands, counted face up; a card added among its seat's added artists, which never
    rank); a reveal met outside its own phase and no beat leave the view as it is."""
    from game.card.engine import view
    from scenes.table.card_moments import Beat
    config = Config(seats=tuple(SeatConfig(n) for n in ("Ada", "Bea", "Cem")), first_player=0)
    before = view(round_end_position(config), 1)
    after, public = object(), object()
    card = before.hand[0]
    added = beat_view(Beat("added", 1.0, ("Ada", "Bea", "Cem"), cards=(None, card, None),
                           seat=1), before, (after, public, False, []))
    assert added.displays[1] == before.displays[1] + (card,)
    assert added.hand_sizes[1] == before.hand_sizes[1] - 1 and card not in added.hand
    assert added.counts[card.artist] == before.counts[card.artist] + 1
    assert card.artist in added.added[1] and added.displays[0] == before.displays[0]
    assert before.phase == PLAY
    reveal = Beat("reveal", 1.0, ("Ada", "Bea", "Cem"), cards=(card, None, None))
    assert beat_view(reveal, before, (after, public, False, [])) is before
    assert beat_view(None, before, None) is before


@pytest.mark.parametrize("humans,size", [(1, (1280, 720)), (2, (1920, 1080))])
def test_during_the_round_s_end_the_hand_and_the_log_show_the_move_that_ended_it(humans, size):
    """While the round's end showed on its panel, the board showed the card that ended it
    but the hand still held it, and the log told the move only once the panel had gone. Now,
    from the panel's first frame, the card is out of the hand and the log tells the move and
    the round's end in the panel's words (what follows, a seat adding nothing, after the
    panel); nothing is told twice."""
    ui, match, table = _start(humans, size)
    assert through_handovers(ui, table, seat=0)
    tec = next(c for c in table.shown.hand if c.artist == TEC)
    told = len(table.log.lines)
    ends_the_round(ui, table, tec)
    ui.frame(0.05)
    assert table.beat is not None and table.beat.kind == "ended"    # still on the panel
    new = [text for _style, text in table.log.lines[told:]]
    assert f"Ada plays {artist_name(TEC, match.config.theme)}." in new, new
    assert any(t.startswith("Round 1 ends") for t in new), new
    assert all(line in new for line in table.beat.lines)    # the panel's words, the log's too
    assert new[-1] == table.beat.lines[-1]      # and nothing after them ("Ada adds no cards.")
    shown = {c.id for c, _r in table.hand_rects()}
    assert tec.id not in shown
    if humans == 1:
        assert len(shown) == 1 and tec in table.shown.hand      # the view before the move
    ended = table.beat
    for _ in range(200):
        if table.beat is not ended:
            break
        if ui.top is not table:     # at a shared screen it stands until a press
            ui.frame(ARM_SECONDS + 0.05)
            ui.key(pygame.K_RETURN)
        ui.frame(0.05)
    ui.frame(0.05, n=3)
    texts = [text for _style, text in table.log.lines]
    assert table.beat is not ended and all(texts.count(line) == 1 for line in new), texts
    if humans == 1:         # what follows the round's end is told once its panel has gone
        assert "Ada adds no cards." in texts[told + len(new):], texts


def test_a_reveal_that_ends_the_round_tells_the_round_s_end_with_its_panel_not_before():
    """Everyone plays, and the cards revealed together end the round: while the reveal plays
    the log has not told the round's end yet; once the round's end shows on its panel, it has,
    and Ada's chosen card is out of her hand."""
    from game.card.cards import EVERYONE_PLAYS, NO_EFFECT
    from game.card.position import position
    from card_helpers import DENISE, MARIANA
    ui, match, table = _start(1, (1280, 720))
    match._state = match._before = position(
        match.config, hands=[[(TEC, EVERYONE_PLAYS), (TEC, NO_EFFECT), (MARIANA, NO_EFFECT)],
                             [(DENISE, NO_EFFECT), (MARIANA, NO_EFFECT)],
                             [(MARIANA, NO_EFFECT)] * 2],
        displays=[[(TEC, NO_EFFECT)] * 3, [], []], influence=(TEC, NO_EFFECT),
        first_player=0, turn=0)
    table = ui.ctx.stack.make("card_table", match)
    ui.ctx.stack.reset(table)
    ui.frame(0.0)
    assert through_handovers(ui, table, seat=0)
    click_card(ui, table, next(c for c in table.shown.hand if c.effect == EVERYONE_PLAYS))
    ui.frame(0.05, n=3)
    assert through_handovers(ui, table, seat=0)
    chosen = next(c for c in table.shown.hand if c.artist == TEC)
    click_card(ui, table, chosen)
    kinds = []
    for _ in range(200):
        ui.frame(0.05)
        kind = None if table.beat is None else table.beat.kind
        texts = [text for _style, text in table.log.lines]
        ended = any(t.startswith("Round 1 ends") for t in texts)
        kinds.append((kind, ended))
        if kind == "ended":
            assert chosen.id not in {c.id for c, _r in table.hand_rects()}
            break
    assert ("reveal", False) in kinds and ("reveal", True) not in kinds, kinds
    assert kinds[-1] == ("ended", True), kinds
