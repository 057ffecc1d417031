"""The "Worth now*" row marks a figure the seat's own face-down cards change: a play-tester's
board ranked Christin P above Karl Gitter, a face-up card each... and nothing on the row said
it was her own face-down Christin P (only the column's help did). A small face-down card now
stands beside each such figure, with its help and a footnote; never on the public view the
shared screen shows between turns, and never on another seat's screen for her card."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import config
from tests.test_card_worth_now_face_down import _deal, _table
from tests.ui_driver import through_handovers

from game.card.actions import PlayCard
from game.card.engine import view
from game.card.scoring import changed_by_own_face_down, values_by_face_up
from scenes.card_art import CardArt
from game.card.scoring import values_if_ended_now
from scenes.table.down_mark import MARK_W, draw_down_marks

NOTE = "changed by your face-down cards (only you see them)"


def test_the_engine_names_the_figures_ones_own_face_down_cards_change():
    s = _deal(config(2))
    # Ada's Christin P ties Karl Gitter at 2 and takes third by the tie order: both change.
    assert changed_by_own_face_down(view(s, 0)) == (2, 3)
    # Bea's two Yoko make Yoko first, Lite Metal second.
    assert changed_by_own_face_down(view(s, 1)) == (0, 1)
    assert changed_by_own_face_down(view(s, None)) == ()
    assert values_by_face_up(view(s, 0)) == values_by_face_up(view(s, None)) == (3, 2, 0, 1, 0)
    # A face-down card that changes no figure marks none.
    assert changed_by_own_face_down(view(_deal(config(2), bea_down=False), 1)) == ()


def _marks(ui, table, monkeypatch) -> tuple[int, list[str], list[str]]:
    """One frame drawn: how often the board took the mark's card, the tips of the marked
    figures and the footnote as set."""
    backs: list[int] = []
    real = CardArt.back

    def spy(self, width, artist=None, titled=True):
        if width == ui.ctx.px(MARK_W):
            backs.append(artist)
        return real(self, width, artist, titled)
    monkeypatch.setattr(CardArt, "back", spy)
    texts: list[str] = []
    render = ui.ctx.text.render

    def spy_text(s, *a, **k):
        texts.append(str(s))
        return render(s, *a, **k)
    monkeypatch.setattr(ui.ctx.text, "render", spy_text)
    ui.ctx.surfaces.clear()
    table.built_from.clear()
    ui.frame(0.0)
    assert all(a is None for a in backs)            # a plain back: no artist on it
    tips = [str(t) for _r, t in table.regions if "counts your own face-down" in str(t)]
    return len(backs), tips, [t for t in texts if t == NOTE]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_row_marks_the_figures_ones_own_face_down_card_changes(size, monkeypatch):
    ui, _match, table = _table(size, humans=1)
    assert through_handovers(ui, table, seat=0)
    marks, tips, note = _marks(ui, table, monkeypatch)
    assert marks                                        # the small face-down card drawn
    assert note == [NOTE]
    assert sorted(_artist(t) for t in tips) == ["Christin P", "Karl Gitter"]
    # (Each figure's help then says the tie that decided it: test_card_board_both_marks.py.)
    assert any("a card of Karl Gitter would be worth 1." in t for t in tips), tips
    assert any("a card of Christin P would be worth nothing." in t for t in tips), tips


def test_at_one_screen_the_mark_follows_the_seat_at_the_screen_and_never_the_public_view(
        monkeypatch):
    # Two cards in each hand: Bea's turn is asked (a hand's last card is played unasked).
    ui, match, table = _table((1280, 720), humans=2, deal=lambda cfg: _deal(cfg, held=2))
    assert through_handovers(ui, table, seat=0)
    _n, tips, _note = _marks(ui, table, monkeypatch)
    assert sorted(_artist(t) for t in tips) == ["Christin P", "Karl Gitter"]
    assert match.submit(PlayCard(0, match.state.hands[0][0])) is None
    for _ in range(50):
        ui.frame(0.05)
        if table.shown.hand is None:
            break
    assert table.shown.seat is None
    assert _marks(ui, table, monkeypatch) == (0, [], [])        # between turns: nothing
    assert through_handovers(ui, table, seat=1)
    _n, tips, _note = _marks(ui, table, monkeypatch)
    assert sorted(_artist(t) for t in tips) == ["Lite Metal", "Yoko"]


def _artist(tip: str) -> str:
    return tip.split("a card of ")[1].split(" would")[0]


class _Recording(pygame.Surface):
    """A surface that keeps the rectangle of every blit."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.blits: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = super().blit(source, dest, *args, **kwargs)
        self.blits.append(pygame.Rect(rect))
        return rect


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_footnotes_mark_stays_within_its_line(size):
    # At 1280x720 the card back's least width made the footnote's mark taller than its line,
    # and it covered the asterisk of the footnote above.
    ui, _match, table = _table(size, humans=1)
    assert through_handovers(ui, table, seat=0)
    ui.frame(0.0)
    ctx, px = ui.ctx, ui.ctx.px
    surf = _Recording(ui.screen.get_size())
    row = pygame.Rect(px(20), px(200), px(330), px(20))
    note = pygame.Rect(px(20), px(260), px(330), px(11))
    draw_down_marks(surf, ctx, table.cart, table.shown, values_if_ended_now(table.shown), row,
                    (px(80), px(55)), note, [])
    mark, words = [r for r in surf.blits if r.colliderect(note)]    # drawn in this order
    assert words.left > mark.right
    assert note.top <= mark.top and mark.bottom <= note.bottom, (note, mark)
    assert table.cart.back(px(MARK_W)).get_height() > note.h     # the case that overflowed
