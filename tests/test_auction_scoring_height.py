"""The auction game's round scoring is as tall as what it shows. Its panel had grown to 630
design pixels for the card game's scoring (an awards' row, points and running totals), and in
the auction game a quarter of it stood empty under the notes and the seats' lines. Each game now
has its own least height: the card game keeps 630; the auction game's panel ends a button's row
under the lower of its board's column (its notes) and its seats' lines, each seat's line at its
full height, with 3 to 5 seats, in every language, at 1280x720 and 1920x1080."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, Driver

from scenes.scoring import LINE_H, NOTE_GAP, PANEL_H
from scenes.smoke import first_round_end

LANGUAGES = ["en", "it", "de", "zh_TW"]


def _overlay(size, language: str, players: int, seed: int):
    d = Driver(size, settings=dataclasses.replace(FAST, language=language))
    d.ctx.set_language(language)
    rnd, events, seen = first_round_end(seed, players)
    overlay = d.ctx.stack.open("scoring", rnd, events, seen)
    overlay.t = overlay.total_time
    d.frame(0.0)
    return d, overlay


def _notes_bottom(overlay) -> int:
    _key, size, lines, box = overlay._fitted
    return box.y + len(lines) * overlay.note_step(size, lines)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_auction_scoring_fits_what_it_shows(size, players):
    for language in LANGUAGES:
        for seed in (5, 8):
            d, overlay = _overlay(size, language, players, seed)
            px, button = d.ctx.px, overlay.button.rect
            said = (language, players, seed, overlay.rect)
            # Everything shows whole: the notes above the button, the seats' lines in their
            # column at their full height.
            assert _notes_bottom(overlay) <= button.top - px(NOTE_GAP), said
            assert overlay.lines_end <= overlay.lines_area.bottom, said
            assert overlay.line_height() == px(LINE_H), said
            # And no more: the lower of the two columns ends just above the button's row.
            lowest = max(_notes_bottom(overlay), overlay.lines_end)
            assert button.top - lowest <= px(NOTE_GAP + 18), (said, button.top - lowest)
            assert overlay.rect.h < px(PANEL_H["card"]), said
            d.ctx.stack.pop()
