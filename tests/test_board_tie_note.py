"""A tie that decides a place changes a "Worth now" figure, and only the row's help said why
(play-tester: a second Karl Gitter dropped Krypto from 30 to 20 with no word on the board).
The board marks the figures a tie decided and says why under its footnote, from the market
board's own ranking (game/market.py: `ties_decided`)."""
from __future__ import annotations

import random

import pytest

from rules_helpers import KG, KRYPTO, OPEN, dealt_deck
from tests.ui_driver import Driver, auction_table, click_card

from game import Config, SeatConfig
from game.market import ties_decided
from scenes.session.match import Match
from scenes.table import board

SAID = "Tie at 2: Karl Gitter ranks above Krypto (further left on the board)."


def drawn_sentence(drawn: list[str]) -> str:
    """The texts drawn, one after another as a player reads them (wrapped lines rejoined)."""
    return " ".join(drawn)


def axel_match(bots: tuple[str, ...], counts: tuple | None = None) -> Match:
    """Axel, with his Karl Gitter (open) to auction first, and computers named `bots`;
    `counts`: the paintings of each artist already in play this round."""
    seats = (SeatConfig("Axel", "human"),) + tuple(SeatConfig(n, "bot", "random") for n in bots)
    config = Config(seats=seats, first_auctioneer=0)
    match = Match(config, 3, deck=dealt_deck(config, [[(KG, OPEN)]] + [[] for _ in bots]),
                  thinking_seconds=0.0, rng=random.Random(3))
    if counts is not None:
        match._state = match._before = match._state._replace(counts=counts)
    return match


def _watched(ui: Driver, monkeypatch) -> tuple[list, list[str]]:
    """From now on: where each tie mark is drawn, and every text drawn."""
    marks: list = []
    real_mark = board.draw_tie_mark
    monkeypatch.setattr(board, "draw_tie_mark",
                        lambda surf, ctx, at: (marks.append(at), real_mark(surf, ctx, at)))
    drawn: list[str] = []
    ui.ctx.text.watchers.append(lambda text, size, weight: drawn.append(str(text)))
    return marks, drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_second_karl_gitter_marks_the_tied_figures_and_says_why_on_the_board(
        size, monkeypatch):
    ui = Driver(size)
    match = axel_match(("Beatrix", "Clemens", "Doris"), counts=(0, 0, 0, 1, 2))
    marks, drawn = _watched(ui, monkeypatch)
    table = auction_table(ui, match)
    assert "Tie at" not in drawn_sentence(drawn) and not marks     # Krypto leads alone
    click_card(ui, table, next(c for c in match.view(0).hand if c.artist == KG))
    ui.frame(0.05, n=3)
    assert match.view(0).counts[KG] == match.view(0).counts[KRYPTO] == 2
    assert SAID in drawn_sentence(drawn)
    # Two figures marked (Karl Gitter's 30, Krypto's 20) and the words' own mark, on the board.
    r = table.layout.board
    assert len({m for m in marks}) == 3 and all(r.collidepoint(m) for m in marks)
    # The words' help is the row's, the tie said in the scoring overlay's words too.
    at = max(marks, key=lambda m: m[1])
    helps = [str(t) for rect, t in table.regions if rect.collidepoint(at[0] + 20, at[1] + 2)]
    assert helps and "tied at 2: the artist further left" in helps[0]


def test_the_ties_are_the_market_boards_own():
    assert ties_decided((0, 0, 0, 2, 2), (KG, KRYPTO)) == ((2, (KG, KRYPTO)),)
    assert ties_decided((3, 2, 1, 1, 0), (0, 1, 2)) == ((1, (2, 3)),)
    assert ties_decided((4, 3, 2, 1, 1), (0, 1, 2)) == ()       # both out of the top three


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_tied_figure_worth_nothing_bears_no_mark(size, monkeypatch):
    """Christin P and Karl Gitter at 1 behind Lite Metal and Yoko: the tie gives Christin P
    the third token and leaves Karl Gitter out. Only Christin P's figure is marked; a mark
    beside Karl Gitter's "–" read as a contradiction. The words still say why he is out."""
    ui = Driver(size)
    match = axel_match(("Beatrix", "Clemens"), counts=(3, 2, 1, 1, 0))
    marks, drawn = _watched(ui, monkeypatch)
    table = auction_table(ui, match)
    ui.frame(0.0)
    said = "Tie at 1: Christin P ranks above Karl Gitter (further left on the board)."
    assert said in drawn_sentence(drawn)
    r, px = table.layout.board, ui.ctx.px
    col_w = (r.w - px(78)) // 5
    columns = {(m[0] - r.x - px(68)) // col_w for m in set(marks) if m[0] > r.x + px(68)}
    assert columns == {2}, marks                            # Christin P's column alone
