"""A seat's name on a revealed sealed bid's box reads from its start: whole, or on two lines,
or cut with "…" at its end, every line inside its box. Drawn centred on one line, a tester's
"Massimiliano Giovannetti" lost both its ends at five seats ("similiano Giovann")."""
from __future__ import annotations

import dataclasses

import pytest

from tests.ui_driver import FAST, LONG_NAMES, Driver, record_panels, record_texts

from game import Config, SeatConfig
from scenes.session.match import Match
from scenes.table import TableScene
from scenes.table.moments import _sealed_reveal
from scenes.table.timeline import SealedReveal

NAMES = ("Lucia Ferri", "Massimiliano Giovannetti") + LONG_NAMES[1:4]


def _names_drawn(monkeypatch, size, language: str, players: int) -> tuple[dict, TableScene]:
    """Each box's amount's rect and the lines of its name drawn (text, rect), the rects in
    the box's own place, at the end of the reveal of `players` sealed bids at a shared
    screen."""
    ui = Driver(size, settings=dataclasses.replace(FAST, language=language))
    seats = tuple(SeatConfig(n, "human") for n in NAMES[:players])
    table = TableScene(ui.ctx, Match(Config(seats=seats, first_auctioneer=players - 1), 4,
                                     thinking_seconds=0.0))
    ui.ctx.stack.push(table)
    ui.frame(0.05, n=3)
    bids = (20, 25, 18, 17, 10)[:players]
    beat = SealedReveal(1.0, bids=bids)
    beat.t = 1.0
    drawn = record_texts(monkeypatch)
    panels = record_panels(monkeypatch, on=ui.ctx.screen)
    _sealed_reveal(ui.ctx.screen, ui.ctx, table.look, table.layout, beat)
    # The panel, a line taller for the names on two lines, still on the stand.
    assert table.layout.lot.contains(panels[0]), (panels[0], table.layout.lot)
    boxes: dict = {}
    for s, rect in drawn:
        shown = ui.ctx.text.shown(s)
        if shown in {str(b) for b in bids}:
            boxes[len(boxes)] = (rect, [])
        elif boxes:
            boxes[len(boxes) - 1][1].append((shown, rect))
    return boxes, table


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_long_name_on_a_revealed_bid_reads_from_its_start_inside_its_box(
        monkeypatch, size, language, players):
    boxes, table = _names_drawn(monkeypatch, size, language, players)
    assert len(boxes) == players
    for i, (amount, lines) in boxes.items():
        name = table.look.name(i)
        width = 2 * amount.centerx          # the amount stands at the box's middle
        assert 1 <= len(lines) <= 2, (name, lines)
        for line, rect in lines:
            assert rect.x >= 0 and rect.right <= width, (name, line, rect, width)
        said = " ".join(line for line, _ in lines)
        assert said == name or said.endswith("…"), (name, said)     # whole, or cut at its end
        assert name.startswith(lines[0][0].removesuffix("…")), (name, lines)
    said = {" ".join(line for line, _ in lines) for _, lines in boxes.values()}
    if players == 4:
        # Each of its words fits a line of its own: the whole name, on two lines. (Five boxes
        # beside the lot's cards are narrower than "Massimiliano": "Massimi…".)
        assert "Massimiliano Giovannetti" in said
