"""The card game's "Worth now" row under "Always three" (option A1 off, the default): an artist
with no card in play that the tie order makes a leading artist is worth something now ("1"),
while an artist with cards shows "–" (a play-tester thought the board broken). Its figure is
marked, a footnote under the board says why, and the figure's and the row's help say it in
words; under "Only artists in play" no such artist leads, and nothing is marked."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import DENISE, MARIANA, TEC, WAGNER
from tests.ui_driver import Driver, card_table_at, no_card_marks

from game.card.config import Config, SeatConfig
from game.card.position import position
from game.card.scoring import values_if_ended_now
from scenes.table.display import WORTH_NOW_TIP

FOOTNOTE = "no card in play, yet takes a token (“Always three”)"     # after its mark


def _table(size, need_a_card: bool, wagners: int = 5):
    """Round 1, Ada to play: `wagners` Wagner cards in Bea's display (five: one more ends the
    round) and the influence card a TEC, no other card in play. By the tie order Wagner leads,
    TEC is second and Denise, with no card, third under "Always three"."""
    ui = Driver(size)
    config = Config(seats=(SeatConfig("Ada"), SeatConfig("Bea", "bot", "random"),
                           SeatConfig("Cem", "bot", "random")),
                    first_player=0, tokens_need_a_card=need_a_card)
    state = position(config, hands=[[(MARIANA, "none")] * 2 + [(DENISE, "none")],
                                    [(WAGNER, "none")] * 2,
                                    [(TEC, "none")] * 2],
                     influence=(TEC, "none"), displays=[[], [(WAGNER, "none")] * wagners, []])
    _match, table = card_table_at(ui, config, state)
    return ui, table


def _drawn(ui, what: str = "size") -> dict:
    """Each text drawn in a frame, with its size in pixels (or its weight: `what="weight"`)."""
    drawn: dict = {}
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.setdefault(
        str(text), weight if what == "weight" else size))
    ui.frame(0.0)
    ui.ctx.text.watchers.pop()
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_an_artist_with_no_card_that_leads_is_marked_and_explained(size, monkeypatch):
    ui, table = _table(size, need_a_card=False)
    ui.frame(0.0)
    v = table.shown
    assert values_if_ended_now(v)[DENISE] == 1 and v.counts[DENISE] == 0
    marks = no_card_marks(monkeypatch)
    drawn = _drawn(ui)
    assert [f for f, _r in marks.figures] == ["1"]                # Denise, no card, worth 1
    assert "3" in drawn and "2" in drawn                        # Wagner and TEC, unmarked
    assert FOOTNOTE in drawn
    board = table.layout.board
    tips = [(r, str(t)) for r, t in table.regions]
    row = [r for r, t in tips if t.startswith(str(WORTH_NOW_TIP))]
    assert row and all(board.contains(r) for r in row)
    assert any("three artists always take a value token (“Always three”)" in t and
               "Its figure is grey, beside a crossed-out card." in t for _r, t in tips)
    # The figure's own help, topmost over its column: why Denise is worth 1.
    cell = next(r for r, t in tips if t.startswith("Lite Metal: no card in play that you "
                                                   "know of, yet it would take a value token"))
    first = next(t for r, t in tips if r.collidepoint(cell.center))
    assert first.startswith("Lite Metal: no card in play") and board.contains(cell)
    # The footnote stays inside the board, under the rows, clear of the first footnote.
    notes = [r for r, t in tips if t.startswith(str(WORTH_NOW_TIP)) and r.h < cell.h]
    assert len(notes) == 2 and not notes[0].colliderect(notes[1])
    assert all(board.contains(r) and r.top >= cell.bottom for r in notes)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("wagners", [0, 1, 4])
def test_the_board_and_a_hand_cards_help_give_the_engines_one_figure(size, wagners,
                                                                    monkeypatch):
    """Far from the round's end the board showed "–" for an artist with no card in play that
    the tie order makes a leading artist, while hovering a hand card of it said "if the round
    ended now, 6" (round 3, only the influence card in play). Both read
    `values_if_ended_now`: the board shows its figure, marked, and the card's help says the
    same figure and why, at every moment of the round."""
    ui, table = _table(size, need_a_card=False, wagners=wagners)
    ui.frame(0.0)
    now = values_if_ended_now(table.shown)[DENISE]
    assert now >= 1 and table.shown.counts[DENISE] == 0
    marks = no_card_marks(monkeypatch)
    drawn = _drawn(ui)
    assert str(now) in [f for f, _r in marks.figures] and FOOTNOTE in drawn
    card, rect = next((c, r) for c, r in table.hand_rects() if c.artist == DENISE)
    ui.post(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    ui.frame(0.0)
    tip = str(table.pointer_tip(True))
    assert f"If the round ended now: {now} (no card in play, yet a value token: " \
           "“Always three”)." in tip, tip


def test_only_artists_in_play_marks_nothing(monkeypatch):
    ui, table = _table((1280, 720), need_a_card=True)
    ui.frame(0.0)
    assert values_if_ended_now(table.shown)[DENISE] == 0
    marks = no_card_marks(monkeypatch)
    drawn = _drawn(ui)
    assert not marks and not marks.figures and FOOTNOTE not in drawn
    assert all(str(t) == str(WORTH_NOW_TIP) for _r, t in table.regions
               if str(t).startswith(str(WORTH_NOW_TIP)))


def test_the_public_view_marks_the_same_figure(monkeypatch):
    """With the screen down (H held) the board reads only public cards: the mark is the same."""
    ui, table = _table((1280, 720), need_a_card=False)
    ui.frame(0.0)
    ui.post(pygame.KEYDOWN, key=pygame.K_h, unicode="h", mod=0, scancode=0)
    marks = no_card_marks(monkeypatch)
    drawn = _drawn(ui)
    assert table.shown.hand is None
    assert [f for f, _r in marks.figures] == ["1"] and FOOTNOTE in drawn


def _word_gap(surface: pygame.Surface) -> int:
    """The widest run of blank pixel columns in `surface` (a rendered word pair's gap)."""
    widest = run = 0
    for x in range(surface.get_width()):
        blank = all(surface.get_at((x, y)).a == 0 for y in range(surface.get_height()))
        run = run + 1 if blank else 0
        widest = max(widest, run)
    return widest


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("code", ["en", "de", "it"])
def test_the_footnote_keeps_the_option_names_words_apart(size, code):
    """The German footnote read "(„Immerdrei“)" at 1280x720: drawn at 10 px in Lato Italic,
    whose 2-px word space the leaning r closed. The option's name, drawn as the footnote draws
    it, shows a gap between its words wider than between its letters."""
    from scenes.assets import font
    from scenes.session.language import words_for
    from game.card.config import TOKENS_WORDS
    ui, table = _table(size, need_a_card=False)
    ui.ctx.text.set_words(words_for(code))
    ui.ctx.surfaces.clear()
    drawn = _drawn(ui)
    name = ui.ctx.text.shown(TOKENS_WORDS[False][0])
    note = next(t for t in drawn if name in t)
    pixels, weight = drawn[note], _drawn(ui, "weight")[note]
    first, second = name.split(" ", 1)
    face = font(pixels, weight)
    gap = _word_gap(face.render(f"{first[-1]} {second[0]}", True, (0, 0, 0)))
    letters = max(_word_gap(face.render(w, True, (0, 0, 0))) for w in (first, second))
    assert gap >= 2 and gap > letters, (code, size, note, pixels, weight, gap, letters)

