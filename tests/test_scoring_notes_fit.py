"""The card game's scoring note is never cut: "Round 2 is scored" at 1920×1080 ended its note
mid-sentence ("…Three value tokens every round, as printed,") just above the Deal button. The
notes (the seat's own why it could add nothing, ties, artists that did not lead, the tokens'
option) now show whole in every language at both sizes: the overlay grows, or the text steps
down a size, never past the button nor out of the window."""
from __future__ import annotations

import dataclasses
from dataclasses import replace

import pygame
import pytest

from tests.test_card_results_ui import card_round, open_overlay
from tests.ui_driver import FAST, Driver

from game.card.engine import view as card_view
from game.card.scoring import why_nothing_to_add
from scenes.round_summary import _tokens_rule
from scenes.paint import READ_LEAST
from scenes.scoring import LEGEND_H, NOTE_LEADING, NOTE_SIZES, NOTE_WEIGHT, PANEL_H


def longest_notes(ui: Driver, only_in_play: bool):
    """Round 2 of a 5-player card game made to say all it can: the player's own why (no card
    of three leading artists in hand), two ties, two artists holding tokens that did not
    lead, and (two artists in play) the value tokens' option."""
    state = card_round(5, 1, seed=5)
    config = dataclasses.replace(state.config, tokens_need_a_card=only_in_play)
    overlay = open_overlay(ui, 1, state.events, card_view(state, 0))
    sm = overlay.summary
    counts = (2, 2, 0, 0, 0)
    board = ((0, 0, 0, 3, 2), (3, 2, 1, 0, 0)) + sm.board[2:]
    tokens = ((0, 3), (1, 2), (2, 1))
    overlay.summary = replace(sm, counts=counts, tokens=tokens, board=board,
                              awards=(0, 0, 0, 1, 2),
                              tokens_rule=_tokens_rule(config, counts, tokens, sm.artist))
    shown = [next(c for c in state.removed if c.artist == a) for a in (0, 1, 2)]
    overlay.note = why_nothing_to_add((0, 1, 2), shown, [], config.theme)
    sm = overlay.summary
    assert overlay.note and sm.ties and sm.unranked and sm.tokens_rule
    return overlay


def drawn_notes(ui: Driver, overlay) -> list[tuple[str, tuple[int, int], int]]:
    """The notes' lines as drawn once everything shows: (text, where, its height)."""
    drawn = []
    render = ui.ctx.text.render
    italic: dict[int, str] = {}         # (the notes' lines, upright now)
    ui.click(overlay.rect.center)                           # everything shown
    ui.frame()
    _key, size, lines, _box = overlay._fitted

    def spy_render(text, px, colour=(0, 0, 0), weight="regular"):
        surf = render(text, px, colour, weight)
        if weight == NOTE_WEIGHT and px == ui.ctx.px(size) and text in lines:
            italic[id(surf)] = text
        return surf
    ui.ctx.text.render = spy_render

    class Spy(pygame.Surface):
        """A surface like the window's that notes where each notes line lands."""

        def blit(self, surf, pos, *a, **k):
            if id(surf) in italic:
                drawn.append((italic[id(surf)], tuple(pos), surf.get_height()))
            return super().blit(surf, pos, *a, **k)
    overlay.draw(Spy(ui.ctx.screen.get_size()))
    return drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
@pytest.mark.parametrize("only_in_play", [False, True])
def test_the_longest_scoring_notes_show_whole_above_the_button(size, language, only_in_play):
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    overlay = longest_notes(ui, only_in_play)
    drawn = drawn_notes(ui, overlay)
    full = ui.ctx.text.shown(overlay.notes)
    assert "".join(t for t, _p, _h in drawn).replace(" ", "") == \
        full.replace(" ", "").replace("\n", "")
    # Upright, never under the least a player reads, each note from a line of its own.
    assert NOTE_WEIGHT == "regular" and overlay._fitted[1] >= READ_LEAST
    starts = [t for t, _p, _h in drawn]
    for note in full.split("\n"):
        assert any(note.replace(" ", "").startswith(t.replace(" ", "")) for t in starts), note
    w, h = size
    assert overlay.rect.top >= 0 and overlay.rect.bottom <= h
    for _text, (x, y), height in drawn:
        assert overlay.rect.left < x and y + height <= overlay.button.rect.top
        assert y > overlay.rect.top + ui.ctx.px(92)             # under the board's worths
    # The board's column, the seats' lines and the notes do not meet: five seats' lines reach
    # below the notes' top, so the notes keep to the board's column.
    assert all(x + ui.ctx.text.size(t, ui.ctx.px(NOTE_SIZES[-1]), NOTE_WEIGHT)[0]
               <= overlay.lines_area.x for t, (x, _y), _h in drawn) or overlay.lines_end <= \
        drawn[0][1][1]


def test_short_notes_leave_the_overlay_as_designed():
    ui = Driver()
    state = card_round(4, 1, seed=5)
    overlay = open_overlay(ui, 1, state.events, card_view(state, 0))
    # A round with a card added at scoring has one more line under the bars (why they leave
    # it out): the panel grows by that line at most, the notes keep their largest size.
    grown = ui.ctx.px(LEGEND_H) if any(overlay.summary.added) else 0
    designed = ui.ctx.px(PANEL_H["card"])
    assert designed <= overlay.rect.h <= designed + grown and overlay._fitted[1] == NOTE_SIZES[0]
    assert NOTE_LEADING > 1
