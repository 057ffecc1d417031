"""The card game's scoring overlay says why a bar leaves out the cards added at scoring. A
player who added a Seurat at scoring saw "Seurat 2" on the bar though 3 Seurat cards scored:
right by the rules (CARD_GAME.md §6: the ranking is decided before the adding step; cards
added then earn points but do not change it), but the screen did not say so. Now a line under
the bars' legend says it, only in a round where some card was added (the round's result says
which: its counts less those it ranked by), whole in every language at both sizes."""
from __future__ import annotations

import dataclasses

import pytest

from tests.card_helpers import first_scored_match, random_playout
from tests.ui_driver import FAST, Driver

from game.card.engine import view
from scenes.round_summary import past_scorings
from scenes.round_summary import BARS_ADDED, BARS_TURNED
from scenes.scoring import BAR_H, LEGEND_H, ScoringOverlay

WORDS = "Cards added at scoring earn points but do not count for the ranking."


def _added(result) -> tuple[int, ...]:
    return tuple(c - r for c, r in zip(result.counts, result.ranked))


def _first_scoring(added: bool, turned: bool | None = None):
    """A random 3-player game's first round scored with a card added at it (`added`) or none,
    (with face-down cards turned up at it, `turned`, or either): its events and the state."""
    for seed in range(1, 400):
        states, _actions = random_playout(3, seed, stop=lambda s: bool(s.results))
        after = states[-1]
        if not after.results:
            continue
        result = after.results[0]
        if bool(sum(_added(result))) != added:
            continue
        if turned is not None and bool(sum(result.turned_up)) != turned:
            continue
        return after.events, after
    raise AssertionError("no such first round")


def _drawn(size, events, after, language="en", review=False):
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    ui.words = []
    ui.ctx.text.watchers.append(lambda text, _size, _weight: ui.words.append(str(text)))
    overlay = ScoringOverlay(ui.ctx, 0, events, after, review=review)
    ui.ctx.stack.push(overlay)
    ui.frame(overlay.total_time + 1.0)
    return ui, overlay


def test_the_line_shows_when_a_card_was_added_at_scoring():
    events, after = _first_scoring(added=True)
    result = after.results[0]
    ui, overlay = _drawn((1280, 720), events, view(after, 0))
    assert overlay.summary.added == _added(result) and any(overlay.summary.added)
    assert overlay.summary.counts == result.ranked      # the bars leave the added cards out
    assert overlay.added_line is not None and WORDS in ui.words
    # Alone (no striped part's legend above it), it starts at the column's edge, not
    # indented past a swatch that is not there; under the legend, in line with its words.
    indent = ui.ctx.px(18) + ui.ctx.px(6) if any(overlay.summary.turned) else 0
    assert overlay.added_line.x == overlay.board_area.x + ui.ctx.px(4) + indent


def test_no_line_when_no_card_was_added():
    events, after = _first_scoring(added=False)
    ui, overlay = _drawn((1280, 720), events, view(after, 0))
    assert not any(overlay.summary.added)
    assert overlay.added_line is None and WORDS not in ui.words


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "de", "it", "zh_TW"])
def test_the_line_fits_under_the_legend_in_every_language(size, language):
    """With the striped part's legend too (the longest case): the line stays in the board's
    column, under the legend and above the market board's rows, and the worths, the notes and
    the button keep their places inside the panel."""
    events, after = _first_scoring(added=True, turned=True)
    ui, overlay = _drawn(size, events, view(after, 0), language)
    px = ui.ctx.px
    line, area = overlay.added_line, overlay.board_area
    bar_top, grid_top, _row_h, _awards, worths = overlay.board_rows()
    legend_y = bar_top + px(BAR_H) + px(68)
    assert line is not None
    assert area.x <= line.x and line.right <= area.right, (line, area)
    assert line.top >= legend_y + px(LEGEND_H) - px(4), (line, legend_y)
    assert line.bottom <= grid_top, (line, grid_top)
    assert worths + px(20) <= overlay.button.rect.top
    assert overlay.rect.contains(overlay.button.rect)
    assert ui.screen.get_rect().contains(overlay.rect)
    _key, size_, lines, box = overlay._fitted
    assert box.h >= len(lines) * int(px(size_) * 1.3)


def test_the_game_overs_look_back_at_a_round_shows_the_line_too():
    match = first_scored_match(lambda result: sum(_added(result)), 80)
    events, seen = past_scorings(match.game_record(), 0)[0]
    ui, overlay = _drawn((1280, 720), events, seen, review=True)
    assert overlay.summary.added == _added(match.state.results[0])
    assert overlay.added_line is not None and WORDS in ui.words
    # Alone (no striped part's legend above it), it starts at the column's edge, not
    # indented past a swatch that is not there; under the legend, in line with its words.
    indent = ui.ctx.px(18) + ui.ctx.px(6) if any(overlay.summary.turned) else 0
    assert overlay.added_line.x == overlay.board_area.x + ui.ctx.px(4) + indent


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "it", "en", "zh_TW"])
def test_the_bars_legends_wrap_inside_the_board_s_column(monkeypatch, size, language):
    """Both legends, every line in the board's column, clear of the seats' column beside it:
    on one line the German striped part's legend ran into "Punkte dieser Runde" ("… nicht für
    das Ende der Runde"), at 1920×1080 as at 1280×720."""
    from tests.ui_driver import record_texts
    drawn = record_texts(monkeypatch)
    events, after = _first_scoring(added=True, turned=True)
    ui, overlay = _drawn(size, events, view(after, 0), language)
    legends = [str(ui.ctx.text.shown(w)) for w in (BARS_TURNED, BARS_ADDED)]
    texts = [(str(ui.ctx.text.shown(t)), r) for t, r in drawn]
    said = {legend: _spelled(legend, texts) for legend in legends}
    for legend, rects in said.items():
        assert rects, (legend, [t for t, _r in texts])
        for rect in rects:
            assert rect.right <= overlay.board_area.right, (legend, rect, overlay.board_area)
            assert rect.right < overlay.lines_area.x, (legend, rect, overlay.lines_area)
    # Each line under the one before, the rows of the market board under them all.
    tops = [r.top for rects in said.values() for r in rects]
    assert tops == sorted(tops) and len(set(tops)) == len(tops), tops
    assert max(r.bottom for rects in said.values() for r in rects) <= overlay.board_rows()[1]


def _spelled(whole: str, texts) -> list:
    """The rects of the lines drawn one after another that spell `whole`."""
    for start, (first, _rect) in enumerate(texts):
        if not first or not whole.startswith(first):
            continue
        said, rects = "", []
        for text, rect in texts[start:]:
            said = f"{said} {text}".strip()
            rects.append(rect)
            if not whole.replace(" ", "").startswith(said.replace(" ", "")):
                break
            if said.replace(" ", "") == whole.replace(" ", ""):
                return rects
    return []
