"""The card game's "Worth now*" row counts the seat's own face-down cards, as a hand card's
help does (`values_if_ending_with`): a play-tester's face-down Christin P made Christin P third
if the round ended then, and the scoring ranked it third, but the board showed Christin P "–"
and Karl Gitter "1". Another seat's face-down cards never count (the view does not have them):
not on the seat's own screen, not on the shared screen between turns. The column's help counts
the same cards in both its sentences ("2 cards in play" beside "3 played so far" read as a
miscount)."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER, config, step
from tests.ui_driver import Driver, card_table_at, frames_until, record_texts, through_handovers

from game.card.actions import PlayCard
from game.card.config import Config, SeatConfig
from game.card.engine import view
from game.card.position import position
from game.card.scoring import values_if_ended_now, values_if_ending_with

P = "none"


def _deal(cfg, bea_down: bool = True, held: int = 1):
    """Round 1 at two players, Ada to play, a Krypto in each hand (`held` of them). Face up:
    Lite Metal 3 (the influence card one of them), Yoko 3, Karl Gitter 2, Christin P 1. Ada
    has a Christin P face down, which makes Christin P third as she knows it; Bea two Yoko,
    which make Yoko first as she knows it."""
    return position(cfg, hands=[[(MARIANA, P)] * held, [(MARIANA, P)] * held],
                    influence=(DENISE, P),
                    displays=[[(DENISE, P)] * 2 + [(WAGNER, P)],
                              [(WAGNER, P)] * 2 + [(NICOLAS, P)] * 2 + [(TEC, P)]],
                    face_down=[[(TEC, P)], [(WAGNER, P)] * 2 if bea_down else []])


ADA = ["3", "2", "1", "–", "–"]        # the "Worth now*" row at Ada's screen
PUBLIC = ["3", "2", "–", "1", "–"]     # between turns: the face-up cards alone
BEA = ["2", "3", "–", "1", "–"]        # at Bea's screen: her two Yoko, not Ada's Christin P


def test_worth_now_counts_the_seats_own_face_down_cards_and_no_others():
    s = _deal(config(2))
    assert view(s, 0).counts == (3, 3, 1, 2, 0)
    # Ada: her Christin P ties Karl Gitter at 2 and takes third by the tie order.
    assert values_if_ended_now(view(s, 0)) == (3, 2, 1, 0, 0)
    # Bea: her two Yoko make it first; Ada's Christin P is not seen (it would take third).
    assert values_if_ended_now(view(s, 1)) == (2, 3, 0, 1, 0)
    # The public view: the face-up cards alone.
    assert values_if_ended_now(view(s, None)) == (3, 2, 0, 1, 0)
    # The hand card's help counts the same cards, and the card itself (a Krypto, out of it).
    krypto = s.hands[0][0]
    assert values_if_ending_with(view(s, 0), krypto) == values_if_ended_now(view(s, 0))


def test_the_round_scores_as_the_seats_worth_now_said():
    """Ada alone holds a face-down card: the round, ended when nobody holds a card, ranks
    Christin P third, as Ada's board said (with the face-up cards alone: Karl Gitter)."""
    s = _deal(config(2), bea_down=False)
    said = values_if_ended_now(view(s, 0))
    assert said == (3, 2, 1, 0, 0)
    s = step(s, PlayCard(0, s.hands[0][0]), PlayCard(1, s.hands[1][0]))
    assert s.results[0].values == said


def _table(size, humans: int, deal=_deal):
    ui = Driver(size)
    bea = SeatConfig("Bea") if humans == 2 else SeatConfig("Bea", "bot", "random")
    seats = (SeatConfig("Ada"), bea)
    cfg = Config(seats=seats, first_player=0)
    match, table = card_table_at(ui, cfg, deal(cfg))
    return ui, match, table


def _worth_row(ui, monkeypatch) -> list[str]:
    """The "Worth now*" row's figures as drawn, left to right."""
    drawn = record_texts(monkeypatch)
    ui.frame(0.0)
    label = next(rect for text, rect in drawn if str(text) == "Worth now*")
    row = sorted(((rect.x, str(text)) for text, rect in drawn
                  if rect.centery == label.centery and rect.x > label.right))
    drawn.clear()
    return [text for _x, text in row]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_board_shows_the_own_face_down_cards_worth(size, monkeypatch):
    ui, _match, table = _table(size, humans=1)
    assert through_handovers(ui, table, seat=0)
    assert _worth_row(ui, monkeypatch) == ADA
    # Its help says what the figures count.
    tips = [str(t) for _r, t in table.regions]
    assert any("face-up cards in play and your own face-down cards" in t for t in tips)
    # Christin P's column counts the same cards in both its sentences.
    column = next(t for t in tips if t.startswith("Christin P: "))
    assert column.startswith("Christin P: 1 card face up in play this round, and 1 of your "
                             "cards face down; 0 award tokens."), column
    assert "2 played so far (1 face up this round, 1 of yours face down), 0 in your hand" \
        in column, column
    karl = next(t for t in tips if t.startswith("Karl Gitter: "))
    assert karl.startswith("Karl Gitter: 2 cards face up in play this round; 0 award tokens.")
    assert "2 played so far, 0 in your hand" in karl, karl


def test_at_one_screen_no_seat_sees_anothers_face_down_card_in_the_figures(monkeypatch):
    """Hot-seat: Ada's board counts her Christin P; the screen down between turns shows the
    public figures; Bea's board counts her Karl Gitter, never Ada's Christin P. (Two cards
    in each hand: Bea's turn is asked; a hand's last card is played unasked.)"""
    ui, match, table = _table((1280, 720), humans=2, deal=lambda cfg: _deal(cfg, held=2))
    assert through_handovers(ui, table, seat=0)
    assert _worth_row(ui, monkeypatch) == ADA
    assert match.submit(PlayCard(0, match.state.hands[0][0])) is None
    frames_until(ui, lambda: table.shown.hand is None, 50)
    assert table.shown.hand is None and table.shown.seat is None
    assert _worth_row(ui, monkeypatch) == PUBLIC
    tips = [str(t) for _r, t in table.regions]
    assert not any("your own face-down cards" in t for t in tips)
    assert not any("of your cards face down" in t for t in tips)
    assert through_handovers(ui, table, seat=1)
    assert _worth_row(ui, monkeypatch) == BEA
    yoko = next(str(t) for _r, t in table.regions if str(t).startswith("Yoko: "))
    assert "and 2 of your cards face down" in yoko, yoko
    christin = next(str(t) for _r, t in table.regions if str(t).startswith("Christin P: "))
    assert "face down" not in christin, christin


def _alone(cfg):
    """Ada's face-down Christin P is the only Christin P in play; Lite Metal and Yoko lead."""
    return position(cfg, hands=[[(TEC, P), (MARIANA, P)], [(MARIANA, P)] * 2],
                    influence=(DENISE, P), displays=[[(DENISE, P)] * 2, [(WAGNER, P)] * 2],
                    face_down=[[(TEC, P)], []])


def test_an_artist_only_of_ones_own_face_down_cards_is_not_marked(monkeypatch):
    """Christin P, only face down in Ada's display, is third by its card, not by the tie order
    of "Always three": its figure has no "†", and her hand card of it says no "no card in
    play"."""
    ui, _match, table = _table((1280, 720), humans=1, deal=_alone)
    assert through_handovers(ui, table, seat=0)
    assert _worth_row(ui, monkeypatch) == ["3", "2", "1", "–", "–"]
    card, rect = next((c, r) for c, r in table.hand_rects() if c.artist == TEC)
    ui.post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    tip = str(table.pointer_tip(True))
    assert "If the round ended now: 1." in tip and "no card in play" not in tip, tip


@pytest.mark.parametrize("code, column, row", [
    ("de", "Christin P: in dieser Runde 1 Karte offen im Spiel und 1 deiner Karten verdeckt",
     "nach den offenen Karten im Spiel und deinen eigenen verdeckten Karten geordnet"),
    ("it", "Christin P: in gioco in questo round a faccia in su 1 carta, più 1 tua carta "
     "coperta", "per le carte scoperte in gioco e le tue carte coperte"),
    ("zh_TW", "本回合場上正面朝上1張卡，另有你背面朝上的1張", "依場上正面朝上的卡與你自己背面朝上的卡排名"),
])
def test_each_language_says_what_the_board_counts(code, column, row):
    """The column's help and the row's say, in each language, that the player's own
    face-down cards count; the column's two sentences count the same cards."""
    from scenes.session.language import words_for
    ui, _match, table = _table((1920, 1080), humans=1)
    assert through_handovers(ui, table, seat=0)
    ui.ctx.text.set_words(words_for(code))
    ui.ctx.surfaces.clear()
    ui.frame(0.0)
    tips = [ui.ctx.text.shown(t) for _r, t in table.regions]
    assert any(column in t for t in tips), [t for t in tips if "Christin" in t]
    assert any(row in t for t in tips)
