"""The card game's round-scoring window keeps everything apart (play-testers at 1280x720): the
notes stood on the Deal button, the bars' counts sat on their bars (a 0 inside its empty
track), and in Chinese the heading ran into the line under it and a seat's "total" into its
points. Now the counts stand in a row of their own over the tracks, the heading's lines and the
columns go by the text's own height, a seat's points under its total, and the notes end well
above the button: no two words drawn meet, nor a count its bar, at both sizes, with 2 to 5
players, in English, German and Chinese."""
from __future__ import annotations

import dataclasses
import itertools

import pygame
import pytest

from tests.test_card_results_ui import card_round, open_overlay
from tests.test_scoring_notes_fit import longest_notes
from tests.ui_driver import FAST, Driver, record_texts

from game.card.engine import view as card_view
from scenes.scoring import NOTE_WEIGHT
from scenes.scoring_board import BAR_H


def _drawn(ui: Driver, overlay, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every word the overlay draws once it has shown everything, as (text, rect): its own
    texts and the notes' lines (blitted)."""
    ui.click(overlay.rect.center)                           # everything shown
    ui.frame()
    said = record_texts(monkeypatch)
    overlay.draw(ui.ctx.screen)
    monkeypatch.undo()
    ctx = ui.ctx
    _key, size, _lines, box = overlay._fitted
    lines = ctx.text.wrap(overlay.notes, ctx.px(size), box.w, NOTE_WEIGHT)
    step = overlay.note_step(size, lines)
    notes = [(str(line), pygame.Rect((box.x, box.y + k * step),
                                     ctx.text.render(line, ctx.px(size), (0, 0, 0),
                                                     NOTE_WEIGHT).get_size()))
             for k, line in enumerate(lines)]
    return [(str(s), r) for s, r in said if r.w and r.h] + notes


def _apart(ui: Driver, overlay, drawn) -> None:
    px = ui.ctx.px
    for (a, ra), (b, rb) in itertools.combinations(drawn, 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)
    button = overlay.button.rect
    assert overlay.rect.contains(button)
    for text, r in drawn:
        assert overlay.rect.contains(r), (text, r, overlay.rect)
        if overlay.button.visible and not button.contains(r):
            assert not r.colliderect(button.inflate(px(16), px(16))), (text, r, button)
    # Each bar's count over its track, a gap between them, the track clear of every word.
    bar_top, *_rest = overlay.board_rows()
    for artist, up, down in overlay.bar_parts:
        track = pygame.Rect(up.x, bar_top, up.w, px(BAR_H))
        counts = [r for text, r in drawn if r.centerx == track.centerx and r.bottom <= bar_top
                  and text.strip("+").isdigit()]
        assert counts, artist
        for text, r in drawn:
            assert not r.colliderect(track.inflate(px(4), px(8))), (artist, text, r, track)


def _overlay(ui: Driver, players: int, rnd: int, seed: int):
    state = card_round(players, rnd, seed=seed)
    return open_overlay(ui, rnd, state.events, card_view(state, 0))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_nothing_on_the_scoring_window_touches(monkeypatch, size, language, players):
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    overlay = _overlay(ui, players, 1, seed=5)
    _apart(ui, overlay, _drawn(ui, overlay, monkeypatch))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "zh_TW"])
def test_the_longest_notes_keep_clear_of_the_button(monkeypatch, size, language):
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    overlay = longest_notes(ui, only_in_play=False)
    drawn = _drawn(ui, overlay, monkeypatch)
    _apart(ui, overlay, drawn)
    assert overlay.rect.top >= 0 and overlay.rect.bottom <= size[1]
