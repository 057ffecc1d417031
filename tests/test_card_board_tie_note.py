"""The card game's market board says when a tie decided a "Worth now*" figure, as the auction
board does (test_board_tie_note.py): two artists with as many face-up cards take their value
tokens by the tie order, a figure jumped from 3 to 2, and only the round's scoring screen said
why. The board marks the figures a tie decided (a claret "=") and says why under its
footnotes, from the card engine's own ranking (`scoring.ties_if_ended_now`), whole inside the
board at both window sizes, 2 to 5 players, in every language."""
from __future__ import annotations

import pygame
import pytest

from tests.card_helpers import DENISE, MARIANA, NICOLAS, TEC, WAGNER
from tests.ui_driver import Driver, card_table_at

from game.card.config import Config, SeatConfig
from game.card.engine import view
from game.card.position import position
from game.card.scoring import leading_artists, ties_if_ended_now
from scenes import ui as ui_module
from scenes.card_art import CardArt
from scenes.table import board as board_module, card_tie, display
from scenes.table.board import note_weight
from scenes.table.card_layout import card_table_layout

SAID = "Tie at 3: Yoko ranks above Christin P (further left on the board)."
#: The row's help, in the words of the round's scoring screen (the card game's).
HELP = ("Yoko and Christin P tied at 3: the artist further left on the board, the one with "
        "fewer cards in the box, ranks higher.")


def _config(players: int = 3, need_a_card: bool = False) -> Config:
    names = ("Ada", "Bea", "Cem", "Dan", "Eva")[:players]
    return Config(seats=(SeatConfig(names[0]),) + tuple(SeatConfig(n, "bot", "random")
                                                        for n in names[1:]),
                  first_player=0, tokens_need_a_card=need_a_card)


def _marks(monkeypatch) -> list:
    """Where each tie mark is drawn (its top left), beside a figure or before the words."""
    marks: list = []
    real = board_module.draw_tie_mark

    def mark(surf, ctx, at):
        marks.append(tuple(at))
        return real(surf, ctx, at)
    monkeypatch.setattr(board_module, "draw_tie_mark", mark)
    monkeypatch.setattr(card_tie, "draw_tie_mark", mark)
    return marks


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_card_that_ties_two_artists_marks_their_figures_and_says_why(size, monkeypatch):
    """Ada plays a Christin P: three face up, as many as Yoko, and Christin P's figure drops
    from 3 to 2 by the tie order. The board marks both figures and says why under its
    footnotes, inside the board; the words' help and the row's are the scoring screen's."""
    ui = Driver(size)
    config = _config()
    state = position(config, hands=[[(TEC, "none"), (MARIANA, "none"), (MARIANA, "none")],
                                    [], []],
                     influence=(DENISE, "none"),
                     displays=[[], [(WAGNER, "none")] * 3, [(TEC, "none")] * 2])
    match, table = card_table_at(ui, config, state)
    marks = _marks(monkeypatch)
    drawn: list[str] = []
    ui.ctx.text.watchers.append(lambda text, _size, _weight: drawn.append(str(text)))
    ui.frame(0.0)
    assert table.human_turn() and not marks and not any("Tie at" in t for t in drawn)
    card, rect = next((c, r) for c, r in table.hand_rects() if c.artist == TEC)
    ui.click((rect.x + ui.ctx.px(4), rect.centery))
    ui.frame(0.05, n=3)
    assert table.human_turn() and card in match.state.displays[0]
    v = table.shown
    assert v.counts[WAGNER] == v.counts[TEC] == 3
    drawn.clear()
    marks.clear()
    ui.frame(0.0)
    assert " ".join(drawn).count(SAID) == 1, drawn
    # Two figures marked (Yoko's 3, Christin P's 2) and the words' own mark, on the board.
    board = table.layout.board
    assert len(set(marks)) == 3 and all(board.collidepoint(m) for m in marks)
    words = max(marks, key=lambda m: m[1])
    figures = sorted(m for m in marks if m != words)
    assert figures[0][1] == figures[1][1] < words[1]
    tips = [(r, str(t)) for r, t in table.regions]
    row = next(r for r, t in tips if t.startswith("Estimate: what one card") and r.w == board.w)
    assert all(row.collidepoint(m) for m in figures)
    # The help over the words, and the row's, say the tie as the scoring screen does.
    under = next(t for r, t in tips if r.collidepoint(words[0] + ui.ctx.px(20), words[1] + 2))
    assert under.startswith("Estimate: what one card") and under.endswith(HELP)
    assert next(t for r, t in tips if r.collidepoint(row.x + 2, row.centery)).endswith(HELP)
    # Each tied artist's column says it too, as the auction board's does.
    for name in ("Yoko", "Christin P"):
        column = next(t for r, t in tips if t.startswith(f"{name}: 3 cards face up"))
        assert f"ranks higher.\n{name} has" in column and HELP in column, column
    assert not any(HELP in t for r, t in tips if t.startswith("Lite Metal: "))


def test_the_ties_are_the_card_engines_own():
    """The engine's tie order ranks the tied artists (the lower number first); a tie of
    artists that all miss the top three decides nothing, and under "Only artists in play" a
    tie at 0 places nobody."""
    config = _config()
    v = view(position(config, hands=[[(MARIANA, "none")], [], []], influence=(DENISE, "none"),
                      displays=[[], [(WAGNER, "none")] * 3, [(TEC, "none")] * 3]), 0)
    assert ties_if_ended_now(v) == ((3, (WAGNER, TEC)),)
    assert leading_artists(v.counts, False)[:2] == (WAGNER, TEC)
    v = view(position(config, hands=[[(MARIANA, "none")], [], []], influence=(WAGNER, "none"),
                      displays=[[(TEC, "none")] * 3, [(WAGNER, "none")] * 3,
                                [(DENISE, "none")] * 2 + [(NICOLAS, "none"), (MARIANA, "none")]]),
             0)
    assert ties_if_ended_now(v) == ()             # Nicolás and Mariana at 1, fourth and fifth
    v = view(position(_config(need_a_card=True), hands=[[(MARIANA, "none")], [], []],
                      influence=(DENISE, "none"), displays=[[], [(WAGNER, "none")] * 2, []]), 0)
    assert ties_if_ended_now(v) == ()
    # Its own face-down card counts on its own screen: a tie only it sees.
    v = view(position(config, hands=[[(MARIANA, "none")], [], []], influence=(DENISE, "none"),
                      displays=[[], [(WAGNER, "none")] * 2, [(TEC, "none")]],
                      face_down=[[(TEC, "none")], [], []]), 0)
    assert ties_if_ended_now(v) == ((2, (WAGNER, TEC)),)
    assert view(position(config, hands=[[(MARIANA, "none")], [], []],
                         influence=(DENISE, "none"),
                         displays=[[], [(WAGNER, "none")] * 2, [(TEC, "none")]],
                         face_down=[[(TEC, "none")], [], []]), None).hand is None


def _position(players: int, scene: str):
    """Round 1 at Ada's turn, with a tie among the leading artists: `plain` (Yoko and
    Christin P at 2), `three` (four artists at 1), `two` (two ties), `no_card` (under "Always
    three" Lite Metal, with no card, takes a token: its mark takes the second footnote line),
    `down` (Ada's own face-down Karl Gitters tie it and change its figure: their mark)."""
    displays = [[] for _ in range(players)]
    down = [[] for _ in range(players)]
    displays[1] = [(WAGNER, "none")] * (1 if scene == "three" else 2)
    displays[-1] = displays[-1] + {
        "plain": [(TEC, "none"), (DENISE, "none")],
        "three": [(DENISE, "none"), (NICOLAS, "none")],
        "two": [(TEC, "none"), (DENISE, "none")],
        "no_card": [(TEC, "none")],
        "down": [(TEC, "none"), (DENISE, "none"), (MARIANA, "none")]}[scene]
    down[0] = {"two": [(MARIANA, "none")], "down": [(NICOLAS, "none")] * 2}.get(scene, [])
    hands = [[(MARIANA, "none")] * 2] + [[(NICOLAS, "none")]] * (players - 1)
    config = _config(players)
    return position(config, hands=hands, influence=(TEC, "none"), displays=displays,
                    face_down=down)


def _words_bottom(ctx, said: str, rect: pygame.Rect) -> int:
    """Where the tie's words drawn in `rect` end, their last line as tall as it is drawn."""
    px = ctx.px(ui_module.READ_LEAST)
    lines = ctx.text.wrap(said, px, rect.w - ctx.px(board_module.TIE_INDENT), note_weight(ctx))
    last = ctx.text.size(lines[-1], px, note_weight(ctx))[1]
    return rect.y + (len(lines) - 1) * int(px * 1.25) + last


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_the_words_on_a_tie_stand_whole_inside_the_board_under_the_other_footnotes(
        size, language, monkeypatch):
    """2 to 5 players, one tie or several, the second footnote line free or taken: the words
    stand inside the board under every other footnote, over none of them. One tie is named
    where the second line is free; else the mark's legend stands, under the second line or
    (the no-card mark's line kept and no room under it, in Chinese) right of the first
    footnote's words on its line."""
    ui = Driver(size)
    ui.ctx.set_language(language)
    cart = CardArt(ui.ctx.art)
    for players in (2, 3, 4, 5):
        board = card_table_layout(size, players, 0).board
        for scene in ("plain", "three", "two", "no_card", "down"):
            v = view(_position(players, scene), 0)
            texts: list[pygame.Rect] = []
            notes: list[tuple[str, pygame.Rect]] = []
            real_text, real_note = ui_module.text, card_tie.draw_tie_note

            def text(surface, ctx, s, size_, pos, colour=ui_module.INK, weight="regular",
                     anchor="topleft"):
                # Each text as tall as its words are drawn (as the board measures its lines).
                drawn = real_text(surface, ctx, s, size_, pos, colour, weight, anchor)
                texts.append(pygame.Rect(drawn.x, drawn.y, drawn.w,
                                         ctx.text.size(s, ctx.px(size_), weight)[1]))
                return drawn

            def note(surf, ctx, said, rect):
                notes.append((said, real_note(surf, ctx, said, rect)))
                return notes[-1][1]
            with monkeypatch.context() as m:
                m.setattr(ui_module, "text", text)
                m.setattr(card_tie, "draw_tie_note", note)
                display.draw_card_board(pygame.Surface(size), ui.ctx, cart, v, board, [], True)
            where = (players, scene)
            # Always said on the board: in Chinese, with the no-card mark's line kept, no
            # words stood under it (a Chinese line is taller than its pitch).
            assert notes, where
            said, rect = notes[0]
            # One tie, the second line free: named ("Tie at 2: Yoko ranks above ...").
            assert scene != "plain" or said is not card_tie.TIE_LEGEND, where
            assert rect.x >= board.x and rect.right <= board.right - ui.ctx.px(2), where
            bottom = _words_bottom(ui.ctx, said, rect)
            assert bottom <= board.bottom - ui.ctx.px(4), (where, bottom, board)
            # Under every text the board drew above it (the footnotes, the rows), or right of
            # the first footnote's words on its line, over none of them.
            above = [t for t in texts if t.bottom <= bottom and t.right > rect.x]
            assert all(t.bottom <= rect.y + 1 for t in above), (
                where, rect, [t for t in above if rect.y + 1 < t.bottom])
            assert not any(t.colliderect(rect) for t in texts), where
            if scene == "no_card" and language == "zh_TW":
                first = min((t for t in texts if t.y > board.y + board.h // 2
                             and t.y >= rect.y - ui.ctx.px(3)), key=lambda t: t.y)
                assert first.right < rect.x and abs(first.y - rect.y) <= ui.ctx.px(3), where


def test_a_tied_figure_worth_nothing_bears_no_mark(monkeypatch):
    """Four artists at 1 (Yoko, Lite Metal, Karl Gitter and Christin P, the influence card's):
    the tie order gives three of them a token and leaves the last out. Only the three figures
    worth something are marked; a mark beside the fourth's "–" read as a contradiction."""
    ui = Driver((1280, 720))
    cart = CardArt(ui.ctx.art)
    v = view(_position(3, "three"), 0)
    ties = ties_if_ended_now(v)
    assert len(ties) == 1 and len(ties[0][1]) == 4
    marks = _marks(monkeypatch)
    board = card_table_layout((1280, 720), 3, 0).board
    display.draw_card_board(pygame.Surface((1280, 720)), ui.ctx, cart, v, board, [], True)
    row_y = min(m[1] for m in marks)
    assert len([m for m in marks if m[1] == row_y]) == 3, marks
