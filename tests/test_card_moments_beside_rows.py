"""The everyone-plays reveal and a card added at scoring stand beside the displays, as a round's
end does (tests/test_card_round_end_beside_rows.py): centred over the rows, which they dimmed,
their panels hid the very cards they told of. They now stand in the log's column, under its
Menu button, the rows undimmed, and the rows show the cards landed in their displays meanwhile;
what the panels say and the reveal's one press stay as they were."""
from __future__ import annotations

import pygame
import pytest

from tests.test_card_watched_moments import _everyone_plays, _scored_by_bea
from tests.test_watched_moment_press import _band, _start, _to_the_reveal
from tests.ui_driver import ARM_SECONDS, click_card, press_handover, record_texts

from game.card.state import ADDING, PLAY
from scenes.card_art import card_tip
from scenes.handover import HandoverScene
from scenes.table.log_panel import footer_keys

SIZES = [(1280, 720), (1920, 1080)]


def _brightness(ui, area: pygame.Rect) -> float:
    colour = pygame.transform.average_color(ui.ctx.screen, area)
    return sum(colour[:3]) / 3


def _in_row(table, seat: int, card) -> bool:
    """Whether the table drew `card` (its help's rect) in `seat`'s display row."""
    tip, row = card_tip(card, table.shown.config.theme), table.layout.rows[seat]
    return any(t == tip and row.contains(r) for r, t in table.regions)


def _beside(table, panel: pygame.Rect) -> None:
    layout = table.layout
    assert not panel.colliderect(layout.displays), (panel, layout.displays)
    assert layout.log.contains(panel), (panel, layout.log)
    assert panel.collidelist(footer_keys(table.ctx, layout.log)) < 0


@pytest.mark.parametrize("size", SIZES)
def test_the_reveal_stands_beside_the_rows_its_cards_landed_in_them(size, monkeypatch):
    ui, match, table = _start(_everyone_plays, humans=3, size=size)
    _to_the_reveal(ui, match, table)
    beat = table.beat
    assert _band(ui) and beat.kind == "reveal" and beat.progress == 1.0
    said = record_texts(monkeypatch)
    ui.frame(0.1)
    places = next(iter(beat.places.values()))
    _beside(table, places.panel)
    words = {str(s): r for s, r in said}
    title = [r for s, r in said if str(s) in ("Everyone plays: revealed", "together")]
    assert len(title) == 2 and all(places.panel.contains(r) for r in title), said
    assert all(places.panel.contains(words[n]) for n in ("Ada", "Bea", "Cem"))
    revealed = [(seat, card) for seat, card in enumerate(beat.cards) if card is not None]
    assert len(revealed) == 3
    assert all(_in_row(table, seat, card) for seat, card in revealed), revealed
    during = _brightness(ui, table.layout.displays)
    # The one press, as ever: Bea's screen, the cards still in the rows, nothing dimmed.
    ui.frame(ARM_SECONDS)
    ui.key(pygame.K_RETURN)
    ui.frame(0.05)
    assert table.beat is None and table.human_turn() and table.shown.seat == 1
    assert match.phase == PLAY
    assert all(_in_row(table, seat, card) for seat, card in revealed)
    assert during > 0.9 * _brightness(ui, table.layout.displays), "the rows were dimmed"


@pytest.mark.parametrize("size", SIZES)
def test_a_card_added_at_scoring_stands_beside_the_rows_and_lands_in_its_display(size,
                                                                               monkeypatch):
    """Cem ends the round; Ada adds her Denise at scoring: the moment that says so stands in
    the log's column, the card already in Ada's row, the rows as bright as at her decision."""
    ui, match, table = _start(_scored_by_bea, humans=2, size=size)
    for _ in range(400):
        if table.human_turn() and table.shown.phase == ADDING:
            break
        if isinstance(ui.top, HandoverScene):
            press_handover(ui)
        else:
            ui.frame(0.1)
    assert table.shown.seat == 0 and table.human_turn()
    card = next(c for c in table.shown.hand if c.artist == table.shown.displays[0][0].artist)
    before = _brightness(ui, table.layout.displays)
    click_card(ui, table, card)
    assert table.beat is not None and table.beat.kind == "added"
    said = record_texts(monkeypatch)
    ui.frame(0.5)
    beat = table.beat
    assert beat is not None and beat.kind == "added" and 0 < beat.progress < 1
    places = next(iter(beat.places.values()))
    _beside(table, places.panel)
    assert [(seat, c) for seat, c, *_rest in places.cards] == [(0, card)]
    line = next(r for s, r in said if str(s) == "Ada adds a card at scoring")
    assert places.panel.contains(line)
    assert _in_row(table, 0, card)
    assert _brightness(ui, table.layout.displays) > 0.9 * before, "the rows were dimmed"
